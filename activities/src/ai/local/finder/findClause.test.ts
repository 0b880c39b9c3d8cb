import { describe, expect, it } from 'vitest';
import type { ClauseModel } from './clauseModel';
import { earlierChoice, findClause, valueChoice, type ValueCheck } from './findClause';
import { yieldsValue } from '../matrixExtraction';
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

describe('answer-aware choice (valueChoice)', () => {
  // Paragraph 3 scores best but gives no value; paragraph 1 is 0.5 below it and gives one ("law"); paragraph 4 gives one
  // but is 2 below the best.
  const paragraphs = ['score 1 law', 'score 2.5 law', 'score 0', 'score 3', 'score 1 law'];
  const lawCheck: ValueCheck = (category, text) => (category === 'Document Name' ? /\blaw\b/.test(text) : undefined);

  it('quotes the best passage that yields a value when the best one does not, within the margin and above the threshold', () => {
    expect(findClause(numberModel(2, 0), paragraphs, ['Document Name'], lawCheck)).toMatchObject({ present: true, score: 3, unit: { paragraph: 1 } });
    // Without the check, the best passage.
    expect(findClause(numberModel(2, 0), paragraphs, ['Document Name'])).toMatchObject({ unit: { paragraph: 3 } });
  });

  it('keeps the choice when no passage close enough yields a value, and never changes presence', () => {
    // 2.5 is under a threshold of 2.8: the best stays quoted, present.
    expect(findClause(numberModel(2.8, 0), paragraphs, ['Document Name'], lawCheck)).toMatchObject({ present: true, unit: { paragraph: 3 } });
    // Not found: the closest passage stays the best one.
    expect(findClause(numberModel(4, 0), paragraphs, ['Document Name'], lawCheck)).toMatchObject({ present: false, unit: { paragraph: 3 } });
    const scored = paragraphs.map((text, paragraph) => ({ unit: { paragraph, start: 0, end: text.length }, score: Number(/\d+(?:\.\d+)?/.exec(text)![0]) }));
    expect(valueChoice('Document Name', scored, scored[3]!, 3, 0, paragraphs, lawCheck, 0.4)).toBeUndefined();
    expect(valueChoice('Document Name', scored, scored[3]!, 3, 0, paragraphs, lawCheck, 2)).toBe(scored[1]);
    // A category without a value check, or a choice that yields one, keeps the choice.
    expect(valueChoice('Parties', scored, scored[3]!, 3, 0, paragraphs, lawCheck, 2)).toBeUndefined();
    expect(valueChoice('Document Name', scored, scored[1]!, 3, 0, paragraphs, lawCheck, 2)).toBeUndefined();
  });

  it("reads the value kinds on CUAD's sentences: a governing law is not the law a party is organized under", () => {
    // Gulf South Medical Supply's affiliate agreement (CUAD v1, The Atticus Project, CC BY 4.0) and drkoop.com's sponsorship agreement.
    expect(yieldsValue('Governing Law', 'The undersigned is a shareholder of Gulf South Medical Supply, Inc. ("GSMS"), a corporation organized and existing under the laws of the State of Delaware')).toBe(false);
    expect(yieldsValue('Governing Law', '9.4. GOVERNING LAW. This Agreement shall be construed and enforced in accordance with the laws of the State of Delaware, but without giving effect to its laws or rules relating to conflicts of laws.')).toBe(true);
    expect(yieldsValue('Renewal Term', '8. RENEWAL.')).toBe(false);
    expect(yieldsValue('Renewal Term', 'This Agreement shall automatically renew for successive one (1) year terms.')).toBe(true);
    expect(yieldsValue('Notice Period To Terminate Renewal', 'unless either party gives written notice of non-renewal at least ninety (90) days prior to the end of the then-current term')).toBe(true);
    expect(yieldsValue('Agreement Date', 'This Agreement is entered into as of May 1, 2019 by and between Acme Inc. and Beta LLC.')).toBe(true);
    expect(yieldsValue('Expiration Date', 'The initial term (the "Initial Term".')).toBe(false);
    expect(yieldsValue('Parties', 'Acme Inc. and Beta LLC')).toBeUndefined();
  });
});
