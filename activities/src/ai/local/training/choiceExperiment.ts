import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND } from '../../types';
import { extractMatrixCellLocally } from '../matrixExtraction';
import { useClauseModelFile } from '../finder/clauseModel';
import { cuadTrainDirectory, readCategories, readContracts, splitOf, type SplitName } from './cuadData';
import { mapDocument, originalSpan, overlapsLabel } from './paragraphMap';
import { WEAK_CATEGORIES } from './weakLabels';
import { clauseLabels } from './clauseLabels';

/**
 * Found and "Not found" with CUAD's wording on the train and validation contracts, as `bench:offline-phrasings` judges
 * them (the quote overlaps a label; weak labels for the six templates CUAD does not label where no person labelled the
 * contract), per split (BY_CATEGORY=1: per category): for trying a change of which passage the finder quotes on the 334
 * train contracts as well as the 53 validation ones, in one pass and one wording (the bench runs two), never on test.
 * Train is in sample for the first stage (about 96 % found there), so it shows harm more than gain.
 *   SPLITS=train,validation npx tsx activities/src/ai/local/training/choiceExperiment.ts
 *   OUT=/tmp/a.json …      keeps every present cell's verdict; COMPARE=/tmp/a.json … lists the cells that changed since
 */
const splits = (process.env.SPLITS ?? 'train,validation').split(',') as SplitName[];
if (splits.includes('test')) throw new Error('Never tune on the test split');
if (process.env.CLAUSE_MODEL_FILE) useClauseModelFile(process.env.CLAUSE_MODEL_FILE);
const directory = cuadTrainDirectory();
const only = process.env.CATEGORIES?.split(',');
const categories = [...readCategories(directory), ...WEAK_CATEGORIES]
  .map(({ category, description }) => ({ category, description: description.replace(/\s+/g, ' ').trim() }))
  .filter(({ category }) => !only || only.includes(category));
const contracts = readContracts(path.join(directory, 'contracts.jsonl.gz'));

const verdicts: Record<string, boolean> = {};
const previous = process.env.COMPARE ? (JSON.parse(readFileSync(process.env.COMPARE, 'utf8')) as Record<string, boolean>) : undefined;
for (const split of splits) {
  const totals = { present: 0, found: 0, absent: 0, honest: 0 };
  const byCategory = new Map<string, { present: number; found: number }>();
  const changes: string[] = [];
  for (const contract of contracts.filter((entry) => splitOf(entry.title) === split)) {
    const document = mapDocument(contract.text);
    if (!document) continue;
    const { clauses } = clauseLabels(contract, document);
    for (const { category, description } of categories) {
      const labels = clauses.filter((clause) => clause.category === category);
      const cell = extractMatrixCellLocally({ query: description, columnName: category, documentName: contract.title, paragraphs: document.paragraphs });
      const answered = cell.refineResult !== NOT_FOUND && cell.source !== null;
      if (labels.length === 0) {
        totals.absent += 1;
        if (!answered) totals.honest += 1;
        continue;
      }
      const found = answered && overlapsLabel(originalSpan(document, cell.source!.paragraph, cell.source!), labels);
      totals.present += 1;
      if (found) totals.found += 1;
      const entry = byCategory.get(category) ?? { present: 0, found: 0 };
      entry.present += 1;
      if (found) entry.found += 1;
      byCategory.set(category, entry);
      const key = `${split}|${category}|${contract.title}`;
      verdicts[key] = found;
      if (previous && key in previous && previous[key] !== found) changes.push(`${found ? '+' : '-'} ${category} | ${contract.title.slice(0, 60)}`);
    }
  }
  console.log(`${split}: found ${totals.found}/${totals.present}, "Not found" ${totals.honest}/${totals.absent}`);
  if (process.env.BY_CATEGORY) for (const [category, { present, found }] of byCategory) console.log(`  ${category}: ${found}/${present}`);
  if (previous) console.log(`  changed: ${changes.filter((line) => line.startsWith('+')).length} gained, ${changes.filter((line) => line.startsWith('-')).length} lost\n  ${changes.join('\n  ')}`);
}
if (process.env.OUT) writeFileSync(process.env.OUT, JSON.stringify(verdicts));
