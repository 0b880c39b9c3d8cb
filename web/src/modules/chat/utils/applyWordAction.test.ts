import { describe, expect, it } from 'vitest';
import { DOCUMENT_ACTION_TEXTS, PARAGRAPH_EDIT_MESSAGES, WORD_DATA_ERRORS, wordDataErrorText, type ParagraphEditOutcome } from '@arcline/shared';
import type { DocumentEditor } from '../../document/documentEditor';
import { DocumentHostError } from '../../document/DocumentHostError';
import { applyWordAction } from './applyWordAction';
import { buildChatMessage } from './buildChatMessage';

/** An editor that answers a fixed outcome and records what it was asked. */
function editorAnswering(outcome: ParagraphEditOutcome | Error, calls: unknown[] = []): DocumentEditor {
  const answer = async (instruction: unknown) => {
    calls.push(instruction);
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  return { applyInsert: answer, applyModify: answer, applyEdits: answer, select: async () => {}, selectQuote: async () => {}, resolveEdit: async () => ({ result: 'done' as const }), checkIntegrity: async () => [] };
}

const report = (paragraphId: string, status: 'applied' | 'failed', message?: string) => ({
  paragraphId,
  status,
  ...(message ? { message } : {}),
  textBefore: 'a',
  textAfter: 'b',
  operations: [],
  insertedParagraphIds: [],
});

describe('applyWordAction', () => {
  const modify = buildChatMessage.wordAction({
    type: 'modify',
    responseText: 'Done',
    modifiedSelection: [
      { paragraphId: 'p1', text: 'New one', textBefore: 'Old one' },
      { paragraphId: 'p2', text: 'New two', textBefore: 'Old two' },
    ],
  });

  it('starts failed, and turns successful when every paragraph was edited', async () => {
    expect(modify).toMatchObject({ type: 'modify', applicationStatus: 'failed', modifiedParagraphs: [{ applicationStatus: 'failed' }, { applicationStatus: 'failed' }] });
    const calls: unknown[] = [];
    const { patch, changedParagraphIds } = await applyWordAction(editorAnswering({ result: 'full', paragraphs: [report('p1', 'applied'), report('p2', 'applied')] }, calls), modify);
    expect(calls).toEqual([{ paragraphs: [{ paragraphId: 'p1', textBefore: 'Old one', textAfter: 'New one' }, { paragraphId: 'p2', textBefore: 'Old two', textAfter: 'New two' }] }]);
    expect(patch).toMatchObject({ applicationStatus: 'successful', modifiedParagraphs: [{ applicationStatus: 'successful' }, { applicationStatus: 'successful' }], editNotes: [] });
    expect(changedParagraphIds).toEqual(['p1', 'p2']);
  });

  it('stays failed for a partial edit, saying which part and why', async () => {
    const outcome: ParagraphEditOutcome = { result: 'partial', paragraphs: [report('p1', 'applied'), report('p2', 'failed', PARAGRAPH_EDIT_MESSAGES.changedMeanwhile)] };
    const { patch, changedParagraphIds } = await applyWordAction(editorAnswering(outcome), modify);
    expect(patch.applicationStatus).toBe('failed');
    expect(patch.modifiedParagraphs?.map((paragraph) => paragraph.applicationStatus)).toEqual(['successful', 'failed']);
    expect(patch.editNotes).toEqual([DOCUMENT_ACTION_TEXTS.partlyModified, PARAGRAPH_EDIT_MESSAGES.changedMeanwhile]);
    expect(changedParagraphIds).toEqual(['p1']);
  });

  it('answers a Word data error with its advice and location code', async () => {
    const insert = buildChatMessage.wordAction({ type: 'insert', responseText: 'Added', textToInsert: ' x', insertPositionParagraphId: 'p1', insertPositionOffset: 3, paragraphText: 'Old' });
    const { patch } = await applyWordAction(editorAnswering(new DocumentHostError(WORD_DATA_ERRORS.wordError, 'host/apply-edits')), insert);
    expect(patch).toEqual({ applicationStatus: 'failed', editNotes: [wordDataErrorText(WORD_DATA_ERRORS.wordError, 'host/apply-edits')] });
  });

  it('never applies an insert whose paragraph text the answer did not carry', async () => {
    const calls: unknown[] = [];
    const insert = buildChatMessage.wordAction({ type: 'insert', responseText: 'Added', textToInsert: ' x', insertPositionParagraphId: 'p1', insertPositionOffset: 3 });
    const { patch } = await applyWordAction(editorAnswering({ result: 'full', paragraphs: [] }, calls), insert);
    expect(calls).toEqual([]);
    expect(patch).toEqual({ applicationStatus: 'failed', editNotes: [PARAGRAPH_EDIT_MESSAGES.unknownParagraph] });
  });
});
