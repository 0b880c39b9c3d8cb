import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_SOURCE_NAME } from '../retrieval';
import type { ChatInWordInput, ContextPassage } from '../types';
import { DOCUMENT_ID, TEST_USER, createTestProviders, partIdOf, type TestProviders } from '../../../test-support/testProviders';
import { asksAboutSelection, SELECTION_LEAD_IN, selectedPassages } from './selectionAnswer';

describe('the selection and the cursor in the offline engine (issue 29 item 3)', () => {
  let env: TestProviders;
  let paragraphs: string[];
  const indexOf = (start: string) => paragraphs.findIndex((paragraph) => paragraph.startsWith(start));
  const passage = (index: number): ContextPassage => ({
    sourceType: 'document',
    sourceId: DOCUMENT_ID,
    sourceName: DOCUMENT_SOURCE_NAME,
    partId: partIdOf(index),
    ordinal: index,
    text: paragraphs[index] as string,
  });
  /** What chat in Word sends with Context: Selection: the selection and the 5 parts before and after it. */
  const selecting = (index: number, question: string, text = paragraphs[index]): ChatInWordInput => ({
    userId: TEST_USER,
    question,
    attachmentIds: [],
    documentId: DOCUMENT_ID,
    chatHistory: [],
    passages: Array.from({ length: 11 }, (_, offset) => index - 5 + offset).filter((at) => at >= 0 && at < paragraphs.length).map(passage),
    selection: { startParagraphId: partIdOf(index), endParagraphId: partIdOf(index), startOffset: 0, endOffset: text?.length ?? 0, text },
    aboutSelection: true,
  });

  beforeAll(async () => {
    env = await createTestProviders();
    paragraphs = env.contracts.distributor.paragraphs;
  });
  afterAll(() => env.close());

  it('answers a question about the selected clause from that clause', async () => {
    const cancellation = indexOf('3.03');
    const result = await env.local.chatInWord(selecting(cancellation, 'What does this clause allow the Distributor to do?'));
    expect(result.action.responseText.startsWith(SELECTION_LEAD_IN)).toBe(true);
    expect(result.citations.map((citation) => citation.partId)).toEqual([partIdOf(cancellation)]);
    expect(result.citations[0]?.quote).toContain('cancel');
  });

  it('quotes the selection when the question shares no word with it, and finds it in the index with Whole document', async () => {
    const law = indexOf('9.05');
    const input = selecting(law, 'What does this say?');
    expect((await env.local.chatInWord(input)).citations.map((citation) => citation.partId)).toEqual([partIdOf(law)]);
    const wholeDocument = { ...input, passages: [], aboutSelection: false };
    expect((await env.local.chatInWord(wholeDocument)).citations.map((citation) => citation.partId)).toEqual([partIdOf(law)]);
  });

  it('answers from the whole document when the cursor only rests somewhere and the question does not point at it', async () => {
    const input = { ...selecting(indexOf('3.03'), 'When does the term of the agreement end?', ''), selection: { startParagraphId: partIdOf(indexOf('3.03')), startOffset: 4, endOffset: 4, text: '' } };
    expect(asksAboutSelection(input)).toBe(false);
    const result = await env.local.chatInWord(input);
    expect(result.citations[0]?.quote).toContain('May 31, 2015');
  });

  it('takes the selected passages from the first to the last selected paragraph, a table by its cells', () => {
    const table: ContextPassage = { ...passage(1), partId: 't1', text: 'A | B', cellParagraphs: [{ id: 't1', text: 'A' }, { id: 't2', text: 'B' }] };
    const passages = [passage(0), table, passage(2), passage(3)];
    expect(selectedPassages(passages, { startParagraphId: 't2', endParagraphId: partIdOf(2) }).map((item) => item.partId)).toEqual(['t1', partIdOf(2)]);
    expect(selectedPassages(passages, { startParagraphId: 'elsewhere' })).toEqual([]);
  });

  it("inserts given text at the cursor as an insert: 'here', 'at the cursor' or a plain Insert", async () => {
    const notices = indexOf('7.02');
    const atEnd = { ...selecting(notices, ''), selection: { startParagraphId: partIdOf(notices), endParagraphId: partIdOf(notices), startOffset: paragraphs[notices]!.length, endOffset: paragraphs[notices]!.length, text: '' } };
    for (const question of ["Insert 'Notice must be given in writing.' here", 'insert "Notice must be given in writing." at the cursor', "Insert 'Notice must be given in writing.'"]) {
      const result = await env.local.chatInWord({ ...atEnd, question });
      expect(result.action).toEqual({
        type: 'insert',
        responseText: 'Inserted "Notice must be given in writing." at the cursor.',
        textToInsert: ' Notice must be given in writing.',
        insertPositionParagraphId: partIdOf(notices),
        insertPositionOffset: paragraphs[notices]!.length,
      });
    }
    const beforeWord = await env.local.chatInWord({ ...atEnd, question: "Insert 'Written' here", selection: { ...atEnd.selection, startOffset: 0, endOffset: 0 } });
    expect(beforeWord.action).toMatchObject({ textToInsert: 'Written ', insertPositionOffset: 0 });
    const nowhere = await env.local.chatInWord({ ...atEnd, question: "Insert 'Written' here", selection: undefined });
    expect(nowhere.action.type).toBe('question');
  });
});
