/**
 * A harder check of forms with blanks (issue 28, 28s): for the train/validation contracts whose Parties answer names two
 * or more parties with roles, the second party's name is blanked ("_______________") wherever the contract writes it,
 * as a form leaves it; the answer should then keep that party by its role, said to be left blank, and still name the first.
 *   SPLITS=validation,train npx tsx bench/offline-quality/robustBlanks.ts
 */
import { SHORT_ANSWER_TEXTS } from '@arcline/shared';
import { contractsOfSplits } from './robustTally';
import { extractMatrixCellLocally } from '../../activities/src/ai/local/matrixExtraction';
import { readCategories } from '../../activities/src/ai/local/training/cuadData';
import { mapDocument } from '../../activities/src/ai/local/training/paragraphMap';

const { directory, contracts } = contractsOfSplits('validation');
const { description } = readCategories(directory).find(({ category }) => category === 'Parties')!;
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
