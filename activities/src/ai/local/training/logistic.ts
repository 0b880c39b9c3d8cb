/** A unit of training data: its feature ids, the norm of its feature vector, and the categories it belongs to. */
export interface TrainingExample {
  features: Int32Array;
  norm: number;
  labels: Set<number>;
}

export interface LogisticOptions {
  categories: number;
  vocabularySize: number;
  epochs: number;
  learningRate: number;
  /** Upper bound of the weight of a positive example (negatives / positives, per category). */
  maxPositiveWeight: number;
  /** L2 shrinkage per step of a touched weight. */
  l2: number;
  seed: number;
}

export interface LinearModels {
  weights: Float32Array[];
  biases: Float64Array;
}

/** mulberry32: a small seeded generator, so a rebuild gives the same model. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));

/** Weights are kept within ±MAX_WEIGHT, so one rare phrase cannot decide a passage alone. */
const MAX_WEIGHT = 30;
/** The bias moves slower than the weights: it sees every example. */
const BIAS_STEP_SHARE = 0.01;

/**
 * Where training starts: zero weights, each category's positives weighted up to balance the classes (at most
 * `maxPositiveWeight`), and each bias at the log-odds of the weighted positives.
 */
export function startingPoint(examples: TrainingExample[], options: LogisticOptions) {
  const { categories, vocabularySize } = options;
  const weights = Array.from({ length: categories }, () => new Float32Array(vocabularySize));
  const positives = new Float64Array(categories);
  for (const example of examples) for (const label of example.labels) positives[label]! += 1;
  const positiveWeight = Array.from(positives, (count) =>
    Math.min(options.maxPositiveWeight, Math.max(1, (examples.length - count) / Math.max(1, count))),
  );
  const biases = Float64Array.from(positives, (count, category) =>
    Math.log(Math.max(1, count * positiveWeight[category]!) / Math.max(1, examples.length - count)),
  );
  return { weights, positiveWeight, biases };
}

/**
 * One-vs-rest logistic regression, all categories in one pass over the examples: SGD with a decaying step and L2
 * shrinkage of the weights it touches; positives weighted up to balance the classes (a clause is a few passages in a
 * contract of hundreds).
 */
export function trainLogistic(examples: TrainingExample[], options: LogisticOptions): LinearModels {
  const { categories } = options;
  const { weights, positiveWeight, biases } = startingPoint(examples, options);
  const random = seededRandom(options.seed);
  const order = examples.map((_, index) => index);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    const step = options.learningRate / (1 + epoch);
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    for (const exampleIndex of order) {
      const example = examples[exampleIndex]!;
      for (let category = 0; category < categories; category += 1) {
        const categoryWeights = weights[category]!;
        let dot = 0;
        for (const feature of example.features) dot += categoryWeights[feature]!;
        const isPositive = example.labels.has(category);
        const probability = sigmoid(biases[category]! + dot * example.norm);
        const gradient = (probability - (isPositive ? 1 : 0)) * (isPositive ? positiveWeight[category]! : 1);
        if (Math.abs(gradient) < 1e-3) continue;
        const featureGradient = gradient * example.norm;
        for (const feature of example.features) {
          const weight = categoryWeights[feature]!;
          const updated = weight - step * (featureGradient + options.l2 * weight);
          categoryWeights[feature] = Math.max(-MAX_WEIGHT, Math.min(MAX_WEIGHT, updated));
        }
        biases[category]! -= step * gradient * BIAS_STEP_SHARE;
      }
    }
  }
  return { weights, biases };
}
