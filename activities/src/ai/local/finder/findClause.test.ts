import { describe, expect, it } from 'vitest';
import type { ClauseModel } from './clauseModel';
import { earlierChoice, findClause } from './findClause';
import { RERANK_FEATURES, rerankCandidates, type RerankerFile } from './rerank';

/** A model that scores a passage by the number in it, for one category. */
function numberModel(threshold: number, earlierWithin: number, reranker?: RerankerFile): ClauseModel {
  return {
    reranker,
    categories: ['Document Name'],
    keywordThresholds: { short: 0.5, long: 0.5 },
    thresholds: new Map([['Document Name', threshold]]),
    earlierWithin: new Map([['Document Name', earlierWithin]]),
    descriptions: new Map([['Document Name', 'The name of the contract']]),
    score: (text) => new Map([['Document Name', Number(/-?\d+(?:\.\d+)?/.exec(text)?.[0] ?? -10)]]),
  };
}

describe('the passage quoted', () => {
  const paragraphs = ['score 1', 'score 2.5', 'score 0', 'score 3'];

  it('is the best one when the category allows no earlier passage', () => {
    const found = findClause(numberModel(2, 0), paragraphs, ['Document Name'])!;
    expect(found).toMatchObject({ present: true, score: 3, unit: { paragraph: 3 } });
  });

  it('is the first one within the margin and at or above the threshold; presence is still decided by the best', () => {
    expect(findClause(numberModel(2, 1), paragraphs, ['Document Name'])).toMatchObject({ present: true, score: 3, unit: { paragraph: 1 } });
    // Within 2.5 of the best, paragraph 0 (1) would do, but it is below the threshold of 2.
    expect(findClause(numberModel(2, 2.5), paragraphs, ['Document Name'])).toMatchObject({ unit: { paragraph: 1 } });
    expect(findClause(numberModel(0.5, 2.5), paragraphs, ['Document Name'])).toMatchObject({ unit: { paragraph: 0 } });
    expect(findClause(numberModel(4, 3), paragraphs, ['Document Name'])).toMatchObject({ present: false, unit: { paragraph: 3 } });
  });

  it('earlierChoice takes the first candidate at or above both the threshold and the best less the margin', () => {
    const candidates = [{ score: 1 }, { score: 2.5 }, { score: 3 }];
    expect(earlierChoice(candidates, 3, 0, 0)).toBe(candidates[2]);
    expect(earlierChoice(candidates, 3, 0, 0.5)).toBe(candidates[1]);
    expect(earlierChoice(candidates, 3, 2.8, 5)).toBe(candidates[2]);
  });
});

describe('the second stage (rerank.ts)', () => {
  const paragraphs = ['score 1', 'score 2.5', 'score 0', 'score 3', 'score 2.8 the clause'];
  const units = paragraphs.map((text, paragraph) => ({ paragraph, start: 0, end: text.length }));
  const zero = RERANK_FEATURES.map(() => 0);
  const gapOnly = RERANK_FEATURES.map((feature) => (feature === 'gap' ? 1 : 0));

  it('takes the best passages in score order, earlier first on a tie', () => {
    const candidates = rerankCandidates(units, [1, 3, 0, 3, 2.8], paragraphs.length, 3);
    expect(candidates.map((candidate) => candidate.index)).toEqual([1, 3, 4]);
    expect(candidates[0]!.features[RERANK_FEATURES.indexOf('gap')]).toBe(0);
    expect(candidates[2]!.features[RERANK_FEATURES.indexOf('gap')]).toBeCloseTo(-0.2);
    expect(candidates[0]!.features[RERANK_FEATURES.indexOf('earliestClose')]).toBe(1);
  });

  it('quotes the candidate its weights prefer, a word of the category outweighing a small gap', () => {
    const words: RerankerFile = { features: [...RERANK_FEATURES], shared: gapOnly, byCategory: {}, words: { 'Document Name': { claus: 5 } } };
    expect(findClause(numberModel(2, 0, words), paragraphs, ['Document Name'])).toMatchObject({ present: true, score: 3, unit: { paragraph: 4 } });
    // Without word weights the gap decides: the best passage.
    const plain: RerankerFile = { features: [...RERANK_FEATURES], shared: gapOnly, byCategory: { 'Document Name': zero } };
    expect(findClause(numberModel(2, 0, plain), paragraphs, ['Document Name'])).toMatchObject({ unit: { paragraph: 3 } });
  });

  it('never decides presence, and leaves the closest passage of a clause not found as the best one', () => {
    const words: RerankerFile = { features: [...RERANK_FEATURES], shared: gapOnly, byCategory: {}, words: { 'Document Name': { claus: 5 } } };
    expect(findClause(numberModel(4, 0, words), paragraphs, ['Document Name'])).toMatchObject({ present: false, score: 3, unit: { paragraph: 3 } });
  });
});
