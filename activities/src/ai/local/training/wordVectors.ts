import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stem, words } from '../../text/terms';
import { CUAD_ATTRIBUTION, cuadTrainDirectory, readContracts, splitOf } from './cuadData';
import { seededRandom } from './logistic';

/**
 * Domain word vectors for experiments with the clause finder (issue 28e; not shipped: neither the first stage's dense
 * features nor the second stage's vector feature raised found on validation, docs/ai-engine.md). Trained here on the
 * CUAD train split's texts only, deterministically, with no downloaded weights: counts of word pairs within WINDOW
 * words of each other in the same line, positive pointwise mutual information with the context distribution smoothed
 * (Levy, Goldberg and Dagan 2015: exponent 0.75), and the DIMENSIONS leading eigenvectors of that symmetric matrix by a
 * randomized subspace iteration (Halko, Martinsson and Tropp 2011) from a seeded start, scaled by the square root of
 * their eigenvalues, each word's vector at unit length, quantized to 8 bits. Words are the finder's tokens
 * (`features.ts`: stems, any number one token '#').
 *   npx tsx activities/src/ai/local/training/wordVectors.ts   (writes WORD_VECTORS_OUT, default /tmp/wordVectors.json.gz)
 * `wordVectors()` reads WORD_VECTORS_FILE where set, else builds them in memory (about a minute).
 */

export interface WordVectorsFile {
  attribution: string;
  dimensions: number;
  /** Tokens counted in the training texts (for the frequency of each word). */
  totalCount: number;
  words: string[];
  counts: number[];
  /** The vectors, row by row, as signed bytes times `scale`, base64. */
  scale: number;
  vectors: string;
}

export interface WordVectors {
  dimensions: number;
  rows: Map<string, number>;
  /** Smooth-inverse-frequency weight of each row (`a / (a + p(word))`). */
  weights: Float32Array;
  vectors: Float32Array;
}

/** The finder's token of a word (as `features.ts`). */
export function vectorToken(word: string): string {
  return /\d/.test(word) ? '#' : stem(word);
}

/** Arora et al.'s smooth inverse frequency: "the", "of" and "shall" weigh little. */
export const SIF = 1e-3;

export function compileWordVectors(file: WordVectorsFile): WordVectors {
  const bytes = Buffer.from(file.vectors, 'base64');
  const vectors = new Float32Array(bytes.length);
  for (let index = 0; index < bytes.length; index += 1) vectors[index] = ((bytes[index]! << 24) >> 24) * file.scale;
  const weights = Float32Array.from(file.counts, (count) => SIF / (SIF + count / file.totalCount));
  return { dimensions: file.dimensions, rows: new Map(file.words.map((word, index) => [word, index])), weights, vectors };
}

export function readWordVectorsFile(path: string | URL): WordVectorsFile {
  return JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as WordVectorsFile;
}

let loaded: WordVectors | undefined;

/** WORD_VECTORS_FILE's vectors, else the train split's built in memory; once per process. */
export function wordVectors(): WordVectors {
  loaded ??= compileWordVectors(process.env.WORD_VECTORS_FILE ? readWordVectorsFile(process.env.WORD_VECTORS_FILE) : trainSplitVectors());
  return loaded;
}

function trainSplitVectors(): WordVectorsFile {
  const contracts = readContracts(path.join(cuadTrainDirectory(), 'contracts.jsonl.gz')).filter((contract) => splitOf(contract.title) === 'train');
  return buildWordVectors(contracts.map((contract) => contract.text));
}

/** A passage as one vector: the SIF-weighted mean of its words' vectors at unit length (zeros when none is known). */
export function passageVector(vectors: WordVectors, text: string, scale = 1): Float32Array {
  const { dimensions, rows } = vectors;
  const sum = new Float32Array(dimensions);
  for (const word of words(text)) {
    const row = rows.get(vectorToken(word));
    if (row === undefined) continue;
    const weight = vectors.weights[row]!;
    const offset = row * dimensions;
    for (let dimension = 0; dimension < dimensions; dimension += 1) sum[dimension]! += weight * vectors.vectors[offset + dimension]!;
  }
  let length = 0;
  for (const value of sum) length += value * value;
  if (length === 0) return sum;
  const factor = scale / Math.sqrt(length);
  for (let dimension = 0; dimension < dimensions; dimension += 1) sum[dimension]! *= factor;
  return sum;
}

const DIMENSIONS = Number(process.env.WORD_VECTOR_DIMENSIONS ?? 100);
const MIN_COUNT = Number(process.env.WORD_VECTOR_MIN_COUNT ?? 5);
const MAX_WORDS = 16_000;
const WINDOW = 5;
const CONTEXT_SMOOTHING = 0.75;
const OVERSAMPLING = 20;
const POWER_ITERATIONS = 4;
const SEED = 28;

export function buildWordVectors(texts: string[]): WordVectorsFile {
  const lines = texts.flatMap((text) => text.split(/\n+/)).map((line) => words(line).map(vectorToken));
  const counts = new Map<string, number>();
  for (const line of lines) for (const token of line) counts.set(token, (counts.get(token) ?? 0) + 1);
  const totalCount = [...counts.values()].reduce((a, b) => a + b, 0);
  const vocabulary = [...counts]
    .filter(([, count]) => count >= MIN_COUNT)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_WORDS)
    .map(([word]) => word);
  const size = vocabulary.length;
  const ids = new Map(vocabulary.map((word, index) => [word, index]));
  // Pair events as one number i * size + j (i < j), sorted and counted.
  let events = new Float64Array(1 << 24);
  let eventCount = 0;
  for (const line of lines) {
    const row = line.map((token) => ids.get(token) ?? -1);
    for (let at = 0; at < row.length; at += 1) {
      const a = row[at]!;
      if (a < 0) continue;
      for (let other = at + 1; other < Math.min(row.length, at + 1 + WINDOW); other += 1) {
        const b = row[other]!;
        if (b < 0 || b === a) continue;
        if (eventCount === events.length) {
          const grown = new Float64Array(events.length * 2);
          grown.set(events);
          events = grown;
        }
        events[eventCount++] = a < b ? a * size + b : b * size + a;
      }
    }
  }
  const sorted = events.subarray(0, eventCount).sort();
  const pairs: number[] = [];
  const pairCounts: number[] = [];
  for (let at = 0; at < sorted.length; ) {
    let end = at;
    while (end < sorted.length && sorted[end] === sorted[at]) end += 1;
    pairs.push(sorted[at]!);
    pairCounts.push(end - at);
    at = end;
  }
  // Marginals of the symmetric matrix.
  const marginal = new Float64Array(size);
  pairs.forEach((pair, index) => {
    marginal[Math.floor(pair / size)]! += pairCounts[index]!;
    marginal[pair % size]! += pairCounts[index]!;
  });
  const total = 2 * pairCounts.reduce((a, b) => a + b, 0);
  const smoothed = Float64Array.from(marginal, (count) => count ** CONTEXT_SMOOTHING);
  const smoothedTotal = smoothed.reduce((a, b) => a + b, 0);
  // PPMI entries (symmetric: both (i, j) and (j, i)), as rows.
  const rowLists: { column: number; value: number }[][] = Array.from({ length: size }, () => []);
  pairs.forEach((pair, index) => {
    const i = Math.floor(pair / size);
    const j = pair % size;
    const joint = pairCounts[index]! / total;
    const pmiIJ = Math.log((2 * joint) / ((marginal[i]! / total) * (smoothed[j]! / smoothedTotal)));
    const pmiJI = Math.log((2 * joint) / ((marginal[j]! / total) * (smoothed[i]! / smoothedTotal)));
    // One symmetric value: the mean of the two directions.
    const value = (pmiIJ + pmiJI) / 2;
    if (value <= 0) return;
    rowLists[i]!.push({ column: j, value });
    rowLists[j]!.push({ column: i, value });
  });
  const rowStart = new Int32Array(size + 1);
  rowLists.forEach((list, index) => (rowStart[index + 1] = rowStart[index]! + list.length));
  const columns = new Int32Array(rowStart[size]!);
  const values = new Float64Array(rowStart[size]!);
  rowLists.forEach((list, index) => {
    list.sort((a, b) => a.column - b.column);
    list.forEach((entry, at) => {
      columns[rowStart[index]! + at] = entry.column;
      values[rowStart[index]! + at] = entry.value;
    });
  });
  console.log(`${lines.length} lines, ${totalCount} tokens, ${size} words, ${pairs.length} pairs, ${columns.length} PPMI entries`);

  const width = DIMENSIONS + OVERSAMPLING;
  // Row-major size × width.
  const multiply = (input: Float64Array) => {
    const output = new Float64Array(size * width);
    for (let row = 0; row < size; row += 1) {
      const out = row * width;
      for (let at = rowStart[row]!; at < rowStart[row + 1]!; at += 1) {
        const value = values[at]!;
        const source = columns[at]! * width;
        for (let column = 0; column < width; column += 1) output[out + column]! += value * input[source + column]!;
      }
    }
    return output;
  };
  const orthonormalize = (matrix: Float64Array) => {
    for (let pass = 0; pass < 2; pass += 1) {
      for (let column = 0; column < width; column += 1) {
        for (let previous = 0; previous < column; previous += 1) {
          let dot = 0;
          for (let row = 0; row < size; row += 1) dot += matrix[row * width + column]! * matrix[row * width + previous]!;
          for (let row = 0; row < size; row += 1) matrix[row * width + column]! -= dot * matrix[row * width + previous]!;
        }
        let norm = 0;
        for (let row = 0; row < size; row += 1) norm += matrix[row * width + column]! ** 2;
        norm = Math.sqrt(norm) || 1;
        for (let row = 0; row < size; row += 1) matrix[row * width + column]! /= norm;
      }
    }
    return matrix;
  };
  const random = seededRandom(SEED);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  let basis = orthonormalize(Float64Array.from({ length: size * width }, gaussian));
  for (let iteration = 0; iteration < POWER_ITERATIONS; iteration += 1) basis = orthonormalize(multiply(basis));
  const product = multiply(basis);
  // B = Qᵀ M Q, symmetric width × width.
  const small = Array.from({ length: width }, () => new Float64Array(width));
  for (let a = 0; a < width; a += 1) {
    for (let b = a; b < width; b += 1) {
      let dot = 0;
      for (let row = 0; row < size; row += 1) dot += basis[row * width + a]! * product[row * width + b]!;
      small[a]![b] = dot;
      small[b]![a] = dot;
    }
  }
  const { eigenvalues, eigenvectors } = jacobiEigen(small);
  const order = [...eigenvalues.keys()].sort((a, b) => eigenvalues[b]! - eigenvalues[a]! || a - b).slice(0, DIMENSIONS);
  console.log(`eigenvalues ${order.slice(0, 5).map((index) => eigenvalues[index]!.toFixed(1)).join(', ')} … ${eigenvalues[order[order.length - 1]!]!.toFixed(1)}`);
  const vectors = new Float64Array(size * DIMENSIONS);
  for (let row = 0; row < size; row += 1) {
    let norm = 0;
    order.forEach((component, dimension) => {
      let value = 0;
      for (let column = 0; column < width; column += 1) value += basis[row * width + column]! * eigenvectors[column]![component]!;
      value *= Math.sqrt(Math.max(0, eigenvalues[component]!));
      vectors[row * DIMENSIONS + dimension] = value;
      norm += value * value;
    });
    norm = Math.sqrt(norm) || 1;
    // A sign convention per dimension is not needed: the eigenvectors are deterministic given the seed.
    for (let dimension = 0; dimension < DIMENSIONS; dimension += 1) vectors[row * DIMENSIONS + dimension]! /= norm;
  }
  let largest = 0;
  for (const value of vectors) largest = Math.max(largest, Math.abs(value));
  const scale = Number((largest / 127).toPrecision(6));
  const bytes = Buffer.alloc(vectors.length);
  vectors.forEach((value, index) => bytes.writeInt8(Math.max(-127, Math.min(127, Math.round(value / scale))), index));
  return {
    attribution: `Trained on the texts of the CUAD v1 train split (${CUAD_ATTRIBUTION})`,
    dimensions: DIMENSIONS,
    totalCount,
    words: vocabulary,
    counts: vocabulary.map((word) => counts.get(word)!),
    scale,
    vectors: bytes.toString('base64'),
  };
}

/** Eigen-decomposition of a small symmetric matrix by cyclic Jacobi rotations (columns of `eigenvectors`). */
export function jacobiEigen(input: Float64Array[]): { eigenvalues: number[]; eigenvectors: Float64Array[] } {
  const n = input.length;
  const a = input.map((row) => Float64Array.from(row));
  const v = Array.from({ length: n }, (_, index) => {
    const row = new Float64Array(n);
    row[index] = 1;
    return row;
  });
  for (let sweep = 0; sweep < 100; sweep += 1) {
    let off = 0;
    for (let p = 0; p < n; p += 1) for (let q = p + 1; q < n; q += 1) off += a[p]![q]! ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < n; p += 1) {
      for (let q = p + 1; q < n; q += 1) {
        const apq = a[p]![q]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q]![q]! - a[p]![p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k += 1) {
          const akp = a[k]![p]!;
          const akq = a[k]![q]!;
          a[k]![p] = c * akp - s * akq;
          a[k]![q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k += 1) {
          const apk = a[p]![k]!;
          const aqk = a[q]![k]!;
          a[p]![k] = c * apk - s * aqk;
          a[q]![k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k += 1) {
          const vkp = v[k]![p]!;
          const vkq = v[k]![q]!;
          v[k]![p] = c * vkp - s * vkq;
          v[k]![q] = s * vkp + c * vkq;
        }
      }
    }
  }
  return { eigenvalues: a.map((row, index) => row[index]!), eigenvectors: v };
}

function main() {
  const started = Date.now();
  const file = trainSplitVectors();
  const output = process.env.WORD_VECTORS_OUT ?? '/tmp/wordVectors.json.gz';
  writeFileSync(output, gzipSync(JSON.stringify(file), { level: 9 }));
  console.log(`wrote ${output}: ${file.words.length} words × ${file.dimensions} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
