import { MATRIX_TEXTS, durationDays, type MatrixColumn } from '@arcline/shared';

/**
 * What the sort and filter lists call each column (issue 31, 31d): its name; a playbook column's with "(playbook)", since
 * its topic's title is often a template's name the user has a column of ("Governing law"); a label still taken by an
 * earlier column gets "(2)", "(3)"... Keyed by column id.
 */
export function columnListLabels(columns: readonly MatrixColumn[]): Map<string, string> {
  const labels = new Map<string, string>();
  const seen = new Map<string, number>();
  for (const column of columns) {
    const label = column.playbookTopic ? MATRIX_TEXTS.playbookColumnLabel(column.name) : column.name;
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    labels.set(column.id, count === 1 ? label : MATRIX_TEXTS.duplicateColumnLabel(label, count));
  }
  return labels;
}

/** The units a duration filter's bounds are typed in; the filter itself holds days (a month 30, a year 365). */
export const DURATION_FILTER_UNITS = ['years', 'months', 'days'] as const;
export type DurationFilterUnit = (typeof DURATION_FILTER_UNITS)[number];

const UNIT_DAYS: Record<DurationFilterUnit, number> = {
  years: durationDays({ years: 1, months: 0, days: 0 }),
  months: durationDays({ years: 0, months: 1, days: 0 }),
  days: durationDays({ years: 0, months: 0, days: 1 }),
};

/** Days to the filter, from a bound typed in `unit`; undefined when the box is empty or not a number. */
export function boundToDays(text: string, unit: DurationFilterUnit): number | undefined {
  if (text.trim() === '' || Number.isNaN(Number(text))) return undefined;
  return Number((Number(text) * UNIT_DAYS[unit]).toFixed(6));
}

/** A bound of the filter (days) as its box shows it in `unit`. */
export function daysToBound(days: number | undefined, unit: DurationFilterUnit): number | '' {
  return days === undefined ? '' : Number((days / UNIT_DAYS[unit]).toFixed(4));
}

/**
 * The unit a duration filter's bounds read in when the user has not chosen one (a view restored with the filter):
 * years when every bound is whole years, or there is none; else months when all are whole months; else days.
 */
export function durationUnitOf(bounds: readonly (number | undefined)[]): DurationFilterUnit {
  const present = bounds.filter((days): days is number => days !== undefined);
  return DURATION_FILTER_UNITS.find((unit) => present.every((days) => Number.isInteger(days / UNIT_DAYS[unit]))) ?? 'days';
}
