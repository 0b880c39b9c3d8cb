import type { HiddenLayerFile } from '../finder/clauseModel';
import { seededRandom, startingPoint, type LinearModels, type LogisticOptions, type TrainingExample } from './logistic';

/**
 * Experiment (issue 28, 28m; `HIDDEN=<units>` in `train.ts`): a multi-task first stage, "wide and deep". Each
 * category keeps its linear model over the passage's sparse features (the wide part, trained as `trainLogistic`
 * does), and every category also reads one shared hidden layer of ReLU units over the passage's most frequent
 * features (the deep part), so what one category learns (a clause's topic, a list item under a lead-in) is shared:
 *   score_c = bias_c + norm · Σ w_c[f] + Σ_j v_c[j] · relu(b_j + norm · Σ W[f][j]).
 * Trained jointly by SGD on the same weighted logistic loss, seeded: the same data gives the same weights.
 */
export interface HiddenLayer {
  /** The features the hidden units read (the most frequent of the vocabulary), by name. */
  inputs: string[];
  units: number;
  /** inputs × units, row-major (feature, unit). */
  inputWeights: Float32Array;
  unitBiases: Float32Array;
  /** Per category (by index of the categories trained), units output weights. */
  outputWeights: Float32Array[];
}

export interface HiddenOptions {
  units: number;
  /** The deep part's step (decays as the wide part's, 1 / (1 + epoch)). */
  learningRate: number;
  l2: number;
  /** Ids (in the vocabulary) of the features the hidden units read. */
  inputIds: number[];
}

const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));
const MAX_WEIGHT = 30;
const BIAS_STEP_SHARE = 0.01;
/** The deep part's weights are clipped too, and its gradient per unit, so one heavily weighted positive cannot blow it up. */
const MAX_DEEP_WEIGHT = 8;
const MAX_UNIT_GRADIENT = 5;

export function trainWideAndDeep(
  examples: TrainingExample[],
  options: LogisticOptions,
  hidden: HiddenOptions,
): LinearModels & { hidden: Omit<HiddenLayer, 'inputs'> & { inputIds: number[] } } {
  const { categories, vocabularySize } = options;
  const units = hidden.units;
  const { weights, positiveWeight, biases } = startingPoint(examples, options);
  const random = seededRandom(options.seed);
  // Row of each vocabulary id in the input weights (-1: not read by the hidden units).
  const row = new Int32Array(vocabularySize).fill(-1);
  hidden.inputIds.forEach((id, index) => (row[id] = index));
  const inputWeights = new Float32Array(hidden.inputIds.length * units).map(() => (random() * 2 - 1) * 0.5);
  const unitBiases = new Float32Array(units).fill(0.1);
  const outputWeights = Array.from({ length: categories }, () => new Float32Array(units).map(() => (random() * 2 - 1) * 0.1));
  const activation = new Float64Array(units);
  const unitGradient = new Float64Array(units);
  const order = examples.map((_, index) => index);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    const step = options.learningRate / (1 + epoch);
    const deepStep = hidden.learningRate / (1 + epoch);
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    for (const exampleIndex of order) {
      const example = examples[exampleIndex]!;
      const rows: number[] = [];
      for (const feature of example.features) if (row[feature]! >= 0) rows.push(row[feature]!);
      for (let unit = 0; unit < units; unit += 1) activation[unit] = unitBiases[unit]!;
      for (const at of rows) {
        const offset = at * units;
        for (let unit = 0; unit < units; unit += 1) activation[unit]! += inputWeights[offset + unit]! * example.norm;
      }
      for (let unit = 0; unit < units; unit += 1) activation[unit] = Math.max(0, activation[unit]!);
      unitGradient.fill(0);
      for (let category = 0; category < categories; category += 1) {
        const categoryWeights = weights[category]!;
        const output = outputWeights[category]!;
        let dot = 0;
        for (const feature of example.features) dot += categoryWeights[feature]!;
        let deep = 0;
        for (let unit = 0; unit < units; unit += 1) deep += output[unit]! * activation[unit]!;
        const isPositive = example.labels.has(category);
        const probability = sigmoid(biases[category]! + dot * example.norm + deep);
        const gradient = (probability - (isPositive ? 1 : 0)) * (isPositive ? positiveWeight[category]! : 1);
        if (Math.abs(gradient) < 1e-3) continue;
        for (let unit = 0; unit < units; unit += 1) {
          if (activation[unit]! > 0) unitGradient[unit]! += gradient * output[unit]!;
          const updated = output[unit]! - deepStep * (gradient * activation[unit]! + hidden.l2 * output[unit]!);
          output[unit] = Math.max(-MAX_DEEP_WEIGHT, Math.min(MAX_DEEP_WEIGHT, updated));
        }
        const featureGradient = gradient * example.norm;
        for (const feature of example.features) {
          const weight = categoryWeights[feature]!;
          const updated = weight - step * (featureGradient + options.l2 * weight);
          categoryWeights[feature] = Math.max(-MAX_WEIGHT, Math.min(MAX_WEIGHT, updated));
        }
        biases[category]! -= step * gradient * BIAS_STEP_SHARE;
      }
      for (let unit = 0; unit < units; unit += 1) {
        const gradient = Math.max(-MAX_UNIT_GRADIENT, Math.min(MAX_UNIT_GRADIENT, unitGradient[unit]!));
        if (gradient === 0) continue;
        unitBiases[unit]! -= deepStep * gradient * BIAS_STEP_SHARE;
        const inputGradient = gradient * example.norm;
        for (const at of rows) {
          const offset = at * units + unit;
          const weight = inputWeights[offset]!;
          const updated = weight - deepStep * (inputGradient + hidden.l2 * weight);
          inputWeights[offset] = Math.max(-MAX_DEEP_WEIGHT, Math.min(MAX_DEEP_WEIGHT, updated));
        }
      }
    }
  }
  return { weights, biases, hidden: { inputIds: hidden.inputIds, units, inputWeights, unitBiases, outputWeights } };
}

const LEVELS = 127;

function quantize(values: Float32Array): [number, string] {
  const scale = Math.max(...values.map(Math.abs), 1e-9) / LEVELS;
  const bytes = Int8Array.from(values, (value) => Math.round(value / scale));
  return [Number(scale.toPrecision(6)), Buffer.from(bytes.buffer).toString('base64')];
}

/** The hidden layer as the model file keeps it (`HiddenLayerFile` in `finder/clauseModel.ts`, which scores it). */
export function hiddenLayerFile(layer: HiddenLayer, categories: string[]): HiddenLayerFile {
  let largest = 1e-9;
  for (const value of layer.inputWeights) largest = Math.max(largest, Math.abs(value));
  const scale = largest / LEVELS;
  const bytes = Int8Array.from(layer.inputWeights, (value) => Math.round(value / scale));
  return {
    inputs: layer.inputs,
    units: layer.units,
    inputScale: Number(scale.toPrecision(6)),
    inputWeights: Buffer.from(bytes.buffer).toString('base64'),
    unitBiases: Array.from(layer.unitBiases, (value) => Number(value.toFixed(4))),
    outputs: Object.fromEntries(categories.map((name, index) => [name, quantize(layer.outputWeights[index]!)])),
  };
}
