/**
 * The number and term check (issue 11): dates, amounts, percentages, clause numbers and defined terms of the source
 * must reappear in the translation. Pure: both texts in, the mismatches out.
 *
 * Each text is read in its own language (1,000.50 in English is 1.000,50 in Danish, "3. januar" is "3 January"),
 * and a figure matches when its value or its digit groups agree, so an ambiguous "1.500" reads alike on both sides.
 */
import { CLAUSE_WORDS, CURRENCY_PATTERN, MONTH_PATTERN, PERCENT_WORDS, monthNumber, numberFormatFor, type NumberFormat } from './numberFormats';
import { definedTermMismatches } from './definedTerms';

export const NUMBER_CHECK_KINDS = ['date', 'amount', 'number', 'percentage', 'clause', 'term'] as const;
export type NumberCheckKind = (typeof NUMBER_CHECK_KINDS)[number];

export interface NumberCheckMismatch {
  kind: NumberCheckKind;
  /** The item as the source writes it, or null when it is only in the translation. */
  source: string | null;
  /** The item as the translation writes it, or null when it is missing there. */
  translation: string | null;
  /** For defined terms: how often each side uses the term. */
  sourceCount?: number;
  translationCount?: number;
}

export interface NumberCheckLanguages {
  source: string;
  target: string;
}

interface Item {
  kind: Exclude<NumberCheckKind, 'term'>;
  text: string;
  /** Canonical readings; two items of one family match when they share one. */
  keys: string[];
  /** Digit groups of a clause number, so "clause 4.2" still matches a bare "4.2". */
  looseKey?: string;
}

/** What a pattern reads from a match; the item's text is the match as written. */
type Reading = Omit<Item, 'text'>;

const MASK = '\u0001';
const NOT_WORD_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const NOT_WORD_AFTER = String.raw`(?![\p{L}\p{N}])`;
const DAY_SUFFIX = String.raw`(?:\.|st|nd|rd|th)?`;

const DAY_MONTH_YEAR = new RegExp(
  String.raw`${NOT_WORD_BEFORE}(\d{1,2})${DAY_SUFFIX}\s*(?:of\s+)?(${MONTH_PATTERN})\.?(?:,?\s+(\d{4}))?${NOT_WORD_AFTER}`,
  'giu',
);
const MONTH_DAY_YEAR = new RegExp(
  String.raw`${NOT_WORD_BEFORE}(${MONTH_PATTERN})\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?${NOT_WORD_AFTER}`,
  'giu',
);
const MONTH_YEAR = new RegExp(String.raw`${NOT_WORD_BEFORE}(${MONTH_PATTERN})\.?\s+(\d{4})${NOT_WORD_AFTER}`, 'giu');
const ISO_DATE = new RegExp(String.raw`${NOT_WORD_BEFORE}(\d{4})-(\d{1,2})-(\d{1,2})${NOT_WORD_AFTER}`, 'gu');
const NUMERIC_DATE = new RegExp(String.raw`${NOT_WORD_BEFORE}(\d{1,2})([./-])(\d{1,2})\2(\d{4})${NOT_WORD_AFTER}`, 'gu');
const CLAUSE_NUMBER = String.raw`(\d+(?:\.\d+)*\.?(?:\s?\([a-z0-9]{1,4}\))*)`;
const CLAUSE = new RegExp(
  String.raw`(?:${NOT_WORD_BEFORE}(?:${CLAUSE_WORDS.join('|')})\.?\s*|§{1,2}\s*)${CLAUSE_NUMBER}`,
  'giu',
);

/** A figure: grouped thousands (per the language's grouping characters) or plain digits, with decimals. */
function figurePattern(format: NumberFormat): string {
  const grouping = format.grouping.map((char) => (char === '.' ? String.raw`\.` : char)).join('');
  return String.raw`\d{1,3}(?:[${grouping}]\d{3}(?!\d))+(?:[.,]\d+)?|\d+(?:[.,]\d+)*`;
}

/** Lists what the source has and the translation lacks, and the other way round. */
export function checkNumbersAndTerms(source: string, translation: string, languages: NumberCheckLanguages): NumberCheckMismatch[] {
  const sourceItems = extractItems(source, languages.source);
  const translationItems = extractItems(translation, languages.target);
  return [...unmatched(sourceItems, translationItems), ...definedTermMismatches(source, translation)];
}

/** Everything the check compares, in the order dates, clauses, percentages, figures; each span is read once. */
export function extractItems(text: string, language: string): Item[] {
  const scan = { text: text.normalize('NFC'), items: [] as Item[] };
  collect(scan, DAY_MONTH_YEAR, (match) => wordDate(match[2]!, match[1]!, match[3]));
  collect(scan, MONTH_DAY_YEAR, (match) => wordDate(match[1]!, match[2]!, match[3]));
  collect(scan, MONTH_YEAR, (match) => wordDate(match[1]!, undefined, match[2]));
  collect(scan, ISO_DATE, (match) => numericDate([[match[1]!, match[2]!, match[3]!]]));
  collect(scan, NUMERIC_DATE, (match) =>
    numericDate([
      [match[4]!, match[3]!, match[1]!],
      [match[4]!, match[1]!, match[3]!],
    ]),
  );
  collect(scan, CLAUSE, (match) => clause(match[1]!));
  const format = numberFormatFor(language);
  const figure = figurePattern(format);
  collect(scan, new RegExp(String.raw`${NOT_WORD_BEFORE}(${figure})\s?(?:${PERCENT_WORDS})(?![\p{L}])`, 'giu'), (match) =>
    figureItem('percentage', match[1]!, format),
  );
  const amountBefore = new RegExp(String.raw`(?:${CURRENCY_PATTERN})\s?$`, 'iu');
  const amountAfter = new RegExp(String.raw`^\s?(?:${CURRENCY_PATTERN})`, 'iu');
  collect(scan, new RegExp(String.raw`${NOT_WORD_BEFORE}(${figure})`, 'gu'), (match, masked) => {
    const before = masked.slice(Math.max(0, match.index - 5), match.index);
    const after = masked.slice(match.index + match[0].length, match.index + match[0].length + 8);
    const kind = amountBefore.test(before) || amountAfter.test(after) ? 'amount' : 'number';
    return figureItem(kind, match[1]!, format);
  });
  return scan.items;
}

/** Runs a pattern over the text not yet read, records its items (as the text writes them) and masks what it read. */
function collect(
  scan: { text: string; items: Item[] },
  pattern: RegExp,
  read: (match: RegExpExecArray, masked: string) => Reading | undefined,
): void {
  const masked = scan.text;
  let next = masked;
  for (const match of masked.matchAll(pattern)) {
    const item = read(match, masked);
    if (!item) continue;
    scan.items.push({ ...item, text: match[0].trim() });
    next = next.slice(0, match.index) + MASK.repeat(match[0].length) + next.slice(match.index + match[0].length);
  }
  scan.text = next;
}

function wordDate(monthName: string, day: string | undefined, year: string | undefined): Reading | undefined {
  // "may" in lower case is the English verb; the month is written May.
  if (monthName === 'may') return undefined;
  const month = monthNumber(monthName);
  if (!month || (day !== undefined && !validDay(Number(day)))) return undefined;
  return { kind: 'date', keys: [dateKey(year, month, day === undefined ? undefined : Number(day))] };
}

/** Each reading is [year, month, day]; readings that are not a date are dropped. */
function numericDate(readings: [string, string, string][]): Reading | undefined {
  const keys = readings
    .map(([year, month, day]) => [year, Number(month), Number(day)] as const)
    .filter(([, month, day]) => month >= 1 && month <= 12 && validDay(day))
    .map(([year, month, day]) => dateKey(year, month, day));
  if (keys.length === 0) return undefined;
  return { kind: 'date', keys: [...new Set(keys)] };
}

const validDay = (day: number) => day >= 1 && day <= 31;
const pad = (value: number) => String(value).padStart(2, '0');

function dateKey(year: string | undefined, month: number, day: number | undefined): string {
  return `d:${year ?? '----'}-${pad(month)}${day === undefined ? '' : `-${pad(day)}`}`;
}

function clause(number: string): Reading {
  const groups = number.replace(/\.$/, '').match(/\d+|[a-z0-9]+(?=\))/giu) ?? [];
  const digits = number.replace(/\(.*$/u, '').replace(/\.$/, '').trim();
  return {
    kind: 'clause',
    keys: [`c:${groups.join('|').toLowerCase()}`],
    looseKey: `g:${digits.split('.').join('|')}`,
  };
}

function figureItem(kind: Item['kind'], text: string, format: NumberFormat): Reading {
  const groups = text.split(/[.,\s\u00a0\u202f]/u);
  const keys = [`g:${groups.join('|')}`];
  const value = figureValue(text, format);
  if (value !== undefined) keys.unshift(`v:${value}`);
  return { kind, keys };
}

/** The figure's value in the language's format, or undefined when the format cannot read it. */
export function figureValue(text: string, format: NumberFormat): string | undefined {
  const parts = text.split(format.decimal);
  if (parts.length > 2) return undefined;
  const [integer, fraction] = parts as [string, string | undefined];
  const groups = integer.split(new RegExp(`[${format.grouping.map((char) => (char === '.' ? '\\.' : char)).join('')}]`, 'u'));
  if (groups.some((group, index) => !/^\d+$/.test(group) || (index > 0 && group.length !== 3))) return undefined;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return undefined;
  const digits = groups.join('').replace(/^0+(?=\d)/, '');
  const decimals = (fraction ?? '').replace(/0+$/, '');
  return decimals ? `${digits}.${decimals}` : digits;
}

const FAMILY: Record<Item['kind'], string> = { date: 'date', amount: 'figure', number: 'figure', percentage: 'percentage', clause: 'clause' };

/** Matches items one to one: first by family and a shared key, then a clause number against a bare figure. */
function unmatched(sourceItems: Item[], translationItems: Item[]): NumberCheckMismatch[] {
  const sourceLeft = new Set(sourceItems.keys());
  const translationLeft = new Set(translationItems.keys());
  const pair = (matches: (a: Item, b: Item) => boolean) => {
    for (const i of sourceLeft) {
      const j = [...translationLeft].find((candidate) => matches(sourceItems[i]!, translationItems[candidate]!));
      if (j === undefined) continue;
      sourceLeft.delete(i);
      translationLeft.delete(j);
    }
  };
  pair((a, b) => FAMILY[a.kind] === FAMILY[b.kind] && a.keys[0] === b.keys[0]);
  pair((a, b) => FAMILY[a.kind] === FAMILY[b.kind] && a.keys.some((key) => b.keys.includes(key)));
  pair((a, b) => looseMatch(a, b) || looseMatch(b, a));
  return [
    ...[...sourceLeft].map((i) => ({ kind: sourceItems[i]!.kind, source: sourceItems[i]!.text, translation: null })),
    ...[...translationLeft].map((j) => ({ kind: translationItems[j]!.kind, source: null, translation: translationItems[j]!.text })),
  ];
}

function looseMatch(clauseItem: Item, figure: Item): boolean {
  return clauseItem.kind === 'clause' && FAMILY[figure.kind] === 'figure' && clauseItem.looseKey !== undefined && figure.keys.includes(clauseItem.looseKey);
}
