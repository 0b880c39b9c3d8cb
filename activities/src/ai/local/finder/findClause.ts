import { splitSentences, type Span } from '../../text/sentences';
import type { ClauseModel } from './clauseModel';
import { positionOf, unitsOf, unitText, type Unit } from './units';

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
    const within = model.earlierWithin.get(category) ?? 0;
    const chosen = within > 0 && top.score >= threshold ? (earlierChoice(units, top.score, threshold, within) ?? top) : top;
    best = { category, unit: chosen.unit, score: top.score, threshold };
  }
  return best ? { ...best, present: best.score >= best.threshold } : null;
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
