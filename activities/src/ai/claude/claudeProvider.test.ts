import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApplicationFailure } from '@temporalio/activity';
import { NOT_FOUND, type MatrixCellInput } from '../types';
import { parseHighlighted, verifyQuote } from '../quotes';
import { typedValueOf } from '../typedValue';
import { classifyAiError, MalformedAiOutputError, toActivityFailure } from '../errors';
import { fakeResponses } from '../../../test-support/fakeAnthropicServer';
import { ATTACHMENT_ID, DOCUMENT_ID, TEST_MAX_TOKENS, TEST_MODEL, TEST_USER, createTestProviders, partIdOf, type TestProviders } from '../../../test-support/testProviders';
import { conversation } from '../tools/toolCall';

describe('Claude provider through the real SDK and the fake Messages API', () => {
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
    env.fake.reset();
    env.log.length = 0;
  });
  const lawParagraph = () => env.contracts.distributor.paragraphs.findIndex((paragraph) => paragraph.includes(lawQuote));

  it('forces the task tool, caches the document context and reports token usage', async () => {
    env.fake.enqueue(
      fakeResponses.toolUse(
        'give_answer',
        { answer: 'Texas law.', citations: [{ passage: `P${lawParagraph() + 1}`, quote: lawQuote }] },
        { input_tokens: 5000, output_tokens: 40, cache_read_input_tokens: 4500, cache_creation_input_tokens: 0 },
      ),
    );
    const result = await env.claude.answerQuestion({
      userId: TEST_USER,
      question: 'Which law governs?',
      attachmentIds: [ATTACHMENT_ID],
      chatHistory: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hello! How can I help?' },
      ],
    });
    expect(result).toMatchObject({ engine: 'claude', model: TEST_MODEL });
    expect(result.usage).toEqual({ inputTokens: 5000, outputTokens: 40, cacheReadInputTokens: 4500, cacheCreationInputTokens: 0 });

    expect(env.fake.requests).toHaveLength(1);
    const [request] = env.fake.requests;
    expect(request!.path).toBe('/v1/messages');
    // This SDK version sends the key as a bearer token; older ones used x-api-key.
    expect(String(request!.headers.authorization ?? request!.headers['x-api-key'])).toContain('test-key');
    const body = request!.body as {
      model: string;
      max_tokens: number;
      tool_choice: unknown;
      tools: { name: string; input_schema: { type: string; required: string[] } }[];
      system: { text: string; cache_control?: unknown }[];
      messages: { role: string; content: string }[];
    };
    expect(body.model).toBe(TEST_MODEL);
    expect(body.max_tokens).toBe(TEST_MAX_TOKENS);
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'give_answer' });
    expect(body.tools[0]).toMatchObject({ name: 'give_answer', input_schema: { type: 'object', required: ['answer', 'citations'] } });
    expect(body.system[0]!.cache_control).toBeUndefined();
    expect(body.system[1]!.cache_control).toEqual({ type: 'ephemeral' });
    expect(body.system[1]!.text).toContain(lawQuote);
    expect(body.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(env.log.find((line) => line.message === 'claude call')?.fields).toMatchObject({ task: 'answer', inputTokens: 5000, cacheReadInputTokens: 4500 });
  });

  it('drops a fabricated citation and logs it', async () => {
    env.fake.enqueue(
      fakeResponses.toolUse('give_answer', {
        answer: 'Texas law; disputes go to arbitration in Dallas.',
        citations: [
          { passage: `P${lawParagraph() + 1}`, quote: lawQuote },
          { passage: `P${lawParagraph() + 1}`, quote: 'All disputes shall be settled by arbitration in Dallas, Texas.' },
        ],
      }),
    );
    const result = await env.claude.answerQuestion({ userId: TEST_USER, question: 'Law and disputes?', attachmentIds: [ATTACHMENT_ID], chatHistory: [] });
    expect(result.citations.map((citation) => citation.quote)).toEqual([lawQuote]);
    expect(env.log.find((line) => line.level === 'warn')?.fields).toMatchObject({ task: 'answer', dropped: 1 });
  });

  it('builds the matrix reference from the document itself, wherever the model says the quote is', async () => {
    env.fake.enqueue(fakeResponses.toolUse('record_cell', { found: true, paragraphNumber: 1, quote: lawQuote, refineResult: 'Texas', reasoning: 'Section 9.05.' }));
    const result = await env.claude.extractMatrixCell(cell);
    expect(parseHighlighted(result.referenceResult).quote).toBe(lawQuote);
    expect(result.result).toBe('Section 9.05.');
    const body = env.fake.requests[0]!.body as { system: { text: string; cache_control?: unknown }[]; messages: { content: string }[] };
    expect(body.system[1]).toMatchObject({ cache_control: { type: 'ephemeral' } });
    expect(body.system[1]!.text).toContain(`[${lawParagraph() + 1}] 9.05.`);
    expect(body.messages[0]!.content).toBe('Column: Governing law\nQuery: What law governs this agreement?');
  });

  it("adds the column template's kind of answer to the matrix cell's query", async () => {
    env.fake.enqueue(
      fakeResponses.toolUse('record_cell', { found: true, paragraphNumber: lawParagraph() + 1, quote: lawQuote, refineResult: 'Yes', reasoning: 'Section 9.05.' }),
      fakeResponses.toolUse('record_cell', { found: true, paragraphNumber: lawParagraph() + 1, quote: lawQuote, refineResult: 'Texas', reasoning: 'Section 9.05.' }),
    );
    await env.claude.extractMatrixCell({ ...cell, query: 'Does a governing law clause exist?', answerKind: 'yes-no' });
    await env.claude.extractMatrixCell({ ...cell, answerKind: 'text' });
    const [yesNo, text] = env.fake.requests.map((request) => (request.body as { messages: { content: string }[] }).messages[0]!.content);
    expect(yesNo).toBe(
      `Column: Governing law\nQuery: Does a governing law clause exist?\nKind of answer: yes or no. refineResult is exactly "Yes" or "No", or "${NOT_FOUND}" when the document does not say.`,
    );
    expect(text).toBe('Column: Governing law\nQuery: What law governs this agreement?');
  });

  it("gives a list column's options to choose from, and its answer normalises to the option (issue 31)", async () => {
    env.fake.enqueue(fakeResponses.toolUse('record_cell', { found: true, paragraphNumber: lawParagraph() + 1, quote: lawQuote, refineResult: 'Texas', reasoning: 'Section 9.05.' }));
    const options = ['Texas', 'New York'];
    const result = await env.claude.extractMatrixCell({ ...cell, answerKind: 'list', answerOptions: options });
    const message = (env.fake.requests[0]!.body as { messages: { content: string }[] }).messages[0]!.content;
    expect(message).toBe(
      `Column: Governing law\nQuery: What law governs this agreement?\nKind of answer: one of a list. refineResult is exactly one of "Texas", "New York", or "${NOT_FOUND}".`,
    );
    expect(typedValueOf('list', result.refineResult, options)).toBe('Texas');
  });

  it('replaces a matrix quote that is not verbatim by the closest document sentence, or removes it, and says so', async () => {
    env.fake.enqueue(
      fakeResponses.toolUse('record_cell', {
        found: true,
        paragraphNumber: lawParagraph() + 1,
        quote: 'This Agreement is governed by the laws of the State of Texas.',
        refineResult: 'Texas',
        reasoning: 'Section 9.05 chooses Texas law.',
      }),
      fakeResponses.toolUse('record_cell', {
        found: true,
        paragraphNumber: 3,
        quote: 'Mining of cryptocurrency on company premises is prohibited.',
        refineResult: 'Prohibited',
        reasoning: 'Section 3 prohibits it.',
      }),
    );
    const replaced = await env.claude.extractMatrixCell(cell);
    const { quote } = parseHighlighted(replaced.referenceResult);
    expect(quote).toContain('governed by the laws of the State of Texas');
    expect(verifyQuote(quote, cell.paragraphs.join('\n'))).toBe(true);
    expect(replaced.result).toMatch(/not found word for word/);

    const removed = await env.claude.extractMatrixCell({ ...cell, query: 'Is cryptocurrency mining allowed?' });
    expect(removed.referenceResult).toBe('');
    expect(removed.result).toMatch(/no reference is shown/);
  });

  it('answers Not found without a reference when the model finds nothing', async () => {
    env.fake.enqueue(fakeResponses.toolUse('record_cell', { found: false, refineResult: 'n/a', reasoning: 'Nothing about it.' }));
    const result = await env.claude.extractMatrixCell({ ...cell, query: 'cryptocurrency mining' });
    expect(result).toMatchObject({ refineResult: NOT_FOUND, referenceResult: '', result: 'Nothing about it.' });
  });

  it('inserts and modifies paragraphs of the open document only by ids that exist', async () => {
    const lawId = partIdOf(lawParagraph());
    env.fake.enqueue(
      fakeResponses.toolUse('respond_in_word', {
        action: 'insert',
        responseText: 'I added a venue clause after 9.05.',
        textToInsert: ' Venue lies in Collin County, Texas.',
        insertPositionParagraphId: lawId,
        insertPositionOffset: 100000,
        inferredContext: 'clause 9.05',
        citations: [],
      }),
    );
    const inserted = await env.claude.chatInWord({ userId: TEST_USER, question: 'Add a venue clause.', attachmentIds: [], documentId: DOCUMENT_ID, chatHistory: [] });
    expect(inserted.action).toEqual({
      type: 'insert',
      responseText: 'I added a venue clause after 9.05.',
      textToInsert: ' Venue lies in Collin County, Texas.',
      insertPositionParagraphId: lawId,
      insertPositionOffset: env.contracts.distributor.paragraphs[lawParagraph()]!.length,
    });
    expect(inserted.inferredContext).toBe('clause 9.05');

    const modify = { action: 'modify', responseText: 'Changed.', modifiedSelection: [{ paragraphId: 'no-such-paragraph', text: 'x' }], inferredContext: 'selection', citations: [] };
    env.fake.enqueue(fakeResponses.toolUse('respond_in_word', modify), fakeResponses.toolUse('respond_in_word', modify));
    env.fake.requests.length = 0;
    const failed = env.claude.chatInWord({ userId: TEST_USER, question: 'Rewrite it.', attachmentIds: [], documentId: DOCUMENT_ID, chatHistory: [] });
    await expect(failed).rejects.toThrow(MalformedAiOutputError);
    expect(env.fake.requests).toHaveLength(2);
  });

  it('asks once more after a malformed tool answer, and fails after two', async () => {
    env.fake.enqueue(
      fakeResponses.toolUse('give_answer', { answer: 42 }),
      fakeResponses.toolUse('give_answer', { answer: 'Texas law.', citations: [] }),
    );
    const answer = await env.claude.answerQuestion({ userId: TEST_USER, question: 'Law?', attachmentIds: [ATTACHMENT_ID], chatHistory: [] });
    expect(answer.answer).toBe('Texas law.');
    expect(env.fake.requests).toHaveLength(2);
    expect(answer.usage?.inputTokens).toBe(2400);

    env.fake.reset();
    env.fake.enqueue(fakeResponses.text('I think it is Texas.'), fakeResponses.toolUse('give_answer', { citations: [] }));
    const error = await env.claude.answerQuestion({ userId: TEST_USER, question: 'Law?', attachmentIds: [ATTACHMENT_ID], chatHistory: [] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MalformedAiOutputError);
    expect(env.fake.requests).toHaveLength(2);
    const failure = toActivityFailure(error) as ApplicationFailure;
    expect(failure).toMatchObject({ type: 'AiMalformedOutput', nonRetryable: true });
  });

  it('keeps review findings to real paragraph ids and verbatim quotes', async () => {
    env.fake.enqueue(
      fakeResponses.toolUse('report_review', {
        summary: 'Mostly fine.',
        findings: [
          { severity: 'high', title: 'No cap on liability', explanation: 'Unlimited indemnity.', paragraphIds: [partIdOf(lawParagraph()), 'invented-id'], quote: 'liability is unlimited' },
          { severity: 'low', title: 'Texas law', explanation: 'Fine.', paragraphIds: [partIdOf(lawParagraph())], quote: lawQuote },
        ],
      }),
    );
    const review = await env.claude.reviewDocument({ userId: TEST_USER, documentId: DOCUMENT_ID, instructions: 'Focus on liability.' });
    expect(review.findings[0]).toMatchObject({ paragraphIds: [partIdOf(lawParagraph())], quote: undefined });
    expect(review.findings[1]).toMatchObject({ quote: lawQuote });
    expect((env.fake.requests[0]!.body as { messages: { content: string }[] }).messages[0]!.content).toBe('Focus on liability.');
  });

  it('researches with the server-side web search tool, continuing a paused turn, and returns the cited sources once each', async () => {
    const statute = { title: 'Tex. Bus. & Com. Code § 1.301', url: 'https://statutes.capitol.texas.gov/Docs/BC/htm/BC.1.htm' };
    const article = { title: 'Choice of law in Texas', url: 'https://example.org/choice-of-law' };
    env.fake.enqueue(
      fakeResponses.webSearch({ query: 'texas choice of law', results: [statute], answer: [{ text: 'Texas enforces such clauses ', cites: [{ result: 0, citedText: 'the law of this state' }] }], stopReason: 'pause_turn' }),
      fakeResponses.webSearch({
        query: 'texas choice of law exceptions',
        results: [statute, article],
        answer: [{ text: 'unless they offend public policy.', cites: [{ result: 0, citedText: 'reasonable relation' }, { result: 1, citedText: 'public policy exception' }] }],
      }),
    );
    const result = await env.claude.research({ question: 'Are choice of law clauses enforceable in Texas?' });
    expect(result.text).toBe('Texas enforces such clauses unless they offend public policy.');
    expect(result.sources).toEqual([
      { ...statute, quote: 'the law of this state' },
      { ...article, quote: 'public policy exception' },
    ]);
    expect(env.fake.requests).toHaveLength(2);
    const first = env.fake.requests[0]!.body as { tools: unknown[] };
    expect(first.tools).toEqual([{ type: 'web_search_20250305', name: 'web_search', max_uses: 5 }]);
    const second = env.fake.requests[1]!.body as { messages: { role: string }[] };
    expect(second.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
  });

  it('translates with a forced tool', async () => {
    env.fake.enqueue(fakeResponses.toolUse('give_translation', { translatedText: 'Dieser Vertrag unterliegt texanischem Recht.', detectedSourceLanguage: 'en' }));
    const result = await env.claude.translate({ text: 'This Agreement is governed by Texas law.', targetLanguage: 'de' });
    expect(result).toMatchObject({ translatedText: 'Dieser Vertrag unterliegt texanischem Recht.', detectedOriginalLanguage: 'en', engine: 'claude' });
  });

  describe('failures: one request per call (the SDK does not retry), classified for Temporal', () => {
    const ask = () => env.claude.answerQuestion({ userId: TEST_USER, question: 'Law?', attachmentIds: [ATTACHMENT_ID], chatHistory: [] });

    it('overloaded (529): retryable AiUnavailable, after exactly one request', async () => {
      env.fake.enqueue(fakeResponses.overloaded());
      const error = await ask().catch((caught: unknown) => caught);
      expect(env.fake.requests).toHaveLength(1);
      expect(classifyAiError(error)).toMatchObject({ retryable: true, kind: 'overloaded', status: 529 });
      const failure = toActivityFailure(error);
      expect(failure).toBeInstanceOf(ApplicationFailure);
      expect(failure).toMatchObject({ type: 'AiUnavailable', nonRetryable: false });
    });

    it('rate limited (429): retryable, and Temporal waits as long as retry-after says', async () => {
      env.fake.enqueue(fakeResponses.rateLimited(7));
      const error = await ask().catch((caught: unknown) => caught);
      expect(env.fake.requests).toHaveLength(1);
      expect(classifyAiError(error)).toMatchObject({ retryable: true, kind: 'rateLimited', retryAfterMs: 7000 });
      expect(toActivityFailure(error)).toMatchObject({ type: 'AiUnavailable', nonRetryable: false, nextRetryDelay: 7000 });
    });

    it('server error (500): retryable', async () => {
      env.fake.enqueue(fakeResponses.serverError());
      const error = await ask().catch((caught: unknown) => caught);
      expect(classifyAiError(error)).toMatchObject({ retryable: true, kind: 'serverError', status: 500 });
      expect(env.fake.requests).toHaveLength(1);
    });

    it('invalid request (400) and bad key (401): not retryable, with a clear message', async () => {
      env.fake.enqueue(fakeResponses.invalidRequest('max_tokens: must be at most 64000'));
      const invalid = await ask().catch((caught: unknown) => caught);
      expect(env.fake.requests).toHaveLength(1);
      expect(toActivityFailure(invalid)).toMatchObject({
        type: 'AiInvalidRequest',
        nonRetryable: true,
        message: 'The Claude API rejected the request as invalid (400): max_tokens: must be at most 64000',
      });
      env.fake.enqueue(fakeResponses.authenticationError());
      const unauthorized = await ask().catch((caught: unknown) => caught);
      expect(classifyAiError(unauthorized)).toMatchObject({ retryable: false, message: 'The Claude API rejected the API key (401). Check ANTHROPIC_API_KEY.' });
    });
  });
});

describe('conversation', () => {
  it('starts with the user, alternates roles, skips empty turns and ends with the question', () => {
    expect(
      conversation(
        [
          { role: 'assistant', content: 'Welcome!' },
          { role: 'user', content: 'First.' },
          { role: 'user', content: 'Second.' },
          { role: 'assistant', content: '' },
        ],
        'Question?',
      ),
    ).toEqual([{ role: 'user', content: 'First.\n\nSecond.\n\nQuestion?' }]);
  });
});
