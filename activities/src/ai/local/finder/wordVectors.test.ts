import { describe, expect, it } from 'vitest';
import { passageVector, vectorToken, wordVectors } from './wordVectors';
import { buildWordVectors, jacobiEigen } from '../training/wordVectorsBuild';

const cosine = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let dot = 0;
  for (let index = 0; index < a.length; index += 1) dot += a[index]! * b[index]!;
  return dot;
};

describe('the domain word vectors (trained on the CUAD train split)', () => {
  const vectors = wordVectors();
  const vectorOf = (word: string) => {
    const row = vectors.rows.get(vectorToken(word))!;
    return vectors.vectors.subarray(row * vectors.dimensions, (row + 1) * vectors.dimensions);
  };

  it('places words a lawyer uses together near each other', () => {
    expect(cosine(vectorOf('indemnify'), vectorOf('defend'))).toBeGreaterThan(0.7);
    expect(cosine(vectorOf('indemnify'), vectorOf('royalty'))).toBeLessThan(0.3);
    expect(cosine(vectorOf('audit'), vectorOf('inspect'))).toBeGreaterThan(cosine(vectorOf('audit'), vectorOf('terminate')));
  });

  it('gives a passage a unit vector, and nothing known a zero one', () => {
    const vector = passageVector(vectors, 'Licensee shall indemnify and hold harmless Licensor from any claims.');
    expect(cosine(vector, vector)).toBeCloseTo(1, 5);
    expect(passageVector(vectors, 'zzqx wwvy').every((value) => value === 0)).toBe(true);
  });
});

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

  it('is deterministic', () => {
    const texts = Array.from({ length: 40 }, (_, index) =>
      `The Licensee shall pay royalties of ${index} % each quarter.\nEither party may terminate this Agreement upon notice.\nThe Supplier shall indemnify the Buyer.`,
    );
    expect(JSON.stringify(buildWordVectors(texts))).toBe(JSON.stringify(buildWordVectors(texts)));
  });
});
