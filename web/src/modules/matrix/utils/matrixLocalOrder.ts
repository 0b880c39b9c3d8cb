import { durationDays, isDefaultRowOrder, type MatrixAnswerKind, type MatrixRow, type MatrixRowOrder, type MatrixTypedValue } from '@arcline/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { MatrixView } from './matrixView';
import { matrixQueryKeys } from './matrixQueryKeys';

/** Whether every row of the view is loaded (the page can sort and filter it itself). */
export function isCompleteView(view: MatrixView): boolean {
  for (let row = 0; row < view.rows.length; row += 1) if (!view.rows[row]) return false;
  return true;
}

const isObject = (value: MatrixTypedValue): value is Exclude<MatrixTypedValue, string | boolean | null | unknown[]> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An amount's or a duration's number, as the server's `sortKey` reads it (null when the value has none). */
function numberKey(kind: MatrixAnswerKind, value: MatrixTypedValue): number | null {
  if (!isObject(value)) return null;
  if (kind === 'amount') return 'amount' in value && typeof value.amount === 'number' ? value.amount : null;
  if ('years' in value && typeof value.years === 'number' && typeof value.months === 'number' && typeof value.days === 'number') return durationDays(value);
  return null;
}

/** A date's or a yes/no's text, as the server's `typed_value #>> '{}'` (ISO dates and true/false compare as code units). */
function textKey(value: MatrixTypedValue): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  return null;
}

/** The kinds the page sorts itself: their keys compare the same in JavaScript as in PostgreSQL (numbers, ISO dates, true/false). */
type SortKey = (row: MatrixRow) => number | string | null;

function sortKeyOf(kind: MatrixAnswerKind, columnId: string): SortKey | null {
  const value = (row: MatrixRow) => row.cells[columnId]?.typedValue ?? null;
  switch (kind) {
    case 'amount':
    case 'duration':
      return (row) => numberKey(kind, value(row));
    case 'date':
    case 'yes-no':
      return (row) => textKey(value(row));
    default:
      // Text, parties and options sort by the database's collation: left to the server.
      return null;
  }
}

type RowTest = (row: MatrixRow) => boolean;

/** The server's filter (`rowOrderSql` in the API's matrixDetail.ts) over one row; null when the column cannot take it. */
function filterOf(view: MatrixView, filter: NonNullable<MatrixRowOrder['filter']>): RowTest | null {
  const kind = view.detail.columns[filter.columnId]?.answerKind;
  if (!kind) return null;
  const value = (row: MatrixRow) => row.cells[filter.columnId]?.typedValue ?? null;
  const present = (row: MatrixRow) => row.cells[filter.columnId] !== undefined;
  switch (filter.type) {
    case 'yes-no':
      return kind === 'yes-no' ? (row) => present(row) && value(row) === filter.yesNo : null;
    case 'option':
      return kind === 'list' ? (row) => present(row) && typeof value(row) === 'string' && value(row) === filter.option : null;
    case 'number':
      if (kind !== 'amount' && kind !== 'duration') return null;
      return (row) => {
        const key = numberKey(kind, value(row));
        return key !== null && (filter.above === undefined || key >= filter.above) && (filter.below === undefined || key <= filter.below);
      };
    case 'date':
      if (kind !== 'date') return null;
      return (row) => {
        const date = value(row);
        return typeof date === 'string' && (!filter.from || date >= filter.from) && (!filter.to || date <= filter.to);
      };
    default:
      return null;
  }
}

const changedRow: RowTest = (row) => Object.values(row.cells).some((cell) => cell.changed === true);

/**
 * The rows of `order` (issue 31: sort and filter by typed values) computed in the page from `view`, which holds every
 * row in the order the documents were added: the same rows in the same order as the server's page call would give
 * (README "Matrix Review", typed columns), without a request. Null when the page cannot decide it as the server does
 * (a row not loaded, a text, party or option sort, which the database's collation orders, a column the filter's kind
 * does not fit, which the server refuses): ask the server then.
 */
export function orderInPage(view: MatrixView, order: MatrixRowOrder): MatrixView | null {
  if (!isCompleteView(view)) return null;
  if (isDefaultRowOrder(order)) return view;
  const tests: RowTest[] = [];
  if (order.filter) {
    const test = filterOf(view, order.filter);
    if (!test) return null;
    tests.push(test);
  }
  if (order.changedOnly) tests.push(changedRow);
  let sortKey: SortKey | null = null;
  if (order.sort) {
    const kind = view.detail.columns[order.sort.columnId]?.answerKind;
    sortKey = kind ? sortKeyOf(kind, order.sort.columnId) : null;
    if (!sortKey) return null;
  }
  let rows = (view.rows as MatrixRow[]).filter((row) => tests.every((test) => test(row)));
  if (sortKey) {
    const key = sortKey;
    const descending = order.sort?.direction === 'desc';
    const keyed = rows.map((row) => ({ row, key: key(row) }));
    // Stable: equal keys keep the order the documents were added, as the server's `order by key, d.created_at, …`.
    keyed.sort((a, b) => {
      if (a.key === b.key) return 0;
      if (a.key === null) return 1;
      if (b.key === null) return -1;
      const ascending = a.key < b.key ? -1 : 1;
      return descending ? -ascending : ascending;
    });
    rows = keyed.map((entry) => entry.row);
  }
  return { ...view, rows };
}

/**
 * The rows of `order` from the matrix's plain view in the query cache, when the page can decide them itself: every row
 * loaded, nothing processing (the 2 s changes call would patch only the view in use) and nothing reloading (a reload
 * marks the plain view invalidated). Null: ask the server.
 */
export function orderFromMemory(queryClient: QueryClient, matrixId: string, order: MatrixRowOrder): MatrixView | null {
  const key = matrixQueryKeys.detail(matrixId);
  const base = queryClient.getQueryData<MatrixView>(key);
  if (!base || queryClient.getQueryState(key)?.isInvalidated || base.detail.aggregatedResultStatus.processing > 0) return null;
  return orderInPage(base, order);
}
