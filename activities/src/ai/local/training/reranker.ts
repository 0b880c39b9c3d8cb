import { RERANK_FEATURES, type RerankCandidate, type RerankerFile } from '../finder/rerank';

/** One category of one contract where the clause is there: its candidates and which of them overlap a label. */
export interface RerankGroup {
  category: string;
  candidates: RerankCandidate[];
  labelled: boolean[];
}

export interface RerankerOptions {
  /** L2 penalty of the shared weights and of each category's own (which pulls a rare category to the shared ones). */
  sharedL2: number;
  categoryL2: number;
  /** L2 penalty of each category's word weights (the passage's own features, `features.ts`). */
  wordL2: number;
  /** A word weighs in only when it is in at least this many candidates of its category. */
  minWordCount: number;
  iterations: number;
  step: number;
}

/**
 * Word weights smaller than this are left out of the model file: 0.01 kept 79,466 of them and made the file 2.4 MB
 * (over the 2 MB `clauseFinder.test.ts` holds it to); 0.05 keeps about 26,000.
 */
const MIN_WORD_WEIGHT = 0.05;

export const RERANKER_OPTIONS: RerankerOptions = { sharedL2: 1e-3, categoryL2: 0.05, wordL2: 0.01, minWordCount: 3, iterations: 300, step: 0.5 };

/**
 * Listwise logistic training (the probability that the quoted candidate is one of the labelled ones, over a softmax
 * of the candidates): full-batch gradient descent with momentum from zero, so deterministic. Groups without both a
 * labelled and an unlabelled candidate teach nothing and are left out.
 */
export function trainReranker(groups: RerankGroup[], options: RerankerOptions = RERANKER_OPTIONS): RerankerFile {
  const useful = groups.filter((group) => group.labelled.some(Boolean) && group.labelled.some((labelled) => !labelled));
  // (An experiment may give the candidates more features than RERANK_FEATURES: `rerankExperiment.ts`.)
  const size = useful[0]?.candidates[0]?.features.length ?? RERANK_FEATURES.length;
  const categories = [...new Set(useful.map((group) => group.category))].sort();
  // Word vocabulary per category.
  const wordCounts = new Map(categories.map((category) => [category, new Map<string, number>()]));
  for (const group of useful) {
    const counts = wordCounts.get(group.category)!;
    for (const candidate of group.candidates) for (const word of candidate.words ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const vocabulary = new Map(
    categories.map((category) => [
      category,
      new Map(
        [...wordCounts.get(category)!]
          .filter(([, count]) => count >= options.minWordCount)
          .map(([word]) => word)
          .sort()
          .map((word, index) => [word, index]),
      ),
    ]),
  );
  const encoded = useful.map((group) => {
    const ids = vocabulary.get(group.category)!;
    return group.candidates.map((candidate) => {
      const known = (candidate.words ?? []).map((word) => ids.get(word)).filter((id): id is number => id !== undefined);
      return { known, norm: 1 / Math.sqrt(Math.max(1, (candidate.words ?? []).length)) };
    });
  });
  const shared = new Float64Array(size);
  const own = new Map(categories.map((category) => [category, new Float64Array(size)]));
  const words = new Map(categories.map((category) => [category, new Float64Array(vocabulary.get(category)!.size)]));
  const velocityShared = new Float64Array(size);
  const velocityOwn = new Map(categories.map((category) => [category, new Float64Array(size)]));
  const velocityWords = new Map(categories.map((category) => [category, new Float64Array(vocabulary.get(category)!.size)]));
  const count = Math.max(1, useful.length);
  for (let iteration = 0; iteration < options.iterations; iteration += 1) {
    const gradShared = new Float64Array(size);
    const gradOwn = new Map(categories.map((category) => [category, new Float64Array(size)]));
    const gradWords = new Map(categories.map((category) => [category, new Float64Array(vocabulary.get(category)!.size)]));
    useful.forEach((group, groupIndex) => {
      const weights = own.get(group.category)!;
      const wordWeights = words.get(group.category)!;
      const values = group.candidates.map((candidate, at) => {
        let value = candidate.features.reduce((sum, feature, index) => sum + feature * (shared[index]! + weights[index]!), 0);
        const { known, norm } = encoded[groupIndex]![at]!;
        for (const id of known) value += wordWeights[id]! * norm;
        return value;
      });
      const top = Math.max(...values);
      const exp = values.map((value) => Math.exp(value - top));
      const total = exp.reduce((a, b) => a + b, 0);
      const labelledTotal = exp.reduce((sum, value, at) => sum + (group.labelled[at] ? value : 0), 0);
      const gradient = gradOwn.get(group.category)!;
      const wordGradient = gradWords.get(group.category)!;
      group.candidates.forEach((candidate, at) => {
        // d(-log sum_labelled p) / d value = p - q, q the posterior among the labelled ones.
        const coefficient = (exp[at]! / total - (group.labelled[at] ? exp[at]! / labelledTotal : 0)) / count;
        candidate.features.forEach((feature, index) => {
          gradShared[index]! += coefficient * feature;
          gradient[index]! += coefficient * feature;
        });
        const { known, norm } = encoded[groupIndex]![at]!;
        for (const id of known) wordGradient[id]! += coefficient * norm;
      });
    });
    const update = (values: Float64Array, velocity: Float64Array, gradient: Float64Array, l2: number, step: number) => {
      for (let index = 0; index < values.length; index += 1) {
        velocity[index] = 0.9 * velocity[index]! - step * (gradient[index]! + l2 * values[index]!);
        values[index]! += velocity[index]!;
      }
    };
    update(shared, velocityShared, gradShared, options.sharedL2, options.step);
    for (const category of categories) {
      update(own.get(category)!, velocityOwn.get(category)!, gradOwn.get(category)!, options.categoryL2, options.step);
      // Word gradients are per category and sparse: scaled up by the category's share of the groups.
      const share = count / Math.max(1, useful.filter((group) => group.category === category).length);
      update(words.get(category)!, velocityWords.get(category)!, gradWords.get(category)!.map((value) => value * share), options.wordL2, options.step);
    }
  }
  const round = (values: Float64Array) => Array.from(values, (value) => Number(value.toFixed(4)));
  return {
    features: [...RERANK_FEATURES],
    shared: round(shared),
    byCategory: Object.fromEntries(categories.map((category) => [category, round(own.get(category)!)])),
    words: Object.fromEntries(
      categories.map((category) => {
        const weights = words.get(category)!;
        const kept = [...vocabulary.get(category)!].map(([word, id]) => [word, Number(weights[id]!.toFixed(3))] as const);
        return [category, Object.fromEntries(kept.filter(([, weight]) => Math.abs(weight) >= MIN_WORD_WEIGHT))];
      }),
    ),
  };
}
