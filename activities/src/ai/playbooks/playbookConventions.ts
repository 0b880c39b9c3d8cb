import type { Finding, PlaybookRule, PlaybookTopic } from '@arcline/shared';
import { splitSentences } from '../text/sentences';
import { findDates } from '../text/values';
import { applyRule, BOTH_PARTIES, shownParty, sideOf, type RuleOutcome } from './rules';

/**
 * Two labelling conventions the open sets disagreed on, decided as a demanding lawyer for the firm's client would (issue
 * 32, 32c; written in docs/labelling-guide.md, "Playbook verdicts"), and read here so that the engine and the labels
 * agree:
 *
 * - an **indefinite term** (no end of its own: "continue in full force and effect until terminated", "endure
 *   indefinitely unless terminated", "valid for an indefinite term", "in perpetuity") binds the client for as long as
 *   it cannot walk away. It is the fallback where the client may terminate at will (the playbook's fallback: a longer
 *   term "where our client may terminate for convenience", as an automatic renewal the client can stop), and
 *   unacceptable where it may not;
 * - **instalments on fixed calendar dates** ("four equal installments … to be paid on 3/15/98, 6/15/98, 8/15/98 and
 *   10/15/98", "on or before the first (1st) day of February, May, August and November in each Contract Year") fall due
 *   whatever has been delivered and whether or not an invoice came: payment in advance of the services they pay for,
 *   unacceptable — unless the dates are counted after the period they pay for ("within 30 days after March 31, June
 *   30 …": a period after the quarter, read by the recurring-due rule).
 */

/** What a rule decided and the sentence it read (reviewAgainstPlaybook's Decision). */
export interface ConventionDecision {
  outcome: RuleOutcome;
  quote: string;
  paragraphIndex: number;
}

// ---------------------------------------------------------------------------------------------------------------------
// The indefinite term

/**
 * A term with no end of its own (before any mention of renewal: NICE's renewal "for an indefinite period" is not its
 * initial term): "perpetual", "indefinitely", "continue in full force and effect until terminated", "shall continue until a
 * Party terminates this Agreement", "shall end upon the termination or expiration of the Agreement" (Eton).
 */
const ENDLESS =
  /\b(?:perpetual(?:ly)?|in perpetuity|indefinite(?:ly)?|(?:continue|remain|endure)(?:\s+(?:in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?|effective|valid|binding))?\s*,?\s+(?:until|unless)\s+(?:this agreement is\s+|it is\s+|otherwise\s+)?terminated(?!\s+(?:sooner|earlier|prior))|until\s+(?:a|either|any|one)\s+party\s+terminates|end\s+(?:only\s+)?upon\s+(?:the\s+)?termination(?:\s+or\s+expiration)?\s+of\s+(?:this|the)\s+agreement)\b/i;
const RENEWAL = /\b(?:renew\w*|extended|extension|successive)\b/;

/** The term passage sets no end to the term: "shall continue in full force and effect until terminated as provided below". */
export function isEndlessTerm(text: string): boolean {
  const renewal = RENEWAL.exec(text);
  const initial = renewal ? text.slice(0, renewal.index) : text;
  const endless = ENDLESS.exec(initial);
  if (!endless) return false;
  // An end date after it: "shall continue, unless terminated sooner …, until June 27, 2011" (King).
  if (findDates(initial.slice(endless.index)).length > 0) return false;
  // A length the term rule can measure is an end ("for three (3) years and thereafter until terminated" is three years).
  const measured = applyRule({ kind: 'termYears', max: 1_000_000 }, initial).verdict;
  return measured !== 'standard' && measured !== 'fallback';
}

/** The topic a right to end the agreement at will is read by (the holder is what matters, not the notice). */
export const AT_WILL_TOPIC: PlaybookTopic = {
  id: 'right-at-will',
  key: 'terminationForConvenience',
  title: 'Termination for convenience',
  standardPosition: 'A right to terminate at will.',
  standardWording: '',
  fallbacks: [],
  unacceptable: [],
  rule: { kind: 'noticeDays', min: 0 },
};

/** Who holds a right to terminate in a sentence: "MediWound may terminate", "the Company shall have the right to terminate". */
const HOLDER =
  /\b((?:[A-Z]|[a-z]{1,3}[A-Z])[\w&'’-]*(?:[ \t]+[A-Z][\w&'’-]*){0,3})[ \t]+(?:may|can|(?:shall|will) (?:be entitled|have the (?:\w+ )?(?:right|ability|option))|is entitled|has the (?:\w+ )?(?:right|ability|option)|(?:reserves|retains) the right)\b(?:\s*,[^,.;]{1,160},)?[^.;]{0,60}?\b(?:terminat\w*|cancel)\b/g;
/** Who a passive right belongs to, each "by X" of a sentence that "may be terminated" or is "terminable" ("(a) by the Licensor … or (b) by the Licensee …"). */
const PASSIVE = /\b(?:terminated|terminable)\b/;
const BY_PARTY = /\bby\s+(?:the\s+)?(?!(?:mutual|written|giving|notice|providing|operation)\b)((?:either|any|each|both)\s+part(?:y|ies)|[A-Z][\w&'’-]*(?:[ \t]+[A-Z][\w&'’-]*){0,2})/g;
const NOT_A_NAME = /^(?:The|This|That|Such|Any|Each|Either|Neither|No|Both|If|In|Upon|Notwithstanding|Subject|Except|Provided|However|Agreement)$/;

/**
 * Whether the client may end the agreement at will, read in the sentence that grants a right at will: true when it or
 * both parties hold one, false when only the other side does or there is none, null when the holder cannot be read.
 */
export function clientMayEndAtWill(right: Pick<Finding, 'verdict' | 'quote'>, actingFor: string | undefined): boolean | null {
  if (right.verdict === 'missing' || !right.quote) return false;
  const text = right.quote;
  const sentences = splitSentences(text)
    .map((span) => text.slice(span.start, span.end))
    .filter((sentence) => /\bterminat\w*|\bcancel\b/i.test(sentence));
  let theirs = false;
  for (const sentence of sentences.length > 0 ? sentences : [text]) {
    if (/\b(?:either|each|both|any)\s+(?:party|parties|of the parties)\b/i.test(sentence) && BOTH_PARTIES.test(sentence)) return true;
    const named = [...sentence.matchAll(HOLDER), ...(PASSIVE.test(sentence) ? sentence.matchAll(BY_PARTY) : [])]
      .map((match) => match[1]!.replace(/^(?:The|This|Such)\s+/, '').trim())
      .filter((name) => !NOT_A_NAME.test(name));
    for (const name of named) {
      if (/\b(?:either|each|both|any)\s+part/i.test(name)) return true;
      if (!actingFor) continue;
      if (sideOf(name, actingFor) === 'ours') return true;
      theirs = true;
    }
  }
  return theirs ? false : null;
}

/**
 * The verdict on a term passage that sets no end to the term, by the client's right to end the agreement at will
 * (`rightAtWill`, read only when needed); null when the passage is not such a term.
 */
export function endlessTermDecision(
  rule: Extract<PlaybookRule, { kind: 'termYears' }>,
  decided: ConventionDecision,
  rightAtWill: () => Finding,
  actingFor: string | undefined,
): ConventionDecision | null {
  // Whatever the rule read besides (a date the agreement's own date was measured to, Eton's "(such date, the 'Effective
  // Date') and shall end upon the termination or expiration of the Agreement"), a passage that sets no end is endless.
  if (!isEndlessTerm(decided.quote)) return null;
  const right = rightAtWill();
  const may = clientMayEndAtWill(right, actingFor);
  const client = actingFor ? shownParty(actingFor) : 'the client';
  const limits = `the playbook's standard is at most ${rule.max} years${rule.fallbackMax ? `, its fallback a longer term (at most ${rule.fallbackMax} years) where our client may terminate for convenience` : ''}`;
  if (may === true) {
    return {
      ...decided,
      outcome: {
        verdict: 'fallback',
        explanation: `The term has no end of its own: it runs until the agreement is terminated. ${client} may end it at will ("${clip(right.quote)}"), so it binds ${client} no longer than it chooses — the fallback, as a renewal the client can stop; ${limits}.`,
      },
    };
  }
  if (may === false) {
    return {
      ...decided,
      outcome: {
        verdict: 'unacceptable',
        explanation: `The term has no end of its own and ${client} has no right to end the agreement at will, so it is bound without limit; ${limits}.`,
      },
    };
  }
  return {
    ...decided,
    outcome: {
      verdict: 'needs review',
      explanation: `The term has no end of its own: it runs until the agreement is terminated. Whether ${client} may end it at will cannot be read ("${clip(right.quote)}"); it is the fallback if it may, unacceptable if not.`,
    },
  };
}

const clip = (text: string): string => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

// ---------------------------------------------------------------------------------------------------------------------
// Instalments on fixed dates

const MONTH = String.raw`(?:Jan(?:uary|\.)?|Feb(?:ruary|\.)?|Mar(?:ch|\.)?|Apr(?:il|\.)?|May|June?|July?|Aug(?:ust|\.)?|Sep(?:t(?:ember)?)?\.?|Oct(?:ober|\.)?|Nov(?:ember|\.)?|Dec(?:ember|\.)?)`;
const DAY = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?|first|fifteenth|last)`;
/** "July 1, 1997", "March 1", "3/15/98", "15 March 2019". */
const CALENDAR_DATE = new RegExp(String.raw`\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?\b(?:,?\s*\d{4})?|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?${MONTH}\b(?:,?\s*\d{4})?`, 'g');
/** "the first (1st) day of February, May, August and November": one date per month named. */
const DAY_OF_MONTHS = new RegExp(String.raw`\b${DAY}\s*(?:\(\d{1,2}(?:st|nd|rd|th)?\)\s*)?day\s+of\s+(${MONTH}(?:\s*,\s*(?:and\s+)?${MONTH}|\s+and\s+${MONTH}){1,11})`, 'gi');
/** A range of dates is a period ("(Jan. 1, 1996-Dec. 31, 1996)"), not two due dates. */
const DATE_RANGE = new RegExp(String.raw`(?:${CALENDAR_DATE.source})\s*(?:[-–—]|to|through|until)\s*(?:${CALENDAR_DATE.source})`, 'gi');
/** A sum paid in instalments or on dates: "shall be paid in four equal installments", "shall pay … on", "is due". */
const PAYS = /\b(?:install?ments?|instal?ments?|(?:shall|will)\s+(?:be\s+)?(?:pay|paid|payable|due)|(?:is|are)\s+(?:due|payable)|to be paid|payment\s+(?:is|shall be)\s+due)\b/i;
/** Due on the date itself: "on", "on or before", "by", "due" just before it. */
const ON_THE_DATE = new RegExp(String.raw`\b(?:on(?:\s+or\s+(?:before|prior\s+to))?|by|due|before)\s+(?:the\s+)?(?:${MONTH}|\d{1,2}\/|${DAY}\s*(?:\(\d{1,2}(?:st|nd|rd|th)?\)\s*)?day\s+of)`, 'i');
/** Counted after a period (arrears) or from an event, not on a calendar date: "within 30 days after March 31", "for the quarter ending". */
const AFTER_A_PERIOD = /\b(?:after|following(?!\s+(?:install?ments|instalments|schedule|dates|amounts|payments|manner)\b)|within|ending|ended|end of|in arrears|preceding)\b/i;

/** How many calendar due dates a payment text names (ranges left out). */
function dueDates(text: string): number {
  const withoutRanges = text.replace(DATE_RANGE, ' ');
  const months = [...withoutRanges.matchAll(DAY_OF_MONTHS)].reduce((count, match) => count + (match[1]!.match(new RegExp(MONTH, 'g'))?.length ?? 0), 0);
  const dates = withoutRanges.replace(DAY_OF_MONTHS, ' ').match(CALENDAR_DATE)?.length ?? 0;
  return months + dates;
}

/** Characters after a lead-in that ends "as follows:" or "installments:" read as its list. */
const LIST_CHARS = 700;

/**
 * The payment sentence that sets instalments on two fixed calendar dates or more, with the text its dates are in:
 * "Hydron shall pay Dolphins the sum of $24,000 … on July 1, 1997, July 1, 1998, July 1, 1999 and July 1, 2000", or a
 * lead-in "shall be paid in four equal installments … as follows:" with its list. Null when there is none.
 */
export function fixedDateInstalments(paragraphs: readonly string[]): { paragraphIndex: number; quote: string; dates: string } | null {
  // Read over the whole text: a hard-wrapped sentence ("This sponsorship fee of $ [ * ] shall be" | "paid to Sabco in the
  // following installments: …", Prolong) is one sentence, quoted as it stands.
  const text = paragraphs.join('\n');
  if (!PAYS.test(text)) return null;
  for (const span of splitSentences(text)) {
    const sentence = text.slice(span.start, span.end);
    if (!PAYS.test(sentence)) continue;
    const lead = /(?:as follows|follow(?:ing|s)\s+(?:install?ments|instalments|schedule|dates)|install?ments|instalments)\s*:?\s*$/i.test(sentence.trim());
    const dates = lead ? `${sentence} ${text.slice(span.end, span.end + LIST_CHARS)}` : sentence;
    const pays = PAYS.exec(dates)!;
    const on = ON_THE_DATE.exec(dates.slice(pays.index));
    // Two due dates or more from the first one on (the agreement's own date before it is none).
    if (!on || dueDates(dates.slice(pays.index + on.index)) < 2) continue;
    // From the paying words to the first date nothing counts from a period or an event ("within 30 days after March 31").
    const between = dates.slice(pays.index, pays.index + on.index);
    if (AFTER_A_PERIOD.test(between) || /\beach\s+(?:calendar\s+)?month\b/i.test(dates)) continue;
    // Quoted from the line the paying words are on (a heading or a table the sentence ran over stays out).
    const lineStart = sentence.lastIndexOf('\n', PAYS.exec(sentence)!.index) + 1;
    const quote = sentence.slice(lineStart).trim();
    const start = span.start + lineStart + sentence.slice(lineStart).indexOf(quote);
    return { paragraphIndex: text.slice(0, start).split('\n').length - 1, quote, dates: dates.slice(lineStart).replace(/\s+/g, ' ').trim() };
  }
  return null;
}

/** The payment verdict on instalments due on fixed calendar dates: in advance of the services they pay for. */
export function fixedDateDecision(paragraphs: readonly string[]): ConventionDecision | null {
  const found = fixedDateInstalments(paragraphs);
  if (!found) return null;
  return {
    outcome: {
      verdict: 'unacceptable',
      explanation: `The payments fall due on fixed calendar dates ("${clip(found.dates)}"), not a period after a correct invoice: they are owed whatever has been delivered by then, which the playbook treats as payment in advance (unacceptable).`,
    },
    quote: found.quote,
    paragraphIndex: found.paragraphIndex,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// The clause that states the position

/** A duty of confidence on both sides in the clause's own words: "Each Party (the "Receiving Party") undertakes: (i.) to maintain as secret and confidential …". */
const BOTH_BOUND = /\b(?:each|either|both)\s+(?:party|parties|of the parties)\b[^.;]{0,80}\b(?:confiden\w*|secre\w*|not\s+(?:to\s+)?disclose|non-?disclosure)|\b(?:the\s+)?(?:receiving party|recipient)\b[^.;]{0,80}\b(?:shall|will|undertakes?|agrees?)\b/i;

/**
 * Whether a located confidentiality clause binds both sides (issue 32, 32c, the locator): it then states the position,
 * and an item elsewhere binding one named side only mentions the topic.
 */
export const bindsBothSides = (quote: string): boolean => BOTH_BOUND.test(quote);
