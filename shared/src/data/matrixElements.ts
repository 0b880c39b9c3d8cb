/**
 * The only module that writes `matrix_elements` (result cells of Matrix Review), called by the API's matrix commands
 * and by the worker's cell activities. Every status change sets a new generation or is conditioned on the one the
 * run read first, so a superseded run never overwrites a newer one.
 */
import type { Sql } from './sql';

/** What starting a cell's workflow needs: its id, and the search attributes operators find it by. */
export interface CellToStart {
  elementId: string;
  userId: string;
  matrixId: string;
  documentId: string;
}

interface CellRow {
  element_id: string;
  user_id: string;
  matrix_id: string;
  document_id: string;
}

const toCell = (row: CellRow): CellToStart => ({
  elementId: row.element_id,
  userId: row.user_id,
  matrixId: row.matrix_id,
  documentId: row.document_id,
});

/** Creates the cells a matrix lacks for the given documents or columns (every pair of a document and a column). */
export async function createMissingCells(
  sql: Sql,
  scope: { userId: string; matrixId: string; documentIds?: string[]; columnIds?: string[] },
): Promise<CellToStart[]> {
  const rows = await sql.rows<Omit<CellRow, 'user_id'>>(
    `insert into matrix_elements (matrix_id, document_id, column_id, status)
     select d.matrix_id, d.id, c.id, 'PROCESSING'
     from matrix_documents d join matrix_columns c on c.matrix_id = d.matrix_id
     where d.matrix_id = $1 and (d.id = any($2::uuid[]) or c.id = any($3::uuid[]))
     on conflict (document_id, column_id) do nothing
     returning id as element_id, matrix_id, document_id`,
    [scope.matrixId, scope.documentIds ?? [], scope.columnIds ?? []],
  );
  return rows.map((row) => toCell({ ...row, user_id: scope.userId }));
}

/** Puts cells back to PROCESSING under a new generation: a run of an older generation can no longer store. */
export async function restartCells(sql: Sql, where: { columnId: string } | { elementId: string }): Promise<CellToStart[]> {
  const [column, value] = 'columnId' in where ? ['column_id', where.columnId] : ['id', where.elementId];
  const rows = await sql.rows<CellRow>(
    `update matrix_elements e
     set status = 'PROCESSING', generation = gen_random_uuid(), result = null, refine_result = null,
         reference_result = null, error = null, updated_at = now()
     from matrices m
     where m.id = e.matrix_id and e.${column} = $1
     returning e.id as element_id, e.matrix_id, e.document_id, m.user_id`,
    [value],
  );
  return rows.map(toCell);
}

/** Ids of the cells still running among those a delete is about to remove: only they need cancelling. */
export async function runningCellIds(
  sql: Sql,
  where: { matrixId: string } | { documentId: string } | { columnId: string },
): Promise<string[]> {
  const [column, value] =
    'matrixId' in where ? ['matrix_id', where.matrixId] : 'documentId' in where ? ['document_id', where.documentId] : ['column_id', where.columnId];
  const rows = await sql.rows<{ id: string }>(`select id from matrix_elements where ${column} = $1 and status = 'PROCESSING'`, [value]);
  return rows.map((row) => row.id);
}

/** Marks cells whose workflow could not be started as FAILED (only while they are still PROCESSING). */
export async function failUnstartedCells(sql: Sql, elementIds: string[], message: string): Promise<void> {
  await sql.rows(
    `update matrix_elements set status = 'FAILED', error = $2, updated_at = now()
     where id = any($1::uuid[]) and status = 'PROCESSING' returning id`,
    [elementIds, message],
  );
}

/** The state of a cell's document: its attachment's extraction status and error. */
export interface CellDocumentRow {
  status: string;
  error: string | null;
}

/** The cell's current generation and its document's state; null when the cell no longer exists. */
export async function cellGeneration(sql: Sql, elementId: string): Promise<(CellDocumentRow & { generation: string }) | null> {
  const rows = await sql.rows<CellDocumentRow & { generation: string }>(
    `select e.generation, a.status, a.error from matrix_elements e
     join matrix_documents d on d.id = e.document_id
     join attachments a on a.id = d.attachment_id
     where e.id = $1`,
    [elementId],
  );
  return rows[0] ?? null;
}

/** The cell's document state while `generation` is current, else null. */
export async function cellDocument(sql: Sql, elementId: string, generation: string): Promise<CellDocumentRow | null> {
  const rows = await sql.rows<CellDocumentRow>(
    `select a.status, a.error from matrix_elements e
     join matrix_documents d on d.id = e.document_id
     join attachments a on a.id = d.attachment_id
     where e.id = $1 and e.generation = $2`,
    [elementId, generation],
  );
  return rows[0] ?? null;
}

/** What a cell asks of its document: the column's query and names, and whose attachment it is. */
export interface CellSource {
  query: string;
  columnName: string;
  documentName: string;
  userId: string;
  attachmentId: string;
}

/** The cell's query and document while `generation` is current, else null. */
export async function cellSource(sql: Sql, elementId: string, generation: string): Promise<CellSource | null> {
  const rows = await sql.rows<CellSource>(
    `select coalesce(c.custom_query, q.query) as "query", c.name as "columnName", a.name as "documentName",
            a.user_id as "userId", a.id as "attachmentId"
     from matrix_elements e
     join matrix_columns c on c.id = e.column_id
     left join matrix_queries q on q.id = c.matrix_query_id
     join matrix_documents d on d.id = e.document_id
     join attachments a on a.id = d.attachment_id
     where e.id = $1 and e.generation = $2`,
    [elementId, generation],
  );
  return rows[0] ?? null;
}

export interface CellAnswer {
  result: string;
  refineResult: string;
  referenceResult: string;
}

/** Stores the answer while `generation` is current; false when a newer run (or a delete) superseded this one. */
export async function completeCell(sql: Sql, elementId: string, generation: string, answer: CellAnswer): Promise<boolean> {
  const rows = await sql.rows(
    `update matrix_elements
     set status = 'COMPLETED', result = $3, refine_result = $4, reference_result = $5, error = null, updated_at = now()
     where id = $1 and generation = $2 returning id`,
    [elementId, generation, answer.result, answer.refineResult, answer.referenceResult],
  );
  return rows.length > 0;
}

/** Stores the failure while `generation` is current; false when superseded. */
export async function failCell(sql: Sql, elementId: string, generation: string, message: string): Promise<boolean> {
  const rows = await sql.rows(
    `update matrix_elements
     set status = 'FAILED', error = $3, result = null, refine_result = null, reference_result = null, updated_at = now()
     where id = $1 and generation = $2 returning id`,
    [elementId, generation, message],
  );
  return rows.length > 0;
}

/** Cells of the company's matrices that ended (answered or failed) per calendar month (UTC), since `since`. */
export async function matrixCellsPerMonth(sql: Sql, companyId: string, since: Date): Promise<{ month: string; cells: number }[]> {
  const rows = await sql.rows<{ month: string; cells: string }>(
    `select to_char(date_trunc('month', e.updated_at at time zone 'utc'), 'YYYY-MM') as month, count(*) as cells
       from matrix_elements e join matrices m on m.id = e.matrix_id join users u on u.id = m.user_id
      where u.company_id = $1 and e.status in ('COMPLETED', 'FAILED') and e.updated_at >= $2
      group by 1`,
    [companyId, since],
  );
  return rows.map((row) => ({ month: row.month, cells: Number(row.cells) }));
}
