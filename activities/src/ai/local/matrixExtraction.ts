import { OFFLINE_CELL_REASONS as REASONS, SHORT_ANSWER_TEXTS as TEXTS, type MatrixAnswerKind } from '@arcline/shared';
import { NOT_FOUND, type MatrixCellInput } from '../types';
import { MAX_REFERENCE_CHARS, REFERENCE_WINDOW_CHARS, highlight } from '../quotes';
import { typedValueOf } from '../typedValue';
import { splitSentences, windowAround, type Span } from '../text/sentences';
import { prepareQuery, scoreTexts, type ScoringQuery } from '../text/scoring';
import { contentStems, words } from '../text/terms';
import { headingMatches, headingOf } from '../text/headings';
import { findAmounts, findDurations, findGoverningLaw, findParties } from '../text/values';
import { clauseModel } from './finder/clauseModel';
import { categoriesForColumn } from './finder/categories';
import { clauseAnswer, durationsIn, lawOrForum, lengthInParts, noticePeriod, renewalNeedsBoth, withRenewalCondition } from './finder/clauseAnswers';
import { bestSentenceOfUnit, findClause, type ClauseFinding, type ValueCheck } from './finder/findClause';
import { unitsOf, type Unit } from './finder/units';
import { findDates } from './contractDates';
import { agreementDateAnswer, capAmounts, conciseStatement, dateAnswer, effectiveDateAnswer, expirationAnswer, mutualRenewalAnswer, namesPartiesInFull, partiesAnswer, partiesWithRoles, partyParagraph, sentenceWithParties, termValue } from './shortAnswers';
import { essentialStems, keywordBucket, keywordCoverage, type KeywordBucket } from './keywordCoverage';

export type QuestionKind = 'yesNo' | 'governingLaw' | 'parties' | 'date' | 'duration' | 'amount' | 'text';

const YES_NO = /^(?:is|are|does|do|did|can|could|may|might|has|have|had|will|would|shall|should|must|was|were)\b/i;
const EXISTENCE = /^(?:is|are)\s+there\b|^(?:does|do|did)\b.*\b(?:contain|include|have|provide|specify|mention|grant|impose|require)s?\b/i;

export function questionKind(query: string, columnName = ''): QuestionKind {
  const question = query.trim();
  if (YES_NO.test(question)) return 'yesNo';
  // The column's name is the most specific hint ('Effective Date'); then the question's first sentence, whose
  // qualifications ('…signature by the last party') must not outweigh what it asks.
  const firstSentence = question.split(/(?<=[.?!])\s+/)[0] ?? question;
  return valueKind(columnName) ?? valueKind(firstSentence) ?? valueKind(question) ?? 'text';
}

function valueKind(phrase: string): Exclude<QuestionKind, 'yesNo' | 'text'> | undefined {
  const text = phrase.toLowerCase();
  if (/\bgovern|applicable law|choice of law|which law/.test(text)) return 'governingLaw';
  // "Which party may terminate…" asks about a clause, not for the parties: only the plural or "who" asks for them.
  if (/\bparties\b|\bwho\b|contracting/.test(text)) return 'parties';
  if (/\bdates?\b|\bwhen\b|\bdated\b/.test(text)) return 'date';
  if (/\bterm\b|duration|how long|\bperiod\b|expir|length/.test(text)) return 'duration';
  if (/amount|price|\bfees?\b|\bcost|how much|payment|compensation|royalt|\$/.test(text)) return 'amount';
  return undefined;
}

/** Whether a sentence or paragraph carries the kind of value asked for. */
function hasEvidence(kind: QuestionKind, text: string): boolean {
  switch (kind) {
    case 'governingLaw':
      return findGoverningLaw(text) !== null;
    case 'parties':
      return findParties(text).length >= 2;
    case 'date':
      return findDates(text).length > 0;
    case 'duration':
      return findDurations(text).length > 0 || findDates(text).length > 0;
    case 'amount':
      return findAmounts(text).length > 0;
    default:
      return false;
  }
}

const EVIDENCE_BONUS = 4;
/** The opening paragraphs name the parties and the date of a contract. */
const OPENING_BONUS = [3, 2, 1];
/** "The term" is not "a renewal term": sentences about extensions rank lower unless the question asks about them. */
const EXTENSION = /\b(?:renew|extend|extension|additional)/i;
const EXTENSION_PENALTY = 2;

/** Questions whose answer is recognisable by its shape alone, even in a passage that shares no word with the question. */
const answerShapeSuffices = (kind: QuestionKind) => kind === 'governingLaw' || kind === 'parties';

function asksForOpening(kind: QuestionKind, query: ScoringQuery): boolean {
  return kind === 'parties' || (kind === 'date' && query.concepts.some((concept) => concept.name === 'agreement date'));
}

function penalisesExtensions(kind: QuestionKind, query: ScoringQuery): boolean {
  return (kind === 'duration' || kind === 'date') && !query.concepts.some((concept) => concept.name === 'renewal');
}

interface Candidate {
  unit: Unit;
  score: number;
}

/** Stems a clause heading may use to count as the heading of the clause asked about. */
function headingStems(query: ScoringQuery): Set<string> {
  return new Set([...query.terms.filter((term) => term.weight === 1).map((term) => term.stem), ...query.keyStems]);
}

const HEADING_BONUS = 3;

function hasMatchingHeading(text: string, stems: Set<string>): boolean {
  return splitSentences(text).some((span) => {
    const heading = headingOf(text.slice(span.start, span.end));
    return heading !== null && headingMatches(heading, stems);
  });
}

function adjustedScores(kind: QuestionKind, query: ScoringQuery, texts: string[], relevantByEvidence: boolean) {
  const penalise = penalisesExtensions(kind, query);
  const stems = headingStems(query);
  return scoreTexts(query, texts).map(({ index, score, relevant }) => {
    const text = texts[index]!;
    const evidence = hasEvidence(kind, text);
    const bonus =
      (evidence ? EVIDENCE_BONUS : 0) +
      (relevant && hasMatchingHeading(text, stems) ? HEADING_BONUS : 0) -
      (penalise && EXTENSION.test(text) ? EXTENSION_PENALTY : 0);
    return { index, score: score + bonus, relevant: relevant || (relevantByEvidence && evidence) };
  });
}

function rankUnits(kind: QuestionKind, query: ScoringQuery, paragraphs: string[]): Candidate[] {
  const units = unitsOf(paragraphs);
  const texts = units.map((unit) => paragraphs[unit.paragraph]!.slice(unit.start, unit.end));
  const opening = asksForOpening(kind, query);
  return adjustedScores(kind, query, texts, answerShapeSuffices(kind))
    .filter((entry) => entry.relevant)
    .map(({ index, score }) => {
      const unit = units[index]!;
      return { unit, score: score + (opening ? (OPENING_BONUS[unit.paragraph] ?? 0) : 0) };
    })
    .sort((a, b) => b.score - a.score || a.unit.paragraph - b.unit.paragraph || a.unit.start - b.unit.start);
}

const NEGATION = /\b(?:not|no|never|nor|neither|without|prohibited|may only|shall only)\b/i;

/**
 * The best sentence of the unit, by index into the paragraph's sentences; `relevant` when it is itself about the
 * question. For a yes/no question about a permission, a relevant sentence of the unit that restricts it ("shall not
 * assign … without consent") wins, since the restriction is the answer.
 */
function bestSentence(kind: QuestionKind, question: string, query: ScoringQuery, paragraph: string, sentences: Span[], unit: Unit) {
  const inUnit = sentences.map((span, index) => ({ span, index })).filter(({ span }) => span.start >= unit.start && span.end <= unit.end);
  const texts = inUnit.map(({ span }) => paragraph.slice(span.start, span.end));
  const scores = adjustedScores(kind, query, texts, answerShapeSuffices(kind));
  let best = scores[0]!;
  for (const entry of scores) if (entry.score > best.score) best = entry;
  if (kind === 'yesNo' && !EXISTENCE.test(question)) {
    const restriction = scores.find((entry) => entry.relevant && NEGATION.test(texts[entry.index]!));
    if (restriction) best = restriction;
  }
  return { index: inUnit[best.index]!.index, relevant: best.relevant };
}

const SHORT_ANSWER_CHARS = 200;

export function shorten(text: string, maxChars = SHORT_ANSWER_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxChars / 2)).replace(/[\s,;:]+$/, '')}…`;
}

/** The parties of the sentence, else of its paragraph; by the usual party block first, then by legal form. */
function partiesIn(sentence: string, paragraph: string): string[] {
  for (const byLegalForm of [false, true]) {
    for (const text of [sentence, paragraph]) {
      const parties = partiesWithRoles(text, byLegalForm);
      if (parties.length >= 2) return parties;
    }
  }
  return partiesWithRoles(paragraph);
}

/** What a value column's cell says when its passage gives no such value: said, not the passage in its place. */
function noValue(what: string, sentence: string): string {
  return /\[\s*\*/.test(sentence) ? TEXTS.noValueRedacted(what) : TEXTS.noValueStated(what);
}

function refine(kind: QuestionKind, query: string, sentence: string, paragraph: string): string {
  switch (kind) {
    case 'governingLaw':
      return (findGoverningLaw(sentence) ?? findGoverningLaw(paragraph))?.value ?? lawOrForum(sentence, paragraph) ?? noValue('governing law', sentence);
    case 'parties': {
      const parties = partiesIn(sentence, paragraph);
      return parties.length > 0 ? parties.join('; ') : noValue('party names', sentence);
    }
    case 'date': {
      const date = findDates(sentence)[0] ?? findDates(paragraph)[0];
      return date ? dateAnswer(date) : noValue('date', sentence);
    }
    case 'duration': {
      const duration = findDurations(sentence)[0];
      if (duration) return lengthInParts(sentence, duration);
      const date = findDates(sentence)[0];
      return date ? TEXTS.until(dateAnswer(date)) : noValue('duration', sentence);
    }
    case 'amount': {
      const amounts = findAmounts(sentence);
      return amounts.length > 0 ? amounts.slice(0, 3).map((amount) => amount.value).join('; ') : noValue('amount', sentence);
    }
    case 'yesNo':
      if (EXISTENCE.test(query.trim())) return TEXTS.yes;
      if (!NEGATION.test(sentence)) return TEXTS.yes;
      return /\bconsent\b/i.test(sentence) ? TEXTS.onlyWithConsent : TEXTS.no;
    default:
      return conciseStatement(sentence);
  }
}

/** A paragraph ending with a colon introduces a list: the reference goes on with the items that follow. */
const LIST_ITEMS = 4;

interface Reference {
  passage: string;
  highlighted: Span;
  /** Where the passage starts in its paragraph. */
  offset: number;
}

function referenceFor(paragraphs: string[], paragraphIndex: number, sentences: Span[], chosen: number): Reference {
  const paragraph = paragraphs[paragraphIndex]!;
  const sentence = sentences[chosen]!;
  if (paragraph.length > MAX_REFERENCE_CHARS) {
    const window = windowAround(sentences, chosen, REFERENCE_WINDOW_CHARS);
    return {
      passage: paragraph.slice(window.start, window.end),
      highlighted: { start: sentence.start - window.start, end: sentence.end - window.start },
      offset: window.start,
    };
  }
  if (!paragraph.trimEnd().endsWith(':') || chosen !== sentences.length - 1) return { passage: paragraph, highlighted: sentence, offset: 0 };
  const items = paragraphs.slice(paragraphIndex + 1, paragraphIndex + 1 + LIST_ITEMS);
  const kept: string[] = [];
  for (const item of items) {
    if (!/^\(?[a-z0-9ivx]{1,4}[).]/i.test(item) || [paragraph, ...kept, item].join('\n\n').length > MAX_REFERENCE_CHARS) break;
    kept.push(item);
  }
  const passage = [paragraph, ...kept].join('\n\n');
  // The highlight stays inside the paragraph: a quote is verified against one paragraph of the document.
  return { passage, highlighted: sentence, offset: 0 };
}

/** Words of the passage that matched the question, as they are written there (for the reasoning). */
function matchedWords(query: ScoringQuery, text: string): string[] {
  const wanted = new Set(query.terms.map((term) => term.stem));
  const seen = new Set<string>();
  const matched: string[] = [];
  for (const word of words(text)) {
    const [termStem] = contentStems(word);
    if (termStem && wanted.has(termStem) && !seen.has(termStem)) {
      seen.add(termStem);
      matched.push(word.toLowerCase());
    }
  }
  return matched.slice(0, 6);
}

const KIND_REASON: Record<QuestionKind, string> = REASONS.kind;

export interface LocalMatrixCell {
  result: string;
  refineResult: string;
  referenceResult: string;
  /** Where the quoted passage lies: its paragraph and its span there (the part in that paragraph). */
  source: { paragraph: number; start: number; end: number } | null;
}

const OFFLINE_CAVEAT = REASONS.caveat;

function notFound(question: string, documentName: string): LocalMatrixCell {
  const absent = questionKind(question) === 'yesNo' && EXISTENCE.test(question);
  return {
    result: `${REASONS.noPassage(documentName, question)} ${OFFLINE_CAVEAT}` + (absent ? ` ${REASONS.absentSoNo}` : ''),
    refineResult: absent ? TEXTS.no : NOT_FOUND,
    referenceResult: '',
    source: null,
  };
}

function lookedFor(categories: string[]): string {
  const model = clauseModel();
  return categories.map((category) => `${category} (${model.descriptions.get(category) ?? category})`).join('; ');
}

/** The finder's honest "Not found": what it looked for, and how close the closest passage came. */
function clauseNotFound(documentName: string, categories: string[], closest: ClauseFinding | null): LocalMatrixCell {
  const closeness = closest ? REASONS.closestClause(closest.unit.paragraph + 1, closest.score.toFixed(2), closest.threshold.toFixed(2)) : '';
  return {
    result: `${REASONS.noClause(documentName, lookedFor(categories))}${closeness} ${OFFLINE_CAVEAT}`,
    refineResult: NOT_FOUND,
    referenceResult: '',
    source: null,
  };
}

export interface Choice {
  unit: Unit;
  sentences: Span[];
  sentence: number;
  reason: string;
  /** The CUAD category the finder recognised; null for the keyword engine. */
  category: string | null;
}

/** "MARKETING AFFILIATE AGREEMENT", "Services Agreement": the agreement's name as its title or first sentence gives it. */
function documentName(sentence: string): string {
  const capitals = /\b((?:[A-Z][A-Z&,.'’-]*\s+){0,7}(?:AGREEMENT|CONTRACT|LICENSE|LICENCE|LEASE|MEMORANDUM|ADDENDUM|AMENDMENT|DEED|PLAN|NOTE|BYLAWS|CHARTER|TERMS))\b/.exec(sentence);
  if (capitals) return capitals[1]!.replace(/\s+/g, ' ').trim();
  const named = /\b((?:[A-Z][\w&'’-]*\s+){0,7}(?:Agreement|Contract|Licen[sc]e|Lease|Memorandum|Addendum|Amendment|Deed))\b/.exec(sentence);
  return named ? named[1]!.replace(/^(?:This|The)\s+/, '').trim() : conciseStatement(sentence);
}

/** A paragraph cut mid-sentence by a line break (as filings often are) read on into the next one, for the value only. */
function readOn(paragraph: string, next: string | undefined): string {
  return next !== undefined && !/[.;:!?"”)\]]\s*$/.test(paragraph) ? `${paragraph} ${next}` : paragraph;
}

function answerOf(choice: Choice, kind: QuestionKind, question: string, sentence: string, whole: string, paragraphs: string[]): string {
  const paragraph = readOn(whole, paragraphs[choice.unit.paragraph + 1]);
  switch (choice.category) {
    case null:
      return refine(kind, question, sentence, paragraph);
    case 'Document Name':
      return documentName(sentence);
    case 'Parties': {
      // Named in full where the passage or a party block nearby does (`partiesAnswer`, shortAnswers.ts).
      const parties = partiesAnswer(sentence, paragraph, paragraphs, choice.unit.paragraph);
      return parties.length >= 2 ? parties.join('; ') : refine('parties', question, sentence, paragraph);
    }
    case 'Agreement Date':
      return agreementDateAnswer(sentence, paragraph, paragraphs) ?? refine('date', question, sentence, paragraph);
    case 'Effective Date':
      return effectiveDateAnswer(sentence, paragraph, paragraphs);
    case 'Governing Law':
      return refine('governingLaw', question, sentence, paragraph);
    case 'Expiration Date':
      return expirationAnswer(sentence, paragraph, paragraphs, kind === 'duration') ?? conciseStatement(sentence);
    case 'Renewal Term': {
      // A renewal both parties must agree to is no renewal of its own: said so, never a plain Yes (shortAnswers.ts).
      const answer = clauseAnswer(choice.category, sentence, paragraph, kind === 'yesNo') ?? refine(kind === 'yesNo' ? 'yesNo' : 'text', question, sentence, paragraph);
      return renewalNeedsBoth(sentence, paragraph) ? mutualRenewalAnswer(answer, question, kind === 'yesNo') : answer;
    }
    default:
      return clauseAnswer(choice.category, sentence, paragraph, kind === 'yesNo') ?? refine(kind === 'yesNo' ? 'yesNo' : 'text', question, sentence, paragraph);
  }
}

/**
 * Where the finder's passage is about the parties but names fewer than two (a title rated as the party block), the
 * opening paragraph that names them. (Dates are not moved so: a clause without a date, "effective upon signature",
 * is itself the answer lawyers label.)
 */
function relocated(choice: Choice, paragraphs: string[]): Choice {
  const text = unitTextOf(paragraphs, choice.unit);
  if (choice.category === 'Parties' && !namesPartiesInFull(text)) {
    const found = partyParagraph(paragraphs, choice.unit.paragraph);
    if (found && found.paragraph !== choice.unit.paragraph) {
      const paragraph = paragraphs[found.paragraph]!;
      return { ...choice, unit: { paragraph: found.paragraph, start: 0, end: paragraph.length }, sentences: splitSentences(paragraph), sentence: sentenceWithParties(paragraph) };
    }
  }
  return choice;
}

/** The keyword engine's choice, for columns about clauses the finder was not trained on. */
function keywordChoice(kind: QuestionKind, question: string, query: ScoringQuery, paragraphs: string[]): Choice | null {
  const [best] = rankUnits(kind, query, paragraphs);
  if (!best) return null;
  const paragraph = paragraphs[best.unit.paragraph]!;
  const sentences = splitSentences(paragraph);
  const chosen = bestSentence(kind, question, query, paragraph, sentences, best.unit);
  if (kind === 'yesNo' && !chosen.relevant) return null;
  return { unit: best.unit, sentences, sentence: chosen.index, reason: KIND_REASON[kind], category: null };
}

export interface KeywordEvidence {
  choice: Choice | null;
  coverage: number;
  bucket: KeywordBucket;
  query: ScoringQuery;
}

/** The keyword engine's best passage for a column and how much of the question it covers (for the calibrated decision). */
export function keywordEvidence(question: string, columnName: string, paragraphs: string[]): KeywordEvidence {
  const kind = questionKind(question, columnName);
  const query = prepareQuery(columnName && columnName !== question ? `${question} ${columnName}` : question);
  const choice = keywordChoice(kind, question, query, paragraphs);
  const coverage = choice ? keywordCoverage(query, unitTextOf(paragraphs, choice.unit)) : 0;
  return { choice, coverage, bucket: keywordBucket(query), query };
}

const unitTextOf = (paragraphs: string[], unit: Unit) => paragraphs[unit.paragraph]!.slice(unit.start, unit.end);

/** The keyword engine's honest "Not found": what it looked for, and how much of it the closest passage mentions. */
function keywordNotFound(question: string, documentName: string, evidence: KeywordEvidence, threshold: number): LocalMatrixCell {
  const wanted = essentialStems(evidence.query).length;
  const closest = evidence.choice
    ? REASONS.closestKeywords(evidence.choice.unit.paragraph + 1, Math.round(evidence.coverage * wanted), wanted, Math.ceil(threshold * wanted))
    : '';
  const cell = notFound(question, documentName);
  return { ...cell, result: `${REASONS.notEnough(documentName, question)}${closest} ${OFFLINE_CAVEAT}` };
}

/** Words that ask about the forum rather than the law: courts, jurisdiction, venue, arbitration, disputes. */
const ASKS_FORUM = /\b(?:courts?|jurisdictions?|venue|forum|arbitrat\w*|disputes?|tribunals?)\b/i;

/** Whether a column mapped to the governing law and other clauses asks, in its question, only which law applies. */
const asksOnlyTheLaw = (question: string, categories: string[]) =>
  categories.length > 1 && categories.includes('Governing Law') && valueKind(question) === 'governingLaw' && !ASKS_FORUM.test(question);

/** What a template's kind of answer asks the engine to look for; 'text' leaves it to the question. */
const KIND_OF_ANSWER: Record<MatrixAnswerKind, QuestionKind | null> = {
  text: null,
  list: null,
  date: 'date',
  amount: 'amount',
  party: 'parties',
  duration: 'duration',
  'yes-no': 'yesNo',
};

const ANSWER_KIND_NAMES: Record<MatrixAnswerKind, string> = REASONS.answerKind;

/**
 * The short answer in the shape the column's template asks for: "Yes" or "No"; only the date, the figure(s), the
 * duration or the party names read from the highlighted sentence (else its paragraph). Null when the passage holds no
 * value of that kind: the cell is then "Not found" rather than a sentence posing as a date.
 */
export function shapeAnswer(
  answerKind: MatrixAnswerKind | undefined,
  answer: string,
  sentence: string,
  paragraph: string,
  options: string[] | null = null,
  category: string | null = null,
  document: { name: string; paragraphs: string[] } | null = null,
): string | null {
  // A term's end or length (from the contract's start where it states only the end), a cap's amount: read by the clause's
  // own rules (shortAnswers.ts), not the passage's first value.
  if (category === 'Expiration Date' && (answerKind === 'date' || answerKind === 'duration')) return termValue(answerKind, answer, sentence, paragraph, document?.paragraphs ?? null);
  // A renewal's length with its condition: "2 years, only if both parties agree" (clauseAnswers.ts).
  if (category === 'Renewal Term' && answerKind === 'duration') return withRenewalCondition(shapeAnswer(answerKind, answer, sentence, paragraph), sentence, paragraph);
  if (category === 'Cap On Liability' && answerKind === 'amount') return capAmounts(sentence, paragraph).slice(0, 3).join('; ') || null;
  switch (answerKind) {
    case 'list':
      // The option the answer names, else the one its sentence (then its paragraph) names, else the document's title.
      for (const text of [answer, sentence, paragraph, ...(document ? documentTitles(document) : [])]) {
        const option = typedValueOf('list', text, options);
        if (typeof option === 'string') return option;
      }
      return null;
    case 'yes-no':
      // A renewal both parties must agree to keeps its condition ("No — renewal for 2 years, only if both parties agree").
      if (category === 'Renewal Term' && answer.includes(TEXTS.onlyIfBothAgree)) return answer;
      // The passage was found: anything but a plain no (a clause's detail, "Only with consent") affirms it.
      return /^no\b/i.test(answer.trim()) ? TEXTS.no : TEXTS.yes;
    case 'date': {
      // The engine's answer already holds the date asked about when it reads one (an end date, a computed expiry).
      if (/\(\d{4}-\d{2}-\d{2}\)/.test(answer)) return answer;
      const date = findDates(sentence)[0] ?? findDates(paragraph)[0];
      return date ? dateAnswer(date) : null;
    }
    case 'amount': {
      const amounts = findAmounts(sentence).length > 0 ? findAmounts(sentence) : findAmounts(paragraph).slice(0, 1);
      return amounts.length > 0 ? amounts.slice(0, 3).map((amount) => amount.value).join('; ') : null;
    }
    case 'duration': {
      const inSentence = findDurations(sentence)[0];
      if (inSentence) return lengthInParts(sentence, inSentence);
      // A term stated by its end date: "Until May 31, 2015 (2015-05-31)".
      const end = findDates(sentence)[0];
      if (end) return TEXTS.until(dateAnswer(end));
      const inParagraph = findDurations(paragraph)[0];
      return inParagraph ? lengthInParts(paragraph, inParagraph) : null;
    }
    case 'party': {
      const parties = partiesIn(sentence, paragraph);
      return parties.length > 0 ? parties.join('; ') : null;
    }
    default:
      return answer;
  }
}

/** How far into the first paragraph a contract's title is read: "Exhibit 10.1 DISTRIBUTOR AGREEMENT". */
const TITLE_CHARS = 200;

/** A document's titles: its heading (the first paragraph's opening) and its name ("…-distributor-agreement.txt"). */
function documentTitles(document: { name: string; paragraphs: string[] }): string[] {
  return [(document.paragraphs[0] ?? '').slice(0, TITLE_CHARS), document.name.replace(/\.[a-z\d]{2,4}$/i, '').replace(/[_-]+/g, ' ')];
}

/**
 * For the categories whose answer is a value, whether a passage yields one of the right kind, as the short answers read
 * it: a date, the governing law ("governed by … the laws of X", never "organized under Delaware law"), a term's length
 * or end, a renewal period, a notice period. The finder quotes, among its close passages, one that does
 * (`valueChoice`, findClause.ts). Document Name is left out: preferring the title line over the opening sentence that
 * names the agreement lost labels (validation 43 → 40 of 53), since lawyers label either.
 */
const VALUE_CHECKS: Record<string, (text: string) => boolean> = {
  'Agreement Date': (text) => findDates(text).length > 0,
  'Effective Date': (text) => findDates(text).length > 0,
  'Expiration Date': (text) => durationsIn(text).length > 0 || findDates(text).length > 0,
  'Governing Law': (text) => findGoverningLaw(text) !== null,
  'Renewal Term': (text) => durationsIn(text).length > 0,
  'Notice Period To Terminate Renewal': (text) => noticePeriod(text) !== null,
};
export const yieldsValue: ValueCheck = (category, text) => VALUE_CHECKS[category]?.(text);

/**
 * Offline matrix extraction. For a column about a clause CUAD labels (a template, or a custom column whose name or
 * question names the category), the trained clause finder picks the passage and decides whether the clause is there
 * at all; for other columns, keyword scoring with light stemming and clause-type synonyms. The best sentence is
 * highlighted and a short value is read from it.
 */
export function extractMatrixCellLocally(input: MatrixCellInput): LocalMatrixCell {
  const question = input.query.trim() || input.columnName;
  const kind = (input.answerKind && KIND_OF_ANSWER[input.answerKind]) || questionKind(question, input.columnName);
  const query = prepareQuery(input.columnName && input.columnName !== question ? `${question} ${input.columnName}` : question);
  const model = clauseModel();
  const categories = categoriesForColumn(input.columnName, question, model.categories);
  let choice: Choice | null;
  if (categories.length > 0) {
    // A column that names the law and the forum but asks only which law applies ("Law and jurisdiction — Which law
    // applies?"): the governing-law clause first, the forum beside it only where there is none.
    const asked = asksOnlyTheLaw(question, categories) ? ['Governing Law'] : categories;
    let finding = findClause(model, input.paragraphs, asked, yieldsValue);
    if (asked !== categories && !finding?.present) finding = findClause(model, input.paragraphs, categories, yieldsValue);
    if (!finding?.present) return clauseNotFound(input.documentName, categories, finding);
    const best = bestSentenceOfUnit(model, input.paragraphs, finding, (sentence) => hasEvidence(kind, sentence));
    choice = relocated(
      {
        unit: finding.unit,
        sentences: best.sentences,
        sentence: best.index,
        reason: REASONS.readsLike(finding.category, finding.score.toFixed(2), finding.threshold.toFixed(2)),
        // A renewal column that found the notice to stop renewal answers with the renewal and that notice.
        category: finding.category === 'Notice Period To Terminate Renewal' && categories.includes('Renewal Term') ? 'Renewal Term' : finding.category,
      },
      input.paragraphs,
    );
  } else {
    // A column the finder was not trained on: the keyword engine answers only when its passage mentions enough of the
    // question, a share chosen on CUAD's validation contracts (`keywordThresholds` of the model).
    const evidence = keywordEvidence(question, input.columnName, input.paragraphs);
    const threshold = model.keywordThresholds[evidence.bucket];
    if (evidence.choice && evidence.coverage < threshold) return keywordNotFound(question, input.documentName, evidence, threshold);
    choice = evidence.choice;
  }
  if (!choice) return notFound(question, input.documentName);
  const paragraph = input.paragraphs[choice.unit.paragraph]!;
  const reference = referenceFor(input.paragraphs, choice.unit.paragraph, choice.sentences, choice.sentence);
  const highlightedText = reference.passage.slice(reference.highlighted.start, reference.highlighted.end);
  const answer = answerOf(choice, kind, question, highlightedText, paragraph, input.paragraphs);
  const refineResult = shapeAnswer(input.answerKind, answer, highlightedText, paragraph, input.answerOptions ?? null, choice.category, { name: input.documentName, paragraphs: input.paragraphs });
  const matched = matchedWords(query, highlightedText);
  const found =
    REASONS.paragraphOf(choice.unit.paragraph + 1, input.documentName, choice.reason) + (matched.length > 0 ? REASONS.mentions(matched) : '') + REASONS.highlighted(shorten(highlightedText, 300));
  if (refineResult === null) {
    const wanted = ANSWER_KIND_NAMES[input.answerKind ?? 'text'];
    return { result: `${found} ${REASONS.noValue(wanted, NOT_FOUND)} ${OFFLINE_CAVEAT}`, refineResult: NOT_FOUND, referenceResult: '', source: null };
  }
  const detail = refineResult === answer ? '' : ` (${answer})`;
  const result = `${found} ${REASONS.answer(refineResult, detail)}`;
  const sourceEnd = Math.min(paragraph.length, reference.offset + reference.passage.length);
  return {
    result,
    refineResult,
    referenceResult: highlight(reference.passage, reference.highlighted),
    source: { paragraph: choice.unit.paragraph, start: reference.offset, end: sourceEnd },
  };
}
