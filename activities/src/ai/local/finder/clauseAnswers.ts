import { findAmounts, findDates, findDurations, type FoundValue } from '../../text/values';

/** Short answers a lawyer would write in a review table, per CUAD category, read from the quoted clause. */

const NUMBER_WORDS = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen',
  'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty',
];
const TENS: Record<string, number> = { thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, twenty: 20 };

function numberOf(text: string): number | null {
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

/** "90 days" → "90 days' notice"; "1 month" → "1 month's notice". */
function noticeOf(duration: string): string {
  return duration.endsWith('s') ? `${duration}' notice` : `${duration}'s notice`;
}

const NOTICE_NEARBY = /notice|notif|notify|in writing/i;
const NOTICE_WINDOW_CHARS = 60;

/** What follows a notice period: "90 days' prior written notice", "60 days prior to", "30 days before". */
const NOTICE_FOLLOWS = /^\W*(?:\w+\s+)?(?:prior|before|in advance|advance|notice|written)\b/i;

/** The notice period a clause sets: a duration followed by "prior", "notice"… with notice mentioned nearby. */
export function noticePeriod(text: string): string | null {
  const duration = findDurations(text).find(({ value, index }) => {
    const end = index + value.length;
    const around = text.slice(Math.max(0, index - NOTICE_WINDOW_CHARS), end + NOTICE_WINDOW_CHARS);
    return NOTICE_NEARBY.test(around) && NOTICE_FOLLOWS.test(text.slice(end, end + NOTICE_WINDOW_CHARS));
  });
  return duration ? noticeOf(plainDuration(duration.value)) : null;
}

const RENEWAL = /\b(?:renew|extend|extension|successive)/i;

function cadence(duration: string): string {
  if (duration === '1 year') return 'yearly';
  if (duration === '1 month') return 'monthly';
  return `for ${duration} at a time`;
}

function split(text: string): { before: FoundValue[]; after: FoundValue[]; renews: boolean } {
  const renewal = RENEWAL.exec(text);
  const durations = findDurations(text).filter(({ value, index }) => !NOTICE_NEARBY.test(text.slice(index, index + value.length + 30)));
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
  const initial = before[0] ? plainDuration(before[0].value) : date ? `Until ${date.value}` : /current calendar year/i.test(text) ? 'Until the end of the calendar year' : null;
  if (!initial) return null;
  if (!renews) return initial;
  return after[0] ? `${initial}, renewing ${cadence(plainDuration(after[0].value))}` : `${initial}, then renewable`;
}

/** "Yes — automatic renewal for 1 year; 60 days' notice to opt out". */
export function renewalAnswer(sentence: string, paragraph: string): string {
  const { after } = split(sentence);
  const renewal = after[0] ?? split(paragraph).after[0];
  const notice = noticePeriod(sentence) ?? noticePeriod(paragraph);
  const automatic = /automatic/i.test(sentence) || /automatic/i.test(paragraph);
  const what = `${automatic ? 'automatic ' : ''}renewal${renewal ? ` for ${plainDuration(renewal.value)}` : ''}`;
  return `Yes — ${what}${notice ? `; ${notice} to opt out` : ''}`;
}

const withDetail = (detail: string | null | undefined) => (detail ? `Yes — ${detail}` : 'Yes');

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
      return /\bconsent\b/i.test(sentence) ? 'Only with consent' : 'Yes — restricted';
    case 'Change Of Control':
      return withDetail(/terminat/i.test(sentence) ? 'termination right' : /\bconsent\b/i.test(sentence) ? 'consent required' : null);
    case 'Cap On Liability':
      return withDetail(findAmounts(sentence)[0] ? `capped at ${findAmounts(sentence)[0]!.value}` : null);
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
    default:
      return yesNoQuestion ? 'Yes' : null;
  }
}
