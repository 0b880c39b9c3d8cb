import path from 'node:path';
import { NOT_FOUND } from '../../types';
import { extractMatrixCellLocally, yieldsValue } from '../matrixExtraction';
import { clauseModel, useClauseModelFile } from '../finder/clauseModel';
import { findClause } from '../finder/findClause';
import { categoriesForColumn } from '../finder/categories';
import { unitsOf } from '../finder/units';
import { cuadTrainDirectory, readCategories, readContracts, splitOf, type LabelledSpan, type SplitName } from './cuadData';
import { mapDocument, originalSpan, overlapsLabel, type MappedDocument } from './paragraphMap';
import { WEAK_CATEGORIES } from './weakLabels';
import { clauseLabels } from './clauseLabels';

/**
 * Why a present clause is not "found" by the offline bench (`bench:offline-phrasings`, CUAD's wording), from the cell
 * the engine answers, not only the finder's best unit as `diagnose.ts` does (`npx tsx
 * activities/src/ai/local/training/missCauses.ts`; DIAGNOSE_SPLIT=validation by default; train also; never test):
 * - notFound-threshold: the engine says "Not found" though the best unit is the clause (it scores under the threshold);
 * - notFound-other: "Not found", and the best unit is another passage;
 * - otherCategory: the column's categories include another one, which won (a renewal column finding the notice);
 * - window: the finder's unit overlaps the label but the quoted passage (a window of a long paragraph) does not;
 * - moved: the answer was moved to another paragraph (Parties to the party block) away from the label;
 * - sameParagraph: the label is in the quoted paragraph (a long one, of which a window is quoted) but not in the window;
 * - adjacent: the label is in the paragraph just before or after the quoted one (a clause cut across paragraphs);
 * - sameSection: the label is elsewhere in the same section (same heading);
 * - elsewhere: the finder quotes another passage of the contract.
 * Also: the found share of labels that lie only in long paragraphs (scored in windows) against the others, and the misses
 * whose quote holds the whole text of a label (the same words elsewhere: a repeated title or date, a copied clause).
 * SHOW=<category> (or SHOW=all) prints each miss: the quote's start and the lawyers' label; CAUSE=<cause> narrows it.
 */
const split = (process.env.DIAGNOSE_SPLIT ?? 'validation') as SplitName;
if (split === 'test') throw new Error('Never diagnose the test split');
if (process.env.CLAUSE_MODEL_FILE) useClauseModelFile(process.env.CLAUSE_MODEL_FILE);
const show = process.env.SHOW;
const onlyCause = process.env.CAUSE;
const directory = cuadTrainDirectory();
const categories = [...readCategories(directory), ...WEAK_CATEGORIES].map(({ category, description }) => ({ category, description: description.replace(/\s+/g, ' ').trim() }));
const contracts = readContracts(path.join(directory, 'contracts.jsonl.gz')).filter((contract) => splitOf(contract.title) === split);
const model = clauseModel();

type Cause = 'found' | 'notFound-threshold' | 'notFound-other' | 'otherCategory' | 'window' | 'moved' | 'sameParagraph' | 'adjacent' | 'sameSection' | 'elsewhere';
const CAUSES: Cause[] = ['found', 'notFound-threshold', 'notFound-other', 'otherCategory', 'window', 'moved', 'sameParagraph', 'adjacent', 'sameSection', 'elsewhere'];
const counts = new Map(categories.map(({ category }) => [category, new Map<Cause, number>()]));

/** The paragraphs a label touches (by the mapped offsets). */
function labelParagraphs(document: MappedDocument, labels: LabelledSpan[]): number[] {
  const found: number[] = [];
  document.paragraphs.forEach((paragraph, index) => {
    if (overlapsLabel(originalSpan(document, index, { start: 0, end: paragraph.length }), labels)) found.push(index);
  });
  return found;
}

/** A paragraph the finder scores in windows of sentences (`units.ts`). */
const LONG_PARAGRAPH_CHARS = 700;
const inLong = { found: 0, missed: 0 };
const inShort = { found: 0, missed: 0 };
const sameWords: string[] = [];

const clip = (text: string, chars = 240) => text.replace(/\s+/g, ' ').slice(0, chars);

for (const contract of contracts) {
  const document = mapDocument(contract.text);
  if (!document) continue;
  const { clauses } = clauseLabels(contract, document);
  const units = unitsOf(document.paragraphs);
  for (const { category, description } of categories) {
    const labels = clauses.filter((clause) => clause.category === category);
    if (labels.length === 0) continue;
    const cell = extractMatrixCellLocally({ query: description, columnName: category, documentName: contract.title, paragraphs: document.paragraphs });
    const answered = cell.refineResult !== NOT_FOUND && cell.source !== null;
    const mapped = categoriesForColumn(category, description, model.categories);
    const finding = findClause(model, document.paragraphs, mapped, yieldsValue);
    let cause: Cause;
    const inLabel = labelParagraphs(document, labels);
    if (answered && overlapsLabel(originalSpan(document, cell.source!.paragraph, cell.source!), labels)) cause = 'found';
    else if (!answered) {
      const own = findClause(model, document.paragraphs, [category]);
      cause = own && overlapsLabel(originalSpan(document, own.unit.paragraph, own.unit), labels) ? 'notFound-threshold' : 'notFound-other';
    } else if (finding && finding.category !== category) cause = 'otherCategory';
    else if (finding && overlapsLabel(originalSpan(document, finding.unit.paragraph, finding.unit), labels)) cause = 'window';
    else if (finding && finding.unit.paragraph !== cell.source!.paragraph) cause = 'moved';
    else {
      const paragraph = cell.source!.paragraph;
      if (inLabel.includes(paragraph)) cause = 'sameParagraph';
      else if (inLabel.some((index) => Math.abs(index - paragraph) === 1)) cause = 'adjacent';
      else cause = 'elsewhere';
      if (cause === 'elsewhere') {
        // Same section: the heading of the quoted paragraph is the heading of a labelled one.
        const headingOf = (index: number) => {
          for (let at = index; at >= 0; at -= 1) if (/^(?:\d+(?:\.\d+)*\.?|ARTICLE|Section)\s/.test(document.paragraphs[at]!)) return at;
          return -1;
        };
        if (inLabel.some((index) => headingOf(index) === headingOf(paragraph) && headingOf(paragraph) >= 0)) cause = 'sameSection';
      }
    }
    if (cause !== 'found' && cell.source) {
      // The quote holds the very words a label has (a title or a date the contract repeats, a clause it copies).
      const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
      const quoted = norm(document.paragraphs[cell.source.paragraph]!.slice(cell.source.start, cell.source.end));
      if (labels.some((label) => quoted.includes(norm(contract.text.slice(label.start, label.end))))) sameWords.push(`${category} (${cause}): ${contract.title.slice(0, 40)}`);
    }
    if (cause !== 'found') (inLabel.length > 0 && inLabel.every((index) => document.paragraphs[index]!.length > LONG_PARAGRAPH_CHARS) ? inLong : inShort).missed += 1;
    else (inLabel.length > 0 && inLabel.every((index) => document.paragraphs[index]!.length > LONG_PARAGRAPH_CHARS) ? inLong : inShort).found += 1;
    const byCause = counts.get(category)!;
    byCause.set(cause, (byCause.get(cause) ?? 0) + 1);
    if (cause !== 'found' && (show === 'all' || show === category) && (!onlyCause || onlyCause === cause)) {
      const unitCount = units.length;
      console.log(`--- ${category} | ${cause} | ${contract.title.slice(0, 50)} | ${unitCount} units | finder: ${finding?.category} ${finding?.score.toFixed(2)}/${finding?.threshold.toFixed(2)} @${finding?.unit.paragraph}:${finding?.unit.start}-${finding?.unit.end}`);
      if (cell.source) {
        const quoted = document.paragraphs[cell.source.paragraph]!.slice(cell.source.start, cell.source.end);
        console.log(`  quoted @${cell.source.paragraph}:${cell.source.start}-${cell.source.end} (${quoted.length} chars): ${clip(quoted)}`);
      }
      console.log(`  label paragraphs ${inLabel.join(',')}: ${labels.map((label) => clip(contract.text.slice(label.start, label.end), 200)).join(' || ')}`);
    }
  }
}

console.log(`${split} split, CUAD's wording, present clauses by cause`);
console.log(`category | ${CAUSES.join(' | ')}`);
const total = new Map<Cause, number>();
for (const [category, byCause] of counts) {
  for (const [cause, count] of byCause) total.set(cause, (total.get(cause) ?? 0) + count);
  if (byCause.size > 0) console.log(`${category} | ${CAUSES.map((cause) => byCause.get(cause) ?? 0).join(' | ')}`);
}
console.log(`TOTAL | ${CAUSES.map((cause) => total.get(cause) ?? 0).join(' | ')}`);
console.log(`labels only in long paragraphs (scored in windows): ${inLong.found} found, ${inLong.missed} missed; elsewhere ${inShort.found} found, ${inShort.missed} missed`);
console.log(`misses whose quote holds the whole text of a label (the same words elsewhere): ${sameWords.length}${sameWords.length > 0 ? `\n  ${sameWords.join('\n  ')}` : ''}`);
