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
/** Party blocks written as other contracts write them (28q), each counted apart; null where a form does not apply to a paragraph. */
const ROLE = /\(\s*(?:the\s+)?["“]([^"”()]{1,40})["”]\s*\)/g;
const DESCRIPTION = /,\s+an?\s+(?:[A-Z][a-z]+\s+){1,3}(?:corporation|limited\s+liability\s+company|limited\s+partnership|company)\b/g;
const BLOCK_PARAGRAPHS = 25;
const BLOCK_FORMS: Record<string, (text: string) => string | null> = {
  '(hereinafter referred to as "Role")': (text) => (text.search(ROLE) >= 0 ? text.replace(ROLE, (_, role: string) => `(hereinafter referred to as "${role}")`) : null),
  'a company organised under the laws of England and Wales': (text) =>
    text.search(DESCRIPTION) >= 0 ? text.replace(DESCRIPTION, ', a company organised under the laws of England and Wales') : null,
  '… (each a "Party" and together the "Parties")': (text) => {
    const roles = [...text.matchAll(ROLE)];
    if (roles.length < 2 || /["“]Part(?:y|ies)["”]/.test(text)) return null;
    const last = roles[roles.length - 1]!;
    const at = last.index + last[0].length;
    return `${text.slice(0, at)} (each a "Party" and together the "Parties")${text.slice(at)}`;
  },
};
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
  for (const [form, write] of Object.entries(BLOCK_FORMS)) {
    let changed = 0;
    // The party block: the opening paragraphs, where the parties are named and described.
    const paragraphs = document.paragraphs.map((text, index) => {
      const out = index < BLOCK_PARAGRAPHS ? write(text) : null;
      if (out === null || out === text) return text;
      changed += 1;
      return out;
    });
    if (changed === 0) continue;
    const got = ask(paragraphs);
    tally.count(form, shortAnswerRight('Parties', got, expected) === true, () => `${form} | ${contract.title.slice(0, 40)} | expected ${expected} | got ${got}`);
  }
}
console.log(`${contracts.length} contracts (${splits.join(', ')}), ${base} Parties answers right before rewriting`);
tally.print();
