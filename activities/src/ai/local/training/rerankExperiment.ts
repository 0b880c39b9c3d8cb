import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rerankCandidates, rerankedChoice } from '../finder/rerank';
import { positionOf, unitsOf, unitText } from '../finder/units';
import { featuresOf } from '../finder/features';
import { passageVector, wordVectors } from './wordVectors';
import { earlierChoice } from '../finder/findClause';
import type { ClauseModelFile } from '../finder/clauseModel';
import { cuadTrainDirectory, readContracts } from './cuadData';
import { mapDocument } from './paragraphMap';
import { RERANKER_OPTIONS, trainReranker, type RerankGroup } from './reranker';
import type { ContractDump } from './train';

/**
 * Experiments with the second stage on the calibration contracts' scores (`RERANK_DUMP` of `npm run train:clauses`):
 * where the clauses the finder misses rank, and the reranker cross-validated by contract.
 *   RERANK_DUMP=/tmp/dump.json CLAUSE_MODEL_FILE=/tmp/model.json npx tsx activities/src/ai/local/training/rerankExperiment.ts
 */
const dump = JSON.parse(readFileSync(process.env.RERANK_DUMP!, 'utf8')) as ContractDump[];
const file = JSON.parse(readFileSync(process.env.CLAUSE_MODEL_FILE!, 'utf8')) as ClauseModelFile;
const thresholds = new Map(file.categories.map((category) => [category.name, category.threshold]));
const earlier = new Map(file.categories.map((category) => [category.name, category.earlierWithin ?? 0]));
const texts = new Map(readContracts(path.join(cuadTrainDirectory(), 'contracts.jsonl.gz')).map((contract) => [contract.title, contract.text]));
const K = Number(process.env.K ?? 6);

interface Case {
  contract: number;
  source: string;
  category: string;
  present: boolean;
  passes: boolean;
  baseFound: boolean;
  labelRank: number;
  group: RerankGroup;
  /** The candidates' passage vectors (VECTORS=1). */
  vectors?: Float32Array[];
}
const cases: Case[] = [];
dump.forEach((entry, contractIndex) => {
  const document = mapDocument(texts.get(entry.title)!)!;
  const units = unitsOf(document.paragraphs);
  for (const [category, scores] of Object.entries(entry.scores)) {
    const labelled = new Set(entry.labelled[category]);
    const present = labelled.size > 0;
    const threshold = thresholds.get(category)!;
    const candidates = rerankCandidates(units, scores, document.paragraphs.length, K);
    if (process.env.EXTRA) {
      // EXTRA=1: is the candidate the best unit of its paragraph; its margin over the best other candidate.
      const paragraphBest = new Map<number, number>();
      units.forEach((unit, index) => paragraphBest.set(unit.paragraph, Math.max(paragraphBest.get(unit.paragraph) ?? -Infinity, scores[index]!)));
      for (const candidate of candidates) {
        const score = scores[candidate.index]!;
        const others = candidates.filter((other) => other !== candidate).map((other) => scores[other.index]!);
        const margin = others.length > 0 ? Math.max(-6, Math.min(6, score - Math.max(...others))) : 6;
        candidate.features.push(score >= paragraphBest.get(units[candidate.index]!.paragraph)! ? 1 : 0, margin / 6);
      }
    }
    if (present && !process.env.NO_WORDS) {
      for (const candidate of candidates) {
        const unit = units[candidate.index]!;
        candidate.words = featuresOf(unitText(document.paragraphs, unit), positionOf(document.paragraphs, unit.paragraph), 2);
      }
    }
    const best = scores[candidates[0]!.index]!;
    const order = [...scores.keys()].sort((a, b) => scores[b]! - scores[a]! || a - b);
    const labelRank = present ? order.findIndex((index) => labelled.has(index)) + 1 : 0;
    const within = earlier.get(category)!;
    const quoted = within > 0 && best >= threshold ? (earlierChoice(scores.map((score, index) => ({ score, index })), best, threshold, within)?.index ?? candidates[0]!.index) : candidates[0]!.index;
    cases.push({
      contract: contractIndex,
      source: entry.source,
      category,
      present,
      passes: best >= threshold,
      baseFound: present && best >= threshold && labelled.has(quoted),
      labelRank,
      group: { category, candidates, labelled: candidates.map((candidate) => labelled.has(candidate.index)) },
      vectors:
        present && process.env.VECTORS
          ? candidates.map((candidate) => passageVector(wordVectors(), unitText(document.paragraphs, units[candidate.index]!)))
          : undefined,
    });
  }
});

const present = cases.filter((entry) => entry.present);
const bucket = (rank: number) => (rank === 1 ? '1' : rank <= 3 ? '2-3' : rank <= 6 ? '4-6' : rank <= 10 ? '7-10' : rank <= 30 ? '11-30' : '>30');
const table = new Map<string, number>();
for (const entry of present) {
  const key = `${entry.passes ? 'passes' : 'below'} rank ${bucket(entry.labelRank)}`;
  table.set(key, (table.get(key) ?? 0) + 1);
}
console.log(`${dump.length} contracts, ${present.length} present, base found ${present.filter((entry) => entry.baseFound).length}`);
for (const key of [...table.keys()].sort()) console.log(`  ${key}: ${table.get(key)}`);
if (process.env.BY_CATEGORY) {
  const byCategory = new Map<string, number[]>();
  for (const entry of present) {
    const row = byCategory.get(entry.category) ?? [0, 0, 0, 0, 0];
    row[0]! += 1;
    if (entry.baseFound) row[1]! += 1;
    else if (entry.passes && entry.labelRank <= K) row[2]! += 1;
    else if (!entry.passes && entry.labelRank === 1) row[3]! += 1;
    else row[4]! += 1;
    byCategory.set(entry.category, row);
  }
  console.log('category | present | found | passes, label in top K | below, label first | other');
  for (const [category, row] of byCategory) console.log(`${category} | ${row.join(' | ')}`);
}

const options = { ...RERANKER_OPTIONS, ...(process.env.OPTIONS ? (JSON.parse(process.env.OPTIONS) as object) : {}) };
const FOLDS = 4;
/**
 * VECTORS=1: one more candidate feature, its passage vector's cosine with its category's direction from the hard
 * negatives to the labelled ones (the mean vector of the labelled candidates minus that of the others, over the
 * training cases only: Rocchio), so the second stage sees which of the close passages looks like a labelled one.
 */
const withVectorFeature = (trainOn: (entry: Case) => boolean) => {
  if (process.env.EXTRA) {
    // EXTRA=1 also: how far the candidate lies from where its category's labelled candidates usually lie (their mean
    // tenth of the document, over the training cases).
    const places = new Map<string, { sum: number; count: number }>();
    for (const entry of cases) {
      if (!entry.present || !trainOn(entry)) continue;
      entry.group.candidates.forEach((candidate, at) => {
        if (!entry.group.labelled[at]) return;
        const place = places.get(entry.category) ?? { sum: 0, count: 0 };
        place.sum += candidate.features[7]!;
        place.count += 1;
        places.set(entry.category, place);
      });
    }
    for (const entry of cases) {
      const place = places.get(entry.category);
      for (const candidate of entry.group.candidates) {
        candidate.features = [...candidate.features.slice(0, BASE_FEATURES), place ? -Math.abs(candidate.features[7]! - place.sum / place.count) : 0];
      }
    }
  }
  if (!process.env.VECTORS) return;
  const sums = new Map<string, Float64Array>();
  for (const entry of cases) {
    if (!entry.present || !entry.vectors || !trainOn(entry)) continue;
    const labelledCount = entry.group.labelled.filter(Boolean).length;
    const otherCount = entry.group.labelled.length - labelledCount;
    if (labelledCount === 0 || otherCount === 0) continue;
    const sum = sums.get(entry.category) ?? new Float64Array(entry.vectors[0]!.length);
    entry.vectors.forEach((vector, at) => {
      const weight = entry.group.labelled[at] ? 1 / labelledCount : -1 / otherCount;
      vector.forEach((value, dimension) => (sum[dimension]! += weight * value));
    });
    sums.set(entry.category, sum);
  }
  for (const sum of sums.values()) {
    const norm = Math.sqrt(sum.reduce((total, value) => total + value * value, 0)) || 1;
    sum.forEach((value, dimension) => (sum[dimension] = value / norm));
  }
  for (const entry of cases) {
    if (!entry.vectors) continue;
    const direction = sums.get(entry.category);
    entry.group.candidates.forEach((candidate, at) => {
      const vector = entry.vectors![at]!;
      let cosine = 0;
      if (direction) vector.forEach((value, dimension) => (cosine += value * direction[dimension]!));
      candidate.features = [...candidate.features.slice(0, BASE_FEATURES + (process.env.EXTRA ? 1 : 0)), Number(process.env.VECTOR_SCALE ?? 3) * cosine];
    });
  }
};
const BASE_FEATURES = 15 + (process.env.EXTRA ? 2 : 0);
const evaluate = (name: string, trainOn: (entry: Case) => boolean, testOn: (entry: Case) => boolean) => {
  withVectorFeature(trainOn);
  const reranker = trainReranker(cases.filter((entry) => entry.present && trainOn(entry)).map((entry) => entry.group), options);
  const tested = cases.filter((entry) => entry.present && entry.passes && testOn(entry));
  const base = tested.filter((entry) => entry.baseFound).length;
  const changes = new Map<string, number>();
  const reranked = tested.filter((entry) => {
    const choice = rerankedChoice(reranker, entry.category, entry.group.candidates)!;
    const found = entry.group.labelled[entry.group.candidates.indexOf(choice)]!;
    if (found !== entry.baseFound) changes.set(entry.category, (changes.get(entry.category) ?? 0) + (found ? 1 : -1));
    return found;
  }).length;
  return { name, base, reranked, reranker, changes };
};
let totalBase = 0;
let totalReranked = 0;
const allChanges = new Map<string, number>();
for (let fold = 0; fold < FOLDS; fold += 1) {
  const result = evaluate(`fold ${fold}`, (entry) => entry.contract % FOLDS !== fold, (entry) => entry.contract % FOLDS === fold);
  totalBase += result.base;
  totalReranked += result.reranked;
  for (const [category, change] of result.changes) allChanges.set(category, (allChanges.get(category) ?? 0) + change);
}
console.log(`4-fold CV by contract over ${dump.length} calibration contracts: found ${totalBase} -> ${totalReranked}`);
console.log(`  per category: ${[...allChanges].filter(([, change]) => change !== 0).map(([category, change]) => `${category} ${change > 0 ? '+' : ''}${change}`).join(', ')}`);
if (process.env.SKIP_EXTRA) process.exit(0);
const onValidation = evaluate('train OOF -> validation', (entry) => entry.source !== 'validation', (entry) => entry.source === 'validation');
console.log(`trained on the train contracts' out-of-fold scores, on validation: found ${onValidation.base} -> ${onValidation.reranked}`);
const full = evaluate('all', () => true, () => true);
console.log(`in sample: ${full.base} -> ${full.reranked}`);
if (process.env.RERANKER_OUT) (await import('node:fs')).writeFileSync(process.env.RERANKER_OUT, JSON.stringify(full.reranker));
console.log(full.reranker.features.map((feature, at) => `${feature} ${full.reranker.shared[at]}`).join(', '));
