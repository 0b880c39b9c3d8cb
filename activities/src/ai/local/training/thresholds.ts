/** A validation contract as the threshold sees it: its best passage's score and whether that passage is the clause. */
export interface ScoredContract {
  bestScore: number;
  present: boolean;
  /** The best passage overlaps a labelled one (meaningful only when present). */
  bestIsLabelled: boolean;
}

/** Where no validation contract lacks (or has) the clause, the threshold keeps this margin below (above) the scores. */
const MARGIN = 0.5;
/** A wrong answer where the clause is absent costs this much more than a missed clause: a reviewer trusts "Not found". */
const ABSENT_WEIGHT = 1.2;

/**
 * The score from which the engine answers: the candidate that maximises the share of present clauses found plus
 * (weighted) the share of absent clauses answered "Not found".
 */
export function chooseThreshold(contracts: ScoredContract[]): number {
  const present = contracts.filter((contract) => contract.present);
  const absent = contracts.filter((contract) => !contract.present);
  const scores = [...new Set(contracts.map((contract) => contract.bestScore))].sort((a, b) => a - b);
  if (scores.length === 0) return 0;
  const candidates = [scores[0]! - MARGIN, ...scores.map((score, index) => (score + (scores[index + 1] ?? score + 2 * MARGIN)) / 2)];
  let best = { threshold: candidates[0]!, value: -Infinity };
  for (const threshold of candidates) {
    const found = present.filter((contract) => contract.bestScore >= threshold && contract.bestIsLabelled).length;
    const honest = absent.filter((contract) => contract.bestScore < threshold).length;
    const value = found / Math.max(1, present.length) + (ABSENT_WEIGHT * honest) / Math.max(1, absent.length);
    if (value > best.value) best = { threshold, value };
  }
  return best.threshold;
}
