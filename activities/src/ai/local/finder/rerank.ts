import type { FeatureSet } from './features';
import type { Unit } from './units';

/**
 * The clause finder's second stage: among a document's passages scoring highest for a category (`RERANK_CANDIDATES`),
 * which one to quote. The first stage (`clauseModel.ts`) rates each passage alone; the second looks at the candidates
 * together: how far each is below the best, its rank, where it lies in the document and among the others, how its
 * neighbours score, its length. It changes only which passage is quoted, never whether the clause is there (that stays
 * the best first-stage score against the category's threshold), so "Not found" is untouched.
 *
 * A linear model over these features, one for every category (with a few per-category weights), trained listwise on
 * the calibration contracts (`training/train.ts`, `trainReranker`).
 */
export const RERANK_CANDIDATES = 6;
/** The passage features (`features.ts`) the second stage's word weights are over. */
export const RERANK_FEATURE_SET: FeatureSet = 2;

/** Margin below the best for "the earliest of the close ones". */
const CLOSE_MARGIN = 1;
/** Gaps below the best are counted down to this (a passage further below is not a contender). */
const GAP_FLOOR = 6;

export const RERANK_FEATURES = [
  'gap',
  'gapSquared',
  'rank2',
  'rank3',
  'rank4+',
  'earliestClose',
  'beforeBest',
  'documentShare',
  'neighbourGap',
  'neighbourIsBest',
  'samePargraphAsBest',
  'logLength',
  'short',
  'paragraphStart',
  'otherCandidatesNear',
] as const;

export interface RerankCandidate {
  /** Index into the units (document order). */
  index: number;
  features: number[];
  /** The passage's own features (`features.ts`), for the per-category word weights; filled in by the caller. */
  words?: string[];
}

/**
 * The candidates for one category (the top `RERANK_CANDIDATES` by score, best first) with their features. `scores` are
 * the first-stage scores of `units`, in document order.
 */
export function rerankCandidates(units: Unit[], scores: ArrayLike<number>, paragraphCount: number, count = RERANK_CANDIDATES): RerankCandidate[] {
  if (units.length === 0) return [];
  const order = topIndices(scores, count);
  const best = scores[order[0]!]!;
  const bestUnit = units[order[0]!]!;
  // The best score of each paragraph (a long paragraph has several units).
  const byParagraph = new Map<number, number>();
  units.forEach((unit, index) => {
    const score = scores[index]!;
    if (score > (byParagraph.get(unit.paragraph) ?? -Infinity)) byParagraph.set(unit.paragraph, score);
  });
  const close = order.filter((index) => scores[index]! >= best - CLOSE_MARGIN);
  const earliestClose = Math.min(...close);
  const candidateParagraphs = order.map((index) => units[index]!.paragraph);
  return order.map((index, rank) => {
    const unit = units[index]!;
    const score = scores[index]!;
    const gap = Math.max(-GAP_FLOOR, score - best);
    const neighbour = Math.max(byParagraph.get(unit.paragraph - 1) ?? -Infinity, byParagraph.get(unit.paragraph + 1) ?? -Infinity);
    const neighbourGap = Number.isFinite(neighbour) ? Math.max(-5, neighbour - best) : -5;
    const length = unit.end - unit.start;
    const features = [
      gap,
      (gap * gap) / GAP_FLOOR,
      rank === 1 ? 1 : 0,
      rank === 2 ? 1 : 0,
      rank >= 3 ? 1 : 0,
      index === earliestClose ? 1 : 0,
      unit.paragraph < bestUnit.paragraph ? 1 : 0,
      unit.paragraph / Math.max(1, paragraphCount),
      neighbourGap,
      Math.abs(unit.paragraph - bestUnit.paragraph) === 1 ? 1 : 0,
      rank > 0 && unit.paragraph === bestUnit.paragraph ? 1 : 0,
      Math.log(Math.max(20, length) / 300),
      length < 120 ? 1 : 0,
      unit.start === 0 ? 1 : 0,
      candidateParagraphs.filter((paragraph, other) => other !== rank && Math.abs(paragraph - unit.paragraph) <= 2).length / count,
    ];
    return { index, features };
  });
}

function topIndices(scores: ArrayLike<number>, count: number): number[] {
  const top: number[] = [];
  for (let index = 0; index < scores.length; index += 1) {
    const score = scores[index]!;
    if (top.length === count && score <= scores[top[top.length - 1]!]!) continue;
    let at = top.length;
    while (at > 0 && score > scores[top[at - 1]!]!) at -= 1;
    top.splice(at, 0, index);
    if (top.length > count) top.pop();
  }
  return top;
}

/** The second stage's weights: shared ones, and per category a few more (same feature order), added where present. */
export interface RerankerFile {
  features: string[];
  shared: number[];
  byCategory: Record<string, number[]>;
  /** Per category, weights of the passage's own features (`features.ts`), scaled by 1 / sqrt(feature count). */
  words?: Record<string, Record<string, number>>;
}

/** The candidate the second stage quotes (the first when there is no reranker). */
export function rerankedChoice(reranker: RerankerFile | undefined, category: string, candidates: RerankCandidate[]): RerankCandidate | undefined {
  if (!reranker || candidates.length <= 1) return candidates[0];
  const own = reranker.byCategory[category];
  const words = reranker.words?.[category];
  let best = candidates[0]!;
  let bestValue = -Infinity;
  for (const candidate of candidates) {
    let value = 0;
    candidate.features.forEach((feature, at) => (value += feature * (reranker.shared[at]! + (own?.[at] ?? 0))));
    if (words && candidate.words) {
      const norm = 1 / Math.sqrt(Math.max(1, candidate.words.length));
      for (const word of candidate.words) value += (words[word] ?? 0) * norm;
    }
    if (value > bestValue) {
      bestValue = value;
      best = candidate;
    }
  }
  return best;
}
