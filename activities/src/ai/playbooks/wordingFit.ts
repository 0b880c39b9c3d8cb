import type { PlaybookTopicKey } from '@arcline/shared';
import { splitSentences } from '../text/sentences';
import { inContractTerms } from './partyWording';

/**
 * The playbook's wording fitted to the contract it goes into, so that a redline of the quoted passage touches only the
 * words that differ (docs/playbooks.md, "Redlines keep the clause's structure"):
 * - the contract's own names for the parties (`inContractTerms`);
 * - the passage's own structure: the enumerators and headings it starts with ("(b) (i) ", "12. Governing Law. ",
 *   "4. TERM AND TERMINATION 4.1 ", "Section 5.01. Payment Terms. ") stay in front of the wording instead of going with
 *   the words they label;
 * - the contract's casing of its defined terms ("the Parties", "this AGREEMENT", "this agreement", "Confidential
 *   Information" as it defines them), never at the start of a sentence.
 * Nothing else of the wording changes; a passage with no label or heading gets the wording as it is.
 */
export function fitWording(wording: string, passage: { quote: string; contract: string; actingFor: string | undefined; topic?: PlaybookTopicKey }): string {
  if (!wording.trim()) return wording;
  const named = withContractStart(inContractTerms(wording, passage.contract, passage.actingFor), passage.contract);
  const cased = keptDefinitions(inContractCasing(named, passage.contract), named, passage.quote);
  const structure = leadingStructure(passage.quote);
  const labelled = !structure || cased.startsWith(structure.trim()) ? cased : underLetterLabel(structure, cased);
  const body = structure && !cased.startsWith(structure.trim()) ? passage.quote.slice(structure.length) : passage.quote;
  const fitted = onTopicOnly(labelled, body, passage.topic);
  return structure && !cased.startsWith(structure.trim()) ? `${structure}${fitted}` : fitted;
}

/** The defined terms a contract names its start by, most usual first. */
const START_TERMS = ['Effective Date', 'Commencement Date', 'Start Date', 'Execution Date', 'Agreement Date'];

/**
 * The wording's "the Effective Date" in the contract's own term for its start (issue 32, 32r): kept where the contract
 * writes "Effective Date", else the term it uses ("the Commencement Date"), else the neutral "the date of this
 * Agreement" — a redline never brings in a defined term the contract does not define (Agapé: "This agreement
 * commences upon execution of this document", no Effective Date).
 */
export function withContractStart(wording: string, contract: string): string {
  if (!/\bEffective Date\b/.test(wording) || /\bEffective Date\b/.test(contract)) return wording;
  const own = START_TERMS.find((term) => new RegExp(`\\b${term}\\b`).test(contract));
  return wording.replace(/\b(?:the|The)\s+Effective Date\b/g, (found) => {
    const replacement = own ? `the ${own}` : 'the date of this Agreement';
    return found.startsWith('The') ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
  });
}

/** The item labels a list counts in: (i) (ii) (iii) …, (a) (b) (c) …, (1) (2) (3) …. */
const ROMANS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];
const nextLabel = (label: string): string | undefined => {
  const roman = ROMANS.indexOf(label);
  if (roman >= 0) return ROMANS[roman + 1];
  if (/^\d+$/.test(label)) return String(Number(label) + 1);
  if (/^[a-z]$/.test(label)) return String.fromCharCode(label.charCodeAt(0) + 1);
  return undefined;
};
/** A later item that belongs to the arrangement before it: the other part of the same payment, the rest of the price. */
const REST_OF_ARRANGEMENT = /\b(?:remaining|remainder|balance|rest)\b/i;

/**
 * The quote with the later items of its list that belong to the arrangement it sets (issue 32, 32r): a redline of
 * Agapé's "(i) 50% of the Total Order Cost must be paid on placement of the customer's order." to a 45-day wording
 * must take "(ii) The remaining 50% of the total order cost must be paid prior to the goods leaving the warehouse …"
 * with it, or the contract keeps two payment terms that contradict. An item counts when it follows the quote directly
 * in its paragraph with the next label of the quote's last one and speaks of the rest of the same thing ("remaining",
 * "balance", "remainder"); it is taken to the end of its sentence. The quote as it is when none follows.
 */
export function withRestOfArrangement(quote: string, paragraphs: readonly string[]): string {
  const paragraph = paragraphs.find((text) => text.includes(quote));
  if (!paragraph) return quote;
  let extended = quote;
  for (;;) {
    const labels = [...extended.matchAll(/\(([ivx]{1,4}|[a-h]|\d{1,2})\)\s/g)];
    const last = labels.at(-1)?.[1];
    const next = last ? nextLabel(last) : undefined;
    if (!next) return extended;
    const at = paragraph.indexOf(extended) + extended.length;
    const after = paragraph.slice(at);
    const item = new RegExp(`^(\\s*\\(${next}\\)\\s[^]*?[.;](?=\\s|$))`).exec(after);
    if (!item || !REST_OF_ARRANGEMENT.test(item[1]!)) return extended;
    extended += item[1]!;
  }
}

/** A sentence (or the part of one) on the law that governs. */
const ON_LAW = /\b(?:governed|governs|governing law|construed|construction|interpret\w*|laws? of|choice of law|conflicts? of laws?)\b/i;
/** A sentence (or the part of one) on the forum: the courts, the venue, arbitration ("the laws of any other jurisdiction" is none). */
const ON_FORUM = /\b(?:venue|forum|courts?|(?:exclusive|non-exclusive)\s+jurisdiction|jurisdiction\s+(?:of|by|in)|(?:submits?|consents?|attorns?)\s+to|arbitrat\w*|jury|service of process|litigated)\b/i;

/**
 * Subjects a topic's clause often carries that its wording does not speak to: a governing-law clause that also names
 * the venue ("The venue for any controversy … shall be the … courts located in Nashville, Tennessee. Accordingly, each
 * party … submits to the jurisdiction of such courts.") or who pays the attorneys' fees; a forum clause that also
 * names the law.
 */
const OTHER_SUBJECTS: Partial<Record<PlaybookTopicKey, { topic: RegExp; other: RegExp }>> = {
  governingLaw: {
    topic: ON_LAW,
    other: /\b(?:venue|forum|courts?|jurisdiction|arbitrat\w*|attorneys?['’]?\s+fees|prevailing party|jury|service of process)\b/i,
  },
  jurisdiction: { topic: ON_FORUM, other: ON_LAW },
};

/**
 * What the wording of a topic settles (the value its rule reads): an item of the quoted passage that holds it is
 * replaced by the wording; an item without it ("(f) In the event of a permitted assignment, …", "4.2 Minimum Annual
 * Royalties: …" after a payment term, "10.2 The Parties submit to … the courts of Tel-Aviv") is on something else and stays.
 */
const ITEM_SETTLED: Partial<Record<PlaybookTopicKey, RegExp>> = {
  governingLaw: /\b(?:laws?\s+of|governed|governs|governing law)\b|\b(?:[A-Z][a-z]+|PRC)\s+[Ll]aws?\b/,
  jurisdiction: ON_FORUM,
  liabilityCap: /\b(?:liab(?:le|ility)|damages)\b/i,
  indemnity: /\b(?:indemn\w*|hold\s+\w*\s*harmless)\b/i,
  term: /\b(?:years?|months?|perpetu\w*|indefinite\w*|renew\w*|expir\w*|commenc\w*)\b/i,
  terminationForConvenience: /\bterminat\w*\b[^.;]{0,160}\b(?:for any reason|without cause|convenience|at any time|sole discretion|notice)\b/i,
  // Who may assign, and with whose consent ("In the event of a permitted assignment, this Agreement shall be binding upon …" is neither).
  assignment: /\b(?:(?:may|shall|will|can)(?:\s+not)?(?:\s+\w+){0,3}?\s+(?:assign|transfer|delegate)\b|(?:assign\w*|transfer\w*)\b[^.;]{0,120}\b(?:consent|approval)\b)/i,
  confidentiality: /\b(?:confidential\w*|disclos\w*)/i,
  nonCompete: /\bcompet\w*/i,
  paymentTerms: /\b(?:days?|in advance|invoice\w*|upon (?:receipt|signing|execution))\b/i,
};

/** Where a sentence on the law and the forum turns from one to the other: ", and the parties submit …", "; Agent consents …", " with jurisdiction and venue in …". */
const TURN = /(?:\s*[,;]\s*|\s+)(?:and|but)\s+(?:that\s+)?|\s*;\s*|\s+(?=with\s+(?:exclusive\s+|non-exclusive\s+)?(?:jurisdiction|venue)\b)/g;
/** Capitalised words that start a clause after a bare "and" (other capitalised words continue a name). */
const CLAUSE_SUBJECT = /^(?:The|This|These|Each|Both|All|Any|Either|Neither|Such|Venue|Jurisdiction|Exclusive)\b/;
/** A clause has a verb; "and decisions of the courts of the State of Illinois" is part of the law it names, not a clause on the courts. */
const CLAUSE_VERB = /\b(?:shall|will|may|must|submits?|consents?|agrees?|attorns?|be|is|are|has|have|lies?)\b/i;

/** A sentence's parts, each on the law or not, with the separators between them as written. */
interface Part {
  text: string;
  onLaw: boolean;
  /** The words before the part ("", ", and ", "; "). */
  before: string;
}

/**
 * A sentence on the law and the forum at once cut where it turns from one to the other: "This Agreement shall be
 * governed by the laws of Texas | and | the courts of Dallas shall have jurisdiction." (either order; a law part
 * followed by another forum part is cut again). Null when it has no such turn.
 */
export function lawAndForumParts(sentence: string): Part[] | null {
  for (const turn of sentence.matchAll(TURN)) {
    const first = sentence.slice(0, turn.index);
    const separator = turn[0];
    const second = sentence.slice(turn.index + separator.length);
    if (!first.trim() || !second.trim()) continue;
    // "the law of England and Wales and …": a bare "and" before a name continues the name, it starts no clause.
    if (/^\s+(?:and|but)\s+$/.test(separator) && /^[A-Z]/.test(second) && !CLAUSE_SUBJECT.test(second)) continue;
    const secondOnForum = ON_FORUM.test(second) && !ON_LAW.test(second) && (CLAUSE_VERB.test(second) || /^with\b/.test(second));
    if (ON_LAW.test(first) && secondOnForum) return [{ text: first, onLaw: true, before: '' }, { text: second, onLaw: false, before: separator }];
    if (ON_FORUM.test(first) && !ON_LAW.test(first) && CLAUSE_VERB.test(first) && ON_LAW.test(second)) {
      const rest = lawAndForumParts(second);
      const after = rest && rest[0]!.onLaw ? rest : [{ text: second, onLaw: true, before: '' }];
      return [{ text: first, onLaw: false, before: '' }, { ...after[0]!, before: separator }, ...after.slice(1)];
    }
  }
  return null;
}

/** A unit of the quoted passage: a sentence, or an item of one after "; (iii)". */
interface Unit {
  text: string;
  /** The words between the unit before and this one, as written. */
  before: string;
  /** Starts with an item label ("(f) In the event …", "(iii) Licensee shall …"): a new item begins. */
  labelled: boolean;
}

/** The passage's sentences, each also cut before an item label that follows a semicolon ("…; and (iii) Licensee …"). */
function unitsOf(body: string): Unit[] {
  const units: Unit[] = [];
  let end = 0;
  for (const span of splitSentences(body)) {
    const sentence = body.slice(span.start, span.end);
    let at = 0;
    let gap = body.slice(end, span.start);
    // Not the items of a list after a lead-in ("All payments are due on the later of: (1) …; (2) …"): they complete one sentence.
    const cuts = sentence.includes(':') ? [] : sentence.matchAll(/;(\s+(?:and\s+|or\s+)?)(?=\(\s?(?:[a-z]{1,2}|[ivxl]{1,5}|\d{1,2})\s?\)\s)/g);
    for (const cut of cuts) {
      const stop = cut.index + 1;
      units.push({ text: sentence.slice(at, stop), before: gap, labelled: ENUMERATOR.test(sentence.slice(at)) });
      gap = cut[1]!;
      at = stop + cut[1]!.length;
    }
    units.push({ text: sentence.slice(at), before: gap, labelled: ENUMERATOR.test(sentence.slice(at)) });
    end = span.end;
  }
  return units;
}

const SENTENCE_STARTERS = /^(?:This|The|These|Each|Either|Neither|All|Any|No|Such|It|Its)\b/;
/** The wording inside a sentence: its first word in lower case when it follows words of the sentence ("…, and this Agreement …"). */
const lowered = (wording: string) => (SENTENCE_STARTERS.test(wording) ? wording[0]!.toLowerCase() + wording.slice(1) : wording);

/**
 * The wording in place of the passage's words on its topic only, the rest as written where it was:
 * - a sentence on another subject the wording does not speak to (the venue, for a governing-law wording) and not on
 *   the topic stays, before or after the wording;
 * - a sentence on the law and the forum at once keeps the part on the other subject: "… governed by the laws of Texas
 *   and the courts of Dallas shall have jurisdiction." becomes "… governed by … the laws of the State of New York, …
 *   rule, and the courts of Dallas shall have jurisdiction." (for a forum topic, the law part stays);
 * - an item of the passage on something else ("(f) In the event of termination, …" after the termination right it
 *   replaces; "…; (iii) Licensee shall keep records") stays with its label, so later items are neither lost nor
 *   renumbered;
 * - a cross-reference of the replaced words ("as set out in Section 7.2", "pursuant to Sections 4.2 through 4.4")
 *   goes into the wording (`withCrossReferences`).
 * A redline then replaces the governing law and keeps the venue, instead of leaving "the jurisdiction of such courts"
 * naming none.
 */
function onTopicOnly(wording: string, body: string, topic: PlaybookTopicKey | undefined): string {
  const subjects = topic ? OTHER_SUBJECTS[topic] : undefined;
  const bySubject = subjects && !subjects.other.test(wording) ? subjects : undefined;
  const settled = topic ? ITEM_SETTLED[topic] : undefined;
  const units = unitsOf(body);
  // Items: from each labelled unit to the next; an item with none of the topic's words is kept whole.
  const itemOf: number[] = [];
  units.forEach((unit, index) => itemOf.push(index === 0 ? 0 : unit.labelled ? index : itemOf[index - 1]!));
  const itemText = (item: number) => units.filter((_, index) => itemOf[index] === item).map((unit) => unit.text).join(' ');
  // The wording replaces the items that hold what it settles (at the first of them); every other item keeps its words
  // and its label, so a redline does not delete a numbered item the wording does not speak to.
  const items = [...new Set(itemOf)];
  const settling = settled && items.length > 1 ? items.filter((item) => settled.test(itemText(item))) : [];
  const offTopicItem = (index: number) => settling.length > 0 && !settling.includes(itemOf[index]!);
  const oneSentence = splitSentences(wording).length === 1;
  type Placed = { unit: Unit; kept: true } | { unit: Unit; kept: false; parts: Part[] | null };
  const placed: Placed[] = units.map((unit, index): Placed => {
    if (offTopicItem(index)) return { unit, kept: true };
    if (bySubject && !bySubject.topic.test(unit.text) && bySubject.other.test(unit.text)) return { unit, kept: true };
    const parts = bySubject && oneSentence ? lawAndForumParts(unit.text) : null;
    return { unit, kept: false, parts };
  });
  const replaced = placed.filter((each) => !each.kept);
  if (replaced.length === 0) return wording;
  const onTopic = (part: Part) => (topic === 'jurisdiction' ? !part.onLaw : part.onLaw);
  const replacedText = replaced.map((each) => (each.kept ? '' : each.parts ? each.parts.filter(onTopic).map((part) => part.text).join(' ') : each.unit.text)).join(' ');
  const withReferences = withCrossReferences(wording, replacedText, settled);
  const perItem = settled ? wordingPerItem(wording, units, itemOf, placed, settled) : null;
  if (perItem) return perItem;
  if (replaced.length === placed.length && !replaced.some((each) => !each.kept && each.parts)) return withReferences;

  let result = '';
  let wordingPlaced = false;
  placed.forEach((each, index) => {
    const before = result ? each.unit.before || ' ' : '';
    if (each.kept) {
      result += `${before}${each.unit.text}`;
      return;
    }
    if (wordingPlaced) return;
    wordingPlaced = true;
    const next = placed[index + 1];
    // A unit cut at a semicolon before a kept item ends as it did: "…; (iii)", not "….; (iii)".
    const ending = /;$/.test(each.unit.text) && next?.kept ? ';' : '';
    // A later item replaced keeps its label and heading: "(4) Applicable law and jurisdiction This Agreement …".
    const label = index > 0 && each.unit.labelled ? leadingStructure(each.unit.text) : '';
    if (!each.parts) {
      result += `${before}${label}${ending ? withReferences.replace(/\.\s*$/, ending) : withReferences}`;
      return;
    }
    let sentence = '';
    let inserted = false;
    each.parts.forEach((part, partIndex) => {
      const last = partIndex === each.parts!.length - 1;
      if (!onTopic(part)) {
        sentence += `${part.before}${part.text}`;
        return;
      }
      if (inserted) return;
      inserted = true;
      let text = partIndex > 0 ? lowered(withReferences) : withReferences;
      let separator = part.before;
      if (!last) text = text.replace(/\.\s*$/, '');
      // After the law part, a clause starting "with jurisdiction …" is the forum's own: the forum wording follows as a clause.
      if (partIndex > 0 && !/\S/.test(separator)) separator = ', and ';
      sentence += `${separator}${text}`;
      // The wording's own commas: the clause after it is set off with one (", and the courts of Dallas …").
      const following = each.parts![partIndex + 1];
      if (following && /^\s+(?:(?:and|but)\s|$)/.test(following.before) && text.includes(',')) following.before = `,${following.before}`;
    });
    result += `${before}${sentence}${ending}`;
  });
  return result;
}

/** Words too common to tell one item from another. */
const COMMON_STEMS = new Set(['agree', 'shall', 'this', 'that', 'with', 'which', 'party', 'parti', 'other', 'such', 'their', 'under', 'there', 'herei', 'from']);
const stemsOf = (text: string) => new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((word) => word.slice(0, 5)).filter((stem) => !COMMON_STEMS.has(stem)));
/** A value an item settles in its own words: a number, a period. */
const HOLDS_VALUE = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|sixty|ninety|years?|months?|days?|perpetu\w*|indefinite\w*)\b/i;

/**
 * Several numbered items of the passage replaced at once ("1.1 Commencement … 1.2 Term This agreement is for a term of
 * ten (10) years. 1.3 Renewal This agreement will be automatically renewed …", Agapé; issue 32, 32r): each sentence of
 * the wording goes to the item it has most words in common with, under that item's own label and heading, so the
 * redline keeps "1.2 Term" and "1.3 Renewal" instead of deleting them. An item no sentence goes to stays as written
 * when it holds no value the wording settles (no number, no period: "This agreement commences upon execution of this
 * document."). Null — the wording replaces the items whole, as before — when the sentences would go out of order, an
 * item left without one holds a value, a sentence is cut on its subject, or fewer than two items or sentences.
 */
function wordingPerItem(
  wording: string,
  units: readonly Unit[],
  itemOf: readonly number[],
  placed: readonly ({ unit: Unit; kept: true } | { unit: Unit; kept: false; parts: Part[] | null })[],
  settled: RegExp,
): string | null {
  if (placed.some((each) => !each.kept && each.parts)) return null;
  const items = [...new Set(itemOf)];
  const replacedItems = items.filter((item) => placed.some((each, index) => itemOf[index] === item && !each.kept));
  if (replacedItems.length < 2 || replacedItems.some((item) => placed.some((each, index) => itemOf[index] === item && each.kept))) return null;
  const sentences = splitSentences(wording).map((span) => wording.slice(span.start, span.end).trim()).filter(Boolean);
  if (sentences.length < 2) return null;
  const textOf = (item: number) => units.filter((_, index) => itemOf[index] === item).map((unit) => unit.text).join(' ');
  const assigned = new Map<number, string[]>();
  let previous = -1;
  for (const sentence of sentences) {
    const words = stemsOf(sentence);
    let best = replacedItems[0]!;
    let score = -1;
    for (const item of replacedItems) {
      const own = stemsOf(textOf(item));
      const common = [...words].filter((word) => own.has(word)).length;
      if (common > score) [best, score] = [item, common];
    }
    if (best < previous) return null;
    previous = best;
    assigned.set(best, [...(assigned.get(best) ?? []), sentence]);
  }
  if (replacedItems.some((item) => !assigned.has(item) && HOLDS_VALUE.test(textOf(item)))) return null;
  let result = '';
  for (const item of items) {
    const first = itemOf.indexOf(item);
    const before = result ? units[first]!.before || ' ' : '';
    const own = assigned.get(item);
    if (!own) {
      result += `${before}${textOf(item)}`;
      continue;
    }
    const label = first > 0 && units[first]!.labelled ? leadingStructure(textOf(item)) : '';
    result += `${before}${label}${withCrossReferences(own.join(' '), textOf(item), settled)}`;
  }
  return result;
}

/** A cross-reference to another part of the contract: "Section 7.2", "Sections 4.2 through 4.4", "Article 11", "Exhibit B". */
const REFERENCE =
  '(?:Sections?|SECTIONS?|Articles?|ARTICLES?|Clauses?|Paragraphs?|Exhibits?|Schedules?|Annex(?:es)?|Appendix|§+)\\s*(?:\\d+(?:\\.\\d+)*[A-Za-z]?|[IVX]{1,5}\\b|[A-Z]\\b)(?:\\s*\\((?:[a-z]{1,2}|[ivx]{1,5}|\\d{1,2})\\))*(?:(?:\\s*,\\s*|\\s+(?:and|or|through|to)\\s+|\\s*[-–]\\s*)(?:(?:Sections?|Articles?)\\s+)?(?:\\d+(?:\\.\\d+)*[A-Za-z]?)(?:\\s*\\((?:[a-z]{1,2}|[ivx]{1,5}|\\d{1,2})\\))*)*';
/** The words that lead a cross-reference: "as set out in", "pursuant to", "subject to the provisions of". */
const LEAD =
  '(?:(?:as\\s+(?:\\w+ly\\s+)?)?(?:set\\s+(?:out|forth)|provided|described|specified|contemplated|permitted|required)\\s+(?:in|under|by)|pursuant\\s+to|in\\s+accordance\\s+with|subject\\s+to|according\\s+to)\\s+(?:the\\s+(?:provisions|terms)\\s+of\\s+)?';
/** A sentence that opens with its cross-reference: "Subject to Section 9.3, …", "Except as set out in Section 7.2, …". */
const OPENING_REFERENCE = new RegExp(`^((?:Subject\\s+to|Except\\s+as\\s+(?:otherwise\\s+)?(?:set\\s+(?:out|forth)|provided|described|specified)\\s+(?:in|under)|Notwithstanding|Without\\s+prejudice\\s+to|Pursuant\\s+to|In\\s+accordance\\s+with)\\s+(?:the\\s+(?:provisions|terms)\\s+of\\s+)?(?:this\\s+)?${REFERENCE})\\s*,\\s*`);
/** A led cross-reference, "this" included: "pursuant to this Article 11", "in accordance with the terms of this Article XVI". */
const LED_REFERENCE = new RegExp(`\\b${LEAD}(?:this\\s+)?${REFERENCE}`, 'g');
/** Any cross-reference, led or not ("referred to in Exhibit D"). */
const ANY_REFERENCE = new RegExp(`\\b${REFERENCE}`, 'g');
/**
 * A qualifier set off in its sentence that a cross-reference is part of: a parenthesis ("(it being understood that a
 * purported assignment to a Reed's competitor identified or referred to in Exhibit D … shall be considered to be a
 * reasonable basis for withholding consent)") or a part after a comma that opens with a condition (", but subject to
 * payment of a termination fee equal to an amount set out in Schedule 6").
 */
const CONDITION = String.raw`(?:subject\s+to|provided(?:,)?\s+(?:that|however)|except|save\s+(?:as|for|that)|unless|other\s+than|without\s+prejudice\s+to|it\s+being\s+understood|for\s+the\s+avoidance\s+of\s+doubt)\b`;
const QUALIFIER = new RegExp(String.raw`\s*(\(${CONDITION}[^()]{10,400}\))|,\s*((?:and\s+|but\s+)?${CONDITION}[^,;()]*(?:\([^()]*\)[^,;()]*)*?)(?=\s*(?:,|[.;]?\s*$))`, 'gi');
/** The wording's own words for what a cross-reference names exactly: "in accordance with its terms". */
const GENERIC_REFERENCE = /\b(?:in accordance with (?:its|the) terms(?: of this Agreement)?|in accordance with this Agreement|as provided (?:herein|in this Agreement))/i;

/**
 * The wording with the cross-references of the words it replaces, so a redline does not take a reference to another
 * clause out of the contract ("unless terminated pursuant to Sections 4.2 through 4.4"): a sentence that opened with
 * one ("Subject to Section 9.3, …") opens the wording with it; one the wording says in its own words after the same
 * verb ("unless terminated earlier in accordance with its terms") takes its place there; one that ended its sentence
 * (", as set out in Section 7.2.") ends the wording's sentence most like that one. Any other stays out.
 */
export function withCrossReferences(wording: string, replaced: string, settled?: RegExp): string {
  let result = wording;
  const kept = (reference: string) => result.includes(reference);
  for (const span of splitSentences(replaced)) {
    const sentence = replaced.slice(span.start, span.end).replace(ENUMERATOR, '');
    const opening = OPENING_REFERENCE.exec(sentence);
    if (opening && !kept(opening[1]!)) result = `${opening[1]}, ${lowered(result)}`;
    for (const match of sentence.matchAll(LED_REFERENCE)) {
      const reference = match[0];
      if (kept(reference) || (opening && opening[1]!.includes(reference))) continue;
      const generic = GENERIC_REFERENCE.exec(result);
      if (generic && clauseStems(sentence.slice(0, match.index)).some((stem) => lastStems(result.slice(0, generic.index)).includes(stem))) {
        result = `${result.slice(0, generic.index)}${reference}${result.slice(generic.index + generic[0].length)}`;
        continue;
      }
      const after = sentence.slice(match.index + reference.length);
      // Only a qualifier set off at the end of its sentence (", as set out in Section 7.2.") qualifies the whole sentence.
      if (!/^\s*[.;]?\s*$/.test(after) || !/,\s*$/.test(sentence.slice(0, match.index)) || !/^as\b/i.test(reference)) continue;
      result = endingSentence(result, sentence, (text) => text.replace(/([.;]?)(\s*)$/, `, ${reference}$1$2`));
    }
    result = withQualifiers(result, sentence, settled);
  }
  return result;
}

/**
 * The wording with the qualifiers of a replaced sentence that hold a cross-reference in its middle and are not on what
 * the wording settles (`settled`, the topic's value): each ends the wording's sentence most like the replaced one, as
 * written, so the redline keeps the reference and the condition it states ("… not less than ninety (90) days' prior
 * written notice, but subject to payment of a termination fee equal to an amount set out in Schedule 6."). A qualifier
 * on the settled value (", subject to Section 4.2" beside the days it changes) goes with the replaced words.
 */
function withQualifiers(wording: string, sentence: string, settled: RegExp | undefined): string {
  let result = wording;
  for (const match of sentence.matchAll(QUALIFIER)) {
    const parenthesis = match[1];
    const qualifier = parenthesis ?? match[2]!.trim().replace(/[.;]$/, '');
    const references = [...qualifier.matchAll(ANY_REFERENCE)].map((reference) => reference[0]);
    if (references.length === 0 || references.every((reference) => result.includes(reference))) continue;
    if (!settled || settled.test(qualifier)) continue;
    const placed = parenthesis ? ` ${qualifier}` : `, ${qualifier}`;
    result = endingSentence(result, sentence, (text) => text.replace(/([.;]?)(\s*)$/, `${placed}$1$2`));
  }
  return result;
}

/** The stems of the last two words of a text ("termin", "occurs"): the verb a cross-reference follows, an adverb between or not. */
const lastStems = (text: string) => (text.match(/[A-Za-z]{4,}/g) ?? []).slice(-2).map((word) => word.slice(0, 6).toLowerCase());

/** The stems of the words of a text's last clause, back to a comma ("unless earlier terminated by either Party"). */
const clauseStems = (text: string) => ((text.split(/[,;(]/).pop() ?? '').match(/[A-Za-z]{4,}/g) ?? []).slice(-6).map((word) => word.slice(0, 6).toLowerCase());

/** The wording with its sentence most like `like` (most words in common) changed by `change`. */
function endingSentence(wording: string, like: string, change: (sentence: string) => string): string {
  const words = new Set(like.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const spans = splitSentences(wording);
  if (spans.length === 0) return wording;
  const score = (text: string) => (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => words.has(word)).length;
  const best = spans.reduce((top, span) => (score(wording.slice(span.start, span.end)) > score(wording.slice(top.start, top.end)) ? span : top), spans[0]!);
  return `${wording.slice(0, best.start)}${change(wording.slice(best.start, best.end))}${wording.slice(best.end)}`;
}

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii'];
/**
 * Under a clause labelled with a letter ("(a) Licensor shall indemnify …"), the wording's own inline items (a), (b), (c)
 * become (i), (ii), (iii), as a contract numbers the items inside a lettered clause; other wording is unchanged.
 */
function underLetterLabel(structure: string, wording: string): string {
  if (!/\([a-h]\)\s*(?:[A-Z][^()]*\.\s*)?$/.test(structure) || !/\(a\)[^]*\(b\)/.test(wording) || /\(i\)/.test(wording)) return wording;
  return wording.replace(/\(([a-h])\)/g, (_whole: string, letter: string) => `(${ROMAN[letter.charCodeAt(0) - 97]})`);
}

/** A definition in a passage: (the "Initial Term"), ("Term"), (such period, the "Term"). */
const DEFINED_IN_PASSAGE = /\((?:[^()"“”]{0,40}?\s)?(?:the\s+)?["“]([A-Z][A-Za-z' -]{1,40}?)["”]\)/g;

/**
 * A term the passage defines and the wording uses keeps its definition, or the redline would delete the definition of
 * a term the rest of the contract still uses: 'for an initial term of three (3) years (the "Initial Term"), unless …'.
 * The definition goes after the term and its "of …" complement, before the next comma or full stop, with the term
 * there in the wording's own case; where the wording has no such place it is left out (the integrity check then says
 * the term is no longer defined).
 */
function keptDefinitions(cased: string, uncased: string, quote: string): string {
  let result = cased;
  for (const match of quote.matchAll(DEFINED_IN_PASSAGE)) {
    const term = match[1]!;
    if (result.includes(`"${term}"`) || result.includes(`“${term}”`)) continue;
    const at = result.search(new RegExp(`\\b${escape(term)}\\b`, 'i'));
    if (at < 0) continue;
    const place = /^ of [^,;.()]{1,40}?(?:\(\d+\)[^,;.()]{0,20}?)?(?=[,;.])/.exec(result.slice(at + term.length));
    if (!place) continue;
    const end = at + term.length + place[0].length;
    const ownAt = uncased.search(new RegExp(`\\b${escape(term)}\\b`, 'i'));
    const first = ownAt >= 0 ? uncased.slice(ownAt, ownAt + term.length) : result.slice(at, at + term.length);
    // The definition in its plain form: (the "Initial Term") or ("Term"), in the passage's quotation marks.
    const [open, close] = match[0].includes('“') ? ['“', '”'] : ['"', '"'];
    const definition = /\bthe\s+["“]/.test(match[0]) ? `(the ${open}${term}${close})` : `(${open}${term}${close})`;
    result = `${result.slice(0, at)}${first}${result.slice(at + term.length, end)} ${definition}${result.slice(end)}`;
  }
  return result;
}

/** An enumerator: 12. | 12.1 | 13.4.1 | (b) | (ii) | b. | A. | c) | XVI. | Section 5.01. | ARTICLE 3. | Article 11 (not "30 days"). */
const ENUMERATOR = /^(?:(?:Section|SECTION|Article|ARTICLE|Clause|CLAUSE|Paragraph|PARAGRAPH)\s+(?:\d+(?:\.\d+)*[A-Za-z]?|[IVXL]{1,5})\.?(?:\s*(?:--|[-–—:])(?=\s))?|\d{1,3}(?:\.\d{1,3})+\.?(?:\s+\.)?(?=\s)|\d{1,3}\.(?=\s)|\(\s?(?:[a-z]{1,2}|[ivxlIVXL]{1,5}|[A-Z]|\d{1,3})\s?\)|(?:[a-hA-H]|[ivxIVX]{1,4}|[IVX]{1,5})[.)](?=\s))\s*/;
/** Small words a Title Case heading may hold in lower case ("Payment of Statements", "Termination by PAPA JOHN'S"). */
const SMALL = new Set(['of', 'and', 'the', 'to', 'for', 'in', 'on', 'by', 'or', 'a', 'an', 'with', 'under', '&']);
/** Words that start a clause's sentence, not a heading: "1.1 Commencement This agreement …", "5.4 Payment terms Unless …". */
const SENTENCE_START = /^(?:This|The|These|Each|Either|Neither|Unless|Subject|Except|Notwithstanding|Even|All|Any|No|Upon|Within|If|In|Both|Without|During|Such|Nothing|It|Its|Where|When|For|On|At|As)\b/;
/** A verb makes words a sentence, never a heading ("c. IN NO EVENT SHALL Erchonia BE LIABLE"). */
const VERB = /^(?:shall|will|may|must|is|are|be|been|has|have|agrees?|hereby|can|cannot|does|do)$/i;
/** Abbreviations that end in a full stop but head nothing ("Inc. shall", "Mr. Smith"). */
const ABBREVIATION = /^(?:Inc|Ltd|Co|Corp|LLC|L\.L\.C|N\.A|S\.A|Mr|Mrs|Ms|Dr|St|No|Jr|Sr|U\.S|Nos?)\.$/;
const HEADING_MAX_WORDS = 6;

/**
 * The run of enumerators and headings a passage starts with, as written (its spacing kept), or '' when it starts with
 * its sentence. A heading is a few words (Title Case, capitals, or after a label "Payment terms") ended by "." or ":",
 * by a dash, or, after a label, by a following label, a sentence's first word or a stretch of spaces.
 */
export function leadingStructure(quote: string): string {
  let at = 0;
  let found = false;
  for (let step = 0; step < 6; step += 1) {
    const rest = quote.slice(at);
    const numbered = numberedHeadingAt(rest);
    if (numbered > 0) {
      at += numbered;
      found = true;
      continue;
    }
    const enumerator = ENUMERATOR.exec(rest);
    if (enumerator && enumerator[0].trim()) {
      at += enumerator[0].length;
      found = true;
      continue;
    }
    const heading = headingAt(rest, found);
    if (heading === 0) break;
    at += heading;
    found = true;
  }
  // Only a label and a heading, no sentence after them: nothing to keep apart.
  return found && quote.slice(at).trim().length > 0 ? quote.slice(0, at) : '';
}

/**
 * A section's number without a full stop and its heading, known by the first subsection's number that follows: "10
 * Governing Law; Venue 10.1 ", "5 Term and Termination 5.1 " (Kitov). The length up to that subsection's number, or 0.
 * A bare number alone starts no heading ("30 Business Days after …").
 */
function numberedHeadingAt(text: string): number {
  const number = /^(\d{1,3})\s+(?=[A-Z])/.exec(text);
  if (!number) return 0;
  const heading = headingAt(text.slice(number[0].length), true);
  if (heading === 0) return 0;
  const end = number[0].length + heading;
  return text.startsWith(`${number[1]}.`, end) && /^\d/.test(text.slice(end + number[1]!.length + 1)) ? end : 0;
}

/** The length of a heading at the start of `text` with the space after it, or 0. */
function headingAt(text: string, afterLabel: boolean): number {
  const words = [...text.matchAll(/\S+/g)].slice(0, HEADING_MAX_WORDS + 1);
  if (words.length < 2 || SENTENCE_START.test(words[0]![0])) return 0;
  for (let count = 1; count <= Math.min(HEADING_MAX_WORDS, words.length - 1); count += 1) {
    const word = words[count - 1]!;
    const bare = word[0].replace(/[.:,;]+$/, '');
    if (VERB.test(bare) || !(/^[A-Z0-9"“(]/.test(bare) || SMALL.has(bare.toLowerCase()) || (afterLabel && /^[a-z]/.test(bare)))) return 0;
    const next = words[count]!;
    const end = word.index + word[0].length;
    const gap = text.slice(end, next.index);
    const heading = words.slice(0, count).map((each) => each[0]).join(' ');
    const capitals = heading.replace(/[^A-Za-z]/g, '');
    const allCaps = capitals.length > 1 && capitals === capitals.toUpperCase();
    const nextCapital = /^[A-Z]/.test(next[0]);
    const nextIsSentence = nextCapital && (SENTENCE_START.test(next[0]) || (allCaps && next[0] !== next[0].toUpperCase()));
    const nextIsLabel = ENUMERATOR.test(text.slice(next.index));
    const dashed = /^[-–—]$/.test(next[0]);
    const punctuated = /[.:]$/.test(word[0]) && !ABBREVIATION.test(word[0]) && (nextCapital || nextIsLabel);
    const spaced = /[ \t]{2,}/.test(gap) && nextCapital;
    if (punctuated || dashed || (nextIsLabel && (afterLabel || allCaps)) || (afterLabel && (nextIsSentence || spaced))) {
      // A dash belongs to the heading ("(a) Mutual Agreement - This Agreement").
      const dash = /^\s*[-–—]\s*/.exec(text.slice(end));
      return dash ? end + dash[0].length : next.index;
    }
  }
  return 0;
}

/** Phrases of playbook wording a contract may write in its own case: its defined terms and these. */
const CASED_PHRASES = ['this Agreement', 'Parties', 'Party', 'Confidential Information', 'Effective Date', 'Affiliates', 'Affiliate', 'Business Days', 'Business Day'];
/** A defined term: ("Confidential Information"), (the "Parties"), “Term” means. */
const DEFINITION = /(?:\(\s*(?:each,? )?(?:the |an? |collectively,? )?["“]([A-Z][A-Za-z&' -]{1,40}?)["”]\s*\)|["“]([A-Z][A-Za-z&' -]{1,40}?)["”]\s+(?:shall )?means?\b)/g;
/** The phrases a contract's own style may write in lower case where the wording capitalises them. */
const LOWERED = new Set(['agreement', 'party', 'parties']);
/** Single words a contract defines that playbook wording uses in their ordinary sense ("an initial term", "by written agreement"). */
const ORDINARY = new Set(['agreement', 'term', 'services', 'products', 'goods', 'territory', 'fees']);

/**
 * The wording with each phrase written as the contract writes it where the contract is consistent (at least three
 * times, two in three of them in one case, never counting the start of a sentence), and as the contract defines it.
 * "third party" stays as it is unless the contract defines "Third Party".
 */
export function inContractCasing(wording: string, contract: string): string {
  const defined = new Set([...contract.matchAll(DEFINITION)].map((match) => (match[1] ?? match[2] ?? '').trim()).filter((term) => term && !ORDINARY.has(term.toLowerCase())));
  const wanted = new Map<string, string>();
  for (const term of defined) wanted.set(term.toLowerCase(), term);
  for (const phrase of CASED_PHRASES) {
    if (wanted.has(phrase.toLowerCase())) continue;
    const usual = usualCase(phrase, contract);
    if (usual) wanted.set(phrase.toLowerCase(), usual);
  }
  if (wanted.size === 0) return wording;
  // Longest first, so "Confidential Information" is one phrase and not "Information".
  const phrases = [...wanted.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`\\b(${phrases.map(escape).join('|')})\\b`, 'gi');
  return wording.replace(pattern, (found: string, _phrase: string, offset: number) => {
    const target = wanted.get(found.toLowerCase())!;
    if (found === target) return found;
    const before = wording.slice(0, offset);
    if (/\bthird[\s-]+$/i.test(before) && !defined.has(`Third ${target}`)) return found;
    // A capitalised term is not lowered to a contract's loose usage ("the effective date"), except its own drafting style
    // for the agreement and the parties ("this agreement", "both parties").
    if (found[0] === found[0]!.toUpperCase() && target === target.toLowerCase() && !LOWERED.has(target.replace(/^this /, ''))) return found;
    // The start of a sentence keeps its capital.
    if (offset === 0 || /[.;:!?]\s*$/.test(before)) return target[0]!.toUpperCase() + target.slice(1);
    return target;
  });
}

/** How the contract writes a phrase inside its sentences, if one case holds two in three of at least three uses. */
function usualCase(phrase: string, contract: string): string | undefined {
  const counts = new Map<string, number>();
  for (const match of contract.matchAll(new RegExp(`(?<![.;:!?]\\s{0,3}|^)\\b${escape(phrase)}\\b`, 'gim'))) {
    if (/^\w/.test(phrase) && match[0] === match[0].toUpperCase() && match.index > 0 && /[A-Z]{2,}\s+$/.test(contract.slice(Math.max(0, match.index - 12), match.index))) continue;
    counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const [best, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return total >= 3 && count * 3 >= total * 2 ? best : undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
