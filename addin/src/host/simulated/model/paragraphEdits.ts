import { diffChars } from 'diff';
import { toChars, toRuns, type SimChar } from './chars';
import type { Revision, SimParagraph } from './types';

/**
 * Text edits of one paragraph with Word's tracked-change rules: with a revision (change tracking on), new text is a
 * tracked insertion, removed text becomes a tracked deletion unless it was itself a tracked insertion (then it simply
 * goes); without one, text is inserted and removed plainly. Offsets count every character, tracked deletions included.
 */
export function insertAt(paragraph: SimParagraph, offset: number, text: string, tracked: Revision | null): void {
  const chars = toChars(paragraph.runs);
  chars.splice(offset, 0, ...text.split('').map((char): SimChar => (tracked ? { char, revision: tracked } : { char })));
  paragraph.runs = toRuns(chars);
}

/** Removes [start, end); returns where the end of the removed stretch now is (text kept as a deletion stays). */
export function removeBetween(paragraph: SimParagraph, start: number, end: number, tracked: Revision | null): number {
  const chars = toChars(paragraph.runs);
  const kept = chars.slice(start, end).flatMap((char) => removeChar(char, tracked));
  chars.splice(start, end - start, ...kept);
  paragraph.runs = toRuns(chars);
  return start + kept.length;
}

/**
 * Makes the paragraph's current text (tracked deletions left out) equal `newText`, as typing it would. Like Word, a
 * run of typing is one tracked change: text typed next to the same author's tracked insertion (or deleted next to
 * their tracked deletion) joins it rather than starting one per keystroke.
 */
export function replaceCurrentText(paragraph: SimParagraph, newText: string, insertion: Revision | null, deletion: Revision | null): void {
  const chars = toChars(paragraph.runs);
  const current = chars.filter((char) => char.revision?.type !== 'deletion').map((char) => char.char).join('');
  const result: SimChar[] = [];
  let index = 0;
  /** The same author's revision of this type right before the place being edited or at `next`, else `revision`. */
  const joined = (revision: Revision | null, next: number): Revision | null => {
    if (!revision) return null;
    const sameKind = (char: SimChar | undefined) => char?.revision?.type === revision.type && char.revision.author === revision.author;
    const before = result[result.length - 1];
    const after = chars[next];
    if (sameKind(before)) return before?.revision ?? revision;
    return sameKind(after) ? (after?.revision ?? revision) : revision;
  };
  const consume = (count: number, remove: boolean) => {
    for (let left = count; left > 0 && index < chars.length; index += 1) {
      const char = chars[index] as SimChar;
      if (char.revision?.type === 'deletion') {
        result.push(char);
        continue;
      }
      left -= 1;
      result.push(...(remove ? removeChar(char, joined(deletion, index + 1)) : [char]));
    }
  };
  for (const part of diffChars(current, newText)) {
    if (part.added) {
      const revision = joined(insertion, index);
      result.push(...part.value.split('').map((char): SimChar => (revision ? { char, revision } : { char })));
    } else consume(part.value.length, part.removed);
  }
  result.push(...chars.slice(index));
  paragraph.runs = toRuns(result);
}

/** Accepts (true) or rejects (false) the tracked change made of the characters [start, end). */
export function resolveRevision(paragraph: SimParagraph, start: number, end: number, accept: boolean): void {
  const chars = toChars(paragraph.runs);
  const resolved = chars.slice(start, end).flatMap((char): SimChar[] => {
    const goes = (char.revision?.type === 'insertion') !== accept;
    if (goes) return [];
    const { revision: _resolved, ...rest } = char;
    return [rest];
  });
  chars.splice(start, end - start, ...resolved);
  paragraph.runs = toRuns(chars);
}

function removeChar(char: SimChar, deletion: Revision | null): SimChar[] {
  if (!deletion || char.revision?.type === 'insertion') return [];
  if (char.revision?.type === 'deletion') return [char];
  return [{ ...char, revision: deletion }];
}
