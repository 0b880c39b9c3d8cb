import { contentStems } from '../text/terms';
import type { ScoringQuery } from '../text/scoring';

/** The question's significant words (stems), the measure of the keyword engine's evidence. */
export function essentialStems(query: ScoringQuery): string[] {
  return [...new Set(query.terms.filter((term) => term.essential).map((term) => term.stem))];
}

/** Questions with at most this many significant words are "short" and have their own threshold. */
const SHORT_QUESTION_STEMS = 4;

export type KeywordBucket = 'short' | 'long';

export function keywordBucket(query: ScoringQuery): KeywordBucket {
  return essentialStems(query).length <= SHORT_QUESTION_STEMS ? 'short' : 'long';
}

/** The share of the question's significant words a passage mentions (0 to 1; 1 for a question without any). */
export function keywordCoverage(query: ScoringQuery, text: string): number {
  const wanted = essentialStems(query);
  if (wanted.length === 0) return 1;
  const present = new Set(contentStems(text));
  return wanted.filter((termStem) => present.has(termStem)).length / wanted.length;
}

