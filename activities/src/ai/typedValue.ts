import type { MatrixAmountValue, MatrixAnswerKind, MatrixDurationValue, MatrixPartyValue, MatrixTypedValue } from '@arcline/shared';
import { findAmounts, findDates, findDurations } from './text/values';
import { isoDate } from './text/dates';
import { stem, words } from './text/terms';
import { numberOf } from './local/finder/clauseAnswers';
import { NOT_FOUND } from './types';

/**
 * The normalised value of a typed column's short answer (issue 31), read from the short answer every engine gives in
 * the shape its kind asks for ("1st day of August, 2013 (2013-08-01)", "$50,000", "five (5) years", "Yes",
 * `Acme Inc. ("Acme"); Beta LLC`). Null for text columns, "Not found", and an answer holding no value of its kind.
 */
export function typedValueOf(kind: MatrixAnswerKind, refineResult: string, options: string[] | null = null): MatrixTypedValue {
  const answer = refineResult.trim();
  if (!answer || answer === NOT_FOUND) return null;
  switch (kind) {
    case 'date':
      return dateValue(answer);
    case 'amount':
      return amountValue(answer);
    case 'duration':
      return durationValue(answer);
    case 'yes-no':
      return /^yes\b/i.test(answer) ? true : /^no\b/i.test(answer) ? false : null;
    case 'list':
      return listValue(answer, options ?? []);
    case 'party':
      return partyValue(answer);
    default:
      return null;
  }
}

function dateValue(answer: string): string | null {
  const written = /\b(\d{4}-\d{2}-\d{2})\b/.exec(answer)?.[1];
  if (written && !Number.isNaN(Date.parse(`${written}T00:00:00Z`))) return written;
  const found = findDates(answer)[0];
  return found ? isoDate(found.value) : null;
}

const CURRENCY_SIGNS: [RegExp, string][] = [
  [/US\s?\$|\$|\bdollars?\b|\bUSD\b/i, 'USD'],
  [/€|\beuros?\b|\bEUR\b/i, 'EUR'],
  [/£|\bpounds?\b|\bGBP\b/i, 'GBP'],
  [/¥|\bJPY\b|\byen\b/i, 'JPY'],
  [/\b(CHF|CAD|AUD|SEK|NOK|DKK)\b/i, ''],
];
const MULTIPLIERS: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

function amountValue(answer: string): MatrixAmountValue | null {
  const found = findAmounts(answer)[0]?.value;
  if (!found) return null;
  const figure = /\d[\d,]*(?:\.\d+)?/.exec(found)?.[0];
  if (!figure) return null;
  const multiplier = /\b(thousand|million|billion)\b/i.exec(found)?.[1]?.toLowerCase();
  const amount = Number(figure.replace(/,/g, '')) * (multiplier ? MULTIPLIERS[multiplier]! : 1);
  const sign = CURRENCY_SIGNS.find(([pattern]) => pattern.test(found));
  const currency = sign ? sign[1] || (sign[0].exec(found)?.[1]?.toUpperCase() ?? null) : null;
  return Number.isFinite(amount) ? { amount, currency } : null;
}

const UNIT_ORDER = ['year', 'month', 'week', 'day'] as const;
/** What joins the parts of one length: "1 year and 2 months", "1 year, 10 months and 3 days". */
const JOINS_PARTS = /^\s*(?:,\s*(?:and\s+)?|and\s+)$/;

/**
 * The length a duration answer starts with, with the parts of smaller units joined to it ("1 year and 2 months, computed:
 * …" is 1 year 2 months, issue 28d); not a later duration ("3 years, renewing yearly for 1 year" is 3 years).
 */
function durationValue(answer: string): MatrixDurationValue | null {
  const found = findDurations(answer);
  const value: MatrixDurationValue = { years: 0, months: 0, days: 0 };
  let previous: { unit: number; end: number } | null = null;
  for (const duration of found) {
    const count = numberOf(duration.value);
    const unit = /(day|week|month|year)s?\b/i.exec(duration.value)?.[1]?.toLowerCase() as (typeof UNIT_ORDER)[number] | undefined;
    if (count === null || !unit) break;
    const order = UNIT_ORDER.indexOf(unit);
    if (previous && (order <= previous.unit || !JOINS_PARTS.test(answer.slice(previous.end, duration.index)))) break;
    if (unit === 'year') value.years += count;
    else if (unit === 'month') value.months += count;
    else value.days += unit === 'week' ? count * 7 : count;
    previous = { unit: order, end: duration.index + duration.value.length };
  }
  return previous ? value : null;
}

/** The option the answer names: the same words, else the one option it mentions, else the one it names in another form of its words. */
function listValue(answer: string, options: string[]): string | null {
  const lower = answer.toLowerCase().replace(/[.\s]+$/, '');
  const exact = options.find((option) => option.toLowerCase() === lower);
  if (exact) return exact;
  const mentioned = options.filter((option) => new RegExp(`\\b${escapeRegExp(option.toLowerCase())}\\b`).test(lower));
  if (mentioned.length > 0) return mentioned.length === 1 ? mentioned[0]! : null;
  const inOtherForm = options.filter((option) => namedInOtherForm(option, lower));
  return inOtherForm.length === 1 ? inOtherForm[0]! : null;
}

/** The fewest letters two forms of a word share at their start ("suppl" of "Supply" and "Supplier"). */
const MIN_SHARED_CHARS = 5;

const sharedStart = (a: string, b: string) => {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  return at;
};

/**
 * Whether each word of the option appears in another form ("Distribution" in "DISTRIBUTOR AGREEMENT", "Supply" in "the
 * Supplier"): a word of the text that starts with the same letters as the option's word, as many as its stem (`stem`
 * of text/terms.ts) and at least five.
 */
function namedInOtherForm(option: string, lower: string): boolean {
  const optionWords = words(option.toLowerCase());
  const textWords = words(lower);
  return (
    optionWords.length > 0 &&
    optionWords.every((word) => {
      const needed = Math.max(MIN_SHARED_CHARS, stem(word).length);
      return word.length >= needed && textWords.some((other) => sharedStart(word, other) >= needed);
    })
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `Acme Inc. ("Acme"); Beta LLC` → [{name: 'Acme Inc.', role: 'Acme'}, {name: 'Beta LLC', role: null}]. */
function partyValue(answer: string): MatrixPartyValue[] | null {
  const parties = answer
    .split(/\s*;\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const role = /\(\s*["“']([^"”']+)["”']\s*\)\s*$/.exec(part);
      return role ? { name: part.slice(0, role.index).trim().replace(/,$/, ''), role: role[1]!.trim() } : { name: part, role: null };
    });
  return parties.length > 0 ? parties : null;
}
