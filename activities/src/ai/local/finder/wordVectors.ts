import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { stem, words } from '../../text/terms';

/**
 * Domain word vectors for the clause finder's dense features, trained here on the CUAD train split's texts only
 * (`training/wordVectorsBuild.ts`: positive PMI of word co-occurrence, reduced by a randomized truncated SVD; no
 * downloaded weights). Words are the finder's tokens (`features.ts`: stems, any number one token '#'). Shipped as
 * `wordVectors.json.gz`: the words, their training counts, and the vectors quantized to 8 bits.
 */
export const WORD_VECTORS_FILE = 'wordVectors.json.gz';

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

let shipped: WordVectors | undefined;

/** The committed vectors, read once per process. */
export function wordVectors(): WordVectors {
  shipped ??= compileWordVectors(readWordVectorsFile(new URL(`./${WORD_VECTORS_FILE}`, import.meta.url)));
  return shipped;
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
