/**
 * Cell values as Excel displays them. Numbers under the common number formats (decimals, thousands separators, percent,
 * currency and other literal text), so "$2,500.00" and "62%" reach the reader rather than 2500 and 0.6229.
 * Formats it does not understand (fractions, scientific, text) fall back to Excel's General look.
 */
import { DAY_MS } from '@arcline/shared';

/** General shows about this many significant digits; it hides floating-point noise such as 741.2000000000007. */
const GENERAL_SIGNIFICANT_DIGITS = 12;
const PLACEHOLDERS = /[0#?][0#?,]*(?:\.[0#?]*)?|\.[0#?]+/;
const UNSUPPORTED = /[eE][+-]|\//;
/** Outside literal text, these letters only occur in date and time formats. */
const DATE_OR_TIME_TOKEN = /[ydhs]|mm/i;
const LITERALS = /"[^"]*"?|\\.|\[[^\]]*\]?|[_*]./g;
/** Excel's serial day 0 (1899-12-30, allowing for its fictitious 1900-02-29) in Unix milliseconds. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** Dates are kept in UTC by exceljs; midnight shows as a plain date. */
export function formatExcelDate(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16).replace('T', ' ');
}

function formatGeneral(value: number): string {
  if (Number.isInteger(value) || !Number.isFinite(value)) return String(value);
  return String(Number(value.toPrecision(GENERAL_SIGNIFICANT_DIGITS)));
}

/** The first section (positive numbers) with quotes, escapes, padding, colours and locale tags resolved to text. */
function positiveSection(numFmt: string): string {
  let section = '';
  for (let index = 0; index < numFmt.length; index++) {
    const char = numFmt[index] as string;
    if (char === ';') break;
    if (char === '"') {
      const end = numFmt.indexOf('"', index + 1);
      section += numFmt.slice(index + 1, end === -1 ? undefined : end);
      index = end === -1 ? numFmt.length : end;
    } else if (char === '\\') {
      section += numFmt[++index] ?? '';
    } else if (char === '_' || char === '*') {
      index++;
    } else if (char === '[') {
      const end = numFmt.indexOf(']', index);
      const tag = numFmt.slice(index + 1, end === -1 ? undefined : end);
      if (tag.startsWith('$')) section += tag.slice(1).split('-')[0];
      index = end === -1 ? numFmt.length : end;
    } else {
      section += char;
    }
  }
  return section;
}

export function formatExcelNumber(value: number, numFmt: string | undefined): string {
  const section = numFmt ? positiveSection(numFmt) : '';
  const codes = (numFmt ?? '').replace(LITERALS, '').split(';')[0] ?? '';
  if (DATE_OR_TIME_TOKEN.test(codes) && Number.isFinite(value)) {
    const formatted = formatExcelDate(new Date(EXCEL_EPOCH_MS + Math.round(value * DAY_MS)));
    return value >= 0 && value < 1 ? formatted.slice(11) || '00:00' : formatted;
  }
  const placeholders = PLACEHOLDERS.exec(section);
  if (!placeholders || UNSUPPORTED.test(section) || !Number.isFinite(value)) return formatGeneral(value);
  const pattern = placeholders[0];
  const decimals = pattern.split('.')[1]?.length ?? 0;
  const scaled = section.includes('%') ? value * 100 : value;
  const digits = Math.abs(scaled).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: pattern.includes(','),
  });
  const before = section.slice(0, placeholders.index);
  const after = section.slice(placeholders.index + pattern.length);
  const sign = scaled < 0 && Number(digits.replace(/,/g, '')) !== 0 ? '-' : '';
  return `${sign}${before}${digits}${after}`;
}
