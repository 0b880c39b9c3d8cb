import { describe, expect, it } from 'vitest';
import { compileClauseModel, compileHiddenLayer, featureNorm } from '../finder/clauseModel';
import { featuresOf } from '../finder/features';
import { hiddenLayerFile, trainWideAndDeep } from './hidden';
import { trainLogistic, type TrainingExample } from './logistic';

/**
 * A category that is present only when two features come together (XOR of features 0 and 1, with filler features):
 * one linear model cannot learn it; the shared hidden layer can.
 */
function xorExamples(): TrainingExample[] {
  const examples: TrainingExample[] = [];
  for (let copy = 0; copy < 200; copy += 1) {
    for (const [a, b] of [
      [true, false],
      [false, true],
      [true, true],
      [false, false],
    ] as const) {
      const features = [2 + (copy % 5), ...(a ? [0] : []), ...(b ? [1] : [])];
      examples.push({ features: Int32Array.from(features), norm: featureNorm(features.length), labels: new Set(a !== b ? [0] : []) });
    }
  }
  return examples;
}

const options = { categories: 1, vocabularySize: 7, epochs: 20, learningRate: 0.5, maxPositiveWeight: 10, l2: 0, seed: 3 };
const hiddenOptions = { units: 8, learningRate: 0.5, l2: 0, inputIds: [0, 1, 2, 3, 4, 5, 6] };

function accuracy(scoreOf: (example: TrainingExample) => number, examples: TrainingExample[]): number {
  return examples.filter((example) => scoreOf(example) > 0 === example.labels.has(0)).length / examples.length;
}

describe('wide and deep first stage (experiment, HIDDEN=<units>)', () => {
  it('learns a conjunction of features that one linear model cannot', () => {
    const examples = xorExamples();
    const linear = trainLogistic(examples, options);
    const linearScore = (example: TrainingExample) => linear.biases[0]! + example.norm * [...example.features].reduce((sum, feature) => sum + linear.weights[0]![feature]!, 0);
    expect(accuracy(linearScore, examples)).toBeLessThan(0.8);

    const model = trainWideAndDeep(examples, options, hiddenOptions);
    const file = hiddenLayerFile({ ...model.hidden, inputs: ['a', 'b', 'f2', 'f3', 'f4', 'f5', 'f6'] }, ['xor']);
    const deep = compileHiddenLayer(file);
    const names = ['a', 'b', 'f2', 'f3', 'f4', 'f5', 'f6'];
    const score = (example: TrainingExample) =>
      model.biases[0]! +
      example.norm * [...example.features].reduce((sum, feature) => sum + model.weights[0]![feature]!, 0) +
      deep([...example.features].map((feature) => names[feature]!), example.norm, ['xor']).get('xor')!;
    expect(accuracy(score, examples)).toBe(1);
  });

  it('is deterministic: the same data and seed give the same weights', () => {
    const first = trainWideAndDeep(xorExamples(), options, hiddenOptions);
    const second = trainWideAndDeep(xorExamples(), options, hiddenOptions);
    expect(second.hidden.inputWeights).toEqual(first.hidden.inputWeights);
    expect(second.hidden.outputWeights).toEqual(first.hidden.outputWeights);
  });

  it('is added to the linear scores by the compiled model when the file has it', () => {
    const text = 'Either party may terminate this Agreement';
    const position = { paragraph: 5, paragraphCount: 20 };
    const features = featuresOf(text, position, 2);
    const hidden = hiddenLayerFile(
      { inputs: [features[0]!], units: 2, inputWeights: Float32Array.from([1, -1]), unitBiases: Float32Array.from([0.5, 0.5]), outputWeights: [Float32Array.from([2, 3])] },
      ['Termination For Convenience'],
    );
    const category = { name: 'Termination For Convenience', description: '', bias: -1, scale: 1, threshold: 0, weights: [] };
    const file = { attribution: '', trainedOn: '', featureSet: 2 as const, keywordThresholds: { short: 0, long: 0 }, features: [], categories: [category] };
    const linear = compileClauseModel(file).score(text, position, [category.name]).get(category.name)!;
    const wideAndDeep = compileClauseModel({ ...file, hidden }).score(text, position, [category.name]).get(category.name)!;
    const norm = featureNorm(features.length);
    expect(linear).toBe(-1);
    expect(wideAndDeep).toBeCloseTo(-1 + 2 * (0.5 + norm) + 3 * Math.max(0, 0.5 - norm), 1);
  });
});
