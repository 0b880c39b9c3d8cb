/**
 * A harder check of the date short answers (issue 28, 28s): the train and validation contracts whose Agreement, Effective
 * or Expiration Date answer is right, with every writing of that date in the contract rewritten in another common form
 * (as unseen contracts write dates), answered again and judged against CUAD's answer. A reader fitted to the forms it saw
 * loses answers here; one that reads dates generally keeps them.
 *   SPLITS=train,validation npx tsx bench/offline-quality/robustDates.ts
 */
import { contractsOfSplits, FormTally } from './robustTally';
import { extractMatrixCellLocally } from '../../activities/src/ai/local/matrixExtraction';
import { readCategories } from '../../activities/src/ai/local/training/cuadData';
import { mapDocument } from '../../activities/src/ai/local/training/paragraphMap';
import { shortAnswerRight } from '../../activities/src/ai/local/training/shortAnswerJudge';
import { findDates } from '../../activities/src/ai/local/contractDates';
import { isoDate } from '../../activities/src/ai/text/dates';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ordinal = (day: number) => `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;
const FORMS: Record<string, (y: number, m: number, d: number) => string> = {
  'January 5, 2010': (y, m, d) => `${MONTHS[m - 1]} ${d}, ${y}`,
  '5 January 2010': (y, m, d) => `${d} ${MONTHS[m - 1]} ${y}`,
  '5th day of January, 2010': (y, m, d) => `${ordinal(d)} day of ${MONTHS[m - 1]}, ${y}`,
  'January 5th, 2010': (y, m, d) => `${MONTHS[m - 1]} ${ordinal(d)}, ${y}`,
  '01/05/2010': (y, m, d) => `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`,
  'JANUARY 5, 2010': (y, m, d) => `${MONTHS[m - 1]!.toUpperCase()} ${d}, ${y}`,
  'Jan. 5, 2010': (y, m, d) => `${MONTHS[m - 1]!.slice(0, 3)}. ${d}, ${y}`,
  '2010-01-05': (y, m, d) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
};
const { splits, directory, contracts } = contractsOfSplits('train,validation');
const categories = readCategories(directory).filter(({ category }) => ['Agreement Date', 'Effective Date', 'Expiration Date'].includes(category));
const tally = new FormTally();
let base = 0;
for (const contract of contracts) {
  const document = mapDocument(contract.text);
  if (!document) continue;
  for (const { category, description } of categories) {
    const expected = contract.answers[category];
    const ask = (paragraphs: string[]) => extractMatrixCellLocally({ query: description, columnName: category, documentName: contract.title, paragraphs }).refineResult;
    if (shortAnswerRight(category, ask(document.paragraphs), expected) !== true) continue;
    base += 1;
    // The dates in the contract that are CUAD's answer (either century for a two-digit year).
    const wanted = new Set<string>();
    const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\s*$/.exec(expected!);
    if (!match) continue;
    for (const year of match[3]!.length === 2 ? [1900 + Number(match[3]), 2000 + Number(match[3])] : [Number(match[3])]) wanted.add(`${year}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`);
    for (const [form, write] of Object.entries(FORMS)) {
      let changed = 0;
      const paragraphs = document.paragraphs.map((text) => {
        let out = text;
        for (const date of findDates(text).reverse()) {
          const iso = isoDate(date.value);
          if (!iso || !wanted.has(iso)) continue;
          const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
          const written = date.written ?? date.value;
          out = out.slice(0, date.index) + write(y, m, d) + out.slice(date.index + written.length);
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
console.log(`${contracts.length} contracts (${splits.join(', ')}), ${base} date answers right before rewriting`);
tally.print();
