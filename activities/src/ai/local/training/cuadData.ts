import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * CUAD v1 (the Contract Understanding Atticus Dataset, The Atticus Project, CC BY 4.0,
 * https://www.atticusprojectai.org/cuad): commercial contracts with the passages lawyers labelled in 41 categories.
 */
export const CUAD_ATTRIBUTION =
  'CUAD v1, the Contract Understanding Atticus Dataset by The Atticus Project, CC BY 4.0 (https://www.atticusprojectai.org/cuad)';

export interface LabelledSpan {
  category: string;
  start: number;
  end: number;
}

export interface CuadContract {
  title: string;
  text: string;
  clauses: LabelledSpan[];
  answers: Record<string, string>;
}

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** The training data: CUAD_TRAIN_DIR, else `../shared/data/cuad-train` beside the repository. */
export function cuadTrainDirectory(): string {
  return process.env.CUAD_TRAIN_DIR ?? path.resolve(repositoryRoot, '../shared/data/cuad-train');
}

/** Contracts of a `contracts.jsonl.gz` file (one JSON object per line). */
export function readContracts(file: string): CuadContract[] {
  return gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as CuadContract);
}

export function readCategories(directory = cuadTrainDirectory()): { category: string; description: string }[] {
  return JSON.parse(readFileSync(path.join(directory, 'categories.json'), 'utf8')) as { category: string; description: string }[];
}

/** A few test-split contracts shipped beside the model (in `finder/`) for the regression test. */
export const HELD_OUT_SAMPLE_FILE = 'heldOutSample.jsonl.gz';

export type SplitName = 'train' | 'validation' | 'test';

/** FNV-1a of the title: a fixed, order-independent assignment of each contract to a split. */
function titleHash(title: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < title.length; index += 1) {
    hash ^= title.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Split by contract: 70 % train (the model's weights), 15 % validation (the thresholds), 15 % test (the figures
 * reported, never tuned on).
 */
export function splitOf(title: string): SplitName {
  const bucket = titleHash(title) % 100;
  if (bucket < 70) return 'train';
  return bucket < 85 ? 'validation' : 'test';
}
