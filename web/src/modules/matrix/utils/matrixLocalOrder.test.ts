import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { MatrixAnswerKind, MatrixColumn, MatrixDetail, MatrixRow, MatrixTypedValue } from '@arcline/shared';
import { isCompleteView, orderFromMemory, orderInPage } from './matrixLocalOrder';
import { matrixQueryKeys } from './matrixQueryKeys';
import { firstMissingRow, type MatrixView } from './matrixView';

const status = { processing: 0, completed: 50, failed: 0, lastDataUpdate: '2026-11-27T07:00:00.000Z' };
const KINDS: Record<string, MatrixAnswerKind> = { yes: 'yes-no', date: 'date', amount: 'amount', duration: 'duration', list: 'list', text: 'text' };

const column = (id: string, sortOrder: number): MatrixColumn => ({
  id,
  name: id,
  queryType: 'CUSTOM',
  matrixId: 'm',
  sortOrder,
  matrixQueryId: null,
  customQuery: `${id}?`,
  answerKind: KINDS[id]!,
  answerOptions: id === 'list' ? ['Texas', 'New York'] : null,
});

const row = (index: number, values: Partial<Record<string, MatrixTypedValue>>, changed = false): MatrixRow => ({
  document: { id: `doc-${index}`, attachmentId: `att-${index}`, name: `${index}.pdf`, documentType: 'pdf', status: 'COMPLETED', error: null },
  cells: Object.fromEntries(
    Object.entries(values).map(([columnId, typedValue]) => [
      columnId,
      { id: `cell-${index}-${columnId}`, status: 'COMPLETED' as const, refineResult: 'answer', result: null, typedValue: typedValue ?? null, ...(changed && columnId === 'date' ? { changed: true as const } : {}) },
    ]),
  ),
});

const detail: Omit<MatrixDetail, 'rows'> = {
  id: 'm',
  name: 'M',
  createdAt: '2026-11-27T00:00:00.000Z',
  columns: Object.fromEntries(Object.keys(KINDS).map((id, index) => [id, column(id, index)])),
  aggregatedResultStatus: status,
};

/** Rows in the order the documents were added. */
const rows = [
  row(0, { yes: true, date: '2021-03-01', amount: { amount: 5000, currency: 'USD' }, duration: { years: 1, months: 0, days: 0 }, list: 'Texas', text: null }),
  row(1, { yes: false, date: '2019-12-31', amount: { amount: 250, currency: null }, duration: { years: 0, months: 6, days: 0 }, list: 'New York' }, true),
  row(2, { yes: true, date: null, amount: null, duration: null, list: null }),
  row(3, { yes: null, date: '2021-03-01', amount: { amount: 5000, currency: 'EUR' }, duration: { years: 0, months: 0, days: 400 }, list: 'Texas' }),
  row(4, {}),
];
const view: MatrixView = { detail, rows, cursor: 'c' };
const ids = (ordered: MatrixView | null) => ordered?.rows.map((entry) => entry?.document.id.replace('doc-', ''));

describe('sorting and filtering the rows in the page (issue 31), as the server does', () => {
  it('filters by yes/no, date range, amount, duration, option and changed rows', () => {
    expect(ids(orderInPage(view, { filter: { columnId: 'yes', type: 'yes-no', yesNo: true } }))).toEqual(['0', '2']);
    expect(ids(orderInPage(view, { filter: { columnId: 'yes', type: 'yes-no', yesNo: false } }))).toEqual(['1']);
    expect(ids(orderInPage(view, { filter: { columnId: 'date', type: 'date' } }))).toEqual(['0', '1', '3']);
    expect(ids(orderInPage(view, { filter: { columnId: 'date', type: 'date', from: '2020-06-01' } }))).toEqual(['0', '3']);
    expect(ids(orderInPage(view, { filter: { columnId: 'date', type: 'date', from: '2019-12-31', to: '2019-12-31' } }))).toEqual(['1']);
    expect(ids(orderInPage(view, { filter: { columnId: 'amount', type: 'number', above: 250, below: 4999 } }))).toEqual(['1']);
    expect(ids(orderInPage(view, { filter: { columnId: 'amount', type: 'number' } }))).toEqual(['0', '1', '3']);
    // Durations in days: a year 365, a month 30.
    expect(ids(orderInPage(view, { filter: { columnId: 'duration', type: 'number', above: 365 } }))).toEqual(['0', '3']);
    expect(ids(orderInPage(view, { filter: { columnId: 'list', type: 'option', option: 'Texas' } }))).toEqual(['0', '3']);
    expect(ids(orderInPage(view, { changedOnly: true }))).toEqual(['1']);
    expect(ids(orderInPage(view, { changedOnly: true, filter: { columnId: 'yes', type: 'yes-no', yesNo: true } }))).toEqual([]);
  });

  it('sorts by date, yes/no, amount and duration, rows without a value last, ties in the order added', () => {
    expect(ids(orderInPage(view, { sort: { columnId: 'date', direction: 'asc' } }))).toEqual(['1', '0', '3', '2', '4']);
    expect(ids(orderInPage(view, { sort: { columnId: 'date', direction: 'desc' } }))).toEqual(['0', '3', '1', '2', '4']);
    expect(ids(orderInPage(view, { sort: { columnId: 'yes', direction: 'asc' } }))).toEqual(['1', '0', '2', '3', '4']);
    expect(ids(orderInPage(view, { sort: { columnId: 'amount', direction: 'desc' } }))).toEqual(['0', '3', '1', '2', '4']);
    expect(ids(orderInPage(view, { sort: { columnId: 'duration', direction: 'asc' } }))).toEqual(['1', '0', '3', '2', '4']);
    expect(ids(orderInPage(view, { sort: { columnId: 'duration', direction: 'asc' }, filter: { columnId: 'yes', type: 'yes-no', yesNo: true } }))).toEqual(['0', '2']);
  });

  it('leaves to the server what it cannot decide the same way: rows not loaded, collation sorts, a filter the column cannot take', () => {
    expect(orderInPage({ ...view, rows: [...rows, undefined] }, { filter: { columnId: 'yes', type: 'yes-no', yesNo: true } })).toBeNull();
    expect(isCompleteView({ ...view, rows: [undefined, ...rows] })).toBe(false);
    expect(orderInPage(view, { sort: { columnId: 'text', direction: 'asc' } })).toBeNull();
    expect(orderInPage(view, { sort: { columnId: 'list', direction: 'asc' } })).toBeNull();
    expect(orderInPage(view, { filter: { columnId: 'amount', type: 'date', from: '2020-01-01' } })).toBeNull();
    expect(orderInPage(view, { filter: { columnId: 'other', type: 'yes-no', yesNo: true } })).toBeNull();
    expect(orderInPage(view, {})).toBe(view);
  });
});

describe('the rows of a sort or filter from the matrix held in memory', () => {
  const yes = { filter: { columnId: 'yes', type: 'yes-no', yesNo: true } } as const;

  it('orders the cached plain view when it holds every row and nothing is processing or reloading', async () => {
    const queryClient = new QueryClient();
    expect(orderFromMemory(queryClient, 'm', yes)).toBeNull();
    queryClient.setQueryData(matrixQueryKeys.detail('m'), view);
    expect(ids(orderFromMemory(queryClient, 'm', yes))).toEqual(['0', '2']);
    expect(orderFromMemory(queryClient, 'other', yes)).toBeNull();
    // A reload on its way: the server's rows.
    await queryClient.invalidateQueries({ queryKey: matrixQueryKeys.detail('m') });
    expect(orderFromMemory(queryClient, 'm', yes)).toBeNull();
  });

  it('asks the server while cells are processing or rows are missing', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(matrixQueryKeys.detail('m'), { ...view, detail: { ...detail, aggregatedResultStatus: { ...status, processing: 1 } } });
    expect(orderFromMemory(queryClient, 'm', yes)).toBeNull();
    queryClient.setQueryData(matrixQueryKeys.detail('m'), { ...view, rows: [undefined, ...rows.slice(1)] });
    expect(orderFromMemory(queryClient, 'm', yes)).toBeNull();
  });

  it('finds the next rows to load in the background from the view on, then from the top', () => {
    const partial: MatrixView = { ...view, rows: [rows[0], undefined, rows[2], undefined, rows[4]] };
    expect(firstMissingRow(partial)).toBe(1);
    expect(firstMissingRow(partial, 2)).toBe(3);
    expect(firstMissingRow(partial, 4)).toBe(1);
    expect(firstMissingRow(partial, -40)).toBe(1);
    expect(firstMissingRow(view)).toBe(-1);
  });
});
