import type { MatrixAnswerKind, MatrixTypedValue } from '../matrix/typedValues';
import type { Sql } from './sql';

export interface AskMatrixRows {
  columns: { id: string; name: string; query: string; answerKind: MatrixAnswerKind; answerOptions: string[] | null }[];
  documents: { id: string; name: string }[];
  cells: { elementId: string; documentId: string; columnId: string; refineResult: string; referenceResult: string | null; typedValue: MatrixTypedValue | null }[];
}

/** A row of `matrices`: a user's table of documents (rows) and questions (columns). */
export interface StoredMatrix {
  id: string;
  userId: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}

const MATRIX = `id, user_id as "userId", name, created_at as "createdAt", updated_at as "updatedAt"`;

/**
 * The one data-access module of table `matrices` (issue 27), used by the API's matrix commands and the worker. Its
 * columns, documents and cells have theirs (matrixColumns.ts, matrixDocuments.ts, matrixElements.ts); the templates
 * `matrix_queries` too (matrixTemplates.ts). Who may see a matrix is the API's policy (policies/matrices.ts): every
 * read here takes the owner it allows.
 */
export const matrixStore = {
  /** The user's matrices, newest first. */
  async listOfUser(sql: Sql, owner: { userId: string }): Promise<StoredMatrix[]> {
    return sql.rows<StoredMatrix>(`select ${MATRIX} from matrices where user_id = $1 order by created_at desc, name asc`, [owner.userId]);
  },

  /**
   * The matrix when it is the owner's, else null. With `lock`, its row is locked (for update) until the transaction
   * ends: every command that changes a matrix's rows or columns takes it, so those commands take turns.
   */
  async findOfUser(sql: Sql, id: string, owner: { userId: string }, lock = false): Promise<StoredMatrix | null> {
    const rows = await sql.rows<StoredMatrix>(`select ${MATRIX} from matrices where id = $1 and user_id = $2${lock ? ' for update' : ''}`, [id, owner.userId]);
    return rows[0] ?? null;
  },

  async create(sql: Sql, matrix: { userId: string; name: string }): Promise<StoredMatrix> {
    const [row] = await sql.rows<StoredMatrix>(`insert into matrices (user_id, name) values ($1, $2) returning ${MATRIX}`, [matrix.userId, matrix.name]);
    return row!;
  },

  /** Renames the matrix; the same name changes nothing (not even updated_at, which the table's cursor reads). */
  async rename(sql: Sql, id: string, name: string): Promise<StoredMatrix | null> {
    const [renamed] = await sql.rows<StoredMatrix>(
      `update matrices set name = $2, updated_at = now() where id = $1 and name is distinct from $2 returning ${MATRIX}`,
      [id, name],
    );
    if (renamed) return renamed;
    const [unchanged] = await sql.rows<StoredMatrix>(`select ${MATRIX} from matrices where id = $1`, [id]);
    return unchanged ?? null;
  },

  /** Deletes the matrix with its documents, columns and cells (one cascade). */
  async delete(sql: Sql, id: string): Promise<void> {
    await sql.rows('delete from matrices where id = $1 returning id', [id]);
  },

  /**
   * A digest (md5, hex) of everything the table shows besides the cells: the name, the columns, the documents and
   * their attachments' status. Counts catch deletes, the latest updated_at catches additions and edits. Empty when
   * the matrix is gone.
   */
  async structureDigest(sql: Sql, id: string): Promise<string> {
    const [row] = await sql.rows<{ digest: string }>(
      `select md5(concat_ws('|', m.name, m.updated_at,
                (select concat_ws(':', count(*), max(d.updated_at), max(a.updated_at))
                 from matrix_documents d join attachments a on a.id = d.attachment_id where d.matrix_id = m.id),
                (select concat_ws(':', count(*), max(c.updated_at)) from matrix_columns c where c.matrix_id = m.id))) as digest
       from matrices m where m.id = $1`,
      [id],
    );
    return row?.digest ?? '';
  },

  /**
   * The matrix's columns, rows (in the table's order: rows added together by name) and answered cells, read only when
   * it is the user's; an empty matrix otherwise.
   */
  async askMatrixOfUser(sql: Sql, matrixId: string, userId: string): Promise<AskMatrixRows> {
    const owned = await sql.rows('select 1 as owned from matrices where id = $1 and user_id = $2', [matrixId, userId]);
    if (owned.length === 0) return { columns: [], documents: [], cells: [] };
    const [columns, documents, cells] = await Promise.all([
      sql.rows<AskMatrixRows['columns'][number]>(
        `select c.id, c.name, coalesce(c.custom_query, q.query, '') as "query", c.answer_kind as "answerKind", c.answer_options as "answerOptions"
         from matrix_columns c left join matrix_queries q on q.id = c.matrix_query_id where c.matrix_id = $1 order by c.sort_order, c.id`,
        [matrixId],
      ),
      sql.rows<AskMatrixRows['documents'][number]>(
        `select d.id, a.name from matrix_documents d join attachments a on a.id = d.attachment_id where d.matrix_id = $1 order by d.created_at, a.name, d.id`,
        [matrixId],
      ),
      sql.rows<AskMatrixRows['cells'][number]>(
        `select id as "elementId", document_id as "documentId", column_id as "columnId", refine_result as "refineResult",
                reference_result as "referenceResult", typed_value as "typedValue"
         from matrix_elements where matrix_id = $1 and status = 'COMPLETED' and coalesce(refine_result, '') <> ''`,
        [matrixId],
      ),
    ]);
    return { columns, documents, cells: cells.map((cell) => ({ ...cell, typedValue: cell.typedValue ?? null })) };
  },
};
