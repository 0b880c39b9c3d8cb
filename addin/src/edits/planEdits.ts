import { diffOperations, type InsertInstruction, type ModifyInstruction, type ParagraphEdit } from '@arcline/shared';

export { diffOperations };

/** A modify answer as one edit per paragraph; paragraphs it leaves as they were are left out. */
export function planModify(instruction: ModifyInstruction): ParagraphEdit[] {
  return instruction.paragraphs
    .filter((paragraph) => paragraph.textBefore !== paragraph.textAfter)
    .map((paragraph) => ({ ...paragraph, operations: diffOperations(paragraph.textBefore, paragraph.textAfter) }));
}

const PARAGRAPH_BREAK = /\r\n|\r|\n/;

/**
 * An insert answer as an edit of its paragraph. Text without paragraph breaks goes in at the offset; text with breaks
 * at the paragraph's end (or start) becomes whole paragraphs after (or before) it, as Word's Enter would make them;
 * elsewhere its breaks become spaces, so the paragraph is not split in the middle of a sentence.
 */
export function planInsert(instruction: InsertInstruction): ParagraphEdit {
  const { paragraphId, paragraphText, textToInsert } = instruction;
  const offset = Math.max(0, Math.min(instruction.offset, paragraphText.length));
  const lines = textToInsert.split(PARAGRAPH_BREAK);
  const unchanged = { paragraphId, textBefore: paragraphText, textAfter: paragraphText, operations: [] };
  if (lines.length > 1 && paragraphText.length > 0 && (offset === paragraphText.length || offset === 0)) {
    const texts = trimEmptyEnds(lines);
    if (texts.length === 0) return unchanged;
    return { ...unchanged, newParagraphs: { location: offset === 0 ? 'Before' : 'After', texts } };
  }
  const text = lines.join(' ');
  if (!text) return unchanged;
  return {
    paragraphId,
    textBefore: paragraphText,
    textAfter: paragraphText.slice(0, offset) + text + paragraphText.slice(offset),
    operations: [{ operator: 'insert', startPosition: offset, originalText: '', operandText: text }],
  };
}

/** Blank lines at the ends of an inserted text are the answer's padding, not paragraphs the user wants. */
function trimEmptyEnds(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start]?.trim()) start += 1;
  while (end > start && !lines[end - 1]?.trim()) end -= 1;
  return lines.slice(start, end);
}
