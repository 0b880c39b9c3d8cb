/**
 * The AI stub of the cluster proof and bench (tests/cluster/aiStub.ts) answers the product's own selfHosted engine
 * (the real openai SDK, the tool schemas, the quote check) as the workers of the cluster call it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIGHLIGHT_START, MATRIX_NOT_FOUND, parseRuntimeConfig } from '@arcline/shared';
import { createRateLimiter, createSelfHostedClient, createSelfHostedProvider, type AiProvider } from '@arcline/activities/ai';
import { createMemoryPassageStore } from '../../activities/test-support/memoryPassageStore';
import { loadTestContract } from '../../activities/test-support/testContracts';
import { spawnAiStub, type AiStubProcess } from './aiStub';

const USER = 'stub-user';
const ATTACHMENT = 'stub-attachment';
let stub: AiStubProcess;
let provider: AiProvider;
let contract: { fileName: string; paragraphs: string[] };

beforeAll(async () => {
  stub = await spawnAiStub({ delayMs: 300 });
  contract = await loadTestContract('distributor');
  const config = parseRuntimeConfig(stub.env);
  provider = createSelfHostedProvider({
    client: createSelfHostedClient(config),
    model: config.LLM_MODEL!,
    maxTokens: config.LLM_MAX_TOKENS,
    maxContextChars: config.LLM_CONTEXT_CHARS,
    store: createMemoryPassageStore([{ userId: USER, sourceType: 'attachment', sourceId: ATTACHMENT, sourceName: contract.fileName, paragraphs: contract.paragraphs }]),
    limiter: createRateLimiter(1000),
    logger: { info: () => {}, warn: () => {} },
  });
}, 60_000);
afterAll(() => stub?.stop());

describe('AI stub (OpenAI-compatible chat completions)', () => {
  it('answers a matrix cell with a verbatim quote of the best paragraph, after its delay', async () => {
    const started = Date.now();
    const cell = await provider.extractMatrixCell({ query: 'Which law governs this agreement?', columnName: 'Governing Law', documentName: contract.fileName, paragraphs: contract.paragraphs });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(cell.engine).toBe('selfHosted');
    expect(cell.refineResult).not.toBe(MATRIX_NOT_FOUND);
    // The product located the quote in the paragraph it names: the reference is highlighted, and no note is added.
    expect(cell.referenceResult).toContain(HIGHLIGHT_START);
    expect(cell.result).toMatch(/^Paragraph \d+ shares \d+ words with the query \(AI stub\)\.$/);
  });

  it('says Not found when no paragraph shares a word with the query', async () => {
    const cell = await provider.extractMatrixCell({ query: 'Zyxwv qwertz?', columnName: 'Zyxwv', documentName: 'x.txt', paragraphs: ['Short text about nothing in particular here.'] });
    expect(cell.refineResult).toBe(MATRIX_NOT_FOUND);
  });

  it('answers a chat question with a citation the product verifies', async () => {
    const answer = await provider.answerQuestion({ userId: USER, question: 'What is the governing law?', attachmentIds: [ATTACHMENT], chatHistory: [] });
    expect(answer.answer).toContain('AI stub');
    expect(answer.citations.length).toBeGreaterThan(0);
    expect(answer.citations.every((citation) => citation.verified)).toBe(true);
  });

  it('holds answers until released, and counts them by tool', async () => {
    await stub.hold();
    let settled = false;
    const pending = provider.extractMatrixCell({ query: 'Governing law?', columnName: 'Governing Law', documentName: contract.fileName, paragraphs: contract.paragraphs }).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(settled).toBe(false);
    await stub.release();
    await pending;
    const stats = await stub.stats();
    expect(stats.answered.record_cell).toBe(3);
    expect(stats.answered.give_answer).toBe(1);
  });
});
