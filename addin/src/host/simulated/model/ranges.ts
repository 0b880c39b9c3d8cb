import { fullText } from './chars';
import type { SimulatedDocument } from './SimulatedDocument';
import type { Revision, SimComment, SimParagraph, SimPosition, SimRange } from './types';

function paragraphLength(paragraph: SimParagraph): number {
  return fullText(paragraph.runs).length;
}

export function wholeParagraph(paragraph: SimParagraph): SimRange {
  return { start: { paragraph, offset: 0 }, end: { paragraph, offset: paragraphLength(paragraph) } };
}

export function collapsed(position: SimPosition): SimRange {
  return { start: position, end: position };
}

/** Negative when `a` comes first in the document. */
export function comparePositions(document: SimulatedDocument, a: SimPosition, b: SimPosition): number {
  if (a.paragraph === b.paragraph) return a.offset - b.offset;
  const order = document.paragraphs().map((place) => place.paragraph);
  return order.indexOf(a.paragraph) - order.indexOf(b.paragraph);
}

/** Word's range text: the characters of each paragraph in the range, paragraphs separated by '\r'. */
export function rangeText(document: SimulatedDocument, range: SimRange): string {
  return document
    .paragraphsOf(range)
    .map(({ paragraph }) => {
      const text = fullText(paragraph.runs);
      const from = paragraph === range.start.paragraph ? range.start.offset : 0;
      return text.slice(from, paragraph === range.end.paragraph ? range.end.offset : text.length);
    })
    .join('\r');
}

/** Word's search: '^^' finds a caret (other ^ codes are not simulated), matches do not overlap. */
export function searchParagraphs(paragraphs: readonly SimParagraph[], searchText: string, matchCase: boolean): SimRange[] {
  if (!searchText) return [];
  const literal = searchText.replaceAll('^^', '^');
  const needle = matchCase ? literal : literal.toLowerCase();
  return paragraphs.flatMap((paragraph) => {
    const text = matchCase ? fullText(paragraph.runs) : fullText(paragraph.runs).toLowerCase();
    const found: SimRange[] = [];
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
      found.push({ start: { paragraph, offset: at }, end: { paragraph, offset: at + needle.length } });
    }
    return found;
  });
}

/** One tracked change: consecutive characters of a paragraph with the same kind, author and date. */
export interface SimTrackedChange {
  paragraph: SimParagraph;
  start: number;
  end: number;
  revision: Revision;
  text: string;
}

export function trackedChangesIn(paragraphs: readonly SimParagraph[]): SimTrackedChange[] {
  return paragraphs.flatMap((paragraph) => {
    const changes: SimTrackedChange[] = [];
    let offset = 0;
    for (const run of paragraph.runs) {
      const last = changes[changes.length - 1];
      if (run.revision && last && last.end === offset && sameRevision(last.revision, run.revision)) {
        last.end += run.text.length;
        last.text += run.text;
      } else if (run.revision) {
        changes.push({ paragraph, start: offset, end: offset + run.text.length, revision: run.revision, text: run.text });
      }
      offset += run.text.length;
    }
    return changes;
  });
}

function sameRevision(a: Revision, b: Revision): boolean {
  return a.type === b.type && a.author === b.author && a.date.getTime() === b.date.getTime();
}

/** Where a comment sits: over the characters that carry its id, or at its point anchor. */
export function commentRange(document: SimulatedDocument, comment: SimComment): SimRange | null {
  let range: SimRange | null = null;
  for (const { paragraph } of document.paragraphs()) {
    let offset = 0;
    for (const run of paragraph.runs) {
      if (run.commentIds?.includes(comment.id)) {
        const end = { paragraph, offset: offset + run.text.length };
        range = range ? { start: range.start, end } : { start: { paragraph, offset }, end };
      }
      offset += run.text.length;
    }
  }
  return range ?? (comment.pointAnchor ? collapsed(comment.pointAnchor) : null);
}
