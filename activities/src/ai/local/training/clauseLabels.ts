import { existsSync } from 'node:fs';
import type { CuadContract, LabelledSpan } from './cuadData';
import { HAND_LABELS_DIRECTORY, handLabelFiles, handLabelledClauses, readHandLabels, type HandLabel } from './handLabels';
import type { MappedDocument } from './paragraphMap';
import { weakClauses } from './weakLabels';

/**
 * The labels a contract is trained and judged by: CUAD's lawyers' for its 41 categories, and for the six categories
 * CUAD does not label (`WEAK_CATEGORIES`) the hand labels where a person labelled the contract (`handLabels/*.jsonl`),
 * else the weak labels (`weakLabels.ts`).
 */
export interface ClauseLabels {
  clauses: LabelledSpan[];
  /** The six categories are hand-labelled in this contract. */
  handLabelled: boolean;
}

let cached: HandLabel[] | undefined;

/** Every committed hand label (none while the folder holds no `.jsonl` file). */
export function handLabels(): HandLabel[] {
  cached ??= existsSync(HAND_LABELS_DIRECTORY) && handLabelFiles().length > 0 ? readHandLabels() : [];
  return cached;
}

let titles: Set<string> | undefined;

export function isHandLabelled(title: string): boolean {
  titles ??= new Set(handLabels().map((label) => label.title));
  return titles.has(title);
}

export function clauseLabels(contract: CuadContract, document: MappedDocument): ClauseLabels {
  if (isHandLabelled(contract.title)) return { clauses: [...contract.clauses, ...handLabelledClauses(handLabels(), contract.title)], handLabelled: true };
  return { clauses: [...contract.clauses, ...weakClauses(document)], handLabelled: false };
}
