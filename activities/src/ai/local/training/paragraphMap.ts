import { normalizeParagraphs } from '../../../extraction/normalizeParagraphs';
import type { Span } from '../../text/sentences';
import type { LabelledSpan } from './cuadData';

const BLANK_LINE = /\n[^\S\n]*\n/;

/**
 * A contract's text cut into paragraphs exactly as the product's plain-text extraction does (blank lines, then
 * `normalizeParagraphs`), with, for every character of every paragraph, its offset in the original text, so the
 * lawyers' labelled spans can be found in what the engine sees.
 */
export interface MappedDocument {
  paragraphs: string[];
  offsets: Int32Array[];
}

function normalizeWithOffsets(text: string, rawStart: number, rawEnd: number): { paragraph: string; offsets: number[] } {
  const chars: string[] = [];
  const offsets: number[] = [];
  let pendingSpace = -1;
  for (let index = rawStart; index < rawEnd; index += 1) {
    const char = text[index]!;
    if (char === '\u00AD') continue;
    if (/\s/.test(char)) {
      if (pendingSpace < 0) pendingSpace = index;
      continue;
    }
    if (/\p{Cc}/u.test(char)) continue;
    if (pendingSpace >= 0 && chars.length > 0) {
      chars.push(' ');
      offsets.push(pendingSpace);
    }
    pendingSpace = -1;
    chars.push(char);
    offsets.push(index);
  }
  return { paragraph: chars.join(''), offsets };
}

/** The mapped paragraphs, or null when the mapping disagrees with the product's extraction (the contract is skipped). */
export function mapDocument(text: string): MappedDocument | null {
  const separator = BLANK_LINE.test(text) ? new RegExp(BLANK_LINE.source, 'g') : /\n/g;
  const paragraphs: string[] = [];
  const offsets: Int32Array[] = [];
  const rawParagraphs: string[] = [];
  let start = 0;
  const pieces: [number, number][] = [];
  for (let match = separator.exec(text); match; match = separator.exec(text)) {
    pieces.push([start, match.index]);
    start = match.index + match[0].length;
  }
  pieces.push([start, text.length]);
  for (const [pieceStart, pieceEnd] of pieces) {
    rawParagraphs.push(text.slice(pieceStart, pieceEnd));
    const mapped = normalizeWithOffsets(text, pieceStart, pieceEnd);
    if (!mapped.paragraph) continue;
    paragraphs.push(mapped.paragraph);
    offsets.push(Int32Array.from(mapped.offsets));
  }
  const expected = normalizeParagraphs(rawParagraphs);
  if (expected.length !== paragraphs.length || expected.some((paragraph, index) => paragraph !== paragraphs[index])) return null;
  return { paragraphs, offsets };
}

/** A span of one paragraph as a span of the original text. */
export function originalSpan(document: MappedDocument, paragraph: number, span: Span): Span {
  const offsets = document.offsets[paragraph]!;
  return { start: offsets[span.start]!, end: offsets[span.end - 1]! + 1 };
}

/** Labels overlap a passage when they share at least this many characters (or the whole label, if shorter). */
const MIN_OVERLAP_CHARS = 20;

export function overlapsLabel(span: Span, labels: LabelledSpan[]): boolean {
  return labels.some((label) => {
    const shared = Math.min(span.end, label.end) - Math.max(span.start, label.start);
    return shared >= Math.min(MIN_OVERLAP_CHARS, label.end - label.start);
  });
}
