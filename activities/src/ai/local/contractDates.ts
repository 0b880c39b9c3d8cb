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

const MONTH_PATTERN = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/**
 * A day whose ordinal text extraction split from its number ("made this 15 th day of July, 2010", "19 th June 2012"),
 * which `findDates` reads only as the month and year.
 */
const SPLIT_ORDINAL_DATE = new RegExp(`\\b(\\d{1,2})\\s+(?:st|nd|rd|th)\\s+(?:day\\s+of\\s+)?${MONTH_PATTERN}\\s*,?\\s+(\\d{4})\\b`, 'gi');

function splitOrdinalDates(text: string): FoundValue[] {
  return [...text.matchAll(SPLIT_ORDINAL_DATE)].flatMap((match) => {
    const day = Number(match[1]);
    const month = MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(match[2]!.toLowerCase().slice(0, 3)));
    return day >= 1 && day <= 31 && month >= 0 ? [{ value: `${MONTH_NAMES[month]} ${day}, ${match[3]}`, index: match.index, written: match[0] }] : [];
  });
}

const DAY_WORDS = [
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth',
  'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth',
];
/** "first" … "thirty-first" as a day of the month; null for another word. */
function dayOfWord(word: string): number | null {
  const clean = word.toLowerCase().replace(/[\s-]+/g, ' ');
  const single = DAY_WORDS.indexOf(clean);
  if (single >= 0) return single + 1;
  const compound = /^(twenty|thirty) (\w+)$/.exec(clean);
  const unit = compound ? DAY_WORDS.indexOf(compound[2]!) + 1 : 0;
  if (compound && unit >= 1 && unit <= 9) return (compound[1] === 'twenty' ? 20 : 30) + unit;
  if (clean === 'thirtieth') return 30;
  return null;
}

const DAY_WORD = `((?:twenty|thirty)[\\s-]+)?(${DAY_WORDS.join('|')}|thirtieth)`;
/**
 * Days written other ways than `findDates` reads: in words ("made this first day of July, 2017"), with "of" and no
 * "day" ("commence on the 1st of March, 2003"), the month before "day of" ("made the 20 March day of 1998"), and a day
 * set apart from its month ("this 1st day of --- November, 2003").
 */
const OTHER_DAY_DATES: { pattern: RegExp; day: (match: RegExpExecArray) => number | null; month: number; year: number; shown?: (written: string) => string }[] = [
  { pattern: new RegExp(`\\b${DAY_WORD}\\s+day\\s+of\\s+${MONTH_PATTERN}\\s*,?\\s+(\\d{4})\\b`, 'gi'), day: (m) => dayOfWord(`${m[1] ?? ''}${m[2]!}`), month: 3, year: 4 },
  { pattern: new RegExp(`\\b(\\d{1,2})\\s?(?:st|nd|rd|th)\\s+of\\s+${MONTH_PATTERN}\\s*,?\\s+(\\d{4})\\b`, 'gi'), day: (m) => Number(m[1]), month: 2, year: 3 },
  { pattern: new RegExp(`\\b(\\d{1,2})\\s+${MONTH_PATTERN}\\s+day\\s+of\\s+(\\d{4})\\b`, 'gi'), day: (m) => Number(m[1]), month: 2, year: 3 },
  // A day set apart from its month by a form's dashes or a weekday: "this 1st day of --- November, 2003", "the 20th day of Friday, March 2020".
  { pattern: new RegExp(`\\b(\\d{1,2})\\s?(?:st|nd|rd|th)?\\s+day\\s+of\\s*(?:[-–—_]+\\s*|(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\\s+)${MONTH_PATTERN}\\s*,?\\s+(\\d{4})\\b`, 'gi'), day: (m) => Number(m[1]), month: 2, year: 3,
    // Shown without the stray words, which are no part of the date: "20th day of March 2020".
    shown: (written) => written.replace(/(day\s+of)\s*(?:[-–—_]+\s*|[A-Za-z]+day,?\s+)/i, '$1 '),
  },
];

function otherDayDates(text: string): FoundValue[] {
  return OTHER_DAY_DATES.flatMap(({ pattern, day, month: monthGroup, year, shown }) =>
    [...text.matchAll(pattern)].flatMap((match) => {
      const number = day(match as RegExpExecArray);
      const month = MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(match[monthGroup]!.toLowerCase().slice(0, 3)));
      return number !== null && number >= 1 && number <= 31 && month >= 0 ? [{ value: `${MONTH_NAMES[month]} ${number}, ${match[year]}`, index: match.index, written: match[0], ...(shown ? { shown: shown(match[0]) } : {}) }] : [];
    }),
  );
}

const endOf = (date: FoundValue) => date.index + (date.written ?? date.value).length;
const overlap = (a: FoundValue, b: FoundValue) => a.index < endOf(b) && b.index < endOf(a);
/** "July 2010": a month and year without the day. */
const monthOnly = (date: FoundValue) => /^[A-Z][a-z]+ \d{4}$/.test(date.value);

/**
 * The filing's page footer, which a passage cut by a page break runs on into: "Source: IMINE CORP, S-1, 7/25/2018". Its
 * date is the day the filing was made, not a date of the contract.
 */
const FILING_FOOTER = /\bSource:\s+[^\n]{1,120}?,\s+[\w()./ -]{1,20},\s+\d{1,2}\/\d{1,2}\/\d{4}/g;

/** Every date of the text in reading order (`datesOf`), leaving out the filing's page footers' dates. */
export function findDates(text: string): FoundValue[] {
  const dates = datesOf(text);
  if (!text.includes('Source:')) return dates;
  const footers = [...text.matchAll(FILING_FOOTER)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  return dates.filter((date) => !footers.some((footer) => date.index >= footer.start && date.index < footer.end));
}

/**
 * Every date of the text in reading order: `findDates`'s, those written only in figures (`figureDates`), and days whose
 * ordinal is split from their number (`splitOrdinalDates`) or written other ways (`otherDayDates`), which replace the
 * month and year read without them.
 */
function datesOf(text: string): FoundValue[] {
  const extra: FoundValue[] = [];
  for (const date of [...splitOrdinalDates(text), ...otherDayDates(text)]) if (!extra.some((other) => overlap(date, other))) extra.push(date);
  const written = findWrittenDates(text).filter((date) => !(monthOnly(date) && extra.some((other) => overlap(date, other))));
  const known = [...written, ...extra.filter((date) => !written.some((other) => overlap(date, other)))];
  const figures = figureDates(text).filter((date) => !known.some((other) => overlap(date, other)));
  return known.length === written.length && figures.length === 0 ? written : [...known, ...figures].sort((a, b) => a.index - b.index);
}
