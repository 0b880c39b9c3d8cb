import { describe, expect, it } from 'vitest';
import {
  MATRIX_MESSAGES,
  cellDisplayText,
  columnDraftErrors,
  formatTimeAgo,
  highlightedQuote,
  matrixProgress,
  matrixStatusLine,
  orderedColumns,
  splitHighlights,
  type MatrixColumn,
} from './matrix';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('matrix status line (spec 02 §9)', () => {
  it('says when the data last changed once a cell is completed, then what remains and what failed', () => {
    expect(matrixStatusLine({ processing: 0, completed: 4, failed: 0, lastDataUpdate: ago(5 * 60_000) }, NOW)).toBe('Last change: 5 minutes ago');
    expect(matrixStatusLine({ processing: 3, completed: 4, failed: 1, lastDataUpdate: ago(20_000) }, NOW)).toBe(
      'Last change: less than a minute ago. Remaining: 3. Failed: 1',
    );
    expect(matrixStatusLine({ processing: 2, completed: 0, failed: 0, lastDataUpdate: ago(0) }, NOW)).toBe('Remaining: 2');
    expect(matrixStatusLine({ processing: 0, completed: 0, failed: 0, lastDataUpdate: null }, NOW)).toBe('');
  });

  it('formats elapsed time in whole units', () => {
    expect(formatTimeAgo(NOW - 59_000, NOW)).toBe('less than a minute');
    expect(formatTimeAgo(NOW - 60_000, NOW)).toBe('1 minute');
    expect(formatTimeAgo(NOW - 2 * 3_600_000, NOW)).toBe('2 hours');
    expect(formatTimeAgo(NOW - 3 * 86_400_000, NOW)).toBe('3 days');
    expect(formatTimeAgo(NOW + 5_000, NOW)).toBe('less than a minute');
  });

  it('measures progress as the share of cells no longer processing', () => {
    expect(matrixProgress({ processing: 1, completed: 2, failed: 1, lastDataUpdate: null })).toBe(0.75);
    expect(matrixProgress({ processing: 0, completed: 0, failed: 0, lastDataUpdate: null })).toBe(1);
  });
});

describe('result cells', () => {
  it('show the refined result, else the result, else "No result"', () => {
    expect(cellDisplayText({ refineResult: 'Texas', result: 'Because...' })).toBe('Texas');
    expect(cellDisplayText({ refineResult: '  ', result: 'Because...' })).toBe('Because...');
    expect(cellDisplayText({ refineResult: null, result: null })).toBe('No result');
  });

  it('split a reference at its highlight markers', () => {
    expect(splitHighlights('Before <<the quote>> after')).toEqual([
      { text: 'Before ', highlighted: false },
      { text: 'the quote', highlighted: true },
      { text: ' after', highlighted: false },
    ]);
    expect(splitHighlights('no markers')).toEqual([{ text: 'no markers', highlighted: false }]);
    expect(splitHighlights('<<open to the end')).toEqual([{ text: 'open to the end', highlighted: true }]);
    expect(highlightedQuote('a <<b>> c <<d>>')).toBe('b … d');
    expect(highlightedQuote(null)).toBe('');
  });
});

describe('column form rules (spec 02 §5)', () => {
  const draft = { name: 'Law', queryType: 'GLOBAL_TEMPLATE' as const, matrixQueryId: 'template-1', customQuery: '' };

  it('accepts a named template column and a named custom column', () => {
    expect(columnDraftErrors(draft)).toEqual([]);
    expect(columnDraftErrors({ ...draft, queryType: 'CUSTOM', matrixQueryId: null, customQuery: 'What?' })).toEqual([]);
  });

  it('needs a type, a name, and the template or the query the type needs', () => {
    expect(columnDraftErrors({ ...draft, queryType: null })).toEqual([MATRIX_MESSAGES.queryTypeRequired]);
    expect(columnDraftErrors({ ...draft, name: ' ' })).toEqual([MATRIX_MESSAGES.columnNameRequired]);
    expect(columnDraftErrors({ ...draft, matrixQueryId: null })).toEqual([MATRIX_MESSAGES.templateRequired]);
    expect(columnDraftErrors({ ...draft, queryType: 'CUSTOM', customQuery: ' ' })).toEqual([MATRIX_MESSAGES.customQueryRequired]);
  });

  it('orders columns by sortOrder', () => {
    const column = (id: string, sortOrder: number): MatrixColumn => ({
      id, name: id, queryType: 'CUSTOM', matrixId: 'm', sortOrder, matrixQueryId: null, customQuery: 'q', answerKind: 'text', answerOptions: null,
    });
    expect(orderedColumns({ b: column('b', 2), a: column('a', 0), c: column('c', 1) }).map((c) => c.id)).toEqual(['a', 'c', 'b']);
  });
});
