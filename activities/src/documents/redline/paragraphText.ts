import { childElements, descendantsW, isW, W_NS, type XmlDocument, type XmlElement } from './wordXml';

/**
 * The text of a Word paragraph as the extraction reads it (the text the matrix's quotes are verbatim in), with the
 * place in the XML of every character, so a quote found in the text can be redlined where it is.
 */

/** A run's content element that holds text or stands for a character. */
export interface Piece {
  run: XmlElement;
  /** The content element: w:t / w:delText (their text), w:tab, w:br, w:cr, w:noBreakHyphen (one character). */
  element: XmlElement;
  text: string;
  /** Offset of the first character in the paragraph's raw text. */
  start: number;
}

export interface RunInfo {
  run: XmlElement;
  /** Holds something a redline must not cut through: a field, a drawing, an object, a note reference. */
  hazard: boolean;
  /** Part of a field's code or result (between fldChar begin and end, or in w:fldSimple). */
  inField: boolean;
}

export interface ParagraphText {
  paragraph: XmlElement;
  pieces: Piece[];
  runs: RunInfo[];
  raw: string;
}

const CHARACTER_ELEMENTS: Readonly<Record<string, string>> = { tab: '\t', br: '\n', cr: '\n', noBreakHyphen: '-' };
const HAZARDS = new Set(['drawing', 'pict', 'object', 'footnoteReference', 'endnoteReference', 'fldChar', 'instrText', 'sym', 'ptab']);
const REVISION_CONTAINERS = new Set(['ins', 'del', 'moveFrom', 'moveTo']);

/** Which runs a view shows: the current text (deletions hidden) or the text with `author`'s revisions rejected. */
export type TextView = { kind: 'current' } | { kind: 'rejecting'; author: string };

function revisionOf(run: XmlElement, paragraph: XmlElement): { type: string; author: string } | null {
  for (let parent = run.parentNode as XmlElement | null; parent && parent !== paragraph; parent = parent.parentNode as XmlElement | null) {
    if (parent.nodeType === 1 && parent.namespaceURI === W_NS && REVISION_CONTAINERS.has(parent.localName)) {
      return { type: parent.localName, author: parent.getAttributeNS(W_NS, 'author') ?? '' };
    }
  }
  return null;
}

function shown(run: XmlElement, paragraph: XmlElement, view: TextView): boolean {
  const revision = revisionOf(run, paragraph);
  if (!revision) return true;
  const deleted = revision.type === 'del' || revision.type === 'moveFrom';
  if (view.kind === 'rejecting' && revision.author === view.author) return deleted;
  return !deleted;
}

/** The innermost paragraph holding `node` (a text box's paragraphs are inside a run of another paragraph). */
function paragraphOf(node: XmlElement): XmlElement | null {
  for (let parent = node.parentNode as XmlElement | null; parent; parent = parent.parentNode as XmlElement | null) {
    if (isW(parent, 'p')) return parent;
  }
  return null;
}

/** Inside mc:Fallback: the legacy copy of content that mc:Choice holds too, not read twice. */
function inFallback(node: XmlElement): boolean {
  for (let parent = node.parentNode as XmlElement | null; parent; parent = parent.parentNode as XmlElement | null) {
    if (parent.nodeType === 1 && parent.localName === 'Fallback') return true;
  }
  return false;
}

export function readParagraph(paragraph: XmlElement, view: TextView = { kind: 'current' }): ParagraphText {
  const pieces: Piece[] = [];
  const runs: RunInfo[] = [];
  let raw = '';
  let fieldDepth = 0;
  for (const run of descendantsW(paragraph, 'r')) {
    if (paragraphOf(run) !== paragraph) continue;
    const inFieldSimple = (() => {
      for (let parent = run.parentNode as XmlElement | null; parent && parent !== paragraph; parent = parent.parentNode as XmlElement | null) {
        if (isW(parent, 'fldSimple')) return true;
      }
      return false;
    })();
    let hazard = false;
    let inField = fieldDepth > 0 || inFieldSimple;
    const visible = shown(run, paragraph, view);
    for (const element of childElements(run)) {
      if (element.namespaceURI !== W_NS) continue;
      const name = element.localName;
      if (name === 'fldChar') {
        const type = element.getAttributeNS(W_NS, 'fldCharType');
        if (type === 'begin') fieldDepth += 1;
        if (type === 'end') fieldDepth = Math.max(0, fieldDepth - 1);
        inField = true;
      }
      if (HAZARDS.has(name)) hazard = true;
      if (!visible) continue;
      const text = name === 't' || name === 'delText' ? (element.textContent ?? '') : CHARACTER_ELEMENTS[name];
      if (text === undefined || text === '') continue;
      pieces.push({ run, element, text, start: raw.length });
      raw += text;
    }
    if (visible) runs.push({ run, hazard, inField });
  }
  return { paragraph, pieces, runs, raw };
}

/** The body's paragraphs (tables' and text boxes' included), in document order. */
export function bodyParagraphs(document: XmlDocument): XmlElement[] {
  return descendantsW(document, 'p').filter((paragraph) => !inFallback(paragraph));
}

const WHITESPACE = /\s/u;
const SKIPPED = /[\u00AD\p{Cc}]/u;

/**
 * The text as normalizeParagraphs (the extraction) makes it — one space for each run of whitespace, no soft hyphens
 * or control characters, trimmed — and, for each of its characters, the offset of the raw character it comes from.
 */
export function normalizedText(raw: string): { text: string; rawIndex: number[] } {
  let text = '';
  const rawIndex: number[] = [];
  let pendingSpace = -1;
  for (let index = 0; index < raw.length; index += 1) {
    const character = raw[index]!;
    if (WHITESPACE.test(character)) {
      if (pendingSpace < 0) pendingSpace = index;
      continue;
    }
    if (SKIPPED.test(character)) continue;
    if (pendingSpace >= 0 && text.length > 0) {
      text += ' ';
      rawIndex.push(pendingSpace);
    }
    pendingSpace = -1;
    text += character;
    rawIndex.push(index);
  }
  return { text, rawIndex };
}

/** A string normalised as the extraction normalises paragraphs (the form quotes are compared in). */
export const normalizeQuote = (text: string): string => normalizedText(text.normalize('NFC')).text;
