import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApplicationFailure } from '@temporalio/activity';
import OpenAI from 'openai';
import { NOT_FOUND, type MatrixCellInput } from '../types';
import { parseHighlighted } from '../quotes';
import { classifyAiError, MalformedAiOutputError, toActivityFailure } from '../errors';
import { fakeCompletions } from '../../../test-support/fakeOpenAiServer';
import {
  ATTACHMENT_ID,
  TEST_LLM_MODEL,
  TEST_MAX_TOKENS,
  TEST_USER,
  createTestProviders,
  recordingLogger,
  type TestProviders,
} from '../../../test-support/testProviders';
import { createRateLimiter } from '../rateLimiter';
import { createSelfHostedProvider } from './selfHostedProvider';

interface CompletionRequest {
  model: string;
  max_tokens: number;
  messages: { role: string; content: string }[];
  tools: { type: string; function: { name: string; parameters: { type: string; required: string[] } } }[];
  tool_choice: unknown;
}

describe('Self-hosted provider through the real openai SDK and the fake chat completions API', () => {
  let env: TestProviders;
  let cell: MatrixCellInput;
  const lawQuote = 'This Agreement shall be governed by the laws of the State of Texas.';

  beforeAll(async () => {
    env = await createTestProviders();
    const { fileName, paragraphs } = env.contracts.distributor;
    cell = { query: 'What law governs this agreement?', columnName: 'Governing law', documentName: fileName, paragraphs };
  });
  afterAll(() => env.close());
  beforeEach(() => {
    env.fakeLlm.reset();
    env.log.length = 0;
  });
  const lawParagraph = () => env.contracts.distributor.paragraphs.findIndex((paragraph) => paragraph.includes(lawQuote));
  const ask = () => env.selfHosted.answerQuestion({ userId: TEST_USER, question: 'Law?', attachmentIds: [ATTACHMENT_ID], chatHistory: [] });

  it('forces the task function with its JSON schema, sends the sources after the instructions and reports usage', async () => {
    env.fakeLlm.enqueue(
      fakeCompletions.toolCall(
        'give_answer',
        { answer: 'Texas law.', citations: [{ passage: `P${lawParagraph() + 1}`, quote: lawQuote }] },
        { prompt_tokens: 5000, completion_tokens: 40 },
      ),
    );
    const result = await env.selfHosted.answerQuestion({
      userId: TEST_USER,
      question: 'Which law governs?',
      attachmentIds: [ATTACHMENT_ID],
      chatHistory: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hello! How can I help?' },
      ],
    });
    expect(result).toMatchObject({ engine: 'selfHosted', model: TEST_LLM_MODEL, answer: 'Texas law.' });
    expect(result.citations).toMatchObject([{ quote: lawQuote, verified: true, sourceId: ATTACHMENT_ID }]);
    expect(result.usage).toMatchObject({ inputTokens: 5000, outputTokens: 40 });

    expect(env.fakeLlm.requests).toHaveLength(1);
    const [request] = env.fakeLlm.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer test-llm-key');
    const body = request!.body as unknown as CompletionRequest;
    expect(body).toMatchObject({ model: TEST_LLM_MODEL, max_tokens: TEST_MAX_TOKENS, tool_choice: { type: 'function', function: { name: 'give_answer' } } });
    expect(body.tools).toHaveLength(1);
    expect(body.tools[0]).toMatchObject({ type: 'function', function: { name: 'give_answer', parameters: { type: 'object' } } });
    expect(body.tools[0]!.function.parameters.required).toEqual(['answer', 'citations']);
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(body.messages[0]!.content).toContain('give_answer');
    expect(body.messages[0]!.content).toContain(lawQuote);
    expect(env.log.find((line) => line.message === 'self-hosted model call')?.fields).toMatchObject({ task: 'answer', inputTokens: 5000 });
  });

  it('extracts a matrix cell with the quote highlighted in its paragraph, and Not found when the model finds nothing', async () => {
    env.fakeLlm.enqueue(
      fakeCompletions.toolCall('record_cell', { found: true, paragraphNumber: lawParagraph() + 1, quote: lawQuote, refineResult: 'Texas', reasoning: 'Section 9.05.' }),
      fakeCompletions.toolCall('record_cell', { found: false, refineResult: 'None', reasoning: 'Nothing on cryptocurrency.' }),
    );
    const found = await env.selfHosted.extractMatrixCell(cell);
    expect(found).toMatchObject({ refineResult: 'Texas', result: 'Section 9.05.', engine: 'selfHosted' });
    expect(parseHighlighted(found.referenceResult).quote).toBe(lawQuote);
    const absent = await env.selfHosted.extractMatrixCell({ ...cell, query: 'Cryptocurrency mining?' });
    expect(absent).toMatchObject({ refineResult: NOT_FOUND, referenceResult: '' });
  });

  it('asks once more when the tool arguments are malformed, and accepts a good second answer', async () => {
    env.fakeLlm.enqueue(
      fakeCompletions.toolCall('give_answer', '{"answer": "Texas law.", "citations": [{"passage": "P1"'),
      fakeCompletions.toolCall('give_answer', { answer: 'Texas law.', citations: [] }),
    );
    const result = await ask();
    expect(result.answer).toBe('Texas law.');
    expect(env.fakeLlm.requests).toHaveLength(2);
    expect(env.log.find((line) => line.level === 'warn')).toMatchObject({ message: 'self-hosted model answered in an unexpected format', fields: { attempt: 1 } });
  });

  it('fails as malformed output, not retried by Temporal, when the model twice does not call the function', async () => {
    env.fakeLlm.enqueue(fakeCompletions.text('Texas law governs.'), fakeCompletions.toolCall('give_answer', { answer: '' }));
    const error = await ask().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MalformedAiOutputError);
    expect((error as Error).message).toContain('answer');
    expect(toActivityFailure(error)).toMatchObject({ type: 'AiMalformedOutput', nonRetryable: true });
    expect(env.fakeLlm.requests).toHaveLength(2);
  });

  it('sends sources larger than LLM_CONTEXT_CHARS as the passages retrieved for the question', async () => {
    const small = createSelfHostedProvider({
      client: new OpenAI({ apiKey: 'k', baseURL: `${env.fakeLlm.url}/v1`, maxRetries: 0 }),
      model: TEST_LLM_MODEL,
      maxTokens: TEST_MAX_TOKENS,
      maxContextChars: 2000,
      store: env.store,
      limiter: createRateLimiter(1000),
      logger: recordingLogger([]),
    });
    env.fakeLlm.enqueue(fakeCompletions.toolCall('give_answer', { answer: 'Texas law.', citations: [{ passage: 'P1', quote: lawQuote }] }));
    const result = await small.answerQuestion({ userId: TEST_USER, question: 'governed laws State Texas', attachmentIds: [ATTACHMENT_ID], chatHistory: [] });
    const system = (env.fakeLlm.requests[0]!.body as unknown as CompletionRequest).messages[0]!.content;
    const documentSize = env.contracts.distributor.paragraphs.join('\n').length;
    expect(system).toContain(lawQuote);
    expect(system.length).toBeLessThan(documentSize);
    expect(result.citations).toMatchObject([{ quote: lawQuote, verified: true }]);
  });

  it('says honestly that it cannot research the web', async () => {
    await expect(env.selfHosted.research({ question: 'Texas choice of law?' })).rejects.toThrow(/does not search the web/);
    expect(env.fakeLlm.requests).toHaveLength(0);
  });

  describe('failures: one request per call (the SDK does not retry), classified for Temporal', () => {
    it('rate limited (429): retryable, and Temporal waits as long as retry-after says', async () => {
      env.fakeLlm.enqueue(fakeCompletions.rateLimited(7));
      const error = await ask().catch((caught: unknown) => caught);
      expect(env.fakeLlm.requests).toHaveLength(1);
      expect(classifyAiError(error)).toMatchObject({ retryable: true, kind: 'rateLimited', retryAfterMs: 7000 });
      expect(toActivityFailure(error)).toMatchObject({ type: 'AiUnavailable', nonRetryable: false, nextRetryDelay: 7000 });
    });

    it('server errors (500, 503): retryable AiUnavailable', async () => {
      for (const response of [fakeCompletions.serverError(), fakeCompletions.unavailable()]) {
        env.fakeLlm.enqueue(response);
        const error = await ask().catch((caught: unknown) => caught);
        expect(classifyAiError(error)).toMatchObject({ retryable: true, kind: 'serverError', status: response.status });
        const failure = toActivityFailure(error);
        expect(failure).toBeInstanceOf(ApplicationFailure);
        expect(failure).toMatchObject({ type: 'AiUnavailable', nonRetryable: false });
      }
      expect(env.fakeLlm.requests).toHaveLength(2);
    });

    it('invalid request (400) and unknown model (404): not retryable, with a clear message', async () => {
      env.fakeLlm.enqueue(fakeCompletions.invalidRequest());
      const invalid = await ask().catch((caught: unknown) => caught);
      expect(env.fakeLlm.requests).toHaveLength(1);
      expect(toActivityFailure(invalid)).toMatchObject({
        type: 'AiInvalidRequest',
        nonRetryable: true,
        message: "The self-hosted model server rejected the request as invalid (400): This model's maximum context length is 8192 tokens.",
      });
      env.fakeLlm.enqueue(fakeCompletions.unknownModel(TEST_LLM_MODEL));
      const unknown = await ask().catch((caught: unknown) => caught);
      expect(classifyAiError(unknown)).toMatchObject({ retryable: false, kind: 'invalidRequest', status: 404 });
      expect(classifyAiError(unknown).message).toMatch(/Check LLM_MODEL\.$/);
    });

    it('a server that is not running: retryable connection failure', async () => {
      const client = new OpenAI({ apiKey: 'k', baseURL: 'http://127.0.0.1:9/v1', maxRetries: 0, timeout: 2000 });
      const error = await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] }).catch((caught: unknown) => caught);
      expect(classifyAiError(error)).toMatchObject({ retryable: true, kind: 'connection' });
      expect(classifyAiError(error).message).toMatch(/^Could not reach the self-hosted model server/);
      expect(toActivityFailure(error)).toMatchObject({ type: 'AiUnavailable', nonRetryable: false });
    });
  });
});
