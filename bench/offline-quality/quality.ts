/**
 * Offline engine quality on CUAD contracts the clause finder never saw: every contract of the split × one custom
 * column per CUAD category (named after the category, asking CUAD's own question), through the engine's matrix
 * extraction and the provider's quote verification. Prints, per category and overall, the share of present clauses
 * found (the quoted passage overlaps a lawyer's label), the share of absent clauses answered "Not found", quotes
 * verbatim, and cells per second.
 *
 *   npx tsx bench/offline-quality/quality.ts                       # the test split (never tuned on)
 *   OFFLINE_QUALITY_SPLIT=validation npx tsx bench/offline-quality/quality.ts
 *
 * The six categories CUAD does not label are judged by the hand labels where a person labelled the contract, else by
 * the weak labels (`training/clauseLabels.ts`).
 */
import path from 'node:path';
import { cuadTrainDirectory, readCategories, readContracts, splitOf, type SplitName } from '../../activities/src/ai/local/training/cuadData';
import { evaluateOfflineEngine, figuresTable } from '../../activities/src/ai/local/training/evaluation';
import { WEAK_CATEGORIES } from '../../activities/src/ai/local/training/weakLabels';
import { useClauseModelFile } from '../../activities/src/ai/local/finder/clauseModel';

// CLAUSE_MODEL_FILE measures a model trained elsewhere (`CLAUSE_MODEL_OUT` of `npm run train:clauses`).
if (process.env.CLAUSE_MODEL_FILE) useClauseModelFile(process.env.CLAUSE_MODEL_FILE);

const split = (process.env.OFFLINE_QUALITY_SPLIT ?? 'test') as SplitName;
const directory = cuadTrainDirectory();
const contracts = readContracts(path.join(directory, 'contracts.jsonl.gz')).filter((contract) => splitOf(contract.title) === split);
const columns = [...readCategories(directory), ...WEAK_CATEGORIES].map(({ category, description }) => ({
  name: category,
  query: description.replace(/\s+/g, ' ').trim(),
  category,
}));
const figures = evaluateOfflineEngine(contracts, columns);
console.log(`${contracts.length} contracts of the ${split} split × ${columns.length} columns = ${figures.cells} cells\n`);
console.log(figuresTable(figures));
console.log(`\n${(figures.cells / figures.seconds).toFixed(1)} cells/s in the engine (${figures.seconds.toFixed(1)} s of extraction and quote verification)`);
