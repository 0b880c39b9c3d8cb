/**
 * A harder check of the term short answers (issue 28, 28s): the train/validation contracts whose Renewal Term, Notice
 * Period To Terminate Renewal or (computed from a duration) Expiration Date answer is right, with every writing of that
 * duration in the contract rewritten the way unseen contracts write it ("three (3) years", "thirty-six (36) months",
 * "successive one-year periods", "an additional twelve (12) month term"), answered again and judged against CUAD's
 * answer. A reader fitted to the forms it saw loses answers here; one that reads durations generally keeps them.
 *   SPLITS=validation npx tsx bench/offline-quality/robustTerms.ts
 */
import { contractsOfSplits, FormTally } from './robustTally';
import { extractMatrixCellLocally } from '../../activities/src/ai/local/matrixExtraction';
import { readCategories } from '../../activities/src/ai/local/training/cuadData';
import { mapDocument } from '../../activities/src/ai/local/training/paragraphMap';
import { shortAnswerRight } from '../../activities/src/ai/local/training/shortAnswerJudge';
import { durationsIn, plainDuration } from '../../activities/src/ai/local/finder/clauseAnswers';
import { findDurations } from '../../activities/src/ai/text/values';

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** 36 → "thirty-six"; null past 99 (the check leaves such a duration as written). */
const inWords = (n: number) => (n < 20 ? ONES[n]! : n < 100 ? `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}` : null);

type Unit = 'day' | 'month' | 'year';
/** A duration as its count and unit ("ninety (90) days" → 90 day), in months where it is a whole number of years. */
function reading(value: string): { count: number; unit: Unit } | null {
  const match = /^(\d+) (?:\w+ )?(day|week|month|year)s?$/.exec(plainDuration(value));
  if (!match) return null;
  const count = Number(match[1]);
  return match[2] === 'week' ? { count: count * 7, unit: 'day' } : { count, unit: match[2] as Unit };
}
const plural = (count: number, unit: Unit) => `${unit}${count === 1 ? '' : 's'}`;

/** The rewritten forms of a duration; null where a form does not apply to it. */
const FORMS: Record<string, (count: number, unit: Unit, written: string) => string | null> = {
  'three (3) years': (count, unit) => (inWords(count) ? `${inWords(count)} (${count}) ${plural(count, unit)}` : null),
  'three years': (count, unit) => (inWords(count) ? `${inWords(count)} ${plural(count, unit)}` : null),
  'thirty-six (36) months': (count, unit) => (unit === 'year' && inWords(count * 12) ? `${inWords(count * 12)} (${count * 12}) months` : unit === 'month' && count % 12 === 0 ? `${inWords(count / 12)} (${count / 12}) ${plural(count / 12, 'year')}` : null),
  'one-year period': (count, unit) => (inWords(count) ? `${inWords(count)}-${unit} period` : null),
  'twelve (12) month term': (count, unit) => (unit === 'year' && inWords(count * 12) ? `${inWords(count * 12)} (${count * 12}) month term` : inWords(count) ? `${inWords(count)} (${count}) ${unit} term` : null),
  // Forms added by 28q, counted apart: the duration kept, the words around it as other contracts write them.
  'a period of three (3) years': (count, unit, written) => (inWords(count) && !/\bperiod\b/i.test(written) ? `a period of ${inWords(count)} (${count}) ${plural(count, unit)}` : null),
  // The duration as written; the sentence that states it ends "…, unless sooner terminated as provided herein." (below).
  '…, unless sooner terminated as provided herein.': (_count, _unit, written) => written,
};
/** Forms that only make sense for a term, never for a notice period. */
const TERM_ONLY = new Set(['…, unless sooner terminated as provided herein.']);
/** The end of the sentence or clause a duration is in: a full stop or semicolon before a space or the paragraph's end. */
const CLAUSE_END = /[.;](?=\s|$)/;

const CATEGORIES = ['Renewal Term', 'Notice Period To Terminate Renewal', 'Expiration Date'];
const { splits, directory, contracts } = contractsOfSplits('validation');
const categories = readCategories(directory).filter(({ category }) => CATEGORIES.includes(category));
const tally = new FormTally();
let base = 0;
for (const contract of contracts) {
  const document = mapDocument(contract.text);
  if (!document) continue;
  for (const { category, description } of categories) {
    const expected = contract.answers[category];
    const ask = (paragraphs: string[]) => extractMatrixCellLocally({ query: description, columnName: category, documentName: contract.title, paragraphs }).refineResult;
    const answer = ask(document.paragraphs);
    if (shortAnswerRight(category, answer, expected) !== true) continue;
    // The duration the answer rests on: CUAD's for a renewal or a notice, the one an expiry is computed from.
    const source = category === 'Expiration Date' ? (/computed: (\d+ (?:\w+ )?(?:day|week|month|year)s?) from\b/.exec(answer)?.[1] ?? null) : findDurations(expected!)[0]?.value;
    const wanted = source ? reading(source) : null;
    if (!wanted) continue;
    base += 1;
    for (const [form, write] of Object.entries(FORMS)) {
      if (category === 'Notice Period To Terminate Renewal' && TERM_ONLY.has(form)) continue;
      let changed = 0;
      const paragraphs = document.paragraphs.map((text) => {
        let out = text;
        for (const found of durationsIn(text).reverse()) {
          const read = reading(found.value);
          if (!read || read.count !== wanted.count || read.unit !== wanted.unit) continue;
          // The writing as the text has it (durationsIn blanks words such as "full" inside it, keeping its length).
          const written = findDurations(text.slice(found.index)).find((other) => other.index === 0)?.value;
          if (!written || !text.startsWith(written, found.index)) continue;
          const rewritten = write(wanted.count, wanted.unit, written);
          // A notice is no term: "thirty (30) day term prior to the end" is written by no contract.
          if (!rewritten || (category === 'Notice Period To Terminate Renewal' && /\bterm$/.test(rewritten))) continue;
          // "for 3 years" → "for a period of three (3) years"; not "notice … of at least 3 months".
          if (form === 'a period of three (3) years' && !/\bfor\s+$/i.test(out.slice(0, found.index))) continue;
          const after = out.slice(found.index + written.length);
          if (TERM_ONLY.has(form)) {
            const end = after.search(CLAUSE_END);
            if (end < 0 || /\bunless\s+(?:sooner|earlier)\s+terminated\b/i.test(after.slice(0, end))) continue;
            out = `${out.slice(0, found.index + written.length)}${after.slice(0, end).replace(/,\s*$/, '')}, unless sooner terminated as provided herein${after.slice(end)}`;
            changed += 1;
            continue;
          }
          const replacement = /\bperiod$/i.test(written) && !/\b(?:period|term)$/.test(rewritten) ? `${rewritten} period` : rewritten;
          out = out.slice(0, found.index) + replacement + after;
          changed += 1;
        }
        return out;
      });
      if (changed === 0) continue;
      const got = ask(paragraphs);
      tally.count(form, shortAnswerRight(category, got, expected) === true, () => `${form} | ${category} | ${contract.title.slice(0, 40)} | expected ${expected} | got ${got}`);
    }
  }
}
console.log(`${contracts.length} contracts (${splits.join(', ')}), ${base} term answers right before rewriting`);
tally.print();
