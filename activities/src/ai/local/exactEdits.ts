import { clauseNumberOf, LEADING_CLAUSE_NUMBER } from '@arcline/shared';
import type { ContextPassage, WordAction } from '../types';

/**
 * Edits the offline engine can carry out exactly, because the prompt says word for word what to do: replace a word
 * or phrase (in a clause, the selection, or everywhere), delete or insert a quoted sentence (beside other text, in or
 * after a clause, or at the cursor), renumber the clauses.
 * Anything else (free rewriting) is not attempted: the caller answers that it needs Claude or a self-hosted model.
 */

/** A paragraph of the synchronised document, in document order; a table's cell paragraphs are among them. */
export interface DocumentParagraph {
  id: string;
  text: string;
  /** In a table cell: part of the clause it sits in, never a clause heading itself. */
  inTable?: boolean;
}

/** The clause number a paragraph starts with; a table cell starts no clause. */
const headingNumberOf = (paragraph: DocumentParagraph): string | null => (paragraph.inTable ? null : clauseNumberOf(paragraph.text));

export interface ExactEditContext {
  paragraphs: readonly DocumentParagraph[];
  /** The paragraphs the user selected, when a selection was sent. */
  selectedIds?: readonly string[];
  /** Where the cursor is (the end of the selection): the paragraph and the characters before it there. */
  cursor?: { paragraphId: string; offset: number };
}

const Q = `["'“”‘’]`;
const POLITE = String.raw`^(?:please\s+|can you\s+|could you\s+)?`;
const CLAUSE_WORD = String.raw`(?:clause|section|article|paragraph)`;
const NUMBER = String.raw`(\d+(?:\.\d+)*)`;
const END = String.raw`\s*[.!]?\s*$`;

const REPLACE = new RegExp(
  `${POLITE}(?:replace|change)\\s+(?:all\\s+|every\\s+)?${Q}(.+?)${Q}\\s+(?:with|to|by)\\s+${Q}(.*?)${Q}` +
    `(?:\\s+(?:(everywhere|throughout(?:\\s+the\\s+\\w+)?|in\\s+the\\s+(?:whole\\s+)?(?:document|agreement|contract))|in\\s+${CLAUSE_WORD}\\s+${NUMBER}|(in\\s+the\\s+selec\\w+(?:\\s+text)?)))?${END}`,
  'iu',
);
const DELETE = new RegExp(`${POLITE}(?:delete|remove)\\s+(?:the\\s+)?(?:sentence|words?|phrase|text)?\\s*${Q}(.+?)${Q}(?:\\s+in\\s+${CLAUSE_WORD}\\s+${NUMBER})?${END}`, 'iu');
const INSERT_BESIDE = new RegExp(
  `${POLITE}(?:insert|add)\\s+(?:the\\s+)?(?:sentence\\s+|words?\\s+|text\\s+)?${Q}(.+?)${Q}\\s+(after|before)\\s+(?:the\\s+(?:sentence|words?|text)\\s+)?${Q}(.+?)${Q}${END}`,
  'iu',
);
const INSERT_IN_CLAUSE = new RegExp(
  `${POLITE}(?:insert|add)\\s+(?:the\\s+)?(?:sentence\\s+|words?\\s+|text\\s+)?${Q}(.+?)${Q}\\s+(?:at\\s+the\\s+(end|start|beginning)\\s+of|(?:as\\s+a\\s+new\\s+(?:paragraph|clause)\\s+)?(after))\\s+${CLAUSE_WORD}\\s+${NUMBER}${END}`,
  'iu',
);
/** "Insert 'x' here", "… at the cursor", or just "Insert 'x'": the given text where the cursor is. */
const INSERT_AT_CURSOR = new RegExp(
  `${POLITE}(?:insert|add|type|write)\\s+(?:the\\s+)?(?:sentence\\s+|words?\\s+|text\\s+)?${Q}(.+?)${Q}(?:\\s+(?:here|there|at\\s+(?:the|my)\\s+cursor|where\\s+(?:the|my)\\s+cursor\\s+is))?${END}`,
  'iu',
);
const RENUMBER = new RegExp(`${POLITE}renumber\\s+(?:all\\s+)?(?:the\\s+)?(?:clauses|sections|articles|paragraphs)(?:\\s+\\w+)*${END}`, 'iu');

/** The paragraphs of clause `number`: its heading paragraph up to the next clause that is not one of its own. */
export function clauseParagraphs(paragraphs: readonly DocumentParagraph[], number: string): DocumentParagraph[] {
  const start = paragraphs.findIndex((paragraph) => headingNumberOf(paragraph) === number);
  if (start < 0) return [];
  const clause = [paragraphs[start] as DocumentParagraph];
  for (const paragraph of paragraphs.slice(start + 1)) {
    const next = headingNumberOf(paragraph);
    if (next !== null && !next.startsWith(`${number}.`)) break;
    clause.push(paragraph);
  }
  return clause;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole-word occurrences of a phrase, case as written. */
function phrasePattern(phrase: string): RegExp {
  const before = /^\w/u.test(phrase) ? String.raw`(?<![\w])` : '';
  const after = /\w$/u.test(phrase) ? String.raw`(?![\w])` : '';
  return new RegExp(`${before}${escapeRegExp(phrase)}${after}`, 'gu');
}

function modify(responseText: string, changed: { paragraph: DocumentParagraph; text: string }[]): WordAction {
  return { type: 'modify', responseText, modifiedSelection: changed.map(({ paragraph, text }) => ({ paragraphId: paragraph.id, text, textBefore: paragraph.text })) };
}

const question = (responseText: string): WordAction => ({ type: 'question', responseText });
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function replaceInstruction(match: RegExpExecArray, context: ExactEditContext): WordAction {
  const [, from = '', to = '', everywhere, clause, inSelection] = match;
  const scope = clause
    ? { paragraphs: clauseParagraphs(context.paragraphs, clause), name: `clause ${clause}` }
    : inSelection && !everywhere
      ? { paragraphs: context.paragraphs.filter((paragraph) => context.selectedIds?.includes(paragraph.id)), name: 'the selection' }
      : { paragraphs: context.paragraphs, name: 'the document' };
  if (clause && scope.paragraphs.length === 0) return question(`I could not find clause ${clause} in the document: no paragraph starts with its number.`);
  let count = 0;
  const changed = scope.paragraphs.flatMap((paragraph) => {
    const text = paragraph.text.replace(phrasePattern(from), () => {
      count += 1;
      return to;
    });
    return text === paragraph.text ? [] : [{ paragraph, text }];
  });
  if (count === 0) return question(`I found no "${from}" in ${scope.name}, so nothing was changed.`);
  return modify(`Replaced "${from}" with "${to}" in ${scope.name} (${plural(count, 'place')}).`, changed);
}

/** Removes text and the space it leaves behind, so "A. B. C." without "B." is "A. C.". */
function removeText(text: string, remove: string): string {
  return text
    .split(remove)
    .map((piece, index, pieces) => (index < pieces.length - 1 ? piece.replace(/\s+$/u, '') : piece))
    .reduce((result, piece) => (result && piece && !/^[\s.,;:]/u.test(piece) ? `${result} ${piece.replace(/^\s+/u, '')}` : result + piece));
}

function deleteInstruction(match: RegExpExecArray, context: ExactEditContext): WordAction {
  const [, sentence = '', clause] = match;
  const scope = clause ? clauseParagraphs(context.paragraphs, clause) : context.paragraphs;
  const changed = scope.filter((paragraph) => paragraph.text.includes(sentence)).map((paragraph) => ({ paragraph, text: removeText(paragraph.text, sentence).trim() }));
  if (changed.length === 0) return question(`I found no "${sentence}" in ${clause ? `clause ${clause}` : 'the document'}, so nothing was deleted.`);
  return modify(`Deleted "${sentence}" (${plural(changed.length, 'paragraph')}).`, changed);
}

function insertBesideInstruction(match: RegExpExecArray, context: ExactEditContext): WordAction {
  const [, sentence = '', side = '', anchor = ''] = match;
  const paragraph = context.paragraphs.find((candidate) => candidate.text.includes(anchor));
  if (!paragraph) return question(`I found no "${anchor}" in the document to insert the text ${side.toLowerCase()}.`);
  const at = paragraph.text.indexOf(anchor) + (side.toLowerCase() === 'after' ? anchor.length : 0);
  const text = side.toLowerCase() === 'after' ? `${paragraph.text.slice(0, at)} ${sentence}${paragraph.text.slice(at)}` : `${paragraph.text.slice(0, at)}${sentence} ${paragraph.text.slice(at)}`;
  return modify(`Inserted "${sentence}" ${side.toLowerCase()} "${anchor}".`, [{ paragraph, text: text.replace(/ {2,}/gu, ' ') }]);
}

function insertInClauseInstruction(match: RegExpExecArray, context: ExactEditContext): WordAction {
  const [, sentence = '', edge, afterClause, clause = ''] = match;
  const paragraphs = clauseParagraphs(context.paragraphs, clause);
  const first = paragraphs[0];
  // The clause's last paragraph outside a table: text added at its end stays out of the table's cells.
  const last = paragraphs.findLast((paragraph) => !paragraph.inTable);
  if (!first || !last) return question(`I could not find clause ${clause} in the document: no paragraph starts with its number.`);
  if (afterClause) {
    const responseText = `Inserted "${sentence}" as a new paragraph after clause ${clause}.`;
    // A clause ending with a table: the new paragraph goes before the paragraph after the table.
    const next = paragraphs.at(-1)?.inTable ? context.paragraphs[context.paragraphs.indexOf(paragraphs.at(-1) as DocumentParagraph) + 1] : undefined;
    if (next && !next.inTable) return { type: 'insert', responseText, textToInsert: `${sentence}\n`, insertPositionParagraphId: next.id, insertPositionOffset: 0 };
    return { type: 'insert', responseText, textToInsert: `\n${sentence}`, insertPositionParagraphId: last.id, insertPositionOffset: last.text.length };
  }
  if (edge?.toLowerCase() === 'end') return modify(`Added "${sentence}" at the end of clause ${clause}.`, [{ paragraph: last, text: `${last.text} ${sentence}` }]);
  const heading = LEADING_CLAUSE_NUMBER.exec(first.text)?.[0] ?? '';
  const rest = first.text.slice(heading.length).replace(/^[.)]?\s*/u, '');
  const prefix = first.text.slice(0, first.text.length - rest.length);
  return modify(`Added "${sentence}" at the start of clause ${clause}.`, [{ paragraph: first, text: `${prefix}${sentence} ${rest}` }]);
}

/**
 * Inserts the given text at the cursor, with a space between it and a word right before or after it; the add-in
 * applies it as a tracked insertion.
 */
function insertAtCursorInstruction(match: RegExpExecArray, context: ExactEditContext): WordAction {
  const [, given = ''] = match;
  const paragraph = context.cursor && context.paragraphs.find((candidate) => candidate.id === context.cursor?.paragraphId);
  if (!context.cursor || !paragraph) return question(`I do not know where your cursor is: click where "${given}" should go in the document and ask again.`);
  const offset = Math.min(Math.max(context.cursor.offset, 0), paragraph.text.length);
  const before = paragraph.text.slice(0, offset);
  const after = paragraph.text.slice(offset);
  const textToInsert = `${/\S$/u.test(before) && !/^\s/u.test(given) ? ' ' : ''}${given}${/^[\p{L}\p{N}(“"'‘]/u.test(after) && !/\s$/u.test(given) ? ' ' : ''}`;
  return { type: 'insert', responseText: `Inserted "${given}" at the cursor.`, textToInsert, insertPositionParagraphId: paragraph.id, insertPositionOffset: offset };
}

/**
 * Numbers the clause headings 1, 2, 3… and their subclauses 1.1, 1.2… in document order, and moves the
 * cross-references ("clause 4", "Section 4.2") to the new numbers.
 */
function renumberInstruction(context: ExactEditContext): WordAction {
  const renumbered = new Map<string, string>();
  const counters: number[] = [];
  const headings = context.paragraphs.flatMap((paragraph) => {
    const number = headingNumberOf(paragraph);
    if (number === null) return [];
    const depth = number.split('.').length;
    counters.length = depth;
    counters[depth - 1] = (counters[depth - 1] ?? 0) + 1;
    for (let level = 0; level < depth - 1; level += 1) counters[level] ??= 1;
    const next = counters.slice(0, depth).join('.');
    if (!renumbered.has(number)) renumbered.set(number, next);
    return [{ paragraph, number, next }];
  });
  if (headings.length === 0) return question('I found no numbered clauses to renumber: no paragraph starts with a clause number.');
  const reference = new RegExp(`\\b(${CLAUSE_WORD}s?\\s+)${NUMBER}`, 'giu');
  const changed = context.paragraphs.flatMap((paragraph) => {
    const heading = headings.find((item) => item.paragraph === paragraph);
    let text = heading ? paragraph.text.replace(LEADING_CLAUSE_NUMBER, (_all, lead: string) => `${lead}${heading.next}`) : paragraph.text;
    text = text.replace(reference, (all, word: string, number: string) => (renumbered.has(number) ? `${word}${renumbered.get(number)}` : all));
    return text === paragraph.text ? [] : [{ paragraph, text }];
  });
  if (changed.length === 0) return question('The clauses are already numbered in order; nothing was changed.');
  return modify(`Renumbered the clauses (${plural(changed.length, 'paragraph')} changed).`, changed);
}

/** The action for an exact instruction, or null when the prompt is not one. */
export function exactEditAction(prompt: string, context: ExactEditContext): WordAction | null {
  const text = prompt.trim();
  const replace = REPLACE.exec(text);
  if (replace) return replaceInstruction(replace, context);
  const remove = DELETE.exec(text);
  if (remove) return deleteInstruction(remove, context);
  const beside = INSERT_BESIDE.exec(text);
  if (beside) return insertBesideInstruction(beside, context);
  const inClause = INSERT_IN_CLAUSE.exec(text);
  if (inClause) return insertInClauseInstruction(inClause, context);
  if (RENUMBER.test(text)) return renumberInstruction(context);
  const atCursor = INSERT_AT_CURSOR.exec(text);
  if (atCursor) return insertAtCursorInstruction(atCursor, context);
  return null;
}

/**
 * The document's paragraphs among indexed passages, in order: a table counts as the paragraphs of its cells (nested
 * tables included). A table stored without them (rows joined by new lines, cells by ' | ') is left out.
 */
export function documentParagraphs(passages: readonly ContextPassage[]): DocumentParagraph[] {
  return passages.flatMap((passage): DocumentParagraph[] => {
    if (passage.cellParagraphs) return passage.cellParagraphs.map((cell) => ({ id: cell.id, text: cell.text, inTable: true }));
    return passage.partId && !passage.text.includes('\n') && !passage.text.includes(' | ') ? [{ id: passage.partId, text: passage.text }] : [];
  });
}
