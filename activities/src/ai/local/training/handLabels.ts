import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LabelledSpan, SplitName } from './cuadData';
import { mapDocument } from './paragraphMap';
import { WEAK_CATEGORIES, weakClauses } from './weakLabels';

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

/** Per category: the weak labels' contract-level verdict (any weakly labelled passage) against the hand labels. */
export interface WeakLabelAgreement {
  category: string;
  /** Contracts compared (hand-labelled, and mapped by `mapDocument`). */
  contracts: number;
  bothPresent: number;
  weakOnly: number;
  handOnly: number;
  bothAbsent: number;
}

/**
 * How often the weak labels (`weakClauses` over `mapDocument`, as the finder's training and the offline bench use
 * them) agree with the hand labels on whether a contract has the clause. `texts` maps titles to CUAD texts; a
 * contract `mapDocument` cannot map is left out, as the bench leaves it out.
 */
export function weakLabelAgreement(labels: HandLabel[], texts: Map<string, string>): WeakLabelAgreement[] {
  const weakByTitle = new Map<string, Set<string>>();
  for (const title of handLabelledTitles(labels)) {
    const text = texts.get(title);
    const document = text === undefined ? null : mapDocument(text);
    if (document) weakByTitle.set(title, new Set(weakClauses(document).map((clause) => clause.category)));
  }
  return WEAK_CATEGORIES.map(({ category }) => {
    const row: WeakLabelAgreement = { category, contracts: 0, bothPresent: 0, weakOnly: 0, handOnly: 0, bothAbsent: 0 };
    for (const label of labels.filter((candidate) => candidate.category === category)) {
      const weak = weakByTitle.get(label.title)?.has(category);
      if (weak === undefined) continue;
      row.contracts += 1;
      if (weak && label.present) row.bothPresent += 1;
      else if (weak) row.weakOnly += 1;
      else if (label.present) row.handOnly += 1;
      else row.bothAbsent += 1;
    }
    return row;
  });
}

const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(0)} %`);

/** The agreement as a Markdown table: agreement, weak-label precision and recall by contract. */
export function weakLabelAgreementTable(rows: WeakLabelAgreement[]): string {
  const lines = [
    '| Category | Contracts | Hand: present | Weak: present | Both present | Weak only | Hand only | Both absent | Agreement | Weak precision | Weak recall |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const weakPresent = row.bothPresent + row.weakOnly;
    const handPresent = row.bothPresent + row.handOnly;
    lines.push(
      `| ${row.category} | ${row.contracts} | ${handPresent} | ${weakPresent} | ${row.bothPresent} | ${row.weakOnly} | ${row.handOnly} | ${row.bothAbsent} | ${percent(row.bothPresent + row.bothAbsent, row.contracts)} | ${percent(row.bothPresent, weakPresent)} | ${percent(row.bothPresent, handPresent)} |`,
    );
  }
  return lines.join('\n');
}
