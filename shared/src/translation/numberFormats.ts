/** How languages write numbers and name months: what the number and term check needs to read both texts. */
import { baseLanguage } from './languages';

export interface NumberFormat {
  decimal: '.' | ',';
  /** Characters that may group thousands. */
  grouping: readonly string[];
}

const SPACES = [' ', '\u00a0', '\u202f'];
const COMMA_DECIMAL: NumberFormat = { decimal: ',', grouping: ['.', ...SPACES] };
const POINT_DECIMAL: NumberFormat = { decimal: '.', grouping: [',', ...SPACES] };

/** English writes 1,000.50; the Scandinavian languages (and most of Europe) 1.000,50 or 1 000,50. */
const POINT_DECIMAL_LANGUAGES: ReadonlySet<string> = new Set(['en', 'ja', 'ko', 'zh']);

export function numberFormatFor(language: string): NumberFormat {
  return POINT_DECIMAL_LANGUAGES.has(baseLanguage(language)) ? POINT_DECIMAL : COMMA_DECIMAL;
}

/** Month names and their common abbreviations, month number by index, in the languages the selectors offer. */
const MONTHS: readonly (readonly string[])[] = [
  ['january', 'januar', 'januari', 'jan', 'januar'],
  ['february', 'februar', 'februari', 'feb', 'febr'],
  ['march', 'marts', 'mars', 'mar', 'mrt'],
  ['april', 'apr'],
  ['may', 'maj', 'mai'],
  ['june', 'juni', 'jun'],
  ['july', 'juli', 'jul'],
  ['august', 'augusti', 'aug'],
  ['september', 'sep', 'sept'],
  ['october', 'oktober', 'oct', 'okt'],
  ['november', 'nov'],
  ['december', 'desember', 'dec', 'des'],
];

const MONTH_NUMBERS: ReadonlyMap<string, number> = new Map(MONTHS.flatMap((names, index) => names.map((name) => [name, index + 1] as const)));

/** Alternation of every month name, longest first so 'januari' wins over 'jan'. */
export const MONTH_PATTERN = [...MONTH_NUMBERS.keys()].sort((a, b) => b.length - a.length).join('|');

export function monthNumber(name: string): number | undefined {
  return MONTH_NUMBERS.get(name.toLowerCase().replace(/\.$/, ''));
}

/** Words that name a clause, section or article before its number, in en, da, nb and sv. */
export const CLAUSE_WORDS = [
  'clauses', 'clause', 'sections', 'section', 'articles', 'article', 'paragraphs', 'paragraph', 'schedule', 'appendix', 'annex',
  'punkterne', 'punktene', 'punkterna', 'punkt', 'pkt', 'afsnit', 'avsnitt', 'avsnit', 'artikel', 'artikkel', 'klausul', 'paragraf',
  'kapitel', 'kapittel', 'bilag', 'bilaga', 'vedlegg', 'chapter', 'kap', 'stk', 'ledd', 'nr', 'no',
];

/** Currency codes and signs that make a number an amount. */
export const CURRENCY_PATTERN = String.raw`DKK|NOK|SEK|EUR|USD|GBP|CHF|kr\.?|kroner|kronor|\$|€|£`;

/** Words for "per cent" that follow a number. */
export const PERCENT_WORDS = String.raw`%|pct\.?|procent|prosent|per\s?cent|percent`;
