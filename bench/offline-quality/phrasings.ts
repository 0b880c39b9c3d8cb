/**
 * The offline engine on columns worded two ways: CUAD's (named after the category, asking CUAD's description) and a
 * lawyer's own (the held-out phrasings of `question/testdata/heldOutPhrasings.ts`, which the question classifier never
 * trains on; contract i gets the category's phrasing i mod n). Every contract of the split × every category, through the
 * engine's matrix extraction and the provider's quote verification, in process. Per category and phrasing: clause
 * found (the quote overlaps a lawyer's label; for the six categories CUAD does not label, a person's hand label where
 * the contract is hand-labelled, else the weak labels, and a table of the six on the hand-labelled contracts alone;
 * "Not found" also without the absences only the weak labels claim, since they miss clauses), found as a
 * lawyer would judge it for Document Name and Parties (another mention of the same title or parties counts:
 * `sameValueElsewhere`), "Not found" where the contract lacks it, the short answer right (against CUAD's normalised answer, for the categories whose
 * answer is a value), short answers well formed (not cut mid-sentence, not the passage itself), quotes verbatim; and
 * for Parties, a precision figure apart: the answers that name a party CUAD's lawyers do not (`partiesPrecision`).
 *
 *   npx tsx bench/offline-quality/phrasings.ts                              # validation split, held-out phrasings
 *   OFFLINE_QUALITY_SPLIT=test npx tsx bench/offline-quality/phrasings.ts  # the split never tuned on
 *   PHRASINGS=development npx tsx bench/offline-quality/phrasings.ts       # the phrasings looked at while developing
 *   CLAUSE_MODEL_FILE=/tmp/model.json npx tsx bench/offline-quality/phrasings.ts  # a model trained elsewhere
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { NOT_FOUND } from '../../activities/src/ai/types';
import { parseHighlighted } from '../../activities/src/ai/quotes';
import { verifyMatrixReference } from '../../activities/src/ai/verification';
import { extractMatrixCellLocally } from '../../activities/src/ai/local/matrixExtraction';
import { DEVELOPMENT_PHRASINGS, HELD_OUT_PHRASINGS } from '../../activities/src/ai/local/question/testdata/heldOutPhrasings';
import { parsePhrasing } from '../../activities/src/ai/local/question/questionClassifier';
import { useClauseModelFile } from '../../activities/src/ai/local/finder/clauseModel';
import { cuadTrainDirectory, readCategories, readContracts, splitOf, type SplitName } from '../../activities/src/ai/local/training/cuadData';
import { mapDocument, originalSpan, overlapsLabel } from '../../activities/src/ai/local/training/paragraphMap';
import { partiesPrecision, sameValueElsewhere, shortAnswerRight } from '../../activities/src/ai/local/training/shortAnswerJudge';
import { WEAK_CATEGORIES } from '../../activities/src/ai/local/training/weakLabels';
import { clauseLabels } from '../../activities/src/ai/local/training/clauseLabels';

/** A quote this short is a value on its own line (a title, "Dated: May 1, 2019"), which the answer may repeat. */
const SHORT_QUOTE_CHARS = 60;
if (process.env.CLAUSE_MODEL_FILE) useClauseModelFile(process.env.CLAUSE_MODEL_FILE);
const split = (process.env.OFFLINE_QUALITY_SPLIT ?? 'validation') as SplitName;
const ownWords = process.env.PHRASINGS === 'development' ? DEVELOPMENT_PHRASINGS : HELD_OUT_PHRASINGS;
const only = process.env.CATEGORIES?.split(',');
const directory = cuadTrainDirectory();
const categories = [...readCategories(directory), ...WEAK_CATEGORIES]
  .map(({ category, description }) => ({ category, description: description.replace(/\s+/g, ' ').trim() }))
  .filter(({ category }) => !only || only.includes(category));
const contracts = readContracts(path.join(directory, 'contracts.jsonl.gz')).filter((contract) => splitOf(contract.title) === split);

interface Figures {
  present: number;
  found: number;
  /** Found, or another mention of the same title or parties quoted (`sameValueElsewhere`). */
  foundSameValue: number;
  /** Of `absent` and `honest`: the cells whose absence only the weak labels say (one of the six, no hand labels). */
  absentWeakOnly: number;
  honestWeakOnly: number;
  /** Of `present` and `found`: the cells whose clause only the weak labels mark (one of the six, no hand labels). */
  presentWeakOnly: number;
  foundWeakOnly: number;
  absent: number;
  honest: number;
  judged: number;
  right: number;
  answered: number;
  wellFormed: number;
  verbatim: number;
}
const empty = (): Figures => ({ present: 0, found: 0, foundSameValue: 0, absentWeakOnly: 0, honestWeakOnly: 0, presentWeakOnly: 0, foundWeakOnly: 0, absent: 0, honest: 0, judged: 0, right: 0, answered: 0, wellFormed: 0, verbatim: 0 });
const phrasings = ['CUAD', 'own words'] as const;
const figures = new Map(categories.map(({ category }) => [category, { CUAD: empty(), 'own words': empty() }]));
/** The six categories CUAD does not label, on the contracts a person labelled (judged by the hand labels). */
const weakNames = new Set(WEAK_CATEGORIES.map(({ category }) => category));
const handFigures = new Map(categories.filter(({ category }) => weakNames.has(category)).map(({ category }) => [category, { CUAD: empty(), 'own words': empty() }]));
let handContracts = 0;
const wrong: string[] = [];
/**
 * The precision view of Parties (`partiesPrecision`), apart from "short answer right", which counts an answer right
 * when it names every expected party, spurious extras or not: of the answers judged, those naming a party CUAD's
 * lawyers do not, and of the parties named, how many are such.
 */
const partiesPrecisionFigures = { CUAD: { answers: 0, withSpurious: 0, named: 0, spurious: 0 }, 'own words': { answers: 0, withSpurious: 0, named: 0, spurious: 0 } };
let cells = 0;
let elapsed = 0;

contracts.forEach((contract, index) => {
  const document = mapDocument(contract.text);
  if (!document) return;
  const { clauses, handLabelled } = clauseLabels(contract, document);
  if (handLabelled) handContracts += 1;
  for (const { category, description } of categories) {
    const own = ownWords[category]!;
    const columns = { CUAD: { name: category, question: description }, 'own words': parsePhrasing(own[index % own.length]!) };
    for (const phrasing of phrasings) {
      const column = columns[phrasing];
      const started = performance.now();
      const cell = extractMatrixCellLocally({ query: column.question, columnName: column.name, documentName: contract.title, paragraphs: document.paragraphs });
      const check = verifyMatrixReference(cell.referenceResult, document.paragraphs);
      elapsed += performance.now() - started;
      cells += 1;
      const targets = [figures.get(category)![phrasing], ...(handLabelled && handFigures.has(category) ? [handFigures.get(category)![phrasing]] : [])];
      const labels = clauses.filter((clause) => clause.category === category);
      const answered = cell.refineResult !== NOT_FOUND && cell.source !== null;
      if (answered) {
        for (const target of targets) target.answered += 1;
        if (check.note === null && check.referenceResult) for (const target of targets) target.verbatim += 1;
        const quote = parseHighlighted(cell.referenceResult).quote;
        if (!cell.refineResult.endsWith('…') && (quote.trim().length <= SHORT_QUOTE_CHARS || cell.refineResult.trim() !== quote.trim())) for (const target of targets) target.wellFormed += 1;
      }
      if (labels.length === 0) {
        for (const target of targets) target.absent += 1;
        if (!answered) for (const target of targets) target.honest += 1;
        if (weakNames.has(category) && !handLabelled) {
          for (const target of targets) target.absentWeakOnly += 1;
          if (!answered) for (const target of targets) target.honestWeakOnly += 1;
        }
        continue;
      }
      for (const target of targets) target.present += 1;
      const overlaps = answered && overlapsLabel(originalSpan(document, cell.source!.paragraph, cell.source!), labels);
      if (overlaps) for (const target of targets) target.found += 1;
      if (weakNames.has(category) && !handLabelled) {
        for (const target of targets) target.presentWeakOnly += 1;
        if (overlaps) for (const target of targets) target.foundWeakOnly += 1;
      }
      if (overlaps || (answered && sameValueElsewhere(category, parseHighlighted(cell.referenceResult).quote, cell.refineResult, contract.answers[category]))) {
        for (const target of targets) target.foundSameValue += 1;
      }
      const right = shortAnswerRight(category, answered ? cell.refineResult : '', contract.answers[category]);
      if (right !== null) {
        for (const target of targets) target.judged += 1;
        if (right) for (const target of targets) target.right += 1;
        else if (process.env.SHOW_WRONG) wrong.push(`${phrasing} | ${category} | ${contract.title.slice(0, 40)} | expected ${contract.answers[category]} | got ${cell.refineResult}`);
      }
      const precision = category === 'Parties' ? partiesPrecision(answered ? cell.refineResult : '', contract.answers[category]) : null;
      if (precision) {
        const target = partiesPrecisionFigures[phrasing];
        target.answers += 1;
        target.named += precision.named;
        target.spurious += precision.spurious.length;
        if (precision.spurious.length > 0) {
          target.withSpurious += 1;
          if (process.env.SHOW_WRONG) wrong.push(`${phrasing} | Parties (spurious: ${precision.spurious.join('; ')}) | ${contract.title.slice(0, 40)} | expected ${contract.answers[category]} | got ${cell.refineResult}`);
        }
      }
    }
  }
});

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(0)} %`);
const cellOf = (part: number, whole: number) => `${part}/${whole} (${percent(part, whole)})`;
const row = (name: string, phrasing: string, f: Figures) =>
  `| ${name} | ${phrasing} | ${cellOf(f.found, f.present)} | ${cellOf(f.foundSameValue, f.present)} | ${cellOf(f.honest, f.absent)} | ${cellOf(f.right, f.judged)} | ${cellOf(f.wellFormed, f.answered)} | ${f.verbatim}/${f.answered} |`;

console.log(`${contracts.length} contracts of the ${split} split × ${categories.length} categories × 2 wordings = ${cells} cells (own words: ${process.env.PHRASINGS ?? 'held-out'} phrasings)\n`);
console.log(
  '| category | columns worded | found (quote overlaps the label) | found, or the same title or parties quoted elsewhere | "Not found" where absent | short answer right | short answer well formed | quotes verbatim |',
);
console.log('|---|---|---|---|---|---|---|---|');
const totals = { CUAD: empty(), 'own words': empty() };
for (const [category, byPhrasing] of figures) {
  for (const phrasing of phrasings) {
    console.log(row(category, phrasing, byPhrasing[phrasing]));
    for (const key of Object.keys(totals[phrasing]) as (keyof Figures)[]) totals[phrasing][key] += byPhrasing[phrasing][key];
  }
}
for (const phrasing of phrasings) console.log(row('**overall**', phrasing, totals[phrasing]));
// The weak labels are precise but miss clauses (recall 44-95 % against the hand labels, handLabels/README.md): a clause
// they find is there, but a contract they find nothing in may well have it. "Not found" is also given without those cells.
for (const phrasing of phrasings) {
  const f = totals[phrasing];
  console.log(
    `"Not found" where absent, ${phrasing}, absence judged only by CUAD's lawyers or the hand labels (not by the weak labels): ` +
      `${cellOf(f.honest - f.honestWeakOnly, f.absent - f.absentWeakOnly)}`,
  );
  // Likewise found: a quote of a clause the weak labels missed (a payment clause without "Payment Terms" above it) is
  // judged a miss against them, so found is also given on the labels a person made (CUAD's lawyers, the hand labels).
  console.log(
    `found where present, ${phrasing}, presence judged only by CUAD's lawyers or the hand labels (not by the weak labels): ` +
      `${cellOf(f.found - f.foundWeakOnly, f.present - f.presentWeakOnly)}`,
  );
}
if (figures.has('Parties')) {
  for (const phrasing of phrasings) {
    const f = partiesPrecisionFigures[phrasing];
    console.log(
      `Parties precision, ${phrasing}: answers naming a party CUAD does not ${cellOf(f.withSpurious, f.answers)}; ` +
        `spurious parties ${cellOf(f.spurious, f.named)} of the parties named (precision ${percent(f.named - f.spurious, f.named)})`,
    );
  }
}
if (handContracts > 0 && handFigures.size > 0) {
  console.log(`\nThe six categories CUAD does not label, on the ${handContracts} hand-labelled contracts of the ${split} split (judged by the hand labels):\n`);
  console.log('| category | columns worded | found (quote overlaps the label) | found, or the same title or parties quoted elsewhere | "Not found" where absent | short answer right | short answer well formed | quotes verbatim |');
  console.log('|---|---|---|---|---|---|---|---|');
  const handTotals = { CUAD: empty(), 'own words': empty() };
  for (const [category, byPhrasing] of handFigures) {
    for (const phrasing of phrasings) {
      console.log(row(category, phrasing, byPhrasing[phrasing]));
      for (const key of Object.keys(handTotals[phrasing]) as (keyof Figures)[]) handTotals[phrasing][key] += byPhrasing[phrasing][key];
    }
  }
  for (const phrasing of phrasings) console.log(row('**the six, hand-labelled**', phrasing, handTotals[phrasing]));
}
console.log(`\n${(cells / (elapsed / 1000)).toFixed(1)} cells/s in the engine (${(elapsed / 1000).toFixed(1)} s of extraction and quote verification)`);
if (wrong.length > 0) console.log(`\n${wrong.join('\n')}`);
