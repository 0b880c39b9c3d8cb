import type { MatrixAnswerKind } from '../matrix/typedValues';
import type { MatrixPlaybookTopicRef, MatrixQueryType } from '../matrix/types';
import type { Sql } from './sql';

/** A row of `matrix_columns`: a question of a matrix, asked of every document (row). */
export interface StoredMatrixColumn {
  id: string;
  matrixId: string;
  name: string;
  queryType: MatrixQueryType;
  /** Set for GLOBAL_TEMPLATE only: the template (`matrix_queries`) whose query the column asks. */
  matrixQueryId: string | null;
  /** Set for CUSTOM only. */
  customQuery: string | null;
  answerKind: MatrixAnswerKind;
  /** A list column's options, else null. */
  answerOptions: string[] | null;
  /** A playbook column's topic (issue 32), else null. */
  playbookTopic: MatrixPlaybookTopicRef | null;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What a column's edit may change: its name and question (a playbook column's topic is set once, when it is made). */
export type MatrixColumnChanges = Pick<StoredMatrixColumn, 'name' | 'queryType' | 'matrixQueryId' | 'customQuery' | 'answerKind' | 'answerOptions'>;

export type NewMatrixColumn = MatrixColumnChanges & Pick<StoredMatrixColumn, 'matrixId' | 'playbookTopic'>;

const COLUMN = `id, matrix_id as "matrixId", name, query_type as "queryType", matrix_query_id as "matrixQueryId",
  custom_query as "customQuery", answer_kind as "answerKind", answer_options as "answerOptions",
  playbook_topic as "playbookTopic", sort_order as "sortOrder", created_at as "createdAt", updated_at as "updatedAt"`;

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * The one data-access module of table `matrix_columns` (issue 27). Commands that add or change columns hold their
 * matrix's row lock (matrixStore.findOfUser with lock), so the count and the next sort order read here stay true
 * until they commit.
 */
export const matrixColumnStore = {
  async find(sql: Sql, id: string): Promise<StoredMatrixColumn | null> {
    const rows = await sql.rows<StoredMatrixColumn>(`select ${COLUMN} from matrix_columns where id = $1`, [id]);
    return rows[0] ?? null;
  },

  /** The matrix's columns in the table's order. */
  async listOfMatrix(sql: Sql, matrixId: string): Promise<StoredMatrixColumn[]> {
    return sql.rows<StoredMatrixColumn>(`select ${COLUMN} from matrix_columns where matrix_id = $1 order by sort_order, created_at`, [matrixId]);
  },

  async count(sql: Sql, matrixId: string): Promise<number> {
    const [row] = await sql.rows<{ n: number }>('select count(*)::int as n from matrix_columns where matrix_id = $1', [matrixId]);
    return row?.n ?? 0;
  },

  /** Adds the column after the matrix's last one. */
  async append(sql: Sql, column: NewMatrixColumn): Promise<StoredMatrixColumn> {
    const [row] = await sql.rows<StoredMatrixColumn>(
      `insert into matrix_columns (matrix_id, name, query_type, matrix_query_id, custom_query, answer_kind, answer_options, playbook_topic, sort_order)
       select $1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, coalesce(max(sort_order), -1) + 1 from matrix_columns where matrix_id = $1
       returning ${COLUMN}`,
      [
        column.matrixId,
        column.name,
        column.queryType,
        column.matrixQueryId,
        column.customQuery,
        column.answerKind,
        json(column.answerOptions),
        json(column.playbookTopic),
      ],
    );
    return row!;
  },

  /** Writes the changes; when they change nothing, nothing is written (updated_at, which the table's cursor reads, stays). */
  async update(sql: Sql, id: string, changes: MatrixColumnChanges): Promise<StoredMatrixColumn | null> {
    const [updated] = await sql.rows<StoredMatrixColumn>(
      `update matrix_columns
       set name = $2, query_type = $3, matrix_query_id = $4, custom_query = $5, answer_kind = $6, answer_options = $7::jsonb, updated_at = now()
       where id = $1
         and (name, query_type, matrix_query_id, custom_query, answer_kind, answer_options) is distinct from ($2, $3, $4::uuid, $5, $6, $7::jsonb)
       returning ${COLUMN}`,
      [id, changes.name, changes.queryType, changes.matrixQueryId, changes.customQuery, changes.answerKind, json(changes.answerOptions)],
    );
    return updated ?? matrixColumnStore.find(sql, id);
  },

  /** Deletes the column with its cells (cascade). */
  async delete(sql: Sql, id: string): Promise<void> {
    await sql.rows('delete from matrix_columns where id = $1 returning id', [id]);
  },
};
