import numberToWords from 'number-to-words';
import { clauseExists, clauseNumberOf } from './clauseNumbers';

/**
 * The integrity check after an AI edit: the changed paragraphs are read against the whole document for defined terms
 * used but not defined (or defined twice), cross-references to clause numbers that do not exist, and numbers whose
 * words and digits disagree ("thirty (20) days"). Pure, so the add-in runs it on the document it just edited.
 */

export interface IntegrityParagraph {
  id: string;
  text: string;
}

export type IntegrityWarningKind = 'undefined-term' | 'duplicate-definition' | 'missing-clause' | 'number-mismatch';

/** A problem at characters [start, end) of a changed paragraph's text. */
export interface IntegrityWarning {
  kind: IntegrityWarningKind;
  paragraphId: string;
  start: number;
  end: number;
  message: string;
}

export const INTEGRITY_TEXTS = {
  heading: 'Check these places after the change:',
  undefinedTerm: (term: string) => `"${term}" is used like a defined term, but the document does not define it.`,
  duplicateDefinition: (term: string) => `"${term}" is defined more than once in the document.`,
  missingClause: (reference: string, number: string) => `"${reference}" refers to clause ${number}, which the document does not have.`,
  numberMismatch: (text: string, words: string, digits: number) => `"${text}": the words say "${words}" but the digits say ${digits}.`,
  show: 'Show',
} as const;

const QUOTE_OPEN = `["“]`;
const QUOTE_CLOSE = `["”]`;
const TERM = String.raw`([A-Z][\w'’&-]*(?:\s+(?:of\s+|and\s+)?[A-Z][\w'’&-]*){0,5})`;
/** "Term" means …, or (the "Term") after the words it names. */
const DEFINITIONS = [
  new RegExp(`${QUOTE_OPEN}${TERM}${QUOTE_CLOSE}\\s*(?:means|shall mean|has the meaning|have the meaning|refers to|is defined)`, 'gu'),
  new RegExp(
    String.raw`\(\s*(?:(?:the|a|an|each|each\s+a|each\s+an|collectively|together|hereinafter(?:\s+referred\s+to\s+as)?|referred\s+to\s+as)[\s,]+)*` +
      `${QUOTE_OPEN}${TERM}${QUOTE_CLOSE}`,
    'gu',
  ),
];
/** A capitalised phrase after a determiner, as defined terms are used: "the Supplier", "such Confidential Information". */
const TERM_USE = /\b(?:[Tt]he|[Tt]his|[Ss]uch|[Ee]ach|[Aa]ny|[Ee]very|[Ss]aid)\s+([A-Z][a-z][\w'’-]*(?:\s+[A-Z][a-z][\w'’-]*){0,3})/gu;
const REFERENCE = /\b(?:[Cc]lause|[Ss]ection|[Aa]rticle)s?\s+(\d+(?:\.\d+)*)/gu;

const NUMBER_WORDS = new Set(
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion'.split(' '),
);
/** Words and digits side by side: "thirty (30)", "ten thousand dollars ($10,000)". */
const WORDS_AND_DIGITS = /((?:[A-Za-z]+[\s-]+)*?[A-Za-z]+)(\s+(?:dollars|euros|pounds|per\s*cent|percent))?\s*\(\s*[$€£]?\s*(\d[\d,]*)\s*%?\s*\)/gu;

interface Found {
  paragraphId: string;
  start: number;
  end: number;
  text: string;
}

function* matches(pattern: RegExp, paragraph: IntegrityParagraph): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(paragraph.text); match; match = pattern.exec(paragraph.text)) yield match;
}

function definitionsIn(paragraph: IntegrityParagraph): (Found & { term: string })[] {
  return DEFINITIONS.flatMap((pattern) =>
    [...matches(pattern, paragraph)].map((match) => {
      const term = match[1] as string;
      const start = match.index + match[0].indexOf(term);
      return { paragraphId: paragraph.id, start, end: start + term.length, text: match[0], term };
    }),
  );
}

function wholeWords(phrase: string): RegExp {
  return new RegExp(`(?<![\\w])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`, 'u');
}

function termWarnings(paragraphs: readonly IntegrityParagraph[], changed: readonly IntegrityParagraph[]): IntegrityWarning[] {
  const definitions = paragraphs.flatMap(definitionsIn);
  const defined = new Set(definitions.map((definition) => definition.term));
  const unchanged = paragraphs.filter((paragraph) => !changed.includes(paragraph));
  const warnings: IntegrityWarning[] = [];
  const reported = new Set<string>();
  for (const paragraph of changed) {
    for (const match of matches(TERM_USE, paragraph)) {
      const phrase = match[1] as string;
      const words = phrase.split(/\s+/u);
      const known =
        words.some((_, count) => defined.has(words.slice(0, count + 1).join(' '))) || unchanged.some((other) => wholeWords(phrase).test(other.text));
      if (known || reported.has(phrase)) continue;
      reported.add(phrase);
      const start = match.index + match[0].lastIndexOf(phrase);
      warnings.push({ kind: 'undefined-term', paragraphId: paragraph.id, start, end: start + phrase.length, message: INTEGRITY_TEXTS.undefinedTerm(phrase) });
    }
  }
  const changedIds = new Set(changed.map((paragraph) => paragraph.id));
  for (const definition of definitions) {
    const twice = definitions.filter((other) => other.term === definition.term).length > 1;
    if (twice && changedIds.has(definition.paragraphId)) {
      warnings.push({ kind: 'duplicate-definition', paragraphId: definition.paragraphId, start: definition.start, end: definition.end, message: INTEGRITY_TEXTS.duplicateDefinition(definition.term) });
    }
  }
  return warnings;
}

function referenceWarnings(paragraphs: readonly IntegrityParagraph[], changed: readonly IntegrityParagraph[]): IntegrityWarning[] {
  const headings = new Set(paragraphs.flatMap((paragraph) => clauseNumberOf(paragraph.text) ?? []));
  // Numbering that Word draws (list numbering) is not in the text: with no numbered headings there is nothing to check.
  if (headings.size === 0) return [];
  return changed.flatMap((paragraph) =>
    [...matches(REFERENCE, paragraph)].flatMap((match) => {
      const number = match[1] as string;
      if (clauseExists(headings, number)) return [];
      return [{ kind: 'missing-clause' as const, paragraphId: paragraph.id, start: match.index, end: match.index + match[0].length, message: INTEGRITY_TEXTS.missingClause(match[0], number) }];
    }),
  );
}

const normalizeWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[-,]/gu, ' ')
    .split(/\s+/u)
    .filter((word) => word && word !== 'and')
    .join(' ');

function numberWarnings(changed: readonly IntegrityParagraph[]): IntegrityWarning[] {
  return changed.flatMap((paragraph) =>
    [...matches(WORDS_AND_DIGITS, paragraph)].flatMap((match) => {
      const before = (match[1] as string).split(/[\s-]+/u);
      let first = before.length;
      while (first > 0 && (NUMBER_WORDS.has(before[first - 1]!.toLowerCase()) || (before[first - 1]!.toLowerCase() === 'and' && first < before.length))) first -= 1;
      const words = before.slice(first).join(' ');
      if (!words || !before.slice(first).some((word) => NUMBER_WORDS.has(word.toLowerCase()))) return [];
      const digits = Number((match[3] as string).replaceAll(',', ''));
      if (!Number.isSafeInteger(digits) || normalizeWords(numberToWords.toWords(digits)) === normalizeWords(words)) return [];
      const start = match.index + match[0].lastIndexOf(words, match[0].indexOf('('));
      const end = match.index + match[0].length;
      const text = paragraph.text.slice(start, end);
      return [{ kind: 'number-mismatch' as const, paragraphId: paragraph.id, start, end, message: INTEGRITY_TEXTS.numberMismatch(text, words, digits) }];
    }),
  );
}

/** The warnings for the changed paragraphs, in document order. */
export function checkIntegrity(paragraphs: readonly IntegrityParagraph[], changedIds: readonly string[]): IntegrityWarning[] {
  const wanted = new Set(changedIds);
  const changed = paragraphs.filter((paragraph) => wanted.has(paragraph.id));
  if (changed.length === 0) return [];
  const order = new Map(paragraphs.map((paragraph, index) => [paragraph.id, index]));
  return [...termWarnings(paragraphs, changed), ...referenceWarnings(paragraphs, changed), ...numberWarnings(changed)].sort(
    (a, b) => (order.get(a.paragraphId) ?? 0) - (order.get(b.paragraphId) ?? 0) || a.start - b.start,
  );
}
