import { HIGHLIGHT_END, HIGHLIGHT_START } from './types';

/** Characters that differ between a quote and its source only in typography. */
const EQUIVALENT_CHARACTERS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '`': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u00AB': '"',
  '\u00BB': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
};
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/;
const WHITESPACE = /\s/;

interface NormalizedText {
  text: string;
  /** Index in the original text of each character of `text`. */
  origin: number[];
}

/** One space for every whitespace run, straight quotes and hyphens, no invisible characters; keeps case. */
function normalizeWithOrigin(text: string): NormalizedText {
  let normalized = '';
  const origin: number[] = [];
  let pendingSpace = -1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (INVISIBLE.test(char)) continue;
    if (WHITESPACE.test(char)) {
      if (pendingSpace < 0) pendingSpace = index;
      continue;
    }
    if (pendingSpace >= 0 && normalized.length > 0) {
      normalized += ' ';
      origin.push(pendingSpace);
    }
    pendingSpace = -1;
    const replacement = EQUIVALENT_CHARACTERS[char] ?? char;
    for (const part of replacement) {
      normalized += part;
      origin.push(index);
    }
  }
  return { text: normalized, origin };
}

/** The form quotes are compared in: whitespace collapsed, typographic quotes and dashes made plain. */
/** The cell of a table passage whose paragraph holds the quote: Word selects and edits it there, not in the table's first cell. */
export function cellHolding<Cell extends { text: string }>(cells: readonly Cell[] | undefined, quote: string | undefined): Cell | undefined {
  return quote ? cells?.find((cell) => cell.text.includes(quote)) : undefined;
}

export function normalizeForQuote(text: string): string {
  return normalizeWithOrigin(text.normalize('NFC')).text;
}

const ELLIPSIS = /\s*(?:\.\.\.|\[\.\.\.\])\s*/;
const SURROUNDING_QUOTES = /^["']+|["']+$/g;
const TRAILING_PUNCTUATION = /[\s.,;:]+$/;

export interface QuoteLocation {
  /** Offsets in the original source text: `source.slice(start, end)` is the quoted text. */
  start: number;
  end: number;
}

/**
 * Where a quote occurs verbatim in a source, ignoring only whitespace, typographic quote marks and dashes,
 * and a trailing full stop. A quote elided with "..." matches when every part occurs, in order.
 */
export function locateQuote(quote: string, source: string): QuoteLocation | null {
  const wanted = normalizeForQuote(quote).replace(SURROUNDING_QUOTES, '');
  const haystack = normalizeWithOrigin(source);
  return locateSegments(wanted, haystack) ?? locateSegments(wanted.replace(TRAILING_PUNCTUATION, ''), haystack);
}

function locateSegments(wanted: string, haystack: NormalizedText): QuoteLocation | null {
  const segments = wanted.split(ELLIPSIS).filter((segment) => segment.length > 0);
  if (segments.length === 0 || segments.join('').replace(/\W/g, '').length < 2) return null;
  let from = 0;
  let first = -1;
  let last = -1;
  for (const segment of segments) {
    const found = haystack.text.indexOf(segment, from);
    if (found < 0) return null;
    if (first < 0) first = found;
    last = found + segment.length - 1;
    from = found + segment.length;
  }
  return { start: haystack.origin[first]!, end: haystack.origin[last]! + 1 };
}

/** True when the quote occurs verbatim in the source text (see locateQuote for what "verbatim" forgives). */
export function verifyQuote(quote: string, sourceText: string): boolean {
  return locateQuote(quote, sourceText) !== null;
}

/** Reference passages: paragraphs longer than this are shown as a window of sentences around the quote. */
export const MAX_REFERENCE_CHARS = 1200;
export const REFERENCE_WINDOW_CHARS = 800;

/** The passage with `passage.slice(start, end)` between the highlight markers. */
export function highlight(passage: string, location: QuoteLocation): string {
  return (
    passage.slice(0, location.start) +
    HIGHLIGHT_START +
    passage.slice(location.start, location.end) +
    HIGHLIGHT_END +
    passage.slice(location.end)
  );
}

/** Splits a highlighted reference into its plain passage and the highlighted quote ('' when unmarked). */
export function parseHighlighted(reference: string): { passage: string; quote: string } {
  const start = reference.indexOf(HIGHLIGHT_START);
  const end = start < 0 ? -1 : reference.indexOf(HIGHLIGHT_END, start + HIGHLIGHT_START.length);
  if (start < 0 || end < 0) return { passage: reference, quote: '' };
  const quote = reference.slice(start + HIGHLIGHT_START.length, end);
  const passage = reference.slice(0, start) + quote + reference.slice(end + HIGHLIGHT_END.length);
  return { passage, quote };
}
