import { describe, expect, it } from 'vitest';
import { WORD_SEARCH_MAX_CHARS } from '@arcline/shared';
import { createSimulatedOffice } from '../simulated/createSimulatedOffice';
import { rangeText, commentRange } from '../simulated/model/ranges';
import { SimulatedDocument } from '../simulated/model/SimulatedDocument';
import { openTestDocument } from '../simulated/testing/openTestDocument';
import { OfficeDocumentHost } from './OfficeDocumentHost';

const LONG_CLAUSE = `The Supplier shall indemnify the Customer against ${'all losses, damages, costs and expenses '.repeat(12)}arising from any breach of this Agreement.`;

function documentOf(texts: string[]) {
  const document = new SimulatedDocument({
    blocks: texts.map((text) => SimulatedDocument.newParagraph([{ text }])),
    creationDate: new Date('2026-01-01T00:00:00Z'),
    url: 'https://contoso.example/review.docx',
  });
  const ids = document.paragraphs().map((place) => place.paragraph.id);
  return { document, ids, host: new OfficeDocumentHost(createSimulatedOffice(document)) };
}

/** Each comment with the text it is anchored on. */
const commentsOf = (document: SimulatedDocument) =>
  document.comments.map((comment) => {
    const range = commentRange(document, comment);
    return { content: comment.content, on: range ? rangeText(document, range) : null };
  });

describe('OfficeDocumentHost.insertComment on the simulated Word', () => {
  it("anchors the comment on the quoted passage in the finding's paragraph, not on an earlier occurrence elsewhere", async () => {
    const { document, ids, host } = documentOf(['The Price is fixed.', 'Definitions.', 'The Price shall be paid within thirty (20) days.']);
    const anchor = await host.insertComment({ text: 'Words and digits disagree.', quote: 'thirty (20) days', paragraphIds: [ids[2]!] });
    expect(anchor).toEqual({ paragraphId: ids[2], text: 'thirty (20) days' });
    const repeated = await host.insertComment({ text: 'Define the Price.', quote: 'The Price', paragraphIds: [ids[2]!] });
    expect(repeated?.paragraphId).toBe(ids[2]);
    expect(commentsOf(document)).toEqual([
      { content: 'Words and digits disagree.', on: 'thirty (20) days' },
      { content: 'Define the Price.', on: 'The Price' },
    ]);
  });

  it('finds the quote anywhere in the document when its paragraphs do not hold it, and reports a quote that is nowhere', async () => {
    const { document, ids, host } = documentOf(['First clause.', 'Governing law: Sweden.']);
    expect(await host.insertComment({ text: 'Which courts?', quote: 'Governing law', paragraphIds: [ids[0]!] })).toEqual({ paragraphId: ids[1], text: 'Governing law' });
    expect(await host.insertComment({ text: 'Lost', quote: 'a passage that is not there', paragraphIds: ids })).toBeNull();
    expect(commentsOf(document)).toEqual([{ content: 'Which courts?', on: 'Governing law' }]);
  });

  it('comments a whole paragraph when the finding quotes nothing, and nothing when its paragraphs are gone', async () => {
    const { document, ids, host } = documentOf(['Intro.', 'Payment terms are [●].']);
    expect(await host.insertComment({ text: 'Blank left.', paragraphIds: ['gone', ids[1]!] })).toEqual({ paragraphId: ids[1], text: 'Payment terms are [●].' });
    expect(await host.insertComment({ text: 'Missing clause.', paragraphIds: [] })).toBeNull();
    expect(commentsOf(document)).toEqual([{ content: 'Blank left.', on: 'Payment terms are [●].' }]);
  });

  it(`anchors a quote longer than Word's ${WORD_SEARCH_MAX_CHARS}-character search by its two ends`, async () => {
    const { document, ids, host } = documentOf(['Intro.', `Indemnity. ${LONG_CLAUSE} Survives termination.`]);
    expect(LONG_CLAUSE.length).toBeGreaterThan(2 * WORD_SEARCH_MAX_CHARS);
    const anchor = await host.insertComment({ text: 'One-sided.', quote: LONG_CLAUSE, paragraphIds: [ids[1]!] });
    expect(anchor).toEqual({ paragraphId: ids[1], text: LONG_CLAUSE });
    expect(commentsOf(document)).toEqual([{ content: 'One-sided.', on: LONG_CLAUSE }]);
  });

  it('adds to the comments a real .docx already has', async () => {
    const document = await openTestDocument('comments.docx');
    const before = document.comments.length;
    const host = new OfficeDocumentHost(createSimulatedOffice(document));
    const first = document.paragraphs().find((place) => place.paragraph.runs.some((run) => run.text.trim()))!.paragraph;
    const anchor = await host.insertComment({ text: 'Reviewed.', paragraphIds: [first.id] });
    expect(anchor?.paragraphId).toBe(first.id);
    expect(document.comments).toHaveLength(before + 1);
  });
});
