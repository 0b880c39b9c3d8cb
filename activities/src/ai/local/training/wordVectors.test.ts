import { describe, expect, it } from 'vitest';
import { buildWordVectors, compileWordVectors, jacobiEigen, passageVector, vectorToken } from './wordVectors';

const cosine = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let dot = 0;
  for (let index = 0; index < a.length; index += 1) dot += a[index]! * b[index]!;
  return dot;
};

describe('the word-vector build', () => {
  it('decomposes a symmetric matrix', () => {
    const matrix = [Float64Array.from([2, 1, 0]), Float64Array.from([1, 3, 1]), Float64Array.from([0, 1, 4])];
    const { eigenvalues, eigenvectors } = jacobiEigen(matrix);
    eigenvalues.forEach((value, column) => {
      for (let row = 0; row < 3; row += 1) {
        const product = matrix[row]!.reduce((sum, entry, at) => sum + entry * eigenvectors[at]![column]!, 0);
        expect(product).toBeCloseTo(value * eigenvectors[row]![column]!, 8);
      }
    });
  });

  const texts = Array.from({ length: 40 }, (_, index) =>
    `The Licensee shall pay royalties of ${index} % each quarter.\nEither party may terminate this Agreement upon notice.\nThe Supplier shall indemnify the Buyer.`,
  );

  it('is deterministic', () => {
    expect(JSON.stringify(buildWordVectors(texts))).toBe(JSON.stringify(buildWordVectors(texts)));
  });

  it('gives a passage a unit vector, and nothing known a zero one', () => {
    const vectors = compileWordVectors(buildWordVectors(texts));
    const vector = passageVector(vectors, 'The Supplier shall indemnify the Licensee.');
    expect(cosine(vector, vector)).toBeCloseTo(1, 4);
    expect(vectorToken('Royalties')).toBe(vectorToken('royalty'));
    expect(passageVector(vectors, 'zzqx wwvy').every((value) => value === 0)).toBe(true);
  });
});
