/**
 * "Ask the matrix" (issue 31), the offline engine: a question is read as filters over the columns' typed values
 * (dates, durations, amounts, yes/no, list options) and over governing-law answers, and the documents whose cells
 * pass every filter are the answer, each with those cells as citations. What no filter reads is refused plainly:
 * nothing is guessed.
 */
import {
  MATRIX_ASK_TEXTS,
  MATRIX_NOT_FOUND,
  SHORT_ANSWER_TEXTS,
  durationDays,
  formatAskDate,
  type MatrixAnswerKind,
  type MatrixAskAnswer,
  type MatrixAskCitation,
  type MatrixAskMatch,
  type MatrixDurationValue,
  type MatrixTypedValue,
} from '@arcline/shared';
import { parseHighlighted } from '../ai/quotes';

export interface AskColumn {
  id: string;
  name: string;
  query: string;
  answerKind: MatrixAnswerKind;
  answerOptions: string[] | null;
}

export interface AskDocument {
  id: string;
  name: string;
}

/** An answered cell of the matrix. */
export interface AskCell {
  elementId: string;
  documentId: string;
  columnId: string;
  refineResult: string;
  referenceResult: string | null;
  typedValue: MatrixTypedValue;
}

export interface AskMatrix {
  columns: AskColumn[];
  documents: AskDocument[];
  cells: AskCell[];
}

/**
 * One filter read from the question: a column, whether a cell holds a value the filter can read (`known`: a typed
 * value of the column's kind, or an answer other than "Not found"), and the test a known value must pass. A cell not
 * known leaves its document undecided: it is neither a match nor a no.
 */
interface Condition {
  column: AskColumn;
  known: (cell: AskCell) => boolean;
  test: (cell: AskCell) => boolean;
  /** The words a match cites, when not the cell's quote (cellQuote). */
  quote?: (cell: AskCell) => string;
  /** A relative date of the question ("within the next year") and the range it was read as, said in the answer. */
  reading?: { words: string; range: string };
  /** "Renewing in …" read as the expiration date of a contract with a renewal: the two columns, said in the answer. */
  renewal?: { expiration: string; renewal: string };
  /**
   * A relative date read over the expiration column of a matrix with a renewal column: a document whose expiration date
   * has passed while its renewal cell gives a renewal may have renewed since, so today does not decide it.
   */
  mayRenew?: { renewal: AskColumn | null; today: string };
}

const isDate = (cell: AskCell) => typeof cell.typedValue === 'string';
const isDuration = (cell: AskCell) => typeof cell.typedValue === 'object' && cell.typedValue !== null && 'years' in cell.typedValue;
const isAmount = (cell: AskCell) => typeof cell.typedValue === 'object' && cell.typedValue !== null && 'amount' in cell.typedValue;
const isYesNo = (cell: AskCell) => typeof cell.typedValue === 'boolean';
const isAnswered = (cell: AskCell) => cell.refineResult !== MATRIX_NOT_FOUND;

/** The words that name a cell's evidence: its highlighted quote, else its short answer; verbatim either way. */
export function cellQuote(cell: Pick<AskCell, 'refineResult' | 'referenceResult'>): string {
  const quote = cell.referenceResult ? parseHighlighted(cell.referenceResult).quote.trim() : '';
  return quote || cell.refineResult;
}

const normalise = (text: string) => text.toLowerCase().replace(/[-‐‑–—_/]/g, ' ').replace(/[’']/g, "'").replace(/\s+/g, ' ');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasPhrase = (text: string, phrase: string) => phrase.length > 0 && new RegExp(`(^|[^a-z0-9])${escape(phrase)}([^a-z0-9]|$)`).test(text);

const STOP_WORDS = new Set(
  'a an and any are as at be by contract contracts do does document documents for from has have in is it of on or the there these this to what which with agreement agreements'.split(' '),
);
const wordsOf = (text: string) => normalise(text).split(/[^a-z0-9]+/).filter((word) => word.length > 1 && !STOP_WORDS.has(word));

/**
 * A word's stem, so that the forms a lawyer writes meet the column's ("expiring" and "Expiration date", "renewing" and "Renewal date", "terminated" and
 * "Termination for convenience", "licenses" and "License"); a stem shorter than four letters keeps the word.
 */
export function stem(word: string): string {
  const stemmed = word.replace(/(ations?|ating|ated|ates|ate|ions?|ings?|als?|ed|ies|es|e|y|s)$/, '');
  return stemmed.length >= 4 ? stemmed : word;
}
const stemsOf = (text: string) => new Set(wordsOf(text).map(stem));

/** How much of the column's own words the question uses: a word of its name counts twice, one only in its instructions once. */
function relevance(column: AskColumn, question: string): number {
  const asked = stemsOf(question);
  const named = stemsOf(column.name);
  let score = 0;
  for (const word of named) if (asked.has(word)) score += 2;
  for (const word of stemsOf(column.query)) if (!named.has(word) && asked.has(word)) score += 1;
  return score;
}

/**
 * The column of a kind the question is about: the one whose words (or whose hint, when the question has it too) the
 * question uses most; none when no column of the kind is named, or two are named alike: a filter is never guessed.
 */
function columnOfKind(columns: AskColumn[], kinds: MatrixAnswerKind[], question: string, hint?: RegExp): AskColumn | null {
  const hinted = hint?.test(question) ?? false;
  const scored = columns
    .filter((column) => kinds.includes(column.answerKind))
    .map((column) => ({ column, score: relevance(column, question) + (hinted && hint!.test(normalise(`${column.name} ${column.query}`)) ? 1 : 0) }))
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  return best && best.score > 0 && (!next || best.score > next.score) ? best.column : null;
}

/**
 * The column each filter of a kind reads. One filter reads the column the question names; of several, each reads the
 * column its own clause names (the words from the previous filter's end to its own: "signed before 2019 | and expire
 * after 2025"), else the question's. Null when a filter has none: a filter is never guessed.
 */
function columnsOfMatches(
  columns: AskColumn[],
  kinds: MatrixAnswerKind[],
  question: string,
  matches: RegExpExecArray[],
  hint?: RegExp,
  /** A column a clause names otherwise (a date "renewing in …" reads), before the columns' words. */
  named?: (clause: string) => AskColumn | null,
): AskColumn[] | null {
  const whole = columnOfKind(columns, kinds, question, hint);
  const own = new Map<RegExpExecArray, AskColumn | null>();
  let previous = 0;
  for (const match of [...matches].sort((a, b) => a.index - b.index)) {
    const end = match.index + match[0].length;
    const clause = question.slice(previous, end);
    own.set(match, named?.(clause) ?? (matches.length <= 1 ? whole : (columnOfKind(columns, kinds, clause, hint) ?? whole)));
    previous = end;
  }
  const chosen = matches.map((match) => own.get(match) ?? null);
  return chosen.every((column) => column !== null) ? (chosen as AskColumn[]) : null;
}

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90 };
const numberOf = (text: string) => NUMBER_WORDS[text] ?? Number(text.replace(/,/g, ''));

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const pad = (n: number) => String(n).padStart(2, '0');

/** "2018", "March 2018", "1 March 2018", "March 1, 2018", "2018-03-01" as the first and last day they stand for. */
function dateSpan(text: string, today: string): { first: string; last: string } | null {
  if (text === 'today') return { first: today, last: today };
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return { first: text, last: text };
  const american = /^([a-z]+)\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (american) {
    const month = MONTHS.indexOf(american[1]!) + 1;
    if (month === 0) return null;
    const day = `${american[3]}-${pad(month)}-${pad(Number(american[2]))}`;
    return { first: day, last: day };
  }
  const match = /^(?:(\d{1,2})\s+)?(?:([a-z]+)\s+)?(\d{4})$/.exec(text);
  if (!match) return null;
  const [, day, monthName, year] = match;
  const month = monthName ? MONTHS.indexOf(monthName) + 1 : 0;
  if (monthName && month === 0) return null;
  if (!month) return { first: `${year}-01-01`, last: `${year}-12-31` };
  const lastDay = new Date(Date.UTC(Number(year), month, 0)).getUTCDate();
  if (day) return { first: `${year}-${pad(month)}-${pad(Number(day))}`, last: `${year}-${pad(month)}-${pad(Number(day))}` };
  return { first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** Months as questions abbreviate them ("Mar 1, 2021", "1 Sept. 2020"), read only before a number. */
const MONTH_ABBREVIATIONS: Record<string, string> = { jan: 'january', feb: 'february', mar: 'march', apr: 'april', jun: 'june', jul: 'july', aug: 'august', sep: 'september', sept: 'september', oct: 'october', nov: 'november', dec: 'december' };
const MONTH = `(${MONTHS.join('|')})`;

/**
 * The dates of a (normalised) question written as the date filters read them (issue 31, 31o): an ISO date ("2021-03-01",
 * whose hyphens normalise made spaces; it was read as the year 2021), ordinals ("1st March", "March 1st", "the 1st of
 * March"), abbreviated months ("Mar. 1, 2021"), a comma after the month ("1 March, 2021"), "from … to / until …" as
 * "between … and …", "pre-2020" / "post-2019" as before / after. A date written with slashes in another order
 * ("01/03/2021": 1 March or January 3?) is left as it is, unread, so the question is refused.
 */
export function canonicalDates(text: string): string {
  return text
    .replace(/\b(\d{4}) (\d{1,2}) (\d{1,2})\b/g, (whole, year: string, month: string, day: string) =>
      Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31 ? `${year}-${pad(Number(month))}-${pad(Number(day))}` : whole,
    )
    .replace(/\b(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?(?=,?\s+\d)/g, (abbreviation: string) => MONTH_ABBREVIATIONS[abbreviation.replace('.', '')]!)
    .replace(new RegExp(`\\b(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+of\\s+${MONTH}\\b`, 'g'), '$1 $2')
    .replace(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)\\s+${MONTH}\\b`, 'g'), '$1 $2')
    .replace(new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)\\b`, 'g'), '$1 $2')
    .replace(new RegExp(`\\b(\\d{1,2}\\s+${MONTH}),\\s+(\\d{4})\\b`, 'g'), '$1 $3')
    .replace(/\bpre (\d{4})\b/g, 'before $1')
    .replace(/\bpost (\d{4})\b/g, 'after $1')
    .replace(new RegExp(`\\bfrom\\s+${ABSOLUTE_DATE}\\s+(?:to|until|till|through)\\s+${ABSOLUTE_DATE}`, 'g'), 'between $1 and $2');
}

const DATE = '(today|\\d{4}-\\d{2}-\\d{2}|[a-z]+\\s+\\d{1,2},?\\s+\\d{4}|(?:\\d{1,2}\\s+)?(?:[a-z]+\\s+)?\\d{4})';
/** DATE without today: the dates "from … to …" reads as a range. */
const ABSOLUTE_DATE = DATE.replace('today|', '');
const DATE_HINT = /sign|execut|dated|entered|agreement date|date of (the )?agreement|effective/;

/** The question as it is read: `text` with what filters read blanked out, `negations` the spans of the negation words a filter read. */
type Consumed = { text: string; negations?: [number, number][] };
const claimNegation = (state: Consumed, start: number, length: number) => (state.negations ??= []).push([start, start + length]);
/** Removes what a filter has read, so another does not read it again. */
const consume = (state: Consumed, match: RegExpExecArray) => {
  state.text = state.text.slice(0, match.index) + ' '.repeat(match[0].length) + state.text.slice(match.index + match[0].length);
};

/** An ISO date moved by days, or by months on the calendar (the 31st of January plus a month is the 28th or 29th of February). */
function shiftDate(iso: string, amount: number, unit: 'day' | 'week' | 'month' | 'year'): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  if (unit === 'day' || unit === 'week') return new Date(Date.UTC(year, month - 1, day + amount * (unit === 'week' ? 7 : 1))).toISOString().slice(0, 10);
  const months = year * 12 + (month - 1) + amount * (unit === 'year' ? 12 : 1);
  const [toYear, toMonth] = [Math.floor(months / 12), (months % 12) + 1];
  const lastDay = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  return `${toYear}-${pad(toMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** The server's date, in its own time zone: what "today" means in a question. */
export function serverToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const UNIT = '(day|week|month|year)s?';
const COUNT = '(\\d+|[a-z]+)';
/** "within the next year", "in the next 90 days", "over the past 6 months", "during the last two years". */
const RELATIVE = new RegExp(
  `\\b(?:within|in|during|over)\\s+(?:the\\s+)?(next|coming|following|last|past|previous|preceding)\\s+(?:${COUNT}\\s+)?${UNIT}\\b(?:\\s+(?:from|of|before)\\s+(?:today|now)\\b)?`,
  'g',
);
/** "within 18 months", "within a year from today": ahead of today when the question says so or its verb looks ahead. */
const WITHIN = new RegExp(`\\bwithin\\s+${COUNT}\\s+${UNIT}(\\s+(?:from|of)\\s+(?:today|now))?\\b`, 'g');
const LOOKS_AHEAD = /\b(expire|expires|expiring|end|ends|ending|renew|renews|renewing|lapse|lapses|lapsing|due)\s+$/;
/** "more than 5 years ago", "less than 6 months ago", "over a year ago". */
const AGO = new RegExp(`\\b(more than|over|at least|less than|under|within)\\s+${COUNT}\\s+${UNIT}\\s+ago\\b`, 'g');
/** "expire in more than 2 years", "in less than 6 months": ahead of today. */
const IN_MORE = new RegExp(`\\bin\\s+(more than|over|at least|less than|under|within)\\s+${COUNT}\\s+${UNIT}\\b(?!\\s+ago\\b)`, 'g');
/** "this year", "next year", "last month": the calendar's. */
const CALENDAR = /\b(?:(before|after|since|by|until)\s+)?(this|next|last|current)\s+(year|month)\b/g;
/** "have expired (already)", "have not expired yet", "unexpired"; "expired since 2020" is also before today. */
const EXPIRED = /(?:(\bnot|\b[a-z]+n't)\s+(?:yet\s+|already\s+)?)?\b(un)?expired\b/g;

/** How a question says a contract ends, besides "expire" (not "terminate": "can be terminated" is a right, not a date). */
const END_WORDS = /\b(end|ends|ending|ended|lapse|lapses|lapsing|lapsed|unexpired)\b/;
/** A date column's words that name a contract's end, which "renewing in …" reads when no date column names renewal. */
const EXPIRATION_COLUMN = /\b(expir[a-z]*|end date|termination date|end of (the )?term)\b/;

/** An expiration cell whose answer or passage provides for renewal ("then renewable", "automatically be renewed", "successive 1-year terms"). */
const RENEWS_IN_PASSAGE = /\b(renew[a-z]*|successive (?:\S+ )?(?:terms?|periods?)|extended for)\b/i;
/**
 * A renewal cell that gives a renewal of its own: yes, or a renewal term; not one both parties must agree to ("2 years,
 * only if both parties agree", issue 28/31, 28d), whose length the renewal column still gives.
 */
const renews = (cell: AskCell) =>
  !cell.refineResult.includes(SHORT_ANSWER_TEXTS.onlyIfBothAgree) && (cell.typedValue === true || (isDuration(cell) && durationDays(cell.typedValue as MatrixDurationValue) > 0));

/** The column of an expiration date and the column of a renewal (yes/no or duration), when the matrix has one of each. */
function renewalColumns(columns: AskColumn[]): { expiration: AskColumn; renewal: AskColumn } | null {
  if (columns.some((column) => column.answerKind === 'date' && /\brenew/.test(normalise(`${column.name} ${column.query}`)))) return null;
  const expiration = columns.filter((column) => column.answerKind === 'date' && EXPIRATION_COLUMN.test(normalise(column.name)));
  const renewal = columns.filter((column) => (column.answerKind === 'yes-no' || column.answerKind === 'duration') && /\brenew/.test(normalise(column.name)));
  return expiration.length === 1 && renewal.length === 1 ? { expiration: expiration[0]!, renewal: renewal[0]! } : null;
}

function dateConditions(state: Consumed, columns: AskColumn[], question: string, today: string): Condition[] | null {
  const found: { test: (value: string) => boolean; match: RegExpExecArray; reading?: { words: string; range: string } }[] = [];
  // What is read is blanked in `scan`, so that another pattern does not read it again.
  const scan: Consumed = { text: state.text };
  const between = new RegExp(`\\bbetween\\s+${DATE}\\s+and\\s+${DATE}`).exec(scan.text);
  if (between) {
    const spans = [dateSpan(between[1]!, today), dateSpan(between[2]!, today)];
    // "between 2019 and 2018" is the same range written backwards.
    const [from, to] = spans[0] && spans[1] && spans[0].first > spans[1].first ? [spans[1], spans[0]] : spans;
    if (from && to) {
      found.push({ test: (value) => value >= from.first && value <= to.last, match: between });
      consume(scan, between);
    }
  }
  for (const match of scan.text.matchAll(
    new RegExp(`\\b(by the end of|before the end of|on or after|on or before|no later than|not later than|after|since|later than|before|prior to|earlier than|in|during|on|by)\\s+${DATE}\\b`, 'g'),
  )) {
    const span = dateSpan(match[2]!, today);
    if (!span || !/\d{4}|today/.test(match[2]!)) continue;
    const word = match[1]!;
    const test =
      word === 'after' || word === 'later than'
        ? (value: string) => value > span.last
        : word === 'since' || word === 'on or after'
          ? (value: string) => value >= span.first
          : word === 'in' || word === 'during' || word === 'on'
            ? (value: string) => value >= span.first && value <= span.last
            : /^(on or before|no later than|not later than|by|by the end of|before the end of)$/.test(word)
              ? (value: string) => value <= span.last
              : (value: string) => value < span.first;
    // "before today", "after today": said in the answer like the other relative dates.
    const day = formatAskDate(today);
    const range = /^(before|prior to|earlier than)$/.test(word)
      ? MATRIX_ASK_TEXTS.before(day)
      : /^(after|later than)$/.test(word)
        ? MATRIX_ASK_TEXTS.after(day)
        : /^(since|on or after)$/.test(word)
          ? MATRIX_ASK_TEXTS.onOrAfter(day)
          : /^(in|during|on)$/.test(word)
            ? MATRIX_ASK_TEXTS.on(day)
            : MATRIX_ASK_TEXTS.onOrBefore(day);
    found.push({ test, match: match as RegExpExecArray, ...(match[2] === 'today' ? { reading: { words: match[0], range } } : {}) });
  }
  // "expire today", "signed today": on today.
  for (const match of [...scan.text.matchAll(/\b(?:expire|expires|expiring|end|ends|ending|signed|executed|dated)\s+(today)\b/g)] as RegExpExecArray[]) {
    const word = Object.assign([match[1]!], { index: match.index + match[0].length - match[1]!.length, input: match.input }) as unknown as RegExpExecArray;
    found.push({ test: (value) => value === today, match: word, reading: { words: 'today', range: MATRIX_ASK_TEXTS.on(formatAskDate(today)) } });
  }
  for (const { match } of found) consume(scan, match);
  const range = (match: RegExpExecArray, first: string, last: string) =>
    found.push({ test: (value) => value >= first && value <= last, match, reading: { words: match[0].trim(), range: MATRIX_ASK_TEXTS.between(formatAskDate(first), formatAskDate(last)) } });
  const countOf = (word: string | undefined) => (word === undefined || word === 'a' || word === 'an' ? 1 : numberOf(word));
  for (const match of [...scan.text.matchAll(RELATIVE)] as RegExpExecArray[]) {
    const count = countOf(match[2]);
    if (!Number.isInteger(count) || count <= 0) continue;
    const unit = match[3] as 'day' | 'week' | 'month' | 'year';
    if (/^(next|coming|following)$/.test(match[1]!)) range(match, today, shiftDate(today, count, unit));
    else range(match, shiftDate(today, -count, unit), today);
    consume(scan, match);
  }
  for (const match of [...scan.text.matchAll(WITHIN)] as RegExpExecArray[]) {
    const count = countOf(match[1]);
    // "signed within 90 days": of what, the question does not say; left unread, so refused.
    if (!Number.isInteger(count) || count <= 0 || (!match[3] && !LOOKS_AHEAD.test(scan.text.slice(0, match.index)))) continue;
    range(match, today, shiftDate(today, count, match[2] as 'day' | 'week' | 'month' | 'year'));
    consume(scan, match);
  }
  for (const match of [...scan.text.matchAll(IN_MORE)] as RegExpExecArray[]) {
    const count = countOf(match[2]);
    if (!Number.isInteger(count) || count <= 0) continue;
    const limit = shiftDate(today, count, match[3] as 'day' | 'week' | 'month' | 'year');
    const words = match[0].trim();
    if (/^(more than|over)$/.test(match[1]!)) found.push({ test: (value) => value > limit, match, reading: { words, range: MATRIX_ASK_TEXTS.after(formatAskDate(limit)) } });
    else if (match[1] === 'at least') found.push({ test: (value) => value >= limit, match, reading: { words, range: MATRIX_ASK_TEXTS.onOrAfter(formatAskDate(limit)) } });
    else range(match, today, limit);
    consume(scan, match);
  }
  for (const match of [...scan.text.matchAll(AGO)] as RegExpExecArray[]) {
    const count = countOf(match[2]);
    if (!Number.isInteger(count) || count <= 0) continue;
    const limit = shiftDate(today, -count, match[3] as 'day' | 'week' | 'month' | 'year');
    const words = match[0].trim();
    if (/^(more than|over)$/.test(match[1]!)) found.push({ test: (value) => value < limit, match, reading: { words, range: MATRIX_ASK_TEXTS.before(formatAskDate(limit)) } });
    else if (match[1] === 'at least') found.push({ test: (value) => value <= limit, match, reading: { words, range: MATRIX_ASK_TEXTS.onOrBefore(formatAskDate(limit)) } });
    else range(match, limit, today);
    consume(scan, match);
  }
  for (const match of [...scan.text.matchAll(CALENDAR)] as RegExpExecArray[]) {
    const step = match[2] === 'next' ? 1 : match[2] === 'last' ? -1 : 0;
    const first = match[3] === 'year' ? `${Number(today.slice(0, 4)) + step}-01-01` : shiftDate(`${today.slice(0, 7)}-01`, step, 'month');
    const last = match[3] === 'year' ? `${first.slice(0, 4)}-12-31` : shiftDate(shiftDate(first, 1, 'month'), -1, 'day');
    const words = match[0].trim();
    // "before next year", "after this year", "since last year", "by next month".
    if (match[1] === 'before') found.push({ test: (value) => value < first, match, reading: { words, range: MATRIX_ASK_TEXTS.before(formatAskDate(first)) } });
    else if (match[1] === 'after') found.push({ test: (value) => value > last, match, reading: { words, range: MATRIX_ASK_TEXTS.after(formatAskDate(last)) } });
    else if (match[1] === 'since') found.push({ test: (value) => value >= first, match, reading: { words, range: MATRIX_ASK_TEXTS.onOrAfter(formatAskDate(first)) } });
    else if (match[1]) found.push({ test: (value) => value <= last, match, reading: { words, range: MATRIX_ASK_TEXTS.onOrBefore(formatAskDate(last)) } });
    else range(match, first, last);
    consume(scan, match);
  }
  for (const match of [...scan.text.matchAll(EXPIRED)] as RegExpExecArray[]) {
    const expired = !match[1] !== !!match[2];
    const words = match[0].trim();
    found.push(
      expired
        ? { test: (value) => value < today, match, reading: { words, range: MATRIX_ASK_TEXTS.before(formatAskDate(today)) } }
        : { test: (value) => value >= today, match, reading: { words, range: MATRIX_ASK_TEXTS.onOrAfter(formatAskDate(today)) } },
    );
    consume(scan, match);
  }
  if (found.length === 0) return [];
  // "Renewing in the next 90 days", where no date column names renewal: the expiration date of a contract with a renewal.
  const renewing = /\brenew/.test(question) ? renewalColumns(columns) : null;
  // "End within the next year", "lapse in 2027": the one date column of a contract's end.
  const ends = columns.filter((column) => column.answerKind === 'date' && EXPIRATION_COLUMN.test(normalise(column.name)));
  const chosen = columnsOfMatches(
    columns,
    ['date'],
    question,
    found.map(({ match }) => match),
    DATE_HINT,
    (clause) => (renewing && /\brenew/.test(clause) ? renewing.expiration : ends.length === 1 && END_WORDS.test(clause) ? ends[0]! : null),
  );
  if (!chosen) return null;
  for (const { match } of found) consume(state, match);
  // The word "end" that named the column is read too.
  if (ends.length === 1 && chosen.includes(ends[0]!)) {
    for (const word of [...state.text.matchAll(new RegExp(END_WORDS.source, 'g'))] as RegExpExecArray[]) consume(state, word);
  }
  const renewable = renewalColumns(columns);
  const conditions: Condition[] = found.map(({ test, reading }, at) => ({
    column: chosen[at]!,
    known: isDate,
    test: (cell) => typeof cell.typedValue === 'string' && test(cell.typedValue),
    ...(reading ? { reading } : {}),
    ...(reading && renewable && chosen[at] === renewable.expiration
      ? { mayRenew: { renewal: renewable.renewal, today } }
      : reading && EXPIRATION_COLUMN.test(normalise(chosen[at]!.name))
        ? { mayRenew: { renewal: null, today } }
        : {}),
  }));
  if (renewing && chosen.includes(renewing.expiration)) {
    const { renewal } = renewing;
    conditions.push({
      column: renewal,
      known: renewal.answerKind === 'yes-no' ? isYesNo : isDuration,
      test: renews,
      renewal: { expiration: renewing.expiration.name, renewal: renewal.name },
    });
  }
  return conditions;
}

const MORE = /^(longer|more|greater|over|above|exceeding|at least)$/;
const AT_LEAST = /^at (least)$/;
const COMPARATOR = '(longer|shorter|more|less|fewer|greater|over|under|above|below|exceeding|at least|at most)';
/** "a term of 1 year", "exactly 90 days", "a 10-year term": a duration equal to the one asked (a duration filter only). */
const EQUAL = /^(of|exactly|a|an)$/;
const compare = (word: string, value: number, limit: number) =>
  EQUAL.test(word) ? value === limit : AT_LEAST.test(word) ? value >= limit : word === 'at most' ? value <= limit : MORE.test(word) ? value > limit : value < limit;

function durationConditions(state: Consumed, columns: AskColumn[], question: string): Condition[] | null {
  const regex = new RegExp(
    `\\b${COMPARATOR.replace(')', '|of|exactly|a|an)')}\\s+(?:than\\s+)?(\\d+|[a-z]+)\\s*(year|month|week|day)s?\\b(?:\\s+or\\s+(less|fewer|shorter|under|below|more|longer|greater|over|above)\\b)?`,
    'g',
  );
  const found = [...state.text.matchAll(regex)].filter((match) => Number.isFinite(numberOf(match[2]!))) as RegExpExecArray[];
  if (found.length === 0) return [];
  const chosen = columnsOfMatches(columns, ['duration'], question, found, /\bterm\b/);
  if (!chosen) return null;
  for (const match of found) consume(state, match);
  return found.map((match, at) => {
    const column = chosen[at]!;
    // "of 1 year or less" is at most a year, "or more" at least; "longer than 1 year or more" is read as written.
    const word = match[4] && EQUAL.test(match[1]!) ? (/^(more|longer|greater|over|above)$/.test(match[4]) ? 'at least' : 'at most') : match[1]!;
    const count = numberOf(match[2]!);
    const unit = match[3] as 'year' | 'month' | 'week' | 'day';
    const days = count * { year: 365, month: 30, week: 7, day: 1 }[unit];
    // Years and months against a duration of years and months are compared in months (a year is twelve months: "1 year"
    // is not longer than "12 months"); anything with days or weeks in days, a month as 30, as the table's filter counts.
    const months = unit === 'year' ? count * 12 : unit === 'month' ? count : null;
    const holds = (value: MatrixDurationValue) =>
      months !== null && value.days === 0 ? compare(word, value.years * 12 + value.months, months) : compare(word, durationDays(value), days);
    return {
      column,
      known: isDuration,
      test: (cell: AskCell) => typeof cell.typedValue === 'object' && cell.typedValue !== null && 'years' in cell.typedValue && holds(cell.typedValue),
    };
  });
}

const CURRENCIES: Record<string, string> = { $: 'USD', usd: 'USD', dollar: 'USD', dollars: 'USD', '€': 'EUR', eur: 'EUR', euro: 'EUR', euros: 'EUR', '£': 'GBP', gbp: 'GBP', pound: 'GBP', pounds: 'GBP', 'pound sterling': 'GBP', 'pounds sterling': 'GBP' };
const SCALES: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, mm: 1e6, bn: 1e9, billion: 1e9 };

function amountConditions(state: Consumed, columns: AskColumn[], question: string): Condition[] | null {
  const regex = new RegExp(
    `\\b${COMPARATOR}\\s+(?:than\\s+)?(?<before>[$€£]|usd|eur|gbp)?\\s*(\\d[\\d,]*(?:\\.\\d+)?)\\s*(k|thousand|mm|m|million|bn|billion)?\\b(?:\\s*(?<after>dollars?|usd|euros?|eur|pounds?(?: sterling)?|gbp)\\b)?`,
    'g',
  );
  const found = [...state.text.matchAll(regex)] as RegExpExecArray[];
  if (found.length === 0) return [];
  const chosen = columnsOfMatches(columns, ['amount'], question, found);
  if (!chosen) return null;
  for (const match of found) consume(state, match);
  return found.map((match, at) => {
    const column = chosen[at]!;
    // Groups: the comparator, the currency before, the number, its scale, the currency after.
    const limit = Number(match[3]!.replace(/,/g, '')) * (SCALES[match[4] ?? ''] ?? 1);
    // A currency the question names: an amount in another (or none) is not compared, it leaves its document undecided.
    const currency = CURRENCIES[match.groups?.before ?? match.groups?.after ?? ''];
    return {
      column,
      known: (cell: AskCell) => isAmount(cell) && (!currency || (cell.typedValue as { currency: string | null }).currency === currency),
      test: (cell: AskCell) => typeof cell.typedValue === 'object' && cell.typedValue !== null && 'amount' in cell.typedValue && compare(match[1]!, cell.typedValue.amount, limit),
    };
  });
}

/** A yes/no column's topic as a lawyer writes it: its name without the question mark ("non compete"). */
const topicOf = (column: AskColumn) => normalise(column.name).replace(/[?!.:]/g, '').replace(/\b(clause|provision|restriction)s?\b/g, '').trim();
/**
 * A topic in the forms a lawyer writes it: a word whose stem has six letters or more stands for the words that start
 * with its first eight ("exclusive", "exclusively" for Exclusivity; "non-competition" for Non-Compete); shorter ones as
 * written, the last with a plural.
 */
function topicPattern(topic: string): string {
  const words = topic.split(' ').filter(Boolean);
  return words
    .map((word, at) => {
      const root = stem(word);
      if (root.length >= 6) return `${escape(root.slice(0, 8))}[a-z]*`;
      return `${escape(word)}${at === words.length - 1 ? 's?' : ''}`;
    })
    .join(' ');
}
const NEGATION = /\b(no|not|without|lacks?|lacking|never|neither|nor|don't|doesn't|do not|does not)\b[^,;]{0,30}$/;

function yesNoConditions(state: Consumed, columns: AskColumn[]): Condition[] {
  const conditions: Condition[] = [];
  for (const column of columns.filter((candidate) => candidate.answerKind === 'yes-no')) {
    const topic = topicOf(column);
    const match = topic ? new RegExp(`(^|[^a-z0-9])${topicPattern(topic)}([^a-z0-9]|$)`).exec(state.text) : null;
    if (!match) continue;
    const negation = NEGATION.exec(state.text.slice(0, match.index + match[1]!.length));
    const wanted = !negation;
    if (negation) claimNegation(state, negation.index, negation[1]!.length);
    consume(state, match);
    conditions.push({ column, known: isYesNo, test: (cell) => cell.typedValue === wanted });
  }
  return conditions;
}

function optionConditions(state: Consumed, columns: AskColumn[]): Condition[] {
  const conditions: Condition[] = [];
  for (const column of columns.filter((candidate) => candidate.answerKind === 'list')) {
    // An option in the singular or the plural ("Which agreements are licenses?").
    const optionPattern = (option: string) => new RegExp(`(^|[^a-z0-9])${escape(normalise(option))}(?:e?s)?([^a-z0-9]|$)`);
    const options = (column.answerOptions ?? []).filter((option) => normalise(option).length > 0 && optionPattern(option).test(state.text));
    if (options.length === 0) continue;
    for (const option of options) {
      const match = optionPattern(option).exec(state.text);
      if (match) consume(state, match);
    }
    conditions.push({ column, known: (cell) => typeof cell.typedValue === 'string', test: (cell) => typeof cell.typedValue === 'string' && options.includes(cell.typedValue) });
  }
  return conditions;
}

/** What a governing law is called in questions ("English law") and in contracts ("the laws of England"). */
const PLACE_NAMES: Record<string, string[]> = {
  english: ['england', 'english'],
  british: ['england', 'united kingdom', 'english'],
  uk: ['england', 'united kingdom', 'english'],
  'u.k.': ['england', 'united kingdom', 'english'],
  'united kingdom': ['england', 'united kingdom', 'english'],
  scottish: ['scotland', 'scottish'],
  irish: ['ireland', 'irish'],
  french: ['france', 'french'],
  german: ['germany', 'german'],
  swiss: ['switzerland', 'swiss'],
  dutch: ['netherlands', 'dutch'],
  israeli: ['israel', 'israeli'],
  canadian: ['canada', 'canadian'],
  us: ['united states', 'u.s.'],
  american: ['united states', 'u.s.'],
};
const LAW_COLUMN = /\b(law|laws|jurisdiction|governing|governed)\b/;

const PLACE_END = '(?: laws?\\b|(?=$|[?.,;!]| and | with | or | that | which | do | does | have | has | can | may | are | is | were | was ))';
const cleanPlace = (text: string) => text.replace(/^((the|which|what|whose|a|an|to|by|of|under|is|are|their|its) )+/, '').trim();
/** Words no place's name has: a "place" holding one is the rest of the question. */
const NOT_A_PLACE = /\b(have|has|had|are|is|was|were|be|a|an|any|with|without|no|not|do|does|can|may|contain|contains|include|includes|signed|expire|expires)\b/;
/** "not governed by", "aren't governed by": the question asks for the other laws. */
const NOT_BEFORE = /\b(not|never|isn't|aren't)\s+(?:be\s+)?$/;

function jurisdictionConditions(state: Consumed, columns: AskColumn[]): Condition[] | null {
  const governed = new RegExp(`\\bgoverned by (?:the )?(?:laws? of )?(?:the )?(?:state of |commonwealth of )?([a-z][a-z. ]*?)${PLACE_END}`).exec(state.text);
  const match =
    governed ??
    /\b(?:under|by|of|with|have|has|choose|chose|choosing|apply|applying|select)? ?([a-z][a-z.]*(?: [a-z][a-z.]*)?) (?:governing )?law\b/.exec(state.text) ??
    /\b(?:laws? of|jurisdiction of|courts of) (?:the )?(?:state of )?([a-z][a-z.]*(?: [a-z][a-z.]*)?)/.exec(state.text);
  if (!match) return [];
  const place = cleanPlace(match[1]!);
  if (!place || /^(which|what|whose|governing|the|applicable|same|any|a|an|local|foreign|law|laws|no|other)$/.test(place)) return [];
  const columnsOfLaw = columns.filter((column) => column.answerKind === 'text' && LAW_COLUMN.test(normalise(`${column.name} ${column.query}`)));
  if (columnsOfLaw.length === 0) return null;
  const places = [place];
  let end = match.index + match[0].length;
  if (match === governed) {
    // "governed by New York or Texas law": either place.
    const another = new RegExp(`^,? or (?:the )?(?:laws? of )?(?:the )?(?:state of |commonwealth of )?([a-z][a-z. ]*?)${PLACE_END}`);
    for (let next = another.exec(state.text.slice(end)); next; next = another.exec(state.text.slice(end))) {
      // "Kansas law or have a non-compete": what follows the "or" is another filter, not a place (left, so refused).
      if (NOT_A_PLACE.test(cleanPlace(next[1]!))) break;
      places.push(cleanPlace(next[1]!));
      end += next[0].length;
    }
  }
  // "governed by neither New York nor Texas law": a place with a negation in it is no place (refused, not read as one).
  if (places.some((name) => new RegExp(NEGATION_WORD.source).test(name))) return null;
  // The match may start at the space before its first word.
  const negation = NOT_BEFORE.exec(`${state.text.slice(0, match.index).trimEnd()} `);
  const negated = negation !== null;
  if (negation) claimNegation(state, negation.index, negation[1]!.length);
  consume(state, Object.assign([state.text.slice(match.index, end)], { index: match.index }) as unknown as RegExpExecArray);
  const names = places.flatMap((name) => PLACE_NAMES[name] ?? [name]);
  const named = (cell: AskCell) => names.some((name) => hasPhrase(normalise(cell.refineResult), name));
  return [{ column: columnsOfLaw[0]!, known: isAnswered, test: (cell) => isAnswered(cell) && named(cell) !== negated }];
}

/** Legal forms and words that end a company's name without naming it ("Acme Holdings, Inc." is "acme holdings"). */
const LEGAL_FORMS =
  /\b(incorporated|inc|corporation|corp|company|co|limited|ltd|llc|l l c|llp|lp|plc|gmbh|ag|sa|s a|nv|bv|pte|pty|pvt|sdn|bhd|srl|spa|sarl|kg|oy|ab|as)\b/g;
/** Words too common to name a party alone when a question uses them as the first word of a name. */
const GENERIC_NAME_WORDS = new Set('the new first united american national international global general group holdings company services systems solutions technologies capital'.split(' '));

/** A party's name as questions and answers write it: lower case, without punctuation and legal forms ("palmer square capital bdc"). */
export function partyCore(name: string): string {
  return normalise(name)
    .replace(/[.,()"“”]/g, ' ')
    .replace(LEGAL_FORMS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The names the question gives parties: for each party of the column's cells, the longest start of its name the
 * question writes ("Palmer Square" of "Palmer Square Capital BDC, Inc."), at least one word of three letters that is not
 * a generic word ("United", "Global"), and written with a capital when it is one word. Found phrases are the filter's; names joined by "or" make one filter.
 */
function namedParties(text: string, partyNames: string[], question: string): { phrase: string; index: number; length: number }[] {
  // One word alone names a party only where the question writes it as a name, with a capital ("Cost Plus" is not "cost").
  const capitalised = (word: string) =>
    [...question.matchAll(new RegExp(`(?:^|[^A-Za-z0-9])(${escape(word)})(?=[^A-Za-z0-9]|$)`, 'gi'))].some((match) => /[A-Z]/.test(match[1]!));
  const found = new Map<string, { phrase: string; index: number; length: number }>();
  for (const name of partyNames) {
    const words = partyCore(name).split(' ').filter(Boolean);
    for (let count = words.length; count >= 1; count -= 1) {
      const phrase = words.slice(0, count).join(' ');
      if (count === 1 && (phrase.length < 3 || GENERIC_NAME_WORDS.has(phrase))) break;
      if (words.slice(0, count).every((word) => GENERIC_NAME_WORDS.has(word))) break;
      const match = new RegExp(`(^|[^a-z0-9])(${escape(phrase)})(?:'s)?([^a-z0-9]|$)`).exec(text);
      if (match && count === 1 && !capitalised(phrase)) continue;
      if (match) {
        const index = match.index + match[1]!.length;
        const known = found.get(phrase);
        if (!known) found.set(phrase, { phrase, index, length: match[2]!.length });
        break;
      }
    }
  }
  // A shorter phrase inside a longer one found ("palmer" in "palmer square") is the same name.
  const all = [...found.values()];
  return all.filter((one) => !all.some((other) => other !== one && other.index <= one.index && other.index + other.length >= one.index + one.length));
}

const partiesOf = (cell: AskCell) => (Array.isArray(cell.typedValue) ? cell.typedValue : []);
const isParties = (cell: AskCell) => partiesOf(cell).length > 0;
/** A party of the cell is the one asked about: its name starts with the words the question gives it. */
const hasParty = (cell: AskCell, phrase: string) => partiesOf(cell).some((party) => `${partyCore(party.name)} `.startsWith(`${phrase} `));

/** "we", "us", "our side": who that is, the matrix does not know. */
const OURSELVES = /\b(we|us|our|ours|ourselves)\b/;

/**
 * "Which contracts are with Acme?", "contracts between Acme and Beta", "not with Acme": a filter per party named (names
 * joined by "or" are one), decided by the party column's typed values. A role ("where we are the licensee", "where Acme
 * is the distributor") is not read: it is left over, and the question refused.
 */
function partyConditions(state: Consumed, columns: AskColumn[], cells: AskCell[], question: string, original: string): Condition[] | null {
  const partyColumns = columns.filter((column) => column.answerKind === 'party');
  if (partyColumns.length === 0) return [];
  const column = partyColumns.length === 1 ? partyColumns[0]! : columnOfKind(columns, ['party'], question);
  const names = [...new Set(cells.filter((cell) => partyColumns.some((candidate) => candidate.id === cell.columnId)).flatMap((cell) => partiesOf(cell).map((party) => party.name)))];
  const found = namedParties(state.text, names, original).sort((a, b) => a.index - b.index);
  if (found.length === 0) return [];
  if (!column || OURSELVES.test(state.text)) return null;
  // Consecutive names joined by "or" ("with Acme or Beta") are one filter: either.
  const groups: (typeof found)[] = [];
  for (const name of found) {
    const last = groups.at(-1)?.at(-1);
    if (last && /^\s*,?\s*(or|either)\s*$/.test(state.text.slice(last.index + last.length, name.index))) groups.at(-1)!.push(name);
    else groups.push([name]);
  }
  const conditions: Condition[] = [];
  for (const group of groups) {
    const start = group[0]!.index;
    const end = group.at(-1)!.index + group.at(-1)!.length;
    const negation = NEGATION.exec(state.text.slice(0, start));
    const wanted = !negation;
    if (negation) claimNegation(state, negation.index, negation[1]!.length);
    consume(state, Object.assign([state.text.slice(start, end)], { index: start }) as unknown as RegExpExecArray);
    const phrases = group.map((name) => name.phrase);
    // A match cites the words that name the party: the cell's quote when it does ("by and between Lucent Technologies
    // Inc. …"), else the party's name where its passage writes it (highlighted when the citation is opened), else the
    // short answer (the quote "Vayyar and Reseller shall be referred to as Parties" names no one).
    const quote = (cell: AskCell) => {
      const quoted = cellQuote(cell);
      if (!wanted || phrases.some((phrase) => ` ${partyCore(quoted)} `.includes(` ${phrase} `))) return quoted;
      const passage = cell.referenceResult ? parseHighlighted(cell.referenceResult).passage : '';
      const party = partiesOf(cell).find((one) => phrases.some((phrase) => `${partyCore(one.name)} `.startsWith(`${phrase} `)) && passage.includes(one.name));
      return party?.name ?? cell.refineResult;
    };
    conditions.push({ column, known: isParties, test: (cell) => phrases.some((phrase) => hasParty(cell, phrase)) === wanted, quote });
  }
  return conditions;
}

/** Words a question may hold beside its filters: how it asks, not what it asks about. */
const QUESTION_WORDS = new Set(
  `which what who list show find give name tell me all every any each some these those this the contracts contract documents
   document agreements agreement files file are is was were be been being have has had having with without that where whose
   do does did can could may not no nor neither never lack lacks lacking and or but of by in on at for to from under than more less longer shorter least most over above
   below after before since between during governed governing law laws signed executed dated entered made effective contain
   contains containing include includes including provide provides providing there their they them its it matrix rows row
   clause clauses provision provisions state one two three four five six seven eight nine ten twelve year years month
   months week weeks day days period million thousand billion usd eur gbp yes party parties counterparty counterparties involving
   already yet due will how many into became become`.split(/\s+/),
);

/** "… a non-compete that expires", "the licence which ends": a date verb of a thing other than the contract itself. */
const ANOTHER_THINGS_DATE = /\b(?!(?:contracts?|agreements?|documents?|ones?|rows?)\b)[a-z]+\s+(?:that|which)\s+(?:expire|expires|expired|expiring|end|ends|ended|renew|renews|renewed|lapse|lapses|lapsed)\b/;

/** Words that compare: left unread, the comparison they make is with something no filter reads ("between" also names parties). */
const UNREAD_COMPARISON = /\b(before|after|since|than|prior to|earlier|later)\b/;

/**
 * Whether every word of the question is read: by a filter, as a word of the columns it uses, or as a way of asking.
 * A word left over is a condition no column decides ("with an uncapped liability"), and answering without it would
 * say more than the cells do.
 */
function fullyRead(state: Consumed, conditions: Condition[]): boolean {
  // A comparison no filter read ("signed before the supply agreement", "a longer term than X") would be dropped.
  if (UNREAD_COMPARISON.test(state.text)) return false;
  const columnWords = new Set(conditions.flatMap((condition) => [...stemsOf(condition.column.name), ...stemsOf(condition.column.query)]));
  return state.text
    .split(/[^a-z]+/)
    .filter((word) => word.length > 1)
    .every((word) => QUESTION_WORDS.has(word) || STOP_WORDS.has(word) || columnWords.has(stem(word)));
}

/** Words that turn a condition round: read only where a filter reads them (a yes/no column, "not governed by"). */
const NEGATION_WORD = /(\bno|\bnot|\bwithout|\blacks?|\blacking|\bnever|\bneither|\bnor|n't|\bother than|\bexcept|\bexcluding|\bbesides|\bapart from)\b/g;

/**
 * Whether the filters read every negation and every "or" of the question. A negation no filter reads ("do not expire
 * before 2025", "are not licenses") or an "or" between two filters ("expire after 2025 or before 2021"; they are joined
 * with "and") would be answered as the opposite question: refused instead. An "or" inside one filter (options of a list
 * column, "New York or Texas law") is that filter's.
 */
function noWordDropped(state: Consumed, conditions: Condition[]): boolean {
  for (const match of state.text.matchAll(NEGATION_WORD)) {
    // Read by no filter, or by two (which one it turns round is not guessed).
    if ((state.negations ?? []).filter(([start, end]) => match.index >= start && match.index < end).length !== 1) return false;
  }
  // "within the next year or two", "$1 million or more" where no filter read the "or": the question is wider than what was read.
  if (OR_MORE.test(state.text)) return false;
  return !(conditions.length > 1 && /\bor\b/.test(state.text));
}

/** An "or" before a number or a comparison, left unread. */
const OR_MORE = /\bor\s+(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|less|fewer|shorter|under|below|more|longer|greater|over|above|later|earlier|before|after|so)\b/;

/**
 * The filters a question is made of, or null when it names something the columns cannot decide (a duration
 * with no duration column, a condition no column is about) or nothing at all.
 */
export function readQuestion(question: string, columns: AskColumn[], cells: AskCell[] = [], today = serverToday()): Condition[] | null {
  // The question as the filters read it: lower case, punctuation as spaces, dates in the forms the date filters read.
  const read = canonicalDates(normalise(question));
  const state: Consumed = { text: read };
  // "a non-compete that expires within the next year": the date of something the contract holds, which no column gives.
  if (ANOTHER_THINGS_DATE.test(state.text)) return null;
  // "Which expire next year, and which were signed last year?": two questions, which one answer would join with "and".
  if (/(?:,|\band\b|;)\s*(?:and\s+)?(?:which|what|who|how)\b/.test(state.text)) return null;
  const conditions: Condition[] = [];
  const dates = dateConditions(state, columns, read, today);
  if (dates === null) return null;
  conditions.push(...dates);
  for (const reader of [durationConditions, amountConditions] as const) {
    const found = reader(state, columns, read);
    if (found === null) return null;
    conditions.push(...found);
  }
  conditions.push(...optionConditions(state, columns), ...yesNoConditions(state, columns));
  const law = jurisdictionConditions(state, columns);
  if (law === null) return null;
  conditions.push(...law);
  const parties = partyConditions(state, columns, cells, read, question);
  if (parties === null) return null;
  conditions.push(...parties);
  return conditions.length > 0 && fullyRead(state, conditions) && noWordDropped(state, conditions) ? conditions : null;
}

/**
 * How the question's filters decide one document: every filter passes (`match`, with the cells that say so), a typed
 * value rules it out (`no`, with the columns that do), its expiration date has passed but it may have renewed
 * (`renewed`, read in the renewal column or in the cell's own passage), or a cell holds no value a filter can compare
 * (`undecided`).
 */
type DocumentVerdict =
  | { kind: 'match'; cells: { condition: Condition; cell: AskCell }[] }
  | { kind: 'no'; columns: string[] }
  | { kind: 'renewed'; byPassage: boolean }
  | { kind: 'undecided'; columns: string[] };

function decideDocument(document: AskDocument, conditions: Condition[], cellOf: Map<string, AskCell>): DocumentVerdict {
  const cells = conditions.map((condition) => ({ condition, cell: cellOf.get(`${document.id}/${condition.column.id}`) }));
  const known = (entry: (typeof cells)[number]) => entry.cell !== undefined && entry.condition.known(entry.cell);
  const decidedNo = (entry: (typeof cells)[number]) => known(entry) && !entry.condition.test(entry.cell!);
  const no = (entries: typeof cells): DocumentVerdict => ({ kind: 'no', columns: [...new Set(entries.map((entry) => entry.condition.column.name))] });
  const renewing = conditions.find((condition) => condition.mayRenew);
  if (renewing?.mayRenew) {
    // Its expiration date has passed but it renews: today does not decide it, unless another filter rules it out.
    // Its renewal is read in the renewal column when the matrix has one, else in the expiration cell's own passage.
    const { renewal, today: from } = renewing.mayRenew;
    const expiration = cellOf.get(`${document.id}/${renewing.column.id}`);
    const renewalCell = renewal ? cellOf.get(`${document.id}/${renewal.id}`) : undefined;
    const passage = expiration?.referenceResult ? parseHighlighted(expiration.referenceResult).passage : '';
    const renewsHere = renewal ? renewalCell !== undefined && renews(renewalCell) : RENEWS_IN_PASSAGE.test(`${expiration?.refineResult ?? ''} ${passage}`);
    if (typeof expiration?.typedValue === 'string' && expiration.typedValue < from && renewsHere) {
      const others = cells.filter((entry) => entry.condition !== renewing && decidedNo(entry));
      return others.length > 0 ? no(others) : { kind: 'renewed', byPassage: !renewal };
    }
  }
  // A decided "no" on any condition rules the document out; a cell without a readable value leaves it undecided.
  const ruledOut = cells.filter(decidedNo);
  if (ruledOut.length > 0) return no(ruledOut);
  const unknown = cells.filter((entry) => !known(entry));
  if (unknown.length > 0) return { kind: 'undecided', columns: unknown.map((entry) => entry.condition.column.name) };
  return { kind: 'match', cells: cells.map(({ condition, cell }) => ({ condition, cell: cell! })) };
}

/**
 * The documents a question's typed filters rule out (issue 31, 31l), with the columns whose typed values do; null when
 * the offline engine cannot read the question (the typed values do not decide it). A model's answer is checked against it.
 */
export function ruledOutByTypedValues(question: string, matrix: AskMatrix, today = serverToday()): Map<string, string[]> | null {
  const conditions = readQuestion(question, matrix.columns, matrix.cells, today);
  if (!conditions) return null;
  const cellOf = new Map(matrix.cells.map((cell) => [`${cell.documentId}/${cell.columnId}`, cell]));
  const ruledOut = new Map<string, string[]>();
  for (const document of matrix.documents) {
    const verdict = decideDocument(document, conditions, cellOf);
    if (verdict.kind === 'no') ruledOut.set(document.id, verdict.columns);
  }
  return ruledOut;
}

/** Answers the question from the matrix's cells, or refuses with MATRIX_ASK_TEXTS.cannotAnswer; relative dates count from `today` (ISO). */
export function answerOffline(question: string, matrix: AskMatrix, today = serverToday()): MatrixAskAnswer {
  const refusal: MatrixAskAnswer = { answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false, documents: [], citations: [], engine: 'local' };
  const conditions = readQuestion(question, matrix.columns, matrix.cells, today);
  if (!conditions) return refusal;
  const cellOf = new Map(matrix.cells.map((cell) => [`${cell.documentId}/${cell.columnId}`, cell]));
  const documents: MatrixAskMatch[] = [];
  const undecided: string[] = [];
  const undecidedColumns = new Set<string>();
  const renewed: string[] = [];
  const renewedByPassage: string[] = [];
  const renewing = conditions.find((condition) => condition.mayRenew);
  for (const document of matrix.documents) {
    const verdict = decideDocument(document, conditions, cellOf);
    if (verdict.kind === 'no') continue;
    if (verdict.kind === 'renewed') {
      (verdict.byPassage ? renewedByPassage : renewed).push(document.name);
      continue;
    }
    if (verdict.kind === 'undecided') {
      undecided.push(document.name);
      for (const column of verdict.columns) undecidedColumns.add(column);
      continue;
    }
    const citations: MatrixAskCitation[] = [];
    for (const { cell, condition } of verdict.cells) {
      if (!citations.some((citation) => citation.elementId === cell.elementId)) {
        citations.push({ elementId: cell.elementId, documentId: document.id, columnId: cell.columnId, quote: condition.quote?.(cell) ?? cellQuote(cell) });
      }
    }
    documents.push({ documentId: document.id, documentName: document.name, citations });
  }
  const used = [...new Set(conditions.map((condition) => condition.column.name))];
  const decidedNone = documents.length === 0 && undecided.length + renewed.length + renewedByPassage.length === matrix.documents.length;
  const head = decidedNone ? MATRIX_ASK_TEXTS.noneDecided : documents.length === 0 ? MATRIX_ASK_TEXTS.noMatch : MATRIX_ASK_TEXTS.matches(documents.length, matrix.documents.length);
  const renewalColumn = renewing?.mayRenew?.renewal;
  const mayHaveRenewed =
    (renewed.length > 0 && renewalColumn ? ` ${MATRIX_ASK_TEXTS.mayHaveRenewed(renewed, renewing!.column.name, renewalColumn.name)}` : '') +
    (renewedByPassage.length > 0 ? ` ${MATRIX_ASK_TEXTS.passageRenews(renewedByPassage, renewing!.column.name)}` : '');
  const notDecided = `${mayHaveRenewed}${undecided.length > 0 ? ` ${MATRIX_ASK_TEXTS.undecided(undecided, [...undecidedColumns])}` : ''}`;
  const readings = conditions.flatMap((condition) => (condition.reading ? [condition.reading] : []));
  const datesRead = readings.length > 0 ? ` ${MATRIX_ASK_TEXTS.datesRead(readings, formatAskDate(today))}` : '';
  const renewal = conditions.find((condition) => condition.renewal)?.renewal;
  const renewalRead = renewal ? ` ${MATRIX_ASK_TEXTS.renewsAtExpiration(renewal.expiration, renewal.renewal)}` : '';
  return {
    answer: `${head} ${MATRIX_ASK_TEXTS.basedOn(used)}${datesRead}${renewalRead}${notDecided}`,
    answered: true,
    documents,
    citations: documents.flatMap((document) => document.citations),
    engine: 'local',
  };
}
