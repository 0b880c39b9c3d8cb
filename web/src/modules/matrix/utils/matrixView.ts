import {
  MATRIX_PAGE_ROWS,
  parseMatrixCursor,
  type MatrixChanges,
  type MatrixDetail,
  type MatrixPageInfo,
  type MatrixRow,
} from '@arcline/shared';

/**
 * What the matrix page holds: the detail's header (name, columns, status), the rows loaded so far (a page at a time,
 * undefined until loaded) and the cursor the next changes call goes on from.
 */
export interface MatrixView {
  detail: Omit<MatrixDetail, 'rows'>;
  /** One entry per document of the matrix, in order; undefined until its page is loaded. */
  rows: ReadonlyArray<MatrixRow | undefined>;
  cursor: string;
  /**
   * Every row's document id in order, when a changes call laid the rows out (issue 31, 31l): it places a page of rows
   * answered from before or after that change by id (knownRowIds). May be stale: read it through knownRowIds.
   */
  rowIds?: ReadonlyArray<string>;
}

/**
 * Every row's id in the view's order: its rowIds when they still fit its rows (as many, each loaded row in its place),
 * else the loaded rows' ids when every row is loaded; null when the view does not know them.
 */
export function knownRowIds(view: Pick<MatrixView, 'rows' | 'rowIds'>): ReadonlyArray<string> | null {
  const { rows, rowIds } = view;
  if (rowIds && rowIds.length === rows.length && rows.every((row, index) => !row || row.document.id === rowIds[index])) return rowIds;
  const ids: string[] = [];
  for (const row of rows) {
    if (!row) return null;
    ids.push(row.document.id);
  }
  return ids;
}

/**
 * Adds a page answered from another state of the rows (issue 31, 31l: a background page in flight while rows changed
 * elsewhere) by its rows' ids: each fills the slot of its id when that is not loaded; a row the view does not have is
 * left for the changes call. Null when the view does not know its rows' ids or the table's frame (name, columns)
 * changed. The view keeps the older cursor, so the next changes call repeats what the older answer may lack.
 */
export function mergePageByIds(view: MatrixView, detail: MatrixDetail, page: MatrixPageInfo): MatrixView | null {
  const mine = parseMatrixCursor(view.cursor);
  const theirs = parseMatrixCursor(page.cursor);
  const ids = knownRowIds(view);
  if (!mine || !theirs || !sameFrame(view.cursor, page.cursor) || !ids) return null;
  const slotOf = new Map(ids.map((id, index) => [id, index]));
  const rows = [...view.rows];
  for (const row of detail.rows) {
    const slot = slotOf.get(row.document.id);
    if (slot !== undefined && !rows[slot]) rows[slot] = row;
  }
  return { ...view, rows, rowIds: ids, cursor: theirs.micros < mine.micros ? page.cursor : view.cursor };
}

/** The first row of the page holding `row`. */
export const pageStartOf = (row: number): number => Math.floor(Math.max(0, row) / MATRIX_PAGE_ROWS) * MATRIX_PAGE_ROWS;

/** The starts of the pages that hold an unloaded row in [start, end]. */
export function missingPages(view: MatrixView, start: number, end: number): number[] {
  const pages: number[] = [];
  const last = Math.min(end, view.rows.length - 1);
  for (let page = pageStartOf(start); page <= last; page += MATRIX_PAGE_ROWS) {
    const stop = Math.min(page + MATRIX_PAGE_ROWS, view.rows.length);
    for (let row = Math.max(page, 0); row < stop; row += 1) {
      if (!view.rows[row]) {
        pages.push(page);
        break;
      }
    }
  }
  return pages;
}

/** The first row not loaded yet from `from` on, else from the top; -1 when every row is loaded. */
export function firstMissingRow(view: MatrixView, from = 0): number {
  for (let row = Math.max(0, from); row < view.rows.length; row += 1) if (!view.rows[row]) return row;
  for (let row = 0; row < Math.min(from, view.rows.length); row += 1) if (!view.rows[row]) return row;
  return -1;
}

export function viewOfPage(detail: MatrixDetail, page: MatrixPageInfo): MatrixView {
  const { rows: pageRows, ...header } = detail;
  const rows = new Array<MatrixRow | undefined>(page.totalRows).fill(undefined);
  pageRows.forEach((row, index) => {
    if (page.offset + index < rows.length) rows[page.offset + index] = row;
  });
  return { detail: header, rows, cursor: page.cursor };
}

const sameStructure = (a: string, b: string) => parseMatrixCursor(a)?.structure === parseMatrixCursor(b)?.structure;

/** Whether two cursors have the same frame (the name and the columns; issue 31, 31r): only rows changed between them. */
export function sameFrame(a: string | undefined, b: string | undefined): boolean {
  const frame = a ? parseMatrixCursor(a)?.frame : null;
  return Boolean(frame) && frame === (b ? parseMatrixCursor(b)?.frame : null);
}

/**
 * Adds a page to the view; null when the matrix changed shape meanwhile (reload it). The view keeps the older of the
 * two cursors, so the next changes call repeats what the older answer may lack.
 */
export function mergePage(view: MatrixView, detail: MatrixDetail, page: MatrixPageInfo): MatrixView | null {
  if (page.totalRows !== view.rows.length || !sameStructure(view.cursor, page.cursor)) return null;
  const rows = [...view.rows];
  detail.rows.forEach((row, index) => {
    if (page.offset + index < rows.length) rows[page.offset + index] = row;
  });
  const older = (parseMatrixCursor(page.cursor)?.micros ?? 0n) < (parseMatrixCursor(view.cursor)?.micros ?? 0n);
  return { ...view, rows, cursor: older ? page.cursor : view.cursor };
}

/** Applies what changed since the view's cursor; null when the structure changed (reload the detail). */
export function applyChanges(view: MatrixView, changes: MatrixChanges): MatrixView | null {
  if (changes.structureChanged) return null;
  if (changes.cursor === view.cursor && changes.cells.length === 0) return view;
  const byDocument = new Map<string, MatrixChanges['cells']>();
  for (const change of changes.cells) {
    const list = byDocument.get(change.documentId);
    if (list) list.push(change);
    else byDocument.set(change.documentId, [change]);
  }
  const rows = byDocument.size
    ? view.rows.map((row) => {
        const changed = row && byDocument.get(row.document.id);
        if (!row || !changed) return row;
        const cells = { ...row.cells };
        for (const change of changed) cells[change.columnId] = change.cell;
        return { ...row, cells };
      })
    : view.rows;
  // The view's other fields (its rows' ids) stay: cells changed, not rows.
  return { ...view, detail: { ...view.detail, aggregatedResultStatus: changes.aggregatedResultStatus }, rows, cursor: changes.cursor };
}

/**
 * A recalculated cell shows PROCESSING at once (the server has already set it so when the call answers), and the counts
 * follow, so the 2 s changes call runs until the new answer arrives. Null when the cell is not among the loaded rows.
 */
export function markCellProcessing(view: MatrixView, elementId: string): MatrixView | null {
  for (const [index, row] of view.rows.entries()) {
    const entry = row && Object.entries(row.cells).find(([, cell]) => cell.id === elementId);
    if (!row || !entry) continue;
    const [columnId, cell] = entry;
    if (cell.status === 'PROCESSING') return view;
    const counts = { ...view.detail.aggregatedResultStatus, processing: view.detail.aggregatedResultStatus.processing + 1 };
    if (cell.status === 'COMPLETED') counts.completed = Math.max(0, counts.completed - 1);
    else counts.failed = Math.max(0, counts.failed - 1);
    const rows = [...view.rows];
    rows[index] = { ...row, cells: { ...row.cells, [columnId]: { ...cell, status: 'PROCESSING' } } };
    return { ...view, detail: { ...view.detail, aggregatedResultStatus: counts }, rows };
  }
  return null;
}
