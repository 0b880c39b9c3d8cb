import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTEGRITY_TEXTS, PARAGRAPH_EDIT_MESSAGES } from '@arcline/shared';
import { OfficeDocumentHost } from '../host/office/OfficeDocumentHost';
import { createSimulatedOffice } from '../host/simulated/createSimulatedOffice';
import { loadDocx } from '../host/simulated/docx/loadDocx';
import { reviewedText } from '../host/simulated/model/chars';
import { trackedChangesIn } from '../host/simulated/model/ranges';
import type { SimulatedDocument } from '../host/simulated/model/SimulatedDocument';
import type { SimParagraph } from '../host/simulated/model/types';
import { openTestDocument } from '../host/simulated/testing/openTestDocument';
import { ALLIED, buildAlliedDraft } from '../host/simulated/testing/alliedDraft';
import { createParagraphEditEngine } from './paragraphEditEngine';

const SAMPLE = path.resolve(import.meta.dirname, '../playground/samples/distributor-agreement.docx');
const SHARED_DOCX = path.resolve(import.meta.dirname, '../../../../shared/fixtures/office/docx');

async function editorOn(document: SimulatedDocument) {
  const host = new OfficeDocumentHost(createSimulatedOffice(document));
  return { document, host, editor: createParagraphEditEngine(host) };
}

const current = (paragraph: SimParagraph) => reviewedText(paragraph.runs, 'Current');
const original = (paragraph: SimParagraph) => reviewedText(paragraph.runs, 'Original');

function paragraphStarting(document: SimulatedDocument, start: string): SimParagraph {
  const found = document.paragraphs().find(({ paragraph }) => current(paragraph).startsWith(start))?.paragraph;
  if (!found) throw new Error(`no paragraph starts with ${start}`);
  return found;
}

describe('the edit engine on the simulated Word (fixture documents)', () => {
  it('replaces, deletes and inserts words as tracked changes and restores change tracking (delins.docx)', async () => {
    const { document, editor } = await editorOn(await openTestDocument('delins.docx'));
    expect(document.changeTrackingMode).toBe('TrackAll');
    document.changeTrackingMode = 'Off';
    const paragraph = paragraphStarting(document, 'A name in various');
    const before = current(paragraph);
    const after = 'A name in several Indian languages (ṭīkā) for commentaries such as these, written in Pali:';
    const outcome = await editor.applyModify({ paragraphs: [{ paragraphId: paragraph.id, textBefore: before, textAfter: after }] });

    expect(outcome.result).toBe('full');
    expect(outcome.paragraphs[0]).toMatchObject({ status: 'applied', paragraphId: paragraph.id });
    expect(outcome.paragraphs[0]?.operations.map((operation) => operation.operator)).toEqual(['replace', 'delete', 'insert']);
    expect(current(paragraph)).toBe(after);
    expect(original(paragraph)).toBe(before);
    const changes = trackedChangesIn([paragraph]);
    expect(changes.map((change) => [change.revision.type, change.text])).toEqual([
      ['deletion', 'various'],
      ['insertion', 'several'],
      ['deletion', 'certain '],
      ['insertion', ' these, written in Pali'],
    ]);
    expect(changes.every((change) => change.revision.author === document.author)).toBe(true);
    expect(document.changeTrackingMode).toBe('Off');
  });

  it('edits a paragraph that already holds tracked changes, keeping them (delins.docx)', async () => {
    const { document, editor } = await editorOn(await openTestDocument('delins.docx'));
    const paragraph = paragraphStarting(document, 'March 2009');
    const before = current(paragraph);
    const outcome = await editor.applyModify({ paragraphs: [{ paragraphId: paragraph.id, textBefore: before, textAfter: 'March 2009: Apache Tika 0.3 Release' }] });
    expect(outcome.result).toBe('full');
    expect(current(paragraph)).toBe('March 2009: Apache Tika 0.3 Release');
    expect(original(paragraph)).toBe('');
  });

  it('changes a clause of a paragraph longer than 256 characters and a stretch longer than 256 (distributor agreement)', async () => {
    const { document, editor } = await editorOn(await loadDocx(await readFile(SAMPLE), { url: 'https://example.test/distributor.docx' }));
    const long = document.paragraphs().map(({ paragraph }) => paragraph).find((paragraph) => current(paragraph).length > 700);
    if (!long) throw new Error('the sample has no paragraph over 700 characters');
    const before = current(long);
    const cut = before.slice(150, 600);
    const words = cut.slice(cut.indexOf(' ') + 1, cut.lastIndexOf(' ') + 1);
    const after = before.replace(words, '').replace(/\.$/, ', as amended.');
    const outcome = await editor.applyModify({ paragraphs: [{ paragraphId: long.id, textBefore: before, textAfter: after }] });

    expect(outcome.paragraphs[0]?.operations.some((operation) => operation.originalText.length > 256)).toBe(true);
    expect(outcome.result).toBe('full');
    expect(current(long)).toBe(after);
    expect(original(long)).toBe(before);
  });

  it('changes only the occurrence of repeated text the answer changed', async () => {
    const { document, editor } = await editorOn(await openTestDocument('tables.docx'));
    const paragraph = paragraphStarting(document, 'Above');
    const repeated = 'The Supplier pays. The Supplier delivers. The Supplier pays.';
    document.typeText(paragraph, repeated);
    const settled = current(paragraph);

    const outcome = await editor.applyModify({
      paragraphs: [{ paragraphId: paragraph.id, textBefore: settled, textAfter: 'The Supplier pays. The Supplier delivers. The Vendor pays.' }],
    });
    expect(outcome.result).toBe('full');
    expect(current(paragraph)).toBe('The Supplier pays. The Supplier delivers. The Vendor pays.');
    expect(trackedChangesIn([paragraph]).filter((change) => change.text === 'Supplier')).toHaveLength(1);
  });

  it('never touches a paragraph changed since the answer was computed', async () => {
    const { document, editor } = await editorOn(await openTestDocument('delins.docx'));
    const changed = paragraphStarting(document, 'A Nepalese name');
    const untouched = paragraphStarting(document, 'A nickname');
    const answerSaw = current(changed);
    document.typeText(changed, 'A Nepalese name for Tilaka, edited by the user');
    const runsBefore = structuredClone(changed.runs);

    const outcome = await editor.applyModify({
      paragraphs: [
        { paragraphId: changed.id, textBefore: answerSaw, textAfter: 'A Sanskrit name for Tilaka' },
        { paragraphId: untouched.id, textBefore: current(untouched), textAfter: 'A nickname for Petrika' },
      ],
    });
    expect(outcome.result).toBe('partial');
    expect(outcome.paragraphs[0]).toMatchObject({ status: 'failed', message: PARAGRAPH_EDIT_MESSAGES.changedMeanwhile });
    expect(changed.runs).toEqual(runsBefore);
    expect(outcome.paragraphs[1]).toMatchObject({ status: 'applied' });
  });

  it('fails for a paragraph that is gone, touching nothing', async () => {
    const { editor } = await editorOn(await openTestDocument('delins.docx'));
    const outcome = await editor.applyModify({ paragraphs: [{ paragraphId: 'D2A5E2B4-0000-4000-8000-000000000000', textBefore: 'x', textAfter: 'y' }] });
    expect(outcome).toMatchObject({ result: 'failed', paragraphs: [{ status: 'failed', message: PARAGRAPH_EDIT_MESSAGES.paragraphGone }] });
  });

  it('inserts at an offset, in a nested table cell too (blk-paras-and-tables.docx)', async () => {
    const { document, editor } = await editorOn(await openTestDocument('blk-paras-and-tables.docx'));
    const cell = document.paragraphs().find((place) => place.nestingLevel === 2 && current(place.paragraph) === 'Between')?.paragraph as SimParagraph;
    const outcome = await editor.applyInsert({ paragraphId: cell.id, paragraphText: 'Between', offset: 7, textToInsert: ' the rows' });
    expect(outcome.result).toBe('full');
    expect(current(cell)).toBe('Between the rows');
    expect(original(cell)).toBe('Between');

    const lorem = paragraphStarting(document, 'Lorem ipsum');
    await editor.applyInsert({ paragraphId: lorem.id, paragraphText: current(lorem), offset: 0, textToInsert: 'Preamble: ' });
    expect(current(lorem)).toBe('Preamble: Lorem ipsum dolor sit amet, consectetur adipiscing elit.');
  });

  it('inserts whole paragraphs after a paragraph, as tracked insertions (shared fixture tables.docx)', async () => {
    const { document, editor } = await editorOn(await loadDocx(await readFile(path.join(SHARED_DOCX, 'tables.docx')), { url: 'https://example.test/tables.docx' }));
    const above = paragraphStarting(document, 'Above');
    const outcome = await editor.applyInsert({ paragraphId: above.id, paragraphText: 'Above', offset: 5, textToInsert: '\n5. Notices\nAll notices must be in writing.' });
    expect(outcome.result).toBe('full');
    const ids = outcome.paragraphs[0]?.insertedParagraphIds ?? [];
    const inserted = ids.map((id) => document.findParagraph(id) as SimParagraph);
    expect(inserted.map(current)).toEqual(['5. Notices', 'All notices must be in writing.']);
    expect(inserted.map(original)).toEqual(['', '']);
    const order = document.paragraphs().map(({ paragraph }) => current(paragraph));
    expect(order.slice(0, 3)).toEqual(['Above', '5. Notices', 'All notices must be in writing.']);
  });

  it('deletes a whole paragraph text as a tracked deletion and fills an empty one (FieldCodes.docx)', async () => {
    const { document, editor } = await editorOn(await openTestDocument('FieldCodes.docx'));
    const first = document.paragraphs()[0]?.paragraph as SimParagraph;
    const outcome = await editor.applyModify({ paragraphs: [{ paragraphId: first.id, textBefore: 'ANTONI', textAfter: '' }] });
    expect(outcome.result).toBe('full');
    expect(current(first)).toBe('');
    expect(original(first)).toBe('ANTONI');
    const filled = await editor.applyInsert({ paragraphId: first.id, paragraphText: '', offset: 0, textToInsert: 'The Author' });
    expect(filled.result).toBe('full');
    expect(current(first)).toBe('The Author');
  });

  it('sees a definition the edit took away, given the edit\'s reports', async () => {
    const { document, editor } = await editorOn(await openTestDocument('tables.docx'));
    const above = paragraphStarting(document, 'Above');
    const below = paragraphStarting(document, 'Below');
    document.typeText(below, '2. The Buyer pays.');
    document.typeText(above, '1. Acme Inc. (the "Buyer") buys.');
    const definition = current(above);
    expect(definition).toContain('(the "Buyer")');
    const outcome = await editor.applyModify({ paragraphs: [{ paragraphId: above.id, textBefore: definition, textAfter: current(above).replace(' (the "Buyer")', '') }] });
    expect(outcome.result).toBe('full');
    expect(await editor.checkIntegrity([above.id])).toEqual([]);
    expect((await editor.checkIntegrity([above.id], outcome.paragraphs)).map((warning) => [warning.paragraphId, warning.message])).toEqual([
      [above.id, INTEGRITY_TEXTS.definitionRemoved('Buyer')],
    ]);
  });

  it('checks the edited paragraphs against the whole document and selects a warning\'s place', async () => {
    const { document, editor } = await editorOn(await openTestDocument('tables.docx'));
    const above = paragraphStarting(document, 'Above');
    const below = paragraphStarting(document, 'Below');
    document.typeText(above, '1. Scope. The Buyer is bound.');
    const outcome = await editor.applyModify({ paragraphs: [{ paragraphId: below.id, textBefore: 'Below', textAfter: '2. Payment within thirty (20) days, see clause 7.' }] });
    expect(outcome.result).toBe('full');
    const warnings = await editor.checkIntegrity([below.id]);
    expect(warnings.map((warning) => [warning.kind, current(below).slice(warning.start, warning.end)])).toEqual([
      ['number-mismatch', 'thirty (20)'],
      ['missing-clause', 'clause 7'],
    ]);
    await editor.select(below.id, warnings[1]!.start, warnings[1]!.end);
    expect(document.selection).toMatchObject({ start: { paragraph: below }, end: { paragraph: below } });
    const { start, end } = document.selection!;
    expect(current(below).length).toBeGreaterThan(0);
    expect(end.offset - start.offset).toBe('clause 7'.length);
  });

  it("selects a citation's quote in its paragraph, a table cell included, or the paragraph when the quote is gone", async () => {
    const { document, editor } = await editorOn(await openTestDocument('tables.docx'));
    const cell = document.paragraphs().find((place) => place.nestingLevel > 0)?.paragraph as SimParagraph;
    const text = current(cell);
    await editor.selectQuote(cell.id, text.slice(1));
    expect(document.selection).toMatchObject({ start: { paragraph: cell, offset: 1 }, end: { paragraph: cell, offset: text.length } });
    await editor.selectQuote(cell.id, 'not in the cell');
    expect(document.selection).toMatchObject({ start: { paragraph: cell, offset: 0 }, end: { paragraph: cell } });
  });

  it("selects a quote in another cell of a table named by the table's part id (its first cell's first paragraph)", async () => {
    const { document, editor } = await editorOn(await openTestDocument('tables.docx'));
    const cells = document.paragraphs().filter((place) => place.nestingLevel > 0).map((place) => place.paragraph);
    const [first, last] = [cells[0]!, cells[cells.length - 1]!];
    expect(current(first)).not.toContain(current(last));
    await editor.selectQuote(first.id, current(last));
    expect(document.selection).toMatchObject({ start: { paragraph: last, offset: 0 }, end: { paragraph: last, offset: current(last).length } });
    // A quote in no cell of it: the part's paragraph, as before.
    await editor.selectQuote(first.id, 'not in the table');
    expect(document.selection).toMatchObject({ start: { paragraph: first, offset: 0 }, end: { paragraph: first } });
  });

  it('reports a change Word cannot search for as failed, leaving the paragraph as it was', async () => {
    const { document, host } = await editorOn(await openTestDocument('tables.docx'));
    const paragraph = paragraphStarting(document, 'Above');
    const tooLong = 'x'.repeat(256);
    const [result] = await host.applyTrackedChanges([
      { paragraphId: paragraph.id, expectedText: 'Above', changes: [{ type: 'replace', range: { start: { text: tooLong, occurrence: 0 } }, text: 'y' }] },
    ]);
    expect(result).toMatchObject({ outcome: 'edited', failedChanges: [0], textAfter: 'Above' });
    expect(document.changeTrackingMode).toBe('Off');
  });

  it('keeps the document\'s own change tracking mode', async () => {
    const document = await openTestDocument('delins.docx');
    document.changeTrackingMode = 'TrackMineOnly';
    const { editor } = await editorOn(document);
    const paragraph = paragraphStarting(document, 'A place in Abkhazia');
    await editor.applyModify({ paragraphs: [{ paragraphId: paragraph.id, textBefore: 'A place in Abkhazia', textAfter: 'A town in Abkhazia' }] });
    expect(document.changeTrackingMode).toBe('TrackMineOnly');
    expect(current(paragraph)).toBe('A town in Abkhazia ');
  });

  describe("on a draft with the other side's pending tracked change (Allied Esports: three years deleted, five inserted)", () => {
    async function allied() {
      const opened = await editorOn(await loadDocx((await buildAlliedDraft()).docx, { url: 'https://example.test/allied.docx' }));
      return { ...opened, term: paragraphStarting(opened.document, '3. Term.') };
    }
    /** The selection's text with the tracked deletion it spans left out: what the lawyer reads at Current. */
    const selectedAtCurrent = (document: SimulatedDocument) => {
      const { start, end } = document.selection!;
      expect(start.paragraph).toBe(end.paragraph);
      let offset = 0;
      let text = '';
      for (const run of start.paragraph.runs) {
        if (run.revision?.type !== 'deletion') text += run.text.slice(Math.max(0, start.offset - offset), Math.max(0, end.offset - offset));
        offset += run.text.length;
      }
      return text;
    };

    it('selects a quote across the change as the review read it, not the whole paragraph', async () => {
      const { document, editor, term } = await allied();
      const quote = 'This Agreement will be in effect for five (5) years from the Effective Date ("Initial Term")';
      expect(current(term)).toContain(quote);
      await editor.selectQuote(term.id, quote);
      expect(document.selection!.start).toMatchObject({ paragraph: term, offset: original(term).indexOf('This Agreement') });
      expect(selectedAtCurrent(document)).toBe(quote);
      // A quote that is the other side's insertion alone, and one after the change in the same paragraph.
      await editor.selectQuote(term.id, ALLIED.trackedInsertion);
      expect(selectedAtCurrent(document)).toBe(ALLIED.trackedInsertion);
      await editor.selectQuote(term.id, 'Zynga will pay WPT three million U.S. dollars ($3,000,000) per year');
      expect(selectedAtCurrent(document)).toBe('Zynga will pay WPT three million U.S. dollars ($3,000,000) per year');
    });

    it('says who made the pending changes in a passage: only passages that hold them (or the words they replaced)', async () => {
      const { document, editor, term } = await allied();
      const other = paragraphStarting(document, 'ADDITIONAL PROVISIONS');
      const passages = [
        { paragraphId: term.id, quote: 'This Agreement will be in effect for five (5) years from the Effective Date' },
        { paragraphId: term.id, quote: 'from the Effective Date ("Initial Term")' },
        { paragraphId: term.id, quote: 'Zynga will pay WPT three million U.S. dollars ($3,000,000) per year' },
        { paragraphId: other.id, quote: 'ADDITIONAL PROVISIONS' },
      ];
      expect(await editor.pendingChanges!(passages)).toEqual([{ authors: [ALLIED.otherAuthor] }, { authors: [] }, { authors: [] }, { authors: [] }]);
    });

    it("counts every change of a paragraph when Word's text with its changes does not read as the Current text", async () => {
      const { host, term } = await allied();
      // A Word whose text left the deletion out while its offsets counted it: where the changes are is unknown.
      const odd = Object.assign(Object.create(host) as OfficeDocumentHost, {
        readTrackedChanges: async (ids: readonly string[]) =>
          new Map([...(await host.readTrackedChanges(ids))].map(([id, markup]) => [id, { ...markup, text: markup.text.replace(ALLIED.trackedDeletion, '') }])),
      });
      const editor = createParagraphEditEngine(odd);
      expect(await editor.pendingChanges!([{ paragraphId: term.id, quote: 'Zynga will pay WPT three million U.S. dollars' }])).toEqual([{ authors: [ALLIED.otherAuthor] }]);
    });
  });
});
