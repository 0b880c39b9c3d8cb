/**
 * A harder check of the date short answers (issue 28, 28s): the train and validation contracts whose Agreement, Effective
 * or Expiration Date answer is right, with every writing of that date in the contract rewritten in another common form
 * (as unseen contracts write dates), answered again and judged against CUAD's answer. A reader fitted to the forms it saw
 * loses answers here; one that reads dates generally keeps them.
 *   SPLITS=train,validation npx tsx bench/offline-quality/robustDates.ts
 */
import { contractsOfSplits, cuadAnswerDates, FormTally } from './robustTally';
import { extractMatrixCellLocally } from '../../activities/src/ai/local/matrixExtraction';
import { readCategories } from '../../activities/src/ai/local/training/cuadData';
import { mapDocument } from '../../activities/src/ai/local/training/paragraphMap';
import { shortAnswerRight } from '../../activities/src/ai/local/training/shortAnswerJudge';
import { findDates } from '../../activities/src/ai/local/contractDates';
import { isoDate } from '../../activities/src/ai/text/dates';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ordinal = (day: number) => `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;
const DAY_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth', 'thirty-first'];
const FORMS: Record<string, (y: number, m: number, d: number) => string> = {
  'January 5, 2010': (y, m, d) => `${MONTHS[m - 1]} ${d}, ${y}`,
  '5 January 2010': (y, m, d) => `${d} ${MONTHS[m - 1]} ${y}`,
  '5th day of January, 2010': (y, m, d) => `${ordinal(d)} day of ${MONTHS[m - 1]}, ${y}`,
  'January 5th, 2010': (y, m, d) => `${MONTHS[m - 1]} ${ordinal(d)}, ${y}`,
  '01/05/2010': (y, m, d) => `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`,
  'JANUARY 5, 2010': (y, m, d) => `${MONTHS[m - 1]!.toUpperCase()} ${d}, ${y}`,
  'Jan. 5, 2010': (y, m, d) => `${MONTHS[m - 1]!.slice(0, 3)}. ${d}, ${y}`,
  '2010-01-05': (y, m, d) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  // Forms added by 28q, counted apart: as British and older contracts write a date.
  '5th January 2010': (y, m, d) => `${ordinal(d)} ${MONTHS[m - 1]} ${y}`,
  '5 Jan 2010': (y, m, d) => `${d} ${MONTHS[m - 1]!.slice(0, 3)} ${y}`,
  'fifth day of January, 2010': (y, m, d) => `${DAY_WORDS[d - 1]} day of ${MONTHS[m - 1]}, ${y}`,
  'January 5 , 2010': (y, m, d) => `${MONTHS[m - 1]} ${d} , ${y}`,
};
/**
 * The words before the date rewritten as other contracts lead to it (28q), each counted apart; the date as written. Each
 * applies to one category's date and only where the words before it are one of the usual leads.
 */
const LEADS: Record<string, { category: string; before: RegExp; write: (lead: string) => string }> = {
  '… shall continue in force until <date>': {
    category: 'Expiration Date',
    before: /\b(expire|terminate|end)(s?)\s+(?:on\s+)?(?:the\s+)?$/i,
    write: (lead) => lead.replace(/\b(expire|terminate|end)(s?)\s+(?:on\s+)?(?:the\s+)?$/i, (_, _verb: string, s: string) => `continue${s} in force until `),
  },
  '… up to and including <date>': {
    category: 'Expiration Date',
    before: /\b(?:until|through|to)\s+(?:and\s+including\s+)?$/i,
    write: (lead) => lead.replace(/\b(?:until|through|to)\s+(?:and\s+including\s+)?$/i, 'up to and including '),
  },
  '… shall commence on <date>': {
    category: 'Effective Date',
    before: /\b(?:shall|will)\s+(?:be(?:come)?\s+)?effective\s+(?:as\s+of|on|from)\s+$/i,
    write: (lead) => lead.replace(/\b(shall|will)\s+(?:be(?:come)?\s+)?effective\s+(?:as\s+of|on|from)\s+$/i, '$1 commence on '),
  },
  '… with effect from <date>': {
    category: 'Effective Date',
    before: /(?<!\b(?:shall|will|be|become|is)\s+)\beffective\s+(?:as\s+of|on|from)\s+(?:the\s+)?$/i,
    write: (lead) => lead.replace(/\beffective\s+(?:as\s+of|on|from)\s+(?:the\s+)?$/i, 'with effect from '),
  },
  '… made on <date> (agreement date)': {
    category: 'Agreement Date',
    before: /\b(?:made\s+and\s+)?(?:entered\s+into|made)\s+(?:effective\s+)?(?:as\s+of|on)\s+(?:this\s+|the\s+)?$/i,
    write: (lead) => lead.replace(/\b(?:made\s+and\s+)?(?:entered\s+into|made)\s+(?:effective\s+)?(?:as\s+of|on)\s+(?:this\s+|the\s+)?$/i, 'made on '),
  },
  '… dated <date> (agreement date)': {
    category: 'Agreement Date',
    before: /\bdated\s+(?:as\s+of\s+)?(?:this\s+|the\s+)?$/i,
    write: (lead) => lead.replace(/\bdated\s+(?:as\s+of\s+)?(?:this\s+|the\s+)?$/i, 'dated '),
  },
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
    const wanted = cuadAnswerDates(expected);
    if (!wanted.size) continue;
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
    for (const [form, lead] of Object.entries(LEADS)) {
      if (lead.category !== category) continue;
      let changed = 0;
      const paragraphs = document.paragraphs.map((text) => {
        let out = text;
        for (const date of findDates(text).reverse()) {
          const iso = isoDate(date.value);
          if (!iso || !wanted.has(iso) || !lead.before.test(out.slice(0, date.index))) continue;
          const written = lead.write(out.slice(0, date.index));
          if (written === out.slice(0, date.index)) continue;
          out = written + out.slice(date.index);
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
