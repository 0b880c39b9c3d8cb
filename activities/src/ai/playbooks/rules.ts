import { PLAYBOOK_ACTING_FOR_ROLES, type PlaybookActingForRole, type PlaybookRule, type PlaybookVerdict } from '@arcline/shared';
import { findAmounts, findDates, findDurations, findGoverningLaw } from '../text/values';
import { noticePeriod, numberOf } from '../local/finder/clauseAnswers';
import { splitSentences } from '../text/sentences';

/**
 * The machine-checkable rules of a playbook (shared/src/contracts/playbooks.ts), each measured on the passage the
 * clause finder located. A rule decides only from a value it reads in the passage; when it reads none, the verdict is
 * "needs review" with the reason, never a guess.
 */
export interface RuleOutcome {
  verdict: Extract<PlaybookVerdict, 'standard' | 'fallback' | 'unacceptable' | 'needs review'>;
  explanation: string;
}

const needsReview = (explanation: string): RuleOutcome => ({ verdict: 'needs review', explanation });

/** Standard when the value meets the standard threshold, fallback when it meets the fallback one, else unacceptable. */
function measured(
  value: number,
  described: string,
  compare: (value: number, threshold: number) => boolean,
  standard: number,
  fallback: number | undefined,
  threshold: (limit: number) => string,
): RuleOutcome {
  const what = `The passage gives ${described}; the playbook's standard is ${threshold(standard)}`;
  if (compare(value, standard)) return { verdict: 'standard', explanation: `${what}.` };
  if (fallback !== undefined && compare(value, fallback)) return { verdict: 'fallback', explanation: `${what}, and its fallback ${threshold(fallback)}, which this meets.` };
  return {
    verdict: 'unacceptable',
    explanation: `${what}${fallback !== undefined ? ` (fallback ${threshold(fallback)})` : ''}, which this does not meet.`,
  };
}

const atLeast = (value: number, limit: number) => value >= limit;
const atMost = (value: number, limit: number) => value <= limit;
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
const UNIT_MONTHS: Record<string, number> = { day: 1 / 30, week: 7 / 30, month: 1, year: 12 };

/** "ninety (90) days" → {count: 90, unit: 'day'}; null when it is not a duration. */
export function durationOf(text: string): { count: number; unit: keyof typeof UNIT_DAYS } | null {
  const count = numberOf(text);
  const unit = /(day|week|month|year)s?\b/i.exec(text)?.[1]?.toLowerCase();
  return count === null || !unit ? null : { count, unit: unit as keyof typeof UNIT_DAYS };
}

const inDays = (duration: { count: number; unit: string }) => duration.count * UNIT_DAYS[duration.unit]!;
const inMonths = (duration: { count: number; unit: string }) => duration.count * UNIT_MONTHS[duration.unit]!;

/** Compared without case, "the State of", "the laws of" and punctuation: "State of New York" is "New York". */
const lawName = (text: string) =>
  text
    .toLowerCase()
    .replace(/\b(?:the|state|commonwealth|province|laws?|of)\b/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function sameLaw(found: string, listed: string): boolean {
  const a = lawName(found);
  const b = lawName(listed);
  return a.length > 0 && b.length > 0 && (a === b || ` ${b} `.includes(` ${a} `) || ` ${a} `.includes(` ${b} `));
}

/**
 * A law named by its adjective with a branch of it between: "governed by the regulations of Colombian private law"
 * (Gran Tierra); the clause finder's reader knows "Colombian law", not that.
 */
const BRANCH_OF_LAW = /\b(?:governed|construed|interpreted)\b[^.;]{0,80}?\b(?:the\s+)?(?:regulations|laws?|provisions)\s+of\s+(?:the\s+)?((\p{Lu}\p{Ll}+(?:an|ian|ish|ese|i|ic))\s+(?:private|civil|commercial|substantive|federal)\s+law)\b/u;
const lawByBranch = (text: string): { value: string } | null => {
  const branch = BRANCH_OF_LAW.exec(text);
  if (!branch) return null;
  return { value: /^(?:English|British)$/.test(branch[2]!) ? 'England and Wales' : branch[1]! };
};

/**
 * A law that depends on where a suit is brought, among named alternatives: "governed by the laws of the state where a
 * suit is properly filed …, being either Illinois or New York" (ebix): each is possible, so the worse one binds.
 */
const EITHER_LAW =
  /\b(?:governed|construed|interpreted)\b[^.;]{0,160}\beither\s+(?:the\s+(?:State|laws?)\s+of\s+)?([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+or\s+(?:the\s+(?:State|laws?)\s+of\s+)?([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b/;

function governingLaw(rule: Extract<PlaybookRule, { kind: 'governingLaw' }>, text: string): RuleOutcome {
  const law = findGoverningLaw(text) ?? lawByBranch(text);
  const either = law ? null : EITHER_LAW.exec(text);
  if (either) {
    const outcomes = [either[1]!, either[2]!].map((name) => governingLaw(rule, `This Agreement shall be governed by the laws of ${name}.`));
    const order: RuleOutcome['verdict'][] = ['needs review', 'standard', 'fallback', 'unacceptable'];
    const worse = outcomes.sort((a, b) => order.indexOf(b.verdict) - order.indexOf(a.verdict))[0]!;
    if (!outcomes.some((outcome) => outcome.verdict === 'needs review')) {
      return { verdict: worse.verdict, explanation: `The law depends on where a suit is brought, ${either[1]} or ${either[2]}; the worse of the two binds. ${worse.explanation}` };
    }
  }
  if (!law) return needsReview('The passage names no governing law the offline engine can read.');
  const said = /\blaw$/.test(law.value) ? law.value : `the law of ${law.value}`;
  if (rule.allowed.some((allowed) => sameLaw(law.value, allowed))) {
    return { verdict: 'standard', explanation: `The passage chooses ${said}, one the playbook accepts as standard (${rule.allowed.join(', ')}).` };
  }
  if (rule.fallback?.some((fallback) => sameLaw(law.value, fallback))) {
    return { verdict: 'fallback', explanation: `The passage chooses ${said}, a fallback of the playbook (${rule.fallback.join(', ')}), not its standard (${rule.allowed.join(', ')}).` };
  }
  const accepted = [...rule.allowed, ...(rule.fallback ?? [])].join(', ');
  return { verdict: 'unacceptable', explanation: `The passage chooses ${said}; the playbook accepts only ${accepted}.` };
}

/** "including but not limited to", "without limitation": words of a list, not of a cap. */
export const NOT_A_LIMIT = /\b(?:but\s+)?not\s+limited\s+to\b|\bwithout\s+limitation\b/gi;

const FEES_NEARBY = /\b(?:fees?|charges|amounts?|sums?|paid|payable|price)\b/i;
const FEES_WINDOW_CHARS = 150;
const MULTIPLIERS: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

/** "$1,000,000", "£2 million", "500,000 dollars" as a number. */
export function amountValue(text: string): number | null {
  const digits = /\d[\d,]*(?:\.\d+)?/.exec(text);
  if (!digits) return null;
  const multiplier = /\b(thousand|million|billion)\b/i.exec(text)?.[1]?.toLowerCase();
  return Number(digits[0].replace(/,/g, '')) * (multiplier ? MULTIPLIERS[multiplier]! : 1);
}

/** The period of fees a cap is measured in: "the fees paid in the twelve (12) months preceding" → 12. */
function monthsOfFees(text: string): number | null {
  for (const duration of findDurations(text)) {
    const around = text.slice(Math.max(0, duration.index - FEES_WINDOW_CHARS), duration.index + duration.value.length + FEES_WINDOW_CHARS);
    const parsed = durationOf(duration.value);
    if (parsed && parsed.unit !== 'day' && FEES_NEARBY.test(around)) return inMonths(parsed);
  }
  if (/\b(?:annual|yearly)\s+(?:fees?|charges|contract value)\b/i.test(text)) return 12;
  return null;
}

/**
 * Whose liability a cap limits: "NFLA's liability", "SAP AFRICA'S liability", "NICE' liability", "XACCT'S SOLE LIABILITY
 * AND LICENSEE'S EXCLUSIVE REMEDY … SHALL BE LIMITED TO" (XACCT 7.1; "VOTOCAST'S sole and exclusive liability", "ACCURAY'S
 * SOLE AND EXCLUSIVE LIABILITY"), "the liability of Supplier", "Licensor shall not be liable".
 */
const CAPPED_PARTY = [
  /\b([A-Z][\w&-]*(?:[ \t]+[A-Z][\w&-]*){0,2})[’'][sS]?\s+(?:(?:total|aggregate|maximum|cumulative|entire|sole|exclusive|and|TOTAL|AGGREGATE|MAXIMUM|CUMULATIVE|ENTIRE|SOLE|EXCLUSIVE|AND)\s+)*(?:liabilit|LIABILIT)/g,
  /\b(?:liabilit(?:y|ies)|responsibilit(?:y|ies)) of\s+(?:the\s+)?([A-Z][\w&-]*(?:[ \t]+[A-Z][\w&-]*){0,2})/g,
  /\b([A-Z][\w&-]*(?:[ \t]+[A-Z][\w&-]*){0,2})\s+(?:shall|will)\s+(?:not|in no event)\s+be\s+liable/g,
  /\bliabilit(?:y|ies)\s+(?:\w+\s+){0,2}?(?:incurred\s+)?by\s+(?:the\s+)?([A-Z][\w&-]*(?:[ \t]+[A-Z][\w&-]*){0,2})/g,
  /\bin no event (?:shall|will)\s+(?:the\s+)?([A-Z][\w&-]*(?:[ \t]+[A-Z][\w&-]*){0,2})\b[^.;]{0,40}?\bbe (?:held )?liable/gi,
  // "IBM is liable for no more than: …" (Quantum, blind set 5).
  /\b([A-Z][\w&-]*(?:[ \t]+[A-Z][\w&-]*){0,2})\s+(?:is|are|shall be|will be)\s+liable\s+for\s+no\s+more\s+than\b/g,
];

/** Words of a cap (an amount or a limit), not of an exclusion of kinds of damages. */
const CAP_WORDS = /\b(?:exceed\w*|limited to|limit(?:ed)? (?:to|at)|total liability|aggregate liability|maximum liability|cumulative liability|no more than)\b/i;

/**
 * A cap that protects only the other side: every party it names is theirs, and it does not bind both. A sentence that
 * binds both but only excludes kinds of damages ("IN NO EVENT SHALL A PARTY … BE LIABLE … FOR ANY SPECIAL, INDIRECT …
 * DAMAGES") leaves a cap on one side's liability in the same clause as it is (Neon: "Licensor's total liability …").
 */
export function capProtectsOnlyTheirs(text: string, actingFor: string): string | null {
  const sentences = splitSentences(text).map((span) => text.slice(span.start, span.end)).filter((sentence) => /\b(?:exceed|limited to|liab)/i.test(sentence));
  const named = new Set<string>();
  for (const sentence of sentences) {
    if (BOTH_PARTIES.test(sentence) || /\b(?:a|any) party\b(?! other than)/i.test(sentence)) {
      if (CAP_WORDS.test(sentence)) return null;
      continue;
    }
    for (const pattern of CAPPED_PARTY) for (const match of sentence.matchAll(pattern)) if (isPartyName(match[1]!)) named.add(match[1]!.trim());
  }
  if (named.size === 0) return null;
  return [...named].every((name) => sideOf(name, actingFor) === 'theirs') ? [...named].join(' and ') : null;
}

/** A sentence that caps the client's liability, alone or with the other side's ("either party's aggregate liability … exceed"). */
export function capsOurSide(text: string, actingFor: string): boolean {
  return splitSentences(text)
    .map((span) => text.slice(span.start, span.end))
    .some((sentence) => {
      if (!CAP_WORDS.test(sentence)) return false;
      if (BOTH_PARTIES.test(sentence) || /\b(?:a|any) party\b(?! other than)/i.test(sentence)) return true;
      return CAPPED_PARTY.some((pattern) => [...sentence.matchAll(pattern)].some((match) => isPartyName(match[1]!) && sideOf(match[1]!.trim(), actingFor) === 'ours'));
    });
}

function liabilityCap(rule: Extract<PlaybookRule, { kind: 'liabilityCap' }>, text: string, actingFor?: string): RuleOutcome {
  const theirs = actingFor ? capProtectsOnlyTheirs(text, actingFor) : null;
  if (theirs) {
    return {
      verdict: 'unacceptable',
      explanation: `The cap limits the liability of ${theirs} only, the other side; ${shownParty(actingFor ?? '')}'s liability is not capped. The playbook does not accept a cap that protects the counterparty alone, whatever its amount.`,
    };
  }
  const outcomes: RuleOutcome[] = [];
  const months = monthsOfFees(text);
  if (months !== null && rule.minMonthsOfFees !== undefined) {
    outcomes.push(measured(months, `a cap of the fees of ${plural(months, 'month')}`, atLeast, rule.minMonthsOfFees, rule.fallbackMonthsOfFees, (limit) => `at least ${plural(limit, 'month')} of fees`));
  }
  const amount = findAmounts(text).map((found) => ({ found, value: amountValue(found.value) })).find((candidate) => candidate.value !== null);
  if (amount && rule.minAmount !== undefined) {
    outcomes.push(measured(amount.value!, `a cap of ${amount.found.value}`, atLeast, rule.minAmount, rule.fallbackAmount, (limit) => `at least ${limit.toLocaleString('en-US')}`));
  }
  if (outcomes.length === 0) {
    return needsReview(
      months === null && !amount
        ? 'The passage states no cap the offline engine can read (a number of months of fees or an amount).'
        : 'The passage states its cap in a way the playbook has no threshold for (months of fees or an amount).',
    );
  }
  // "the lesser of" binds the worse of two caps; otherwise ("the greater of", or one cap) the better one counts.
  const order: RuleOutcome['verdict'][] = ['standard', 'fallback', 'unacceptable'];
  const sorted = [...outcomes].sort((a, b) => order.indexOf(a.verdict) - order.indexOf(b.verdict));
  return /\blesser\b/i.test(text) ? sorted.at(-1)! : sorted[0]!;
}

/** Termination at will, with no notice period: "at any time", "for any reason", "in its sole discretion". */
const AT_WILL = /\b(?:at any time|without cause|for any (?:or no )?reason|in (?:its|their) sole discretion)\b/i;
/** The sentence of a termination passage that grants termination at will: its notice is the one that counts. */
const CONVENIENCE = /\b(?:convenience|at any time|without cause|for any (?:or no )?reason)\b/i;

/**
 * Who holds a right to terminate: "Customer may terminate", "X shall have the right to terminate", also with a phrase
 * between commas ("ENERGOUS may, at any time after the third anniversary …, terminate", "Vericel may, without penalty …,
 * in its sole discretion terminate").
 */
const TERMINATOR =
  /\b((?:[A-Z]|[a-z]{1,3}[A-Z])[\w&-]*(?:[ \t]+[A-Z][\w&-]*){0,2})[ \t]+(?:may|can|(?:shall|will) (?:be entitled|have the (?:\w+ )?(?:right|ability|option))(?:\s*,[^,.;]{1,160},)? to|is entitled to|has the (?:\w+ )?(?:right|ability|option) to|(?:reserves|retains) the right to)(?:\s*,[^,.;]{1,160},)?\s+(?:\w+\s+){0,4}?(?:terminate|cancel)\b/g;
/** A redacted notice period: "eBix may terminate this Agreement, [**] upon [**] to About" (ebix). */
export const REDACTED_NOTICE = /\b(?:upon|on|with|by giving|after)\s+\[\s*\*+\s*\]/i;

/** Who a passive right to terminate belongs to: "may be terminated … by SutroVax upon … notice" (not "by mutual consent", "by either party"). */
const TERMINATED_BY = /\bterminated\b(?:[^.;]|\.(?=\d)){0,200}?\bby\s+(?!(?:mutual|either|any|each|both|a|the|written|giving|notice|providing|operation)\b)([A-Z][\w&-]*(?:[ \t]+[A-Z][\w&-]*){0,2})\b/g;

function noticeDays(rule: Extract<PlaybookRule, { kind: 'noticeDays' }>, text: string, actingFor?: string): RuleOutcome {
  const sentences = splitSentences(text).map((span) => text.slice(span.start, span.end));
  // The sentence that says "at any time" or "without cause", else one that gives a party a right to terminate on notice
  // ("The Company will have the ability to terminate this Agreement by giving 60 days' prior written notice").
  const atWill = sentences.find((sentence) => CONVENIENCE.test(sentence)) ?? sentences.find((sentence) => new RegExp(TERMINATOR.source).test(sentence) && (noticePeriod(sentence) !== null || REDACTED_NOTICE.test(sentence)));
  if (atWill && actingFor && !BOTH_PARTIES.test(atWill)) {
    // A right to terminate at will that only the client has meets the position, whatever its notice.
    // "either ITS or COMWARE shall have the right to terminate": a name joined to another holds it with the other.
    const matches = [...atWill.matchAll(TERMINATOR)];
    const joined = matches.some((match) => /\b(?:or|and|nor)\s+$/i.test(atWill.slice(Math.max(0, match.index - 6), match.index)) || /\s(?:or|and|nor)\s/i.test(match[1]!));
    // "may be terminated: … by SutroVax upon [***] days' prior written notice to Sutro for any reason": the party it is terminated by.
    const passive = matches.length === 0 ? [...atWill.matchAll(TERMINATED_BY)].map((match) => match[1]!) : [];
    const holders = joined ? [] : [...matches.map((match) => match[1]!), ...passive].filter(isPartyName);
    if (holders.length > 0 && holders.every((holder) => sideOf(holder, actingFor) === 'ours')) {
      return { verdict: 'standard', explanation: `Only ${holders[0]} (${shownParty(actingFor)}, the side the firm acts for) may terminate at will; the other side may not, which meets the playbook's position.` };
    }
  }
  const notice = (atWill && noticePeriod(atWill)) || noticePeriod(text);
  const parsed = notice ? durationOf(notice) : null;
  if ((!notice || !parsed) && AT_WILL.test(text) && findDurations(text).length === 0) {
    return measured(0, 'a right to terminate at any time, without a notice period', atLeast, rule.min, rule.fallbackMin, (limit) => `at least ${plural(limit, 'day')}' notice`);
  }
  if (!notice || !parsed) return needsReview('The passage gives no notice period the offline engine can read.');
  return measured(inDays(parsed), notice, atLeast, rule.min, rule.fallbackMin, (limit) => `at least ${plural(limit, 'day')}' notice`);
}

/** A term without an end: "shall continue perpetually", "in perpetuity", "indefinitely". */
const ENDLESS_TERM = /\b(?:perpetual(?:ly)?|in perpetuity|indefinite(?:ly)?)\b/i;
/** What follows a duration that is a notice period or a time after an event, not the term: "ninety days prior", "30 days after". */
const NOT_A_TERM = /^\W*(?:\w+\s+)?(?:prior|before|in advance|advance|notice|written|after|following|thereafter)\b/i;
/**
 * Except the date the term ends on, counted from the agreement's own date: "until … (b) the date that is two (2) years
 * after the date of this Agreement" (Neon) — not "may terminate … after 3 years following the effective date".
 */
const END_DATE_BEFORE = /\b(?:date|day)\s+(?:that|which)\s+is\s*$/i;
/** "continue for a period of 1 year after the Effective Date" (Ominto): the term's own length, counted from the agreement. */
const FOR_A_PERIOD_BEFORE = /\b(?:continue|remain in (?:full )?(?:force|effect))?\s*for\s+(?:a\s+(?:period|term)\s+of\s+)?$/i;
const AFTER_THE_AGREEMENT = /^\W*(?:after|following)\s+(?:the\s+)?(?:date of this agreement|date hereof|effective date|execution (?:date|of this agreement)|commencement date)\b/i;
/** "remain in effect for Thirty-six (36) months following the Hosting Service Ready Date" (Quantum): a term counted from a defined start date. */
const AFTER_A_START_DATE = /^\W*(?:after|following|from)\s+the\s+(?:[A-Z][\w-]*\s+){1,4}Date\b/;
/** "continuing thereafter indefinitely until this Agreement is terminated": no end of its own, but either side may end it (Inktomi). */
const UNTIL_TERMINATED = /\b(?:indefinite(?:ly)?|perpetual(?:ly)?)\b[^.;]{0,40}\b(?:until|unless)\b[^.;]{0,60}\bterminat\w*/i;
/** "ten (10) Contract Years", "two License Years": the contract's own years are years. */
const OWN_YEARS = /\b(?:contract|license|licence|agreement)\s+(years?|months?)\b/gi;
const MS_PER_YEAR = 365.25 * 24 * 60 * 60 * 1000;
const RENEWAL = /\b(?:renew\w*|extended|extension|successive)\b/gi;
/** The passage before its first mention of renewal; a heading's in capitals does not count ("3. INITIAL AND EXTENDED TERMS", Soupman). */
function beforeRenewal(text: string): string {
  const inCapitals = text === text.toUpperCase();
  const first = [...text.matchAll(RENEWAL)].find((match) => inCapitals || match[0] !== match[0].toUpperCase());
  return first ? text.slice(0, first.index) : text;
}

/** The term's end on an anniversary of its start: "until the fifth (5th) anniversary of the Effective Date". */
const ANNIVERSARY =
  /\b(?:until|through|to|on|ending on|expire on|terminate on)\s+(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|fifteenth|twentieth|\d{1,2}(?:st|nd|rd|th))(?:\s*\(\d{1,2}(?:st|nd|rd|th)?\))?\s+anniversary\s+of\s+(?:the\s+)?(?:effective date|date (?:hereof|of this agreement)|commencement date|execution date)\b/i;
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/** "fifth" → 5, "5th" → 5, "twentieth" → 20. */
function ordinalValue(word: string): number | null {
  const lower = word.toLowerCase();
  if (/^\d/.test(lower)) return Number.parseInt(lower, 10);
  if (lower === 'fifteenth') return 15;
  if (lower === 'twentieth') return 20;
  const index = ORDINALS.indexOf(lower);
  return index >= 0 ? index + 1 : null;
}

/** "until the later of (a) July 31, 2021 or (b) the date that the Parties enter into …": a date or an event, whichever is later. */
const LATER_OF_EVENT = /\b(?:the\s+)?later\s+of\b[^.;]{0,200}\b(?:the date (?:that|on which|when)|upon|such time as|completion|expiration of the last)\b/i;

/** "the later of (a) the seventh (7th) anniversary of the Effective Date and (b) …": the first alternative's length. */
const LATER_OF_ANNIVERSARY =
  /\blater\s+of\s*:?\s*(?:\(\w{1,3}\)\s*)?(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|fifteenth|twentieth|\d{1,2}(?:st|nd|rd|th))(?:\s*\(\d{1,2}(?:\s*(?:st|nd|rd|th))?\))?\s+anniversary\s+of\b/i;
/** The years a term "until the later of" an anniversary and something else lasts at least, or null. */
function laterOfYears(text: string): number | null {
  const match = LATER_OF_ANNIVERSARY.exec(text);
  return match ? ordinalValue(match[1]!) : null;
}

/**
 * A term of a length counted from an event after the signing, not from the agreement's own date: "remain in full force
 * for ten (10) years after the First Commercial Sale", "continue in full force for ten (10) years from the Launch".
 */
const TERM_AFTER_EVENT =
  /\b(?:remain|continue)\s+in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\s+for\s+(?:a\s+period\s+of\s+)?[\w-]+\s*(?:\(\d{1,2}\)\s*)?(?:years?|months?)\s+(?:after|from|following)\s+(?:the\s+)?(?:date\s+of\s+(?:the\s+)?)?(?!Effective\s+Date|Execution|Commencement|Signing|date\b|such\b|this\b)(?:first\s+commercial\s+sale|[A-Z][\w-]+)/;

/** The initial term in years: its first duration that is not a notice period, else the span between two dates. */
function termOf(text: string): { years: number; described: string } | null {
  // A renewal's period is not the initial term: only what comes before the first mention of renewal counts.
  const readable = beforeRenewal(text.replace(OWN_YEARS, '$1'));
  const duration = findDurations(readable).find(({ value, index }) => {
    const after = readable.slice(index + value.length, index + value.length + 60);
    const before = readable.slice(Math.max(0, index - 30), index);
    return (
      !NOT_A_TERM.test(after) ||
      ((END_DATE_BEFORE.test(before) || FOR_A_PERIOD_BEFORE.test(before)) && AFTER_THE_AGREEMENT.test(after)) ||
      // "shall commence on the Effective Date and extend for three (3) years thereafter" (NICE): after the start just named.
      (/\b(?:extend|continue|remain in (?:full )?(?:force|effect))\s+for\s+(?:a\s+(?:period|term)\s+of\s+)?$/i.test(before) && /^\W*thereafter\b/i.test(after) && /\b(?:commenc\w*|begin\w*|start\w*)\b/i.test(readable.slice(0, index))) ||
      (/\b(?:continue|remain in (?:full )?(?:force|effect))\s+for\s+(?:a\s+(?:period|term)\s+of\s+)?$/i.test(before) && AFTER_A_START_DATE.test(after))
    );
  });
  const parsed = duration ? durationOf(duration.value) : null;
  if (parsed) return { years: inMonths(parsed) / 12, described: `an initial term of ${plural(parsed.count, parsed.unit)}` };
  // "shall continue until the fifth (5th) anniversary of the Effective Date" (Vericel, blind set 5).
  const anniversary = ANNIVERSARY.exec(readable);
  const ordinal = anniversary ? ordinalValue(anniversary[1]!) : null;
  if (ordinal) return { years: ordinal, described: `a term until the ${anniversary![1]!.toLowerCase()} anniversary (${plural(ordinal, 'year')})` };
  const dates = findDates(text)
    .map((found) => ({ found, time: Date.parse(found.value) }))
    .filter((date) => !Number.isNaN(date.time));
  // "July 1, 2008 - December 30th, 2009": a range of two dates is a start and an end (HSWI's "Delivery Period").
  const range = dates.length === 2 && /^\s*(?:[-–—]|to|through|until)\s*$/i.test(text.slice(dates[0]!.found.index + (dates[0]!.found.written ?? dates[0]!.found.value).length, dates[1]!.found.index));
  if (dates.length !== 2 || (!range && (!/\b(?:commenc\w*|begin\w*|from|start\w*|take effect|effective)\b/i.test(text) || !/\b(?:ending|ends?|expir\w*|conclud\w*|through|until|to)\b/i.test(text)))) return null;
  const years = Math.round(((dates[1]!.time - dates[0]!.time) / MS_PER_YEAR) * 10) / 10;
  return years > 0 ? { years, described: `a term from ${dates[0]!.found.value} to ${dates[1]!.found.value} (${years} years)` } : null;
}

/**
 * "The Term shall begin on the date hereof and shall expire December 31, 2023", "commence as of date first above written,
 * and shall Continue through December 31, 2004" (Integrity Media): from the agreement's date to that date.
 */
const FROM_THE_AGREEMENT =
  /\b(?:date hereof|date of this agreement|effective date|execution (?:date|of this agreement)|date\s+(?:first\s+|last\s+)?(?:(?:above|below|herein)\s+)?(?:written|set\s+(?:forth|out)|stated)(?:\s+(?:above|below))?)\b/i;

function termFromAgreementDate(text: string, agreementDate: string | undefined): { years: number; described: string } | null {
  const start = agreementDate ? Date.parse(agreementDate) : Number.NaN;
  if (!agreementDate || Number.isNaN(start)) return null;
  // Sentence by sentence: a passage that defines two periods ("CONTRACT PERIOD … terminating on May 31, 2016",
  // "SERVICES PERIOD … May 31, 2014") reads the first that runs from the agreement to one date.
  for (const sentence of [text, ...splitSentences(text).map((span) => text.slice(span.start, span.end))]) {
    if (!FROM_THE_AGREEMENT.test(sentence) || !/\b(?:expir\w*|end\w*|terminat\w*|until|through)\b/i.test(sentence)) continue;
    const dates = findDates(sentence).map((found) => ({ found, time: Date.parse(found.value) })).filter((date) => !Number.isNaN(date.time));
    if (dates.length !== 1) continue;
    const years = Math.round(((dates[0]!.time - start) / MS_PER_YEAR) * 10) / 10;
    if (years > 0) return { years, described: `a term from the agreement's date (${agreementDate}) to ${dates[0]!.found.value} (${years} years)` };
  }
  return null;
}

/**
 * Automatic renewal that only both parties together can stop ("renewed automatically … unless the Parties confirm, in
 * writing, the termination"): the client cannot end it alone, which the playbook does not accept.
 */
const AUTO_RENEWAL = /\b(?:renew(?:ed|s)?\s+automatically|automatically\s+(?:be\s+)?(?:renew\w*|extend\w*)|auto-?renew\w*)\b/i;
const STOPPED_ONLY_JOINTLY = /\bunless\s+(?:both\s+)?(?:the\s+)?parties\b[^.;]{0,40}\b(?:mutually\s+)?(?:agree|confirm|decide|consent)\w*\b/i;
const STOPPED_BY_ONE = /\b(?:either|any|each|a|one)\s+party\b|\bnotice of (?:its |their )?(?:intention|election|intent)?\s*(?:not to renew|non-?renewal)\b/i;

function renewalOnlyJointlyStoppable(text: string): boolean {
  return splitSentences(text)
    .map((span) => text.slice(span.start, span.end))
    .some((sentence) => AUTO_RENEWAL.test(sentence) && STOPPED_ONLY_JOINTLY.test(sentence) && !STOPPED_BY_ONE.test(sentence));
}

function termYears(rule: Extract<PlaybookRule, { kind: 'termYears' }>, text: string, context: RuleContext = {}): RuleOutcome {
  const limit = (years: number) => `at most ${plural(years, 'year')}`;
  // An initial term with an end, renewed "for an indefinite period of time … unless terminated by the parties" (NICE): the
  // renewal's want of an end is not the initial term's, which is measured (as any renewal either side can end).
  const initial = beforeRenewal(text);
  if (UNTIL_TERMINATED.test(initial)) {
    return needsReview('The term runs until the agreement is terminated, with no end of its own: how long it lasts depends on the rights to terminate, which the term rule does not measure.');
  }
  // "the later of (a) the seventh (7th) anniversary of the Effective Date and (b) the date determined …" (Berkeley Lights):
  // the later of a length and an event lasts at least that length, so a length already over the limit decides.
  const atLeastYears = laterOfYears(text);
  const over = rule.fallbackMax ?? rule.max;
  if (atLeastYears !== null && atLeastYears > over) {
    return { verdict: 'unacceptable', explanation: `The term runs until the later of an event and ${plural(atLeastYears, 'year')}, so it lasts at least ${plural(atLeastYears, 'year')}; the playbook's standard is ${limit(rule.max)}${rule.fallbackMax ? ` (fallback ${limit(rule.fallbackMax)})` : ''}.` };
  }
  // "shall remain in full force for ten (10) years after the First Commercial Sale" (Coherus 15.1), "shall continue in full
  // force for ten (10) years from the Launch": counted from an event after the signing, it lasts at least that long.
  const afterEvent = TERM_AFTER_EVENT.exec(initial);
  const eventYears = afterEvent ? findDurations(afterEvent[0]).map((found) => durationOf(found.value)).find((parsed) => parsed !== null) : undefined;
  if (eventYears && inMonths(eventYears) / 12 > over) {
    const years = inMonths(eventYears) / 12;
    return { verdict: 'unacceptable', explanation: `The term runs ${plural(years, 'year')} from an event after the agreement's date, so it lasts at least ${plural(years, 'year')}; the playbook's standard is ${limit(rule.max)}${rule.fallbackMax ? ` (fallback ${limit(rule.fallbackMax)})` : ''}.` };
  }
  if (LATER_OF_EVENT.test(text)) {
    return needsReview('The term ends at the later of a date and an event, so how long it lasts depends on the event, which the term rule does not measure.');
  }
  if (ENDLESS_TERM.test(initial)) {
    return { verdict: 'unacceptable', explanation: `The passage sets no end to the term; the playbook's standard is ${limit(rule.max)}${rule.fallbackMax ? ` (fallback ${limit(rule.fallbackMax)})` : ''}.` };
  }
  const term = termOf(text) ?? termFromAgreementDate(text, context.agreementDate);
  if (!term) return needsReview('The passage gives no term the offline engine can measure in years (a duration, or a start and an end date).');
  if (renewalOnlyJointlyStoppable(text)) {
    return {
      verdict: 'unacceptable',
      explanation: `The passage gives ${term.described}, renewed automatically unless both parties agree to end it: the client cannot stop the renewal alone, which the playbook does not accept.`,
    };
  }
  return measured(term.years, term.described, atMost, rule.max, rule.fallbackMax, limit);
}

const ASSIGN = String.raw`assign(?:ed|ment|s|able)?|transfer(?:red|s|able)?`;
/** Within one sentence: no full stop or semicolon, except in a section number ("Section 1.01"). */
const IN = String.raw`(?:[^.;]|\.(?=\d))`;
/** "consent", "approval" or "permission" ("without prior written permission from the other party", NETGEAR). */
const CONSENT_REQUIRED = [
  new RegExp(String.raw`\b(?:not|no|neither|nor)\b${IN}{0,120}\b(?:${ASSIGN})\b${IN}{0,200}\b(?:without|except with|unless)\b${IN}{0,60}\b(?:consent|approval|permission)\b`, 'i'),
  new RegExp(String.raw`\b(?:${ASSIGN})\b${IN}{0,200}\b(?:requires?|subject to|conditional (?:up)?on|only with)\b${IN}{0,40}\b(?:consent|approval|permission)\b`, 'i'),
  new RegExp(String.raw`\b(?:prior )?(?:written )?(?:consent|permission)\b${IN}{0,60}\b(?:to (?:any )?(?:such )?)?(?:${ASSIGN})\b`, 'i'),
];
const FREE_ASSIGNMENT = [
  new RegExp(String.raw`\b(?:may|can|shall be (?:entitled|free)|is (?:entitled|free)|(?:has|shall have) the right)\b(${IN}{0,30}?)\b(?:freely )?(?:${ASSIGN})\b${IN}{0,200}?\bwithout\b${IN}{0,60}?\b(?:consent|approval|permission)\b`, 'gi'),
  /\bfreely (?:assign|transfer)/gi,
  // "AIRSOPURE shall have the right to transfer or assign all or any part of its rights … to any person or legal entity".
  new RegExp(String.raw`\b(?:may|(?:has|shall have) the right to)\s+(?:${ASSIGN})\b${IN}{0,120}?\bto any (?:person|third party|entity|one)\b`, 'gi'),
  new RegExp(String.raw`\bnotwithstanding\b${IN}{0,200}\b(?:assign|transfer)`, 'gi'),
  new RegExp(String.raw`\bmay be (?:assigned|transferred)\b${IN}{0,120}?\bwithout\b${IN}{0,60}?\b(?:consent|approval|permission)\b`, 'gi'),
  /\bno (?:such )?(?:consent|approval|permission) (?:will|shall|is) (?:be )?required\b/gi,
  new RegExp(String.raw`\bexcept\b${IN}{0,200}\b(?:affiliate|subsidiar|merger|reorgani[sz]ation|acquir|successor|sale of (?:all|substantially))`, 'gi'),
  // "provided, however, that Licensor may assign this Agreement to a subsidiary or entity controlling … Licensor" (Neon);
  // "the Parties may at any time assign or transfer … to any of its Affiliates" (Azul).
  // A permission worded "shall be entitled to", "is entitled to", "shall have the right to" is the same carve-out:
  // "provided that either party shall be entitled to assign this AGREEMENT, in whole and not part only, to any of its'
  // subsidiary or holding companies" (Telkom 13.1, 32b).
  new RegExp(String.raw`\b(?:may|(?:shall|will) be (?:entitled|permitted|free) to|is (?:entitled|permitted|free) to|(?:has|shall have|will have) the right to)\b(\s+(?:\w+\s+){0,3}?)(?:${ASSIGN})\b${IN}{0,80}?\bto\s+(?:an?\s+|any\s+|its'?\s+|one\s+or\s+more\s+of\s+its'?\s+|any\s+of\s+its'?\s+)?(?:affiliate|subsidiar|parent|holding\s+compan|successor|(?:entity|person) (?:controlling|that controls|that acquires)|acquir|purchaser)`, 'gi'),
  // A permitted assignee named before "but shall not otherwise be assignable without … consent": "shall inure to the
  // benefit of successors of the Parties hereto, or to any assignee of all of the goodwill and entire business assets of a
  // Party …, but shall not otherwise be assignable without the prior written consent of the other Party" (Warner
  // Chilcott VIII, 32b). "otherwise" says what came before is allowed without it.
  new RegExp(String.raw`\bto\s+(?:any\s+|an?\s+|the\s+)?(?:assignee|acquir\w*|purchaser|transferee)s?\b${IN}{0,200}?\bnot\s+otherwise\s+(?:be\s+)?(?:${ASSIGN})\b`, 'gi'),
  // "The assignment of this Agreement … to any Affiliates … or to a successor organization by merger or acquisition does
  // not require the consent of the other" (Quantum, blind set 5).
  new RegExp(String.raw`\b(?:assignment|transfer)\b${IN}{0,200}?\b(?:does|shall|will) not require\b${IN}{0,40}?\b(?:consent|approval|permission)\b`, 'gi'),
  // "Except for the rights of TouchStar under Section 10.7(a), this Agreement may not be assigned …": a right to assign
  // given elsewhere (Worldwide Strategies, blind set 5).
  new RegExp(String.raw`\bexcept (?:for )?the rights of\b${IN}{0,60}?\bunder (?:section|clause|article|paragraph)\b`, 'gi'),
  // The consent between commas before the verb: "provided, however, that Licensor may, without such consent, assign this
  // Agreement … to an Affiliate" (NLS), "(i) either Party may, without the other Party's consent, assign" (Microgenics;
  // both blind set 9, 32x).
  new RegExp(String.raw`\bmay,\s+without\b${IN}{0,60}?\b(?:consent|approval|permission)\b${IN}{0,20}?,\s+(?:\w+\s+){0,2}?(?:${ASSIGN})\b`, 'gi'),
];
/** Assignment forbidden outright: "FCC may not assign…", "shall not be entitled to assign…", "Neither party shall in any way sell, transfer, assign…" (NICE; stricter than consent). */
const PROHIBITED = new RegExp(
  // A verb of a list before it and the passive too: "Consultant may not sell, assign or delegate any rights" (Driven
  // Deliveries 12.2), "This Agreement may not be assigned by the Professional under any circumstances" (Sport-Haley 9),
  // "Licensee may not assign, transfer, pledge, mortgage …", "may not be transferred, assigned, sold or exchanged by ISO".
  String.raw`\b(?:may not|shall not|will not|cannot|can not)\b(?:\s+(?:be\s+)?(?:entitled|permitted|allowed|have the right)\s+to)?\s+(?:be\s+)?(?:(?:sell|sold|licen[cs]e[ds]?|sublicen[cs]e[ds]?|pledged?|delegated?|conveyed?|mortgaged?|encumbered?|otherwise|exchanged?),?\s+(?:or\s+)?){0,3}(?:${ASSIGN})\b|\bneither\s+(?:party|of the parties)\s+(?:shall|may|will)\s+(?:in any (?:way|manner)\s+)?(?:\w+,\s+)*(?:${ASSIGN})\b` +
    // "Neither ADAMS GOLF nor CONSULTANT shall have the right to grant sublicenses hereunder or to assign …" (Adams Golf 31, 32b).
    String.raw`|\bneither\s+(?:[\w&'.-]+\s+){1,4}?nor\s+(?:[\w&'.-]+\s+){1,4}?(?:shall|may|will)\s+(?:(?:have\s+(?:the|any)\s+right|be\s+(?:entitled|permitted|allowed))\s+to\s+)?(?:[^.;]{0,60}?\bor\s+to\s+)?(?:\w+,\s+)*(?:${ASSIGN})\b`,
  'i',
);
const NEGATION = /\b(?:not|no|neither|nor|never)\b/i;
const NEITHER_NOR = /\bneither\b[^.;]*\bnor\b/i;
/** The last full stop before `at` that ends a sentence (not one in a section number, "Section 1.01"). */
function lastFullStop(text: string, at: number): number {
  for (let index = text.lastIndexOf('.', at - 1); index >= 0; index = text.lastIndexOf('.', index - 1)) if (!/\d/.test(text[index + 1] ?? '')) return index;
  return -1;
}

/** A permission to assign without consent that its clause does not negate ("neither party may assign … without consent" is not one). */
export function allowsFreeAssignment(text: string): boolean {
  return FREE_ASSIGNMENT.some((pattern) =>
    [...text.matchAll(pattern)].some((match) => {
      const clauseStart = Math.max(...[...'.;,:'].map((mark) => text.lastIndexOf(mark, match.index))) + 1;
      // "Neither this Agreement nor any of the rights, duties and obligations … may be assigned … without the prior
      // written consent": the negation opens the sentence, before the commas of its list (Xybernaut).
      const sentenceStart = Math.max(text.lastIndexOf(';', match.index), lastFullStop(text, match.index)) + 1;
      // Once that sentence has said "without … consent", what follows is a carve-out ("Neither this Agreement nor any
      // interest hereunder shall be assignable by a Party without the prior written consent of the other Party, except as
      // follows: (a) such Party may assign … to any of its Affiliates", Vericel).
      const before = text.slice(sentenceStart, match.index);
      const negated = NEITHER_NOR.test(before) && !/\bwithout\b[^.;]{0,80}\b(?:consent|approval|permission)\b/i.test(before);
      return !NEGATION.test(text.slice(clauseStart, match.index)) && !NEGATION.test(match[1] ?? '') && !negated;
    }),
  );
}

/**
 * Who a sentence about assignment binds: the capitalised name before "may (not) assign", "is free to assign", "assignable by X";
 * a list of verbs ("You shall not sell, assign, transfer", "AIRSOPURE shall have the right to transfer or assign") too.
 */
const ASSIGNOR = [
  new RegExp(String.raw`\b([A-Z][\w&-]*(?:[ \t]+[A-Z][\w&-]*){0,2})[ \t]+(?:(?:may|shall|will|can|is|are)(?:[ \t]+not)?|cannot)[ \t]+(?:\w+,?[ \t]+){0,4}?(?:${ASSIGN})\b`, 'g'),
  // "… may be assigned without the AS Parties' consent by MusclePharm in connection with a change of control" (MusclePharm).
  // "shall be assignable, transferable or delegable in whole or in part by MD Anderson" (Iovance 9.6, 32b).
  /\b(?:assignable|transferable|assigned|transferred)\b(?:,?\s+(?:or\s+|and\s+)?(?:assignable|transferable|delegable|assigned|transferred|delegated)\b)*(?:\s+in\s+whole\s+or\s+in\s+part)?(?:[^.;]{0,60}?\bconsent\b[^.;]{0,10}?)?\s+by\s+(?:the\s+)?([A-Z][\w&-]*)/g,
  // "any assignment or attempted assignment of this Agreement by Distributor without the prior written consent of WGT" (European Micro).
  /\b(?:assignment|transfer)(?:\s+or\s+attempted\s+(?:assignment|transfer))?\s+of\s+this\s+agreement\s+by\s+(?:the\s+)?([A-Z][\w&-]*)/gi,
];

/** Assignment from the client's side: what binds the counterparty decides (consent it needs is the position; its free assignment is not). */
function assignmentFromSide(text: string, actingFor: string): RuleOutcome | null {
  const sentences = splitSentences(text).map((span) => text.slice(span.start, span.end));
  const theirs: string[] = [];
  let ours = 0;
  for (const sentence of sentences) {
    if (BOTH_PARTIES.test(sentence)) return null;
    const names = ASSIGNOR.flatMap((pattern) => [...sentence.matchAll(pattern)].map((match) => match[1]!)).filter(isPartyName);
    if (names.length === 0) continue;
    const sides = new Set(names.map((name) => sideOf(name, actingFor)));
    if (sides.size !== 1) return null;
    if (sides.has('ours')) ours += 1;
    else theirs.push(sentence);
  }
  if (theirs.length === 0 || ours === 0) return null;
  const outcome = assignmentConsent(theirs.join(' '));
  if (outcome.verdict === 'needs review') return null;
  return { verdict: outcome.verdict, explanation: `Judged by what binds the other side (the firm acts for ${shownParty(actingFor)}): ${outcome.explanation}` };
}

/** The side each sentence about assignment binds by name, seen from the client: 'both' for "each/neither party". */
export function assignmentSides(text: string, actingFor: string): Set<'ours' | 'theirs' | 'both'> {
  const sides = new Set<'ours' | 'theirs' | 'both'>();
  // "successors and permitted assigns", "an assignment for the benefit of creditors" are not about assigning the agreement.
  const bare = text.replace(/\b(?:successors|heirs)\b[^.;]{0,40}\bassigns\b|\bassignments?\s+for\s+the\s+benefit\s+of\s+(?:its\s+)?creditors\b/gi, ' ');
  for (const sentence of splitSentences(bare).map((span) => bare.slice(span.start, span.end))) {
    if (!new RegExp(String.raw`\b(?:${ASSIGN})\b`, 'i').test(sentence)) continue;
    // "without the consent of the other party": drafted for either party, whoever the sentence names.
    if (/\bconsent of the other part(?:y|ies)\b/i.test(sentence)) sides.add('both');
    if (BOTH_PARTIES.test(sentence)) sides.add('both');
    for (const name of ASSIGNOR.flatMap((pattern) => [...sentence.matchAll(pattern)].map((match) => match[1]!)).filter(isPartyName)) sides.add(sideOf(name, actingFor));
  }
  return sides;
}

/**
 * Assignment on notice alone, with no consent: "may not transfer or assign … without giving prior written notice" (the
 * other side's change to Agape's 14.6, 32u's playground pass), "may assign … upon thirty (30) days prior written notice",
 * "with notice to", "provided that it notifies", "shall not assign … except upon written notice". The party that needs
 * only to give notice may assign to anyone. A sentence that names consent too ("without prior written notice to and
 * the prior written consent of") is consent; a notice of an assignment that needs consent ("shall give … written notice
 * of any permitted assignment") grants nothing.
 */
const NOTICE = String.raw`(?:notice|notif(?:y|ies|ying|ication))\b`;
const NOTICE_ONLY = [
  new RegExp(String.raw`\b(?:not|no|neither|nor)\b${IN}{0,120}\b(?:${ASSIGN})\b${IN}{0,200}?\b(?:without|except\s+(?:upon|on|with|after|by)|unless)\b${IN}{0,60}?\b${NOTICE}`, 'i'),
  new RegExp(String.raw`\b(?:may|(?:shall|will) (?:be entitled|have the right) to|is (?:entitled|free) to)\s+(?:\w+\s+){0,2}?(?:${ASSIGN})\b${IN}{0,200}?\b(?:upon|on|with|after|by giving|by providing|subject to)\s+(?:[\w()-]+\s+){0,6}?${NOTICE}`, 'i'),
  new RegExp(String.raw`\bmay\s+(?:\w+\s+){0,2}?(?:${ASSIGN})\b${IN}{0,200}?\bprovided\b,?\s+(?:however,?\s+)?(?:that\s+)?${IN}{0,40}?\b(?:notif(?:y|ies)\b|gives?\b${IN}{0,40}?\bnotice\b)`, 'i'),
];
const CONSENT_WORD = /\b(?:consent|approval|permission)\b/i;
function noticeOnlyAssignment(text: string): boolean {
  return splitSentences(text)
    .map((span) => text.slice(span.start, span.end))
    .some((sentence) => !CONSENT_WORD.test(sentence) && NOTICE_ONLY.some((pattern) => pattern.test(sentence)));
}

/** Assignees a carve-out names: an affiliate, a subsidiary or parent, a successor or acquirer of the business. */
const CARVE_OUT_ASSIGNEE = /\b(?:affiliat\w*|subsidiar\w*|parent|holding\s+compan\w*|successors?\s+(?:in\s+interest|by|to)|merger|acquir\w*|purchaser|sale\s+of\s+(?:all|substantially))/i;
/** Assignment to anyone, or without consent in general: not a carve-out. */
const ANYONE = /\bfreely\b|\bto\s+any\s+(?:person|third\s+party|entity|one)\b|\bwithout\b[^.;]{0,60}\b(?:consent|approval|permission)\b/i;

function assignmentConsent(text: string): RuleOutcome {
  const requiresConsent = CONSENT_REQUIRED.some((pattern) => pattern.test(text));
  const noticeOnly = noticeOnlyAssignment(text);
  const free = allowsFreeAssignment(text) || noticeOnly;
  if (requiresConsent && !free) return { verdict: 'standard', explanation: 'The passage makes assignment subject to the other party’s consent, as the playbook requires.' };
  if (requiresConsent && free) {
    return { verdict: 'fallback', explanation: 'The passage requires consent to assign but lets a party assign without it in some cases (an affiliate, a merger or the like): the playbook’s fallback.' };
  }
  // Forbidden outright but for assignees of the carve-out kind: "neither Party shall sell, transfer or assign this
  // Agreement … except that a Party shall have the right to transfer or assign this Agreement in whole (but not in part)
  // to an Affiliated Company provided that:" (Pareteum 20.1) protects as consent with a carve-out does.
  if (free && !noticeOnly && PROHIBITED.test(text) && CARVE_OUT_ASSIGNEE.test(text) && !ANYONE.test(text)) {
    return { verdict: 'fallback', explanation: 'The passage forbids assignment except to an affiliate, a successor or the like: the playbook’s fallback.' };
  }
  if (free) {
    return noticeOnly
      ? { verdict: 'unacceptable', explanation: 'The passage lets a party assign on giving notice alone, without the other’s consent, so it may assign to anyone; the playbook requires consent.' }
      : { verdict: 'unacceptable', explanation: 'The passage lets a party assign without the other’s consent; the playbook requires consent.' };
  }
  if (PROHIBITED.test(text)) return { verdict: 'standard', explanation: 'The passage forbids assignment outright, which protects at least as much as the consent the playbook requires.' };
  return needsReview('The offline engine cannot tell from the passage whether assignment needs consent.');
}

/** The longest period the passage names (a restriction "during the term and for twelve (12) months thereafter" is 12 months). */
function longestMonths(text: string, counts: (before: string) => boolean = () => true): { months: number; written: string } | null {
  let best: { months: number; written: string } | null = null;
  for (const duration of findDurations(text)) {
    if (!counts(text.slice(Math.max(0, duration.index - 200), duration.index))) continue;
    const parsed = durationOf(duration.value);
    if (parsed && parsed.unit !== 'day' && (!best || inMonths(parsed) > best.months)) best = { months: inMonths(parsed), written: duration.value };
  }
  return best;
}

/** Words that carry a restriction past the agreement's end (or make it endless). */
const AFTER_THE_TERM = /\b(?:thereafter|after(?:wards)?|following|subsequent|post-termination|perpetu\w*|indefinite\w*|at any time)\b/i;
/** A restriction on competing: the words that make a passage a non-compete rather than, say, an exclusive supply. */
const RESTRAINT = /\b(?:compet\w*|similar (?:products|services|business))\b/i;

function nonCompeteMonths(rule: Extract<PlaybookRule, { kind: 'nonCompeteMonths' }>, text: string): RuleOutcome {
  const period = longestMonths(text);
  if (!period && RESTRAINT.test(text) && !AFTER_THE_TERM.test(text)) {
    return {
      verdict: 'standard',
      explanation: `The restriction names no period after the agreement ends, so it binds during the term only; the playbook accepts a non-compete of at most ${plural(rule.max, 'month')} after it.`,
    };
  }
  if (!period) return needsReview('The passage gives no period for the restriction that the offline engine can read.');
  return measured(period.months, `a restriction of ${period.written}`, atMost, rule.max, rule.fallbackMax, (limit) => `at most ${plural(limit, 'month')}`);
}

const INDEFINITE = /\b(?:perpetual|perpetuity|indefinite(?:ly)?|for so long as|survive (?:any )?(?:the )?(?:expiration|termination)[^.;]{0,40}\bindefinitely)\b/i;

/** "during or after the term", "at all times during or subsequent to": an obligation that outlives the agreement without a limit. */
const DURING_AND_AFTER = /\b(?:during|at all times)\b[^.;]{0,60}\b(?:or|and)\s+(?:at any time\s+)?(?:thereafter|after(?:wards)?|subsequent(?:ly)?)\b/i;
/**
 * "shall survive the termination or expiration of this Agreement", "Upon expiration or termination of this Agreement …
 * the following terms … shall survive": kept after the end, for as long as no period says ("to exercise surviving rights
 * under this Agreement following such expiration" is not, Berkeley Lights).
 */
const SURVIVES = /\bsurviv(?!ing\s+rights\b)\w*\b[^.;]{0,60}\b(?:expir\w*|terminat\w*|the term|this agreement)\b|\b(?:upon|after|following|on)\s+(?:the\s+|any\s+)?(?:expiration|termination)\b[^.;]{0,160}\bsurviv\w*|\bconfidentiality obligations\b[^.;]{0,40}\b(?:shall|will) (?:continue|remain) in (?:full )?force\b/i;

/**
 * A captured name without the heading before it, which the text set apart by a run of spaces: "8.2 Confidentiality of
 * Information   You shall not … divulge" is You (Soupman).
 */
const afterHeading = (matched: string): string => matched.split(/[ \t]{2,}/).at(-1)!;

/**
 * Who keeps information confidential: "X shall not disclose", "X agrees … not to disclose / divulge", "X may not disclose"
 * ("you may not communicate, divulge, or use …", Pizza Fusion 12; "CytoDyn may not disclose any Vyera Confidential
 * Information", "Party B may not disclose … the Program Content", "each party must not disclose"); "you" in lower case
 * is a name too.
 */
const DISCLOSER = /\b((?:[A-Z]|[a-z]{1,2}[A-Z])[\w&-]*(?:[ \t]+[A-Z][\w&-]*){0,2}|you)[ \t]+(?:(?:shall|will|agrees?|acknowledges|undertakes)\b[^.;]{0,160}?\bnot\b|(?:may|must|can)[ \t]*not\b)[^.;]{0,160}?\b(?:disclose|divulge|reveal)\b(?!\s+(?:this\s+agreement|the\s+(?:terms|existence)\s+of\s+this\s+agreement))/g;

/** "X shall keep confidential", "X shall observe strict obligations of confidentiality", "X shall hold … in confidence". */
const KEEPER =
  /\b((?:[A-Z]|[a-z]{1,2}[A-Z])[\w&-]*(?:[ \t]+[A-Z][\w&-]*){0,2})[ \t]+(?:shall|will|agrees? to|undertakes to|must)\s+(?:use\s+(?:\w+\s+){0,5}?care\s+(?:to|in)\s+)?(?:\w+\s+){0,2}?(?:keep|hold|treat|maintain|observe|protect\w*)\b[^.;]{0,80}?\b(?:confiden\w*|in confidence)\b/g;

/** "You agree that you will not use the Proprietary Information … and will maintain the absolute confidentiality" (Hospitality Investors Trust). */
const AGREEING_KEEPER =
  /\b([A-Z][\w&-]*(?:[ \t]+[A-Z][\w&-]*){0,2})[ \t]+agrees?\s+that\s+(?:it|he|she|they|you|we)\s+(?:shall|will)\b[^.;]{0,200}?\b(?:keep|hold|treat|maintain|observe|protect\w*)\b[^.;]{0,40}?\b(?:confiden\w*|in confidence)\b/g;

/** The parties a confidentiality text binds by name (not "each party"): who must not disclose, keep or hold in confidence. */
export const confidentialityKeepers = (text: string): string[] =>
  [...text.matchAll(DISCLOSER), ...text.matchAll(KEEPER), ...text.matchAll(AGREEING_KEEPER)].map((match) => afterHeading(match[1]!)).filter(isPartyName);

/**
 * What comes before a period that is not how long confidentiality lasts: the term of the obligations others who receive
 * the information must be bound by ("the disclosees are bound by written obligations of confidentiality and non-use
 * having a minimum term of two (2) years", SIGA), or a deadline ("may … distribute a second case study within three (3)
 * to six (6) months of the launch", Playboy).
 */
const NOT_HOW_LONG_CONFIDENTIAL =
  /\b(?:disclosees?|sublicensees?|subcontractors?|third part(?:y|ies)|persons?|recipients)\b[^.;]{0,60}\bbound\b[^.;]{0,120}$|\bwithin\s+(?:[\w()-]+\s+){0,3}(?:to\s+|or\s+)?$/i;

/** A redacted number of years or months: "[*] ([*]) years", "[***] months". */
const REDACTED = String.raw`\[\s*\*+\s*\]`;
export const REDACTED_PERIOD = new RegExp(String.raw`${REDACTED}\s*(?:\(\s*${REDACTED}\s*\)\s*)?(?:years?|months?)\b`, 'i');
/**
 * A survival for a period whose unit is redacted too: "shall for a period of [***] ([***]) [***] survive the expiration
 * or termination" (Coherus 11.6), "shall survive its termination or expiration for a period of [***]", "shall survive for
 * a period of [***] from the effective date of termination". Only beside "survive" (in a survival list, "5.5 … (for a
 * period of [***] from the date of termination)" is another section's period, Antares).
 */
const REDACTED_SURVIVAL = new RegExp(
  String.raw`\bsurviv\w*\b[^.;()]{0,80}?\bperiod\s+of\s+${REDACTED}|\bperiod\s+of\s+${REDACTED}(?:\s*\(\s*${REDACTED}\s*\)\s*${REDACTED})?\s+surviv\w*`,
  'i',
);

/** Words of a duty of confidentiality (not of a non-compete that names "confidential information" as its consideration). */
const CONFIDENTIALITY_DUTY = /\b(?:disclos\w*|divulg\w*|reveal\w*|in confidence|confidentiality obligations?|obligations? of confidentiality)\b|\b(?:keep|hold|treat|maintain|observe|protect\w*)\b[^.;]{0,80}\bconfiden\w*/i;

function confidentialityYears(rule: Extract<PlaybookRule, { kind: 'confidentialityYears' }>, text: string, actingFor?: string): RuleOutcome {
  if ((RESTRAINT.test(text) || /\bdirectly or indirectly\b/i.test(text)) && !CONFIDENTIALITY_DUTY.test(text)) {
    // "In consideration for such training, trade secrets and confidential information, you … agree that … for … three
    // (3) years thereafter, neither you nor your principals shall, directly or indirectly, …:" before a list of
    // covenants not to compete or solicit (Soupman): its period is the covenants', not confidentiality's.
    return needsReview('The passage restricts competing and sets no duty of confidentiality; its period is not how long confidentiality lasts.');
  }
  if (actingFor && !BOTH_PARTIES.test(text) && !/\b(?:recipient|receiving party)\b/i.test(text)) {
    const keepers = confidentialityKeepers(text);
    if (keepers.length > 0 && keepers.every((name) => sideOf(name, actingFor) === 'ours')) {
      return { verdict: 'unacceptable', explanation: `Only ${keepers[0]} (${shownParty(actingFor)}, the side the firm acts for) must keep information confidential: the clause protects the other side alone, which the playbook does not accept.` };
    }
  }
  // "shall remain in effect [*] ([*]) years following disclosure" (HSWI): the filing hides how long it lasts.
  if (REDACTED_PERIOD.test(text) || REDACTED_SURVIVAL.test(text)) return needsReview('The passage’s period of confidentiality is redacted in this copy of the contract; read it in the signed original.');
  if (INDEFINITE.test(text) || DURING_AND_AFTER.test(text)) {
    return { verdict: 'standard', explanation: 'The passage keeps the information confidential without a time limit, which meets the playbook’s position.' };
  }
  const period = longestMonths(text, (before) => !NOT_HOW_LONG_CONFIDENTIAL.test(before));
  if (!period && SURVIVES.test(text)) {
    return { verdict: 'standard', explanation: 'The confidentiality obligations survive the end of the agreement with no time limit, which meets the playbook’s position.' };
  }
  if (!period) return needsReview('The passage says nothing the offline engine can read about how long confidentiality lasts.');
  return measured(period.months / 12, `confidentiality for ${period.written}`, atLeast, rule.min, rule.fallbackMin, (limit) => `at least ${plural(limit, 'year')}`);
}

const INVOICE_NEARBY = /\b(?:invoice\w*|receipt of (?:the |an |each )?(?:invoice|bill|statement))\b/i;
const PAYMENT_NEARBY = /\b(?:invoice|payment|payable|pay|paid|due)\b/i;

/**
 * Payment before the goods or services come: "in advance", a letter of credit or a transfer when the order is placed, a
 * "non-refundable upfront amount" (Berkeley Lights), "paid on placement of the customer's order" or "prior to the goods
 * leaving the warehouse" (Agape).
 */
const IN_ADVANCE =
  /\b(?:(?:paid|payable|pay|payment|fees?)\b[^.;]{0,60}\bin advance|prepa(?:y|id|yment)|prior to (?:delivery|shipment)|letter of credit|(?:upon|on) [^.;]{0,30}\bacceptance of (?:any|the|each|an) order|when (?:the |an )?order is placed|upon (?:the )?(?:signing|execution) of this agreement|(?:down|advance) payments?|(?:on the day|when|upon|as soon as)\b[^.;]{0,20}\b(?:submits?|places?|submission of|placing)\b[^.;]{0,20}\b(?:PO|purchase order|order)|with (?:the|each|its) purchase order|accompanied by (?:full )?payment|up-?front\s+(?:amount|payment|fee)s?|(?:on|upon)\s+(?:the\s+)?placement\s+of\s+(?:the\s+|an?\s+|each\s+|its\s+)?(?:\w+'s\s+)?(?:purchase\s+)?orders?|prior\s+to\s+the\s+goods\s+leaving)\b/i;

/**
 * A sum due within days of signing: "USD 25,000 … payable within two (2) days after signing", "within 5 days of the
 * execution of this Agreement", "beginning on the tenth (10th) day after the execution of this Agreement … eDiets shall
 * pay … a monthly fee" (eDiets), "Twenty-Five thousand dollars ($25,000USD) on or before two days after this Agreement is fully
 * executed" (Performance Sports Brands; not "… after this Agreement is executed and the goods are delivered").
 */
const ON_SIGNING =
  /\b(?:beginning|commencing|starting)\s+(?:on\s+)?(?:the\s+)?[\w-]+\s+(?:\(\d+\w*\)\s+)?(?:business\s+)?days?\s+(?:after|following|of|from)\s+(?:the\s+)?(?:signing|execution|executing)\s+(?:of\s+)?this\s+agreement\b[^.;]{0,200}\b(?:shall|will)\s+pay\b|\b(?:pay\w*|paid|due|fees?|sum|\$|USD|dollars)\b[^.;]{0,160}\b(?:days?|business days?)\)?\s+(?:after|following|of|from)\s+(?:the\s+)?(?:full\s+)?(?:(?:signing|execution|executing)\s+(?:of\s+)?this\s+agreement|(?:signing|execution)\b(?!\s+of\b)|this\s+agreement\s+(?:is|has\s+been)\s+(?:fully\s+|duly\s+)?(?:executed|signed)\b(?!\s+and\b))|\b(?:days?|business days?)\)?\s+(?:after|following|of|from)\s+(?:the\s+)?(?:signing|execution|executing)\s+(?:of\s+)?this\s+agreement\s*[:,-]?\s*(?:\$|USD|US\$)/i;

/**
 * Shares given as the fee on signing or at the closing: "These shares will be issued within five (5) days of signing of
 * this Agreement" (XLI's sponsor benefits), "The compensation to LEADER shall be: 3,000,000 shares of EZJR's … common
 * stock which shall be issuable upon the closing" (Her Imports): paid before anything is delivered (the labels'
 * convention: "shares on signing"). The time may come first: "Within three (3) days of the execution and delivery of this
 * Agreement and prior to any news release … MusclePharm shall issue Lender 780,000 shares" (MusclePharm).
 */
export const SHARES_ON_SIGNING =
  /\b(?:shares|stock|warrants?)\b[^.;]{0,160}\b(?:issu(?:ed|able)|deliver(?:ed|able)|granted)\b[^.;]{0,40}?\b(?:upon|on|at|within\s+[\w-]+\s*(?:\(\d+\)\s*)?(?:business\s+|calendar\s+)?days?\s+(?:of|after|following|from))\s+(?:the\s+)?(?:signing|execution|closing)\b|\b(?:upon|on|at|within\s+[\w-]+\s*(?:\(\d+\)\s*)?(?:business\s+|calendar\s+)?days?\s+(?:of|after|following|from))\s+(?:the\s+)?(?:signing|execution|closing)\b[^.;]{0,500}?\b(?:shall|will)\s+(?:\w+\s+){0,2}?(?:issue|deliver|grant)\b[^.;]{0,80}?\b(?:shares|stock|warrants?)\b/i;

/**
 * A period that is not when payment falls due: a cure period for a failed payment, the delay after which the other
 * side may terminate or charge interest, a time to dispute an amount or to give notice of "the disputed amount"
 * (NETGEAR), or a carrier's time to "pay, decline to pay, or settle each written claim" (Enterprise).
 */
const NOT_THE_DUE_DATE =
  /\b(?:cure|cured|default\w*|terminat\w*|delay in payment|fail(?:s|ure)? to (?:make|pay)|not (?:been )?(?:made|paid)|to dispute|dispute (?:the|any|an|such) (?:amount|invoice|charge|payment)\w*|disputed (?:amount|portion|invoice|charge)s?|in dispute|interest|late|past due|overdue|settle\w*\s+(?:each|any|all|such|the)\s+(?:written\s+)?claims?)\b/i;

/** The sentences of a passage that say when payment falls due (not a cure, a termination or a dispute window). */
const dueSentences = (text: string): string[] =>
  splitSentences(text)
    .map((span) => text.slice(span.start, span.end))
    .filter((sentence) => !NOT_THE_DUE_DATE.test(sentence));

/** The day of the period a recurring fee falls due on, as the contract writes it: "fifteenth (15th)", "15th", "(15t h)", "the 1st of each month" (Arc Group). */
const DUE_DAY = String.raw`(\d{1,2}(?:st|nd|rd|th|t\s?h)?|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|fifteenth|twentieth)\s*(?:\([^()]{1,8}\)\s*)?(?:(?:calendar\s+|business\s+)?day)?`;
const AFTER_EACH_PERIOD = String.raw`(?:of\s+(?:each|every)\s+(?:calendar\s+)?month|of\s+(?:the\s+)?(?:next|following|succeeding|subsequent)\s+(?:calendar\s+)?month|of\s+the\s+(?:calendar\s+)?month\s+(?:following|after)|(?:after|following)\s+(?:the\s+)?(?:end\s+of\s+)?(?:each|every|the|such)\s+(?:applicable\s+)?(?:calendar\s+)?(?:month|quarter|year))`;
/**
 * A recurring fee due on a day of each period: "The Monthly Fees will be paid … on or before the fifteenth (15th) day of
 * each month", "royalties … by the fifteenth (15 th ) day of each calendar month", "fees … due and payable on or before the
 * fifteenth (15th) day following the applicable Calendar Quarter" (Hospitality Investors Trust, Soupman, Playboy): that
 * many days after the period it pays for (or into it), whatever invoice comes with it. An invoice sent on a day of each
 * month ("On or before the fifteenth … Day of each Month, Transporter shall provide … an invoice") is not a due date.
 */
export const RECURRING_DUE = new RegExp(
  String.raw`\b(?:paid|payable|due|pay|remit\w*|payments?)\b(?:[^.;]|\.(?=\d)){0,160}?\b(?:on or before|on or prior to|by|before|no later than|not later than)\s+the\s+${DUE_DAY}\s+${AFTER_EACH_PERIOD}|\b(?:on or before|on or prior to|by|no later than|not later than)\s+the\s+${DUE_DAY}\s+${AFTER_EACH_PERIOD}\s*,?\s+[^.;]{0,60}?\b(?:shall|will|must)\s+(?:\w+\s+){0,2}?(?:pay|remit)\b`,
  'i',
);

/**
 * A recurring payment due a number of days after each period: royalties paid with a report due "in no event later than
 * ten (10) days following the end of each calendar month" (Hyperion), "within thirty (30) days after the end of each
 * calendar quarter".
 */
const RECURRING_AFTER =
  /\b(?:paid|payable|due|pay|remit\w*|payments?)\b(?:[^.;]|\.(?=\d)){0,160}?\b(?:within|(?:no|not|in no event)\s+later\s+than)\s+((?:\d+|[a-z-]+)\s+(?:\(\d+\)\s+)?(?:calendar\s+|business\s+)?days?)\s+(?:after|following|of)\s+the\s+end\s+of\s+(?:each|every|the|such)\s+(?:applicable\s+)?(?:calendar\s+)?(?:month|quarter)\b/i;

/** A recurring fee's due date (a day of each period, or days after each period): the sentence decides over one-off sums. */
export const recurringDue = (text: string): boolean => RECURRING_DUE.test(text) || RECURRING_AFTER.test(text);

/**
 * A period that is not a time to pay but a rate or how long payments run: "$10,000 for each thirty-day period" (XC),
 * "USD5,000 for each 30 day period … for a total of 90 days" (DGT), "during the first twelve months" (Emerald).
 */
const NOT_A_DUE_PERIOD = /\b(?:for\s+(?:each|every)|per|during\s+(?:the\s+)?(?:first|initial)?|for\s+a\s+total\s+of|for\s+the\s+(?:first|initial))\s*$/i;
/**
 * A milestone payment: "Within thirty (30) days following the date on which there is a design freeze of the … Product in
 * accordance with the R&D Work Plan, Stryker shall pay to Conformis a total of three million U.S dollars" (Conformis):
 * the period opens the sentence ("Within …") and the sentence's own verb is to pay, however far from the period.
 */
function milestoneDue(text: string, index: number): boolean {
  const span = splitSentences(text).find((candidate) => candidate.start <= index && index < candidate.end);
  if (!span) return false;
  const sentence = text.slice(span.start, span.end);
  const opening = text.slice(span.start, index);
  return /(?:^|[-–:]\s*)\W*within\s*$/i.test(opening) && /\b(?:shall|will|must|agrees? to)\s+(?:\w+\s+)?pay\b/i.test(sentence);
}

/** A recurring payment due at the end of the period it pays for: "paid … at the end of each month". */
const AT_PERIOD_END = /\b(?:pay|pays|paid|payable|due)\b(?:[^.;]|(?<=\b(?:Dr|Mr|Mrs|Ms))\.){0,120}\bat\s+the\s+end\s+of\s+(?:each|every)\s+(?:calendar\s+)?(?:month|quarter)\b/i;

/**
 * An invoice due by the end of the month it arrives in if it arrives by a day of the month: "Payment is due and payable by
 * month end for any invoice received by the 10th of the month, otherwise payment is due thirty (30) days from receipt of
 * invoice" (Quantum): one received on that day leaves the rest of the month (a month of 30 days), which binds over the
 * 30 days the sentence gives otherwise.
 */
const BY_MONTH_END = new RegExp(
  String.raw`\b(?:due|payable|paid)\b[^.;]{0,40}\bby\s+(?:the\s+)?(?:month[- ]end|end\s+of\s+(?:the|that|such)\s+(?:calendar\s+)?month)\s+(?:for|on|of)\s+(?:any|each|all|an?|the)\s+invoices?\s+(?:received|delivered)\s+(?:by|on\s+or\s+before|before|no\s+later\s+than)\s+the\s+${DUE_DAY}`,
  'i',
);
const DAYS_IN_A_MONTH = 30;

/**
 * A weekly payment due on a day of the week after the week it pays for: "Horst Entertainment shall send this amount to
 * Galacticomm by no later than Wednesday for accesses used from the previuos week (Monday thru Sunday)" (Galacticomm): that
 * many days after the week ends on Sunday.
 */
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const WEEKLY_DUE = new RegExp(
  String.raw`\b(?:pay|pays|paid|payable|due|remit\w*|send|sends)\b[^.;]{0,60}?\b(?:by|on|before)\s+(?:no\s+later\s+than\s+)?(?:the\s+)?(${WEEKDAYS.join('|')})\s+(?:for|of)\b[^.;]{0,60}?\b(?:prev\w*|preceding|prior|last)\s+week\b`,
  'i',
);

/**
 * Services owed only while the current period is paid for: "Operator shall be under no obligation to provide or perform
 * services hereunder for any Bloom System whose Service Fee has not been paid in full for the then-current warranty year"
 * (Bloom Energy): the year's fee comes before the year's services, whatever invoice period the clause gives.
 */
const SERVICES_AFTER_PAYMENT =
  /\bno\s+obligation\s+to\s+(?:provide|perform|deliver)\b[^.;]{0,160}\bnot\s+been\s+paid(?:\s+in\s+full)?\s+for\s+the\s+then[- ]current\s+(?:\w+\s+)?(?:year|quarter|month|period|term)\b/i;

/** An invoice due when it arrives, with no period: "payable without discount upon receipt of the invoice" (Enterprise, On4). */
const ON_RECEIPT = /\b(?:payable|due|paid)\b[^.;]{0,80}\b(?:upon|on)\s+(?:the\s+)?receipt\s+of\s+(?:the\s+|an\s+|each\s+|such\s+|its\s+|any\s+)?(?:invoices?|bills?|statements?)\b/i;

/**
 * A sum due within days of the agreement's own date, or on it: "Within thirty (30) days after the date hereof, GALEN will
 * pay to LEO US$5,000,000" (Warner Chilcott), "ebix shall pay to About, [**] … no later than seven (7) business days from
 * the Effective Date" (ebix), "USD5,000 on the date of this Agreement" (DGT): paid on signing, before anything is
 * delivered, however the contract names its date. Read per sentence, with a verb of paying in it.
 */
const FROM_THE_AGREEMENT_DATE =
  /\b(?:within|no later than|not later than|on or before)\s+[\w-]+\s*(?:\(\d+\)\s*)?(?:business\s+|calendar\s+)?days?\s+(?:after|following|of|from)\s+(?:the\s+)?(?:date hereof|date of this agreement|effective date|execution date|signing date)\b/i;
/** A verb of paying (not "make all payments by wire transfer", which says how, not when). */
const PAYING = /\b(?:pay|pays|paid|payable)\b/i;
const paidOnTheAgreementDate = (text: string): boolean =>
  splitSentences(text).some((span) => {
    const sentence = text.slice(span.start, span.end);
    if (!PAYING.test(sentence)) return false;
    // "USD5,000 on the date of this Agreement and USD5,000, 30 days subsequent …": the sum right before the date.
    const onTheDate = /(?:\$|\bUSD\s?|\bUS\$)\s?[\d,.]+\s+(?:on|upon)\s+the\s+(?:date of this agreement|date hereof|effective date)\b/i.test(sentence);
    return onTheDate || FROM_THE_AGREEMENT_DATE.test(sentence.replace(/[.;]\s*$/, ''));
  });

/** A payment in advance or on signing anywhere in the text (the rule's first two checks): it decides over any other term. */
export function paysInAdvance(whole: string): boolean {
  const text = whole.replace(/\s+/g, ' ');
  if (ON_SIGNING.test(text) || SHARES_ON_SIGNING.test(text) || paidOnTheAgreementDate(dueSentences(text).join(' '))) return true;
  const due = dueSentences(text).join(' ');
  return IN_ADVANCE.test(due) && /\b(?:pay\w*|paid|price|wire transfer|value|fees?)\b/i.test(due);
}

function paymentDays(rule: Extract<PlaybookRule, { kind: 'paymentDays' }>, written: string): RuleOutcome {
  // Read over the spaces of hard-wrapped text: "TELKOM shall pay the Maintenance Fee annually in   advance" (Telkom).
  const whole = written.replace(/\s+/g, ' ');
  if (ON_SIGNING.test(whole) || paidOnTheAgreementDate(dueSentences(whole).join(' '))) {
    return { verdict: 'unacceptable', explanation: `The passage has a sum paid within days of signing, before anything is delivered; the playbook's standard is at least ${plural(rule.min, 'day')} from the invoice.` };
  }
  if (SERVICES_AFTER_PAYMENT.test(whole)) {
    return { verdict: 'unacceptable', explanation: `The passage owes the services of a period only once its fee is paid in full, so payment comes in advance; the playbook's standard is at least ${plural(rule.min, 'day')} from the invoice.` };
  }
  if (SHARES_ON_SIGNING.test(whole)) {
    return { verdict: 'unacceptable', explanation: `The passage pays in shares issued on signing or at the closing, before anything is delivered; the playbook's standard is at least ${plural(rule.min, 'day')} from the invoice.` };
  }
  const text = dueSentences(whole).join(' ');
  if (IN_ADVANCE.test(text) && /\b(?:pay\w*|paid|price|wire transfer|value|fees?)\b/i.test(text)) {
    return { verdict: 'unacceptable', explanation: `The passage has payment made in advance (before delivery); the playbook's standard is at least ${plural(rule.min, 'day')} from the invoice.` };
  }
  const recurring = RECURRING_DUE.exec(text);
  const dueDay = recurring ? ordinalValue(recurring[1] ?? recurring[2]!) : null;
  if (recurring && dueDay !== null) {
    return measured(dueDay, `a recurring fee due by the ${recurring[1] ?? recurring[2]} day of the period (at most ${plural(dueDay, 'day')} after the period it pays for)`, atLeast, rule.min, rule.fallbackMin, (limit) => `at least ${plural(limit, 'day')} to pay`);
  }
  const after = RECURRING_AFTER.exec(text);
  const afterDays = after ? durationOf(after[1]!) : null;
  if (after && afterDays) {
    return measured(inDays(afterDays), `a recurring payment due ${after[1]} after each period`, atLeast, rule.min, rule.fallbackMin, (limit) => `at least ${plural(limit, 'day')} to pay`);
  }
  // "EHN will pay Dr. Murray $8,333 per month at the end of each month": due when the period it pays for ends.
  const atPeriodEnd = AT_PERIOD_END.exec(dueSentences(text).join(' '))?.[0];
  if (atPeriodEnd && !findDurations(text).some((duration) => /\b(?:days?|weeks?)\b/i.test(duration.value))) return measured(0, 'a recurring payment due at the end of each period it pays for', atLeast, rule.min, rule.fallbackMin, (limit) => `at least ${plural(limit, 'day')} to pay`);
  const monthEnd = BY_MONTH_END.exec(text);
  const receivedBy = monthEnd ? ordinalValue(monthEnd[1]!) : null;
  if (monthEnd && receivedBy !== null && receivedBy < DAYS_IN_A_MONTH) {
    return measured(DAYS_IN_A_MONTH - receivedBy, `payment by the month's end for an invoice received by the ${monthEnd[1]} (about ${plural(DAYS_IN_A_MONTH - receivedBy, 'day')} for one received that day)`, atLeast, rule.min, rule.fallbackMin, (limit) => `at least ${plural(limit, 'day')} to pay`);
  }
  const weekly = WEEKLY_DUE.exec(text);
  if (weekly) {
    const day = WEEKDAYS.indexOf(weekly[1]!.toLowerCase()) + 1;
    return measured(day, `a weekly payment due by ${weekly[1]} for the week before (${plural(day, 'day')} after the week it pays for)`, atLeast, rule.min, rule.fallbackMin, (limit) => `at least ${plural(limit, 'day')} to pay`);
  }
  const onReceipt = dueSentences(whole).find((sentence) => ON_RECEIPT.test(sentence) && !findDurations(sentence).some((duration) => /\b(?:days?|weeks?|months?)\b/i.test(duration.value)));
  if (onReceipt) return measured(0, 'payment due on receipt of the invoice', atLeast, rule.min, rule.fallbackMin, (limit) => `at least ${plural(limit, 'day')} to pay`);
  // A period in days, weeks or months near a word of payment; one tied to the invoice ("30 days after receipt of
  // invoice") counts before any other (a "15 day delivery schedule" in the same sentence is not the payment term).
  const periods = findDurations(text).filter((duration) => {
    const parsed = durationOf(duration.value);
    const around = text.slice(Math.max(0, duration.index - 80), duration.index + duration.value.length + 80);
    return parsed && (parsed.unit === 'day' || parsed.unit === 'week' || parsed.unit === 'month') && (PAYMENT_NEARBY.test(around) || milestoneDue(text, duration.index)) && !NOT_A_DUE_PERIOD.test(text.slice(Math.max(0, duration.index - 30), duration.index));
  });
  const invoiced = periods.find((duration) => INVOICE_NEARBY.test(text.slice(Math.max(0, duration.index - 40), duration.index + duration.value.length + 60)));
  // "prior to the later of (a) 50 days after the end of the month … or (b) 10 days after … each invoice" (SandRidge):
  // the later of two due dates is the one that binds; "the earlier of" the shorter.
  const choice = /\b(later|earlier|sooner)\s+of\b/i.exec(text);
  const chosen = choice ? periods.filter((duration) => duration.index > choice.index && duration.index - choice.index < 300) : [];
  const byDays = (a: { value: string }, b: { value: string }) => inDays(durationOf(a.value)!) - inDays(durationOf(b.value)!);
  const either = chosen.length > 1 ? [...chosen].sort(byDays)[choice![1]!.toLowerCase() === 'later' ? chosen.length - 1 : 0] : undefined;
  const due = either ?? invoiced ?? periods[0];
  if (due) return measured(inDays(durationOf(due.value)!), `payment within ${due.value}`, atLeast, rule.min, rule.fallbackMin, (limit) => `at least ${plural(limit, 'day')} to pay`);
  const net = /\bnet\s+(\d{1,3})\b(?!\s*%)/i.exec(text);
  if (net) return measured(Number(net[1]), `payment net ${net[1]}`, atLeast, rule.min, rule.fallbackMin, (limit) => `at least ${plural(limit, 'day')} to pay`);
  return needsReview('The passage gives no payment period (days, weeks, months or "net N") that the offline engine can read.');
}

/** "Each party shall indemnify…", "each of X and Y shall indemnify", "indemnify … each other": an indemnity both ways. */
const MUTUAL_INDEMNITY = [
  /\b(?:each|either) (?:party|of the parties)\b[^.;]{0,120}\b(?:indemnif\w*|hold\b[^.;]{0,40}\bharmless)/i,
  /\beach of\b[^.;]{0,60}\b(?:shall|will|agrees?)\b[^.;]{0,60}\bindemnif/i,
  /\bindemnif\w*\b[^.;]{0,80}\beach other\b/i,
  /\bmutual(?:ly)?\b[^.;]{0,20}\bindemnif/i,
  // "Affiliate and Network shall each indemnify, defend and forever hold harmless the other" (Tube Media).
  /\b(?:shall|will)\s+each\s+(?:\w+,?\s+){0,2}?(?:indemnif\w*|defend)\b/i,
  // "The defaulting Party shall indemnify the non-defaulting Party": whichever party defaults, so both ways.
  /\b(?:defaulting|breaching|responsible|infringing)\s+part(?:y|ies)\b[^.;]{0,40}\bindemnif\w*\b[^.;]{0,40}\bnon-?(?:defaulting|breaching)\s+part(?:y|ies)\b/i,
];
/** The party a one-way indemnity binds: the capitalised name before "shall/will/agrees to … indemnify" ("hereby agrees to Indemnify", Vaxcyte). */
const INDEMNITOR =
  /\b((?:[A-Z]|[a-z]{1,2}[A-Z])[\w'’&-]*(?:[ \t]+[A-Z][\w'’&-]*){0,2})[ \t]+(?:(?:hereby|further|also)[ \t]+)?(?:[a-z]+s[ \t]+and[ \t]+)?(?:shall|will|agrees? to|agrees?,[^.;,]{0,60},[ \t]*to|must|undertakes to)\s+(?:[a-z]+,?\s+){0,4}?[Ii]ndemnif(?:y|ies)\b/g;
/**
 * "Dr. Murray shall be responsible for all federal or state withholdings and taxes, and shall indemnify EHS or EHN for any
 * actions brought against EHS or EHN with respect thereto" (Emerald Health): a second predicate of the same subject.
 */
const SECOND_PREDICATE_INDEMNITOR =
  /\b((?:[A-Z]|[a-z]{1,2}[A-Z])[\w'’&-]*(?:[ \t]+[A-Z][\w'’&-]*){0,2})[ \t]+(?:shall|will|agrees? to|must)\s+(?!(?:[a-z]+,?\s+){0,4}?[Ii]ndemnif)[a-z][^.;]{0,160}?,?\s+and\s+(?:shall|will|agrees? to)\s+(?:[a-z]+,?\s+){0,3}?[Ii]ndemnif(?:y|ies)\b/g;
/** "X will hold Y harmless and indemnify it": the party before "hold … harmless". */
/** "The Manufacturer indemnifies the Customer for the same": an indemnity in the present tense (Agape). */
const INDEMNIFIES = /\b((?:[A-Z]|[a-z]{1,2}[A-Z])[\w'’&-]*(?:[ \t]+[A-Z][\w'’&-]*){0,2})[ \t]+(?:hereby[ \t]+)?indemnifies\b/g;
const HOLDER = /\b((?:[A-Z]|[a-z]{1,2}[A-Z])[\w'’&-]*(?:[ \t]+[A-Z][\w'’&-]*){0,2})[ \t]+(?:shall|will|agrees? to|must|undertakes to)\s+(?:defend(?: and|,)?\s+)?hold\b[^.;]{0,80}\bharmless\b/g;
/**
 * "Tripath agrees that it will at its expense, defend … any claim … brought against Distributor", "Company agrees to
 * defend at its expense any claim … against Distributor", "TouchStar shall defend any action brought against Reseller",
 * "IBM will defend the Customer … against that claim", "Customer will defend IBM … for any third party claim"
 * (Worldwide Strategies, Quantum): an indemnity against third-party claims worded as a defence.
 */
const DEFENDER =
  /\b((?:[A-Z]|[a-z]{1,2}[A-Z])[\w'’&-]*(?:[ \t]+[A-Z][\w'’&-]*){0,2})[ \t]+(?:shall|will|agrees? to|agrees? that it (?:shall|will)|undertakes to)\s+(?:,?\s*at its (?:own |sole )?(?:cost and )?expense,?\s+)?defend\b(?!\s+and\s+(?:indemnif|hold))(?:[^.;]{0,160}\b(?:claims?|suits?|actions?)\b[^.;]{0,160}\b(?:against|by (?:a|any) third part(?:y|ies))\b|[^.;]{0,160}\bagainst\s+(?:that|such|any|the)\s+(?:claims?|suits?|actions?)\b|[^.;]{0,300}\bthird[- ]party\s+(?:claims?|suits?|actions?)\b)/g;
/**
 * An all-capitals indemnity ("TRANSPORTER SHALL RELEASE, DEFEND, INDEMNIFY AND HOLD HARMLESS CUSTOMER"): its verbs in
 * lower case, so the party before them reads as a name (Penntex).
 */
const CAPITALISED_VERBS = /\b(?:SHALL|WILL|AGREES?|TO|MUST|UNDERTAKES|HEREBY|FURTHER|ALSO|RELEASES?|DEFENDS?|INDEMNIFY|INDEMNIFIES|HOLDS?|HARMLESS|AND|OR|AT|ITS|OWN|SOLE|COST|EXPENSE|PROTECT|SAVE)\b/g;
const withVerbsInLowerCase = (text: string): string => text.replace(CAPITALISED_VERBS, (word) => word.toLowerCase());
const NOT_A_PARTY = /^(?:the|each|either|neither|such|any|this|that|it|party|parties|indemnifying party)$/i;

/**
 * The name an indemnitor match holds, without "the" and without a heading's words before it: "Indemnification by Customer
 * Customer will defend IBM" is Customer (Quantum), not "customer customer"; "14.4 Indemnification You shall indemnify" is
 * You (Soupman).
 */
const indemnitorName = (matched: string): string =>
  afterHeading(matched)
    .replace(/^(?:The|the)\s+/, '')
    .trim()
    .toLowerCase()
    .replace(/\b([\w'’&-]+)(?:\s+\1\b)+/g, '$1')
    .replace(/^(?:indemnification|indemnity|indemnities)\s+(?=\S)/, '');

function indemnity(rule: Extract<PlaybookRule, { kind: 'indemnity' }>, text: string, actingFor?: string): RuleOutcome {
  const said = `a mutual indemnity, which the playbook counts as ${rule.mutual}`;
  if (MUTUAL_INDEMNITY.some((pattern) => pattern.test(text))) return { verdict: rule.mutual, explanation: `Each party indemnifies the other: ${said}.` };
  const read = withVerbsInLowerCase(text);
  const parties = new Set(
    [...read.matchAll(INDEMNITOR), ...read.matchAll(INDEMNIFIES), ...read.matchAll(HOLDER), ...read.matchAll(DEFENDER), ...read.matchAll(SECOND_PREDICATE_INDEMNITOR)].map((match) => indemnitorName(match[1]!)).filter((name) => name && !NOT_A_PARTY.test(name)),
  );
  if (actingFor && parties.size > 0) {
    const sides = new Set([...parties].map((party) => sideOf(party, actingFor)));
    if (sides.size === 2) return { verdict: rule.mutual, explanation: `The indemnity runs both ways (${[...parties].join(' and ')}): ${said}.` };
    return sides.has('theirs')
      ? { verdict: 'standard', explanation: `Only ${[...parties].join(' and ')}, the other side, gives an indemnity, running in favour of ${shownParty(actingFor)}: the playbook's standard.` }
      : { verdict: 'unacceptable', explanation: `Only ${[...parties].join(' and ')} (${shownParty(actingFor)}, the side the firm acts for) gives an indemnity, and the other side gives none: the playbook never accepts that.` };
  }
  if (parties.size >= 2) return { verdict: rule.mutual, explanation: `The indemnity runs both ways (${[...parties].join(' and ')} each indemnify the other): ${said}.` };
  return needsReview(
    parties.size === 1
      ? `Only ${[...parties][0]} gives an indemnity: standard if that is the counterparty, unacceptable if it is the firm's client; name the party the firm acts for and the engine decides.`
      : 'The offline engine cannot tell from the passage who indemnifies whom.',
  );
}

/** The rule's verdict on the passage. */
/** What a rule may know of the contract besides the passage. */
export interface RuleContext {
  /** The date the agreement is made (its first date), for a term that runs "from the date hereof" to a date. */
  agreementDate?: string;
  /** The party the firm acts for (a role or a party's name): one-sided clauses are judged from its side. */
  actingFor?: string;
}

/** The words contracts use for a party in each role a review may act for. */
const ROLE_WORDS: Record<PlaybookActingForRole, string[]> = {
  customer: ['customer', 'buyer', 'purchaser', 'client', 'sponsor', 'company'],
  supplier: ['supplier', 'vendor', 'seller', 'provider', 'service provider', 'contractor', 'consultant', 'manufacturer', 'licensor'],
  licensee: ['licensee', 'distributor', 'reseller', 'sublicensee', 'franchisee', 'sponsor', 'company'],
  licensor: ['licensor', 'franchisor', 'supplier', 'vendor', 'seller'],
};

const normalName = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[’']s$/, '')
    .replace(/^the\s+/, '')
    .replace(/[^a-z0-9&\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whose side a party the contract names is on, seen from the party the firm acts for: 'ours' when the name is the
 * client's (its name as written, or a word for its role), 'theirs' for any other named party.
 */
export function sideOf(name: string, actingFor: string): 'ours' | 'theirs' {
  const party = normalName(name);
  const [first, ...aliases] = actingFor.split(ALIAS_SEPARATOR).map(normalName);
  const wanted = first!;
  const ours = [...((PLAYBOOK_ACTING_FOR_ROLES as readonly string[]).includes(wanted) ? ROLE_WORDS[wanted as PlaybookActingForRole] : [wanted]), ...aliases];
  const words = new Set(party.split(' '));
  return ours.some((word) => word === party || (word.includes(' ') ? party.includes(word) : words.has(word)) || (word.length >= 3 && party.length >= 3 && word.split(' ').includes(party)))
    ? 'ours'
    : 'theirs';
}

/**
 * The client's other names in the contract travel with `actingFor` after this separator (a line break, which an
 * `actingFor` never holds): "Franchisee" defined as '(hereinafter "You" or by reference "Franchisee", or "Your")'.
 */
export const ALIAS_SEPARATOR = '\n';

/** The party the firm acts for as the review was asked (without the aliases the engine found). */
export const shownParty = (actingFor: string): string => actingFor.split(ALIAS_SEPARATOR)[0]!;

/** Parentheses that define several names at once, and the quoted names in them. */
const DEFINITION_PARENTHESES = /\(([^()]{0,240})\)/g;
/** A quoted name, its comma inside the quotes or not; "you," "your" and "we," "us" are names too ('("you," "your" or "Franchisee")'). */
const QUOTED_NAME = /["“]([A-Z][\w&' -]{0,38}?|you|your|we|us|our),?["”]/g;

/** Quoted names and the party a sentence says they refer to ('"You" and "your" refers to the Franchisee'). */
const REFERS_TO =
  /((?:["“][^"”\n]{1,40}["”]\s*,?\s*(?:(?:and|or)\s+)?){1,4})(?:referred\s+to\s+herein\s+|as\s+used\s+(?:in|herein)[^.;"“”]{0,40}?\s+|therein\s+|herein\s+)?(?:shall\s+)?refers?\s+to\s+(?:the\s+)?([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3})/g;

/**
 * `actingFor` with the client's other defined names in the contract: the names quoted in the same parentheses as one
 * of the client's ('(hereinafter "You" or by reference "Franchisee", or "Your")' for a review acting for the franchisee;
 * '("you," "your" or "Franchisee")', Hospitality Investors Trust).
 */
export function withAliases(actingFor: string | undefined, text: string): string | undefined {
  if (!actingFor?.trim()) return actingFor;
  const aliases = new Set<string>();
  for (const parentheses of text.matchAll(DEFINITION_PARENTHESES)) {
    // '("Network Indemnitees" and "Affiliate Indemnitees," respectively)' names two sides, not one party's names.
    if (/\brespectively\b/i.test(parentheses[1]!)) continue;
    const names = [...parentheses[1]!.matchAll(QUOTED_NAME)].map((match) => match[1]!.trim()).filter((name) => isPartyName(name) && !/^part(?:y|ies)$/i.test(name));
    if (names.length < 2 || !names.some((name) => sideOf(name, actingFor) === 'ours')) continue;
    for (const name of names) if (sideOf(name, actingFor) === 'theirs') aliases.add(name);
  }
  // Names a sentence says refer to the client, outside parentheses: '"You" and "your" refers to the Franchisee' (Pizza
  // Fusion), '"You" referred to herein refers to the End User(s)' (iPass), 'all references to "Customer" or "You" therein
  // shall refer to Distributor' (Cisco).
  for (const statement of text.matchAll(REFERS_TO)) {
    if (sideOf(statement[2]!, actingFor) !== 'ours') continue;
    for (const match of statement[1]!.matchAll(QUOTED_NAME)) {
      const name = match[1]!.trim();
      if (isPartyName(name) && !/^part(?:y|ies)$/i.test(name) && sideOf(name, actingFor) === 'theirs') aliases.add(name);
    }
  }
  return aliases.size > 0 ? [actingFor, ...aliases].join(ALIAS_SEPARATOR) : actingFor;
}

/** A capitalised name that is a party, not "This Agreement", "Such assignment" or "Each party". */
const isPartyName = (name: string): boolean => {
  const bare = name.replace(/^(?:The|the)\s+/, '').trim();
  return bare !== '' && !NOT_A_PARTY.test(bare) && !/^(?:this|that|such|each|either|neither|any|no|all|a|an|notwithstanding|section|article)\b/i.test(bare) && !/\b(?:agreement|contract|license|licence|rights?)\b/i.test(bare);
};

/** "Each party", "either party", "neither party", "the parties": a clause that binds both sides. */
export const BOTH_PARTIES = /\b(?:each|either|neither|both|no) (?:party|parties|of the parties)\b|\bthe parties\b|\beach other\b|\bmutual(?:ly)?\b/i;

export function applyRule(rule: PlaybookRule, text: string, context: RuleContext = {}): RuleOutcome {
  switch (rule.kind) {
    case 'governingLaw':
      return governingLaw(rule, text);
    case 'liabilityCap':
      return liabilityCap(rule, text, context.actingFor);
    case 'noticeDays':
      return noticeDays(rule, text, context.actingFor);
    case 'termYears':
      return termYears(rule, text, context);
    case 'assignmentConsent':
      return (context.actingFor ? assignmentFromSide(text, context.actingFor) : null) ?? assignmentConsent(text);
    case 'nonCompeteMonths':
      return nonCompeteMonths(rule, text);
    case 'confidentialityYears':
      return confidentialityYears(rule, text, context.actingFor);
    case 'paymentDays':
      return paymentDays(rule, text);
    case 'indemnity':
      return indemnity(rule, text, context.actingFor);
  }
}
