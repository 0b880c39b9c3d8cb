import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LabelledSpan, SplitName } from './cuadData';

/**
 * Hand labels for the six templates CUAD does not label (`WEAK_CATEGORIES`): CUAD v1 contracts read whole by a
 * person, who marked for each template whether the contract has the clause, its passages (`spans`) and passages a
 * keyword engine would confuse with it (`negatives`). One JSON object per line in `handLabels/*.jsonl`; see
 * `handLabels/README.md` and `docs/labelling-guide.md`. Training uses them in place of the weak labels for the
 * contracts they cover.
 */
export interface HandSpan {
  start: number;
  end: number;
}

export interface HandLabel {
  title: string;
  split: SplitName;
  /** One of the six names of `WEAK_CATEGORIES`. */
  category: string;
  present: boolean;
  /** Offsets into the contract's `text`; empty when `present` is false. */
  spans: HandSpan[];
  /** Passages that look like the clause but are not it (a bare mention, a neighbouring clause). */
  negatives: HandSpan[];
  note: string;
}

/** The folder of the `.jsonl` files, beside this module. */
export const HAND_LABELS_DIRECTORY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'handLabels');

/** The `.jsonl` files of the folder, sorted by name. */
export function handLabelFiles(directory = HAND_LABELS_DIRECTORY): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => path.join(directory, name));
}

/** The labels of one `.jsonl` file (one JSON object per line, blank lines skipped). */
export function readHandLabelFile(file: string): HandLabel[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as HandLabel);
}

/** Every hand label of every `handLabels/*.jsonl` file. */
export function readHandLabels(directory = HAND_LABELS_DIRECTORY): HandLabel[] {
  return handLabelFiles(directory).flatMap(readHandLabelFile);
}

/** The contracts (titles) the labels cover. */
export function handLabelledTitles(labels: HandLabel[]): Set<string> {
  return new Set(labels.map((label) => label.title));
}

/**
 * The hand-labelled passages of one contract as CUAD's `clauses` are given (category, start, end), for training
 * in place of `weakClauses`; empty for a contract without hand labels (check `handLabelledTitles` first) or whose
 * labels all say absent.
 */
export function handLabelledClauses(labels: HandLabel[], title: string): LabelledSpan[] {
  return labels
    .filter((label) => label.title === title && label.present)
    .flatMap((label) => label.spans.map(({ start, end }) => ({ category: label.category, start, end })));
}
