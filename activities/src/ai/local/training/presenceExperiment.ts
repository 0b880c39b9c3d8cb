import { readFileSync } from 'node:fs';
import { chooseThresholds, type ScoredContract } from './thresholds';
import { WEAK_CATEGORIES } from './weakLabels';
import type { ContractDump } from './train';

/**
 * Experiments with the present/absent decision on the calibration contracts' scores (`RERANK_DUMP` of
 * `npm run train:clauses`): the best passage's score alone against a category's threshold (as shipped) versus a score
 * that also weighs the other top passages (how many come close, the gap to the second), cross-validated by contract
 * (4 folds: the thresholds, and the presence weights, chosen on three folds, counted on the fourth).
 *   RERANK_DUMP=/tmp/dump.json npx tsx activities/src/ai/local/training/presenceExperiment.ts
 */
const dump = JSON.parse(readFileSync(process.env.RERANK_DUMP!, 'utf8')) as ContractDump[];
const weak = new Set(WEAK_CATEGORIES.map(({ category }) => category));
const categories = Object.keys(dump[0]!.scores).filter((category) => !weak.has(category));
const FOLDS = 4;
const L2 = Number(process.env.L2 ?? 1e-2);
const OWN_L2 = Number(process.env.OWN_L2 ?? 1);
const FEATURES = (process.env.FEATURES ?? 'm2,m3,gap,near1,above,aboveM1,aboveM2,units').split(',');
/** DOCUMENT=1 adds the document's evidence: every other category's best margin (per-category weights only). */
const DOCUMENT = Boolean(process.env.DOCUMENT);
/** SHARED_ONLY=1: one set of weights for all categories (no per-category ones). */
const SHARED_ONLY = Boolean(process.env.SHARED_ONLY);
/** A category holds about 1/41 of the rows: its own weights' gradient is scaled up so they move at all. */
const OWN_STEP_SCALE = 10;
const ITERATIONS = 400;
const STEP = 0.5;

interface Case {
  contract: number;
  category: string;
  present: boolean;
  /** Scores sorted, best first. */
  sorted: number[];
  bestIsLabelled: boolean;
  /** The best score of every category in the same contract (document-level evidence). */
  others: Map<string, number>;
}
const cases: Case[] = [];
dump.forEach((entry, contract) => {
  const others = new Map(categories.map((category) => [category, Math.max(...entry.scores[category]!)]));
  for (const category of categories) {
    const scores = entry.scores[category]!;
    if (scores.length === 0) continue;
    const labelled = new Set(entry.labelled[category]);
    let best = 0;
    scores.forEach((score, index) => {
      if (score > scores[best]!) best = index;
    });
    cases.push({ contract, category, present: labelled.size > 0, sorted: [...scores].sort((a, b) => b - a), bestIsLabelled: labelled.has(best), others });
  }
});

const featureOf: Record<string, (sorted: number[], threshold: number) => number> = {
  m2: (s, t) => Math.max(-8, (s[1] ?? -99) - t),
  m3: (s, t) => Math.max(-8, (s[2] ?? -99) - t),
  gap: (s) => Math.min(8, s[0]! - (s[1] ?? -99)),
  near1: (s) => Math.log1p(s.filter((score) => score >= s[0]! - 1).length - 1),
  near2: (s) => Math.log1p(s.filter((score) => score >= s[0]! - 2).length - 1),
  above: (s, t) => Math.log1p(s.filter((score) => score >= t).length),
  aboveM1: (s, t) => Math.log1p(s.filter((score) => score >= t - 1).length),
  aboveM2: (s, t) => Math.log1p(s.filter((score) => score >= t - 2).length),
  top3: (s, t) => Math.max(-8, (s[0]! + (s[1] ?? s[0]!) + (s[2] ?? s[0]!)) / 3 - t),
  units: (s) => Math.log(s.length) - 5,
};
/** The presence model's inputs: the best passage's margin, the chosen features, the document's evidence, a bias. */
const vector = (entry: Case, thresholds: Map<string, number>) => {
  const threshold = thresholds.get(entry.category)!;
  return [
    entry.sorted[0]! - threshold,
    ...FEATURES.map((name) => featureOf[name]!(entry.sorted, threshold)),
    ...(DOCUMENT ? categories.map((other) => (other === entry.category ? 0 : Math.max(-4, Math.min(4, entry.others.get(other)! - thresholds.get(other)!)) / 4)) : []),
    1,
  ];
};

const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));

/** Logistic regression of presence on [margin, features], shared weights plus per-category ones (L2 to zero). */
function fit(train: Case[], thresholds: Map<string, number>) {
  const size = FEATURES.length + 2 + (DOCUMENT ? categories.length : 0);
  const shared = new Float64Array(size);
  const own = new Map(categories.map((category) => [category, new Float64Array(size)]));
  const rows = train.map((entry) => ({ entry, x: vector(entry, thresholds) }));
  const vShared = new Float64Array(size);
  const vOwn = new Map(categories.map((category) => [category, new Float64Array(size)]));
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    const gShared = new Float64Array(size);
    const gOwn = new Map(categories.map((category) => [category, new Float64Array(size)]));
    for (const { entry, x } of rows) {
      const w = own.get(entry.category)!;
      const z = x.reduce((sum, value, at) => sum + value * (shared[at]! + w[at]!), 0);
      const error = (sigmoid(z) - (entry.present ? 1 : 0)) / rows.length;
      const g = gOwn.get(entry.category)!;
      x.forEach((value, at) => {
        gShared[at]! += error * value;
        g[at]! += error * value;
      });
    }
    for (let at = 0; at < size; at += 1) {
      vShared[at] = 0.9 * vShared[at]! - STEP * (gShared[at]! + L2 * shared[at]!);
      shared[at]! += vShared[at]!;
    }
    if (SHARED_ONLY) continue;
    for (const category of categories) {
      const w = own.get(category)!;
      const v = vOwn.get(category)!;
      const g = gOwn.get(category)!;
      for (let at = 0; at < size; at += 1) {
        v[at] = 0.9 * v[at]! - STEP * (g[at]! * OWN_STEP_SCALE + OWN_L2 * w[at]!);
        w[at]! += v[at]!;
      }
    }
  }
  return (entry: Case) => {
    const w = own.get(entry.category)!;
    return vector(entry, thresholds).reduce((sum, value, at) => sum + value * (shared[at]! + w[at]!), 0);
  };
}

const scored = (entries: Case[], score: (entry: Case) => number) => {
  const byCategory = new Map<string, ScoredContract[]>(categories.map((category) => [category, []]));
  for (const entry of entries) byCategory.get(entry.category)!.push({ bestScore: score(entry), present: entry.present, bestIsLabelled: entry.bestIsLabelled });
  return byCategory;
};
const count = (entries: Case[], score: (entry: Case) => number, thresholds: Map<string, number>) => {
  let found = 0;
  let honest = 0;
  for (const entry of entries) {
    const passes = score(entry) >= thresholds.get(entry.category)!;
    if (entry.present && passes && entry.bestIsLabelled) found += 1;
    if (!entry.present && !passes) honest += 1;
  }
  return { found, honest };
};

const base = { found: 0, honest: 0 };
const next = { found: 0, honest: 0 };
const perCategory = new Map<string, number[]>(categories.map((category) => [category, [0, 0, 0, 0]]));
for (let fold = 0; fold < FOLDS; fold += 1) {
  const train = cases.filter((entry) => entry.contract % FOLDS !== fold);
  const test = cases.filter((entry) => entry.contract % FOLDS === fold);
  const best = (entry: Case) => entry.sorted[0]!;
  const thresholds = chooseThresholds(scored(train, best));
  const presence = fit(train, thresholds);
  const presenceThresholds = chooseThresholds(scored(train, presence));
  const a = count(test, best, thresholds);
  const b = count(test, presence, presenceThresholds);
  base.found += a.found;
  base.honest += a.honest;
  next.found += b.found;
  next.honest += b.honest;
  for (const category of categories) {
    const own = test.filter((entry) => entry.category === category);
    const ca = count(own, best, thresholds);
    const cb = count(own, presence, presenceThresholds);
    const row = perCategory.get(category)!;
    row[0]! += ca.found;
    row[1]! += cb.found;
    row[2]! += ca.honest;
    row[3]! += cb.honest;
  }
}
const present = cases.filter((entry) => entry.present).length;
const absent = cases.length - present;
const share = (value: number, of: number) => `${value}/${of} (${((100 * value) / of).toFixed(1)} %)`;
console.log(`features ${FEATURES.join(',')}${DOCUMENT ? ' + document' : ''} L2 ${L2} own L2 ${OWN_L2}${SHARED_ONLY ? ' shared only' : ''}`);
console.log(`4-fold CV over ${dump.length} contracts, ${categories.length} categories (best passage labelled = found)`);
console.log(`  best score:     found ${share(base.found, present)}, not found ${share(base.honest, absent)}`);
console.log(`  presence score: found ${share(next.found, present)}, not found ${share(next.honest, absent)}`);
if (process.env.BY_CATEGORY) {
  for (const [category, row] of perCategory) if (row[0] !== row[1] || row[2] !== row[3]) console.log(`  ${category}: found ${row[0]} -> ${row[1]}, not found ${row[2]} -> ${row[3]}`);
}
