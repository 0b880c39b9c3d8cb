import { describe, expect, it } from 'vitest';
import { featureNorm } from '../finder/clauseModel';
import { compileHiddenLayer, hiddenLayerFile, trainWideAndDeep } from './hidden';
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
});
