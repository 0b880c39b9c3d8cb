/**
 * The one data-access module of `matrix_elements` (result cells of Matrix Review) and of `matrix_cell_counts` (kept by
 * its triggers), called by the API's matrix commands and by the worker's cell activities (issue 27). Every status
 * change sets a new generation or is conditioned on the one the run read first, so a superseded run never overwrites
 * a newer one.
 */
import type { MatrixAnswerKind, MatrixTypedValue } from '../matrix/typedValues';
import type { MatrixElementStatus, MatrixPlaybookTopicRef } from '../matrix/types';
import type { Sql } from './sql';

/** What starting a cell's workflow needs: its id and generation, and the search attributes operators find it by. */
export interface CellToStart {
  elementId: string;
  generation: string;
  userId: string;
  matrixId: string;
  documentId: string;
}

/**
 * Creates the cells a matrix lacks for the given documents or columns (every pair of a document and a column), queued
 * under `generation` (the id of the request whose `matrix-fanout` starts them). Answers how many were created.
 */
export async function createMissingCells(
  sql: Sql,
  scope: { matrixId: string; generation: string; documentIds?: string[]; columnIds?: string[] },
): Promise<number> {
  const [row] = await sql.rows<{ created: number }>(
    `with created as (
       insert into matrix_elements (matrix_id, document_id, column_id, status, generation)
       select d.matrix_id, d.id, c.id, 'PROCESSING', $4
       from matrix_documents d join matrix_columns c on c.matrix_id = d.matrix_id
       where d.matrix_id = $1 and (d.id = any($2::uuid[]) or c.id = any($3::uuid[]))
       on conflict (document_id, column_id) do nothing
       returning 1
     )
     select count(*)::int as created from created`,
    [scope.matrixId, scope.documentIds ?? [], scope.columnIds ?? [], scope.generation],
  );
  return row?.created ?? 0;
}

/**
 * Puts cells back to PROCESSING, queued under a new generation (the restarting request's id): a run of an older
 * generation can no longer store, and a fan-out of an older request no longer starts them. A run still in flight is
 * replaced when the new one starts under the same workflow id. Answers how many cells were restarted.
 */
export async function restartCells(sql: Sql, where: { columnId: string } | { elementId: string }, generation: string): Promise<number> {
  const [column, value] = 'columnId' in where ? ['column_id', where.columnId] : ['id', where.elementId];
  const rows = await sql.rows(
    `update matrix_elements
     set status = 'PROCESSING', generation = $2, dispatched = false, result = null, refine_result = null,
         reference_result = null, typed_value = null, error = null, updated_at = now()
     where ${column} = $1
     returning id`,
    [value, generation],
  );
  return rows.length;
}

/**
 * Ids of the cells in flight (started, not answered) among those a delete is about to remove: only they have a run to
 * cancel; a queued cell has none yet, and its fan-out no longer finds it.
 */
export async function runningCellIds(
  sql: Sql,
  where: { matrixId: string } | { documentId: string } | { columnId: string },
): Promise<string[]> {
  const [column, value] =
    'matrixId' in where ? ['matrix_id', where.matrixId] : 'documentId' in where ? ['document_id', where.documentId] : ['column_id', where.columnId];
  const rows = await sql.rows<{ id: string }>(
    `select id from matrix_elements where ${column} = $1 and status = 'PROCESSING' and dispatched`,
    [value],
  );
  return rows.map((row) => row.id);
}

/**
 * Takes the user's window until the end of the transaction, so concurrent fan-outs of one user count it and fill it
 * one after the other; false (without waiting, nor holding a connection while waiting) when another step has it.
 */
export async function lockUserWindow(sql: Sql, userId: string): Promise<boolean> {
  const [row] = await sql.rows<{ locked: boolean }>(`select pg_try_advisory_xact_lock(hashtextextended('matrix-window:' || $1, 0)) as locked`, [userId]);
  return row?.locked ?? false;
}

/** Cells of the user in flight over all their matrices: the fan-outs start more only while this is under the limit. */
export async function userCellsInFlight(sql: Sql, userId: string): Promise<number> {
  const [row] = await sql.rows<{ n: number }>(
    `select count(*)::int as n from matrix_elements e join matrices m on m.id = e.matrix_id
     where m.user_id = $1 and e.status = 'PROCESSING' and e.dispatched`,
    [userId],
  );
  return row?.n ?? 0;
}

/**
 * Up to `limit` queued cells of one request (at most 500 documents or one column, so the sort is small): those whose
 * document is already extracted first, so an upload's ready rows are answered while the rest is still extracted; then
 * in the table's order, a document's cells together.
 */
export async function queuedCells(sql: Sql, request: { matrixId: string; generation: string; limit: number }): Promise<CellToStart[]> {
  const rows = await sql.rows<{ element_id: string; document_id: string; user_id: string }>(
    `select e.id as element_id, e.document_id, m.user_id
     from matrix_elements e
     join matrices m on m.id = e.matrix_id
     join matrix_documents d on d.id = e.document_id
     join attachments a on a.id = d.attachment_id
     join matrix_columns c on c.id = e.column_id
     where e.matrix_id = $1 and e.generation = $2 and e.status = 'PROCESSING' and not e.dispatched
     order by a.status in ('QUEUED', 'PROCESSING'), d.created_at, d.id, c.sort_order, c.id
     limit $3`,
    [request.matrixId, request.generation, request.limit],
  );
  return rows.map((row) => ({
    elementId: row.element_id,
    generation: request.generation,
    userId: row.user_id,
    matrixId: request.matrixId,
    documentId: row.document_id,
  }));
}

/**
 * Where a request stands without starting anything: whether its cells are there at all (not before its command
 * commits, nor after all were deleted), and whether some still wait to be started.
 */
export async function requestCellsState(sql: Sql, request: { matrixId: string; generation: string }): Promise<{ exists: boolean; queued: boolean }> {
  const [row] = await sql.rows<{ exists: boolean; queued: boolean }>(
    `select exists (select 1 from matrix_elements where matrix_id = $1 and generation = $2) as exists,
            exists (select 1 from matrix_elements where matrix_id = $1 and generation = $2 and status = 'PROCESSING' and not dispatched) as queued`,
    [request.matrixId, request.generation],
  );
  return { exists: row?.exists ?? false, queued: row?.queued ?? false };
}

/** Marks started cells in flight, while they still belong to the generation that started them. */
export async function markCellsDispatched(sql: Sql, elementIds: string[], generation: string): Promise<void> {
  await sql.rows(
    `update matrix_elements set dispatched = true where id = any($1::uuid[]) and generation = $2 returning id`,
    [elementIds, generation],
  );
}

/**
 * The user's cells longest in flight (at least `olderThanSeconds` since they were queued), oldest first, or only those
 * of one request: where a run an operator terminated in the Temporal UI would hold a slot of the user's window, and
 * its cell a spinner, for ever.
 */
export async function oldestInFlightCells(
  sql: Sql,
  scope: { userId: string; request?: { matrixId: string; generation: string }; olderThanSeconds: number; limit: number },
): Promise<{ elementId: string; generation: string }[]> {
  const ofRequest = scope.request ? 'and e.matrix_id = $4 and e.generation = $5' : '';
  const rows = await sql.rows<{ id: string; generation: string }>(
    `select e.id, e.generation from matrix_elements e join matrices m on m.id = e.matrix_id
     where m.user_id = $1 and e.status = 'PROCESSING' and e.dispatched and e.updated_at < now() - make_interval(secs => $2) ${ofRequest}
     order by e.updated_at limit $3`,
    [scope.userId, scope.olderThanSeconds, scope.limit, ...(scope.request ? [scope.request.matrixId, scope.request.generation] : [])],
  );
  return rows.map((row) => ({ elementId: row.id, generation: row.generation }));
}

/**
 * Whether some cells of a request are still PROCESSING, in flight or queued (each half reads its partial index): its
 * fan-out watches them until none is.
 */
export async function requestCellsProcessing(sql: Sql, request: { matrixId: string; generation: string }): Promise<boolean> {
  const [row] = await sql.rows<{ processing: boolean }>(
    `select exists (select 1 from matrix_elements where matrix_id = $1 and generation = $2 and status = 'PROCESSING' and dispatched)
         or exists (select 1 from matrix_elements where matrix_id = $1 and generation = $2 and status = 'PROCESSING' and not dispatched) as processing`,
    [request.matrixId, request.generation],
  );
  return row?.processing ?? false;
}

/** Marks cells whose run ended without answering as FAILED, while they still wait for that generation. */
export async function failStoppedCells(sql: Sql, cells: { elementId: string; generation: string }[], message: string): Promise<void> {
  if (cells.length === 0) return;
  await sql.rows(
    `update matrix_elements e set status = 'FAILED', error = $3, updated_at = now()
     from unnest($1::uuid[], $2::uuid[]) as stopped(id, generation)
     where e.id = stopped.id and e.generation = stopped.generation and e.status = 'PROCESSING' returning e.id`,
    [cells.map((cell) => cell.elementId), cells.map((cell) => cell.generation), message],
  );
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

/**
 * The cell's current generation and its document's state; null when the cell no longer exists or is no longer
 * PROCESSING (a run started again for a generation already answered has nothing to do).
 */
export async function cellGeneration(sql: Sql, elementId: string): Promise<(CellDocumentRow & { generation: string }) | null> {
  const rows = await sql.rows<CellDocumentRow & { generation: string }>(
    `select e.generation, a.status, a.error from matrix_elements e
     join matrix_documents d on d.id = e.document_id
     join attachments a on a.id = d.attachment_id
     where e.id = $1 and e.status = 'PROCESSING'`,
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

/** What a cell asks of its document: the column's query, the kind of answer, names, and whose attachment it is. */
export interface CellSource {
  query: string;
  /** The column's kind of answer (`matrix_columns.answer_kind`, issue 31). */
  answerKind: MatrixAnswerKind;
  /** A list column's options, else null. */
  answerOptions: string[] | null;
  columnName: string;
  documentName: string;
  userId: string;
  attachmentId: string;
  /** A playbook column's topic (issue 32) and the company whose playbook it is; null for other columns. */
  playbookTopic: MatrixPlaybookTopicRef | null;
  companyId: string;
}

/** The cell's query and document while `generation` is current, else null. */
export async function cellSource(sql: Sql, elementId: string, generation: string): Promise<CellSource | null> {
  const rows = await sql.rows<CellSource>(
    `select coalesce(c.custom_query, q.query) as "query", c.answer_kind as "answerKind", c.answer_options as "answerOptions",
            c.name as "columnName", a.name as "documentName",
            a.user_id as "userId", a.id as "attachmentId", c.playbook_topic as "playbookTopic",
            (select u.company_id from users u where u.id = a.user_id) as "companyId"
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
  typedValue: MatrixTypedValue;
}

/**
 * Stores the answer while the cell still waits for `generation`; false when a newer run (or a delete) superseded this
 * one, or when the cell was already settled: a run an operator terminated was marked FAILED, and the answer its
 * orphaned AI call brings back later is not stored over that.
 */
export async function completeCell(sql: Sql, elementId: string, generation: string, answer: CellAnswer): Promise<boolean> {
  const rows = await sql.rows(
    `update matrix_elements
     set status = 'COMPLETED', result = $3, refine_result = $4, reference_result = $5, typed_value = $6::jsonb, error = null, updated_at = now()
     where id = $1 and generation = $2 and status = 'PROCESSING' returning id`,
    [elementId, generation, answer.result, answer.refineResult, answer.referenceResult, answer.typedValue === null ? null : JSON.stringify(answer.typedValue)],
  );
  return rows.length > 0;
}

/** Stores the failure while `generation` is current; false when superseded. */
export async function failCell(sql: Sql, elementId: string, generation: string, message: string): Promise<boolean> {
  const rows = await sql.rows(
    `update matrix_elements
     set status = 'FAILED', error = $3, result = null, refine_result = null, reference_result = null, typed_value = null, updated_at = now()
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

/** A row of `matrix_elements`: one cell of a matrix, the answer of one column for one document. */
export interface StoredMatrixElement {
  id: string;
  matrixId: string;
  documentId: string;
  columnId: string;
  status: MatrixElementStatus;
  generation: string;
  result: string | null;
  refineResult: string | null;
  referenceResult: string | null;
  typedValue: MatrixTypedValue;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const ELEMENT = `id, matrix_id as "matrixId", document_id as "documentId", column_id as "columnId", status, generation,
  result, refine_result as "refineResult", reference_result as "referenceResult", typed_value as "typedValue", error,
  created_at as "createdAt", updated_at as "updatedAt"`;

export async function findCell(sql: Sql, id: string): Promise<StoredMatrixElement | null> {
  const rows = await sql.rows<StoredMatrixElement>(`select ${ELEMENT} from matrix_elements where id = $1`, [id]);
  return rows[0] ?? null;
}

/** The cells of a matrix by status, and its latest cell change. */
export interface MatrixCellState {
  processing: number;
  completed: number;
  failed: number;
  last_data_update: Date | null;
  /** max(updated_at) in microseconds since the epoch, as text ('0' without cells): the cursor's exact time. */
  last_micros: string;
  /** Milliseconds since that latest change, by the database's clock, as text (null without cells). */
  quiet_ms: string | null;
}

/**
 * Counts by status from `matrix_cell_counts` (kept by triggers on this table, migration 0160) and the latest change
 * from the (matrix_id, updated_at) index: two index reads, however many cells the matrix has.
 */
export async function matrixCellState(sql: Sql, matrixId: string): Promise<MatrixCellState | undefined> {
  const [row] = await sql.rows<MatrixCellState>(
    `select coalesce(sum(c.cells) filter (where c.status = 'PROCESSING'), 0)::int as processing,
            coalesce(sum(c.cells) filter (where c.status = 'COMPLETED'), 0)::int as completed,
            coalesce(sum(c.cells) filter (where c.status = 'FAILED'), 0)::int as failed,
            latest.updated_at as last_data_update,
            coalesce((extract(epoch from latest.updated_at) * 1000000)::bigint, 0)::text as last_micros,
            (extract(epoch from (clock_timestamp() - latest.updated_at)) * 1000)::bigint::text as quiet_ms
     from (select max(updated_at) as updated_at from matrix_elements where matrix_id = $1) latest
     left join matrix_cell_counts c on c.matrix_id = $1
     group by latest.updated_at`,
    [matrixId],
  );
  return row;
}

/** What a cell of the table shows (the refined result, or the start of the reasoning when there is none). */
export interface CellPreviewRow {
  id: string;
  document_id: string;
  column_id: string;
  status: MatrixElementStatus;
  refine_result: string | null;
  result: string | null;
  typed_value: MatrixTypedValue;
  changed: boolean | null;
}

/**
 * The preview columns: the refined result (cut to `$2` characters in compact answers), or the start of the
 * reasoning when there is none; the reference and the full texts come with the element call.
 */
const cellPreviewColumns = (compact: boolean) =>
  `id, document_id, column_id, status, ${compact ? 'left(refine_result, $2)' : 'refine_result'} as refine_result,
   case when coalesce(refine_result, '') = '' then left(result, $2) end as result, typed_value, changed`;

/** The previews of a matrix's cells (full refined results), or of some documents' cells (compact). */
export async function cellPreviews(sql: Sql, where: { matrixId: string } | { documentIds: readonly string[] }, previewChars: number): Promise<CellPreviewRow[]> {
  if ('matrixId' in where) {
    return sql.rows<CellPreviewRow>(`select ${cellPreviewColumns(false)} from matrix_elements where matrix_id = $1`, [where.matrixId, previewChars]);
  }
  if (where.documentIds.length === 0) return [];
  return sql.rows<CellPreviewRow>(`select ${cellPreviewColumns(true)} from matrix_elements where document_id = any($1::uuid[])`, [where.documentIds, previewChars]);
}

/** Compact previews of the matrix's cells written after `fromMicros` (microseconds since the epoch), oldest first. */
export async function cellPreviewsChangedSince(sql: Sql, matrixId: string, fromMicros: bigint, previewChars: number): Promise<CellPreviewRow[]> {
  return sql.rows<CellPreviewRow>(
    `select ${cellPreviewColumns(true)} from matrix_elements
     where matrix_id = $1 and updated_at > to_timestamp($3::numeric / 1000000)
     order by updated_at, id`,
    [matrixId, previewChars, fromMicros.toString()],
  );
}

/**
 * The ids of the matrix's rows whose document changed after `fromMicros` (added, renamed, a new version, its
 * attachment's status; issue 31, 31r), for the changes call of an open page.
 */
export async function matrixRowsChangedSince(sql: Sql, matrixId: string, fromMicros: bigint): Promise<string[]> {
  const rows = await sql.rows<{ id: string }>(
    `select d.id from matrix_documents d join attachments a on a.id = d.attachment_id
     where d.matrix_id = $1 and greatest(d.updated_at, a.updated_at) > to_timestamp($2::numeric / 1000000)`,
    [matrixId, fromMicros.toString()],
  );
  return rows.map((row) => row.id);
}

/** A cell as the export writes it. */
export interface ExportCellRow {
  document_id: string;
  column_id: string;
  status: MatrixElementStatus;
  result: string | null;
  refine_result: string | null;
  reference_result: string | null;
  typed_value: MatrixTypedValue;
  error: string | null;
}

/** The cells of some of the matrix's documents, whole, for the export (a page of documents at a time). */
export async function exportCells(sql: Sql, matrixId: string, documentIds: readonly string[]): Promise<ExportCellRow[]> {
  return sql.rows<ExportCellRow>(
    `select document_id, column_id, status, result, refine_result, reference_result, typed_value, error
     from matrix_elements where matrix_id = $1 and document_id = any($2::uuid[])`,
    [matrixId, documentIds],
  );
}

/** Per duration column of the export: whether every duration it holds is whole years, whole months (issue 31, the XLSX's unit). */
export interface DurationUnitRow {
  column_id: string;
  whole_years: boolean;
  whole_months: boolean;
}

export async function durationUnits(sql: Sql, matrixId: string, columnIds: readonly string[]): Promise<DurationUnitRow[]> {
  return sql.rows<DurationUnitRow>(
    `select column_id, bool_and((typed_value->>'months')::numeric = 0 and (typed_value->>'days')::numeric = 0) as whole_years,
            bool_and((typed_value->>'days')::numeric = 0) as whole_months
     from matrix_elements where matrix_id = $1 and column_id = any($2::uuid[]) and status = 'COMPLETED' and jsonb_typeof(typed_value) = 'object'
     group by column_id`,
    [matrixId, columnIds],
  );
}

/** What a cell kept of its answer before a new version of its document (issue 31), and whether it is still that version's. */
export interface CellVersionRow {
  changed: boolean;
  current: boolean;
  previous: { generation: string; refineResult?: string | null; referenceResult?: string | null; typedValue?: MatrixTypedValue } | null;
}

export async function cellVersion(sql: Sql, elementId: string): Promise<CellVersionRow | null> {
  const rows = await sql.rows<CellVersionRow>(
    `select changed, previous, status = 'COMPLETED' and generation::text = previous->>'generation' as current from matrix_elements where id = $1`,
    [elementId],
  );
  return rows[0] ?? null;
}

/**
 * A new version of a document (issue 31): each of its cells keeps its answer (when it has one) as `previous` under
 * the version's request id. Answers the ids of the row's cells, for the caller to restart.
 */
export async function keepAnswersForVersion(sql: Sql, documentId: string, generation: string): Promise<string[]> {
  const rows = await sql.rows<{ id: string }>(
    `update matrix_elements
     set previous = case when status = 'COMPLETED'
                         then jsonb_build_object('generation', $2::text, 'refineResult', refine_result, 'referenceResult', reference_result, 'typedValue', typed_value)
                    end
     where document_id = $1 returning id`,
    [documentId, generation],
  );
  return rows.map((row) => row.id);
}
