// Route test of ai.router.ts (the /api/ai/* calls of spec 01 §7). Deeper: tests/ai-workflows.test.ts (each workflow
// answered on its topic, citations, indexing, every 400 message, per-user copies of a document id, document-not-synced),
// tests/ai-workflows.failures.test.ts, tests/ai.retrieval.test.ts, tests/documentOrder.test.ts,
// tests/playbooks.review.test.ts (review-document with a playbook), tests/promptsOutOfHistory.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AI_MESSAGES, HTTP_ERROR_MESSAGES, PLAYBOOK_MESSAGES, PUSH_MESSAGE_TYPES } from '@arcline/shared';
import { monitoredCall, untilEndOfTopic } from '@arcline/tests/harness/pushTopics';
import { errorsOf, routeSuite, type Caller } from '@arcline/tests/harness/routeSuite';

const PARTS = [
  { partId: 'p0', content: 'SUPPLY AGREEMENT between Acme Inc. (the "Supplier") and Beta LLC (the "Buyer").' },
  { partId: 'p1', content: 'The Buyer shall pay each invoice within 30 days.' },
  { partId: 'p2', content: 'This Agreement shall be governed by the laws of the State of Texas.' },
];
const monitor = { type: 'monitor', pushNotificationTopicId: expect.stringMatching(/^[0-9a-f-]{36}$/) };

describe('ai.router', () => {
  const suite = routeSuite();

  /** A user with a synced (indexed) Word document. */
  async function withDocument(): Promise<Caller & { documentId: string }> {
    const caller = await suite.signIn();
    const documentId = `doc-${randomUUID()}`;
    const { payloads } = await monitoredCall(suite.api, caller.token, '/api/ai/cache-document-full', { cacheUpdate: { documentId, documentParts: PARTS } });
    expect(payloads.map((payload) => payload.type)).toContain(PUSH_MESSAGE_TYPES.successResponse);
    return { ...caller, documentId };
  }
  const post = async (path: string, token: string, json: unknown) => {
    const { status, body } = await suite.post(path, token, json);
    return { status, body };
  };

  it('POST /api/ai/cache-document-full and /cache-document-update answer a monitor topic; bad bodies are 400s', async () => {
    const me = await withDocument();
    const update = await post('/api/ai/cache-document-update', me.token, { documentId: me.documentId, changes: [{ type: 'deleted', paragraphId: 'p1' }] });
    expect(update).toEqual({ status: 200, body: { actionResult: monitor } });
    expect(await post('/api/ai/cache-document-full', me.token, {})).toEqual({ status: 400, body: errorsOf(AI_MESSAGES.cacheUpdateRequired) });
    expect(await post('/api/ai/cache-document-update', me.token, { documentId: me.documentId, changes: [] })).toEqual({ status: 400, body: errorsOf(AI_MESSAGES.changesInvalid) });
  });

  it('POST /api/ai/run-prompt answers a monitor topic; an empty prompt is a 400', async () => {
    const { token } = await suite.signIn();
    expect(await post('/api/ai/run-prompt', token, { userPrompt: 'What is a force majeure clause?', attachments: [], chatHistory: [] })).toEqual({ status: 200, body: { actionResult: monitor } });
    expect(await post('/api/ai/run-prompt', token, { userPrompt: ' ' })).toEqual({ status: 400, body: errorsOf(AI_MESSAGES.userPromptRequired) });
  });

  it('POST /api/ai/run-prompt with a requestKey sent again (its answer lost) gives the same topic, answered once', async () => {
    const { token } = await suite.signIn();
    const other = await suite.signIn();
    const body = { userPrompt: 'What is a force majeure clause?', attachments: [], chatHistory: [], requestKey: randomUUID() };
    // The same request twice at once (one on each API of a cluster, say), then once more afterwards.
    const [first, second] = await Promise.all([post('/api/ai/run-prompt', token, body), post('/api/ai/run-prompt', token, body)]);
    expect(first).toEqual({ status: 200, body: { actionResult: monitor } });
    const topicId = first.body.actionResult.pushNotificationTopicId;
    expect(second.body.actionResult.pushNotificationTopicId).toBe(topicId);
    const payloads = await untilEndOfTopic(suite.api, token, topicId);
    expect((await post('/api/ai/run-prompt', token, body)).body.actionResult.pushNotificationTopicId).toBe(topicId);
    expect(payloads.filter((payload) => payload.type === PUSH_MESSAGE_TYPES.runPromptResponse)).toHaveLength(1);
    // Another user's request with the same key is a request of its own; a new key, a new topic.
    const theirs = await post('/api/ai/run-prompt', other.token, body);
    expect(theirs).toEqual({ status: 200, body: { actionResult: monitor } });
    expect(theirs.body.actionResult.pushNotificationTopicId).not.toBe(topicId);
    expect((await post('/api/ai/run-prompt', token, { ...body, requestKey: randomUUID() })).body.actionResult.pushNotificationTopicId).not.toBe(topicId);
    expect(await post('/api/ai/run-prompt', token, { ...body, requestKey: 'again' })).toEqual({ status: 400, body: errorsOf(AI_MESSAGES.requestKeyInvalid) });
  });

  it('POST /api/ai/chat-in-word, /run-insert-prompt and /run-modify-prompt answer a monitor topic for a synced document', async () => {
    const me = await withDocument();
    const base = { userPrompt: 'What is the governing law?', documentId: me.documentId, attachments: [], chatHistory: [] };
    expect(await post('/api/ai/chat-in-word', me.token, base)).toEqual({ status: 200, body: { actionResult: monitor } });
    expect(await post('/api/ai/run-insert-prompt', me.token, { ...base, paragraphId: 'p2', offset: 0 })).toEqual({ status: 200, body: { actionResult: monitor } });
    expect(await post('/api/ai/run-modify-prompt', me.token, { ...base, paragraphIds: ['p2'] })).toEqual({ status: 200, body: { actionResult: monitor } });
    expect(await post('/api/ai/run-insert-prompt', me.token, { ...base, paragraphId: 'p2', offset: -1 })).toEqual({ status: 400, body: errorsOf(AI_MESSAGES.offsetInvalid) });
    expect(await post('/api/ai/run-modify-prompt', me.token, { ...base, paragraphIds: [] })).toEqual({ status: 400, body: errorsOf(AI_MESSAGES.paragraphIdsRequired) });
    expect(await post('/api/ai/chat-in-word', me.token, { userPrompt: 'Hi' })).toEqual({ status: 400, body: errorsOf(AI_MESSAGES.documentIdRequired) });
  });

  it('POST /api/ai/review-document answers a monitor topic; another company’s playbook is 404 "Playbook not found."', async () => {
    const me = await withDocument();
    expect(await post('/api/ai/review-document', me.token, { documentId: me.documentId, instructions: 'Check it is ready to sign.' })).toEqual({ status: 200, body: { actionResult: monitor } });
    expect(await post('/api/ai/review-document', me.token, { documentId: me.documentId, playbookId: randomUUID() })).toEqual({ status: 404, body: errorsOf(PLAYBOOK_MESSAGES.notFound) });
    expect(await post('/api/ai/review-document', me.token, { documentId: me.documentId, instructions: 42 })).toEqual({ status: 400, body: errorsOf(AI_MESSAGES.instructionsInvalid) });
  });

  it('POST /api/ai/run-web-search-prompt answers the text of the search; an empty prompt is a 400', async () => {
    const { token } = await suite.signIn();
    const reply = await post('/api/ai/run-web-search-prompt', token, { userPrompt: 'What is the statute of limitations for breach of contract in Texas?' });
    expect(reply.status).toBe(200);
    expect(reply.body.actionResult).toMatchObject({ text: expect.any(String), sources: expect.any(Array) });
    expect(await post('/api/ai/run-web-search-prompt', token, { userPrompt: '' })).toEqual({ status: 400, body: errorsOf(AI_MESSAGES.userPromptRequired) });
  });

  it("another user's document is a 404 (the other calls that name it: tests/ai-workflows.test.ts)", async () => {
    const owner = await withDocument();
    const stranger = await suite.signIn();
    const base = { userPrompt: 'What is the governing law?', documentId: owner.documentId };
    for (const [path, json] of [
      ['/api/ai/chat-in-word', base],
      ['/api/ai/run-insert-prompt', { ...base, paragraphId: 'p2', offset: 0 }],
    ] as const) {
      const reply = await post(path, stranger.token, json);
      expect({ path, ...reply }).toEqual({ path, status: 404, body: errorsOf(HTTP_ERROR_MESSAGES[404]) });
    }
  });

  it('every call needs a signed-in user (401)', async () => {
    for (const call of ['run-prompt', 'chat-in-word', 'run-web-search-prompt', 'review-document', 'run-insert-prompt', 'run-modify-prompt', 'cache-document-full', 'cache-document-update']) {
      await suite.expectUnauthenticated('POST', `/api/ai/${call}`, {});
    }
  });
});
