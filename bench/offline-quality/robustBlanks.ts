/**
 * A harder check of forms with blanks (issue 28, 28s): for the train/validation contracts whose Parties answer names two
 * or more parties with roles, the second party's name is blanked ("_______________") wherever the contract writes it,
 * as a form leaves it; the answer should then keep that party by its role, said to be left blank, and still name the first.
 * Then (28q) the same for dates: for the contracts whose Agreement Date or Effective Date answer is right, that date is
 * blanked wherever the contract writes it ("the _____ day of ____________, 2010"), as a form leaves it; the answer should
 * say it is left blank (`SHORT_ANSWER_TEXTS.blankDate`), never give another date of the contract.
 *   SPLITS=validation,train npx tsx bench/offline-quality/robustBlanks.ts
 */
import { SHORT_ANSWER_TEXTS } from '@arcline/shared';
import { contractsOfSplits, cuadAnswerDates } from './robustTally';
import { extractMatrixCellLocally } from '../../activities/src/ai/local/matrixExtraction';
import { readCategories } from '../../activities/src/ai/local/training/cuadData';
import { mapDocument } from '../../activities/src/ai/local/training/paragraphMap';
import { shortAnswerRight } from '../../activities/src/ai/local/training/shortAnswerJudge';
import { findDates } from '../../activities/src/ai/local/contractDates';
import { isoDate } from '../../activities/src/ai/text/dates';

const { directory, contracts } = contractsOfSplits('validation');
const categories = readCategories(directory);
const { description } = categories.find(({ category }) => category === 'Parties')!;
let of = 0;
let kept = 0;
const lost: string[] = [];
for (const contract of contracts) {
  const document = mapDocument(contract.text);
  if (!document) continue;
  const ask = (paragraphs: string[]) => extractMatrixCellLocally({ query: description, columnName: 'Parties', documentName: contract.title, paragraphs }).refineResult;
  const entries = ask(document.paragraphs).split('; ').map((entry) => /^(.+?) \("([^"]+)"\)$/.exec(entry)).filter((m) => m !== null);
  if (entries.length < 2) continue;
  const [first, second] = [entries[0]!, entries[1]!];
  if (!document.paragraphs.some((text) => text.includes(second[1]!)) || first[1]!.includes(second[1]!) || second[1]!.includes(first[1]!)) continue;
  of += 1;
  const got = ask(document.paragraphs.map((text) => text.split(second[1]!).join('_______________')));
  const ok = got.includes(`${SHORT_ANSWER_TEXTS.blankParty} ("${second[2]}")`) && got.includes(first[1]!);
  if (ok) kept += 1;
  else if (process.env.SHOW_LOST) lost.push(`${contract.title.slice(0, 40)} | blanked ${second[1]} | got ${got.slice(0, 300)}`);
}
console.log(`blank second party kept by its role, first still named: ${kept}/${of} (${((100 * kept) / of).toFixed(1)} %)`);
if (lost.length) console.log(lost.join('\n'));

const DATE_CATEGORIES = categories.filter(({ category }) => ['Agreement Date', 'Effective Date'].includes(category));
let datesOf = 0;
let datesKept = 0;
const datesLost: string[] = [];
for (const contract of contracts) {
  const document = mapDocument(contract.text);
  if (!document) continue;
  for (const { category, description: query } of DATE_CATEGORIES) {
    const expected = contract.answers[category];
    const ask = (paragraphs: string[]) => extractMatrixCellLocally({ query, columnName: category, documentName: contract.title, paragraphs }).refineResult;
    const wanted = cuadAnswerDates(expected);
    if (!wanted.size || shortAnswerRight(category, ask(document.paragraphs), expected) !== true) continue;
    let changed = 0;
    const paragraphs = document.paragraphs.map((text) => {
      let out = text;
      for (const date of findDates(text).reverse()) {
        const iso = isoDate(date.value);
        if (!iso || !wanted.has(iso)) continue;
        const before = out.slice(0, date.index);
        out = `${before}${/\b(?:the|this)\s+$/i.test(before) ? '' : 'the '}_____ day of ____________, ${iso.slice(0, 4)}${out.slice(date.index + (date.written ?? date.value).length)}`;
        changed += 1;
      }
      return out;
    });
    if (changed === 0) continue;
    datesOf += 1;
    const got = ask(paragraphs);
    if (got === SHORT_ANSWER_TEXTS.blankDate) datesKept += 1;
    else if (process.env.SHOW_LOST) datesLost.push(`${category} | ${contract.title.slice(0, 40)} | expected ${expected} | got ${got.slice(0, 200)}`);
  }
}
console.log(`date left blank in a form, said so: ${datesKept}/${datesOf} (${((100 * datesKept) / datesOf).toFixed(1)} %)`);
if (datesLost.length) console.log(datesLost.join('\n'));
