import type { Finding, Playbook, PlaybookRule, PlaybookTopic, PlaybookTopicKey } from '@arcline/shared';
import { clauseModel, type ClauseModel } from '../local/finder/clauseModel';
import { findClause, type ClauseFinding } from '../local/finder/findClause';
import { TEMPLATE_CATEGORIES } from '../local/finder/categories';
import { positionOf, unitText } from '../local/finder/units';
import { verifyQuote } from '../quotes';
import { splitSentences } from '../text/sentences';
import { headingOf } from '../text/headings';
import { allowsFreeAssignment, applyRule, assignmentSides, BOTH_PARTIES, capProtectsOnlyTheirs, capsOurSide, confidentialityKeepers, NOT_A_LIMIT, paysInAdvance, recurringDue, REDACTED_NOTICE, REDACTED_PERIOD, SHARES_ON_SIGNING, shownParty, sideOf, withAliases, type RuleContext, type RuleOutcome } from './rules';
import { findDates } from '../text/values';
import { learnedFinding, verdictModel, type TopicEvidence } from './learnedVerdict';
import { fitWording } from './wordingFit';
import { AT_WILL_TOPIC, bindsBothSides, endlessTermDecision, fixedDateDecision } from './playbookConventions';

/** The matrix template whose clause-finder categories locate each kind of topic. */
const TOPIC_TEMPLATES: Record<PlaybookTopicKey, keyof typeof TEMPLATE_CATEGORIES> = {
  governingLaw: 'Governing Law',
  jurisdiction: 'Jurisdiction and Dispute Resolution',
  liabilityCap: 'Limitation of Liability',
  indemnity: 'Indemnification',
  term: 'Term and Expiration',
  renewal: 'Renewal Term',
  terminationForConvenience: 'Termination for Convenience',
  terminationForCause: 'Termination for Cause',
  assignment: 'Assignment',
  changeOfControl: 'Change of Control',
  confidentiality: 'Confidentiality',
  nonCompete: 'Non-Compete',
  nonSolicitation: 'Non-Solicitation',
  exclusivity: 'Exclusivity',
  paymentTerms: 'Payment Terms',
  warranty: 'Warranties',
  insurance: 'Insurance',
  auditRights: 'Audit Rights',
  ipOwnership: 'Intellectual Property Ownership',
  notices: 'Notice Periods',
};

/** The clause finder's categories for a topic. */
export const topicCategories = (key: PlaybookTopicKey): string[] => TEMPLATE_CATEGORIES[TOPIC_TEMPLATES[key]] ?? [];

/** A document given as one text is read as its lines: `paragraphIndex` is then the line's index. */
export const paragraphsOf = (document: string | readonly string[]): string[] => (typeof document === 'string' ? document.split('\n') : [...document]);

/** The passage a topic is about: where the clause finder locates it, or null when it finds no such clause. */
export interface TopicPassage {
  paragraphIndex: number;
  /** The clause's sentences, verbatim: what a comment anchors on and a redline replaces. */
  quote: string;
  /** The whole passage the finder scored (the quote and the sentences around it): what a rule may read besides. */
  passage: string;
}

/**
 * The sentences of the found passage that are the clause: those the model rates as the category at its threshold
 * (else the best one), from the first to the last, without a leading clause number and heading ("9.05. Applicable
 * Law."), so a redline keeps the numbering and the sentences about something else.
 */
function clauseSpan(model: ClauseModel, paragraphs: string[], found: ClauseFinding): string {
  const paragraph = paragraphs[found.unit.paragraph]!;
  const position = positionOf(paragraphs, found.unit.paragraph);
  const sentences = splitSentences(paragraph).filter((span) => span.start >= found.unit.start && span.end <= found.unit.end);
  const scores = sentences.map((span) => model.score(paragraph.slice(span.start, span.end), position, [found.category]).get(found.category)!);
  const kept = sentences.filter((_, index) => scores[index]! >= found.threshold);
  const best = sentences[scores.indexOf(Math.max(...scores))];
  const span = kept.length > 0 ? { start: kept[0]!.start, end: kept.at(-1)!.end } : best;
  if (!span) return unitText(paragraphs, found.unit).trim();
  const text = paragraph.slice(span.start, span.end);
  const heading = headingOf(text);
  const afterHeading = heading ? text.indexOf(heading) + heading.length : 0;
  const body = heading ? text.slice(afterHeading).replace(/^[.:]?\s*/, '') : text;
  return (body.length >= 20 ? body : text).trim();
}

export function locateTopic(topic: Pick<PlaybookTopic, 'key'>, paragraphs: string[]): TopicPassage | null {
  const model = clauseModel();
  const categories = topicCategories(topic.key).filter((category) => model.thresholds.has(category));
  const found = categories.length > 0 ? findClause(model, paragraphs, categories) : null;
  if (!found?.present) return null;
  const passage = unitText(paragraphs, found.unit).trim();
  if (!passage) return null;
  const span = clauseSpan(model, paragraphs, found);
  // The finder's passage is only the section's heading ("ARTICLE 8 CONFIDENTIALITY", "11.15 Confidentiality."): the
  // clause is the section under it.
  const section = isHeadingOnly(span) && isHeadingOnly(passage) ? sectionUnder(paragraphs, found.unit.paragraph) : null;
  const located = section ? { paragraphIndex: found.unit.paragraph, quote: section, passage: section } : { paragraphIndex: found.unit.paragraph, quote: span, passage };
  // The finder's passage must speak of the topic: a passage without its words is the wrong one (issue 32's misses).
  const cues = TOPIC_CUES[topic.key];
  if (cues && !cues.about.test(`${located.quote} ${located.passage}`.replace(NOT_A_LIMIT, ' '))) return null;
  // A right to terminate on an event (a breach, an insolvency) is not one for convenience.
  if (topic.key === 'terminationForConvenience' && !isConvenience(located.passage)) return null;
  // A table of contents names the clause but is not it (the cue sentences stand in).
  if (isTableOfContents(located.quote)) return null;
  return located;
}

/**
 * Numbered entries of a table of contents: "11.1.2 Ownership", "11 1.3 Confidentiality of trade Secrets", "11.1 4
 * Registered", and a page number before the next exhibit ("… COVERED UNDER THIS AGREEMENT     40  EXHIBIT 2 - LIST OF
 * SERVICES …", Azul).
 */
const CONTENTS_ENTRY = /(?:^|\s)\d{1,3}(?:[.\s]\d{1,3}){1,3}\.?\s+[A-Z]|(?:^|\s)\d{1,3}\s+(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX|ATTACHMENT|ARTICLE|SECTION)\s+[\dA-Z]{1,4}\b/g;
/** What a clause says and a table of contents does not. */
const CLAUSE_VERB = /\b(?:shall|will|must|may|agrees?|is|are|be)\b/i;

/**
 * A table of contents: four numbered entries or more and no verb of a clause ("11.1.1 Registration Assistance by
 * Franchisee 11.1.2 Ownership 11 1.3 Confidentiality of trade Secrets …", International Fast Food).
 */
export const isTableOfContents = (text: string): boolean => (text.match(CONTENTS_ENTRY) ?? []).length >= 4 && !CLAUSE_VERB.test(text);

/** A heading alone: fewer than six words once its numbering is left out ("10. CONFIDENTIALITY. 10.1 Scope."). */
export const isHeadingOnly = (text: string): boolean => (text.replace(/\b(?:article|section|clause)\b|\b[\divxlIVXL]+(?:\.\d+)*\.?/gi, ' ').match(/[A-Za-z]{2,}/g) ?? []).length < 6;

/** The number a heading paragraph opens with: "10.", "11.15", "ARTICLE 8" → "10", "11.15", "8". */
const HEADING_NUMBER = /^\s*(?:(?:article|section|clause)\s+)?(\d{1,3}(?:\.\d{1,3})*)\b/i;
/** How much of a section under a heading is read: paragraphs with text, and characters. */
const SECTION_PARAGRAPHS = 8;
const SECTION_CHARS = 4000;

/**
 * The section under a heading paragraph, verbatim (the heading through the paragraph before the next heading of the same
 * or a higher level), or null when the heading carries no number to tell where the section ends.
 */
export function sectionUnder(paragraphs: string[], headingIndex: number): string | null {
  const number = HEADING_NUMBER.exec(paragraphs[headingIndex]!)?.[1];
  if (!number) return null;
  const article = /^\s*article\b/i.test(paragraphs[headingIndex]!);
  let last = headingIndex;
  let length = paragraphs[headingIndex]!.length;
  for (let index = headingIndex + 1, seen = 0; index < paragraphs.length && seen < SECTION_PARAGRAPHS; index += 1) {
    const text = paragraphs[index]!;
    if (!text.trim()) continue;
    const next = HEADING_NUMBER.exec(text)?.[1];
    // The next section: "ARTICLE 9" after an article, a number that is not a sub-number of this one ("11" or "11.16" after "10" or "11.15").
    if ((article && /^\s*article\b/i.test(text)) || (next && !article && next !== number && !next.startsWith(`${number}.`) && /^\s*\d/.test(text))) break;
    if (length + text.length > SECTION_CHARS) break;
    seen += 1;
    length += text.length + 1;
    last = index;
  }
  return last > headingIndex ? paragraphs.slice(headingIndex, last + 1).join('\n').trim() : null;
}

/**
 * Per topic, the words a passage about it has (`about`), and the sentences anywhere in the contract a rule may read
 * when the clause finder's passage does not decide it (`sentence`, minus `not`): the playbook engine's own locating
 * by rule-specific cues, beside the finder's (which is shared with Matrix Review and tuned for it).
 */
interface TopicCues {
  about: RegExp;
  sentence?: RegExp;
  not?: RegExp;
}

/**
 * A right to terminate: "may terminate", "may be terminated", "is terminable", "has the right to terminate", also with
 * a phrase between commas ("ENERGOUS may, at any time after the third anniversary of the Effective Date, terminate",
 * "Vericel may, without penalty or prejudice to any other rights or remedies Vericel may have, in its sole discretion
 * terminate": blind set 5).
 */
const TERMINATION_RIGHT = new RegExp(
  // "cancel" is "terminate": "Client has the unilateral right to cancel this agreement at any time within a 7-day notice
  // period" (Clickstream).
  String.raw`\b(?:may|can)(?:\s*,[^,.;]{1,160},)?\s+(?:\w+\s+){0,4}?(?:terminat\w*|cancel\s+(?:this|the)\s+(?:[\w-]+\s+){0,2}?(?:agreement|contract)\b)` +
    String.raw`|\b(?:(?:shall|will) (?:be entitled|have the (?:\w+ )?(?:right|ability|option))|is entitled|has the (?:\w+ )?(?:right|ability|option)|(?:reserves|retains) the right)(?:\s*,[^,.;]{1,160},)?\s+to\s+(?:\w+\s+){0,3}?(?:terminat\w*|cancel\s+(?:this|the)\s+(?:[\w-]+\s+){0,2}?(?:agreement|contract)\b)` +
    // A right to do something else "and to terminate this Agreement": "Network retains the right at all times during the
    // Term to discontinue its distribution of the Service in its entirety and to terminate this Agreement … on at least
    // ninety (90) days' prior notice" (Tube Media).
    String.raw`|\b(?:(?:reserves|retains|has)\s+the\s+right|(?:shall|will)\s+have\s+the\s+right)\b[^.;]{0,200}?\band\s+to\s+terminate\s+(?:this|the)\s+(?:agreement|contract)\b` +
    String.raw`|\b(?:may|shall|can)\s+(?:\w+\s+)?be\s+(?:\w+\s+)?terminated\b|\b(?:is|shall be) terminable\b|\bterminated by (?:either|any|each) party\b` +
    // "A six (6) months notice must be given by either party of their intention to terminate relations" (Agape).
    String.raw`|\bnotice\s+(?:must|shall)\s+be\s+given\s+by\s+[^.;]{0,60}\bintention\s+to\s+terminat\w*`,
  'i',
);
/** Words that make a termination right one at will. */
const CONVENIENCE_CUE = /\b(?:for (?:its |their )?convenience|without cause|for any (?:or no )?reason|any reason whatsoever|(?:for|due to) any reason other than|for no reason|at will|in (?:its|their) (?:sole )?discretion)\b/i;
/** Words that tie a termination right to an event (a breach, an insolvency…), which is not termination for convenience. */
const CONDITION_CUE =
  // "if any" / "if applicable" closing a phrase qualifies it and sets no condition ("… following the Dolphins last 1997
  // regular or post-season game, if any", Hydron).
  /\b(?:if(?!\s+(?:any|applicable|necessary|appropriate)\s*(?:[,.;)]|$))|for\s+cause|in\s+the\s+event|in\s+case|event of|upon (?:the )?(?:occurrence|breach|default)|breach\w*|default\w*|insolven\w*|bankrupt\w*|fails?|failure|following events?|force majeure|beyond (?:its|their|such party's|the (?:other )?party's|the reasonable) (?:reasonable )?control|continuation of such|such condition)\b/i;
/** A notice period: "ninety (90) days", "three (3) months". */
const NOTICE_PERIOD = /\b(?:\d+|one|two|three|six|ten|fifteen|thirty|forty-five|sixty|ninety|one hundred (?:and )?eighty)\b\)?\s*(?:\(\d+\)\s*)?(?:calendar |business )?(?:days?|weeks?|months?)\b/i;

/** A termination right for convenience: one that says so, or one on notice that names no event triggering it. */
/**
 * A right to terminate something other than the agreement: "AIRSOPURE shall have the right to terminate the Fund at any
 * time" (Airtech), "The Publishers shall have the right to terminate the licence referred to in Clause 10.2.1"
 * (HealthGate's escrow licence).
 */
const ENDS_SOMETHING_ELSE = new RegExp(
  String.raw`\bterminat\w*\s+(?:the|such|any|its|this|each|a)\s+(?:[\w-]+\s+){0,2}?(?:fund|licen[cs]es?|program(?:me)?s?|plans?|services?|orders?|purchase orders?|statements? of work|campaigns?|promotions?|sublicen[cs]es?|escrow|appointment|exclusivity)\b` +
    // A party's right to do one thing: "We may terminate your right to provide products and services to a Major Account
    // customer at any time by giving you at least 30 days' prior written notice" (Pizza Fusion 6.12.2), "terminate
    // Supplier's right to receive Confidential Information upon written notice", "terminate Licensee's exclusivity".
    String.raw`|\bterminat\w*\s+(?:your|its|their|his|her|[A-Z][\w&-]*['’]s?)\s+(?:[\w-]+\s+){0,2}?(?:rights?\s+(?:to|under|in)\b|exclusivity\b|appointment\b)`,
  'i',
);
// "may terminate any Services Term of this Agreement by delivering 60 days written notice" (Emerald): a term of the agreement.
const ENDS_THE_AGREEMENT = /\b(?:terminat\w*|cancel)\s+(?:this|the)\s+(?:[\w-]+\s+){0,2}?(?:agreement|contract)\b|\bagreement\b[^.;]{0,60}\bterminat|\bterminat\w*\s+(?:any|the|each|such)\s+(?:[\w-]+\s+){0,2}?term\s+of\s+this\s+(?:agreement|contract)\b/i;

/**
 * Notice given before the term ends, which stops a renewal and grants no right to end the agreement early: "By either
 * Vendor or Distributor, upon written notice of termination of this Agreement no later than ninety (90) calendar days
 * prior to the expiration of the relevant Term" (Entertainment Gaming Asia).
 */
const NON_RENEWAL = /\b(?:prior to|before)\s+(?:the\s+)?(?:expiration|expiry|end)\s+of\s+(?:the|such|any|each|its|this|then)\s+(?:[\w-]+\s+){0,2}?(?:term|period)\b|\bnot to (?:renew|extend)\b|\bnon-?renewal\b/i;
/** A sentence that opens with the condition the right depends on: "If the Endorser fails, refuses or is unable for any reason to cure …, then MusclePharm may terminate" (MusclePharm). */
const OPENS_WITH_CONDITION = /^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:if|in the event|should|upon the occurrence|where)\b/i;

/**
 * A morals clause: the right depends on the other side's conduct or person — a conviction, a crime of "moral turpitude",
 * an act bringing it into "disrepute", disparagement — or on "any of the following" events, counted "after the
 * occurrence of such act". It is termination for cause, whatever discretion the holder has in judging the event ("as
 * determined by PAPA JOHN'S in its sole discretion …, in the event that any of the following occur … (1) CELEBRITY's
 * conviction …", Papa John's 7.A) and from when "at any time" runs ("then at any time after the occurrence of such act …
 * ADAMS GOLF shall have the right … to immediately terminate", Adams Golf 12).
 */
const CONDUCT_CONDITION =
  /\b(?:convict(?:ed|ion)|pleads?\s+guilty|plea\s+of\s+guilty|moral\s+turpitude|felony|disrepute|scandal\w*|ridicule|disparag\w*|malign\w*|any\s+of\s+the\s+following\s+(?:occurs?|events?\s+occurs?|shall\s+occur)|after\s+the\s+occurrence\s+of\s+(?:such|any\s+such|the)\s+(?:act|event|conduct))\b/i;
/** Words that make a right at will whatever else the sentence says ("for convenience", "without cause"), not "in its sole discretion". */
const AT_WILL_OUTRIGHT = /\b(?:for (?:its |their )?convenience|without cause|for any (?:or no )?reason|any reason whatsoever|for no reason|at will)\b/i;

function isConvenience(text: string): boolean {
  if (ENDS_SOMETHING_ELSE.test(text) && !ENDS_THE_AGREEMENT.test(text)) return false;
  const right = TERMINATION_RIGHT.exec(text);
  if (!right) return false;
  // "for any reason" inside the condition the right depends on is no right at will.
  const before = text.slice(0, right.index);
  if (OPENS_WITH_CONDITION.test(before) && CONDITION_CUE.test(before)) return false;
  if (CONDUCT_CONDITION.test(text) && !AT_WILL_OUTRIGHT.test(text)) return false;
  if (NON_RENEWAL.test(text) && !CONVENIENCE_CUE.test(text) && !/\bat any time\b/i.test(text)) return false;
  const onNotice = NOTICE_PERIOD.test(text) || REDACTED_NOTICE.test(text);
  return CONVENIENCE_CUE.test(text) || (onNotice && !CONDITION_CUE.test(text)) || (/\bat any time\b/i.test(text) && !CONDITION_CUE.test(text));
}

/**
 * The rights one sentence grants item by item: "provided, however, (i) Operator shall have the right to terminate this
 * Agreement at any time upon no less than 120 days prior written notice to Owner, if Operator provides a substitute
 * operator …, and (ii) Owner shall have the right to terminate this Agreement at any time upon no less than 120 days
 * prior written notice to Operator" (SandRidge): each item with a right of its own is read alone, so the first item's
 * condition does not take the second's right away. Verbatim pieces of the sentence.
 */
const ITEM_MARK = /(?:^|[\s,;:])\((?:[ivx]{1,4}|[a-h]|\d{1,2})\)\s+/g;
function rightsByItem(text: string): string[] {
  const marks = [...text.matchAll(ITEM_MARK)].map((match) => match.index + match[0].length);
  if (marks.length < 2) return [];
  return marks
    .map((start, index) => text.slice(start, index + 1 < marks.length ? text.lastIndexOf('(', marks[index + 1]! - 1) : text.length).trim().replace(/[,;]?\s*(?:\band|\bor)?\s*$/i, ''))
    .filter((piece) => TERMINATION_RIGHT.test(piece) && isConvenience(piece) && !CONDITION_CUE.test(piece));
}

/** A length in years or months, in words or figures: "5 years", "twelve (12) months", "two (2) years". */
const DURATION_WORDS = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty-four|thirty-six)\s*(?:\(\d{1,2}\)\s*)?(?:full\s+|calendar\s+|contract\s+)?(?:years?|months?)\b`;

const TOPIC_CUES: Partial<Record<PlaybookTopicKey, TopicCues>> = {
  // The agreement's law, read where the finder's passage names none: "The relation established in the Contract hereof
  // is of commercial nature and therefore is governed by the regulations of Colombian private law" (Gran Tierra, where
  // the finder quotes a letter of credit "governed by the International Standby Practices (ISP98)").
  governingLaw: {
    about: /\bgovern\w*|\blaws?\b|\bconstrued\b|\bjurisdiction\b/i,
    sentence: /\b(?:governed|construed|interpreted)\b[^.;]{0,120}\b(?:laws?|regulations)\b/i,
    not: /\b(?:ISP\s?98|International Standby Practices|Uniform Customs|UCP\s?600|organi[sz]ed|incorporated|existing)\b/i,
  },
  // A term speaks of the agreement's duration: "may be terminated by Honeywell at any time" alone is not one.
  term: {
    about: /\bterm\b|\bcommenc\w*|\bcontinu\w*|\bexpir\w*|\beffective\b|\bin (?:full )?force\b|\bremain in effect\b|\bperiod\b|\buntil\b|\bduration\b|\byears?\b|\bperpetu\w*|\brenew\w*/i,
    // How long the agreement itself lasts, said where the finder does not look: "The Contract is valid for 5 years" (Loha,
    // in a paragraph of boilerplate), "Term: twelve (12) months from the date of the Agreement" (a statement of work's
    // field, Medalist), "This Agreement shall remain in full force and effect for a period of two (2) years", "this Agreement
    // shall continue for the entire four (4) year term" (Hydron).
    sentence: new RegExp(
      String.raw`\b(?:this|the)\s+(?:agreement|contract)\s+(?:is|shall\s+be|will\s+be)\s+(?:valid|effective|in\s+(?:full\s+)?(?:force|effect))\s+for\s+(?:a\s+(?:period|term)\s+of\s+)?${DURATION_WORDS}` +
        String.raw`|(?:^|[\s.;:])(?:Initial\s+|Contract\s+|Agreement\s+)?Term\s*:\s*(?:the\s+)?(?:a\s+period\s+of\s+)?${DURATION_WORDS}` +
        String.raw`|\b(?:this|the)\s+(?:agreement|contract)\s+(?:shall|will)\s+(?:continue|remain\s+in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?)\s+for\s+(?:a\s+(?:period|term)\s+of\s+|the\s+(?:entire\s+|full\s+)?)?${DURATION_WORDS}`,
      'i',
    ),
  },
  // Assignment or transfer of the agreement: a passage without the words is the wrong one.
  assignment: {
    about: /\bassign\w*|\btransfer\w*/i,
  },
  liabilityCap: {
    about: /\b(?:in no event|limitation (?:of|on) liability|(?:shall|will) not be liable|consequential damages|liabilit\w*\b[^.;]{0,200}\b(?:exceed\w*|limited|limit)\b)/i,
    // A cap ("McDATA's entire liability … will in no event exceed", "IBM is liable for no more than": MTI, Quantum; "the
    // responsibility of ECOPETROL under the Contract hereof under no circumstance shall exceed", Gran Tierra), or a
    // clause that only excludes kinds of damages ("NO PARTY SHALL BE LIABLE FOR CONSEQUENTIAL … DAMAGES",
    // "Neither Tripath nor Distributor will be liable for any incidental or consequential damages": a limitation clause
    // with no cap, which the rule leaves to review rather than calling it missing; Penntex, Etelos).
    sentence:
      /\bresponsibilit(?:y|ies)\s+of\s+[A-Z][^.;]{0,200}\b(?:(?:shall|will)\s+(?:not|in no event|under no circumstances?)|(?:in no event|under no circumstances?)\s+(?:shall|will))\s+exceed\b|\bliabilit\w*\b[^.;]{0,300}\b(?:shall not exceed|will not exceed|(?:shall|will) in no event exceed|not to exceed|shall be limited to|is limited to|limited to|in excess of)\b|\bliable\s+for\s+no\s+more\s+than\b|\b(?:aggregate|total|maximum|cumulative) liability\b|\b(?:in no event|neither|no party|(?:shall|will) not)\b[^.;]{0,80}\bbe\s+(?:held\s+)?liable\b[^.;]{0,200}\b(?:consequential|indirect|incidental|special|punitive|exemplary)\b|\blimitations?\s+(?:of|on)\s+liability\b|\b(?:shall|will)\s+(?:have|be\s+under|incur)\s+no\s+liability\b|\b(?:shall|will)\s+not\s+be\s+under\s+any\s+liability\b/i,
    // Nor is relief from a force majeure ("… by reason of fire, flood, … (each, a "Force Majeure") … Provider will have
    // no liability to Recipient …", Ability 3.7).
    not: /\binsurance\b|\bcoverage\b|\bumbrella\b|\bpolic(?:y|ies)\b|\bforce majeure\b/i,
  },
  indemnity: {
    about: /\bindemnif\w*|\bhold\b[^.;]{0,80}\bharmless\b/i,
    // "X shall indemnify", "indemnify each other", and an IP indemnity worded as a defence ("Tripath agrees that it will
    // at its expense, defend or at its option settle any claim … brought against Distributor").
    sentence:
      /\b(?:shall|will|agrees?|must|hereby|undertakes)\b[^.;]{0,80}\bindemnif(?:y|ies)\b|\bindemnif(?:y|ies)\b[^.;]{0,60}\beach other\b|\b(?:shall|will|agrees? to)\s+(?:,?\s*at its (?:own |sole )?(?:cost and )?expense,?\s+)?defend\b(?:[^.;]{0,160}\b(?:claims?|suits?|actions?)\b[^.;]{0,160}\b(?:against|by (?:a|any) third part(?:y|ies))\b|[^.;]{0,160}\bagainst\s+(?:that|such|any|the)\s+(?:claims?|suits?|actions?)\b|[^.;]{0,300}\bthird[- ]party\s+(?:claims?|suits?|actions?)\b)/i,
    not: /\b(?:no obligation|not (?:be )?(?:required|obligated|responsible)|shall not|will not|nothing)\b[^.;]{0,60}\bindemnif/i,
  },
  confidentiality: {
    about: /\bconfidential\w*|\bproprietary information\b|\bnon-?disclosure\b|\btrade secrets?\b/i,
    sentence: /\bconfidential\w*\b|\bproprietary information\b/i,
    // A cap or an indemnity that excepts "a breach of confidentiality" is not the confidentiality clause (its period is the
    // cap's); nor is the filing's notice that confidential portions were omitted ("* Confidential Treatment Requested"),
    // nor an audit clause whose accountants are "bound by a confidentiality agreement" (Eton).
    not: /\bliabilit\w*\b[^.;]{0,200}\b(?:limited|exceed\w*)\b|\bindemnif\w*|\bconfidential treatment\b|\b(?:omitted|redacted)\b|\baudit(?:s|ed|ing)?\b/i,
  },
  paymentTerms: {
    // Money and when it is paid: "royalties or other payments" alone is not a payment term.
    about: /^(?=[\s\S]*\b(?:pay\w*|invoic\w*|remit\w*|fees?|price|compensation)\b)(?=[\s\S]*\b(?:days?|weeks?|months?|monthly|quarter\w*|within|net|due|invoic\w*|in advance|installments?|on or before|prior to)\b)|\bpayment\s+(?:schedule|terms?)\b|\bcompensation\b/i,
    // Shares issued on signing or at the closing are a fee paid then (SHARES_ON_SIGNING).
    sentence: new RegExp(
      String.raw`\b(?:payable|paid|due)\b[^.;]{0,80}\b(?:installments?|on or before|monthly|quarterly|annually|each (?:month|quarter|year))\b|\b(?:pay\w*|invoic\w*|remit\w*|due)\b[^.;]{0,160}\b(?:\d+|one|two|three|five|seven|ten|fifteen|twenty|thirty|forty|forty-five|forty five|sixty|ninety)\b\)?[^.;]{0,6}\b(?:calendar |business )?days?\b|\b(?:in advance|prior to (?:delivery|shipment)|letter of credit|upon [^.;]{0,30}acceptance of (?:any|the|each|an) order|when (?:the )?order is placed)\b[^.;]{0,160}\b(?:pay\w*|price|wire transfer|value)\b|\b(?:down|advance) payments?\b|\b(?:payable|due)\b[^.;]{0,80}\b(?:upon|on)\s+(?:the\s+)?receipt\s+of\s+(?:the\s+|an\s+|each\s+|such\s+|any\s+)?invoices?\b|\bprepay(?:s|ment)?\b|\bup-?front\s+(?:amount|payment|fee)s?\b|\bpaid\s+(?:on|upon)\s+(?:the\s+)?placement\s+of\b|\bdue\s+on\s+or\s+prior\s+to\s+the\b|\bwithin\s+[\w-]+\s*(?:\(\d+\)\s*)?(?:calendar\s+|business\s+)?days?\s+(?:after|following|of|from)\s+(?:the\s+)?receipt\s+of\b[^.;]{0,80}\binvoice\w*[^.;]{0,120}\b(?:pay\w*|paid)\b|\bpay\w*\b[^.;]{0,80}\b(?:on the day (?:it|they|\w+) submits?|with (?:the|each|its) purchase order)\b|\b(?:shall|will|agrees? to|must)\s+(?!not\b|never\b)(?:\w+\s+){0,2}?pay\b(?![^.;]{0,200}\b(?:expenses|costs|taxes|attorneys?)\b)[^.;]{0,200}\b(?:fees?|royalt\w*|price|compensation|sum|consideration|commissions?|\$|USD|dollars)|${SHARES_ON_SIGNING.source}`,
      'i',
    ),
    not: /\binterest\b|\blate\b|\brefund\w*\b|\bnotices?\b[^.;]{0,80}\bdeemed\b|\bdispute\b[^.;]{0,40}\bamount\b/i,
  },
  terminationForConvenience: {
    // "This Agreement shall be terminable (a) by the Licensor … in its sole discretion … or (ii) upon sixty (60) days'
    // written notice" (NMF) too.
    about: /\bterminat\w*|\bterminable\b|\bcancel\b/i,
    sentence: /\bterminat\w*|\bterminable\b|\bcancel\b/i,
    // "Should this Agreement be terminated by either party for any reason, the obligations … will survive" grants no right.
    not: /\bsurviv\w*/i,
  },
  nonCompete: {
    about: /\bcompet\w*|\bsimilar (?:products|services|business)\b|\brival\b/i,
  },
};

/** A sentence of the contract, verbatim, and the paragraph it is in. */
interface CueSentence {
  paragraphIndex: number;
  text: string;
  /**
   * The sentence a list item completes, read with it but not quoted: "this Supply Agreement may be terminated:" before
   * "10.2.3 … by SutroVax upon [***] days' prior written notice to Sutro for any reason." (Vaxcyte, blind set 5).
   */
  lead?: string;
}

/** What a rule reads of a cue sentence: the sentence with the one its list item completes. */
const readCue = (cue: CueSentence): string => withoutFooters(cue.lead ? `${cue.lead} ${cue.text}` : cue.text);

/** A sentence read across a page break without the page's footer lines (PAGE_FOOTER). */
const withoutFooters = (text: string): string =>
  text.includes('\n') && text.split('\n').some((line) => PAGE_FOOTER.test(line)) ? text.split('\n').filter((line) => !PAGE_FOOTER.test(line)).join('\n').replace(/\s*\n\s*/g, ' ') : text;

/** A consequence of termination, not a right: "Upon termination of this Agreement for any reason, Distributor shall …". */
const AFTER_TERMINATION = /\b(?:upon|after|following|on)\s+(?:the\s+)?(?:expiration\s+or\s+)?terminat\w*\b/i;

/** A paragraph that is an item of a list: "10.2.3 in its entirety …", "(b) by Customer …", "ii) …". */
const LIST_ITEM = /^\s*(?:\(?[a-z]{1,3}\)|\(?[ivx]{1,5}\)|\d{1,3}(?:\.\d{1,3}){1,3}\.?|[a-z]\.)\s+\S/i;
/** A lead-in's condition that is only its list: "Upon the occurrence of any of the following," / "in the event of any of the following". */
const LIST_CONDITION = /\b(?:upon the occurrence of|in the event of|on the occurrence of|if)\s+any\s+(?:one\s+)?of\s+the\s+following(?:\s+events)?\s*,?/i;
/** How many paragraphs with text above a list item its lead-in sentence ("… may be terminated:") is looked for. */
const LEAD_REACH_PARAGRAPHS = 8;

/**
 * The termination rights a list grants item by item, after a lead-in that ends with a colon ("this Supply Agreement may
 * be terminated: … 10.2.3 … by SutroVax upon [***] days' prior written notice to Sutro for any reason."): each item is
 * a cue read with its lead-in (quoted alone).
 */
function listedTerminationRights(paragraphs: string[]): CueSentence[] {
  const items: CueSentence[] = [];
  const sentences = sentencesOf(paragraphs);
  for (let index = 0; index < paragraphs.length; index += 1) {
    if (!LIST_ITEM.test(paragraphs[index]!)) continue;
    let lead: string | undefined;
    for (let above = index - 1, seen = 0; above >= 0 && seen < LEAD_REACH_PARAGRAPHS; above -= 1) {
      const text = paragraphs[above]!.trim();
      // A page number or footer between the items ("5" before item (e), European Micro) is no paragraph of the list.
      if (!text || PAGE_FOOTER.test(text) || /^\d{1,3}$/.test(text)) continue;
      seen += 1;
      if (/:\s*$/.test(text)) lead = sentences.filter((sentence) => sentence.paragraphIndex === above).at(-1)?.text;
      if (lead || !LIST_ITEM.test(text)) break;
    }
    if (!lead || !TERMINATION_RIGHT.test(lead)) continue;
    // An item read into the one before it ("(f) … ; or" | "(g) WGT giving Distributor ninety (90) days' …", European
    // Micro: a line that ends without a stop and a next line that opens with "(g") is its own paragraph.
    const item = sentences.find((sentence) => sentence.paragraphIndex === index) ?? { paragraphIndex: index, text: paragraphs[index]!.trim() };
    // The item itself grants the right at will ("… for any reason", "upon ninety days' notice"), not a survival list.
    // Nor what happens "Upon termination of this Agreement for any reason" (Hyperion's duties upon termination, under the
    // lead-in of the right before them).
    const atWill = item && (CONVENIENCE_CUE.test(item.text) || NOTICE_PERIOD.test(item.text)) && !/\bsurviv\w*/i.test(item.text) && !AFTER_TERMINATION.test(item.text);
    // A lead-in whose only condition is its list ("Upon the occurrence of any of the following, WGT may terminate the Term
    // by giving Distributor written notice of such termination for:" before "(g) WGT giving Distributor ninety (90) days'
    // advance written notice of termination at any time after the expiration of the Initial Term", European Micro): each
    // item is its own event, and an item that is notice at any time is a right at will.
    const read = `${lead.replace(LIST_CONDITION, ' ')} ${item?.text ?? ''}`;
    if (item && atWill && !TERMINATION_RIGHT.test(item.text) && isConvenience(read) && !CONDITION_CUE.test(item.text)) items.push({ ...item, lead });
  }
  return items;
}

/**
 * The contract's sentences, verbatim, each with the paragraph it starts in. A line that breaks a sentence (hard-wrapped
 * text: the next line goes on in lower case) is read with the lines that continue it.
 */
function sentencesOf(paragraphs: string[]): CueSentence[] {
  const known = SENTENCES.get(paragraphs);
  if (known) return known;
  const sentences = readSentences(paragraphs);
  SENTENCES.set(paragraphs, sentences);
  return sentences;
}

/** The sentences of each document being reviewed (every topic reads them). */
const SENTENCES = new WeakMap<string[], CueSentence[]>();
/** Of each document being reviewed, the paragraphs that are a Word table's cells (`reviewAgainstPlaybook`'s `tableCells`). */
const TABLE_CELLS = new WeakMap<string[], ReadonlySet<number>>();

/** A filing's page footer line: "Page 3 of 36", "- 12 -", "Source: QUANTUM GROUP INC /FL, 8-K, 1/20/2009". */
const PAGE_FOOTER = /^\s*(?:page\s+\d{1,4}(?:\s+of\s+\d{1,4})?|-\s*\d{1,4}\s*-|source:\s.{0,120})\s*$/i;
/** How many lines a sentence is read across: blank lines, and a page footer with the blank lines around it. */
const PAGE_BREAK_LINES = 14;

/** A line that opens an item: enumerators ("(b)", "(b) (i)", "(2)") and a capital. */
const ITEM_START = /^\s*(?:\((?:[a-z]{1,4}|\d{1,2})\)\s*)+[A-Z]/;
/** A line this short is a heading or a table's cell, not a hard-wrapped line of text. */
const SHORT_LINE_CHARS = 40;

function readSentences(paragraphs: string[]): CueSentence[] {
  const sentences: CueSentence[] = [];
  const cells = TABLE_CELLS.get(paragraphs);
  for (let first = 0; first < paragraphs.length; ) {
    let last = first;
    for (;;) {
      // The next line with text, over the blank lines of double-spaced text and a filing's page footer ("Page 3 of 36",
      // "Source: QUANTUM GROUP INC /FL, 8-K, 1/20/2009") between the halves of a sentence: "This Agreement will remain in
      // effect for Thirty-six (36)" … "months following the Hosting Service Ready Date" (Quantum).
      let next = last + 1;
      while (next < paragraphs.length && (!paragraphs[next]!.trim() || PAGE_FOOTER.test(paragraphs[next]!)) && next - last <= PAGE_BREAK_LINES) next += 1;
      if (next - last > 7 && !paragraphs.slice(last + 1, next).some((line) => PAGE_FOOTER.test(line))) break;
      // A Word table's cell is a passage of its own: a cell with no final stop ("Invoices and payment") and the cell
      // beside it that opens with an enumerator ("(b) (i) Provider shall …") are two, never one hard-wrapped sentence.
      if (cells?.has(last) || cells?.has(next)) break;
      // A line that opens a new item ("(b) (i) Provider shall …", an enumerator and a capital) after a short line is
      // no continuation either: a table's cells read as paragraphs where their table is not known (the matrix's .docx).
      if (ITEM_START.test(paragraphs[next]!) && paragraphs[last]!.trim().length <= SHORT_LINE_CHARS) break;
      if (next >= paragraphs.length || !paragraphs[last]!.trim() || /[.;:!?]["')\]”’]*\s*$/.test(paragraphs[last]!) || !/^\s*(?:\(?[a-z]|\(\d)/.test(paragraphs[next]!)) break;
      last = next;
    }
    const block = paragraphs.slice(first, last + 1).join('\n');
    const lineStarts = paragraphs.slice(first, last + 1).reduce<number[]>((starts, line, index) => [...starts, index === 0 ? 0 : starts[index - 1]! + paragraphs[first + index - 1]!.length + 1], []);
    for (const span of splitSentences(block)) {
      const raw = block.slice(span.start, span.end);
      const text = raw.trim();
      if (!text) continue;
      const at = span.start + raw.length - raw.trimStart().length;
      sentences.push({ paragraphIndex: first + Math.max(0, lineStarts.findLastIndex((start) => start <= at)), text });
    }
    first = last + 1;
  }
  return sentences;
}

/** A clause heading is at most this long ("Termination for Cause."). */
const HEADING_MAX_CHARS = 50;

/** The contract's sentences that carry the topic's cue, in document order. */
export function cueSentences(key: PlaybookTopicKey, paragraphs: string[]): CueSentence[] {
  const cues = TOPIC_CUES[key];
  if (!cues?.sentence) return [];
  // "including but not limited to" is a list, not a cap.
  const read = (text: string) => (key === 'liabilityCap' ? withoutFooters(text).replace(NOT_A_LIMIT, ' ') : withoutFooters(text));
  const found = sentencesOf(paragraphs).filter(
    (sentence) =>
      cues.sentence!.test(read(sentence.text)) &&
      !cues.not?.test(sentence.text) &&
      !isTableOfContents(sentence.text) &&
      // A heading that lists the topic ("9. REPRESENTATIONS AND WARRANTIES, LIMITATION OF LIABILITY, INDEMNIFICATIONS: 9.1
      // Distributor Representations.", SmartRx) is no clause.
      // A cap's own verb is one: "IN NO EVENT WELL DISTRIBUTOR's TOTAL LIABILITY … EXCEED THE [*]" (NETGEAR, the filing's
      // "WELL" for "WILL").
      (key !== 'liabilityCap' || CLAUSE_VERB.test(sentence.text) || /\bexceed\b/i.test(sentence.text)),
  );
  if (key !== 'terminationForConvenience') return found;
  // The heading before the sentence counts too: "4.2 Termination for Cause. Either party may terminate … upon 30 days".
  const heading = (sentence: CueSentence) => {
    const paragraph = paragraphs[sentence.paragraphIndex]!;
    const at = paragraph.indexOf(sentence.text.split('\n')[0]!);
    // The short pieces right before it ("4.2", "Termination for Cause."), not the sentences before them.
    const pieces = at > 0 ? paragraph.slice(0, at).trim().split(/(?<=[.;:])\s+/) : [];
    const short: string[] = [];
    while (pieces.length > 0 && pieces.at(-1)!.length <= HEADING_MAX_CHARS && short.length < 2) short.unshift(pieces.pop()!);
    return short.join(' ');
  };
  const convenience = found.filter((sentence) => isConvenience(sentence.text) && !CONDITION_CUE.test(heading(sentence)));
  const items = found
    .filter((sentence) => !convenience.includes(sentence) && !CONDITION_CUE.test(heading(sentence)))
    .flatMap((sentence) => rightsByItem(sentence.text).map((piece) => ({ paragraphIndex: sentence.paragraphIndex + (sentence.text.slice(0, sentence.text.indexOf(piece)).match(/\n/g) ?? []).length, text: piece })));
  return [...convenience, ...items, ...listedTerminationRights(paragraphs)].sort((a, b) => a.paragraphIndex - b.paragraphIndex);
}

/** "12.", "Section 7", "ARTICLE 10", "7.0 Confidentiality": the number of the section a paragraph opens, if any. */
const SECTION_NUMBER = /^\s*(?:(?:section|article|clause)\s+)?(\d{1,3})(?:\.\d+)*[.)]?(?:\s|$)|^\s*(?:section|article)\s+([IVXL]+)\b/i;

/** The number of the section the paragraph is in: its own leading number or that of a heading up to 5 paragraphs above. */
function sectionNumberOf(paragraphs: string[], paragraphIndex: number): number | null {
  for (let index = paragraphIndex; index >= Math.max(0, paragraphIndex - 5); index -= 1) {
    const match = SECTION_NUMBER.exec(paragraphs[index] ?? '');
    if (match) return match[1] ? Number(match[1]) : romanValue(match[2]!.toUpperCase());
  }
  return null;
}

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50 };
/** "XII" → 12 (section numbers up to L). */
function romanValue(numeral: string): number | null {
  if (!/^[IVXL]+$/.test(numeral)) return null;
  let total = 0;
  for (let index = 0; index < numeral.length; index += 1) {
    const value = ROMAN[numeral[index]!]!;
    const next = ROMAN[numeral[index + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** The section numbers a survival sentence names: "Sections 3, 5, 6 and 7", "Sections 4 through 20", "Articles VIII, XI and XII". */
function survivingSections(sentence: string): Set<number> {
  const numbers = new Set<number>();
  // "any controlling person referred to in Article VII" names a section, but not one that survives (Aspirity).
  const list = /(?<!\b(?:referred to|described|defined) in\s)\b(?:sections?|clauses?|articles?|paragraphs?)\s+((?:(?:\d{1,3}(?:\.\d+)*|[IVXL]+\b)(?:\s*\([^)]{1,40}\))?(?:\s*(?:,\s*and|,|and|through|to|-|–)\s*)?)+)/gi;
  for (const match of sentence.matchAll(list)) {
    for (const part of match[1]!.replace(/\([^)]*\)/g, ' ').split(/\s*(?:,|\band\b)\s*/).map((item) => item.trim()).filter(Boolean)) {
      const range = /^(\d{1,3})(?:\.\d+)*\s*(?:through|to|-|–)\s*(\d{1,3})/.exec(part);
      if (range) for (let number = Number(range[1]); number <= Number(range[2]) && number - Number(range[1]) < 100; number += 1) numbers.add(number);
      else if (/^\d/.test(part)) numbers.add(Number(/^\d{1,3}/.exec(part)![0]));
      else {
        const roman = romanValue(part.split(/\s/)[0]!);
        if (roman) numbers.add(roman);
      }
    }
  }
  return numbers;
}

const SURVIVAL = /\bsurviv\w*\b/i;
/** A piece of a survival clause that says what it lists outlives the agreement: "… all of which survive any termination or expiration". */
const SURVIVES_AFTER_END = /\bsurviv\w*\b[^.;]{0,60}\b(?:expir\w*|terminat\w*)\b/i;
/** A survival sentence about its own section: "This Section shall survive…", "These obligations survive…". */
const OWN_SECTION_SURVIVES = /\b(?:this|these|such)\s+(?:section|article|paragraph|clause|obligations?|provisions?|undertakings?)\b[^.;]{0,120}\bsurviv\w*/i;
/** How far after a confidentiality sentence a "this Section shall survive" sentence still belongs to it. */
const SECTION_REACH_PARAGRAPHS = 10;

/** A numbered heading in capitals inside a paragraph: "8. CONFIDENTIALITY." (sections run on in one paragraph). */
const INLINE_HEADING = /(?:^|\s)(\d{1,3})\.(?:\d+\.?)*\s+[A-Z][A-Z&,; -]{3,}[.:]/g;

/** The number of the section a sentence is in: the last numbered heading before it in its paragraph, else the paragraph's. */
function sectionOfSentence(paragraphs: string[], sentence: CueSentence): number | null {
  const paragraph = paragraphs[sentence.paragraphIndex] ?? '';
  const at = paragraph.indexOf(sentence.text.split('\n')[0]!);
  const inline = at > 0 ? [...paragraph.slice(0, at).matchAll(INLINE_HEADING)].at(-1) : undefined;
  return inline ? Number(inline[1]) : sectionNumberOf(paragraphs, sentence.paragraphIndex);
}

/**
 * The survival clause that keeps the confidentiality section alive after the agreement ends: a sentence naming its
 * section ("Sections 4 through 20 shall survive…", "8. CONFIDENTIALITY" inside a long paragraph counting as section 8),
 * or one of the section itself ("This Section shall survive…").
 */
/** A survival clause that names confidentiality among what survives, by subject rather than by section number. */
const SURVIVING_BY_NAME = /\b(?:confidential\w*|proprietary (?:rights and )?information|non-?disclosure)\b[^.]{0,200}\bsurviv\w*\b|\bsurviv\w*\b[^.]{0,120}\b(?:confidential\w*|proprietary (?:rights and )?information|non-?disclosure)\b/i;

function confidentialitySurvival(paragraphs: string[], sectionSentences: CueSentence[]): CueSentence | null {
  const sectionParagraphs = sectionSentences.map((sentence) => sentence.paragraphIndex);
  const all = sentencesOf(paragraphs);
  // Those that speak of the end of the agreement first (a table of contents' "8.7 Survival 26 ARTICLE 9" last).
  const endsAgreement = (sentence: CueSentence) => (/\b(?:terminat\w*|expir\w*)\b/i.test(sentence.text) ? 0 : 1);
  const sentences = all.filter((sentence) => SURVIVAL.test(sentence.text)).sort((a, b) => endsAgreement(a) - endsAgreement(b));
  const own = sentences.find(
    (sentence) => OWN_SECTION_SURVIVES.test(sentence.text) && sectionParagraphs.some((index) => sentence.paragraphIndex >= index && sentence.paragraphIndex - index <= SECTION_REACH_PARAGRAPHS),
  );
  if (own) return own;
  const sections = new Set(sectionSentences.map((sentence) => sectionOfSentence(paragraphs, sentence)).filter((number): number is number => number !== null));
  for (const sentence of sentences) {
    // A long survival list is cut after its semicolons ("… 10 (Confidentiality), 11 (Representations and Warranties;" |
    // "Disclaimers), 12 (Indemnification) … will survive", Energous; "… ARTICLE 10 (Confidentiality), … 5.2 (Product
    // Recalls and Returns);" | "6.2 (…), … all of which survive any termination or expiration", Antares): its pieces are
    // read together, the piece that says the sections survive quoted, the pieces before it read with it.
    const at = all.indexOf(sentence);
    let first = at;
    while (first > 0 && at - first < 4 && all[first - 1]!.paragraphIndex === sentence.paragraphIndex && /[;,]\s*$/.test(all[first - 1]!.text)) first -= 1;
    let last = at;
    while (last + 1 < all.length && last - at < 4 && all[last + 1]!.paragraphIndex === sentence.paragraphIndex && /[;,]\s*$/.test(all[last]!.text)) last += 1;
    const pieces = all.slice(first, last + 1);
    // By number, or by what the sections address ("The sections of the Agreement which address taxes; … proprietary rights
    // and information; … survive any expiration or termination", NETGEAR).
    const joined = pieces.map((piece) => piece.text).join(' ');
    if (![...survivingSections(joined)].some((number) => sections.has(number)) && !SURVIVING_BY_NAME.test(joined)) continue;
    const saying = pieces.findIndex((piece) => SURVIVES_AFTER_END.test(piece.text));
    const quoted = saying >= 0 ? saying : at - first;
    const lead = pieces.slice(0, quoted).map((piece) => piece.text).join(' ');
    return lead ? { ...pieces[quoted]!, lead } : pieces[quoted]!;
  }
  return null;
}

/**
 * The rule's verdict on the clause; where the clause alone does not let it decide, on the whole passage (then quoted,
 * so the value it read is in the quote).
 */
function judged(rule: PlaybookRule, passage: TopicPassage, context: RuleContext): { outcome: RuleOutcome; quote: string } {
  const outcome = applyRule(rule, passage.quote, context);
  if (outcome.verdict !== 'needs review' || passage.passage === passage.quote) return { outcome, quote: passage.quote };
  const wider = applyRule(rule, passage.passage, context);
  return wider.verdict === 'needs review' ? { outcome, quote: passage.quote } : { outcome: wider, quote: passage.passage };
}

/** Paragraphs at the top of a contract its date is looked for in ("dated as of May 1, 2019"). */
const PREAMBLE_PARAGRAPHS = 30;

/** The agreement's date: the first date of its opening paragraphs. */
function agreementDateOf(paragraphs: string[]): string | undefined {
  return findDates(paragraphs.slice(0, PREAMBLE_PARAGRAPHS).join('\n')).find((date) => !Number.isNaN(Date.parse(date.value)))?.value;
}

/** A sentence about assigning the agreement or rights under it ("call letters assigned by the FCC" is not one). */
const ABOUT_THE_AGREEMENT = /\b(?:this agreement|hereunder|hereof|its rights|the rights granted|(?:its|any) obligations)\b/i;

/** A sentence that excepts from the one before it: "However, …", "Notwithstanding the foregoing, …", "Provided, however, …". */
const EXCEPTION_FIRST = /^\W*(?:however|notwithstanding the foregoing|provided(?:,)? however)\b/i;

/** What a rule decided and the sentence (verbatim) it read the deciding value in. */
interface Decision {
  outcome: RuleOutcome;
  quote: string;
  paragraphIndex: number;
}

/**
 * The rule's verdict: on the finder's passage first, else on the first of the topic's cue sentences that lets it
 * decide (quoted, so the value read is in the quote), else, for an indemnity, on all of them together (two one-way
 * indemnities in opposite directions are a mutual one).
 */
function decide(rule: PlaybookRule, passage: TopicPassage | null, cues: CueSentence[], context: RuleContext, paragraphs?: string[]): Decision | null {
  if (rule.kind === 'indemnity' && context.actingFor) {
    // Both ways anywhere in the contract is a mutual indemnity whoever the client is; only a one-way one is judged
    // from the client's side, on every indemnity sentence together (the indemnitors named in any of them).
    const { actingFor, ...withoutSide } = context;
    const unsided = decide(rule, passage, cues, withoutSide);
    if (unsided && unsided.outcome.verdict !== 'needs review') return unsided;
    const all = [...(passage ? [passage.passage] : []), ...cues.map((cue) => cue.text)].join(' ');
    const sided = applyRule(rule, all, { ...withoutSide, actingFor });
    const first = passage ? { quote: passage.quote, paragraphIndex: passage.paragraphIndex } : cues[0] ? { quote: cues[0].text, paragraphIndex: cues[0].paragraphIndex } : null;
    return first && sided.verdict !== 'needs review' ? { outcome: sided, ...first } : unsided;
  }
  if (rule.kind === 'confidentialityYears' && context.actingFor) {
    // One-sided only when no sentence of the contract binds the other side by name ("MKOS shall not divulge…" with
    // "UTEK shall keep MKOS's information confidential" elsewhere is mutual).
    const all = [...(passage ? [passage.passage] : []), ...cues.map((cue) => cue.text)].join(' ');
    // So is a located clause that binds both sides in its own words ("Each Party (the "Receiving Party") undertakes: (i.)
    // to maintain as secret and confidential …", NLS 18.1): it states the position, an item binding one side ("c) The
    // Licensee shall maintain confidentiality with regard to the Dossier") only mentions the topic (32c).
    if (confidentialityKeepers(all).some((name) => sideOf(name, context.actingFor!) === 'theirs') || (passage !== null && bindsBothSides(passage.quote))) {
      const unsided = { ...context, actingFor: undefined };
      const decided = decide(rule, passage, cues, unsided);
      if (decided || !passage) return decided;
      return { outcome: applyRule(rule, passage.quote, unsided), quote: passage.quote, paragraphIndex: passage.paragraphIndex };
    }
    // Kept by the client alone: the sentences that bind a party by name bind only the client ("Distributor agrees to use
    // the same degree of care to protect the confidentiality of the Confidential Information", SmartRx) and none binds
    // both parties or "the receiving party" — whatever the survival clause the finder located says.
    const texts = [...(passage ? [passage.passage] : []), ...cues.map((cue) => cue.text)];
    const keepers = confidentialityKeepers(all);
    const mutual = texts.some((text) => /\b(?:recipient|receiving party)\b/i.test(text) || (BOTH_PARTIES.test(text) && /\b(?:disclos\w*|confiden\w*)/i.test(text)));
    if (keepers.length > 0 && !mutual && keepers.every((name) => sideOf(name, context.actingFor!) === 'ours')) {
      const keeping = cues.find((cue) => confidentialityKeepers(cue.text).length > 0) ?? (passage ? { text: passage.quote, paragraphIndex: passage.paragraphIndex } : null);
      if (keeping) {
        return {
          outcome: {
            verdict: 'unacceptable',
            explanation: `Only ${keepers[0]} (${shownParty(context.actingFor)}, the side the firm acts for) must keep information confidential and no sentence binds the other side: the clause protects the other side alone, which the playbook does not accept.`,
          },
          quote: keeping.text,
          paragraphIndex: keeping.paragraphIndex,
        };
      }
    }
  }
  if (rule.kind === 'liabilityCap' && context.actingFor && passage) {
    // A cap on the other side's liability alone, unless another sentence caps the client's too ("Contractor's liability
    // … shall not exceed five million US dollars" in 15.4 and "NICE' liability … shall not exceed" in 15.5, NICE; an
    // epidemic-defect cap on Energous beside "either party's aggregate liability", Energous): then the caps are mutual
    // and their amount decides.
    const texts = [passage.quote, passage.passage, ...cues.map((cue) => cue.text)];
    if (texts.some((text) => capProtectsOnlyTheirs(text, context.actingFor!)) && texts.some((text) => capsOurSide(text, context.actingFor!))) {
      const mutual = decide(rule, passage, cues, { ...context, actingFor: undefined }, paragraphs);
      return (
        mutual ?? {
          outcome: { verdict: 'needs review', explanation: 'The contract caps both sides’ liability, at amounts the offline engine cannot read; compare them with the playbook’s position.' },
          quote: passage.quote,
          paragraphIndex: passage.paragraphIndex,
        }
      );
    }
  }
  if (rule.kind === 'assignmentConsent' && passage && paragraphs && EXCEPTION_FIRST.test(passage.quote)) {
    // A carve-out the finder quoted alone ("However, NICE may … assign … to any NICE Affiliate") is read with the
    // sentence before it, the rule it excepts from ("Neither party shall in any way sell, transfer, assign …", NICE).
    const paragraph = paragraphs[passage.paragraphIndex] ?? '';
    const at = paragraph.indexOf(passage.quote);
    const before = at > 0 ? splitSentences(paragraph.slice(0, at)).at(-1) : undefined;
    if (before) {
      const quote = paragraph.slice(before.start, at + passage.quote.length);
      const outcome = applyRule(rule, quote, context);
      if (outcome.verdict !== 'needs review') return { outcome, quote, paragraphIndex: passage.paragraphIndex };
    }
  }
  if (rule.kind === 'assignmentConsent' && context.actingFor && passage && paragraphs) {
    const sides = assignmentSides(passage.passage, context.actingFor);
    if (sides.size === 1 && sides.has('ours')) {
      // The clause binds only the client: what binds the other side is elsewhere, else nothing does (it may assign freely).
      const theirs = sentencesOf(paragraphs).filter((sentence) => ABOUT_THE_AGREEMENT.test(sentence.text) && assignmentSides(sentence.text, context.actingFor!).has('theirs'));
      if (theirs.length === 0) {
        return {
          outcome: {
            verdict: 'unacceptable',
            explanation: `Only ${shownParty(context.actingFor)}, the side the firm acts for, is restricted; nothing in the contract restricts the other side's assignment, so it may assign freely, which the playbook does not accept.`,
          },
          quote: passage.quote,
          paragraphIndex: passage.paragraphIndex,
        };
      }
      const outcome = applyRule(rule, [passage.passage, ...theirs.map((sentence) => sentence.text)].join(' '), context);
      if (outcome.verdict !== 'needs review') return { outcome, quote: passage.quote, paragraphIndex: passage.paragraphIndex };
    }
  }
  if (passage) {
    const { outcome, quote } = judged(rule, passage, context);
    if (outcome.verdict !== 'needs review') return { outcome, quote, paragraphIndex: passage.paragraphIndex };
    const whole = paragraphs && cutSentence(paragraphs, passage);
    if (whole) {
      const read = applyRule(rule, withoutFooters(whole.text), context);
      if (read.verdict !== 'needs review') return { outcome: read, quote: whole.text, paragraphIndex: whole.paragraphIndex };
    }
  }
  for (const cue of cues) {
    const outcome = applyRule(rule, readCue(cue), context);
    if (outcome.verdict !== 'needs review') return { outcome, quote: cue.text, paragraphIndex: cue.paragraphIndex };
  }
  if (rule.kind === 'indemnity' && cues.length > 1) {
    const outcome = applyRule(rule, cues.map((cue) => cue.text).join(' '), context);
    if (outcome.verdict !== 'needs review') return { outcome, quote: passage?.quote ?? cues[0]!.text, paragraphIndex: passage?.paragraphIndex ?? cues[0]!.paragraphIndex };
  }
  return null;
}

/**
 * The whole sentence a passage that opens in lower case continues, cut by a page break ("… shall not … or to otherwise" |
 * "- 15 -" | "assign, transfer, alienate … without the express prior written consent of the other party", Teardrop): the
 * finder quoted only its second half. Read across the page's footer (readSentences); quoted whole.
 */
function cutSentence(paragraphs: string[], passage: TopicPassage): CueSentence | null {
  if (!/^[a-z]/.test(passage.quote)) return null;
  const opening = passage.quote.slice(0, 60);
  return sentencesOf(paragraphs).find((sentence) => sentence.paragraphIndex < passage.paragraphIndex && sentence.text.includes('\n') && sentence.text.includes(opening)) ?? null;
}

/**
 * A permission to assign something other than the agreement or rights under it: "the Endorser and the Lender shall be
 * entitled to sell, transfer and assign the Cash Compensation and the Compensation Shares … to third parties" (MusclePharm).
 */
const ASSIGNS_SOMETHING_ELSE =
  /\b(?:assign|transfer)\w*\s+(?:the|its|their|his|her|such|any)\s+(?!(?:\w+\s+)?(?:agreement|rights?|obligations?|interests?|duties)\b)(?:[A-Z][\w-]*\s+){1,3}(?:and\s+(?:the\s+)?(?:[A-Z][\w-]*\s*){1,3})?(?![^.;]{0,30}\bthis agreement\b)/;

/** How many sentences after an assignment clause a carve-out ("Notwithstanding the foregoing, either party may assign…") is read with it. */
const CARVE_OUT_SENTENCES = 4;
const ASSIGN_WORD = /\b(?:assign\w*|transfer\w*)\b/i;

/**
 * The carve-outs that follow an assignment clause in the next sentences ("Permitted Assignments. Notwithstanding the
 * foregoing, (i) either Party may assign this Agreement to an Affiliate…", Penntex; "; except that notice, but no consent
 * shall be required for … a merger", Allied Esports): permissions to assign without consent that do not bind only the
 * client (the convention counts only the other side's carve-outs).
 */
function carveOutsAfter(paragraphs: string[], quote: string, paragraphIndex: number, actingFor?: string): string[] {
  const sentences = sentencesOf(paragraphs);
  const tail = quote.slice(-60);
  const at = sentences.findLastIndex((sentence) => sentence.paragraphIndex >= paragraphIndex && sentence.paragraphIndex <= paragraphIndex + 3 && (quote.includes(sentence.text) || sentence.text.includes(tail)));
  if (at < 0) return [];
  return sentences
    .slice(at + 1, at + 1 + CARVE_OUT_SENTENCES)
    // Up to three paragraphs with text further (blank lines between them do not count: Azul's "(i) the Parties may at any
    // time assign … to any of its Affiliates" three blank lines after its consent clause).
    .filter((sentence) => paragraphs.slice(sentences[at]!.paragraphIndex + 1, sentence.paragraphIndex + 1).filter((paragraph) => paragraph.trim()).length <= 3)
    .map((sentence) => sentence.text)
    .filter((text) => ASSIGN_WORD.test(text) && !quote.includes(text) && allowsFreeAssignment(text) && !ASSIGNS_SOMETHING_ELSE.test(text))
    .filter((text) => {
      if (!actingFor) return true;
      const sides = assignmentSides(text, actingFor);
      return !(sides.size === 1 && sides.has('ours'));
    });
}

/** How many paragraphs with text above the finder's assignment passage its clause is looked for in. */
const ASSIGNMENT_REACH_PARAGRAPHS = 4;
/** A sentence that restricts or permits assigning: consent, a prohibition, a right to assign. */
const ASSIGNMENT_TERMS = /\b(?:consent|approval|permission|shall not|may not|will not|cannot|can not|(?:shall|will) have the right|may (?:\w+ )?(?:assign|transfer))\b/i;
/** An assignment of rights in work or property (an IP clause), not of the agreement. */
const ASSIGNS_PROPERTY = /\bhereby\s+(?:irrevocably\s+)?assigns?\b|\bright,\s+title\s+and\s+interest\b/i;

/**
 * The assignment clause around a passage that is only its consequence ("Any attempted assignment of this Agreement in
 * violation of this Section 9.13 shall be null and void", SandRidge and Vertex; "Any purported assignment or transfer …
 * shall be null and void", Soupman and Airtech): the sentences about assigning the agreement in the passage's paragraph
 * before it and in the paragraphs just above, read together; quoted from the first of them.
 */
function assignmentNearby(paragraphs: string[], located: TopicPassage): TopicPassage | null {
  const withText = (from: number, to: number) => paragraphs.slice(from, to).filter((paragraph) => paragraph.trim()).length;
  const near = sentencesOf(paragraphs).filter(
    (sentence) =>
      sentence.paragraphIndex <= located.paragraphIndex &&
      withText(sentence.paragraphIndex, located.paragraphIndex) <= ASSIGNMENT_REACH_PARAGRAPHS &&
      !located.quote.includes(sentence.text) &&
      ASSIGN_WORD.test(sentence.text) &&
      ASSIGNMENT_TERMS.test(sentence.text) &&
      (ABOUT_THE_AGREEMENT.test(sentence.text) || /\binterest in\b/i.test(sentence.text)) &&
      !ASSIGNS_PROPERTY.test(sentence.text),
  );
  // In the passage's own paragraph, only the sentences before the passage.
  const before = near.filter((sentence) => sentence.paragraphIndex < located.paragraphIndex || (paragraphs[located.paragraphIndex] ?? '').indexOf(sentence.text) < (paragraphs[located.paragraphIndex] ?? '').indexOf(located.quote));
  if (before.length === 0) return null;
  return { paragraphIndex: before[0]!.paragraphIndex, quote: before[0]!.text, passage: before.map((sentence) => sentence.text).join(' ') };
}

/**
 * A period the term refers to by its defined name: "for the Contract Period", "the duration of the Initial Term", "shall
 * continue until the Intended End of Term" (Berkeley Lights).
 */
const DEFINED_PERIOD = /\b((?:[A-Z][A-Za-z]+[ \t]+(?:of[ \t]+)?){1,3}(?:Term|Period))\b/g;

/**
 * The term read from the definition of the period the passage names ("The Term of this Agreement shall be for the
 * Contract Period" → '"CONTRACT PERIOD" means that period … terminating on May 31, 2016'), quoted there.
 */
function definedPeriod(rule: PlaybookRule, passage: TopicPassage, paragraphs: string[], context: RuleContext): Decision | null {
  const names = [...new Set([...passage.quote.matchAll(DEFINED_PERIOD)].map((match) => match[1]!.replace(/^(?:The|This|Such|Any|Each)\s+/, '').trim()))].filter((name) => /\s/.test(name));
  if (names.length === 0) return null;
  for (const sentence of sentencesOf(paragraphs)) {
    if (sentence.text.includes(passage.quote) || passage.quote.includes(sentence.text)) continue;
    const defines = names.some((name) => {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
      return new RegExp(String.raw`["“]${escaped}["”]\s*(?:shall\s+)?(?:means?|is|has the meaning)|\(\s*(?:the\s+)?["“]${escaped}["”]\s*\)|^\W*(?:\w\W{0,3})?${escaped}\s*:`, 'i').test(sentence.text);
    });
    if (!defines) continue;
    const outcome = applyRule(rule, sentence.text, context);
    if (outcome.verdict !== 'needs review') return { outcome, quote: sentence.text, paragraphIndex: sentence.paragraphIndex };
  }
  return null;
}

/** A term that ends on a date given elsewhere: "will end … on the Expiration Date set forth in the Addendum" (Hospitality Investors Trust). */
const END_DATE_ELSEWHERE =
  /\b(?:on|until|through|to)\s+the\s+((?:[A-Za-z]+\s+)?(?:expiration|expiry|termination|end)\s+date)\s+(?:specified|set\s+forth|stated|indicated|identified|shown|listed)\s+in\b/i;
/** Where a field of a schedule ends: the next label ("… from the Effective Date Monthly Fees: Monthly Program Fee: …"). */
const NEXT_FIELD = /\s(?:[A-Z][A-Za-z]*\s+){0,3}[A-Z][A-Za-z]*\s*:/;
const FIELD_CHARS = 200;

/**
 * The term read from the schedule field that gives the end date the passage refers to ("Expiration Date: at midnight on
 * the last day of the month fifteen (15) years from the Effective Date" in the Addendum's table), quoted there.
 */
function endDateElsewhere(rule: PlaybookRule, passage: TopicPassage, paragraphs: string[], context: RuleContext): Decision | null {
  const name = END_DATE_ELSEWHERE.exec(passage.quote)?.[1];
  if (!name) return null;
  const field = new RegExp(String.raw`(?:^|[\s.;])${name.replace(/\s+/g, '\\s+')}\s*:\s*`, 'i');
  for (const sentence of sentencesOf(paragraphs)) {
    if (passage.quote.includes(sentence.text) || sentence.text.includes(passage.quote)) continue;
    const found = field.exec(sentence.text);
    if (!found) continue;
    const rest = sentence.text.slice(found.index + found[0].length, found.index + found[0].length + FIELD_CHARS);
    const next = NEXT_FIELD.exec(rest);
    const value = next ? rest.slice(0, next.index) : rest;
    const outcome = applyRule(rule, `${passage.quote} ${name}: ${value}`, context);
    if (outcome.verdict !== 'needs review') return { outcome, quote: sentence.text, paragraphIndex: sentence.paragraphIndex };
  }
  return null;
}

/** An item of a list: "(i) Twenty-Five thousand dollars …", "a) …", "2. …". */
const LIST_ITEM_START = /^\s*(?:\(?(?:[ivx]{1,5}|[a-h]|\d{1,2})\)|(?:[a-h]|\d{1,2})\.)\s/i;
/** A sum of money in so many words or figures. */
const SUM = /(?:\$|\bUS\$|\bUSD\b)\s?\d|\b(?:dollars|euros?|pounds)\b/i;

/**
 * The items of a list of sums under a lead-in that pays in the paragraph above ("Company agrees to pay North a
 * non-refundable Guaranteed Service Fee … of fifty-five thousand dollars ($55,000USD) in Contract Year 2011" then "(i)
 * Twenty-Five thousand dollars ($25,000USD) on or before two days after this Agreement is fully executed", Performance
 * Sports Brands): an item says when, its lead-in that it is paid; each item is read with it.
 */
function paidItems(paragraphs: string[]): CueSentence[] {
  const sentences = sentencesOf(paragraphs);
  const items: CueSentence[] = [];
  sentences.forEach((sentence, index) => {
    if (!LIST_ITEM_START.test(sentence.text) || !SUM.test(sentence.text)) return;
    // The lead-in: the last sentence of the nearest paragraph above that is not itself an item of the list.
    let at = index - 1;
    while (at >= 0 && (sentences[at]!.paragraphIndex === sentence.paragraphIndex || LIST_ITEM_START.test(sentences[at]!.text)) && sentence.paragraphIndex - sentences[at]!.paragraphIndex <= 2) at -= 1;
    const lead = sentences[at];
    if (!lead || sentence.paragraphIndex - lead.paragraphIndex > 2 || lead.paragraphIndex === sentence.paragraphIndex) return;
    if (/\b(?:pay|pays|paid|payable)\b/i.test(lead.text) && SUM.test(lead.text)) items.push({ ...sentence, lead: lead.text });
  });
  return items;
}

/** How many sentences after a located passage, in its own paragraph, are read for its due date. */
const DUE_DATE_SENTENCES_AFTER = 2;

/** The first of the sentences right after the located passage in its paragraph from which the rule reads a due date. */
function dueDateAfter(rule: PlaybookRule, located: TopicPassage, paragraphs: string[], context: RuleContext): Decision | null {
  const paragraph = sentencesOf(paragraphs).filter((sentence) => sentence.paragraphIndex === located.paragraphIndex);
  const last = paragraph.findLastIndex((sentence) => located.quote.includes(sentence.text) || sentence.text.includes(located.quote));
  if (last < 0) return null;
  for (const sentence of paragraph.slice(last + 1, last + 1 + DUE_DATE_SENTENCES_AFTER)) {
    const outcome = applyRule(rule, sentence.text, context);
    if (outcome.verdict !== 'needs review') return { outcome, quote: sentence.text, paragraphIndex: sentence.paragraphIndex };
  }
  return null;
}

/** How many sentences after a located payment passage, in its own paragraph, are read for a payment in advance. */
const ADVANCE_SENTENCES_AFTER = 3;
/** A period a sentence gives of its own ("within ten (10) days", "net 30", "monthly"): a due date, not a payment in advance. */
const OWN_PERIOD = /\b(?:days?|weeks?|months?|monthly|quarterly|net\s+\d+)\b/i;

/**
 * A payment in advance in the sentences right after the located payment passage in its paragraph, which the finder's
 * passage stops short of: Bloom Energy 7(a)'s passage ends "… shall be payable within thirty (30) days of invoice.", and
 * two sentences on "Operator shall be under no obligation to provide or perform services hereunder for any Bloom System
 * whose Service Fee has not been paid in full for the then-current warranty year" makes the year's fee due before its
 * services. Neither a cue sentence (no period of days) nor in the passage, that sentence was never read. Only a
 * sentence with no period of its own decides here: one that gives a period is another due date (the finder's stands).
 */
function advanceAfter(rule: PlaybookRule, located: TopicPassage, paragraphs: string[], context: RuleContext): Decision | null {
  const paragraph = sentencesOf(paragraphs).filter((sentence) => sentence.paragraphIndex === located.paragraphIndex);
  const last = paragraph.findLastIndex((sentence) => located.quote.includes(sentence.text) || sentence.text.includes(located.quote));
  if (last < 0) return null;
  for (const sentence of paragraph.slice(last + 1, last + 1 + ADVANCE_SENTENCES_AFTER)) {
    if (!/\b(?:pay\w*|paid)\b/i.test(sentence.text) || OWN_PERIOD.test(sentence.text)) continue;
    const outcome = applyRule(rule, sentence.text, context);
    if (outcome.verdict === 'unacceptable') return { outcome, quote: sentence.text, paragraphIndex: sentence.paragraphIndex };
  }
  return null;
}

/** How far a verdict is from the position, for choosing the binding one of several payment terms ("needs review" least). */
const severity = (verdict: string): number => ['needs review', 'standard', 'fallback', 'unacceptable'].indexOf(verdict);

/**
 * The offline verdict on one topic: the rule's, or "needs review" where the playbook has no rule for it. `actingFor`
 * (a role or a party's name) is the side one-sided clauses are judged from.
 */
export function reviewTopic(topic: PlaybookTopic, paragraphs: string[], actingFor?: string): Finding {
  return ruleFinding(topic, paragraphs, aliased(actingFor, paragraphs), locateTopic(topic, paragraphs), cueSentences(topic.key, paragraphs));
}

/** The rules' finding on one topic from the finder's passage (or null) and the topic's cue sentences. */
function ruleFinding(topic: PlaybookTopic, paragraphs: string[], actingFor: string | undefined, located: TopicPassage | null, topicCues: CueSentence[]): Finding {
  const cues = [...topicCues];
  if (topic.key === 'confidentiality') {
    const survival = confidentialitySurvival(paragraphs, [...(located ? [{ paragraphIndex: located.paragraphIndex, text: located.quote }] : []), ...cues]);
    if (survival && (located || cues.length > 0)) cues.push(survival);
  }
  // Where the finder finds nothing, the first cue sentence is the passage (a clause the finder missed).
  const passage: TopicPassage | null = located ?? (cues[0] ? { paragraphIndex: cues[0].paragraphIndex, quote: cues[0].text, passage: cues[0].text } : null);
  if (!passage) {
    return topic.absentIsStandard
      ? { topicId: topic.id, verdict: 'standard', quote: '', explanation: `The contract has no ${topic.title.toLowerCase()} clause, which meets the playbook's position: ${topic.standardPosition}`, proposedText: '' }
      : {
          topicId: topic.id,
          verdict: 'missing',
          quote: '',
          explanation: `The offline engine found no ${topic.title.toLowerCase()} clause in the contract. The playbook's position: ${topic.standardPosition}`,
          proposedText: topic.standardWording,
        };
  }
  const context = { agreementDate: agreementDateOf(paragraphs), actingFor };
  // A list item is judged with its lead-in (the cue loop reads both), not as a passage of its own.
  const judgedPassage = located ?? (cues[0]?.lead ? null : passage);
  let decision = topic.rule ? (decide(topic.rule, judgedPassage, cues, context, paragraphs) ?? (topic.rule.kind === 'termYears' ? (definedPeriod(topic.rule, passage, paragraphs, context) ?? endDateElsewhere(topic.rule, passage, paragraphs, context)) : null)) : null;
  if (topic.rule?.kind === 'paymentDays' && located && (!decision || decision.outcome.verdict === 'needs review')) {
    // The finder located a rate with no due date; the clause's next sentence says when it is paid ("… $0.005 (one-half
    // cent) per access. Horst Entertainment shall send this amount to Galacticomm by no later than Wednesday …",
    // Galacticomm): the sentence that says when decides.
    decision = dueDateAfter(topic.rule, located, paragraphs, context) ?? decision;
  }
  if (topic.rule?.kind === 'paymentDays' && decision?.outcome.verdict !== 'unacceptable') {
    // The recurring fee's due day decides over a one-off sum the finder or the cues met first (a shortfall "within sixty
    // (60) days of the end of such Year", liquidated damages, reimbursements); a payment in advance still decides first.
    // Of several due dates the shorter binds the client: the recurring one replaces a verdict only when it is worse
    // (SeaSpine's quarterly fees 45 days after the quarter leave its run fees' 30 days the verdict; Hyperion's royalties
    // ten days after each month decide over its 30-day invoices).
    const recurring = sentencesOf(paragraphs).find((sentence) => recurringDue(sentence.text));
    const outcome = recurring ? applyRule(topic.rule, recurring.text, context) : null;
    if (recurring && outcome && outcome.verdict !== 'needs review' && (!decision || severity(outcome.verdict) > severity(decision.outcome.verdict))) {
      decision = { outcome, quote: recurring.text, paragraphIndex: recurring.paragraphIndex };
    }
    // A payment in advance or on signing anywhere among the payment sentences decides over any other term (the
    // conventions: IntriCon's quarterly advance over its 30-day royalties; Berkeley Lights' upfront amount, Agape's half
    // on placement of the order over an invoice term the finder met first).
    if (decision?.outcome.verdict !== 'unacceptable') {
      // A sentence that pays (a table of contents listing "FORM OF STANDBY LETTER OF CREDIT … PRICE CONDITIONS" does not, Azul).
      // Shares issued on signing pay with no verb of paying ("MusclePharm shall issue Lender 780,000 shares", MusclePharm);
      // an item of an instalment list is read with the lead-in that pays (Performance Sports Brands).
      const pays = (text: string) => /\b(?:pay|pays|paid|payable|prepay\w*|payments?)\b/i.test(text) || SHARES_ON_SIGNING.test(text);
      const advance = [...cues, ...paidItems(paragraphs)].find((cue) => pays(readCue(cue)) && paysInAdvance(readCue(cue)));
      const advanceOutcome = advance ? applyRule(topic.rule, readCue(advance), context) : null;
      if (advance && advanceOutcome?.verdict === 'unacceptable') decision = { outcome: advanceOutcome, quote: advance.text, paragraphIndex: advance.paragraphIndex };
    }
    // The located clause goes on past the finder's passage, and its later sentences are payment sentences too.
    if (decision?.outcome.verdict !== 'unacceptable' && located) decision = advanceAfter(topic.rule, located, paragraphs, context) ?? decision;
    // Instalments on fixed calendar dates are payment in advance (the conventions, playbookConventions.ts).
    if (decision?.outcome.verdict !== 'unacceptable') decision = fixedDateDecision(paragraphs) ?? decision;
  }
  if (topic.rule?.kind === 'confidentialityYears' && decision?.outcome.verdict === 'standard') {
    // The section states how long confidentiality lasts but the filing hides it ("shall remain in effect [*] ([*]) years
    // following disclosure", HSWI): that period governs, not a survival clause or a trade-secret carve-out.
    const hidden = cues.find((cue) => REDACTED_PERIOD.test(cue.text) && /\b(?:remain|continue|last|surviv\w*|in effect|following|after)\b/i.test(cue.text));
    if (hidden) decision = { outcome: { verdict: 'needs review', explanation: 'The confidentiality section states how long it lasts, but the period is redacted in this copy of the contract; read it in the signed original.' }, quote: hidden.text, paragraphIndex: hidden.paragraphIndex };
  }
  if (topic.rule?.kind === 'assignmentConsent' && located && !decision) {
    // The finder quoted the clause's consequence, which no rule reads: the clause is just above it.
    const nearby = assignmentNearby(paragraphs, located);
    if (nearby) decision = decide(topic.rule, nearby, cues, context, paragraphs);
  }
  if (topic.rule?.kind === 'assignmentConsent' && decision?.outcome.verdict === 'standard') {
    // Consent read in the clause; a carve-out in the sentences after it makes it the fallback (or worse).
    const carveOuts = carveOutsAfter(paragraphs, decision.quote, decision.paragraphIndex, actingFor);
    if (carveOuts.length > 0) {
      const outcome = applyRule(topic.rule, [decision.quote, ...carveOuts].join(' '), context);
      if (outcome.verdict === 'fallback' || outcome.verdict === 'unacceptable') decision = { ...decision, outcome };
    }
  }
  if (topic.rule?.kind === 'termYears') {
    // A term with no end of its own is judged by the client's right to end the agreement at will (playbookConventions.ts).
    const current = decision ?? { outcome: applyRule(topic.rule, passage.quote, { actingFor }), quote: passage.quote, paragraphIndex: passage.paragraphIndex };
    const atWill = () => ruleFinding(AT_WILL_TOPIC, paragraphs, actingFor, locateTopic(AT_WILL_TOPIC, paragraphs), cueSentences(AT_WILL_TOPIC.key, paragraphs));
    decision = endlessTermDecision(topic.rule, current, atWill, actingFor) ?? decision;
  }
  const { outcome, quote, paragraphIndex } = decision ?? {
    outcome: topic.rule
      ? applyRule(topic.rule, passage.quote, { actingFor })
      : { verdict: 'needs review' as const, explanation: `The playbook has no rule the offline engine can check for this topic; compare the passage with the position: ${topic.standardPosition}` },
    quote: passage.quote,
    paragraphIndex: passage.paragraphIndex,
  };
  return {
    topicId: topic.id,
    verdict: outcome.verdict,
    quote,
    explanation: outcome.explanation,
    proposedText: outcome.verdict === 'standard' || outcome.verdict === 'fallback' ? '' : topic.standardWording,
    paragraphIndex,
  };
}

/** The party the firm acts for with its other names in the document (rules.ts withAliases), once per document. */
const ALIASED = new WeakMap<string[], Map<string, string | undefined>>();
function aliased(actingFor: string | undefined, paragraphs: string[]): string | undefined {
  if (!actingFor) return actingFor;
  const known = ALIASED.get(paragraphs) ?? new Map<string, string | undefined>();
  ALIASED.set(paragraphs, known);
  if (!known.has(actingFor)) known.set(actingFor, withAliases(actingFor, paragraphs.join('\n')));
  return known.get(actingFor);
}

/**
 * What the rules read on one topic, for the learned verdict (learnedVerdict.ts): their finding for the party the firm
 * acts for, their verdict without a party, whether the clause finder located a passage, and the topic's cue sentences.
 */
export function topicEvidence(topic: PlaybookTopic, paragraphs: string[], actingFor?: string): TopicEvidence {
  const located = locateTopic(topic, paragraphs);
  const cues = cueSentences(topic.key, paragraphs);
  const finding = ruleFinding(topic, paragraphs, aliased(actingFor, paragraphs), located, cues);
  const unsided = actingFor ? ruleFinding(topic, paragraphs, undefined, located, cues).verdict : finding.verdict;
  const broad = TOPIC_MENTIONS[topic.key];
  const mentions = broad ? sentencesOf(paragraphs).filter((sentence) => broad.test(sentence.text) && !/\bconfidential treatment\b/i.test(sentence.text)).length : 0;
  return { finding, unsided, located: located !== null, cues: cues.map((cue) => cue.text), mentions };
}

/** Words any sentence about a topic has (broader than its cues): how much the contract speaks of it, for the learned verdict. */
const TOPIC_MENTIONS: Partial<Record<PlaybookTopicKey, RegExp>> = {
  governingLaw: /\b(?:governed by|governing law|laws of)\b/i,
  liabilityCap: /\bliab(?:le|ility)\b/i,
  indemnity: /\b(?:indemn\w*|hold\s+\w*\s*harmless)\b/i,
  term: /\b(?:term|expir\w*)\b/i,
  terminationForConvenience: /\bterminat\w*\b[^.;]{0,120}\b(?:for any reason|without cause|convenience|at any time|sole discretion)\b/i,
  assignment: /\b(?:assign\w*|transfer\w*)\b/i,
  confidentiality: /\bconfidential\w*/i,
  nonCompete: /\bcompet\w*/i,
  paymentTerms: /\b(?:pay|paid|payable|payment|fees?|royalt\w*|invoice\w*)\b/i,
};

/**
 * Reviews a contract against a playbook offline: one finding per topic, in the playbook's order. The clause finder
 * locates each topic's passage (quoted verbatim); the topic's rule decides; what no rule decides is "needs review".
 * One-sided clauses are judged from the side of `playbook.actingFor` (the review's party, else the playbook's default).
 */
export function reviewAgainstPlaybook(
  document: string | readonly string[],
  playbook: Pick<Playbook, 'topics' | 'actingFor'>,
  /** `tableCells`: the indexes of the paragraphs that are a Word table's cells (no sentence is read across them). */
  options: { learned?: boolean; tableCells?: Iterable<number> } = {},
): Finding[] {
  const paragraphs = paragraphsOf(document);
  if (options.tableCells) TABLE_CELLS.set(paragraphs, new Set(options.tableCells));
  const source = paragraphs.join('\n');
  const model = options.learned === false ? null : verdictModel();
  return playbook.topics.map((topic) => {
    const evidence = topicEvidence(topic, paragraphs, playbook.actingFor);
    const finding = model ? learnedFinding(model, topic, evidence, playbook.actingFor) : evidence.finding;
    if (finding.quote && !verifyQuote(finding.quote, source)) throw new Error(`playbook review quoted text that is not in the document (topic ${topic.id})`);
    return finding.proposedText ? { ...finding, proposedText: fitWording(finding.proposedText, { quote: finding.quote, contract: source, actingFor: playbook.actingFor, topic: topic.key }) } : finding;
  });
}
