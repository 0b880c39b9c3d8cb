import { describe, expect, it } from 'vitest';
import { Context, asyncLocalStorage, type Info } from '@temporalio/activity';
import type pg from 'pg';
import type { AiProvider, ChatInWordInput, ChatInWordResult, WordAction } from '../ai/types';
import { UnsupportedByEngineError } from '../ai/types';
import type { InlinePrompt } from '@arcline/shared/contracts';
import { createChatActivities, type AnswerInWordRequest } from './chatActivities';

/** A pool whose text_chunks hold these parts of the document, with ordinals by position. */
function fakeDb(parts: { partId: string; content: string }[]): pg.Pool {
  const query = async (_sql: string, params: unknown[]) => {
    const wanted = new Set(params[2] as string[]);
    const rows = parts
      .map((part, ordinal) => ({ part_id: part.partId, content: part.content, ordinal }))
      .filter((row) => wanted.has(row.part_id));
    return { rows };
  };
  return { query } as unknown as pg.Pool;
}

/** A provider that records what chatInWord got and answers with the given action. */
function fakeProvider(action: WordAction, calls: ChatInWordInput[] = []): AiProvider {
  const unused = async (): Promise<never> => {
    throw new Error('not used');
  };
  return {
    name: 'claude',
    answerQuestion: unused,
    reviewDocument: unused,
    extractMatrixCell: unused,
    translate: unused,
    async chatInWord(input): Promise<ChatInWordResult> {
      calls.push(input);
      return { action, inferredContext: 'contract', citations: [], engine: 'claude', model: 'test' };
    },
    async research() {
      throw new UnsupportedByEngineError('No web research offline.');
    },
  };
}

const parts = [
  { partId: 'p1', content: 'First paragraph.' },
  { partId: 'p2', content: 'Second paragraph.' },
  { partId: 'p3', content: 'Third paragraph.' },
];

/** A prompt carried inline, as runs started before prompts were stored carry it. */
const base: Omit<AnswerInWordRequest, 'request'> & InlinePrompt = {
  userId: 'u1',
  documentId: 'd1',
  userPrompt: 'Do it',
  attachmentIds: [],
  chatHistory: [{ role: 'assistant', content: 'Earlier answer.' }],
};

describe('answerInWord', () => {
  it('places an insert where the insert prompt asked, at the end of the paragraph by default', async () => {
    const action: WordAction = { type: 'insert', responseText: 'Done', textToInsert: 'New text.', insertPositionParagraphId: 'p3', insertPositionOffset: 0 };
    const calls: ChatInWordInput[] = [];
    const { answerInWord } = createChatActivities({ db: fakeDb(parts), ai: fakeProvider(action, calls) });

    const atOffset = await answerInWord({ ...base, request: { kind: 'insert', paragraphId: 'p2', offset: 6 } });
    expect(atOffset.action).toMatchObject({ type: 'insert', insertPositionParagraphId: 'p2', insertPositionOffset: 6, paragraphText: 'Second paragraph.' });
    const atEnd = await answerInWord({ ...base, request: { kind: 'insert', paragraphId: 'p2' } });
    expect(atEnd.action).toMatchObject({ insertPositionParagraphId: 'p2', insertPositionOffset: 'Second paragraph.'.length });

    expect(calls[0]!.selection).toEqual({ startParagraphId: 'p2', endParagraphId: 'p2', text: undefined });
    expect(calls[0]!.passages).toEqual([
      { sourceType: 'document', sourceId: 'd1', sourceName: expect.any(String), partId: 'p2', ordinal: 1, text: 'Second paragraph.' },
    ]);
  });

  it("keeps a modification to the paragraphs the user chose, and gives the provider their text as the selection", async () => {
    const action: WordAction = {
      type: 'modify',
      responseText: 'Shortened',
      modifiedSelection: [
        { paragraphId: 'p1', text: 'One.' },
        { paragraphId: 'p3', text: 'Three.' },
      ],
    };
    const calls: ChatInWordInput[] = [];
    const { answerInWord } = createChatActivities({ db: fakeDb(parts), ai: fakeProvider(action, calls) });
    const result = await answerInWord({ ...base, request: { kind: 'modify', paragraphIds: ['p1', 'p2'] } });
    expect(result.action).toEqual({ type: 'modify', responseText: 'Shortened', modifiedSelection: [{ paragraphId: 'p1', text: 'One.', textBefore: 'First paragraph.' }] });
    expect(calls[0]!.selection).toEqual({ startParagraphId: 'p1', endParagraphId: 'p2', text: 'First paragraph.\nSecond paragraph.' });
  });

  it('cuts the selected text from the parts containing the selection, and puts the prompt context first in the history', async () => {
    const calls: ChatInWordInput[] = [];
    const { answerInWord } = createChatActivities({ db: fakeDb(parts), ai: fakeProvider({ type: 'question', responseText: 'Answer' }, calls) });
    await answerInWord({
      ...base,
      promptContext: 'We act for the buyer.',
      request: {
        kind: 'chat',
        selection: { startParagraphId: 'p1', endParagraphId: 'p2', startOffset: 6, endOffset: 6 },
        localContext: { partsBeforeSelection: [], partsContainingSelection: parts.slice(0, 2), partsAfterSelection: parts.slice(2) },
      },
    });
    expect(calls[0]!.selection).toEqual({ startParagraphId: 'p1', endParagraphId: 'p2', startOffset: 6, endOffset: 6, text: 'paragraph.\nSecond' });
    expect(calls[0]!.aboutSelection).toBe(true);
    expect(calls[0]!.passages!.map((passage) => [passage.partId, passage.ordinal])).toEqual([
      ['p1', 0],
      ['p2', 1],
      ['p3', 2],
    ]);
    expect(calls[0]!.chatHistory).toEqual([
      { role: 'user', content: 'Context for this conversation: We act for the buyer.' },
      { role: 'assistant', content: 'Earlier answer.' },
    ]);
  });

  it('gives a chat modification the text each paragraph had when the answer was computed, from the local context or the index', async () => {
    const action: WordAction = {
      type: 'modify',
      responseText: 'Edited',
      modifiedSelection: [
        { paragraphId: 'p1', text: 'One.' },
        { paragraphId: 'p3', text: 'Three.' },
      ],
    };
    const sentByAddin = { partId: 'p1', content: 'First paragraph, as the add-in saw it.' };
    const { answerInWord } = createChatActivities({ db: fakeDb(parts), ai: fakeProvider(action) });
    const result = await answerInWord({
      ...base,
      request: { kind: 'chat', localContext: { partsBeforeSelection: [], partsContainingSelection: [sentByAddin], partsAfterSelection: [] } },
    });
    expect(result.action).toMatchObject({
      modifiedSelection: [
        { paragraphId: 'p1', text: 'One.', textBefore: 'First paragraph, as the add-in saw it.' },
        { paragraphId: 'p3', text: 'Three.', textBefore: 'Third paragraph.' },
      ],
    });
  });

  it("gives an edit of a table cell the cell's text, even for the cell whose id is also the table's part", async () => {
    const table = {
      partId: 'c1',
      content: 'Rate | Payment\nGBP 250 per hour | thirty (30) days',
      cellParagraphs: [
        { id: 'c1', text: 'Rate' },
        { id: 'c2', text: 'Payment' },
        { id: 'c3', text: 'GBP 250 per hour' },
      ],
    };
    const action: WordAction = { type: 'modify', responseText: 'Edited', modifiedSelection: [{ paragraphId: 'c1', text: 'Hourly rate' }, { paragraphId: 'c3', text: 'GBP 300 per hour' }] };
    const { answerInWord } = createChatActivities({ db: fakeDb(parts), ai: fakeProvider(action) });
    const result = await answerInWord({
      ...base,
      request: { kind: 'chat', localContext: { partsBeforeSelection: [], partsContainingSelection: [table], partsAfterSelection: [] } },
    });
    expect(result.action).toMatchObject({
      modifiedSelection: [
        { paragraphId: 'c1', text: 'Hourly rate', textBefore: 'Rate' },
        { paragraphId: 'c3', text: 'GBP 300 per hour', textBefore: 'GBP 250 per hour' },
      ],
    });
  });
});

describe('researchWebQuestion', () => {
  it("answers the engine's honest message with no sources when it cannot search the web", async () => {
    const { researchWebQuestion } = createChatActivities({ db: fakeDb([]), ai: fakeProvider({ type: 'question', responseText: '' }) });
    expect(await researchWebQuestion({ userId: 'u1', userPrompt: 'Limitation periods in Texas?' })).toEqual({
      text: 'No web research offline.',
      sources: [],
      engine: 'claude',
    });
  });
});

describe('answerChatPrompt heartbeats', () => {
  it('heartbeats while the AI call runs, so a dead worker’s chat turn is retried after the heartbeat timeout', async () => {
    const beats: number[] = [];
    const provider: AiProvider = {
      ...fakeProvider({ type: 'question', responseText: '' }),
      async answerQuestion() {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { text: 'An answer', citations: [], engine: 'claude', model: 'test' } as unknown as Awaited<ReturnType<AiProvider['answerQuestion']>>;
      },
    };
    const { answerChatPrompt } = createChatActivities({ db: fakeDb([]), ai: provider });
    const noop = () => undefined;
    const logger = { log: noop, trace: noop, debug: noop, info: noop, warn: noop, error: noop };
    const context = new Context(
      { heartbeatTimeoutMs: 150 } as Info,
      new Promise<never>(() => undefined),
      new AbortController().signal,
      () => beats.push(Date.now()),
      undefined,
      logger,
      undefined as never,
      undefined as never,
    );
    const inline: InlinePrompt = { userPrompt: 'What is the notice period?', chatHistory: [] };
    const answer = await asyncLocalStorage.run(context, () => answerChatPrompt({ userId: 'u1', attachmentIds: [], ...inline }));
    expect(answer).toMatchObject({ text: 'An answer' });
    // One at the start, then every 50 ms (a third of the timeout) for the 400 ms call.
    expect(beats.length).toBeGreaterThanOrEqual(4);
    const calls = beats.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(beats.length, 'no heartbeat after the answer').toBe(calls);
  });
});
