import { describe, expect, it } from 'vitest';
import { EDIT_RESOLUTION_TEXTS } from '@arcline/shared';
import { OfficeDocumentHost } from '../host/office/OfficeDocumentHost';
import { createSimulatedOffice } from '../host/simulated/createSimulatedOffice';
import { reviewedText } from '../host/simulated/model/chars';
import { trackedChangesIn } from '../host/simulated/model/ranges';
import { SimulatedDocument } from '../host/simulated/model/SimulatedDocument';
import type { SimParagraph } from '../host/simulated/model/types';
import { createParagraphEditEngine } from './paragraphEditEngine';
import { changesOfEdit } from './resolveEdit';

const CLAUSE = '3.03. Cancellation. Distributor may cancel any order prior to shipment.';
const EDITED = '3.03. Cancellation. Reseller may cancel any order prior to shipment.';

/** A contract of two clauses in the simulated Word (WordApi 1.6, or an older one), and the edit engine on it. */
function contract(wordApiVersion = '1.6') {
  const clause = SimulatedDocument.newParagraph([{ text: CLAUSE }]);
  const other = SimulatedDocument.newParagraph([{ text: '3.04. Returns. The Company accepts returns within 30 days.' }]);
  const document = new SimulatedDocument({ blocks: [clause, other], creationDate: new Date('2024-01-01T00:00:00Z'), url: '' });
  const editor = createParagraphEditEngine(new OfficeDocumentHost(createSimulatedOffice(document, { wordApiVersion })));
  return { document, clause, other, editor };
}

const current = (paragraph: SimParagraph) => reviewedText(paragraph.runs, 'Current');
const changes = (paragraph: SimParagraph) => trackedChangesIn([paragraph]).map((change) => `${change.revision.type}:${change.text}`);

async function replaceDistributor(editor: ReturnType<typeof contract>['editor'], clause: SimParagraph) {
  const outcome = await editor.applyModify({ paragraphs: [{ paragraphId: clause.id, textBefore: CLAUSE, textAfter: EDITED }] });
  expect(outcome.result).toBe('full');
  return outcome.paragraphs;
}

describe('Accept all, Reject all and Undo of an AI edit (issue 29), on the simulated Word', () => {
  it('rejects the edit’s tracked changes and leaves the user’s own tracked change in the same paragraph', async () => {
    const { document, clause, editor } = contract();
    const applied = await replaceDistributor(editor, clause);
    document.changeTrackingMode = 'TrackAll';
    document.insertText({ paragraph: clause, offset: reviewedText(clause.runs, 'Original').length + 'Reseller'.length }, ' (by the user)');
    expect(await editor.resolveEdit(applied, 'reject')).toEqual({ result: 'done' });
    expect(current(clause)).toBe(`${CLAUSE} (by the user)`);
    expect(changes(clause)).toEqual(['insertion: (by the user)']);
    expect(await editor.resolveEdit(applied, 'reject')).toEqual({ result: 'nothing', message: EDIT_RESOLUTION_TEXTS.nothing });
  });

  it('accepts the edit’s tracked changes, and Undo afterwards writes the original text back as tracked changes', async () => {
    const { clause, other, editor } = contract();
    const applied = await replaceDistributor(editor, clause);
    expect(await editor.resolveEdit(applied, 'accept')).toEqual({ result: 'done' });
    expect(current(clause)).toBe(EDITED);
    expect(changes(clause)).toEqual([]);
    expect(await editor.resolveEdit(applied, 'undo')).toEqual({ result: 'done' });
    expect(current(clause)).toBe(CLAUSE);
    expect(reviewedText(clause.runs, 'Original')).toBe(EDITED);
    expect(current(other)).toBe('3.04. Returns. The Company accepts returns within 30 days.');
  });

  it('undoes an insert of whole paragraphs by rejecting them, and leaves a paragraph typed over since alone', async () => {
    const { document, clause, editor } = contract();
    const outcome = await editor.applyInsert({ paragraphId: clause.id, paragraphText: CLAUSE, offset: CLAUSE.length, textToInsert: '\n3.03A. Refunds are paid within 14 days.' });
    expect(outcome.paragraphs[0]?.insertedParagraphIds).toHaveLength(1);
    expect(await editor.resolveEdit(outcome.paragraphs, 'undo')).toEqual({ result: 'done' });
    expect(document.paragraphs().map(({ paragraph }) => current(paragraph)).filter(Boolean)).toEqual([CLAUSE, '3.04. Returns. The Company accepts returns within 30 days.']);

    const applied = await replaceDistributor(editor, clause);
    document.typeText(clause, 'Rewritten by the user.');
    expect(await editor.resolveEdit(applied, 'undo')).toEqual({ result: 'nothing', message: EDIT_RESOLUTION_TEXTS.changedSince });
    expect(await editor.resolveEdit(applied, 'reject')).toEqual({ result: 'nothing', message: EDIT_RESOLUTION_TEXTS.changedSince });
    expect(current(clause)).toBe('Rewritten by the user.');
  });

  it('in an older Word (before WordApi 1.6) cannot accept from the pane, and cannot reach the paragraph to undo: it says so', async () => {
    const { clause, editor } = contract('1.5');
    await expect(editor.resolveEdit([], 'accept')).resolves.toEqual({ result: 'failed', message: EDIT_RESOLUTION_TEXTS.acceptNeedsWord16 });
    clause.runs = [{ text: EDITED }];
    const applied = [{ paragraphId: clause.id, status: 'applied' as const, textBefore: CLAUSE, textAfter: EDITED, operations: [], insertedParagraphIds: [] }];
    await expect(editor.resolveEdit(applied, 'undo')).rejects.toMatchObject({ kind: 'error from word' });
  });

  it('takes as the edit’s only changes whose text it inserted or deleted, each text used once', () => {
    const traces = { added: ['Reseller'], deleted: ['Distributor'], whole: false };
    const listed = [
      { type: 'deleted' as const, text: 'Distributor' },
      { type: 'added' as const, text: 'Reseller' },
      { type: 'added' as const, text: 'Reseller' },
      { type: 'added' as const, text: 'by the user' },
      { type: 'other' as const, text: 'Reseller' },
    ];
    expect(changesOfEdit(traces, listed)).toEqual([0, 1]);
    expect(changesOfEdit({ added: [], deleted: [], whole: true }, listed)).toEqual([0, 1, 2, 3, 4]);
    expect(changesOfEdit(undefined, listed)).toEqual([]);
  });
});
