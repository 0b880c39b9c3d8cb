import { splitSentences } from '../../text/sentences';
import type { UnitPosition } from './features';

/**
 * A scoring unit: a whole paragraph, or, when the paragraph is long (a page of a PDF, say), a window of sentences
 * starting at each of its sentences, so a clause is never split between two units.
 */
export interface Unit {
  paragraph: number;
  start: number;
  end: number;
}

const WHOLE_PARAGRAPH_CHARS = 700;
const UNIT_CHARS = 500;

export function unitsOf(paragraphs: string[]): Unit[] {
  return paragraphs.flatMap((text, paragraph) => {
    if (text.length <= WHOLE_PARAGRAPH_CHARS) return [{ paragraph, start: 0, end: text.length }];
    const sentences = splitSentences(text);
    return sentences.map((first, index) => {
      let end = first.end;
      for (const next of sentences.slice(index + 1)) {
        if (next.end - first.start > UNIT_CHARS) break;
        end = next.end;
      }
      return { paragraph, start: first.start, end };
    });
  });
}

export function unitText(paragraphs: string[], unit: Unit): string {
  return paragraphs[unit.paragraph]!.slice(unit.start, unit.end);
}

const HEADING_CHARS = 100;
const NUMBER = String.raw`(?:(?:ARTICLE|Article|SECTION|Section|CLAUSE|Clause)\s+)?(?:\d+(?:\.\d+)*|[IVXL]+)\.?`;
/** A line of its own that is a title: "ARTICLE 5 TERM AND TERMINATION", "2. Rights Granted.", "Section 7 - Confidentiality". */
const NUMBERED_TITLE = new RegExp(String.raw`^${NUMBER}\s*[-–—:]?\s*[A-Z][^.;:!?]{2,80}\.?$`);
/** A section that opens with its title: "12. Term and Termination. This Agreement…" (lettered items are not sections). */
const INLINE_TITLE = new RegExp(String.raw`^${NUMBER}\s+([A-Z][\w'’&,/ -]{2,60}?)[.:]\s+\S`);

function headingIn(text: string): string | undefined {
  if (text.length <= HEADING_CHARS && /[A-Z]{3}/.test(text) && !/[a-z]/.test(text)) return text;
  if (text.length <= HEADING_CHARS && NUMBERED_TITLE.test(text)) return text;
  return INLINE_TITLE.exec(text)?.[1];
}

const headings = new WeakMap<string[], (string | undefined)[]>();

/** For each paragraph, the title of the section it is in: the last heading at or before it. */
export function headingsOf(paragraphs: string[]): (string | undefined)[] {
  let found = headings.get(paragraphs);
  if (!found) {
    let current: string | undefined;
    found = paragraphs.map((text) => (current = headingIn(text) ?? current));
    headings.set(paragraphs, found);
  }
  return found;
}

/** Enough of the paragraph before for its last words (`features.ts`). */
const PREVIOUS_CHARS = 120;

/** A paragraph's position in its document, as the finder's features read it. */
export function positionOf(paragraphs: string[], paragraph: number): UnitPosition {
  const previous = paragraph > 0 ? paragraphs[paragraph - 1]!.slice(-PREVIOUS_CHARS) : undefined;
  return { paragraph, paragraphCount: paragraphs.length, heading: headingsOf(paragraphs)[paragraph], previous };
}
