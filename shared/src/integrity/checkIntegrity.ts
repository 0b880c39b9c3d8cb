import numberToWords from 'number-to-words';
import { clauseExists, clauseHeadingsOf } from './clauseNumbers';
import { headingEnd, isOrdinaryName, knownTermKeys, MEANING_DEFINITION, NAMING_DEFINITION, termKey, withoutPossessive } from './definedTerms';

/**
 * The integrity check after an AI edit: the changed paragraphs are read against the whole document for defined terms
 * used but not defined (or defined twice), cross-references to clause numbers that do not exist, and numbers whose
 * words and digits disagree ("thirty (20) days"). Given the changed paragraphs' text before the edit, it also sees a
 * definition the edit took away from a term the document still uses. Pure, so the add-in runs it on the document it
 * just edited.
 */

export interface IntegrityParagraph {
  id: string;
  text: string;
}

export type IntegrityWarningKind = 'undefined-term' | 'duplicate-definition' | 'missing-clause' | 'number-mismatch' | 'dangling-reference';

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
  definitionRemoved: (term: string) => `"${term}" is no longer defined after the change, but the document still uses it.`,
  duplicateDefinition: (term: string) => `"${term}" is defined more than once in the document.`,
  missingClause: (reference: string, number: string) => `"${reference}" refers to clause ${number}, which the document does not have.`,
  numberMismatch: (text: string, words: string, digits: number) => `"${text}": the words say "${words}" but the digits say ${digits}.`,
  danglingReference: (phrase: string, noun: string) => `"${phrase}" refers back to ${noun} the change took out of this paragraph.`,
  show: 'Show',
} as const;

/**
 * A capitalised phrase after a determiner, as defined terms are used: "the Supplier", "such Confidential Information".
 * An apostrophe belongs to a word inside it ("Supplier's") or before a name's next word ("the British Bankers' Association"),
 * not as the closing quote of ('the Manufacturer').
 */
const TERM_WORD = String.raw`[A-Z][a-z](?:[\w-]|['’](?=\w|\s+[A-Z]))*`;
const TERM_USE = new RegExp(String.raw`\b(?:[Tt]he|[Tt]his|[Ss]uch|[Ee]ach|[Aa]ny|[Ee]very|[Ss]aid)\s+(${TERM_WORD}(?:\s+${TERM_WORD}){0,3})`, 'gu');
const REFERENCE = /\b(?:[Cc]lause|[Ss]ection|[Aa]rticle)s?\s+(\d+(?:\.\d+)*)/gu;
/** A reference into another instrument: "Section 365(n) of the Bankruptcy Code", "Sections 10.5 and 10.14 of the Stock Purchase Agreement", "Section 31(a) of the 1940 Act", "Section 2 thereof". */
const OTHER_INSTRUMENT =
  /^(?:\s*\([\w.]+\))*(?:\s*(?:,|and|or)\s*\d+(?:\.\d+)*(?:\s*\([\w.]+\))*)*\s*(?:,\s*)?(?:(?:of|under|in)\s+(?!this\b|these\b)(?:the\s+|that\s+|such\s+|said\s+)?[A-Z\d]|thereof|therein|thereunder|of\s+(?:that|such|said|the\s+[a-z]+\s+agreement))/u;

const STATUTE_SECTION_FACTOR = 3;
const STATUTE_SECTION_MIN = 100;

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

function definitionsIn(paragraph: IntegrityParagraph): (Found & { term: string; meaning: string })[] {
  return [...matches(MEANING_DEFINITION, paragraph)].map((match) => {
    const term = match[1] as string;
    const start = match.index + match[0].indexOf(term);
    return { paragraphId: paragraph.id, start, end: start + term.length, text: match[0], term, meaning: (match[2] as string).toLowerCase().trim() };
  });
}

function wholeWords(phrase: string): RegExp {
  return new RegExp(`(?<![\\w])${escaped(phrase)}(?![\\w])`, 'u');
}

/** The term a use names: up to its first possessive, without it ("the Counterparty's Products" → "Counterparty"). */
function namedPhrase(use: string): string {
  const words = use.split(/\s+/u);
  const possessive = words.findIndex((word) => withoutPossessive(word) !== word);
  if (possessive < 0) return use;
  return [...words.slice(0, possessive), withoutPossessive(words[possessive]!)].join(' ');
}

function termWarnings(paragraphs: readonly IntegrityParagraph[], changed: readonly IntegrityParagraph[]): IntegrityWarning[] {
  const known = knownTermKeys(paragraphs.map((paragraph) => paragraph.text));
  const unchanged = paragraphs.filter((paragraph) => !changed.includes(paragraph));
  const isDefined = (phrase: string) => {
    const words = phrase.split(/\s+/u);
    return words.some((_, count) => known.has(termKey(words.slice(0, count + 1).join(' '))));
  };
  const warnings: IntegrityWarning[] = [];
  const reported = new Set<string>();
  for (const paragraph of changed) {
    const heading = headingEnd(paragraph.text);
    for (const match of matches(TERM_USE, paragraph)) {
      const use = match[1] as string;
      const useStart = match.index + match[0].lastIndexOf(use);
      const phrase = namedPhrase(use);
      if (useStart < heading || reported.has(phrase) || isDefined(phrase)) continue;
      if (isOrdinaryName(use, paragraph.text.slice(useStart + use.length)) || isOrdinaryName(phrase, paragraph.text.slice(useStart + phrase.length))) continue;
      if (unchanged.some((other) => wholeWords(phrase).test(other.text))) continue;
      reported.add(phrase);
      warnings.push({ kind: 'undefined-term', paragraphId: paragraph.id, start: useStart, end: useStart + phrase.length, message: INTEGRITY_TEXTS.undefinedTerm(phrase) });
    }
  }
  return warnings;
}

/** The terms a text defines in so many words: "Term" means …, Acme Ltd. (the "Supplier"). */
const definedIn = (text: string) => [MEANING_DEFINITION, NAMING_DEFINITION].flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] as string));

const escaped = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A use of the term on its own, plural and possessive included, not as part of a longer name ("Parent Company", "Company Products"). */
const ownUse = (term: string) =>
  new RegExp(`(?<![\\w'’-])(?<!\\b(?!(?:The|This|Such|Each|Any|Every|Said|No|All|Neither|Either)\\s)[A-Z][\\w'’-]*\\s)${escaped(term)}(?:e?s)?(?![\\w-])(?!\\s+[A-Z][a-z])`, 'u');

/** Where a paragraph's text changed: the words from the first character that differs to the last (empty where text was only deleted). */
function changedSpan(before: string, after: string): { start: number; end: number } {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let same = 0;
  while (same < Math.min(before.length, after.length) - start && before[before.length - 1 - same] === after[after.length - 1 - same]) same += 1;
  let end = after.length - same;
  if (end === start) return { start, end };
  while (start > 0 && /\w/u.test(after[start - 1]!)) start -= 1;
  while (end < after.length && /\w/u.test(after[end]!)) end += 1;
  return { start, end };
}

/**
 * Definitions the edit took away: a term a changed paragraph defined before the edit that the document no longer
 * defines anywhere but still uses, warned about where its definition was (or, when that paragraph is gone, where the
 * term is used).
 */
function removedDefinitionWarnings(paragraphs: readonly IntegrityParagraph[], before: readonly IntegrityParagraph[]): (IntegrityWarning & { term: string })[] {
  const now = new Map(paragraphs.map((paragraph) => [paragraph.id, paragraph.text]));
  const edited = before.filter((paragraph) => now.get(paragraph.id) !== paragraph.text);
  if (edited.length === 0) return [];
  const known = knownTermKeys(paragraphs.map((paragraph) => paragraph.text), false);
  const warned = new Set<string>();
  return edited.flatMap((paragraph) =>
    definedIn(paragraph.text).flatMap((term) => {
      const key = termKey(term);
      if (warned.has(key) || known.has(key) || isOrdinaryName(term, '')) return [];
      const use = paragraphs.map((other) => ({ other, at: ownUse(term).exec(other.text)?.index })).find(({ at }) => at !== undefined);
      if (!use) return [];
      warned.add(key);
      const text = now.get(paragraph.id);
      const where = text === undefined ? { paragraphId: use.other.id, start: use.at!, end: use.at! + term.length } : { paragraphId: paragraph.id, ...changedSpan(paragraph.text, text) };
      return [{ kind: 'undefined-term' as const, ...where, message: INTEGRITY_TEXTS.definitionRemoved(term), term: key }];
    }),
  );
}

const warnedText = (paragraphs: readonly IntegrityParagraph[], warning: IntegrityWarning) =>
  paragraphs.find((paragraph) => paragraph.id === warning.paragraphId)!.text.slice(warning.start, warning.end);

/** Two definitions that give one term different meanings; the same definition repeated (a cover page, an exhibit) is not one. */
function duplicateWarnings(paragraphs: readonly IntegrityParagraph[], changed: readonly IntegrityParagraph[]): IntegrityWarning[] {
  const definitions = paragraphs.flatMap(definitionsIn);
  const changedIds = new Set(changed.map((paragraph) => paragraph.id));
  return definitions
    .filter((definition) => changedIds.has(definition.paragraphId) && definitions.some((other) => other.term === definition.term && other.meaning !== definition.meaning))
    .map((definition) => ({ kind: 'duplicate-definition' as const, paragraphId: definition.paragraphId, start: definition.start, end: definition.end, message: INTEGRITY_TEXTS.duplicateDefinition(definition.term) }));
}

/** "11 USC Section 365": a three-digit number far beyond the document's last clause is a statute's section. */
function isStatuteSection(headings: ReadonlySet<string>, number: string): boolean {
  const last = Math.max(...[...headings].map((heading) => Number(heading.split('.')[0])));
  const top = Number(number.split('.')[0]);
  return top >= STATUTE_SECTION_MIN && top > STATUTE_SECTION_FACTOR * last;
}

function referenceWarnings(paragraphs: readonly IntegrityParagraph[], changed: readonly IntegrityParagraph[]): IntegrityWarning[] {
  const headings = clauseHeadingsOf(paragraphs.map((paragraph) => paragraph.text));
  // Numbering that Word draws (list numbering) is not in the text, and text cut from a PDF loses some: judge only a
  // document whose numbered headings are all there.
  if (!headings) return [];
  return changed.flatMap((paragraph) =>
    [...matches(REFERENCE, paragraph)].flatMap((match) => {
      const number = match[1] as string;
      if (clauseExists(headings, number) || isStatuteSection(headings, number) || OTHER_INSTRUMENT.test(paragraph.text.slice(match.index + match[0].length))) return [];
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

/** A back-reference to something named earlier: "such courts", "said premises" (a common noun, not "such as" or "such other"). */
const BACK_REFERENCE = /\b([Ss]uch|[Ss]aid)\s+([a-z][a-z-]{2,})\b/gu;
const NOT_A_NOUN = new Set(['and', 'that', 'other', 'others', 'further', 'additional', 'manner', 'extent']);

/** Whether the noun (singular or plural: "court", "courts"; "party", "parties") is named in the text before `at`, not as "such …" itself. */
function namedBefore(text: string, at: number, noun: string): boolean {
  const stem = escaped(noun.replace(/(?:ies|es|s|y)$/u, ''));
  // In lower case, as the noun is: a capitalised "Agreement" or "Fund" is a defined name, which a rename may change.
  const named = new RegExp(`(?<!\\b(?:[Ss]uch|[Ss]aid)\\s+)\\b${stem}[a-z]{0,3}\\b`, 'u');
  return named.test(text.slice(0, at));
}

/** Where the text says "such <noun>" (or "said <noun>"), in order. */
const usesOf = (text: string, noun: string) => [...text.matchAll(new RegExp(`\\b(?:such|said)\\s+${escaped(noun)}\\b`, 'giu'))].map((use) => use.index);

/**
 * A "such courts" the edit left naming nothing: before the edit its paragraph named the courts before it ("… the state
 * and federal courts located in Nashville, Tennessee. Accordingly, each party … submits to the jurisdiction of such
 * courts."), after it no longer does. Only what the edit took out is flagged: a "such dispute" that never had its noun
 * in the paragraph ("any controversy or claim … any such dispute") is the drafter's, not the edit's. The n-th "such
 * courts" after the edit is compared with the n-th before it.
 */
function danglingReferenceWarnings(changed: readonly IntegrityParagraph[], before: readonly IntegrityParagraph[]): IntegrityWarning[] {
  const was = new Map(before.map((paragraph) => [paragraph.id, paragraph.text]));
  return changed.flatMap((paragraph) => {
    const old = was.get(paragraph.id);
    if (old === undefined || old === paragraph.text) return [];
    const reported = new Set<string>();
    return [...matches(BACK_REFERENCE, paragraph)].flatMap((match) => {
      const noun = match[2] as string;
      const phrase = match[0];
      if (NOT_A_NOUN.has(noun) || reported.has(phrase.toLowerCase()) || namedBefore(paragraph.text, match.index, noun)) return [];
      const previously = usesOf(old, noun)[usesOf(paragraph.text, noun).indexOf(match.index)];
      if (previously === undefined || !namedBefore(old, previously, noun)) return [];
      reported.add(phrase.toLowerCase());
      return [{ kind: 'dangling-reference' as const, paragraphId: paragraph.id, start: match.index, end: match.index + phrase.length, message: INTEGRITY_TEXTS.danglingReference(phrase, noun) }];
    });
  });
}

export interface IntegrityOptions {
  /**
   * The paragraphs before the edit: the whole document, or only those the edit changed (a paragraph not given, or
   * given with its text unchanged, counts as unchanged). Lets the check see a definition the edit took away.
   */
  before?: readonly IntegrityParagraph[];
}

/** The warnings for the changed paragraphs, in document order. */
export function checkIntegrity(paragraphs: readonly IntegrityParagraph[], changedIds: readonly string[], options: IntegrityOptions = {}): IntegrityWarning[] {
  const wanted = new Set(changedIds);
  const changed = paragraphs.filter((paragraph) => wanted.has(paragraph.id));
  const removed = removedDefinitionWarnings(paragraphs, options.before ?? []);
  if (changed.length === 0 && removed.length === 0) return [];
  const order = new Map(paragraphs.map((paragraph, index) => [paragraph.id, index]));
  const removedTerms = new Set(removed.map((warning) => warning.term));
  // A use of a term whose definition the edit took away: the warning where the definition was says it better.
  const terms = termWarnings(paragraphs, changed).filter((warning) => !removedTerms.has(termKey(warnedText(paragraphs, warning))));
  return [
    ...removed.map(({ term: _term, ...warning }) => warning),
    ...terms,
    ...duplicateWarnings(paragraphs, changed),
    ...referenceWarnings(paragraphs, changed),
    ...numberWarnings(changed),
    ...danglingReferenceWarnings(changed, options.before ?? []),
  ].sort(
    (a, b) => (order.get(a.paragraphId) ?? 0) - (order.get(b.paragraphId) ?? 0) || a.start - b.start,
  );
}
