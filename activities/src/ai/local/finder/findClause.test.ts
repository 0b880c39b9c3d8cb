import { describe, expect, it } from 'vitest';
import type { ClauseModel } from './clauseModel';
import { earlierChoice, findClause } from './findClause';

/** A model that scores a passage by the number in it, for one category. */
function numberModel(threshold: number, earlierWithin: number): ClauseModel {
  return {
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
