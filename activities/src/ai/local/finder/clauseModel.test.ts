import { describe, expect, it } from 'vitest';
import { compileClauseModel, featureNorm, type ClauseModelFile } from './clauseModel';
import { featuresOf } from './features';
import { positionOf } from './units';

const PARAGRAPHS = ['During the Term, Acme shall not:', '(a) sell any competing product in the Territory;'];

/** Two categories weighing the same word, one trained on each feature set. */
const file: ClauseModelFile = {
  attribution: 'test',
  trainedOn: 'test',
  featureSet: 2,
  keywordThresholds: { short: 0.5, long: 0.5 },
  features: ['sell', '<not'],
  categories: [
    { name: 'Non-Compete', description: '', bias: 0, scale: 1, threshold: 0, weights: [0, 10, 1, 5] },
    { name: 'Parties', description: '', bias: 0, scale: 1, threshold: 0, weights: [0, 10, 1, 5], featureSet: 1 },
  ],
};

describe('a model file whose categories were trained on different feature sets', () => {
  it('scores each category with the features and the norm of its own set', () => {
    const model = compileClauseModel(file);
    const position = positionOf(PARAGRAPHS, 1);
    const scores = model.score(PARAGRAPHS[1]!, position, ['Non-Compete', 'Parties']);
    // Set 2 reads "<not" (the lead-in's last words) and has more features; set 1 reads only "sell".
    expect(scores.get('Non-Compete')).toBeCloseTo(15 * featureNorm(featuresOf(PARAGRAPHS[1]!, position, 2).length), 5);
    expect(scores.get('Parties')).toBeCloseTo(10 * featureNorm(featuresOf(PARAGRAPHS[1]!, position, 1).length), 5);
    // The same passage asked about one category alone scores the same.
    expect(model.score(PARAGRAPHS[1]!, position, ['Parties']).get('Parties')).toBe(scores.get('Parties'));
  });

  it('reads a file without `featureSet` (the models before it was recorded) with the first set', () => {
    const { featureSet: _ignored, ...older } = file;
    const model = compileClauseModel({ ...older, categories: [{ ...file.categories[0]!, name: 'Non-Compete' }] });
    const position = positionOf(PARAGRAPHS, 1);
    expect(model.score(PARAGRAPHS[1]!, position, ['Non-Compete']).get('Non-Compete')).toBeCloseTo(10 * featureNorm(featuresOf(PARAGRAPHS[1]!, position, 1).length), 5);
  });
});
