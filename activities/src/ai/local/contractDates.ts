import { findDates as findWrittenDates, type FoundValue } from '../text/values';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Dates written only in figures that `findDates` leaves out: day first where the first number cannot be a month
 * ("13/07/05", "29/3/18"), with dots as European contracts write them ("1.4.2011", a four-digit year so section
 * numbers are not read as dates), with dashes ("04-01-06", month first as US contracts write it unless the first
 * number cannot be a month).
 */
const FIGURE_DATE = /(?<![\d./-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/-]|\.\d)/g;

function figureDates(text: string): FoundValue[] {
  const found: FoundValue[] = [];
  for (const match of text.matchAll(FIGURE_DATE)) {
    const [written, first, separator, second, yearText] = match as unknown as [string, string, string, string, string];
    if (separator === '.' && yearText.length !== 4) continue;
    const a = Number(first);
    const b = Number(second);
    // Month first (US) with slashes and dashes unless the first cannot be a month; day first with dots, or when it must be.
    const dayFirst = a > 12 || (separator === '.' && b <= 12);
    const [month, day] = dayFirst ? [b, a] : [a, b];
    if (month < 1 || month > 12 || day < 1 || day > 31) continue;
    const year = yearText.length === 2 ? (Number(yearText) > 40 ? 1900 : 2000) + Number(yearText) : Number(yearText);
    found.push({ value: `${MONTH_NAMES[month - 1]} ${day}, ${year}`, index: match.index, written });
  }
  return found;
}

/** Every date of the text in reading order: `findDates`'s, and those written only in figures (`figureDates`). */
export function findDates(text: string): FoundValue[] {
  const written = findWrittenDates(text);
  const figures = figureDates(text).filter((date) => !written.some((other) => date.index < other.index + (other.written ?? other.value).length && other.index < date.index + date.written!.length));
  return figures.length === 0 ? written : [...written, ...figures].sort((a, b) => a.index - b.index);
}
