import { diffWordsWithSpace } from 'diff';
import type { ParagraphEditOperation } from './paragraphEdits';

// The word-level diff of the edit engines: the add-in's (addin/src/edits, tracked changes in Word) and the matrix
// redliner's (activities/src/documents/redline, tracked changes written into a .docx).

/** Unchanged text this short, of spaces and punctuation only, between two changes joins them ("thirty (30)"). */
const JOINABLE_GAP = /^[\s\p{P}]{1,3}$/u;

/**
 * The operations that turn `textBefore` into `textAfter`, at word level: an edit of one clause of a long paragraph
 * touches only the words that differ, so the tracked changes show just them. A removal next to an addition is one
 * replace, and so are changes split only by a space or punctuation; positions count characters of `textBefore`.
 */
export function diffOperations(textBefore: string, textAfter: string): ParagraphEditOperation[] {
  const operations: ParagraphEditOperation[] = [];
  let position = 0;
  for (const part of diffWordsWithSpace(textBefore, textAfter)) {
    const last = operations.at(-1);
    if (!part.added && !part.removed) {
      position += part.value.length;
      continue;
    }
    const open = last && last.startPosition + last.originalText.length === position ? last : null;
    const gap = last && !open ? textBefore.slice(last.startPosition + last.originalText.length, position) : '';
    const operation = open ?? (last && JOINABLE_GAP.test(gap) ? joinGap(last, gap) : null) ?? newOperation(operations, position);
    if (part.removed) {
      operation.originalText += part.value;
      position += part.value.length;
    } else {
      operation.operandText += part.value;
    }
  }
  return operations.map(trimCommonEnds);
}

const SEPARATOR = /[\s\p{P}]/u;

/** The tokens of a change may share spaces or punctuation at their ends (', insurance ' → ' '): only what differs is kept. */
function trimCommonEnds({ startPosition, originalText, operandText }: ParagraphEditOperation): ParagraphEditOperation {
  const same = (a: string | undefined, b: string | undefined) => a !== undefined && a === b && SEPARATOR.test(a);
  let prefix = 0;
  while (prefix < Math.min(originalText.length, operandText.length) && same(originalText[prefix], operandText[prefix])) prefix += 1;
  let suffix = 0;
  const room = Math.min(originalText.length, operandText.length) - prefix;
  while (suffix < room && same(originalText.at(-1 - suffix), operandText.at(-1 - suffix))) suffix += 1;
  const original = originalText.slice(prefix, originalText.length - suffix);
  const operand = operandText.slice(prefix, operandText.length - suffix);
  return {
    operator: !original ? 'insert' : operand ? 'replace' : 'delete',
    startPosition: startPosition + prefix,
    originalText: original,
    operandText: operand,
  };
}

function newOperation(operations: ParagraphEditOperation[], position: number): ParagraphEditOperation {
  const operation: ParagraphEditOperation = { operator: 'insert', startPosition: position, originalText: '', operandText: '' };
  operations.push(operation);
  return operation;
}

/** Takes the unchanged gap after `operation` into it, on both sides, so the next change continues it. */
function joinGap(operation: ParagraphEditOperation, gap: string): ParagraphEditOperation {
  operation.originalText += gap;
  operation.operandText += gap;
  return operation;
}
