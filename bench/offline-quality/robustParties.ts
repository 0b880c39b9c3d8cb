/**
 * A harder check of the Parties short answers (issue 28, 28s): the train/validation contracts whose Parties answer is right,
 * with every company's legal form rewritten as other jurisdictions write it (as unseen contracts do), answered again and
 * judged against CUAD's answer (the judge ignores legal forms). A reader fitted to the forms it saw loses answers here.
 *   SPLITS=validation npx tsx bench/offline-quality/robustParties.ts
 */
import { contractsOfSplits, FormTally } from './robustTally';
import { extractMatrixCellLocally } from '../../activities/src/ai/local/matrixExtraction';
import { readCategories } from '../../activities/src/ai/local/training/cuadData';
import { mapDocument } from '../../activities/src/ai/local/training/paragraphMap';
import { shortAnswerRight } from '../../activities/src/ai/local/training/shortAnswerJudge';

const LEGAL = /(,?)\s(?:Inc\.|INC\.|Inc\b|INC\b|Corporation|CORPORATION|Corp\.|CORP\.|L\.L\.C\.|LLC|Ltd\.|LTD\.|Limited|LIMITED)(?![\p{L}])/gu;
const FORMS = ['GmbH', 'S.A.', 'Pty Ltd', 'S.r.l.', 'B.V.', 'Sdn. Bhd.', 'Oy', 'S.A.S.', 'K.K.', 'PLLC', 'LLP', 'N.V.'];
const { splits, directory, contracts } = contractsOfSplits('validation');
const { description } = readCategories(directory).find(({ category }) => category === 'Parties')!;
const tally = new FormTally();
let base = 0;
for (const contract of contracts) {
  const document = mapDocument(contract.text);
  if (!document) continue;
  const expected = contract.answers.Parties;
  const ask = (paragraphs: string[]) => extractMatrixCellLocally({ query: description, columnName: 'Parties', documentName: contract.title, paragraphs }).refineResult;
  if (shortAnswerRight('Parties', ask(document.paragraphs), expected) !== true) continue;
  base += 1;
  for (const form of FORMS) {
    let changed = 0;
    const paragraphs = document.paragraphs.map((text) => text.replace(LEGAL, (_, comma: string) => ((changed += 1), `${comma} ${form}`)));
    if (changed === 0) continue;
    const got = ask(paragraphs);
    tally.count(form, shortAnswerRight('Parties', got, expected) === true, () => `${form} | ${contract.title.slice(0, 40)} | expected ${expected} | got ${got}`);
  }
}
console.log(`${contracts.length} contracts (${splits.join(', ')}), ${base} Parties answers right before rewriting`);
tally.print();
