/**
 * A harder check of the Governing Law short answers (issue 28, 28s): the train/validation contracts whose Governing Law
 * answer is right, with the clause's law rewritten the way other contracts write it ("New York law", "the laws of New
 * York, without regard to its conflict of laws principles", "the laws in force in New York", "construed in accordance
 * with the laws of …" without "governed"), answered again and judged against CUAD's answer. A reader fitted to the
 * wordings it saw loses answers here.
 *   SPLITS=validation npx tsx bench/offline-quality/robustLaw.ts
 */
import { contractsOfSplits, FormTally } from './robustTally';
import { extractMatrixCellLocally } from '../../activities/src/ai/local/matrixExtraction';
import { readCategories } from '../../activities/src/ai/local/training/cuadData';
import { mapDocument } from '../../activities/src/ai/local/training/paragraphMap';
import { shortAnswerRight } from '../../activities/src/ai/local/training/shortAnswerJudge';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "the laws of the State of New York", "the internal laws of Delaware": the law as the clause names it. */
const lawOf = (place: string) =>
  new RegExp(
    // Only where the text speaks of governing or construing, never "organized and existing under the laws of …".
    String.raw`(?<=\b(?:govern|constru|interpret|accordance|subject\s+to)[^.;]{0,200}?)(?<!(?:organi[sz]ed|incorporated|existing|formed)\s+under\s+)\b(?:the\s+)?(?:internal\s+|substantive\s+|domestic\s+)?laws?\s+(?:of|in\s+force\s+in)\s+(?:the\s+)?(?:(?:State|Commonwealth|Province|Republic)\s+of\s+)?${escape(place).replace(/\s+/g, '\\s+')}\b`,
    'i',
  );
const GOVERNED = /\bgoverned\s+by(?:,?\s+and\s+(?:shall\s+be\s+)?(?:construed|interpreted|enforced)(?:(?:,\s*|\s+and\s+)(?:construed|interpreted|enforced))*\s+(?:in\s+accordance\s+with|under))?/i;

/** Each form rewrites a paragraph that names the law; null where it does not apply to it. */
const FORMS: Record<string, (text: string, place: string) => string | null> = {
  'New York law': (text, place) => (lawOf(place).test(text) ? text.replace(lawOf(place), `${place} law`) : null),
  'laws of New York, without regard to conflict of laws': (text, place) =>
    lawOf(place).test(text) ? text.replace(lawOf(place), `the laws of ${place}, without regard to its conflict of laws principles`) : null,
  'laws in force in New York': (text, place) => (lawOf(place).test(text) ? text.replace(lawOf(place), `the laws in force in ${place}`) : null),
  'construed in accordance with (no "governed")': (text, place) => (lawOf(place).test(text) && GOVERNED.test(text) ? text.replace(GOVERNED, 'construed in accordance with') : null),
  // Forms added by 28q, counted apart.
  'laws of the Commonwealth of New York': (text, place) => (lawOf(place).test(text) ? text.replace(lawOf(place), `the laws of the Commonwealth of ${place}`) : null),
  'the law of New York (singular)': (text, place) => (lawOf(place).test(text) ? text.replace(lawOf(place), `the law of ${place}`) : null),
  'subject to and construed under the laws of New York': (text, place) =>
    lawOf(place).test(text) && GOVERNED.test(text) ? text.replace(GOVERNED, 'subject to and construed under') : null,
  'the laws of New York shall apply': (text, place) => {
    const governs = new RegExp(
      String.raw`\b(?:This|this|The|the)\s+Agreement\s+(?:shall\s+be|is|will\s+be)\s+${GOVERNED.source}\s+(?:the\s+)?(?:internal\s+|substantive\s+|domestic\s+)?laws?\s+of\s+(?:the\s+)?(?:(?:State|Commonwealth|Province|Republic)\s+of\s+)?${escape(place).replace(/\s+/g, '\\s+')}\b`,
      'i',
    );
    return governs.test(text) ? text.replace(governs, `The laws of ${place} shall apply to this Agreement`) : null;
  },
};

const { splits, directory, contracts } = contractsOfSplits('validation');
const { description } = readCategories(directory).find(({ category }) => category === 'Governing Law')!;
const tally = new FormTally();
let base = 0;
for (const contract of contracts) {
  const document = mapDocument(contract.text);
  if (!document) continue;
  const expected = contract.answers['Governing Law'];
  const ask = (paragraphs: string[]) => extractMatrixCellLocally({ query: description, columnName: 'Governing Law', documentName: contract.title, paragraphs }).refineResult;
  if (shortAnswerRight('Governing Law', ask(document.paragraphs), expected) !== true) continue;
  // The place as CUAD names it ("New York"), which the judge looks for in the answer.
  const place = expected!.split(/[;,]/)[0]!.trim();
  base += 1;
  for (const [form, write] of Object.entries(FORMS)) {
    let changed = 0;
    const paragraphs = document.paragraphs.map((text) => {
      if (!/\bgovern|\bconstrued|\blaws?\b/i.test(text)) return text;
      const out = write(text, place);
      if (out === null || out === text) return text;
      changed += 1;
      return out;
    });
    if (changed === 0) continue;
    const got = ask(paragraphs);
    tally.count(form, shortAnswerRight('Governing Law', got, expected) === true, () => `${form} | ${contract.title.slice(0, 40)} | expected ${expected} | got ${got}`);
  }
}
console.log(`${contracts.length} contracts (${splits.join(', ')}), ${base} Governing Law answers right before rewriting`);
tally.print();
