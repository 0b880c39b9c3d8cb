import { describe, expect, it } from 'vitest';
import { MATRIX_PAGE_ROWS, type MatrixDetail, type MatrixRow } from '@arcline/shared';
import { applyChanges, markCellProcessing, mergePage, mergePageByIds, missingPages, pageStartOf, viewOfPage } from './matrixView';

const STRUCTURE = '0123456789abcdef';
const cursor = (micros: number, structure = STRUCTURE) => `${structure}.${micros}.1.2.0`;
const status = { processing: 1, completed: 2, failed: 0, lastDataUpdate: '2026-11-23T07:00:00.000Z' };

const row = (index: number): MatrixRow => ({
  document: { id: `doc-${index}`, attachmentId: `att-${index}`, name: `${index}.pdf`, documentType: 'pdf', status: 'COMPLETED', error: null },
  cells: { col: { id: `cell-${index}`, status: 'PROCESSING', refineResult: null, result: null, typedValue: null } },
});

const detailOf = (rows: MatrixRow[]): MatrixDetail => ({ id: 'm', name: 'M', createdAt: '2026-11-23T00:00:00.000Z', columns: {}, rows, aggregatedResultStatus: status });
const pageOf = (offset: number, count: number, total: number, micros = 100) => ({
  detail: detailOf(Array.from({ length: count }, (_, index) => row(offset + index))),
  page: { offset, limit: count, totalRows: total, cursor: cursor(micros) },
});

describe('the matrix page view: pages of rows and changes since a cursor', () => {
  it('places a page among rows not loaded yet, and names the pages still missing', () => {
    const first = pageOf(0, MATRIX_PAGE_ROWS, 100);
    const view = viewOfPage(first.detail, first.page);
    expect(view.rows).toHaveLength(100);
    expect(view.rows[MATRIX_PAGE_ROWS - 1]?.document.id).toBe(`doc-${MATRIX_PAGE_ROWS - 1}`);
    expect(view.rows[MATRIX_PAGE_ROWS]).toBeUndefined();
    expect(view.detail).not.toHaveProperty('rows');
    expect(missingPages(view, 0, 10)).toEqual([]);
    expect(missingPages(view, 30, MATRIX_PAGE_ROWS + 5)).toEqual([MATRIX_PAGE_ROWS]);
    expect(missingPages(view, 0, 1000)).toEqual([MATRIX_PAGE_ROWS, 2 * MATRIX_PAGE_ROWS]);
    expect(pageStartOf(MATRIX_PAGE_ROWS + 3)).toBe(MATRIX_PAGE_ROWS);
  });

  it('merges a page and keeps the older cursor, so the next changes call repeats what the older answer lacks', () => {
    const first = pageOf(0, MATRIX_PAGE_ROWS, 60, 200);
    const second = pageOf(MATRIX_PAGE_ROWS, 20, 60, 150);
    const merged = mergePage(viewOfPage(first.detail, first.page), second.detail, second.page)!;
    expect(merged.rows.every(Boolean)).toBe(true);
    expect(merged.cursor).toBe(cursor(150));
    expect(mergePage(viewOfPage(second.detail, second.page), first.detail, first.page)!.cursor).toBe(cursor(150));
  });

  it('asks for a reload when a page answers a matrix of another shape', () => {
    const first = pageOf(0, 10, 10);
    const view = viewOfPage(first.detail, first.page);
    expect(mergePage(view, first.detail, { ...first.page, totalRows: 11 })).toBeNull();
    expect(mergePage(view, first.detail, { ...first.page, cursor: cursor(100, 'fedcba9876543210') })).toBeNull();
  });

  it('applies changed cells to loaded rows, with the new counts and cursor; a new structure asks for a reload', () => {
    const first = pageOf(0, 2, 3);
    const view = viewOfPage(first.detail, first.page);
    const answered = { id: 'cell-1', status: 'COMPLETED' as const, refineResult: 'Texas', result: null, typedValue: null };
    const done = { ...status, processing: 0, completed: 3 };
    const next = applyChanges(view, {
      cursor: cursor(300),
      structureChanged: false,
      aggregatedResultStatus: done,
      cells: [
        { documentId: 'doc-1', columnId: 'col', cell: answered },
        { documentId: 'doc-2', columnId: 'col', cell: { ...answered, id: 'cell-2' } },
      ],
    })!;
    expect(next.rows[1]!.cells.col).toEqual(answered);
    expect(next.rows[0]).toBe(view.rows[0]);
    expect(next.rows[2]).toBeUndefined();
    expect(next.detail.aggregatedResultStatus).toEqual(done);
    expect(next.cursor).toBe(cursor(300));
    expect(applyChanges(view, { cursor: view.cursor, structureChanged: false, aggregatedResultStatus: status, cells: [] })).toBe(view);
    expect(applyChanges(view, { cursor: cursor(400, 'fedcba9876543210'), structureChanged: true, aggregatedResultStatus: status, cells: [] })).toBeNull();
  });

  it('shows a recalculated cell as PROCESSING at once and counts it, so the changes call runs until its new answer', () => {
    const first = pageOf(0, 2, 2);
    const done = { ...first.detail, rows: first.detail.rows.map((entry) => ({ ...entry, cells: { col: { ...entry.cells.col!, status: 'COMPLETED' as const } } })) };
    const view = viewOfPage({ ...done, aggregatedResultStatus: { ...status, processing: 0, completed: 2 } }, first.page);
    const marked = markCellProcessing(view, 'cell-1')!;
    expect(marked.rows[1]?.cells.col?.status).toBe('PROCESSING');
    expect(marked.rows[0]?.cells.col?.status).toBe('COMPLETED');
    expect(marked.detail.aggregatedResultStatus).toMatchObject({ processing: 1, completed: 1, failed: 0 });
    expect(markCellProcessing(marked, 'cell-1')).toBe(marked);
    expect(markCellProcessing(view, 'not-loaded')).toBeNull();
  });

  it('adds a background page answered before or after rows changed elsewhere by its rows\' ids, not by a reload (issue 31, 31l)', () => {
    const framed = (micros: number, structure = STRUCTURE) => `${structure}.${micros}.1.2.0.f0badf00d`;
    const first = pageOf(0, 40, 100);
    // The view after a document was added elsewhere at the top of the order (a sort): every id known from the changes call.
    const added: MatrixRow = { ...row(999), document: { ...row(999).document, id: 'doc-new' } };
    const rows = [added, ...first.detail.rows, ...new Array<MatrixRow | undefined>(60).fill(undefined)];
    const rowIds = ['doc-new', ...Array.from({ length: 100 }, (_, index) => `doc-${index}`)];
    const view = { ...viewOfPage(first.detail, { ...first.page, cursor: framed(300, 'fedcba9876543210') }), rows, rowIds };
    // The background page in flight, answered before the change: rows 40-99 at the old offsets, of the old structure.
    const background = pageOf(40, 60, 100, 200);
    const page = { ...background.page, cursor: framed(200) };
    expect(mergePage(view, background.detail, page)).toBeNull();
    const merged = mergePageByIds(view, background.detail, page)!;
    expect(merged.rows).toHaveLength(101);
    expect(merged.rows.every(Boolean)).toBe(true);
    expect(merged.rows[41]?.document.id).toBe('doc-40');
    expect(merged.rows[0]).toBe(added);
    // The page's older cursor: the next changes call repeats what changed since the page was read.
    expect(merged.cursor).toBe(framed(200));
    // Another frame (a column added), or a view that does not know its rows' ids: not merged.
    expect(mergePageByIds(view, background.detail, { ...page, cursor: `${STRUCTURE}.200.1.2.0.f12345678` })).toBeNull();
    expect(mergePageByIds({ ...view, rowIds: undefined }, background.detail, page)).toBeNull();
  });
});
