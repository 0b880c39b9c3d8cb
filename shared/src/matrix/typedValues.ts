/**
 * Typed columns (issue 31): a column's kind of answer and the normalised value each answered cell carries beside its
 * short answer, so the table can sort and filter by it and the export can write real dates and numbers.
 */
import type { TemplateAnswerKind } from '../admin';

/**
 * The kinds of a template's answer (`TEMPLATE_ANSWER_KINDS`, written out here so the matrix page loads no zod) plus
 * `list`: one of the column's own options.
 */
export const MATRIX_ANSWER_KINDS = ['text', 'date', 'amount', 'party', 'duration', 'yes-no', 'list'] as const satisfies readonly (TemplateAnswerKind | 'list')[];
export type MatrixAnswerKind = (typeof MATRIX_ANSWER_KINDS)[number];

export const MATRIX_ANSWER_KIND_LABELS: Record<MatrixAnswerKind, string> = {
  text: 'Text',
  date: 'Date',
  amount: 'Amount',
  party: 'Parties',
  duration: 'Duration',
  'yes-no': 'Yes / No',
  list: 'One of a list',
};

/** The short answer of a cell whose document does not answer its query (every engine's); its typed value is null. */
export const MATRIX_NOT_FOUND = 'Not found';

/** A `list` column's options: at least 2, at most 20, each at most 100 characters. */
export const MATRIX_LIST_OPTIONS_MIN = 2;
export const MATRIX_LIST_OPTIONS_MAX = 20;
export const MATRIX_LIST_OPTION_MAX_LENGTH = 100;

export interface MatrixAmountValue {
  amount: number;
  /** ISO 4217 code when the document names or implies one ($ → USD); null when it does not. */
  currency: string | null;
}

export interface MatrixDurationValue {
  years: number;
  months: number;
  days: number;
}

export interface MatrixPartyValue {
  name: string;
  /** The defined name the document gives it ("Distributor"), else null. */
  role: string | null;
}

/** By kind: date → ISO date; amount; duration; yes-no → boolean; list → the option; party → the parties; text → null. */
export type MatrixTypedValue = string | boolean | MatrixAmountValue | MatrixDurationValue | MatrixPartyValue[] | null;

/** The typed filters of the table: one column at a time, by what its kind allows. */
export type MatrixTypedFilter =
  | { columnId: string; type: 'yes-no'; yesNo: boolean }
  | { columnId: string; type: 'date'; from?: string; to?: string }
  | { columnId: string; type: 'number'; above?: number; below?: number }
  | { columnId: string; type: 'option'; option: string };

export type MatrixSortDirection = 'asc' | 'desc';

/** How the table's rows are ordered and which it shows; none: the documents in the order they were added. */
export interface MatrixRowOrder {
  sort?: { columnId: string; direction: MatrixSortDirection };
  filter?: MatrixTypedFilter;
  /** Only the rows the last version of their document changed (issue 31). */
  changedOnly?: boolean;
}

/** Days a duration stands for, to sort and compare durations (a month as 30 days, a year as 365). */
export function durationDays(value: MatrixDurationValue): number {
  return value.years * 365 + value.months * 30 + value.days;
}

/** The query parameters of a row order on the page call (`sort`, `direction`, `filterColumn`, `yesNo`, `from`, `to`, `above`, `below`, `option`, `changed`). */
export function rowOrderParams(order: MatrixRowOrder): Record<string, string> {
  const params: Record<string, string> = {};
  if (order.sort) Object.assign(params, { sort: order.sort.columnId, direction: order.sort.direction });
  if (order.changedOnly) params.changed = 'true';
  const filter = order.filter;
  if (!filter) return params;
  params.filterColumn = filter.columnId;
  if (filter.type === 'yes-no') params.yesNo = String(filter.yesNo);
  if (filter.type === 'option') params.option = filter.option;
  if (filter.type === 'date' && filter.from) params.from = filter.from;
  if (filter.type === 'date' && filter.to) params.to = filter.to;
  if (filter.type === 'number' && filter.above !== undefined) params.above = String(filter.above);
  if (filter.type === 'number' && filter.below !== undefined) params.below = String(filter.below);
  return params;
}

/** True when the row order changes nothing: the documents in the order they were added. */
export const isDefaultRowOrder = (order: MatrixRowOrder | undefined) => !order || (!order.sort && !order.filter && !order.changedOnly);

const isAmount = (value: MatrixTypedValue): value is MatrixAmountValue => typeof value === 'object' && value !== null && !Array.isArray(value) && 'amount' in value;
const isDuration = (value: MatrixTypedValue): value is MatrixDurationValue => typeof value === 'object' && value !== null && !Array.isArray(value) && 'years' in value;

function plural(count: number, unit: string): string | null {
  return count ? `${count} ${unit}${count === 1 ? '' : 's'}` : null;
}

/**
 * A typed value as the user's locale writes it: a date ("1 Aug 2013" or "Aug 1, 2013"), an amount with its currency;
 * durations, yes/no, options and parties in words. Null when there is none (show the short answer instead).
 */
export function formatTypedValue(value: MatrixTypedValue, locale?: string): string | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  }
  if (Array.isArray(value)) return value.map((party) => (party.role ? `${party.name} ("${party.role}")` : party.name)).join('; ');
  if (isAmount(value)) {
    return value.currency
      ? new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency, minimumFractionDigits: Number.isInteger(value.amount) ? 0 : 2 }).format(value.amount)
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value.amount);
  }
  if (isDuration(value)) return [plural(value.years, 'year'), plural(value.months, 'month'), plural(value.days, 'day')].filter(Boolean).join(' ') || null;
  return null;
}

/** What a typed cell of the table shows: dates and amounts in the user's locale; other kinds their short answer. */
export function typedCellText(value: MatrixTypedValue, locale?: string): string | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatTypedValue(value, locale);
  return isAmount(value) ? formatTypedValue(value, locale) : null;
}
