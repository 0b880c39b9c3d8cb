import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import {
  MATRIX_CELL_PREVIEW_CHARS,
  MATRIX_CHANGES_OVERLAP_MS,
  MATRIX_MESSAGES,
  MATRIX_NOT_FOUND,
  MATRIX_STRUCTURE_DIGEST_CHARS,
  formatMatrixCursor,
  parseMatrixCursor,
  type AggregatedResultStatus,
  type MatrixCursor,
  type MatrixChanges,
  type MatrixPageInfo,
  type MatrixResultCell,
  type MatrixDetail,
  type MatrixElementStatus,
  type MatrixRow,
  type MatrixRowOrder,
  type MatrixAnswerKind,
  type MatrixTypedValue,
} from '@arcline/shared';
import { ValidationError } from '../../errors';
import { MatrixColumnRow, type Matrix } from '../../models/matrix';
import { presentMatrix, presentMatrixColumn, presentMatrixDocument, type MatrixDocumentSource } from '../../presenters/matrix';

/** The matrix's documents with their attachments, in the order they were added. */
export async function loadMatrixDocuments(
  sequelize: Sequelize,
  where: { matrixId: string } | { documentIds: string[] },
  transaction?: Transaction,
): Promise<MatrixDocumentSource[]> {
  const [condition, value] = 'matrixId' in where ? ['d.matrix_id = $1', where.matrixId] : ['d.id = any($1::uuid[])', where.documentIds];
  return sequelize.query<MatrixDocumentSource>(
    `select d.id, d.attachment_id as "attachmentId", a.name, a.status, a.error
     from matrix_documents d join attachments a on a.id = d.attachment_id
     where ${condition}
     order by d.created_at, a.name, d.id`,
    { bind: [value], type: QueryTypes.SELECT, transaction },
  );
}

interface StateRow {
  processing: number;
  completed: number;
  failed: number;
  last_data_update: Date | null;
  /** max(updated_at) in microseconds since the epoch, as text ('0' without cells): the cursor's exact time. */
  last_micros: string;
}

/**
 * Counts by status from matrix_cell_counts (kept by triggers, migration 0160) and the latest change from the
 * (matrix_id, updated_at) index: two index reads, however many cells the matrix has.
 */
async function loadCellState(sequelize: Sequelize, matrixId: string): Promise<StateRow | undefined> {
  const [row] = await sequelize.query<StateRow>(
    `select coalesce(sum(c.cells) filter (where c.status = 'PROCESSING'), 0)::int as processing,
            coalesce(sum(c.cells) filter (where c.status = 'COMPLETED'), 0)::int as completed,
            coalesce(sum(c.cells) filter (where c.status = 'FAILED'), 0)::int as failed,
            latest.updated_at as last_data_update,
            coalesce((extract(epoch from latest.updated_at) * 1000000)::bigint, 0)::text as last_micros
     from (select max(updated_at) as updated_at from matrix_elements where matrix_id = $1) latest
     left join matrix_cell_counts c on c.matrix_id = $1
     group by latest.updated_at`,
    { bind: [matrixId], type: QueryTypes.SELECT },
  );
  return row;
}

function aggregatedOf(row: StateRow | undefined): AggregatedResultStatus {
  return {
    processing: row?.processing ?? 0,
    completed: row?.completed ?? 0,
    failed: row?.failed ?? 0,
    lastDataUpdate: row?.last_data_update ? new Date(row.last_data_update).toISOString() : null,
  };
}

/**
 * A digest of everything the table shows besides the cells: the name, the columns, the documents and their
 * attachments' status. Counts catch deletes, the latest updated_at catches additions and edits.
 */
async function loadStructureDigest(sequelize: Sequelize, matrixId: string): Promise<string> {
  const [row] = await sequelize.query<{ digest: string }>(
    `select md5(concat_ws('|', m.name, m.updated_at,
              (select concat_ws(':', count(*), max(d.updated_at), max(a.updated_at))
               from matrix_documents d join attachments a on a.id = d.attachment_id where d.matrix_id = m.id),
              (select concat_ws(':', count(*), max(c.updated_at)) from matrix_columns c where c.matrix_id = m.id))) as digest
     from matrices m where m.id = $1`,
    { bind: [matrixId], type: QueryTypes.SELECT },
  );
  return (row?.digest ?? '').slice(0, MATRIX_STRUCTURE_DIGEST_CHARS);
}

/** The matrix's state as a cursor (shared/src/matrix/cursor.ts). */
function cursorOf(structure: string, state: StateRow | undefined): string {
  return formatMatrixCursor(structure, state?.last_micros ?? '0', aggregatedOf(state));
}

function parseCursor(cursor: string): MatrixCursor {
  const parsed = parseMatrixCursor(cursor);
  if (!parsed) throw new ValidationError([MATRIX_MESSAGES.cursorInvalid]);
  return parsed;
}

interface CellPreviewRow {
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
 * What a cell of the table shows: the refined result (cut to the preview length in compact answers), or the start
 * of the reasoning when there is none; the reference and the full texts come with the element call.
 */
const cellPreviewColumns = (compact: boolean) =>
  `id, document_id, column_id, status, ${compact ? 'left(refine_result, $2)' : 'refine_result'} as refine_result,
   case when coalesce(refine_result, '') = '' then left(result, $2) end as result, typed_value, changed`;

const presentCell = (cell: CellPreviewRow): MatrixResultCell => ({
  id: cell.id,
  status: cell.status,
  refineResult: cell.refine_result,
  result: cell.result,
  typedValue: cell.typed_value ?? null,
  ...(cell.changed ? { changed: true as const } : {}),
});

function assemble(matrix: Matrix, columns: MatrixColumnRow[], documents: MatrixDocumentSource[], cells: CellPreviewRow[], state: StateRow | undefined): MatrixDetail {
  const rowsByDocument = new Map<string, MatrixRow>(documents.map((document) => [document.id, { document: presentMatrixDocument(document), cells: {} }]));
  for (const cell of cells) {
    const row = rowsByDocument.get(cell.document_id);
    if (row) row.cells[cell.column_id] = presentCell(cell);
  }
  return {
    ...presentMatrix(matrix),
    columns: Object.fromEntries(columns.map((column) => [column.id, presentMatrixColumn(column)])),
    rows: [...rowsByDocument.values()],
    aggregatedResultStatus: aggregatedOf(state),
  };
}

const loadColumns = (matrixId: string) => MatrixColumnRow.findAll({ where: { matrixId }, order: [['sortOrder', 'ASC'], ['createdAt', 'ASC']] });

/** The whole detail (spec 02 §7, the call without paging): every row with its cells. */
export async function loadMatrixDetail(sequelize: Sequelize, matrix: Matrix): Promise<MatrixDetail> {
  const [columns, documents, cells, state] = await Promise.all([
    loadColumns(matrix.id),
    loadMatrixDocuments(sequelize, { matrixId: matrix.id }),
    sequelize.query<CellPreviewRow>(`select ${cellPreviewColumns(false)} from matrix_elements where matrix_id = $1`, {
      bind: [matrix.id, MATRIX_CELL_PREVIEW_CHARS],
      type: QueryTypes.SELECT,
    }),
    loadCellState(sequelize, matrix.id),
  ]);
  return assemble(matrix, columns, documents, cells, state);
}

/**
 * One page of the detail sized for the screen: the spec's shape with the rows from `offset` (in the order the
 * documents were added) and compact cells, plus where the page sits and the cursor for the changes call.
 */
export async function loadMatrixDetailPage(
  sequelize: Sequelize,
  matrix: Matrix,
  page: { offset: number; limit: number },
  order: MatrixRowOrder = {},
): Promise<{ detail: MatrixDetail; page: MatrixPageInfo }> {
  // The structure digest and the cell state are read before the rows, so the cursor can only be older than the rows:
  // the next changes call then repeats a change rather than missing one.
  const [structure, state, columns] = await Promise.all([loadStructureDigest(sequelize, matrix.id), loadCellState(sequelize, matrix.id), loadColumns(matrix.id)]);
  const ordered = rowOrderSql(order, columns, 4);
  const counted = rowOrderSql({ filter: order.filter, changedOnly: order.changedOnly }, columns, 2);
  const [documents, totals] = await Promise.all([
    sequelize.query<MatrixDocumentSource>(
      `select d.id, d.attachment_id as "attachmentId", a.name, a.status, a.error
       from matrix_documents d join attachments a on a.id = d.attachment_id ${ordered.joins}
       where d.matrix_id = $1
       order by ${ordered.orderBy} d.created_at, a.name, d.id
       offset $2 limit $3`,
      { bind: [matrix.id, page.offset, page.limit, ...ordered.binds], type: QueryTypes.SELECT },
    ),
    sequelize.query<{ total: number }>(
      `select count(*)::int as total from matrix_documents d ${counted.joins} where d.matrix_id = $1`,
      { bind: [matrix.id, ...counted.binds], type: QueryTypes.SELECT },
    ),
  ]);
  const cells = documents.length
    ? await sequelize.query<CellPreviewRow>(`select ${cellPreviewColumns(true)} from matrix_elements where document_id = any($1::uuid[])`, {
        bind: [documents.map((document) => document.id), MATRIX_CELL_PREVIEW_CHARS],
        type: QueryTypes.SELECT,
      })
    : [];
  return {
    detail: assemble(matrix, columns, documents, cells, state),
    page: { offset: page.offset, limit: page.limit, totalRows: totals[0]?.total ?? 0, cursor: cursorOf(structure, state) },
  };
}

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
 * A column of another matrix, or a filter its kind cannot take (a date range on an amount), is a 400.
 */
function rowOrderSql(order: MatrixRowOrder, columns: MatrixColumnRow[], first: number): { joins: string; orderBy: string; binds: unknown[] } {
  const binds: unknown[] = [];
  const param = (value: unknown) => {
    binds.push(value);
    return `$${first + binds.length - 1}`;
  };
  const kindOf = (columnId: string) => {
    const column = columns.find((candidate) => candidate.id === columnId);
    if (!column) throw new ValidationError([MATRIX_MESSAGES.rowOrderInvalid]);
    return column.answerKind;
  };
  let joins = '';
  let orderBy = '';
  const filter = order.filter;
  if (filter) {
    const kind = kindOf(filter.columnId);
    const conditions = [`f.column_id = ${param(filter.columnId)}`];
    if (filter.type === 'yes-no') {
      if (kind !== 'yes-no') throw new ValidationError([MATRIX_MESSAGES.rowOrderInvalid]);
      conditions.push(`f.typed_value = ${param(String(filter.yesNo))}::jsonb`);
    } else if (filter.type === 'option') {
      if (kind !== 'list') throw new ValidationError([MATRIX_MESSAGES.rowOrderInvalid]);
      conditions.push(`f.typed_value #>> '{}' = ${param(filter.option)}`);
    } else if (filter.type === 'number') {
      if (kind !== 'amount' && kind !== 'duration') throw new ValidationError([MATRIX_MESSAGES.rowOrderInvalid]);
      const key = sortKey(kind, 'f');
      conditions.push(`${key} is not null`);
      if (filter.above !== undefined) conditions.push(`${key} >= ${param(filter.above)}::numeric`);
      if (filter.below !== undefined) conditions.push(`${key} <= ${param(filter.below)}::numeric`);
    } else {
      if (kind !== 'date') throw new ValidationError([MATRIX_MESSAGES.rowOrderInvalid]);
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
 * What changed since `since` (a cursor of an earlier answer): nothing, the cells written since (compact), or that
 * the structure changed and the detail must be reloaded. Cells written up to MATRIX_CHANGES_OVERLAP_MS before the
 * cursor come again, so a write committed after a later one is not missed.
 */
export async function loadMatrixChanges(sequelize: Sequelize, matrix: Matrix, since: string): Promise<MatrixChanges> {
  const previous = parseCursor(since);
  const [structure, state] = await Promise.all([loadStructureDigest(sequelize, matrix.id), loadCellState(sequelize, matrix.id)]);
  const cursor = cursorOf(structure, state);
  const base = { cursor, aggregatedResultStatus: aggregatedOf(state) };
  if (structure !== previous.structure) return { ...base, structureChanged: true, cells: [] };
  if (cursor === since) return { ...base, structureChanged: false, cells: [] };
  const fromMicros = previous.micros - BigInt(MATRIX_CHANGES_OVERLAP_MS) * 1000n;
  const cells = await sequelize.query<CellPreviewRow>(
    `select ${cellPreviewColumns(true)} from matrix_elements
     where matrix_id = $1 and updated_at > to_timestamp($3::numeric / 1000000)
     order by updated_at, id`,
    { bind: [matrix.id, MATRIX_CELL_PREVIEW_CHARS, fromMicros.toString()], type: QueryTypes.SELECT },
  );
  return {
    ...base,
    structureChanged: false,
    cells: cells.map((cell) => ({ documentId: cell.document_id, columnId: cell.column_id, cell: presentCell(cell) })),
  };
}
