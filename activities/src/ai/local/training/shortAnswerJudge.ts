import { plainDuration } from '../finder/clauseAnswers';
import { findDates, findDurations } from '../../text/values';
import { isoDate } from '../../text/dates';

/**
 * Whether a cell's short answer agrees with CUAD's normalised answer for the categories whose answer is a value
 * (parties, dates, governing law, renewal term, notice to stop renewal). Null where CUAD gives no value to judge by
 * (an empty answer, or one that is not of the category's kind, such as "perpetual" for a date).
 */

/**
 * CUAD writes dates as M/D/YY or M/D/YYYY, a few day first ("31/01/2025", where the first cannot be a month). A
 * two-digit year names no century ("9/1/45" is September 1, 2045 in ZogenixInc_20190509's term clause, and "6/1/98"
 * is 1998): both are possible, and the contract's own date in the answer decides.
 */
function cuadDates(answer: string): string[] | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\s*$/.exec(answer);
  if (!match) return null;
  const years = match[3]!.length === 2 ? [1900 + Number(match[3]), 2000 + Number(match[3])] : [Number(match[3])];
  const [month, day] = Number(match[1]) > 12 ? [match[2]!, match[1]!] : [match[1]!, match[2]!];
  return years.map((year) => `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
}

function datesIn(text: string): string[] {
  const iso = [...text.matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)].map((match) => match[0]);
  return [...iso, ...findDates(text).flatMap((date) => isoDate(date.value) ?? [])];
}

const ENTITY_WORDS = new Set(['inc', 'ltd', 'llc', 'corp', 'corporation', 'co', 'company', 'limited', 'the', 'a', 'plc', 'lp', 'llp', 'sa', 'ag', 'gmbh', 'bv', 'pte', 'dba', 'of']);
const nameWords = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 1 && !ENTITY_WORDS.has(word));

function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  if (endA - start <= 1 && endB - start <= 1) return true;
  // Two neighbouring letters swapped ("Pifzer" for "Pfizer"): one slip too.
  return a.length === b.length && endA - start === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/** CUAD's parties: "Name ("Role"); Name2 ("Role2")"; entries that only name a group of the others are left out. */
function cuadParties(answer: string): string[] {
  return answer
    .split(';')
    .map((entry) => entry.split(/[(“"]/)[0]!.trim())
    .filter(
      (name) =>
        name &&
        !/\band\b|,.*,|\b(?:individually|collectively|together|referred)\b/i.test(name) &&
        // 'each a "Party", and together, the "Parties"': the parties as a group, not a party.
        !/^(?:each|either|both|all)\b/i.test(name) &&
        !/^x+$/i.test(name) &&
        nameWords(name).length > 0,
    );
}

/** Whether a name is named in a text: at least 70 % of its words are among the text's words. */
function namedIn(text: string): (name: string) => boolean {
  const words = nameWords(text);
  // CUAD's answers carry typing slips ("Howmedica Ostenonics"): a word one letter off still counts.
  const present = (word: string) => words.some((other) => other === word || (word.length >= 5 && oneEditApart(word, other)));
  // A name written with or without a space inside ("IndeLiving" and "Inde Living", "Radial Spark" and "RadialSpark").
  const runs = new Set(words.flatMap((_, start) => words.slice(start, start + 6).map((__, length) => words.slice(start, start + length + 1).join(''))));
  return (name) => {
    const wanted = nameWords(name);
    return wanted.filter(present).length >= Math.ceil(wanted.length * 0.7) || runs.has(wanted.join(''));
  };
}

function partiesRight(answer: string, expected: string): boolean | null {
  const parties = cuadParties(expected);
  if (parties.length === 0) return null;
  return parties.every(namedIn(answer));
}

/**
 * The precision view of a Parties answer: of the parties it names (its entries between semicolons, each a name with its
 * role), those CUAD's answer does not name: a name whose words are not (mostly, as `partiesRight` reads them) among
 * the words of CUAD's answer, names and roles alike. `partiesRight` counts an answer right when every expected party
 * is in it, so an answer with a spurious extra party is still right there; this says how many it adds. A name longer
 * than CUAD's ("Acme Holdings, Inc." for "Acme") is not spurious. Null where CUAD gives no party to judge by, or the
 * answer names none (empty, as the caller passes a "Not found" cell, or "No party names stated in the passage").
 */
export function partiesPrecision(answer: string, expected: string | undefined): { named: number; spurious: string[] } | null {
  if (!expected?.trim() || cuadParties(expected).length === 0) return null;
  const names = answer
    .split(';')
    .map((entry) => entry.split(/\s*\(\s*["“]|\s*["“]/)[0]!.trim())
    .filter((name) => nameWords(name).length > 0 && !/^No\s.*\b(?:stated|given)\b/.test(name));
  if (names.length === 0) return null;
  const expectedNames = namedIn(expected);
  // Or a longer name of one CUAD gives short ("Acme Holdings, Inc." where CUAD writes "Acme").
  const genuine = (name: string) => expectedNames(name) || cuadParties(expected).some(namedIn(name));
  return { named: names.length, spurious: names.filter((name) => !genuine(name)) };
}

/** A duration as a number of months (days as fractions), for comparing "1 year" with "12 months". */
function months(duration: string): number | null {
  const plain = plainDuration(duration);
  const match = /^(\d+) (?:\w+ )?(day|week|month|year)s?$/.exec(plain);
  if (!match) return null;
  const count = Number(match[1]);
  return { day: count / 30, week: (count * 7) / 30, month: count, year: count * 12 }[match[2] as 'day' | 'week' | 'month' | 'year'];
}

function durationRight(answer: string, expected: string): boolean | null {
  const wanted = findDurations(expected)[0];
  const wantedMonths = wanted ? months(wanted.value) : null;
  if (wantedMonths === null) return null;
  return findDurations(answer).some((found) => {
    const got = months(found.value);
    return got !== null && Math.abs(got - wantedMonths) < 0.01;
  });
}

export const JUDGED_CATEGORIES = new Set(['Parties', 'Agreement Date', 'Effective Date', 'Expiration Date', 'Governing Law', 'Renewal Term', 'Notice Period To Terminate Renewal']);

export function shortAnswerRight(category: string, answer: string, expected: string | undefined): boolean | null {
  if (!expected?.trim() || !JUDGED_CATEGORIES.has(category)) return null;
  switch (category) {
    case 'Parties':
      return partiesRight(answer, expected);
    case 'Agreement Date':
    case 'Effective Date': {
      const dates = cuadDates(expected);
      const first = datesIn(answer)[0];
      return dates ? first !== undefined && dates.includes(first) : null;
    }
    case 'Expiration Date': {
      const dates = cuadDates(expected);
      return dates ? datesIn(answer).some((date) => dates.includes(date)) : null;
    }
    case 'Governing Law': {
      // "[* * *]", "[]": the filing redacted the jurisdiction, so CUAD gives none to judge by.
      if (!/[\p{L}]/u.test(expected)) return null;
      const place = expected.split(/[;,]/)[0]!.trim().toLowerCase();
      return answer.toLowerCase().includes(place);
    }
    default:
      return durationRight(answer, expected);
  }
}

const folded = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The lenient judge of "found" for the two categories CUAD labels by one mention of a value the contract repeats:
 * Document Name (the title on the cover, again in the opening sentence) and Parties (the party block, again above the
 * signatures). A quote elsewhere than the labelled mention still answers the lawyer when it is the same value: for
 * Document Name, the quoted sentence contains CUAD's title (ignoring case and spacing); for Parties, the short answer
 * names CUAD's parties (`shortAnswerRight`). Null for the other categories: only the label's passage counts there.
 */
export function sameValueElsewhere(category: string, quote: string, answer: string, expected: string | undefined): boolean | null {
  if (!expected?.trim()) return null;
  if (category === 'Document Name') return folded(quote).includes(folded(expected));
  if (category === 'Parties') return partiesRight(answer, expected) === true;
  return null;
}
