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
 * The passage the model rates most likely to be one of the categories' clauses, judged by its margin over the
 * category's threshold; `present` when that margin is not negative.
 */
export function findClause(model: ClauseModel, paragraphs: string[], categories: string[]): (ClauseFinding & { present: boolean }) | null {
  const known = categories.filter((category) => model.thresholds.has(category));
  let best: ClauseFinding | null = null;
  for (const unit of unitsOf(paragraphs)) {
    const scores = model.score(unitText(paragraphs, unit), positionOf(paragraphs, unit.paragraph), known);
    for (const [category, score] of scores) {
      const threshold = model.thresholds.get(category)!;
      if (!best || score - threshold > best.score - best.threshold) best = { category, unit, score, threshold };
    }
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
