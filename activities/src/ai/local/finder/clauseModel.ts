import { readFileSync } from 'node:fs';
import { featuresOf, type FeatureSet, type UnitPosition } from './features';
import type { RerankerFile } from './rerank';

/**
 * The clause finder's trained model as shipped (`clauseModel.json`, rebuilt by `npm run train:clauses`): one linear
 * model per CUAD category over the shared feature list, weights quantized to integers times a per-category scale.
 */
export interface ClauseModelFile {
  attribution: string;
  trainedOn: string;
  /** The features the model was trained on (`features.ts`); 1 when absent (the models before it was recorded). */
  featureSet?: FeatureSet;
  /**
   * For columns about no category: the share of the question's significant words the keyword engine's passage must
   * mention for an answer, for short questions (a column's name) and long ones (chosen on validation).
   */
  keywordThresholds: KeywordThresholds;
  /** The second stage, which of the best passages to quote (`rerank.ts`); absent: the best one. */
  reranker?: RerankerFile;
  /** Experiment (issue 28, 28m; `HIDDEN=<units>` of the training): a shared hidden layer added to the linear scores. */
  hidden?: HiddenLayerFile;
  features: string[];
  categories: {
    name: string;
    /** CUAD's description: what a lawyer looks for. */
    description: string;
    bias: number;
    scale: number;
    /** The decision: the clause is present when the best passage's score reaches it (chosen on validation). */
    threshold: number;
    /**
     * How far below the best passage's score an earlier passage (at or above the threshold) may score and still be
     * the one quoted (chosen on the calibration contracts; 0 or absent: the best passage).
     */
    earlierWithin?: number;
    /** The features this category was trained on, where not the file's (`featureSet`). */
    featureSet?: FeatureSet;
    /** Pairs [feature index, quantized weight], flattened. */
    weights: number[];
  }[];
}

/**
 * A shared hidden layer of ReLU units over some of the features (`training/hidden.ts`, "wide and deep"): its
 * categories' scores add Σ_j v_c[j] · relu(b_j + norm · Σ W[f][j]) to the linear ones. 8-bit weights, base64.
 */
export interface HiddenLayerFile {
  inputs: string[];
  units: number;
  inputScale: number;
  /** inputs × units, row-major, base64 of Int8. */
  inputWeights: string;
  unitBiases: number[];
  /** By category name: [scale, base64 of Int8 output weights]. */
  outputs: Record<string, [number, string]>;
}

function dequantize(scale: number, encoded: string): Float32Array {
  const bytes = new Int8Array(Buffer.from(encoded, 'base64'));
  return Float32Array.from(bytes, (value) => value * scale);
}

/** The hidden layer's score of a passage's features per category (added to the linear score). */
export function compileHiddenLayer(file: HiddenLayerFile): (features: string[], norm: number, categories: string[]) => Map<string, number> {
  const index = new Map(file.inputs.map((feature, position) => [feature, position]));
  const inputWeights = dequantize(file.inputScale, file.inputWeights);
  const outputs = new Map(Object.entries(file.outputs).map(([name, [scale, encoded]]) => [name, dequantize(scale, encoded)]));
  const { units } = file;
  return (features, norm, categories) => {
    const activation = Float64Array.from(file.unitBiases);
    for (const feature of features) {
      const at = index.get(feature);
      if (at === undefined) continue;
      const offset = at * units;
      for (let unit = 0; unit < units; unit += 1) activation[unit]! += inputWeights[offset + unit]! * norm;
    }
    const scores = new Map<string, number>();
    for (const name of categories) {
      const output = outputs.get(name);
      if (!output) continue;
      let sum = 0;
      for (let unit = 0; unit < units; unit += 1) if (activation[unit]! > 0) sum += output[unit]! * activation[unit]!;
      scores.set(name, sum);
    }
    return scores;
  };
}

export interface KeywordThresholds {
  short: number;
  long: number;
}

export interface ClauseModel {
  categories: string[];
  keywordThresholds: KeywordThresholds;
  thresholds: Map<string, number>;
  earlierWithin: Map<string, number>;
  reranker?: RerankerFile;
  descriptions: Map<string, string>;
  /** Scores of a passage for the given categories (by name), as logits. */
  score(text: string, position: UnitPosition, categories: string[]): Map<string, number>;
}

/** Each passage's feature vector has unit length, so long passages do not win by length alone. */
export function featureNorm(featureCount: number): number {
  return 1 / Math.sqrt(Math.max(1, featureCount));
}

/** Passages whose features stay cached (about 1 kB each): the passages of some 50 long contracts. */
const FEATURE_CACHE_ENTRIES = 50_000;

export function compileClauseModel(file: ClauseModelFile): ClauseModel {
  const fileFeatureSet = file.featureSet ?? 1;
  const featureIndex = new Map(file.features.map((feature, index) => [feature, index]));
  const byCategory = new Map(
    file.categories.map((category) => {
      // Dense per category (about 0.1 MB each): a passage's features are looked up for every category asked about.
      const weights = new Float32Array(file.features.length);
      for (let index = 0; index < category.weights.length; index += 2) {
        weights[category.weights[index]!] = category.weights[index + 1]! * category.scale;
      }
      return [category.name, { bias: category.bias, weights, featureSet: category.featureSet ?? fileFeatureSet }];
    }),
  );
  // The cells of one document (one per column) score the same passages: their features are computed once per process.
  const cache = new Map<string, { known: number[]; norm: number; features?: string[]; deep?: Map<string, number> }>();
  const hidden = file.hidden ? compileHiddenLayer(file.hidden) : undefined;
  const encoded = (text: string, position: UnitPosition, featureSet: FeatureSet) => {
    const key = `${featureSet}/${position.paragraph}/${position.paragraphCount}/${position.heading ?? ''}/${featureSet > 1 ? (position.previous ?? '') : ''}/${text}`;
    let entry = cache.get(key);
    if (!entry) {
      const features = featuresOf(text, position, featureSet);
      entry = {
        known: features.map((feature) => featureIndex.get(feature)).filter((index): index is number => index !== undefined),
        norm: featureNorm(features.length),
        ...(hidden ? { features } : {}),
      };
      if (cache.size >= FEATURE_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(key, entry);
    }
    return entry;
  };
  return {
    categories: file.categories.map((category) => category.name),
    keywordThresholds: file.keywordThresholds,
    thresholds: new Map(file.categories.map((category) => [category.name, category.threshold])),
    earlierWithin: new Map(file.categories.map((category) => [category.name, category.earlierWithin ?? 0])),
    reranker: file.reranker,
    descriptions: new Map(file.categories.map((category) => [category.name, category.description])),
    score(text, position, categories) {
      const scores = new Map<string, number>();
      const bySet = new Map<FeatureSet, { known: number[]; norm: number; features?: string[]; deep?: Map<string, number> }>();
      for (const name of categories) {
        const model = byCategory.get(name);
        if (!model) continue;
        let encoding = bySet.get(model.featureSet);
        if (!encoding) bySet.set(model.featureSet, (encoding = encoded(text, position, model.featureSet)));
        const { known, norm } = encoding;
        let sum = 0;
        for (const index of known) sum += model.weights[index]!;
        scores.set(name, model.bias + sum * norm);
      }
      if (hidden) {
        // Once per passage for every category (the cells of one document ask the same passages).
        const encoding = encoded(text, position, fileFeatureSet);
        encoding.deep ??= hidden(encoding.features!, encoding.norm, Object.keys(file.hidden!.outputs));
        for (const name of categories) if (scores.has(name) && encoding.deep.has(name)) scores.set(name, scores.get(name)! + encoding.deep.get(name)!);
      }
      return scores;
    },
  };
}

let shipped: ClauseModel | undefined;

/** The committed model, read once per process (or the one `useClauseModelFile` names). */
export function clauseModel(): ClauseModel {
  shipped ??= compileClauseModel(JSON.parse(readFileSync(new URL('./clauseModel.json', import.meta.url), 'utf8')) as ClauseModelFile);
  return shipped;
}

/** For the benches: measure a model written elsewhere (`CLAUSE_MODEL_OUT` of the training) instead of the committed one. */
export function useClauseModelFile(file: string): void {
  shipped = compileClauseModel(JSON.parse(readFileSync(file, 'utf8')) as ClauseModelFile);
}
