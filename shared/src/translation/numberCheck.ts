/**
 * The number and term check (issue 11): dates, amounts, percentages, clause numbers and defined terms of the source
 * must reappear in the translation. Pure: both texts in, the mismatches out.
 *
 * Each text is read in its own language (1,000.50 in English is 1.000,50 in Danish, "3. januar" is "3 January"),
 * and a figure matches when its value or its digit groups agree, so an ambiguous "1.500" reads alike on both sides.
 */
import {
  CLAUSE_WORDS,
  COMPANY_FORMS,
  CURRENCY_CODES,
  CURRENCY_READING,
  MONTH_PATTERN,
  PERCENT_WORDS,
  UNIT_PATTERN,
  currenciesAgree,
  currencyOf,
  monthNumber,
  numberFormatFor,
  unitOf,
  type NumberFormat,
} from './numberFormats';
import { definedTermMismatches } from './definedTerms';
import type { NumberCheckKind, NumberCheckMismatch } from './numberCheckMismatch';

export * from './numberCheckMismatch';
import { hasNegationList, negationsIn } from './negations';
import { baseLanguage as baseLanguageOf } from './languages';

export interface NumberCheckLanguages {
  source: string;
  target: string;
}

interface Item {
  kind: Exclude<NumberCheckKind, 'term' | 'negation'>;
  text: string;
  /** Canonical readings; two items of one family match when they share one. */
  keys: string[];
  /** Digit groups of a clause number, so "clause 4.2" still matches a bare "4.2". */
  looseKey?: string;
  /** Offset of the item in the text. */
  at: number;
  /** A figure's currency (ISO code, or KR for a crown word), its unit or period, and whether it is an ordinal ("2." before a word, "3:e", "2nd"). */
  currency?: string;
  unit?: string;
  ordinal?: boolean;
}

/** What a pattern reads from a match; the item's text is the match as written. */
type Reading = Omit<Item, 'text' | 'at'>;

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
/** "§ 13", "§§ 4-5": a section sign must come through as one; "section 13" in English is its translation. */
const SECTION_SIGN = new RegExp(String.raw`(§{1,2})[\s\u00a0]*(\d+(?:\.\d+)*[a-z]?)(?![\p{N}])`, 'gu');
/** Swedish law cites the number first: "4 §" (kept apart from "§ 4": Apertium turning "§ 4" into "4 §" changed it), "12 kap.". */
const SECTION_SIGN_AFTER = new RegExp(String.raw`${NOT_WORD_BEFORE}(\d+[a-z]?)[\s\u00a0]?(§{1,2})`, 'gu');
const CHAPTER_AFTER = new RegExp(String.raw`${NOT_WORD_BEFORE}(\d+)[\s\u00a0]?kap(?:\.|itlet${NOT_WORD_AFTER})`, 'gu');
const CLAUSE = new RegExp(String.raw`${NOT_WORD_BEFORE}(${CLAUSE_WORDS.join('|')})\.?\s*${CLAUSE_NUMBER}`, 'giu');
const SPACES = ' \u00a0\u202f';
/** Any way of grouping thousands (so a figure grouped two ways, "2.500 000", is read as one corrupted figure), or plain digits. */
const FIGURE = String.raw`\d{1,3}(?:[.,${SPACES}]\d{3}(?!\d))+(?:[.,]\d+)?|\d+(?:[.,]\d+)*`;
/** A figure with what makes it an amount, an ordinal or a quantity: "NOK 1 250 000", "2 500 000 SEK", "2. år", "3:e", "30 dagar". */
const FIGURE_IN_CONTEXT = new RegExp(
  String.raw`${NOT_WORD_BEFORE}(?:(${CURRENCY_READING})[${SPACES}]?)?(${FIGURE})(:[ae]|\.(?=[${SPACES}]+\p{Ll})|st|nd|rd|th)?(?:\.?[${SPACES}]?(${CURRENCY_READING})(?![\p{L}]))?(?:[${SPACES}](${UNIT_PATTERN})(?![\p{L}\p{N}]))?`,
  'gu',
);
const CURRENCY_CODE = new RegExp(String.raw`${NOT_WORD_BEFORE}(${CURRENCY_CODES.join('|')})${NOT_WORD_AFTER}`, 'gu');
/** A form written in any case ("[Aa][Pp][Ss]"), after a capitalised name. */
const anyCase = (form: string) => [...form].map((char) => (/\p{L}/u.test(char) ? `[${char.toUpperCase()}${char.toLowerCase()}]` : `\\${char}`)).join('');
const COMPANY_FORM = new RegExp(
  String.raw`(?<=(?:^|[^\p{L}\p{N}])[\p{Lu}\p{N}][\p{L}\p{N}&'-]*[${SPACES}])(${[...COMPANY_FORMS].sort((a, b) => b.length - a.length).map(anyCase).join('|')})(?![\p{L}\p{N}/])`,
  'gu',
);

/** Lists what the source has and the translation lacks, and the other way round, each with its place. */
export function checkNumbersAndTerms(source: string, translation: string, languages: NumberCheckLanguages): NumberCheckMismatch[] {
  const sourceItems = extractItems(source, languages.source);
  const translationItems = extractItems(translation, languages.target);
  return [
    ...unmatched(sourceItems, translationItems, source.normalize('NFC'), translation.normalize('NFC')),
    ...definedTermMismatches(source, translation),
    ...negationMismatches(source, translation, languages),
  ];
}

/**
 * A negation lost or added (issue 30): the two sides have a different number of negating words. Which one went is not
 * known, so the line gives both counts and the words, at the first of the side that has more.
 */
function negationMismatches(source: string, translation: string, languages: NumberCheckLanguages): NumberCheckMismatch[] {
  const [before, after] = [negationsIn(source, languages.source), negationsIn(translation, languages.target)];
  if (before.length === after.length || (before.length === 0 && !hasNegationList(languages.source)) || (after.length === 0 && !hasNegationList(languages.target))) return [];
  const [text, first] = before.length > after.length ? [source, before[0]!] : [translation, after[0]!];
  return [
    {
      kind: 'negation',
      source: before.map((negation) => negation.word).join(', ') || null,
      translation: after.map((negation) => negation.word).join(', ') || null,
      sourceCount: before.length,
      translationCount: after.length,
      at: first.at,
      context: contextAround(text, first.at, first.word.length),
    },
  ];
}

/** Everything the check compares, in the order dates, clauses, percentages, figures, codes, company forms; each span is read once. */
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
  collect(scan, SECTION_SIGN, (match) => sectionSign(match[1]!, match[2]!));
  collect(scan, SECTION_SIGN_AFTER, (match) => ({ kind: 'clause', keys: [`s${match[2]!.length === 2 ? 's' : ''}r:${match[1]!.toLowerCase()}`] }));
  collect(scan, CHAPTER_AFTER, (match) => ({ kind: 'clause', keys: [`c:${match[1]!}`] }));
  collect(scan, CLAUSE, (match) => clause(match[2]!, match[1]!, language));
  const format = numberFormatFor(language);
  collect(scan, new RegExp(String.raw`${NOT_WORD_BEFORE}(${FIGURE})\s?(?:${PERCENT_WORDS})(?![\p{L}])`, 'giu'), (match) =>
    figureItem('percentage', match[1]!, format),
  );
  collect(scan, FIGURE_IN_CONTEXT, (match, masked) => {
    const written = match[1] ?? match[4];
    const reading = figureItem(written ? 'amount' : 'number', match[2]!, format);
    if (written) reading.currency = currencyOf(written);
    // Swedish writes the day of a month without a dot: "den 1 i månaden" is the Danish "den 1. i måneden".
    if (match[3] || (baseLanguageOf(language) === 'sv' && /(?:^|[^\p{L}])den[\s\u00a0]$/iu.test(masked.slice(Math.max(0, match.index - 4), match.index)) && Number(match[2]) <= 31)) reading.ordinal = true;
    const unit = match[5] ? unitOf(match[5]) : undefined;
    if (unit && !written) {
      reading.unit = unit;
      if (!reading.ordinal) reading.kind = 'quantity';
    }
    return reading;
  });
  collect(scan, CURRENCY_CODE, (match) => ({ kind: 'amount', keys: [`cur:${match[1]!}`] }));
  const normalized = text.normalize('NFC');
  collect(
    scan,
    COMPANY_FORM,
    (match) => ({ kind: 'company', keys: [`co:${companyText(normalized, match).text}`, `co:${match[1]!}`] }),
    (match) => companyText(normalized, match),
  );
  return scan.items.sort((a, b) => a.at - b.at);
}

/** A company form is shown with the name before it ("Fjord ApS"). */
function companyText(original: string, match: RegExpExecArray): { text: string; at: number } {
  const before = original.slice(0, match.index).match(/[\p{L}\p{N}&'-]+[ \u00a0\u202f]$/u)?.[0] ?? '';
  return { text: `${before}${match[1]!}`, at: match.index - before.length };
}

/** Runs a pattern over the text not yet read, records its items (as the text writes them) and masks what it read. */
function collect(
  scan: { text: string; items: Item[] },
  pattern: RegExp,
  read: (match: RegExpExecArray, masked: string) => Reading | undefined,
  place?: (match: RegExpExecArray, masked: string) => { text: string; at: number },
): void {
  const masked = scan.text;
  let next = masked;
  for (const match of masked.matchAll(pattern)) {
    const item = read(match, masked);
    if (!item) continue;
    const leading = match[0].length - match[0].trimStart().length;
    scan.items.push({ ...item, ...(place ? place(match, masked) : { text: match[0].trim(), at: match.index + leading }) });
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

function clause(number: string, word: string, language: string): Reading {
  const groups = number.replace(/\.$/, '').match(/\d+|[a-z0-9]+(?=\))/giu) ?? [];
  const digits = number.replace(/\(.*$/u, '').replace(/\.$/, '').trim();
  const key = groups.join('|').toLowerCase();
  // English has no section sign in running text: "section 13" is how "§ 13" is translated.
  const section = language.startsWith('en') && /^sections?$/iu.test(word) ? [`s:${key}`] : [];
  return { kind: 'clause', keys: [`c:${key}`, ...section], looseKey: `g:${digits.split('.').join('|')}` };
}

/** "§ 13" matches "§ 13" (or an English "section 13"), never a bare 13: "13.. §" is a changed reference. */
function sectionSign(signs: string, number: string): Reading {
  const key = number.replace(/\.$/, '').split('.').join('|').toLowerCase();
  return { kind: 'clause', keys: [`s:${signs.length === 2 ? 's' : ''}${key}`] };
}

const SEPARATOR = /[^\d]/gu;
const isSpace = (char: string) => /[\s\u00a0\u202f]/u.test(char);
const sameSeparator = (a: string, b: string) => a === b || (isSpace(a) && isSpace(b));

/**
 * A figure grouped two ways ("2.500 000"), or with a space where its decimals would start, is not a number any
 * language writes: it was corrupted (Apertium turns "2 500 000" into "2.500 000."), and matches nothing but itself.
 */
function corrupted(text: string, format: NumberFormat): boolean {
  const separators = text.match(SEPARATOR) ?? [];
  if (separators.length < 2) return false;
  const grouping = separators.slice(0, -1);
  const last = separators.at(-1)!;
  if (grouping.some((separator) => !sameSeparator(separator, grouping[0]!))) return true;
  return !sameSeparator(last, grouping[0]!) && (isSpace(last) || last !== format.decimal);
}

function figureItem(kind: Item['kind'], text: string, format: NumberFormat): Reading {
  if (corrupted(text, format)) return { kind, keys: [`x:${text.replace(/[\s\u00a0\u202f]/gu, ' ')}`] };
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

const FAMILY: Record<Item['kind'], string> = {
  date: 'date',
  amount: 'figure',
  number: 'figure',
  quantity: 'figure',
  percentage: 'percentage',
  clause: 'clause',
  company: 'company',
};

/**
 * Whether two items may be the same: one family; for figures the same ordinal-ness ("2 år" is not "2. år"), agreeing
 * currencies (an amount never matches a bare number: "NOK 1 250 000" is not "NOG 1 250 000") and the same unit or
 * period — a unit on one side only is allowed in the loose pass (a unit word the check does not know).
 */
function compatible(a: Item, b: Item, loose: boolean): boolean {
  if (FAMILY[a.kind] !== FAMILY[b.kind]) return false;
  if (FAMILY[a.kind] !== 'figure') return true;
  if (Boolean(a.ordinal) !== Boolean(b.ordinal)) return false;
  if (a.currency !== undefined || b.currency !== undefined) {
    if (a.currency === undefined || b.currency === undefined || !currenciesAgree(a.currency, b.currency)) return false;
  }
  if (a.unit !== undefined && b.unit !== undefined) return a.unit === b.unit;
  return loose || (a.unit === undefined && b.unit === undefined);
}

/** Matches items one to one: first by a shared first key, then any shared key, then loosely, then a clause number against a bare figure. */
function unmatched(sourceItems: Item[], translationItems: Item[], source: string, translation: string): NumberCheckMismatch[] {
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
  pair((a, b) => compatible(a, b, false) && a.keys[0] === b.keys[0]);
  pair((a, b) => compatible(a, b, false) && a.keys.some((key) => b.keys.includes(key)));
  pair((a, b) => compatible(a, b, true) && a.keys.some((key) => b.keys.includes(key)));
  pair((a, b) => looseMatch(a, b) || looseMatch(b, a));
  return [
    ...[...sourceLeft].map((i) => mismatch(sourceItems[i]!, 'source', source)),
    ...[...translationLeft].map((j) => mismatch(translationItems[j]!, 'translation', translation)),
  ];
}

function mismatch(item: Item, side: 'source' | 'translation', text: string): NumberCheckMismatch {
  return {
    kind: item.kind,
    source: side === 'source' ? item.text : null,
    translation: side === 'translation' ? item.text : null,
    at: item.at,
    context: contextAround(text, item.at, item.text.length),
  };
}

const CONTEXT_CHARS = 30;

/** About 30 characters either side, cut at words, with an ellipsis where the text goes on. */
export function contextAround(text: string, at: number, length: number): string {
  let from = Math.max(0, at - CONTEXT_CHARS);
  let to = Math.min(text.length, at + length + CONTEXT_CHARS);
  if (from > 0) from = text.indexOf(' ', from) + 1 || from;
  if (from > at) from = Math.max(0, at);
  if (to < text.length) to = Math.max(at + length, text.lastIndexOf(' ', to));
  const piece = text.slice(from, to).replace(/\s+/gu, ' ').trim();
  return `${from > 0 ? '…' : ''}${piece}${to < text.length ? '…' : ''}`;
}

function looseMatch(clauseItem: Item, figure: Item): boolean {
  return (
    clauseItem.kind === 'clause' &&
    FAMILY[figure.kind] === 'figure' &&
    figure.currency === undefined &&
    !figure.ordinal &&
    clauseItem.looseKey !== undefined &&
    figure.keys.includes(clauseItem.looseKey)
  );
}
