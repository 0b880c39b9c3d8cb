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
  return wholeReferences(textBefore, operations.map(trimCommonEnds));
}

/**
 * A cross-reference to another part of the contract: "Section 8.1", "Sections 4.2", "Article XVI", "Exhibit D",
 * "Clause 8(a)". The diff splits "8.1" into words, so a change could keep "1" of "Section 8.1" for the "1" of a new
 * "1,000,000" and cut the reference in two.
 */
const CROSS_REFERENCE = /(?<!\w)(?:Sections?|SECTIONS?|Articles?|ARTICLES?|Clauses?|CLAUSES?|Paragraphs?|Exhibits?|EXHIBITS?|Schedules?|SCHEDULES?|Annex(?:es)?|Appendix|§+)\s*(?:\d+(?:\.\d+)*[A-Za-z]?|[IVX]{1,5}\b|[A-Z]\b)(?:\s*\((?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\))*/g;

/**
 * The operations with every cross-reference of `textBefore` a change touches wholly inside that change, so a tracked
 * change never breaks a reference (issue 32, 32w: Quantum's cap "… as provided in Section 8.1;" replaced by the
 * playbook's wording deleted "Section 8." and kept "1" for "USD 1,000,000"). Changes that then meet are one change.
 */
function wholeReferences(textBefore: string, operations: ParagraphEditOperation[]): ParagraphEditOperation[] {
  let result = operations;
  for (const reference of textBefore.matchAll(CROSS_REFERENCE)) {
    const start = reference.index;
    const end = start + reference[0].length;
    const cuts = result.filter((operation) => {
      const from = operation.startPosition;
      const to = from + operation.originalText.length;
      return operation.originalText ? from < end && to > start && (from > start || to < end) : from > start && from < end;
    });
    if (cuts.length === 0) continue;
    const touching = result.filter((operation) => operation.startPosition < end && operation.startPosition + operation.originalText.length > start);
    result = merged(textBefore, result, [...new Set([...cuts, ...touching])], start, end);
  }
  return result;
}

/** `group` and the unchanged text between them, from `start` to `end` at least, as one change; changes it meets join it. */
function merged(textBefore: string, operations: ParagraphEditOperation[], group: ParagraphEditOperation[], start: number, end: number): ParagraphEditOperation[] {
  let from = Math.min(start, ...group.map((operation) => operation.startPosition));
  let to = Math.max(end, ...group.map((operation) => operation.startPosition + operation.originalText.length));
  let members = group;
  for (;;) {
    const more = operations.filter((operation) => !members.includes(operation) && operation.startPosition <= to && operation.startPosition + operation.originalText.length >= from);
    if (more.length === 0) break;
    members = [...members, ...more];
    from = Math.min(from, ...more.map((operation) => operation.startPosition));
    to = Math.max(to, ...more.map((operation) => operation.startPosition + operation.originalText.length));
  }
  let operand = '';
  let at = from;
  for (const operation of [...members].sort((a, b) => a.startPosition - b.startPosition)) {
    operand += textBefore.slice(at, operation.startPosition) + operation.operandText;
    at = operation.startPosition + operation.originalText.length;
  }
  operand += textBefore.slice(at, to);
  const change: ParagraphEditOperation = { operator: operand ? 'replace' : 'delete', startPosition: from, originalText: textBefore.slice(from, to), operandText: operand };
  return [...operations.filter((operation) => !members.includes(operation)), change].sort((a, b) => a.startPosition - b.startPosition);
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
