import { splitSentences } from '../../text/sentences';

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
