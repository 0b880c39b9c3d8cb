import { readFileSync } from 'node:fs';
import { chooseThresholds, type ScoredContract } from './thresholds';
import { WEAK_CATEGORIES } from './weakLabels';
import type { ContractDump } from './train';

/**
 * Stacking (issue 28, 28k): a second-level model per category over a passage's first-stage scores for EVERY category
 * (and its neighbours' scores), which may learn that a passage scoring high for "Renewal Term" and "Expiration Date"
 * at once is the term clause. Trained on the train contracts scored out of fold (`RERANK_DUMP` of
 * `npm run train:clauses`, sources `fold*`), judged on the validation contracts (source `validation`, scored by the
 * model trained on all train contracts), never on test:
 *   CALIBRATION_FOLDS=3 RERANKER=0 KEEP_KEYWORD_THRESHOLDS=1 RERANK_DUMP=/tmp/dump.json CLAUSE_MODEL_OUT=/tmp/m.json npx tsx …/train.ts
 *   RERANK_DUMP=/tmp/dump.json npx tsx activities/src/ai/local/training/stackExperiment.ts
 * Each category: its top K passages by first-stage score (the passages the choice is made among); the second-level
 * score is a logistic model of "this passage overlaps a label" over the passage's own margin (unpenalised, so a large
 * L2 gives back the first stage), the passage's margins for every category (OTHERS=1), its neighbours' margins for the
 * category (NEIGHBOURS=own) or for every category (NEIGHBOURS=all), the gap to the best, its rank and its tenth of
 * the document. The clause is present when the best second-level score reaches a threshold chosen, like the shipped
 * ones (`chooseThresholds`), on the train contracts' second-level scores out of fold (3 folds by contract); the
 * passage quoted is the best by that score. The baseline is the first stage's best passage, thresholds chosen on the
 * same train contracts. Both are also compared along a curve of "Not found" targets (TARGETS).
 */
const dump = JSON.parse(readFileSync(process.env.RERANK_DUMP!, 'utf8')) as ContractDump[];
const weak = new Set(WEAK_CATEGORIES.map(({ category }) => category));
const allCategories = Object.keys(dump[0]!.scores);
/** CUAD_ONLY=1: the 41 categories CUAD labels (the six hand- or weakly-labelled ones left out). */
const categories = process.env.CUAD_ONLY ? allCategories.filter((category) => !weak.has(category)) : allCategories;
const K = Number(process.env.K ?? 8);
const L2 = Number(process.env.L2 ?? 0.05);
/**
 * OTHERS=1: the passage's margins for every other category; OTHERS=relu: only how far each is above 1 point under its
 * threshold (a passage that also reads as another clause); OTHERS=interact: those and their products with the own margin.
 */
const OTHERS = process.env.OTHERS === '0' ? '' : (process.env.OTHERS ?? '1');
const othersOf = (margins: Float64Array, at: number, own: number): number[] => {
  const others = Array.from(margins).filter((_, other) => other !== at);
  if (OTHERS === '1') return others;
  const relu = others.map((margin) => Math.max(0, margin + 0.25));
  return OTHERS === 'relu' ? relu : [...relu, ...relu.map((value) => value * own)];
};
const NEIGHBOURS = process.env.NEIGHBOURS ?? 'own';
const ITERATIONS = Number(process.env.ITERATIONS ?? 250);
const STEP = 0.5;
const INNER_FOLDS = 3;
const TARGETS = (process.env.TARGETS ?? '0.93,0.94,0.95').split(',').map(Number);

const train = dump.filter((entry) => entry.source.startsWith('fold'));
const validation = dump.filter((entry) => entry.source === 'validation');
if (dump.some((entry) => entry.source === 'test')) throw new Error('Never tune on the test split');

const clip = (value: number) => Math.max(-2, Math.min(2, value / 4));

/** A contract's margins over the first-stage thresholds, unit by unit, for every category. */
function marginsOf(entry: ContractDump, thresholds: Map<string, number>): Float64Array[] {
  const count = entry.scores[allCategories[0]!]!.length;
  return Array.from({ length: count }, (_, unit) => Float64Array.from(allCategories, (category) => clip(entry.scores[category]![unit]! - thresholds.get(category)!)));
}

interface Row {
  unit: number;
  x: Float64Array;
  labelled: boolean;
}
interface Case {
  category: string;
  present: boolean;
  /** The first stage's best passage: its score and whether it is the clause. */
  firstBest: number;
  firstLabelled: boolean;
  rows: Row[];
}

/** Every contract × category as the second level sees it (its top K passages with their features). */
function casesOf(entries: ContractDump[], thresholds: Map<string, number>): Case[][] {
  return entries.map((entry) => {
    const margins = marginsOf(entry, thresholds);
    const count = margins.length;
    return categories.map((category) => {
      const at = allCategories.indexOf(category);
      const scores = entry.scores[category]!;
      const labelled = new Set(entry.labelled[category]);
      const order = Array.from(scores.keys()).sort((a, b) => scores[b]! - scores[a]! || a - b);
      const best = order[0]!;
      const rows = order.slice(0, K).map((unit, rank) => {
        const own = margins[unit]![at]!;
        const features = [
          own,
          clip(scores[unit]! - scores[best]!),
          Math.log1p(rank) / 2,
          unit / Math.max(1, count),
          ...(NEIGHBOURS === 'all'
            ? [...(margins[unit - 1] ?? new Float64Array(allCategories.length).fill(-2)), ...(margins[unit + 1] ?? new Float64Array(allCategories.length).fill(-2))]
            : NEIGHBOURS === 'own'
              ? [margins[unit - 1]?.[at] ?? -2, margins[unit + 1]?.[at] ?? -2]
              : []),
          ...(OTHERS ? othersOf(margins[unit]!, at, own) : []),
          1,
        ];
        return { unit, x: Float64Array.from(features), labelled: labelled.has(unit) };
      });
      return { category, present: labelled.size > 0, firstBest: scores[best]!, firstLabelled: labelled.has(best), rows };
    });
  });
}

const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));

/**
 * One category's weights: logistic regression over its cases' rows, full-batch gradient descent with momentum; L2 on
 * every weight but the own margin's and the bias (positions 0 and the last), so a large L2 gives back the first stage.
 */
function fit(cases: Case[]): Float64Array {
  const rows = cases.flatMap((entry) => entry.rows);
  const size = rows[0]!.x.length;
  const weights = new Float64Array(size);
  weights[0] = 1;
  weights[size - 1] = -2;
  const velocity = new Float64Array(size);
  const gradient = new Float64Array(size);
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    gradient.fill(0);
    for (const row of rows) {
      let z = 0;
      for (let at = 0; at < size; at += 1) z += row.x[at]! * weights[at]!;
      const error = (sigmoid(z) - (row.labelled ? 1 : 0)) / rows.length;
      for (let at = 0; at < size; at += 1) gradient[at]! += error * row.x[at]!;
    }
    for (let at = 0; at < size; at += 1) {
      const penalty = at === 0 || at === size - 1 ? 0 : L2 * weights[at]!;
      velocity[at] = 0.9 * velocity[at]! - STEP * (gradient[at]! + penalty);
      weights[at]! += velocity[at]!;
    }
  }
  return weights;
}

/** The second level's verdict on a case: its best passage's score and whether that passage is the clause. */
function stacked(entry: Case, weights: Float64Array): ScoredContract {
  let best = { score: -Infinity, labelled: false };
  for (const row of entry.rows) {
    let z = 0;
    for (let at = 0; at < weights.length; at += 1) z += row.x[at]! * weights[at]!;
    if (z > best.score) best = { score: z, labelled: row.labelled };
  }
  return { bestScore: best.score, present: entry.present, bestIsLabelled: best.labelled };
}

const first = (entry: Case): ScoredContract => ({ bestScore: entry.firstBest, present: entry.present, bestIsLabelled: entry.firstLabelled });

function byCategory(scored: [string, ScoredContract][]): Map<string, ScoredContract[]> {
  const map = new Map(categories.map((category) => [category, [] as ScoredContract[]]));
  for (const [category, entry] of scored) map.get(category)!.push(entry);
  return map;
}

function count(scored: Map<string, ScoredContract[]>, thresholds: Map<string, number>) {
  let found = 0;
  let honest = 0;
  let present = 0;
  let absent = 0;
  for (const [category, entries] of scored) {
    const threshold = thresholds.get(category)!;
    for (const entry of entries) {
      if (entry.present) {
        present += 1;
        if (entry.bestScore >= threshold && entry.bestIsLabelled) found += 1;
      } else {
        absent += 1;
        if (entry.bestScore < threshold) honest += 1;
      }
    }
  }
  return { found, honest, present, absent };
}

const started = Date.now();
// The first stage's thresholds, chosen on the train contracts out of fold: the margins' zero point.
const firstTrain = casesOf(train, new Map(allCategories.map((category) => [category, 0])));
const firstThresholds = chooseThresholds(byCategory(firstTrain.flat().map((entry) => [entry.category, first(entry)])));
for (const category of allCategories) if (!firstThresholds.has(category)) firstThresholds.set(category, 0);
const trainCases = casesOf(train, firstThresholds);
const validationCases = casesOf(validation, firstThresholds);

// The second level's scores on the train contracts out of fold (for its thresholds), then its model on all of them.
const trainStacked: [string, ScoredContract][] = [];
for (let fold = 0; fold < INNER_FOLDS; fold += 1) {
  const fitOn = trainCases.filter((_, index) => index % INNER_FOLDS !== fold);
  const scoreOn = trainCases.filter((_, index) => index % INNER_FOLDS === fold);
  categories.forEach((category, at) => {
    const weights = fit(fitOn.map((cases) => cases[at]!));
    for (const cases of scoreOn) trainStacked.push([category, stacked(cases[at]!, weights)]);
  });
}
const finalWeights = categories.map((_, at) => fit(trainCases.map((cases) => cases[at]!)));
const validationStacked = byCategory(validationCases.flatMap((cases) => cases.map((entry, at) => [entry.category, stacked(entry, finalWeights[at]!)] as [string, ScoredContract])));
const validationFirst = byCategory(validationCases.flatMap((cases) => cases.map((entry) => [entry.category, first(entry)] as [string, ScoredContract])));
const trainFirst = byCategory(trainCases.flatMap((cases) => cases.map((entry) => [entry.category, first(entry)] as [string, ScoredContract])));
const trainStackedMap = byCategory(trainStacked);

const share = (value: number, of: number) => `${value}/${of} (${((100 * value) / of).toFixed(1)} %)`;
console.log(
  `${train.length} train contracts (out of fold), ${validation.length} validation; ${categories.length} categories; K ${K}, L2 ${L2}, others ${OTHERS}, neighbours ${NEIGHBOURS}, ${ITERATIONS} iterations`,
);
for (const target of TARGETS) {
  const firstThresholdsAt = chooseThresholds(trainFirst, target);
  const stackedThresholdsAt = chooseThresholds(trainStackedMap, target);
  const a = count(validationFirst, firstThresholdsAt);
  const b = count(validationStacked, stackedThresholdsAt);
  const at = count(trainStackedMap, stackedThresholdsAt);
  const af = count(trainFirst, firstThresholdsAt);
  console.log(`target ${target}: validation first stage found ${share(a.found, a.present)}, "Not found" ${share(a.honest, a.absent)}`);
  console.log(`             validation stacked     found ${share(b.found, b.present)}, "Not found" ${share(b.honest, b.absent)}`);
  // The two halves apart: the second level's choice under the first stage's presence, and its presence with the first stage's choice.
  const mix = (choice: 'stacked' | 'first') =>
    new Map(
      categories.map((category) => {
        const f = validationFirst.get(category)!;
        const s = validationStacked.get(category)!;
        return [category, f.map((entry, index) => (choice === 'stacked' ? { ...entry, bestIsLabelled: s[index]!.bestIsLabelled } : { ...s[index]!, bestIsLabelled: entry.bestIsLabelled }))];
      }),
    );
  const c = count(mix('stacked'), firstThresholdsAt);
  const d = count(mix('first'), stackedThresholdsAt);
  console.log(`             validation, stacked choice only: found ${share(c.found, c.present)}; stacked presence only: found ${share(d.found, d.present)}, "Not found" ${share(d.honest, d.absent)}`);
  console.log(`             train (out of fold)    first found ${share(af.found, af.present)} nf ${share(af.honest, af.absent)}; stacked found ${share(at.found, at.present)} nf ${share(at.honest, at.absent)}`);
}
if (process.env.CLAUSE_MODEL_FILE) {
  // The model file's own thresholds (chosen on validation and train out of fold, so in sample for validation).
  const file = JSON.parse(readFileSync(process.env.CLAUSE_MODEL_FILE, 'utf8')) as { categories: { name: string; threshold: number }[] };
  const a = count(validationFirst, new Map(file.categories.map((category) => [category.name, category.threshold])));
  console.log(`validation, first stage at the model file's thresholds: found ${share(a.found, a.present)}, "Not found" ${share(a.honest, a.absent)}`);
}
if (process.env.BY_CATEGORY) {
  const firstAt = chooseThresholds(trainFirst);
  const stackedAt = chooseThresholds(trainStackedMap);
  for (const category of categories) {
    const a = count(new Map([[category, validationFirst.get(category)!]]), firstAt);
    const b = count(new Map([[category, validationStacked.get(category)!]]), stackedAt);
    if (a.found !== b.found || a.honest !== b.honest) console.log(`  ${category}: found ${a.found} -> ${b.found} of ${a.present}, "Not found" ${a.honest} -> ${b.honest} of ${a.absent}`);
  }
}
console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
