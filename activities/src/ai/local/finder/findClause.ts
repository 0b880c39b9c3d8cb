import { splitSentences, type Span } from '../../text/sentences';
import type { ClauseModel } from './clauseModel';
import { positionOf, unitsOf, unitText, type Unit } from './units';
import { RERANK_FEATURE_SET, rerankCandidates, rerankedChoice } from './rerank';
import { featuresOf } from './features';

export interface ClauseFinding {
  category: string;
  unit: Unit;
  score: number;
  threshold: number;
}

/**
 * The quoted passage under a margin: the first, in document order, of those scoring at least the threshold and within
 * `within` of the best (a title, the parties or a date is quoted where the contract first states it, the way lawyers
 * label it, not where a later page repeats it).
 */
export function earlierChoice<T extends { score: number }>(candidates: T[], best: number, threshold: number, within: number): T | undefined {
  return candidates.find((candidate) => candidate.score >= Math.max(threshold, best - within));
}

/**
 * The passage quoted for a category, given every unit's score (document order): under `earlierWithin`, the first
 * close to the best; else the second stage's choice among the best (`rerank.ts`), or the best without a reranker.
 */
export function quotedUnit<T extends { unit: Unit; score: number }>(model: ClauseModel, category: string, scored: T[], paragraphs: string[]): T {
  const top = scored.reduce((a, b) => (b.score > a.score ? b : a));
  const threshold = model.thresholds.get(category)!;
  const within = model.earlierWithin.get(category) ?? 0;
  if (within > 0) return top.score >= threshold ? (earlierChoice(scored, top.score, threshold, within) ?? top) : top;
  // The closest passage of a clause not found stays the best one (what the "Not found" explanation names).
  if (!model.reranker || top.score < threshold) return top;
  const candidates = rerankCandidates(
    scored.map((entry) => entry.unit),
    scored.map((entry) => entry.score),
    paragraphs.length,
  );
  for (const candidate of candidates) candidate.words = rerankWords(paragraphs, scored[candidate.index]!.unit);
  const choice = rerankedChoice(model.reranker, category, candidates);
  return choice ? scored[choice.index]! : top;
}

/** A document's candidates' features, computed once for all the columns asked of it. */
const wordCache = new WeakMap<string[], Map<string, string[]>>();

/** A candidate's own features for the second stage's word weights. */
export function rerankWords(paragraphs: string[], unit: Unit): string[] {
  let cache = wordCache.get(paragraphs);
  if (!cache) wordCache.set(paragraphs, (cache = new Map()));
  const key = `${unit.paragraph}/${unit.start}/${unit.end}`;
  let words = cache.get(key);
  if (!words) cache.set(key, (words = featuresOf(unitText(paragraphs, unit), positionOf(paragraphs, unit.paragraph), RERANK_FEATURE_SET)));
  return words;
}

/**
 * The passage the model rates most likely to be one of the categories' clauses, judged by its margin over the
 * category's threshold; `present` when that margin is not negative. Where the model allows (`earlierWithin`), the
 * passage quoted is the first one at or above the threshold that scores within that margin of the best: a title or
 * the parties are quoted where the contract first states them.
 */
export function findClause(model: ClauseModel, paragraphs: string[], categories: string[]): (ClauseFinding & { present: boolean }) | null {
  const known = categories.filter((category) => model.thresholds.has(category));
  const scored = new Map(known.map((category) => [category, [] as { unit: Unit; score: number }[]]));
  for (const unit of unitsOf(paragraphs)) {
    const scores = model.score(unitText(paragraphs, unit), positionOf(paragraphs, unit.paragraph), known);
    for (const [category, score] of scores) scored.get(category)!.push({ unit, score });
  }
  let best: ClauseFinding | null = null;
  for (const [category, units] of scored) {
    if (units.length === 0) continue;
    const threshold = model.thresholds.get(category)!;
    const top = units.reduce((a, b) => (b.score > a.score ? b : a));
    if (best && top.score - threshold <= best.score - best.threshold) continue;
    best = { category, unit: top.unit, score: top.score, threshold };
  }
  if (!best) return null;
  // The passage quoted: chosen once, for the category that won.
  const chosen = quotedUnit(model, best.category, scored.get(best.category)!, paragraphs);
  return { ...best, unit: chosen.unit, present: best.score >= best.threshold };
}

/** How much a sentence that carries the kind of value asked for (a date, a law) is preferred. */
const PREFERRED_BONUS = 2;

/** The sentence of the unit the model rates highest for the category, plus a bonus where `preferred` holds. */
export function bestSentenceOfUnit(
  model: ClauseModel,
  paragraphs: string[],
  finding: ClauseFinding,
  preferred: (sentence: string) => boolean,
): { sentences: Span[]; index: number } {
  const paragraph = paragraphs[finding.unit.paragraph]!;
  const sentences = splitSentences(paragraph);
  let best = { index: -1, score: -Infinity };
  sentences.forEach((span, index) => {
    if (span.start < finding.unit.start || span.end > finding.unit.end) return;
    const text = paragraph.slice(span.start, span.end);
    const score =
      model.score(text, positionOf(paragraphs, finding.unit.paragraph), [finding.category]).get(finding.category)! +
      (preferred(text) ? PREFERRED_BONUS : 0);
    if (score > best.score) best = { index, score };
  });
  return { sentences, index: Math.max(0, best.index) };
}
