import type { ServerAttachmentStatus } from '../attachments';
import { MATRIX_NOT_FOUND, type MatrixAnswerKind, type MatrixRowOrder } from '../matrix/typedValues';
import type { Sql } from './sql';

/** A row of `matrix_documents`: one of the owner's attachments as a row of the matrix. */
export interface StoredMatrixDocument {
  id: string;
  matrixId: string;
  attachmentId: string;
  /** 1, then one more for every new version of the document (issue 31). */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A matrix document as the table shows it: the row joined with its attachment. */
export interface MatrixDocumentSource {
  id: string;
  attachmentId: string;
  name: string;
  status: ServerAttachmentStatus;
  error: string | null;
}

/** What redlining a matrix document reads of it (issue 32). */
export interface RedlineDocumentSource {
  name: string;
  attachmentId: string;
  blobName: string;
  status: string;
}

const DOCUMENT = `id, matrix_id as "matrixId", attachment_id as "attachmentId", version, created_at as "createdAt", updated_at as "updatedAt"`;
const WITH_ATTACHMENT = `d.id, d.attachment_id as "attachmentId", a.name, a.status, a.error`;

/** A typed value's sort key by its column's kind, for a joined cell `e`; null sorts last. */
function sortKey(kind: MatrixAnswerKind, e: string): string {
  switch (kind) {
    case 'amount':
      return `(${e}.typed_value->>'amount')::numeric`;
    case 'duration':
      return `((${e}.typed_value->>'years')::numeric * 365 + (${e}.typed_value->>'months')::numeric * 30 + (${e}.typed_value->>'days')::numeric)`;
    case 'party':
      return `lower(${e}.typed_value->0->>'name')`;
    case 'text':
      return `lower(nullif(${e}.refine_result, '${MATRIX_NOT_FOUND}'))`;
    default:
      return `(${e}.typed_value #>> '{}')`;
  }
}

/**
 * The joins and order of the table's typed sort and filter (issue 31), with their parameters numbered from `first`:
 * the filter is an inner join on the cells of its column that pass, the sort a left join on the sort column's cells.
 * `kinds` holds the kind of every column the order names; the API has checked that the order suits them (a filter its
 * column's kind cannot take is a 400 there, never SQL here).
 */
function rowOrderSql(order: MatrixRowOrder, kinds: ReadonlyMap<string, MatrixAnswerKind>, first: number): { joins: string; orderBy: string; binds: unknown[] } {
  const binds: unknown[] = [];
  const param = (value: unknown) => {
    binds.push(value);
    return `$${first + binds.length - 1}`;
  };
  const kindOf = (columnId: string): MatrixAnswerKind => {
    const kind = kinds.get(columnId);
    if (!kind) throw new Error(`The row order names a column not given: ${columnId}`);
    return kind;
  };
  let joins = '';
  let orderBy = '';
  const filter = order.filter;
  if (filter) {
    const kind = kindOf(filter.columnId);
    const conditions = [`f.column_id = ${param(filter.columnId)}`];
    if (filter.type === 'yes-no') {
      conditions.push(`f.typed_value = ${param(String(filter.yesNo))}::jsonb`);
    } else if (filter.type === 'option') {
      conditions.push(`f.typed_value #>> '{}' = ${param(filter.option)}`);
    } else if (filter.type === 'number') {
      const key = sortKey(kind, 'f');
      conditions.push(`${key} is not null`);
      if (filter.above !== undefined) conditions.push(`${key} >= ${param(filter.above)}::numeric`);
      if (filter.below !== undefined) conditions.push(`${key} <= ${param(filter.below)}::numeric`);
    } else {
      conditions.push(`jsonb_typeof(f.typed_value) = 'string'`);
      if (filter.from) conditions.push(`f.typed_value #>> '{}' >= ${param(filter.from)}`);
      if (filter.to) conditions.push(`f.typed_value #>> '{}' <= ${param(filter.to)}`);
    }
    joins += ` join matrix_elements f on f.document_id = d.id and ${conditions.join(' and ')}`;
  }
  // "Changed in the last version" (issue 31): the rows with a cell whose answer the last version changed.
  if (order.changedOnly) joins += ' join lateral (select 1 from matrix_elements v where v.document_id = d.id and v.changed limit 1) v on true';
  if (order.sort) {
    const kind = kindOf(order.sort.columnId);
    joins += ` left join matrix_elements s on s.document_id = d.id and s.column_id = ${param(order.sort.columnId)}`;
    orderBy = `${sortKey(kind, 's')} ${order.sort.direction === 'desc' ? 'desc' : 'asc'} nulls last,`;
  }
  return { joins, orderBy, binds };
}

/**
 * The one data-access module of table `matrix_documents` (issue 27). Commands that add or remove rows hold their
 * matrix's row lock (matrixStore.findOfUser with lock).
 */
export const matrixDocumentStore = {
  async find(sql: Sql, id: string): Promise<StoredMatrixDocument | null> {
    const rows = await sql.rows<StoredMatrixDocument>(`select ${DOCUMENT} from matrix_documents where id = $1`, [id]);
    return rows[0] ?? null;
  },

  async findInMatrix(sql: Sql, matrixId: string, id: string): Promise<StoredMatrixDocument | null> {
    const rows = await sql.rows<StoredMatrixDocument>(`select ${DOCUMENT} from matrix_documents where id = $1 and matrix_id = $2`, [id, matrixId]);
    return rows[0] ?? null;
  },

  /** The matrix's documents (or the given ones) with their attachments, in the order they were added. */
  async listWithAttachments(sql: Sql, where: { matrixId: string } | { documentIds: readonly string[] }): Promise<MatrixDocumentSource[]> {
    const [condition, value] = 'matrixId' in where ? ['d.matrix_id = $1', where.matrixId] : ['d.id = any($1::uuid[])', where.documentIds];
    return sql.rows<MatrixDocumentSource>(
      `select ${WITH_ATTACHMENT}
       from matrix_documents d join attachments a on a.id = d.attachment_id
       where ${condition}
       order by d.created_at, a.name, d.id`,
      [value],
    );
  },

  /**
   * One page of the matrix's documents with their attachments, in the row order (typed sort, filter, changed only;
   * `kinds`: the kind of each column it names), then in the order they were added; and how many rows pass the filter.
   */
  async page(
    sql: Sql,
    matrixId: string,
    page: { offset: number; limit: number },
    order: MatrixRowOrder,
    kinds: ReadonlyMap<string, MatrixAnswerKind>,
  ): Promise<{ documents: MatrixDocumentSource[]; totalRows: number }> {
    const ordered = rowOrderSql(order, kinds, 4);
    const counted = rowOrderSql({ filter: order.filter, changedOnly: order.changedOnly }, kinds, 2);
    const [documents, totals] = await Promise.all([
      sql.rows<MatrixDocumentSource>(
        `select ${WITH_ATTACHMENT}
         from matrix_documents d join attachments a on a.id = d.attachment_id ${ordered.joins}
         where d.matrix_id = $1
         order by ${ordered.orderBy} d.created_at, a.name, d.id
         offset $2 limit $3`,
        [matrixId, page.offset, page.limit, ...ordered.binds],
      ),
      sql.rows<{ total: number }>(`select count(*)::int as total from matrix_documents d ${counted.joins} where d.matrix_id = $1`, [matrixId, ...counted.binds]),
    ]);
    return { documents, totalRows: totals[0]?.total ?? 0 };
  },

  async count(sql: Sql, matrixId: string): Promise<number> {
    const [row] = await sql.rows<{ n: number }>('select count(*)::int as n from matrix_documents where matrix_id = $1', [matrixId]);
    return row?.n ?? 0;
  },

  /** Adds the attachments as rows; one already in the matrix is kept, not repeated. Answers the ids of the new rows. */
  async addAttachments(sql: Sql, matrixId: string, attachmentIds: readonly string[]): Promise<string[]> {
    const rows = await sql.rows<{ id: string }>(
      `insert into matrix_documents (matrix_id, attachment_id)
       select $1, unnest($2::uuid[])
       on conflict (matrix_id, attachment_id) do nothing
       returning id`,
      [matrixId, attachmentIds],
    );
    return rows.map((row) => row.id);
  },

  /** The ids of the matrix's rows of these attachments. */
  async idsOfAttachments(sql: Sql, matrixId: string, attachmentIds: readonly string[]): Promise<string[]> {
    const rows = await sql.rows<{ id: string }>('select id from matrix_documents where matrix_id = $1 and attachment_id = any($2::uuid[])', [matrixId, attachmentIds]);
    return rows.map((row) => row.id);
  },

  /** The ids among `ids` of the matrix's rows. */
  async idsInMatrix(sql: Sql, matrixId: string, ids: readonly string[]): Promise<string[]> {
    const rows = await sql.rows<{ id: string }>('select id from matrix_documents where matrix_id = $1 and id = any($2::uuid[])', [matrixId, ids]);
    return rows.map((row) => row.id);
  },

  /**
   * A new version of the row's document (issue 31): the attachment becomes the row's, the one before is kept as its
   * previous attachment. Answers the row's version number.
   */
  async replaceAttachment(sql: Sql, id: string, attachmentId: string): Promise<number | null> {
    const [row] = await sql.rows<{ version: number }>(
      `update matrix_documents set previous_attachment_id = attachment_id, attachment_id = $2, version = version + 1, updated_at = now()
       where id = $1 returning version`,
      [id, attachmentId],
    );
    return row?.version ?? null;
  },

  /** Deletes the row with its cells (cascade). */
  async delete(sql: Sql, id: string): Promise<void> {
    await sql.rows('delete from matrix_documents where id = $1 returning id', [id]);
  },

  /** The row's attachment when the row is of that matrix and the matrix the user's, else null (the redline worker's read). */
  async redlineSource(sql: Sql, row: { documentId: string; matrixId: string; userId: string }): Promise<RedlineDocumentSource | null> {
    const rows = await sql.rows<RedlineDocumentSource>(
      `select a.name, a.id as "attachmentId", a.blob_name as "blobName", a.status
         from matrix_documents d join matrices m on m.id = d.matrix_id join attachments a on a.id = d.attachment_id
        where d.id = $1 and d.matrix_id = $2 and m.user_id = $3`,
      [row.documentId, row.matrixId, row.userId],
    );
    return rows[0] ?? null;
  },
};
