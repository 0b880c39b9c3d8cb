import { findAmounts, findDurations, type FoundValue } from '../../text/values';
import { findDates } from '../contractDates';
import { CLAUSE_DETAIL_TEXTS as DETAIL, SHORT_ANSWER_TEXTS as TEXTS } from '@arcline/shared';

/** Short answers a lawyer would write in a review table, per CUAD category, read from the quoted clause. */

const NUMBER_WORDS = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen',
  'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty',
];
const TENS: Record<string, number> = { thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, twenty: 20 };

/** The count a phrase gives: "(90)" or "90", else the number word ("ninety", "twenty-one"); null without one. */
export function numberOf(text: string): number | null {
  const digits = /\((\d+)\)|\b(\d+)\b/.exec(text);
  if (digits) return Number(digits[1] ?? digits[2]);
  const lower = text.toLowerCase();
  const compound = /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(\w+))?/.exec(lower);
  if (compound) return TENS[compound[1]!]! + Math.max(0, NUMBER_WORDS.indexOf(compound[2] ?? 'zero'));
  const word = NUMBER_WORDS.findIndex((candidate) => new RegExp(`\\b${candidate}\\b`).test(lower));
  return word >= 0 ? word : null;
}

/** "ninety (90) calendar days" → "90 calendar days"; "one (1) year period" → "1 year". */
export function plainDuration(value: string): string {
  const count = numberOf(value);
  const unit = /(day|week|month|year)s?\b/i.exec(value)?.[1]?.toLowerCase();
  if (count === null || !unit) return value;
  const qualifier = /\b(calendar|business|working|consecutive)\b/i.exec(value)?.[1]?.toLowerCase();
  return `${count} ${qualifier ? `${qualifier} ` : ''}${unit}${count === 1 ? '' : 's'}`;
}

/** "upon sixty (60) days' written notice", "30 days prior to": a notice period or deadline, not the length of a term. */
export const NOTICE_AFTER = /^[\s'’]*(?:s['’]?\s+)?(?:\([^)]{1,20}\)\s*)?(?:[\w'’-]+\s+){0,3}?(?:notice|prior|before|in\s+advance|following\s+(?:receipt|notice|written))\b/i;

/** What joins the parts of one length: "18 months and 15 days", "1 year, 2 months and 3 days". */
export const PART_JOINER = /\s*,\s*(?:and\s+)?|\s+and\s+/;
const JOINS_PARTS = /^[\s)\]]*(?:,\s*(?:and\s+)?|and\s+)$/;
const UNIT_RANKS = ['year', 'month', 'week', 'day'];
const unitRank = (length: string) => UNIT_RANKS.indexOf(/(day|week|month|year)s?\b/i.exec(length)?.[1]?.toLowerCase() ?? '');
/** Where a duration ends in the text: after its unit word ("eighteen (18) months"), as written ("one and a half years"). */
export const durationEnd = (duration: FoundValue) => duration.index + (duration.written ?? duration.value).length;
function unitEnd(text: string, duration: FoundValue): number {
  if (duration.written) return durationEnd(duration);
  const unit = /(?:days?|weeks?|months?|years?)\b(?:\s+period)?/gi;
  unit.lastIndex = duration.index;
  const match = unit.exec(text);
  return match ? match.index + match[0].length : durationEnd(duration);
}

/** The parts of the length a duration starts (itself and those of smaller units joined to it), each with where it ends. */
export function partsOfLength(text: string, first: FoundValue): { part: FoundValue; end: number }[] {
  const parts = [{ part: first, end: unitEnd(text, first) }];
  for (const next of durationsIn(text).filter((found) => found.index > first.index)) {
    const last = parts.at(-1)!;
    const rank = unitRank(plainDuration(next.value));
    if (!JOINS_PARTS.test(text.slice(last.end, next.index)) || rank <= unitRank(plainDuration(last.part.value))) break;
    const end = unitEnd(text, next);
    // "one (1) year and thirty (30) days prior written notice": a notice period, not a part of the length.
    if (NOTICE_AFTER.test(text.slice(end, end + 40))) break;
    parts.push({ part: next, end });
  }
  return parts;
}

/**
 * The length a duration of the text starts, with the parts of smaller units written after it (issue 28, 28s):
 * "eighteen (18) months and fifteen (15) days" is "18 months and 15 days"; a single duration as `plainDuration` gives it.
 */
export function lengthInParts(text: string, first: FoundValue): string {
  const lengths = partsOfLength(text, first).map(({ part }) => plainDuration(part.value));
  return lengths.length === 1 ? lengths[0]! : `${lengths.slice(0, -1).join(', ')} and ${lengths.at(-1)}`;
}

const NOTICE_NEARBY = /notice|notif|notify|in writing/i;
const NOTICE_WINDOW_CHARS = 60;
/** Notice language mostly comes first: "gives written notice of its intention not to renew … at least 60 days prior". */
const NOTICE_LOOKBEHIND_CHARS = 120;

/** What follows a notice period: "90 days' prior written notice", "60 days prior to", "30 days before". */
const NOTICE_FOLLOWS = /^\W*(?:\w+\s+)?(?:prior|before|in advance|advance|notice|written(?!\s+(?:agreement|consent|amendment|addendum|instrument)))\b/i;

/**
 * A deadline before the end of a term, which is a notice period whether or not the word "notice" is near: "at least six
 * months prior to the expiration of the then-current term", "thirty (30) days prior to the anniversary of the Effective
 * Date".
 */
const BEFORE_THE_END = /^\W*(?:\w+\s+)?(?:prior\s+to|before|in\s+advance\s+of|preceding)\s+(?:the\s+|any\s+|each\s+|such\s+)?(?:[\w-]+\s+){0,3}?(?:expir|end\b|anniversar|terminat|renewal|term\b)/i;

/**
 * Durations, also where a word stands between the number and its unit ("twelve (12) full calendar months") or the
 * number is a roman one ("one (I) year"); the text keeps its length, so indices hold.
 */
export function durationsIn(text: string): FoundValue[] {
  const plain = text
    .replace(/\b(?:full|complete|whole|contract)\s+(?=(?:calendar\s+)?(?:days?|weeks?|months?|years?)\b)/gi, (word) => ' '.repeat(word.length))
    .replace(/\((I)\)(?=\s*(?:days?|weeks?|months?|years?)\b)/g, '(1)')
    // "successive additional 3~year periods": a sign between the number and its unit.
    .replace(/(?<=\d)[~-](?=(?:days?|weeks?|months?|years?)\b)/g, ' ');
  return findDurations(plain).map((found) => ({ ...found, value: found.value.replace(/\s+/g, ' ') }));
}

/** A notice period named after the notice: "upon written notice to the other Party of at least 3 months". */
const NOTICE_OF = /\bnotice\b[^.;]{0,40}?\b(?:of|for)\s+(?:at\s+least\s+|not\s+less\s+than\s+|no\s+less\s+than\s+|a\s+minimum\s+of\s+)?$/i;

/** The notice period a clause sets: a duration followed by "prior", "notice"… with notice mentioned nearby, or a deadline before the term's end. */
export function noticePeriod(text: string): string | null {
  const duration = durationsIn(text).find(({ value, index }) => {
    const end = index + value.length;
    const around = text.slice(Math.max(0, index - NOTICE_LOOKBEHIND_CHARS), end + NOTICE_WINDOW_CHARS);
    const after = text.slice(end, end + NOTICE_WINDOW_CHARS);
    return (NOTICE_NEARBY.test(around) && NOTICE_FOLLOWS.test(after)) || BEFORE_THE_END.test(after) || NOTICE_OF.test(text.slice(Math.max(0, index - NOTICE_WINDOW_CHARS), index));
  });
  return duration ? DETAIL.notice(plainDuration(duration.value)) : null;
}

/**
 * Where a clause renews: "renew", "extend", "successive", a successor franchise, or the agreement continuing for more
 * terms ("continue … for two (2) additional terms of ten (10) years each", "continue on a year to year basis").
 */
const RENEWAL =
  /\b(?:renew|extend|extension|successive|successor\s+(?:franchise|agreement|term))|\b(?:automatically\s+)?continue\b[^.;]{0,60}\bfor\s+(?:an?|\w+(?:\s*\(\d+\))?)\s+additional\b|\bcontinue\b[^.;]{0,30}\b(?:year|month)[- ]to[- ](?:year|month)\b/i;

function cadence(duration: string): string {
  if (duration === '1 year') return DETAIL.yearly;
  if (duration === '1 month') return DETAIL.monthly;
  return DETAIL.atATime(duration);
}

function split(text: string): { before: FoundValue[]; after: FoundValue[]; renews: boolean } {
  const renewal = RENEWAL.exec(text);
  // A duration followed by "prior" or "notice" is the notice period, not a term ("one (1) year periods unless either party notifies…" is one).
  const durations = durationsIn(text).filter(({ value, index }) => !NOTICE_FOLLOWS.test(text.slice(index + value.length, index + value.length + NOTICE_WINDOW_CHARS)));
  if (!renewal) return { before: durations, after: [], renews: false };
  return {
    before: durations.filter((duration) => duration.index < renewal.index),
    after: durations.filter((duration) => duration.index > renewal.index),
    renews: true,
  };
}

/** "3 years, renewing yearly", "Until June 30, 2010", "Until December 31, 2014, renewing yearly". */
export function termAnswer(sentence: string, paragraph: string): string | null {
  const text = findDurations(sentence).length > 0 || findDates(sentence).length > 0 ? sentence : paragraph;
  const { before, after, renews } = split(text);
  const date = findDates(text).find((found) => !/\beffective\b/i.test(text.slice(Math.max(0, found.index - 30), found.index)));
  const initial = before[0] ? lengthInParts(text, before[0]) : date ? TEXTS.until(date.value) : /current calendar year/i.test(text) ? DETAIL.untilEndOfCalendarYear : null;
  if (!initial) return null;
  if (!renews) return initial;
  return after[0] ? DETAIL.renewing(initial, cadence(lengthInParts(text, after[0]))) : `${initial}, ${TEXTS.thenRenewable}`;
}

/** A renewal period written without a number: "from year to year", "for successive annual periods", "renewed tacitly every year". */
const CADENCES: [RegExp, string][] = [
  [/\byear[- ]to[- ]year\b|\bsuccessive annual\b|\bannual (?:renewal )?(?:periods?|terms?|basis)\b|\b(?:renew|extend)\w*\b[^.;]{0,40}\b(?:every|each) year\b/i, '1 year'],
  [/\bmonth[- ]to[- ]month\b|\b(?:renew|extend)\w*\b[^.;]{0,40}\b(?:every|each) month\b/i, '1 month'],
  // "for an additional year period", "by one further year", "for an additional month of service", "half a year".
  [/\b(?:an?|one)\s+(?:additional|further|extra|more)\s+(?:calendar\s+)?year\b/i, '1 year'],
  [/\b(?:an?|one)\s+(?:additional|further|extra|more)\s+(?:calendar\s+)?month\b/i, '1 month'],
  [/\bhalf\s+a\s+year\b/i, '6 months'],
];
const cadenceIn = (text: string) => CADENCES.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** "renew for successive terms of the same duration": as long as the initial term. */
const SAME_LENGTH = /\b(?:renew|extend)\w*\b[^.;]{0,60}\b(?:of|for)\s+(?:the\s+)?(?:same|like|equal)\s+(?:duration|length|period|term)s?\b/i;
/** How far after the renewal word its period is read as the renewal's ("renew from year-to-year", not a notice further on). */
const RENEWAL_PERIOD_CHARS = 80;

/** The renewal period of a text: the first after its renewal word, a cadence written without a number, or "the same". */
function renewalPeriod(text: string): string | null {
  const renewal = RENEWAL.exec(text);
  if (!renewal) return null;
  const { before, after } = split(text);
  const near = after.find((duration) => duration.index - renewal.index <= RENEWAL_PERIOD_CHARS);
  const cadenceNear = cadenceIn(text.slice(renewal.index, renewal.index + RENEWAL_PERIOD_CHARS));
  if (cadenceNear && (!near || /year[- ]to[- ]year|month[- ]to[- ]month/i.test(text.slice(renewal.index, near.index)))) return cadenceNear;
  // A period in parts is read whole: "one (1) year and six (6) months" (issue 28, 28q).
  if (near) return lengthInParts(text, near);
  if (SAME_LENGTH.test(text) && before[0]) return plainDuration(before[0].value);
  return after[0] ? plainDuration(after[0].value) : null;
}

/**
 * A renewal both parties must agree to: "may be extended for an additional two year period with the written consent of
 * both parties", "upon mutual written agreement", "if the parties so agree"; not one a party may refuse by notice, nor a
 * party's option whose price is "to be mutually agreed", nor a covenant that "the Parties agree that …".
 */
const BOTH_AGREE =
  /\b(?:(?:(?:mutual\s+)?(?:written\s+)?(?:consent|agreement|approval)\s+of\s+(?:both|all|the)\s+(?:parties|Parties))|(?<!\b(?:consideration|price|fees?|rent|royalt(?:y|ies))\s+(?:to\s+be\s+)?)mutual(?:ly)?\s+(?:written\s+)?(?:agree\w*|consent\w*)|(?:both|the)\s+(?:parties|Parties)\s+(?:hereto\s+)?(?:may\s+|shall\s+|so\s+|mutually\s+)*(?:agree|consent)\w*\s+(?:in\s+writing\s+)?(?:to|so|upon|on)\b|by\s+mutual\s+(?:written\s+)?(?:agreement|consent))/i;

/** Whether the text's renewal (its sentence, else the paragraph's sentence that renews) needs both parties' agreement. */
export function renewalNeedsBoth(sentence: string, paragraph: string): boolean {
  const renewing = RENEWAL.test(sentence) ? [sentence] : splitSentenceTexts(paragraph).filter((text) => RENEWAL.test(text));
  return renewing.slice(0, 1).some((text) => BOTH_AGREE.test(text));
}

/** A renewal column's length with its condition (issue 28, 28d): "2 years, only if both parties agree"; the length alone otherwise. */
export function withRenewalCondition(length: string | null, sentence: string, paragraph: string): string | null {
  return length && renewalNeedsBoth(sentence, paragraph) ? `${length}, ${TEXTS.onlyIfBothAgree}` : length;
}

const splitSentenceTexts = (text: string) => text.split(/(?<=[.;])\s+(?=[A-Z(])/);

/** "Yes — automatic renewal for 1 year; 60 days' notice to opt out". */
export function renewalAnswer(sentence: string, paragraph: string): string {
  const period = renewalPeriod(sentence) ?? renewalPeriod(paragraph) ?? cadenceIn(sentence) ?? cadenceIn(paragraph);
  const notice = noticePeriod(sentence) ?? noticePeriod(paragraph);
  const automatic = /automatic/i.test(sentence) || /automatic/i.test(paragraph);
  const what = DETAIL.renewal(automatic, period);
  return DETAIL.yesWith(notice ? DETAIL.optOut(what, notice) : what);
}

const withDetail = (detail: string | null | undefined) => (detail ? DETAIL.yesWith(detail) : TEXTS.yes);

/** Categories whose value (parties, dates, the governing law) is read the general way, by the kind of value asked for. */
export const VALUE_CATEGORIES = new Set(['Parties', 'Agreement Date', 'Effective Date', 'Governing Law']);

/**
 * The answer for a clause the finder found; null where the clause has no short answer of its own (a value category,
 * or a question that is not yes/no about a clause without one).
 */
export function clauseAnswer(category: string, sentence: string, paragraph: string, yesNoQuestion: boolean): string | null {
  if (VALUE_CATEGORIES.has(category)) return null;
  switch (category) {
    case 'Document Name':
      return sentence.replace(/\s+/g, ' ').trim().slice(0, 120);
    case 'Expiration Date':
      return termAnswer(sentence, paragraph);
    case 'Renewal Term':
      return renewalAnswer(sentence, paragraph);
    case 'Notice Period To Terminate Renewal':
      return noticePeriod(sentence) ?? noticePeriod(paragraph);
    case 'Termination For Convenience':
      return withDetail(noticePeriod(sentence) ?? noticePeriod(paragraph));
    case 'Anti-Assignment':
      return /\bconsent\b/i.test(sentence) ? TEXTS.onlyWithConsent : DETAIL.yesWith(DETAIL.restricted);
    case 'Change Of Control':
      return withDetail(/terminat/i.test(sentence) ? DETAIL.terminationRight : /\bconsent\b/i.test(sentence) ? DETAIL.consentRequired : null);
    case 'Cap On Liability':
      return withDetail(findAmounts(sentence)[0] ? DETAIL.cappedAt(findAmounts(sentence)[0]!.value) : null);
    case 'Insurance':
    case 'Minimum Commitment':
      return withDetail(
        findAmounts(sentence)
          .slice(0, 2)
          .map((amount) => amount.value)
          .join(', ') || null,
      );
    case 'Warranty Duration':
    case 'Non-Compete':
    case 'No-Solicit Of Employees':
    case 'No-Solicit Of Customers': {
      const duration = findDurations(sentence)[0];
      return withDetail(duration ? plainDuration(duration.value) : null);
    }
    case 'Indemnification':
      return indemnityAnswer(sentence, paragraph);
    case 'Confidentiality':
      return confidentialityAnswer(sentence, paragraph);
    case 'Payment Terms':
      return paymentAnswer(sentence, paragraph) ?? (yesNoQuestion ? 'Yes' : null);
    case 'Notices':
      return noticesAnswer(sentence, paragraph);
    case 'Termination For Cause':
      return terminationForCauseAnswer(sentence, paragraph);
    case 'Jurisdiction':
      return jurisdictionAnswer(sentence, paragraph);
    default:
      return yesNoQuestion ? 'Yes' : null;
  }
}

/** "Each party", "Licensee", "Rogers", "the Company": who is bound, as the clause names it (subject of "shall …"). */
function obligedParty(text: string, verb: RegExp): string | null {
  if (new RegExp(String.raw`\b(?:each|either|both) (?:part(?:y|ies)|of (?:the )?parties|of [^.;]{1,60}?\band\b)[^.;]{0,80}?\b` + verb.source, 'i').test(text)) return DETAIL.mutual;
  const match = new RegExp(
    String.raw`\b((?:each|either|both) part(?:y|ies)|(?:the )?[A-Z][\w&.'-]*(?: [A-Z][\w&.'-]*){0,3})(?:,? at (?:its|their) own (?:cost|expense),?)?\s+(?:shall|will|agrees? to|hereby agrees? to|undertakes? to)\s+(?:[\w,]+\s+){0,3}` +
      verb.source,
    'i',
  ).exec(text);
  const party = match?.[1]?.replace(/^the /i, '').trim();
  if (!party || /^(?:this|such|in|any|no|if|upon|notwithstanding|subject)\b/i.test(party)) return null;
  return /^(?:each|either|both)/i.test(party) ? DETAIL.mutual : DETAIL.byParty(party);
}

/** "Yes — mutual", "Yes — by Licensee": who must indemnify. */
export function indemnityAnswer(sentence: string, paragraph: string): string {
  const verb = /(?:defend|indemnify)/;
  return withDetail(obligedParty(sentence, verb) ?? obligedParty(paragraph, verb));
}

/** "Yes — survives 5 years after termination", "Yes". */
export function confidentialityAnswer(sentence: string, paragraph: string): string {
  for (const text of [sentence, paragraph]) {
    const duration = findDurations(text).find(({ value, index }) =>
      /\b(?:after|following|from)\b.{0,40}\b(?:terminat|expir|disclos)|surviv/i.test(text.slice(index, index + value.length + 80)),
    );
    if (duration) return DETAIL.yesWith(DETAIL.afterAgreementEnds(plainDuration(duration.value)));
    if (/\bperpetu|\bindefinite|\bin perpetuity\b/i.test(text)) return DETAIL.yesWith(DETAIL.noTimeLimit);
  }
  return TEXTS.yes;
}

/** "Within 30 days of invoice; 1.5% a month on late payment", "Net 30". */
export function paymentAnswer(sentence: string, paragraph: string): string | null {
  for (const text of [sentence, paragraph]) {
    const parts: string[] = [];
    const net = /\bnet (thirty|sixty|forty-five|ninety|\d+)\b/i.exec(text);
    const within = /within\s+(.{1,40}?\bdays)\s+(?:of|after|from|following)\s+(?:the\s+)?(?:date of\s+|its\s+)?(?:receipt of\s+)?(?:the\s+|an\s+|such\s+|each\s+)?(invoice|billing|receipt|the end of (?:each|the) (?:calendar )?(?:month|quarter))/i.exec(text);
    if (within) parts.push(DETAIL.within(plainDuration(within[1]!), within[2]!.toLowerCase()));
    else if (net) parts.push(DETAIL.net(numberOf(net[1]!) ?? net[1]!));
    const interest = /(\d+(?:\.\d+)?\s?%|(?:one|two) percent)[^.;]{0,40}?\b(?:per|a|each)\s+(month|annum|year)/i.exec(text);
    if (interest && /\b(?:late|overdue|past due|unpaid|interest)\b/i.test(text)) parts.push(DETAIL.lateInterest(interest[1]!.replace(/\s/g, ''), interest[2]!.toLowerCase()));
    if (parts.length === 0) {
      const amounts = findAmounts(text).slice(0, 2).map((amount) => amount.value);
      if (amounts.length > 0) parts.push(amounts.join(', '));
    }
    if (parts.length > 0) return parts.join('; ');
  }
  return paymentTerms(sentence);
}

/** When payment falls due, in words a table can hold: "by the 25th of each month", "quarterly", "immediately". */
const PAYMENT_WHEN: [RegExp, (match: RegExpExecArray) => string][] = [
  [/\bon\s+or\s+before\s+the\s+(\d{1,2}(?:st|nd|rd|th))\s+(?:day\s+)?of\s+each\s+(?:calendar\s+)?(month|quarter)/i, (m) => DETAIL.byDayOfEach(m[1]!, m[2]!.toLowerCase())],
  [/\b[Oo]n\s+each\s+((?:[A-Z][\w-]*\s+){0,3}Date)\b/, (m) => DETAIL.onEach(m[1]!)],
  [/\b(immediately|promptly|in advance|in arrears)\b/i, (m) => m[1]!.toLowerCase()],
  [/\b(monthly|quarterly|annual|annually|weekly)\b/i, (m) => (m[1]!.toLowerCase() === 'annual' ? DETAIL.annually : m[1]!.toLowerCase())],
  [/\bupon\s+(receipt\s+of\s+(?:an?\s+|the\s+)?invoice|delivery)\b/i, (m) => DETAIL.upon(m[1]!.toLowerCase())],
];
const PAYMENT_MEANS: [RegExp, string][] = [
  [/\bwire\b|\bfederal funds\b/i, DETAIL.byWire],
  [/\bcheck\b|\bcheque\b/i, DETAIL.byCheck],
  [/\bACH\b|\belectronic (?:funds )?transfer\b/i, DETAIL.byElectronicTransfer],
];
/** "Sponsor will pay Snap …", "Customer shall pay to Changepoint …": who pays whom. */
const PAYER = /\b((?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})\s+(?:will|shall|agrees\s+to|must)\s+(?:promptly\s+|immediately\s+)?pay\s+(to\s+)?((?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})?/;
/** A late fee as a share of the amount: "a late fee of 1.5% of the invoice amount". */
const LATE_FEE = /\blate\s+(?:fee|charge|payment\s+charge)\s+of\s+(\d+(?:\.\d+)?\s?%)/i;

/**
 * The terms a payment clause sets without an amount or a due date in days: who pays whom, when ("by the 25th of each
 * month", "on each Payment Date"), how ("by wire transfer") and a late fee; null when it says none of these.
 */
export function paymentTerms(sentence: string): string | null {
  const parts: string[] = [];
  const payer = PAYER.exec(sentence);
  if (payer && !/^(?:the\s+)?(?:If|When|Where|Unless|Upon|Each|Any|All|Such|This|That)\b/.test(payer[1]!)) {
    // "pay Snap the fees", "pay to the Fund": the payee; "pay the Servicing Fee to …" names what is paid.
    const payee = payer[3] && (payer[2] || !/^the\s/i.test(payer[3])) && !/^(?:the\s+)?(?:All|Any|Such|Each|The)$/i.test(payer[3]) ? payer[3].replace(/^the\s+/i, '') : null;
    parts.push(DETAIL.paidBy(payer[1]!.replace(/^the\s+/i, ''), payee));
  }
  const when = PAYMENT_WHEN.map(([pattern, say]) => {
    const match = pattern.exec(sentence);
    return match ? say(match) : null;
  }).find(Boolean);
  if (when) parts.push(when);
  const means = PAYMENT_MEANS.find(([pattern]) => pattern.test(sentence))?.[1];
  if (means) parts.push(means);
  const late = LATE_FEE.exec(sentence);
  if (late) parts.push(DETAIL.lateFee(late[1]!.replace(/\s/g, '')));
  if (parts.length === 0) return null;
  const answer = parts.join(', ');
  return answer[0]!.toUpperCase() + answer.slice(1);
}

const NOTICE_MEANS: [RegExp, string][] = [
  [/\bpersonal(?:ly)? deliver|\bby hand\b|\bhand[- ]deliver/i, DETAIL.noticeMeans.hand],
  [/\bcourier|\bovernight|\bexpress (?:mail|delivery)|\bfederal express|\bfedex/i, DETAIL.noticeMeans.courier],
  [/\bregistered|\bcertified|\bfirst[- ]class|\bpostage|\bmail(?:ed)?\b/i, DETAIL.noticeMeans.mail],
  [/\bfacsimile|\bfax|\btelecop|\btelex/i, DETAIL.noticeMeans.fax],
  [/\be-?mail\b|\belectronic mail/i, DETAIL.noticeMeans.email],
];

/** "In writing — by hand, courier or mail". */
export function noticesAnswer(sentence: string, paragraph: string): string {
  const text = `${sentence} ${paragraph}`;
  const means = NOTICE_MEANS.filter(([pattern]) => pattern.test(text)).map(([, name]) => name);
  const lead = /\bin writing\b|\bwritten\b/i.test(text) ? DETAIL.inWriting : TEXTS.yes;
  return means.length > 0 ? DETAIL.withMeans(lead, DETAIL.oneOf(means)) : lead;
}

/** "Yes — material breach (30 days to cure); insolvency". */
export function terminationForCauseAnswer(sentence: string, paragraph: string): string {
  const grounds: string[] = [];
  const text = /breach|insolv|bankrupt|receiver/i.test(sentence) ? sentence : paragraph;
  if (/\bbreach/i.test(text)) {
    const cure = findDurations(text).find(({ value, index }) => /\bcure|\bremed|\bcorrect/i.test(text.slice(Math.max(0, index - 80), index + value.length + 80)));
    const breach = /material(?:ly)?\s+breach|breach\w*\s+(?:\w+\s+){0,3}material/i.test(text) ? DETAIL.materialBreach : DETAIL.breach;
    grounds.push(cure ? DETAIL.toCure(breach, plainDuration(cure.value)) : breach);
  }
  if (/insolv|bankrupt|receiver|liquidat|winding[- ]up|assignment for the benefit of creditors/i.test(text)) grounds.push(DETAIL.insolvency);
  return withDetail(grounds.join('; ') || null);
}

const PLACE = String.raw`([A-Z][a-zA-Z.]+(?:\s+[A-Z][a-zA-Z.]+){0,3}(?:,\s+[A-Z][a-zA-Z.]+(?:\s+[A-Z][a-zA-Z.]+)?)?)`;
const STATE_OF = String.raw`(?:the\s+)?(?:State of\s+|Commonwealth of\s+|County of\s+|City of\s+|Province of\s+)?`;
const COURT_PLACES = [
  new RegExp(String.raw`\b(?:[Vv]enue|[Jj]urisdiction)\b[^.;]{0,60}?\b(?:lie|be|lay)\s+(?:exclusively\s+|solely\s+|only\s+)?in\s+${STATE_OF}${PLACE}`),
  new RegExp(String.raw`courts?\s+(?:\w+\s+){0,4}?(?:of|in|for|located(?:\s+in)?|sitting in|situated in)\s+${STATE_OF}${PLACE}`),
  new RegExp(String.raw`(?:State of|Commonwealth of)\s+${PLACE}\s+(?:state\s+|federal\s+)?courts?`),
  new RegExp(String.raw`jurisdiction\s+(?:of|in)\s+${STATE_OF}${PLACE}`),
  new RegExp(String.raw`${PLACE}\s+(?:state\s+(?:or|and)\s+federal\s+|federal\s+(?:or|and)\s+state\s+|state\s+|federal\s+)?courts?\b`),
];
const ARBITRATION_RULES: [RegExp, string][] = [
  [/American Arbitration Association|\bAAA\b/, 'AAA'],
  [/International Chamber of Commerce|\bICC\b/, 'ICC'],
  [/\bJAMS\b/, 'JAMS'],
  [/UNCITRAL/, 'UNCITRAL'],
  [/Hong Kong International Arbitration Cent/, 'HKIAC'],
  [/Singapore International Arbitration Cent/, 'SIAC'],
  [/China International Economic and Trade Arbitration|CIETAC/, 'CIETAC'],
];
/** An arbitration body the rules list does not know: "the Beijing Arbitration Commission". */
const ARBITRATION_BODY = /\b((?:[A-Z][\w.]+\s+){1,5}(?:Arbitration (?:Commission|Cent(?:er|re)|Institute|Association)|Court of Arbitration))/;
const NOT_PLACES = /^(?:The|This|Such|Any|Each|Either|United|Agreement|Party|Parties|Competent|Federal|State|Court|Courts)$/;

function placeOf(text: string): string | null {
  for (const pattern of COURT_PLACES) {
    const place = pattern.exec(text)?.[1]?.replace(/[.,]+$/, '').trim();
    if (place && !NOT_PLACES.test(place.split(/[\s,]+/)[0]!)) return place;
  }
  return null;
}

/** "New York courts (exclusive)", "Arbitration (AAA) in New York", "Courts (exclusive)". */
export function jurisdictionAnswer(sentence: string, paragraph: string): string {
  const text = /arbitra|court|jurisdiction|venue/i.test(sentence) ? sentence : paragraph;
  if (/arbitrat/i.test(text)) {
    const rules = ARBITRATION_RULES.find(([pattern]) => pattern.test(text))?.[1] ?? ARBITRATION_BODY.exec(text)?.[1]?.trim();
    const seat = new RegExp(String.raw`(?:held|conducted|take place|seated|seat of (?:the )?arbitration shall be|venue (?:of|for) (?:the )?arbitration shall be)\s+(?:\w+\s+){0,2}?(?:in|at)?\s*(?:the\s+)?(?:City of\s+|State of\s+)?${PLACE}`).exec(text)?.[1];
    return DETAIL.arbitration(rules ?? null, seat && !NOT_PLACES.test(seat) ? seat.replace(/[.,]+$/, '') : null);
  }
  const exclusivity = /\bnon-?exclusive\b/i.test(text) ? 'non-exclusive' : /\bexclusive(?:ly)?\b|\bsole\b|\bonly\b/i.test(text) ? 'exclusive' : null;
  return DETAIL.courts(placeOf(text), exclusivity);
}

/** "governed by the laws of the state where a suit is properly filed …, being either Illinois or New York". */
const LAW_ALTERNATIVES = new RegExp(String.raw`\b[Ll]aws?\b[^.;]{0,160}?\beither\s+(?:the\s+)?(?:State\s+of\s+)?${PLACE}\s+or\s+(?:the\s+)?(?:State\s+of\s+)?${PLACE}`);
/** "a State or Federal Court located in the Commonwealth of Massachusetts", "resolved by arbitration in McLean, Virginia". */
const FORUM = new RegExp(
  String.raw`\b(?:[Cc]ourts?|[Aa]rbitration|[Tt]ribunal)\b[^.;]{0,80}?\b(?:in|of)\s+(?:the\s+)?(?:(?:State|Commonwealth|City|County|Province|Republic)\s+of\s+)?${PLACE}`,
);

/**
 * What a governing-law passage that names no governing law still says about it: the laws it offers in the alternative
 * ("Illinois or New York"), else the forum its disputes go to, said to be only that ("Not stated; disputes go to
 * Massachusetts"). Null when it names neither.
 */
export function lawOrForum(sentence: string, paragraph: string): string | null {
  for (const text of [sentence, paragraph]) {
    const alternatives = LAW_ALTERNATIVES.exec(text);
    if (alternatives) return DETAIL.eitherLaw(alternatives[1]!.replace(/[.,]+$/, ''), alternatives[2]!.replace(/[.,]+$/, ''));
  }
  for (const text of [sentence, paragraph]) {
    const forum = FORUM.exec(text);
    const place = forum?.[1]?.replace(/[.,]+$/, '').trim();
    if (place && !NOT_PLACES.test(place.split(/[\s,]+/)[0]!)) return TEXTS.lawNotStated(place);
  }
  return null;
}
