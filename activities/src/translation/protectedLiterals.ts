import { COMPANY_FORMS, CURRENCY_CODES, MONTH_PATTERN } from '@arcline/shared';
import { protectRuns, type ProtectedMatch, type ProtectedTerms } from './protectedTerms';

/**
 * What Apertium must not touch (issue 30): it reads "2 500 000" as a sentence of numbers ("2.500 000."), turns a
 * cardinal into an ordinal ("i 2 år" → "i 2. år", "30 dagar" → "30. dager"), takes "NOK" for a word ("NOG"),
 * lower-cases or swaps company forms ("Fjord ApS" → "Fjord Aps", "Fjord AS" → "Fjord ASA") and turns "§ 4" into
 * "4 §". Figures, ISO currency codes, company forms after a name and section references therefore become
 * placeholders before it runs — unknown words it passes through — and are written back as they were.
 *
 * A per cent sign and a Swedish chapter ("12 kap.") go with their figure.
 *
 * Left to Apertium: ordinals ("3:e" → "3.", "3. sal"), which it converts the target's way, and the day of a date
 * ("den 1 januari" → "den 1. januar"), for the same reason; the year of that date is protected ("2025." otherwise).
 */
const PLACEHOLDER = /[*#@]?ZQY(\d+)QZ/g;
const placeholder = (index: number) => `ZQY${index}QZ`;

const SPACES = ' \\u00a0\\u202f';
const NOT_WORD_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const FIGURE = String.raw`\d+(?:(?:[.,/-]|[${SPACES}](?=\d{3}(?!\d)))\d+)*`;
const SECTION = String.raw`§{1,2}[${SPACES}]?\d+(?:[.-]\d+)*[a-z]?(?![\p{L}\p{N}])`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A company form after a space; that the word before it is a name (has a capital or a digit) is checked after (isAfterName). */
const COMPANY = String.raw`(?<=[${SPACES}])(?:${[...COMPANY_FORMS].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![\p{L}\p{N}/])`;
const COMPANY_FORMS_ONLY = new RegExp(String.raw`^(?:${[...COMPANY_FORMS].map(escape).join('|')})$`, 'u');
const WORD_BEFORE_SPACE = new RegExp(String.raw`([\p{L}\p{N}&'-]*)[${SPACES}]$`, 'u');
/** The word before a company form has a capital or a digit ("Fjord ApS", "3Shape A/S"; not "med as"). */
function isAfterName(text: string, start: number): boolean {
  const word = WORD_BEFORE_SPACE.exec(text.slice(Math.max(0, start - 80), start))?.[1] ?? '';
  return /[\p{Lu}\p{N}]/u.test(word);
}
const CODE = String.raw`${NOT_WORD_BEFORE}(?:${CURRENCY_CODES.join('|')})(?![\p{L}\p{N}])`;
/** A figure with its per cent sign (nob→dan turns "ZQY0QZ %." into "ZQY0QZ.. %" and moves the next word up) or a Swedish "12 kap." ("12 kapp."). */
const FIGURE_LITERAL = String.raw`${NOT_WORD_BEFORE}${FIGURE}(?:[${SPACES}]?[%‰](?![\p{L}\p{N}])|[${SPACES}]kap\.|(?![\p{L}\p{N}]))`;
/**
 * E-mail addresses, web addresses and a lone "@", which Apertium writes as "<guio>" (in a .docx the rest of the
 * paragraph was lost). An address is only tried where its first character starts (a lookbehind): tried at every letter
 * of a word, its name part read the rest of the word each time, which took 6 of the 10 s on the bench's 30 MB .docx.
 */
const ADDRESS = String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]|@`;
const LITERAL = new RegExp(String.raw`${ADDRESS}|${SECTION}|${FIGURE_LITERAL}|${CODE}|${COMPANY}`, 'gu');

const ORDINAL_AFTER = /^:[ae](?![\p{L}])/u;
const ORDINAL_DOT_AFTER = new RegExp(String.raw`^\.[${SPACES}]+\p{Ll}`, 'u');
const MONTH_AFTER = new RegExp(String.raw`^\.?[${SPACES}]+(?:${MONTH_PATTERN})(?![\p{L}])`, 'iu');
const DEN_BEFORE = /(?:^|[^\p{L}])den[\s\u00a0]$/iu;

/** An ordinal ("3:e", "2. år") or the day of a date ("den 1", "1 januari", "1. januar"): Apertium writes those the target's way. */
function leftToApertium(text: string, start: number, literal: string): boolean {
  if (literal.length > 2 || !/^\d+$/u.test(literal)) return false;
  const after = text.slice(start + literal.length, start + literal.length + 16);
  if (ORDINAL_AFTER.test(after) || ORDINAL_DOT_AFTER.test(after) || MONTH_AFTER.test(after)) return true;
  return DEN_BEFORE.test(text.slice(Math.max(0, start - 4), start));
}

/** Protection of the literals of one translation: placeholders are numbered over every text it protects. */
export function protectedLiterals(): ProtectedTerms {
  const literals: string[] = [];

  function matchesIn(text: string): ProtectedMatch[] {
    const matches: ProtectedMatch[] = [];
    for (const match of text.matchAll(LITERAL)) {
      if (leftToApertium(text, match.index, match[0])) continue;
      if (COMPANY_FORMS_ONLY.test(match[0]) && !isAfterName(text, match.index)) continue;
      literals.push(match[0]);
      matches.push({ start: match.index, end: match.index + match[0].length, placeholder: placeholder(literals.length - 1) });
    }
    return matches;
  }

  return {
    empty: false,
    protect: (text) => protectRuns([text], matchesIn)[0]!,
    protectRuns: (texts) => protectRuns(texts, matchesIn),
    restore(text, encode = (literal: string) => literal) {
      return text.replace(PLACEHOLDER, (whole, index: string) => {
        const literal = literals[Number(index)];
        return literal === undefined ? whole : encode(literal);
      });
    },
  };
}

/** Both protections in turn: glossary terms first (they may contain figures), then the literals of what is left. */
export function combineProtections(first: ProtectedTerms, second: ProtectedTerms): ProtectedTerms {
  return {
    empty: first.empty && second.empty,
    protect: (text) => second.protect(first.protect(text)),
    protectRuns: (texts) => second.protectRuns(first.protectRuns(texts)),
    restore: (text, encode) => first.restore(second.restore(text, encode), encode),
  };
}
