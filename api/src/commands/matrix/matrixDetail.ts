import { createHash } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import {
  MATRIX_CELL_PREVIEW_CHARS,
  MATRIX_CHANGES_OVERLAP_MS,
  MATRIX_FRAME_DIGEST_CHARS,
  MATRIX_MESSAGES,
  MATRIX_STRUCTURE_DIGEST_CHARS,
  formatMatrixCursor,
  parseMatrixCursor,
  rowOrderDigest,
  type AggregatedResultStatus,
  type MatrixCursor,
  type MatrixChanges,
  type MatrixPageInfo,
  type MatrixResultCell,
  type MatrixDetail,
  type MatrixRow,
  type MatrixRowOrder,
  type MatrixRowChanges,
  type MatrixAnswerKind,
} from '@arcline/shared';
import {
  cellPreviews,
  cellPreviewsChangedSince,
  matrixCellState,
  matrixColumnStore,
  matrixDocumentStore,
  matrixRowsChangedSince,
  matrixStore,
  type CellPreviewRow,
  type MatrixCellState,
  type MatrixDocumentSource,
  type Sql,
  type StoredMatrix,
  type StoredMatrixColumn,
} from '@arcline/shared/data';
import { ValidationError } from '../../errors';
import { sequelizeSql } from '../../db/sequelizeSql';
import { presentMatrix, presentMatrixColumn, presentMatrixDocument } from '../../presenters/matrix';

/** The matrix's documents with their attachments, in the order they were added. */
export function loadMatrixDocuments(sql: Sql, where: { matrixId: string } | { documentIds: string[] }): Promise<MatrixDocumentSource[]> {
  return matrixDocumentStore.listWithAttachments(sql, where);
}

type StateRow = MatrixCellState;

function aggregatedOf(row: StateRow | undefined): AggregatedResultStatus {
  return {
    processing: row?.processing ?? 0,
    completed: row?.completed ?? 0,
    failed: row?.failed ?? 0,
    lastDataUpdate: row?.last_data_update ? new Date(row.last_data_update).toISOString() : null,
  };
}

/** The structure digest (matrixStore.structureDigest), cut to the cursor's length. */
async function loadStructureDigest(sql: Sql, matrixId: string): Promise<string> {
  return (await matrixStore.structureDigest(sql, matrixId)).slice(0, MATRIX_STRUCTURE_DIGEST_CHARS);
}

/**
 * The matrix's state as a cursor (shared/src/matrix/cursor.ts), marked settled when no cell has changed for the overlap
 * (issue 31, 31o): the changes asked since it then start at its latest change, so a quiet matrix's open pages get only
 * the cells changed since, not again every cell written with the last ones.
 */
function cursorOf(structure: string, state: StateRow | undefined, frame?: string): string {
  const settled = state?.quiet_ms != null && Number(state.quiet_ms) > MATRIX_CHANGES_OVERLAP_MS;
  return formatMatrixCursor(structure, state?.last_micros ?? '0', aggregatedOf(state), settled, frame);
}

/**
 * The frame of the table (issue 31, 31r): its name and columns, without the documents. Another structure with the
 * same frame means only rows changed, which the changes call sends in place of a reload.
 */
function frameDigest(matrix: StoredMatrix, columns: StoredMatrixColumn[]): string {
  const hash = createHash('md5').update(`${matrix.name}|${new Date(matrix.updatedAt).getTime()}`);
  for (const column of columns) hash.update(`|${column.id}:${new Date(column.updatedAt).getTime()}`);
  return hash.digest('hex').slice(0, MATRIX_FRAME_DIGEST_CHARS);
}

function parseCursor(cursor: string): MatrixCursor {
  const parsed = parseMatrixCursor(cursor);
  if (!parsed) throw new ValidationError([MATRIX_MESSAGES.cursorInvalid]);
  return parsed;
}

const presentCell = (cell: CellPreviewRow): MatrixResultCell => ({
  id: cell.id,
  status: cell.status,
  refineResult: cell.refine_result,
  result: cell.result,
  typedValue: cell.typed_value ?? null,
  ...(cell.changed ? { changed: true as const } : {}),
});

function assemble(matrix: StoredMatrix, columns: StoredMatrixColumn[], documents: MatrixDocumentSource[], cells: CellPreviewRow[], state: StateRow | undefined): MatrixDetail {
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

/** The whole detail (spec 02 §7, the call without paging): every row with its cells. */
export async function loadMatrixDetail(sequelize: Sequelize, matrix: StoredMatrix): Promise<MatrixDetail> {
  const sql = sequelizeSql(sequelize);
  const [columns, documents, cells, state] = await Promise.all([
    matrixColumnStore.listOfMatrix(sql, matrix.id),
    loadMatrixDocuments(sql, { matrixId: matrix.id }),
    cellPreviews(sql, { matrixId: matrix.id }, MATRIX_CELL_PREVIEW_CHARS),
    matrixCellState(sql, matrix.id),
  ]);
  return assemble(matrix, columns, documents, cells, state);
}

/**
 * One page of the detail sized for the screen: the spec's shape with the rows from `offset` (in the order the
 * documents were added) and compact cells, plus where the page sits and the cursor for the changes call.
 */
export async function loadMatrixDetailPage(
  sequelize: Sequelize,
  matrix: StoredMatrix,
  page: { offset: number; limit: number },
  order: MatrixRowOrder = {},
): Promise<{ detail: MatrixDetail; page: MatrixPageInfo }> {
  const sql = sequelizeSql(sequelize);
  // The structure digest and the cell state are read before the rows, so the cursor can only be older than the rows:
  // the next changes call then repeats a change rather than missing one.
  const [structure, state, columns] = await Promise.all([
    loadStructureDigest(sql, matrix.id),
    matrixCellState(sql, matrix.id),
    matrixColumnStore.listOfMatrix(sql, matrix.id),
  ]);
  const { documents, totalRows } = await matrixDocumentStore.page(sql, matrix.id, page, order, rowOrderKinds(order, columns));
  const cells = await cellPreviews(sql, { documentIds: documents.map((document) => document.id) }, MATRIX_CELL_PREVIEW_CHARS);
  return {
    detail: assemble(matrix, columns, documents, cells, state),
    page: { offset: page.offset, limit: page.limit, totalRows, cursor: cursorOf(structure, state, frameDigest(matrix, columns)) },
  };
}

/**
 * The kinds of the columns the table's typed sort and filter name (issue 31), once the order is checked against
 * them: a column of another matrix, or a filter its kind cannot take (a date range on an amount), is a 400.
 */
function rowOrderKinds(order: MatrixRowOrder, columns: StoredMatrixColumn[]): Map<string, MatrixAnswerKind> {
  const kinds = new Map<string, MatrixAnswerKind>();
  const kindOf = (columnId: string) => {
    const column = columns.find((candidate) => candidate.id === columnId);
    if (!column) throw new ValidationError([MATRIX_MESSAGES.rowOrderInvalid]);
    kinds.set(columnId, column.answerKind);
    return column.answerKind;
  };
  const filter = order.filter;
  if (filter) {
    const kind = kindOf(filter.columnId);
    const suits =
      filter.type === 'yes-no' ? kind === 'yes-no' : filter.type === 'option' ? kind === 'list' : filter.type === 'number' ? kind === 'amount' || kind === 'duration' : kind === 'date';
    if (!suits) throw new ValidationError([MATRIX_MESSAGES.rowOrderInvalid]);
  }
  if (order.sort) kindOf(order.sort.columnId);
  return kinds;
}

/**
 * What changed since `since` (a cursor of an earlier answer): nothing, the cells written since (compact), the rows
 * changed (issue 31, 31r: documents added, removed, renamed or given a new version while the name and columns stayed:
 * every row's id in `order`, the table's sort and filter, and the changed rows whole), or that the name or the columns
 * changed and the detail must be reloaded. Cells written up to MATRIX_CHANGES_OVERLAP_MS before the cursor come again,
 * so a write committed after a later one is not missed, unless the cursor was written once the matrix was quiet
 * (settled); rows changed since the same time come again too.
 */
export async function loadMatrixChanges(
  sequelize: Sequelize,
  matrix: StoredMatrix,
  since: string,
  order: MatrixRowOrder = {},
  allRowIds = false,
): Promise<MatrixChanges> {
  const previous = parseCursor(since);
  const sql = sequelizeSql(sequelize);
  const [structure, state, columns] = await Promise.all([
    loadStructureDigest(sql, matrix.id),
    matrixCellState(sql, matrix.id),
    matrixColumnStore.listOfMatrix(sql, matrix.id),
  ]);
  const frame = frameDigest(matrix, columns);
  const cursor = cursorOf(structure, state, frame);
  const base = { cursor, aggregatedResultStatus: aggregatedOf(state) };
  const rowsOnly = structure !== previous.structure && previous.frame === frame;
  if (structure !== previous.structure && !rowsOnly) return { ...base, structureChanged: true, cells: [] };
  if (cursor === since) return { ...base, structureChanged: false, cells: [] };
  // A cursor written while cells were being written may have missed a write committed after it: those of the overlap
  // come again. One written once the matrix was quiet saw every write up to its latest change.
  const fromMicros = previous.settled ? previous.micros : previous.micros - BigInt(MATRIX_CHANGES_OVERLAP_MS) * 1000n;
  const [cells, rows] = await Promise.all([
    cellPreviewsChangedSince(sql, matrix.id, fromMicros, MATRIX_CELL_PREVIEW_CHARS),
    rowsOnly ? loadRowChanges(sql, matrix, columns, order, fromMicros, allRowIds) : undefined,
  ]);
  return {
    ...base,
    structureChanged: false,
    cells: cells.map((cell) => ({ documentId: cell.document_id, columnId: cell.column_id, cell: presentCell(cell) })),
    ...(rows ? { rows } : {}),
  };
}

/**
 * The rows changed since `fromMicros` (the cursor's latest cell change: a document changed after the cursor was written
 * changed after it), with their compact cells and their places in the table's order, the number of rows and the
 * digest of their order (issue 31, 31r, 31l); every row's id only when `allRowIds`.
 */
async function loadRowChanges(
  sql: Sql,
  matrix: StoredMatrix,
  columns: StoredMatrixColumn[],
  order: MatrixRowOrder,
  fromMicros: bigint,
  allRowIds: boolean,
): Promise<MatrixRowChanges> {
  const [{ documents }, changedIds] = await Promise.all([
    matrixDocumentStore.page(sql, matrix.id, { offset: 0, limit: Number.MAX_SAFE_INTEGER }, order, rowOrderKinds(order, columns)),
    matrixRowsChangedSince(sql, matrix.id, fromMicros),
  ]);
  const changedSet = new Set(changedIds);
  const changedDocuments: typeof documents = [];
  const positions: number[] = [];
  documents.forEach((document, position) => {
    if (!changedSet.has(document.id)) return;
    changedDocuments.push(document);
    positions.push(position);
  });
  const cells = await cellPreviews(sql, { documentIds: changedDocuments.map((document) => document.id) }, MATRIX_CELL_PREVIEW_CHARS);
  const ids = documents.map((document) => document.id);
  return {
    changed: assemble(matrix, columns, changedDocuments, cells, undefined).rows,
    positions,
    total: ids.length,
    digest: rowOrderDigest(ids),
    ...(allRowIds ? { ids } : {}),
  };
}
