import { INSERT_POSITION_CONTEXT_CHARS, PARAGRAPH_MATCH_EDGE_CHARS, WORD_SEARCH_MAX_CHARS, type ParagraphEditOperation } from '@arcline/shared';
import type { HostTextChange, HostTextMatch, HostTextRange } from '@arcline/web';

/**
 * Which match of `needle` starts at `at` when `text` is searched as Word does (case-sensitive, matches not
 * overlapping, from the start); null when no match starts there (it hides inside an overlapping one).
 */
export function occurrenceAt(text: string, needle: string, at: number): number | null {
  if (!needle) return null;
  let occurrence = 0;
  for (let found = text.indexOf(needle); found >= 0 && found <= at; found = text.indexOf(needle, found + needle.length)) {
    if (found === at) return occurrence;
    occurrence += 1;
  }
  return null;
}

function matchAt(text: string, needle: string, at: number): HostTextMatch | null {
  const occurrence = occurrenceAt(text, needle, at);
  return occurrence === null ? null : { text: needle, occurrence };
}

/**
 * Spec 01 §5 matches long texts by their first and last 256 characters, but Word's search takes at most 255: the ends
 * are as long as Word allows.
 */
export const MATCH_EDGE_CHARS = Math.min(PARAGRAPH_MATCH_EDGE_CHARS, WORD_SEARCH_MAX_CHARS);

/**
 * The characters [start, end) of `text` as a range Word can find (spec 01 §5): the text itself, or, when it is longer
 * than Word can search, its first characters expanded to its last (MATCH_EDGE_CHARS each).
 */
export function rangeOf(text: string, start: number, end: number): HostTextRange | null {
  const wanted = text.slice(start, end);
  if (wanted.length <= MATCH_EDGE_CHARS) {
    const match = matchAt(text, wanted, start);
    return match && { start: match };
  }
  const first = matchAt(text, wanted.slice(0, MATCH_EDGE_CHARS), start);
  const last = matchAt(text, wanted.slice(-MATCH_EDGE_CHARS), end - MATCH_EDGE_CHARS);
  return first && last && { start: first, end: last };
}

/**
 * Where an insert goes (spec 01 §5): after the 20 characters before the position, else before the 20 after it; an
 * empty paragraph is filled.
 */
function insertChange(text: string, position: number, insertText: string): HostTextChange | null {
  if (!text) return { type: 'insertIntoEmpty', text: insertText };
  const before = rangeOf(text, Math.max(0, position - INSERT_POSITION_CONTEXT_CHARS), position);
  if (position > 0 && before) return { type: 'insert', anchor: before, side: 'After', text: insertText };
  const after = rangeOf(text, position, Math.min(text.length, position + INSERT_POSITION_CONTEXT_CHARS));
  if (position < text.length && after) return { type: 'insert', anchor: after, side: 'Before', text: insertText };
  return null;
}

export interface LocatedChanges {
  /** The changes Word can find, ordered from the paragraph's end so earlier positions stay where they were. */
  changes: HostTextChange[];
  /** Operations whose text cannot be told apart in the paragraph (they hide in an overlapping repeat). */
  unlocated: ParagraphEditOperation[];
}

/** The host changes of a paragraph's operations, planned on `text` (the paragraph's text the operations count in). */
export function locateChanges(text: string, operations: readonly ParagraphEditOperation[]): LocatedChanges {
  const located: LocatedChanges = { changes: [], unlocated: [] };
  const fromTheEnd = [...operations].sort((a, b) => b.startPosition - a.startPosition);
  for (const operation of fromTheEnd) {
    const change =
      operation.operator === 'insert'
        ? insertChange(text, operation.startPosition, operation.operandText)
        : replaceChange(text, operation);
    if (change) located.changes.push(change);
    else located.unlocated.push(operation);
  }
  return located;
}

function replaceChange(text: string, operation: ParagraphEditOperation): HostTextChange | null {
  const range = rangeOf(text, operation.startPosition, operation.startPosition + operation.originalText.length);
  return range && { type: 'replace', range, text: operation.operandText };
}
