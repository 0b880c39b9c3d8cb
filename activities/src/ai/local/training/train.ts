import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileClauseModel, featureNorm, type ClauseModelFile } from '../finder/clauseModel';
import { featuresOf } from '../finder/features';
import { positionOf, unitsOf, unitText } from '../finder/units';
import { CUAD_ATTRIBUTION, HELD_OUT_SAMPLE_FILE, cuadTrainDirectory, readCategories, readContracts, splitOf, type CuadContract } from './cuadData';
import { trainLogistic, type LinearModels, type TrainingExample } from './logistic';
import { mapDocument, originalSpan, overlapsLabel, type MappedDocument } from './paragraphMap';
import { chooseThresholds, type ScoredContract } from './thresholds';
import { WEAK_CATEGORIES, weakClauses } from './weakLabels';
import { keywordEvidence } from '../matrixExtraction';

/**
 * Rebuilds `finder/clauseModel.json` from the CUAD training data (`npm run train:clauses`): trains on the train split,
 * keeps each category's strongest features, quantizes them, then chooses each category's threshold on the validation
 * split. Deterministic: the same data gives the same file.
 */

const MIN_DOCUMENT_FREQUENCY = 4;
/** Each category keeps its strongest evidence for (positive weights) and against (negative weights) the clause. */
const POSITIVE_FEATURES_PER_CATEGORY = 1200;
const NEGATIVE_FEATURES_PER_CATEGORY = 600;
const QUANTIZATION_LEVELS = 127;
const HELD_OUT_SAMPLE_SIZE = 12;
const TRAINING = { epochs: 3, learningRate: 1, maxPositiveWeight: 10, l2: 1e-4, seed: 15 };

interface PreparedContract {
  contract: CuadContract;
  document: MappedDocument;
}

function prepare(contracts: CuadContract[]): PreparedContract[] {
  return contracts.flatMap((contract) => {
    const document = mapDocument(contract.text);
    // The categories CUAD does not label get their weak labels (training/weakLabels.ts) beside the lawyers' ones.
    return document ? [{ contract: { ...contract, clauses: [...contract.clauses, ...weakClauses(document)] }, document }] : [];
  });
}

function examplesOf(prepared: PreparedContract[], categories: string[]) {
  const documentFrequency = new Map<string, number>();
  const raw = prepared.flatMap(({ contract, document }) =>
    unitsOf(document.paragraphs).map((unit) => {
      const features = featuresOf(unitText(document.paragraphs, unit), positionOf(document.paragraphs, unit.paragraph));
      for (const feature of features) documentFrequency.set(feature, (documentFrequency.get(feature) ?? 0) + 1);
      const span = originalSpan(document, unit.paragraph, unit);
      const labels = new Set<number>();
      categories.forEach((category, index) => {
        if (overlapsLabel(span, contract.clauses.filter((clause) => clause.category === category))) labels.add(index);
      });
      return { features, labels };
    }),
  );
  const vocabulary = [...documentFrequency].filter(([, count]) => count >= MIN_DOCUMENT_FREQUENCY).map(([feature]) => feature);
  const ids = new Map(vocabulary.map((feature, index) => [feature, index]));
  const examples: TrainingExample[] = raw.map(({ features, labels }) => ({
    features: Int32Array.from(features.map((feature) => ids.get(feature)).filter((id): id is number => id !== undefined)),
    norm: featureNorm(features.length),
    labels,
  }));
  return { vocabulary, examples };
}

function pruneAndQuantize(models: LinearModels, vocabulary: string[], categories: string[], descriptions: Map<string, string>): ClauseModelFile {
  const kept = categories.map((_, category) => {
    const weights = models.weights[category]!;
    const byWeight = Array.from(weights.keys()).sort((a, b) => weights[b]! - weights[a]!);
    const strongest = [
      ...byWeight.slice(0, POSITIVE_FEATURES_PER_CATEGORY).filter((id) => weights[id]! > 0),
      ...byWeight.slice(-NEGATIVE_FEATURES_PER_CATEGORY).filter((id) => weights[id]! < 0),
    ];
    return strongest.map((id) => ({ id, weight: weights[id]! }));
  });
  const used = [...new Set(kept.flatMap((entries) => entries.map((entry) => entry.id)))].sort((a, b) => a - b);
  const shipped = new Map(used.map((id, index) => [id, index]));
  return {
    attribution: CUAD_ATTRIBUTION,
    trainedOn:
      'CUAD v1 training split, train part (70 % of the contracts, by contract); thresholds on the validation part (15 %). ' +
      'Indemnification, Confidentiality, Payment Terms, Notices, Termination For Cause and Jurisdiction: weak labels of the same contracts (training/weakLabels.ts)',
    keywordThresholds: { short: 0, long: 0 },
    features: used.map((id) => vocabulary[id]!),
    categories: categories.map((name, category) => {
      const entries = kept[category]!;
      const scale = Math.max(...entries.map((entry) => Math.abs(entry.weight)), 1e-9) / QUANTIZATION_LEVELS;
      return {
        name,
        description: descriptions.get(name)!.replace(/\s+/g, ' ').trim(),
        bias: Number(models.biases[category]!.toFixed(4)),
        scale: Number(scale.toPrecision(6)),
        threshold: 0,
        weights: entries
          .map((entry) => [shipped.get(entry.id)!, Math.round(entry.weight / scale)] as const)
          .filter(([, weight]) => weight !== 0)
          .sort((a, b) => a[0] - b[0])
          .flat(),
      };
    }),
  };
}

function scoreContracts(file: ClauseModelFile, prepared: PreparedContract[], categories: string[]): Map<string, ScoredContract[]> {
  const model = compileClauseModel(file);
  const byCategory = new Map(categories.map((category) => [category, [] as ScoredContract[]]));
  for (const { contract, document } of prepared) {
    const units = unitsOf(document.paragraphs);
    const best = new Map(categories.map((category) => [category, { score: -Infinity, unit: units[0]! }]));
    for (const unit of units) {
      const scores = model.score(unitText(document.paragraphs, unit), positionOf(document.paragraphs, unit.paragraph), categories);
      for (const [category, score] of scores) if (score > best.get(category)!.score) best.set(category, { score, unit });
    }
    for (const category of categories) {
      const labels = contract.clauses.filter((clause) => clause.category === category);
      const { score, unit } = best.get(category)!;
      byCategory.get(category)!.push({
        bestScore: score,
        present: labels.length > 0,
        bestIsLabelled: unit !== undefined && overlapsLabel(originalSpan(document, unit.paragraph, unit), labels),
      });
    }
  }
  return byCategory;
}

/**
 * The keyword engine's evidence on validation contracts, for the thresholds of columns about no category: every
 * category asked two ways, by its name alone (a short custom column) and by its name and description (a long one).
 * The passage counts as found when it overlaps a labelled one.
 */
function keywordContracts(prepared: PreparedContract[], categoryList: { category: string; description: string }[]): Map<string, ScoredContract[]> {
  const byBucket = new Map<string, ScoredContract[]>([
    ['short', []],
    ['long', []],
  ]);
  for (const { contract, document } of prepared) {
    for (const { category, description } of categoryList) {
      const labels = contract.clauses.filter((clause) => clause.category === category);
      for (const question of [category, description.replace(/\s+/g, ' ').trim()]) {
        const evidence = keywordEvidence(question, category, document.paragraphs);
        const unit = evidence.choice?.unit;
        byBucket.get(evidence.bucket)!.push({
          bestScore: unit ? evidence.coverage : -1,
          present: labels.length > 0,
          bestIsLabelled: unit !== undefined && overlapsLabel(originalSpan(document, unit.paragraph, unit), labels),
        });
      }
    }
  }
  return byBucket;
}

/**
 * The shortest contracts of the test split, kept in the repository (with CUAD's attribution) so a unit test can hold
 * the shipped model to minimum figures on contracts it never saw.
 */
function writeHeldOutSample(contracts: PreparedContract[], file: string) {
  const sample = contracts
    .filter(({ contract }) => splitOf(contract.title) === 'test')
    // As CUAD publishes them: without the weak labels added for training.
    .map(({ contract }) => ({ ...contract, clauses: contract.clauses.filter((clause) => !WEAK_CATEGORIES.some((weak) => weak.category === clause.category)) }))
    .sort((a, b) => a.text.length - b.text.length)
    .slice(0, HELD_OUT_SAMPLE_SIZE);
  writeFileSync(file, gzipSync(sample.map((contract) => JSON.stringify(contract)).join('\n')));
}

function main() {
  const started = Date.now();
  const directory = cuadTrainDirectory();
  const categoryList = [...readCategories(directory), ...WEAK_CATEGORIES.map(({ category, description }) => ({ category, description }))];
  const categories = categoryList.map((entry) => entry.category);
  const descriptions = new Map(categoryList.map((entry) => [entry.category, entry.description]));
  const contracts = prepare(readContracts(path.join(directory, 'contracts.jsonl.gz')));
  const train = contracts.filter(({ contract }) => splitOf(contract.title) === 'train');
  const validation = contracts.filter(({ contract }) => splitOf(contract.title) === 'validation');
  const { vocabulary, examples } = examplesOf(train, categories);
  console.log(`${train.length} train contracts, ${examples.length} passages, ${vocabulary.length} features; ${validation.length} validation contracts`);
  const models = trainLogistic(examples, { categories: categories.length, vocabularySize: vocabulary.length, ...TRAINING });
  const file = pruneAndQuantize(models, vocabulary, categories, descriptions);
  const scored = scoreContracts(file, validation, categories);
  // CUAD's categories and the weakly labelled ones are calibrated apart: weak labels must not move CUAD's thresholds.
  const weak = new Set(WEAK_CATEGORIES.map(({ category }) => category));
  const thresholds = new Map([
    ...chooseThresholds(new Map([...scored].filter(([category]) => !weak.has(category)))),
    ...chooseThresholds(new Map([...scored].filter(([category]) => weak.has(category)))),
  ]);
  for (const category of file.categories) {
    const contractsOfCategory = scored.get(category.name)!;
    category.threshold = Number(thresholds.get(category.name)!.toFixed(3));
    const present = contractsOfCategory.filter((entry) => entry.present);
    const absent = contractsOfCategory.filter((entry) => !entry.present);
    const found = present.filter((entry) => entry.bestScore >= category.threshold && entry.bestIsLabelled).length;
    const honest = absent.filter((entry) => entry.bestScore < category.threshold).length;
    console.log(`${category.name.padEnd(36)} threshold ${category.threshold.toFixed(2).padStart(6)}  found ${found}/${present.length}  not found ${honest}/${absent.length}`);
  }
  for (const [label, isWeak] of [['CUAD categories', false], ['weakly labelled categories', true]] as const) {
    const all = [...scored]
      .filter(([name]) => weak.has(name) === isWeak)
      .flatMap(([name, entries]) => entries.map((entry) => ({ entry, threshold: thresholds.get(name)! })));
    const present = all.filter(({ entry }) => entry.present);
    const absent = all.filter(({ entry }) => !entry.present);
    const found = present.filter(({ entry, threshold }) => entry.bestScore >= threshold && entry.bestIsLabelled).length;
    const honest = absent.filter(({ entry, threshold }) => entry.bestScore < threshold).length;
    console.log(`validation, ${label}: found ${found}/${present.length}, not found ${honest}/${absent.length}`);
  }
  const keywordScored = keywordContracts(validation, categoryList);
  const keywordThresholds = chooseThresholds(keywordScored);
  file.keywordThresholds = { short: Number(keywordThresholds.get('short')!.toFixed(3)), long: Number(keywordThresholds.get('long')!.toFixed(3)) };
  for (const [bucket, entries] of keywordScored) {
    const threshold = keywordThresholds.get(bucket)!;
    const present = entries.filter((entry) => entry.present);
    const absent = entries.filter((entry) => !entry.present);
    const found = present.filter((entry) => entry.bestScore >= threshold && entry.bestIsLabelled).length;
    const honest = absent.filter((entry) => entry.bestScore < threshold).length;
    console.log(`keyword engine, ${bucket} questions: threshold ${threshold.toFixed(2)}  found ${found}/${present.length}  not found ${honest}/${absent.length}`);
  }
  const finderDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), '../finder');
  const output = path.join(finderDirectory, 'clauseModel.json');
  writeFileSync(output, `${JSON.stringify(file)}\n`);
  writeHeldOutSample(contracts, path.join(finderDirectory, HELD_OUT_SAMPLE_FILE));
  console.log(`wrote ${output} (${file.features.length} features) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main();
