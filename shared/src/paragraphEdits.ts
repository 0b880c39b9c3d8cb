/**
 * Paragraph edits (spec 01 §3 "Paragraph edit operation", §4 chat reply lifecycle, §5 paragraph edit matching, §8):
 * how an AI insert or modify answer becomes operations on the open Word document, and what applying them gave.
 * The add-in's edit engine (addin/src/edits) produces and applies them; the chat shows their outcome.
 */

export type ParagraphEditOperator = 'insert' | 'delete' | 'replace';

/**
 * One operation on a paragraph's text. `startPosition` counts characters of the paragraph's text as the answer saw it
 * (its reviewed, cleaned text); `originalText` is the text replaced or deleted there ('' for an insert), `operandText`
 * what takes its place ('' for a delete).
 */
export interface ParagraphEditOperation {
  operator: ParagraphEditOperator;
  startPosition: number;
  originalText: string;
  operandText: string;
}

/** The operations of one paragraph ("per-paragraph conversion"), from its text before to its text after. */
export interface ParagraphEdit {
  paragraphId: string;
  textBefore: string;
  textAfter: string;
  operations: ParagraphEditOperation[];
  /** Whole paragraphs inserted after (or before) this one, for an insert of text that holds paragraph breaks. */
  newParagraphs?: { location: 'Before' | 'After'; texts: string[] };
}

/** Result of applying an insert or modify answer: every operation applied, some, or none. */
export type ParagraphEditResult = 'full' | 'partial' | 'failed';
/** The same for one paragraph. */
export type ParagraphEditStatus = 'applied' | 'partial' | 'failed';

export interface ParagraphEditReport {
  paragraphId: string;
  status: ParagraphEditStatus;
  /** Why it was not (fully) applied, in words for the user; absent when applied. */
  message?: string;
  textBefore: string;
  textAfter: string;
  operations: ParagraphEditOperation[];
  /** Ids of whole paragraphs the edit inserted. */
  insertedParagraphIds: string[];
}

export interface ParagraphEditOutcome {
  result: ParagraphEditResult;
  paragraphs: ParagraphEditReport[];
}

/** An insert answer as the engine takes it: `paragraphText` is the paragraph as the answer saw it. */
export interface InsertInstruction {
  paragraphId: string;
  /** Characters into `paragraphText`; at most its length. */
  offset: number;
  textToInsert: string;
  paragraphText: string;
}

/** A modify answer: each paragraph's text as the answer saw it and as it should become. */
export interface ModifyInstruction {
  paragraphs: { paragraphId: string; textBefore: string; textAfter: string }[];
}

/** Why a paragraph was left alone or only partly edited (spec 01 §8 adds the chat item's failure texts). */
export const PARAGRAPH_EDIT_MESSAGES = {
  changedMeanwhile:
    'This paragraph was changed after the answer was written, so it was left as it is. Ask again to edit its current text.',
  paragraphGone: 'This paragraph is no longer in the document, so it was left out.',
  textNotFound: 'Part of the text to change could not be found in the paragraph, so the edit is incomplete.',
  notApplied: 'Word did not apply the change to this paragraph.',
  unknownParagraph: 'The answer names a paragraph whose text it did not see, so it was left as it is.',
} as const;

/** The chat item's texts when an insert or modify is not applied (spec 01 §8), and the banner while one runs (§2). */
export const DOCUMENT_ACTION_TEXTS = {
  insertFailed: 'We encountered a problem trying to insert the text.',
  modifyFailed: 'We encountered a problem trying to modify the text.',
  applyingChanges: 'Applying changes to your document',
  inserted: 'Inserted into your document as a tracked change.',
  modified: 'Changed in your document as tracked changes.',
  partlyModified: 'Only part of the change could be made in your document.',
  documentNotSynced: "Your document is still being indexed. Try again when the indicator says 'Up to date'.",
  starterHeading: 'Start with:',
} as const;

/** What the user can do with an applied AI edit from its chat item (issue 29): its tracked changes accepted or rejected, or the edit undone. */
export type EditResolutionAction = 'accept' | 'reject' | 'undo';

/** How resolving an applied edit went: done, nothing of the edit left to resolve, or not possible (with why). */
export interface EditResolution {
  result: 'done' | 'nothing' | 'failed';
  message?: string;
}

export const EDIT_RESOLUTION_TEXTS = {
  actions: { accept: 'Accept all', reject: 'Reject all', undo: 'Undo' },
  resolving: 'Working on your document…',
  done: { accept: 'The changes were accepted.', reject: 'The changes were rejected.', undo: 'The edit was undone.' },
  nothing: 'This edit has no tracked changes left in your document: they were accepted or rejected in Word.',
  changedSince: 'A paragraph typed over since the edit was left as it is.',
  acceptNeedsWord16: "Accepting changes from Arcline needs WordApi 1.6 (Word in Microsoft 365 or Word on the web): accept them in Word's Review tab.",
  failed: 'We could not change your document. Please reload the add-in and try again.',
} as const;

/** The `features` a chat-in-Word prompt announces: what this add-in can do with an answer. */
export const CHAT_IN_WORD_FEATURES = { insertText: true, modifyText: true, trackedChanges: true, integrityCheck: true } as const;

/** Word's field marks in a paragraph's text: BEGIN code SEPARATOR result END. */
export const FIELD_BEGIN = '\u0013';
export const FIELD_SEPARATOR = '\u0014';
export const FIELD_END = '\u0015';
/** Control characters (the cell and row end marks \u0007 included), newlines, tabs and spaces at the end. */
const TRAILING_NOISE = /[\s\p{Cc}]+$/u;

/**
 * A paragraph's text as the synchronised copy keeps it (spec 01 §3): field codes dropped and only each field's
 * displayed result kept (Word marks a field as BEGIN code SEPARATOR result END, and fields nest), then trailing
 * control characters, newlines, tabs and spaces removed.
 */
/** One owner for the add-in's sync and edit engines and the task pane's redline (web), which compare quotes with it. */
export function cleanParagraphText(raw: string): string {
  return withoutFieldCodes(raw).replace(TRAILING_NOISE, '');
}

function withoutFieldCodes(text: string): string {
  if (!text.includes(FIELD_BEGIN)) return text;
  /** One entry per open field: true while in its code, false once in its result. */
  const inCode: boolean[] = [];
  let shown = '';
  for (const char of text) {
    if (char === FIELD_BEGIN) inCode.push(true);
    else if (char === FIELD_SEPARATOR && inCode.length > 0) inCode[inCode.length - 1] = false;
    else if (char === FIELD_END && inCode.length > 0) inCode.pop();
    else if (!inCode.includes(true)) shown += char;
  }
  return shown;
}
