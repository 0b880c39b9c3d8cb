import { cleanParagraphText, FIELD_BEGIN, FIELD_END, FIELD_SEPARATOR } from '@arcline/shared';
import type { HostParagraphMarkup, HostTextRange } from '@arcline/web';
import { MATCH_EDGE_CHARS, occurrenceAt, rangeOf } from './locateChanges';

/**
 * A paragraph with pending tracked changes read as the review read it (spec 01 §3: the Current text, tracked
 * deletions left out, a field's result without its code), with where each of its characters is in Word's text.
 */
export interface ReviewedMarkup {
  /** The text as the review read it (cleanParagraphText of the Current text). */
  text: string;
  /** For each character of `text`, its offset in Word's text (which holds the tracked deletions). */
  rawOffsets: number[];
  markup: HostParagraphMarkup;
}

export function reviewedMarkup(markup: HostParagraphMarkup): ReviewedMarkup {
  const deleted = markup.changes.filter((change) => change.type === 'deleted');
  const inDeletion = (at: number) => deleted.some((change) => at >= change.start && at < change.end);
  /** One entry per open field: true while in its code, false once in its result (as cleanParagraphText reads it). */
  const inCode: boolean[] = [];
  let text = '';
  const rawOffsets: number[] = [];
  for (let at = 0; at < markup.text.length; at += 1) {
    if (inDeletion(at)) continue;
    const char = markup.text[at]!;
    if (char === FIELD_BEGIN) inCode.push(true);
    else if (char === FIELD_SEPARATOR && inCode.length > 0) inCode[inCode.length - 1] = false;
    else if (char === FIELD_END && inCode.length > 0) inCode.pop();
    else if (!inCode.includes(true)) {
      text += char;
      rawOffsets.push(at);
    }
  }
  const clean = cleanParagraphText(text);
  return { text: clean, rawOffsets: rawOffsets.slice(0, clean.length), markup };
}

/** The stretch of Word's text that the characters [start, end) of the reviewed text cover (deletions at its ends left out). */
export function rawStretch(reviewed: ReviewedMarkup, start: number, end: number): { start: number; end: number } | null {
  if (end <= start || end > reviewed.rawOffsets.length) return null;
  return { start: reviewed.rawOffsets[start]!, end: reviewed.rawOffsets[end - 1]! + 1 };
}

/**
 * The tracked changes a stretch of Word's text holds: an insertion in it, or a deletion in it or at its edges (the
 * words the passage replaced, "three (3) years" before "five (5) years").
 */
export function changesIn(markup: HostParagraphMarkup, stretch: { start: number; end: number }): HostParagraphMarkup['changes'] {
  return markup.changes.filter((change) =>
    change.type === 'deleted' ? change.start <= stretch.end && change.end >= stretch.start : change.start < stretch.end && change.end > stretch.start,
  );
}

/**
 * The stretch of Word's text as a range Word can find (spec 01 §5). Word's text holds the tracked deletions, so a
 * stretch across a change is found by its first piece before a change's edge expanded to its last piece after one
 * (each at most MATCH_EDGE_CHARS): Word's search never has to match across a deletion.
 */
export function rawRangeOf(markup: HostParagraphMarkup, stretch: { start: number; end: number }): HostTextRange | null {
  const edges = markup.changes.flatMap((change) => [change.start, change.end]).filter((at) => at > stretch.start && at < stretch.end);
  if (edges.length === 0) return rangeOf(markup.text, stretch.start, stretch.end);
  const firstEnd = Math.min(...edges, stretch.start + MATCH_EDGE_CHARS);
  const lastStart = Math.max(...edges, stretch.end - MATCH_EDGE_CHARS);
  const first = markup.text.slice(stretch.start, firstEnd);
  const last = markup.text.slice(lastStart, stretch.end);
  const startOccurrence = occurrenceAt(markup.text, first, stretch.start);
  const endOccurrence = occurrenceAt(markup.text, last, lastStart);
  if (startOccurrence === null || endOccurrence === null) return null;
  return { start: { text: first, occurrence: startOccurrence }, end: { text: last, occurrence: endOccurrence } };
}
