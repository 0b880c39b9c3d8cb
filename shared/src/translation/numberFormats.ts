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

/** ISO 4217 codes the check reads, written in capitals: a code changed by the translation ("NOK" → "NOG") is a mismatch. */
export const CURRENCY_CODES = ['DKK', 'NOK', 'SEK', 'ISK', 'EUR', 'USD', 'GBP', 'CHF', 'JPY', 'CNY', 'PLN'] as const;

/**
 * A currency as the check compares it, read case-sensitively: an ISO code, the crown words of da/nb/nn/sv ("kr.",
 * "kroner", "kronor", "danske kroner") as KR, which match DKK, NOK and SEK, and the signs.
 */
export const CURRENCY_READING = String.raw`${CURRENCY_CODES.join('|')}|(?:(?:[Dd]ansk|[Nn]orsk|[Ss]vensk)[ae]\s)?[Kk]ron(?:erne|orna|er|or|en|a|e)|[Kk]r\.?|[Ee]uro(?:s)?|\$|€|£`;

export function currencyOf(written: string): string {
  const code = written.trim();
  if ((CURRENCY_CODES as readonly string[]).includes(code)) return code;
  if (/^[Ee]uro/u.test(code) || code === '€') return 'EUR';
  if (code === '$') return 'USD';
  if (code === '£') return 'GBP';
  return 'KR';
}

/** Two currencies agree when they are the same, or one is a crown word and the other a crown's code. */
export function currenciesAgree(a: string, b: string): boolean {
  if (a === b) return true;
  const crowns = ['KR', 'DKK', 'NOK', 'SEK', 'ISK'];
  return (a === 'KR' && crowns.includes(b)) || (b === 'KR' && crowns.includes(a));
}

/**
 * Units and periods after a figure, by what they measure, in da, nb, nn, sv and en (the genitive "3 måneders varsel"
 * too): "30 dagar" and "30 dager" are the same period, "30 dage" and "30 uger" are not.
 */
const UNITS: Readonly<Record<string, readonly string[]>> = {
  'business-day': ['bankdage', 'bankdag', 'bankdager', 'bankdagar', 'bankdagen', 'arbejdsdage', 'arbejdsdag', 'arbeidsdager', 'arbeidsdag', 'arbetsdagar', 'arbetsdag', 'virkedage', 'virkedager', 'virkedag', 'hverdage', 'hverdag', 'vardagar', 'vardag', 'business days', 'business day', 'working days', 'working day', 'banking days'],
  day: ['dage', 'dages', 'dagen', 'dagene', 'dager', 'dagers', 'dagar', 'dagars', 'dagarna', 'dag', 'days', "days'", 'day', 'døgn', 'dygn', 'kalenderdage', 'kalenderdager', 'kalenderdagar', 'calendar days'],
  week: ['uger', 'ugers', 'uge', 'uker', 'ukers', 'uke', 'veckor', 'veckors', 'vecka', 'weeks', "weeks'", 'week', 'veker', 'veke'],
  month: ['måneder', 'måneders', 'måned', 'månader', 'månaders', 'månad', 'månadar', 'mnd.', 'mnd', 'mdr.', 'mdr', 'mån.', 'months', "months'", 'month'],
  quarter: ['kvartaler', 'kvartal', 'quarters', 'quarter'],
  year: ['års', 'åren', 'årene', 'år', 'years', "years'", 'year'],
  hour: ['timer', 'timers', 'timmar', 'timmars', 'timme', 'time', 'hours', 'hour', 'timar'],
  minute: ['minutter', 'minutters', 'minuter', 'minuters', 'minutt', 'minut', 'minutes', 'minute'],
  'square-metre': ['kvadratmeter', 'kvadratmetre', 'kvadratmetrar', 'kvm', 'm²', 'm2', 'square metres', 'square meters'],
  metre: ['meter', 'metre', 'meters', 'metres', 'm'],
  kilometre: ['kilometer', 'kilometres', 'km'],
  kilogram: ['kilogram', 'kilo', 'kg'],
  tonne: ['tons', 'ton', 'tonn', 'tonnes', 'tonne'],
  litre: ['liter', 'litre', 'litres', 'l'],
  share: ['aktier', 'aktie', 'aksjer', 'aksje', 'andele', 'andeler', 'andelar', 'shares', 'share'],
  person: ['personer', 'person', 'persons', 'people'],
};

const UNIT_IDS: ReadonlyMap<string, string> = new Map(Object.entries(UNITS).flatMap(([id, words]) => words.map((word) => [word, id] as const)));

/** Alternation of every unit word, longest first, escaped. */
export const UNIT_PATTERN = [...UNIT_IDS.keys()].sort((a, b) => b.length - a.length).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

export function unitOf(written: string): string | undefined {
  return UNIT_IDS.get(written.toLowerCase());
}

/**
 * Company-form suffixes after a name ("Fjord ApS", "Nordic Oy"): they must come through letter for letter, so the
 * translation is read for them in any case ("Fjord Aps" is found, and differs).
 */
export const COMPANY_FORMS = ['ApS', 'A/S', 'I/S', 'K/S', 'P/S', 'IVS', 'AB', 'HB', 'KB', 'AS', 'ASA', 'ANS', 'NUF', 'Oyj', 'Oy', 'GmbH', 'Ltd', 'LLP', 'LLC', 'Inc', 'plc'] as const;

/** Words for "per cent" that follow a number. */
export const PERCENT_WORDS = String.raw`%|pct\.?|procent|prosent|per\s?cent|percent`;
