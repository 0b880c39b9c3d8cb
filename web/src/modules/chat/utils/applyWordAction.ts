import {
  DOCUMENT_ACTION_TEXTS,
  PARAGRAPH_EDIT_MESSAGES,
  wordDataErrorText,
  type ModifiedParagraph,
  type ParagraphEditOutcome,
  type WordActionPayload,
} from '@arcline/shared';
import type { DocumentEditor } from '../../document/documentEditor';
import { DocumentHostError } from '../../document/DocumentHostError';
import type { ChatMessage } from '../types/ChatMessage';

type EditAction = Exclude<WordActionPayload, { type: 'question' }>;

/** What an applied insert or modify changes in its chat item. */
export type WordActionPatch = Pick<ChatMessage, 'applicationStatus' | 'modifiedParagraphs' | 'textAfter' | 'editNotes' | 'appliedEdit'>;

/**
 * Applies an insert or modify item to the document through the edit engine and says how its item changes: successful
 * when every paragraph was edited, else failed with the engine's reasons (spec 01 §4, §8). A paragraph the answer did
 * not see (no text before) is never touched.
 */
export async function applyWordAction(editor: DocumentEditor, item: ChatMessage): Promise<{ patch: WordActionPatch; changedParagraphIds: string[] }> {
  const action = item.documentAction as EditAction;
  try {
    return action.type === 'insert' ? await applyInsert(editor, action) : await applyModify(editor, item.modifiedParagraphs ?? []);
  } catch (error) {
    if (!(error instanceof DocumentHostError)) throw error;
    return { patch: { applicationStatus: 'failed', editNotes: [wordDataErrorText(error.kind, error.location)] }, changedParagraphIds: [] };
  }
}

async function applyInsert(editor: DocumentEditor, action: Extract<EditAction, { type: 'insert' }>) {
  if (action.paragraphText === undefined) return { patch: { applicationStatus: 'failed' as const, editNotes: [PARAGRAPH_EDIT_MESSAGES.unknownParagraph] }, changedParagraphIds: [] };
  const outcome = await editor.applyInsert({
    paragraphId: action.insertPositionParagraphId,
    offset: action.insertPositionOffset,
    textToInsert: action.textToInsert,
    paragraphText: action.paragraphText,
  });
  const report = outcome.paragraphs[0];
  return {
    patch: {
      applicationStatus: outcome.result === 'full' ? 'successful' : 'failed',
      textAfter: report?.textAfter,
      editNotes: notesOf(outcome),
      appliedEdit: outcome.paragraphs,
    } satisfies WordActionPatch,
    changedParagraphIds: changedIds(outcome),
  };
}

async function applyModify(editor: DocumentEditor, paragraphs: readonly ModifiedParagraph[]) {
  const seen = paragraphs.filter((paragraph) => paragraph.textBefore !== undefined);
  const outcome = await editor.applyModify({
    paragraphs: seen.map((paragraph) => ({ paragraphId: paragraph.paragraphId, textBefore: paragraph.textBefore ?? '', textAfter: paragraph.textAfter ?? '' })),
  });
  const status = new Map(outcome.paragraphs.map((report) => [report.paragraphId, report.status]));
  const unseen = paragraphs.length - seen.length;
  const allApplied = outcome.result === 'full' && unseen === 0;
  const notes = [...notesOf(outcome), ...(unseen > 0 ? [PARAGRAPH_EDIT_MESSAGES.unknownParagraph] : [])];
  if (!allApplied && outcome.result !== 'failed') notes.unshift(DOCUMENT_ACTION_TEXTS.partlyModified);
  return {
    patch: {
      applicationStatus: allApplied ? 'successful' : 'failed',
      modifiedParagraphs: paragraphs.map((paragraph) => {
        // A paragraph the answer left as it was has no operations: it counts as applied.
        const applied = (status.get(paragraph.paragraphId) ?? (paragraph.textBefore === paragraph.textAfter ? 'applied' : 'failed')) === 'applied';
        return { ...paragraph, applicationStatus: applied ? 'successful' : 'failed' };
      }),
      editNotes: [...new Set(notes)],
      appliedEdit: outcome.paragraphs,
    } satisfies WordActionPatch,
    changedParagraphIds: changedIds(outcome),
  };
}

function notesOf(outcome: ParagraphEditOutcome): string[] {
  return [...new Set(outcome.paragraphs.flatMap((report) => (report.message ? [report.message] : [])))];
}

/** The paragraphs the edit touched, new ones included: the integrity check reads them. */
function changedIds(outcome: ParagraphEditOutcome): string[] {
  return outcome.paragraphs.flatMap((report) => (report.status === 'failed' ? [] : [report.paragraphId, ...report.insertedParagraphIds]));
}
