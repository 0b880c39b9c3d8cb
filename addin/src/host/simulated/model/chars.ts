import type { Revision, SimRun } from './types';

/** One character with its run's attributes: edits work on these, then runs are merged again. */
export interface SimChar {
  char: string;
  revision?: Revision;
  fieldCode?: string;
  commentIds?: readonly string[];
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

export function toChars(runs: readonly SimRun[]): SimChar[] {
  return runs.flatMap(({ text, ...attributes }) => text.split('').map((char) => ({ ...attributes, char })));
}

export function toRuns(chars: readonly SimChar[]): SimRun[] {
  const runs: SimRun[] = [];
  for (const { char, ...attributes } of chars) {
    const last = runs[runs.length - 1];
    if (last && sameAttributes(last, attributes)) last.text += char;
    else runs.push({ ...attributes, text: char });
  }
  return runs;
}

function sameAttributes(a: Omit<SimRun, 'text'>, b: Omit<SimChar, 'char'>): boolean {
  return (
    a.revision === b.revision &&
    a.fieldCode === b.fieldCode &&
    !!a.bold === !!b.bold &&
    !!a.italic === !!b.italic &&
    !!a.underline === !!b.underline &&
    (a.commentIds ?? []).join() === (b.commentIds ?? []).join()
  );
}

/** What Word shows: every character, tracked deletions included (offsets of ranges count them). */
export function fullText(runs: readonly SimRun[]): string {
  return runs.map((run) => run.text).join('');
}

/** The text with tracked changes accepted ('Current') or rejected ('Original'). */
export function reviewedText(runs: readonly SimRun[], version: 'Current' | 'Original'): string {
  const hidden = version === 'Current' ? 'deletion' : 'insertion';
  return runs
    .filter((run) => run.revision?.type !== hidden)
    .map((run) => run.text)
    .join('');
}
