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
export function quotedUnit<T extends { unit: Unit; score: number }>(
  model: ClauseModel,
  category: string,
  scored: T[],
  paragraphs: string[],
  yieldsValue?: ValueCheck,
): T {
  const top = scored.reduce((a, b) => (b.score > a.score ? b : a));
  const threshold = model.thresholds.get(category)!;
  // The closest passage of a clause not found stays the best one (what the "Not found" explanation names).
  if (top.score < threshold) return top;
  const choice = firstChoice(model, category, scored, top, threshold, paragraphs);
  return yieldsValue ? (valueChoice(category, scored, choice, top.score, threshold, paragraphs, yieldsValue) ?? choice) : choice;
}

/** The passage quoted before the value is looked at: the first close to the best, the second stage's, or the best. */
function firstChoice<T extends { unit: Unit; score: number }>(model: ClauseModel, category: string, scored: T[], top: T, threshold: number, paragraphs: string[]): T {
  const within = model.earlierWithin.get(category) ?? 0;
  if (within > 0) return earlierChoice(scored, top.score, threshold, within) ?? top;
  if (!model.reranker) return top;
  const candidates = rerankCandidates(
    scored.map((entry) => entry.unit),
    scored.map((entry) => entry.score),
    paragraphs.length,
  );
  for (const candidate of candidates) candidate.words = rerankWords(paragraphs, scored[candidate.index]!.unit);
  const choice = rerankedChoice(model.reranker, category, candidates);
  return choice ? scored[choice.index]! : top;
}

/**
 * Whether a passage yields a value of the kind a category's answer is (a date, the governing law, a duration); undefined
 * for a category whose answer is no such value. Given by the caller (`matrixExtraction.ts`), which reads the values.
 */
export type ValueCheck = (category: string, text: string) => boolean | undefined;

/**
 * How far below the best a passage that yields the value may score and still be quoted instead of one that does not.
 * Measured on the train and validation contracts (issue 28, 28r): 1 quotes two more train labels and reads five more
 * short answers right, validation unchanged; 2 read one more short answer but lost two train labels (a date on the cover
 * page over the clause lawyers label).
 */
export const VALUE_WITHIN = 1;

/**
 * Answer-aware choice: where the passage chosen yields no value of the category's kind ("organized under Delaware
 * law" for Governing Law, a heading for Renewal Term), the best-scoring passage that does, among those at or above the
 * threshold and within `VALUE_WITHIN` of the best. Undefined: keep the choice.
 */
export function valueChoice<T extends { unit: Unit; score: number }>(
  category: string,
  scored: T[],
  choice: T,
  best: number,
  threshold: number,
  paragraphs: string[],
  yieldsValue: ValueCheck,
  within = VALUE_WITHIN,
): T | undefined {
  if (yieldsValue(category, unitText(paragraphs, choice.unit)) !== false) return undefined;
  const floor = Math.max(threshold, best - within);
  const contenders = scored.filter((entry) => entry !== choice && entry.score >= floor).sort((a, b) => b.score - a.score);
  return contenders.find((entry) => yieldsValue(category, unitText(paragraphs, entry.unit)) === true);
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
export function findClause(model: ClauseModel, paragraphs: string[], categories: string[], yieldsValue?: ValueCheck): (ClauseFinding & { present: boolean }) | null {
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
  const chosen = quotedUnit(model, best.category, scored.get(best.category)!, paragraphs, yieldsValue);
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
