import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Client, Connection } from '@temporalio/client';
import {
  AI_MESSAGES,
  CHAT_PROGRESS_MESSAGES,
  DOCUMENT_NOT_SYNCED,
  OFFLINE_ENGINE_MESSAGES,
  PUSH_MESSAGE_TYPES,
  type ChatCitation,
  type DocumentPart,
  type PushPayload,
} from '@arcline/shared';
import {
  SEARCH_ATTRIBUTES,
  WORKFLOW_TYPES,
  chatInWordWorkflowId,
  indexDocumentWorkflowId,
  reviewDocumentWorkflowId,
  runInsertPromptWorkflowId,
  runModifyPromptWorkflowId,
  runPromptWorkflowId,
} from '@arcline/shared/contracts';
import { startTestApi, type TestApi } from './harness/testApi';
import { attachContract, contractParts, GOVERNING_LAW } from './harness/distributorContract';
import { monitoredCall, untilEndOfTopic } from './harness/pushTopics';

const governingLawPart = contractParts.find((part) => part.content.includes(GOVERNING_LAW))!;

describe('AI calls as workflows answering on push topics (local engine)', () => {
  let api: TestApi;
  let connection: Connection;
  let temporal: Client;
  let db: pg.Pool;
  let alice: { token: string; userId: string };
  let contractAttachmentId: string;

  beforeAll(async () => {
    api = await startTestApi();
    connection = await Connection.connect({ address: api.config.TEMPORAL_ADDRESS });
    temporal = new Client({ connection });
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 2 });
    alice = await signUp();
    contractAttachmentId = await attachContract(api, alice.token);
  });
  afterAll(async () => {
    await db?.end();
    await connection?.close();
    await api?.close();
  });

  /** A workflow publishes end-of-topic as its last step; wait for it to complete before describing it. */
  async function describeFinished(workflowId: string) {
    const handle = temporal.workflow.getHandle(workflowId);
    await handle.result();
    return handle.describe();
  }

  async function signUp() {
    const { token, user } = await api.signUpAndIn();
    return { token, userId: user.id };
  }

  async function post(pathname: string, json: unknown, token?: string) {
    const res = await api.request(pathname, { method: 'POST', json, token });
    return { status: res.status, body: await res.json() };
  }

  const monitor = (pathname: string, json: unknown, token: string) => monitoredCall(api, token, pathname, json);

  async function cacheDocument(token: string, documentId: string, parts: DocumentPart[]): Promise<PushPayload[]> {
    const { payloads } = await monitor('/api/ai/cache-document-full', { cacheUpdate: { documentId, documentParts: parts } }, token);
    return payloads;
  }

  const types = (payloads: PushPayload[]) => payloads.map((payload) => payload.type);
  const only = (payloads: PushPayload[], type: string) => payloads.filter((payload) => payload.type === type);

  describe('run-prompt', () => {
    it('answers a question about an attached contract with a verbatim, cited quote, then ends the topic', async () => {
      const { topicId, payloads } = await monitor(
        '/api/ai/run-prompt',
        {
          userPrompt: 'What is the governing law?',
          attachments: [contractAttachmentId],
          chatHistory: [
            { id: 'm1', agent: 'user', type: 'chat-message', chatMessage: 'What is the governing law?' },
            { id: 'w1', agent: 'casei-addin', type: 'waiting', message: 'Gathering data' },
          ],
        },
        alice.token,
      );

      expect(types(payloads).at(-1)).toBe(PUSH_MESSAGE_TYPES.endOfTopic);
      expect(types(payloads).at(-2)).toBe(PUSH_MESSAGE_TYPES.runPromptResponse);
      const progress = only(payloads, PUSH_MESSAGE_TYPES.progressUpdate);
      expect(progress.map((payload) => payload.message)).toEqual([CHAT_PROGRESS_MESSAGES.gatheringData, CHAT_PROGRESS_MESSAGES.reasoning]);
      expect(progress[1]).toMatchObject({ status: 1, total: 2 });

      const [response] = only(payloads, PUSH_MESSAGE_TYPES.runPromptResponse);
      const action = response!.action as { chatMessage: string; citations: ChatCitation[]; engine: string };
      expect(action.engine).toBe('local');
      expect(action.chatMessage).toContain(GOVERNING_LAW);
      const citation = action.citations.find((candidate) => candidate.quote.includes('State of Texas'));
      expect(citation).toMatchObject({ sourceType: 'attachment', sourceId: contractAttachmentId, verified: true });
      // Verbatim in the attachment's text as extracted and indexed, at the paragraph it cites.
      const { rows } = await db.query('select content from text_chunks where user_id = $1 and source_id = $2 and ordinal = $3', [
        alice.userId,
        contractAttachmentId,
        citation!.ordinal,
      ]);
      expect(rows[0].content).toContain(citation!.quote);

      const description = await describeFinished(runPromptWorkflowId(topicId));
      expect(description.type).toBe(WORKFLOW_TYPES.runPrompt);
      expect(description.status.name).toBe('COMPLETED');
      expect(description.searchAttributes[SEARCH_ATTRIBUTES.userId]).toEqual([alice.userId]);
    });

    it("does not use another user's attachment", async () => {
      const bob = await signUp();
      const { payloads } = await monitor(
        '/api/ai/run-prompt',
        { userPrompt: 'What is the governing law?', attachments: [{ attachmentId: contractAttachmentId }], chatHistory: [] },
        bob.token,
      );
      const [response] = only(payloads, PUSH_MESSAGE_TYPES.runPromptResponse);
      const action = response!.action as { chatMessage: string; citations: ChatCitation[] };
      expect(action.citations).toEqual([]);
      expect(action.chatMessage).not.toContain('State of Texas');
      expect(types(payloads).at(-1)).toBe(PUSH_MESSAGE_TYPES.endOfTopic);
    });
  });

  describe('document cache and the calls that read it', () => {
    const documentId = `doc-${randomUUID()}`;

    beforeAll(async () => {
      const payloads = await cacheDocument(alice.token, documentId, contractParts);
      expect(only(payloads, PUSH_MESSAGE_TYPES.successResponse)).toEqual([
        { type: PUSH_MESSAGE_TYPES.successResponse, documentId, partCount: contractParts.length },
      ]);
    });

    it('indexes the parts under index-document/{userId}/{documentId} with progress on the topic', async () => {
      const { rows } = await db.query(
        `select part_id, content from text_chunks where user_id = $1 and source_type = 'document' and source_id = $2 order by ordinal`,
        [alice.userId, documentId],
      );
      expect(rows.map((row) => ({ partId: row.part_id, content: row.content }))).toEqual(contractParts);
      const [document] = (await db.query('select part_count, synced_at from documents where user_id = $1 and id = $2', [alice.userId, documentId])).rows;
      expect(document.part_count).toBe(contractParts.length);
      expect(document.synced_at).toBeInstanceOf(Date);

      // After end-of-topic the workflow looks once more for queued updates before it completes.
      const description = await describeFinished(indexDocumentWorkflowId(alice.userId, documentId));
      expect(description.type).toBe(WORKFLOW_TYPES.indexDocument);
      expect(description.status.name).toBe('COMPLETED');
      expect(description.searchAttributes[SEARCH_ATTRIBUTES.documentId]).toEqual([documentId]);
      expect(description.searchAttributes[SEARCH_ATTRIBUTES.userId]).toEqual([alice.userId]);
    });

    it('answers a question in Word about the cached document', async () => {
      const { topicId, payloads } = await monitor(
        '/api/ai/chat-in-word',
        {
          userPrompt: 'What is the governing law?',
          documentId,
          attachments: [],
          selection: { startParagraphId: 'p0', endParagraphId: 'p0', startOffset: 0, endOffset: 0 },
          additionalSelectionData: {},
          localContext: { partsBeforeSelection: [], partsContainingSelection: [contractParts[0]], partsAfterSelection: contractParts.slice(1, 6) },
          chatHistory: [],
          features: {},
        },
        alice.token,
      );
      expect(types(payloads).slice(-2)).toEqual([PUSH_MESSAGE_TYPES.chatInWordResponse, PUSH_MESSAGE_TYPES.endOfTopic]);
      const [response] = only(payloads, PUSH_MESSAGE_TYPES.chatInWordResponse);
      expect(response).toMatchObject({ action: { type: 'question' }, engine: 'local' });
      expect(typeof response!.inferredContext).toBe('string');
      expect((response!.action as { responseText: string }).responseText).toContain(GOVERNING_LAW);
      const citations = response!.citations as ChatCitation[];
      expect(citations).toContainEqual(expect.objectContaining({ sourceType: 'document', sourceId: documentId, partId: governingLawPart.partId, verified: true }));

      const description = await describeFinished(chatInWordWorkflowId(topicId));
      expect(description.type).toBe(WORKFLOW_TYPES.chatInWord);
      expect(description.status.name).toBe('COMPLETED');
    });

    it('reviews a cached document: findings refer to its paragraphs', async () => {
      const draftId = `doc-${randomUUID()}`;
      const draft: DocumentPart[] = [
        { partId: 'r1', content: 'SUPPLY AGREEMENT between [●] (the "Supplier") and the Buyer.' },
        { partId: 'r2', content: 'The Supplier shall deliver the goods by ________ to the Buyer.' },
        { partId: 'r3', content: 'The Buyer shall pay each invoice within 30 days.' },
      ];
      await cacheDocument(alice.token, draftId, draft);
      const { topicId, payloads } = await monitor('/api/ai/review-document', { documentId: draftId, instructions: 'Check it is ready to sign.' }, alice.token);
      expect(types(payloads).slice(-2)).toEqual([PUSH_MESSAGE_TYPES.successResponse, PUSH_MESSAGE_TYPES.endOfTopic]);
      const [response] = only(payloads, PUSH_MESSAGE_TYPES.successResponse);
      const review = response!.review as { summary: string; findings: { paragraphIds: string[]; title: string }[]; engine: string };
      expect(review.engine).toBe('local');
      expect(review.summary.length).toBeGreaterThan(0);
      expect(review.findings.length).toBeGreaterThan(0);
      const cited = review.findings.flatMap((finding) => finding.paragraphIds);
      expect(cited.length).toBeGreaterThan(0);
      for (const id of cited) expect(['r1', 'r2', 'r3']).toContain(id);

      const description = await describeFinished(reviewDocumentWorkflowId(topicId));
      expect(description.status.name).toBe('COMPLETED');
      expect(description.searchAttributes[SEARCH_ATTRIBUTES.documentId]).toEqual([draftId]);
    });

    it('answers insert and modify prompts with the honest message of the offline engine, which does not rewrite', async () => {
      const honest = { type: 'question', responseText: OFFLINE_ENGINE_MESSAGES.rewrite };
      const insert = await monitor(
        '/api/ai/run-insert-prompt',
        { userPrompt: 'Add a sentence saying notices must be in writing.', documentId, paragraphId: governingLawPart.partId, offset: 5 },
        alice.token,
      );
      expect(types(insert.payloads).slice(-2)).toEqual([PUSH_MESSAGE_TYPES.chatInWordResponse, PUSH_MESSAGE_TYPES.endOfTopic]);
      expect(only(insert.payloads, PUSH_MESSAGE_TYPES.chatInWordResponse)[0]).toMatchObject({ action: honest, engine: 'local' });
      expect((await describeFinished(runInsertPromptWorkflowId(insert.topicId))).status.name).toBe('COMPLETED');

      const modify = await monitor(
        '/api/ai/run-modify-prompt',
        { userPrompt: 'Make this paragraph shorter.', documentId, paragraphIds: [governingLawPart.partId] },
        alice.token,
      );
      expect(only(modify.payloads, PUSH_MESSAGE_TYPES.chatInWordResponse)[0]).toMatchObject({ action: honest, engine: 'local' });
      expect((await describeFinished(runModifyPromptWorkflowId(modify.topicId))).status.name).toBe('COMPLETED');
    });

    it('applies incremental updates: changed, added and deleted paragraphs', async () => {
      const { payloads } = await monitor(
        '/api/ai/cache-document-update',
        {
          documentId,
          changes: [
            { type: 'added-or-changed', paragraphId: 'p1', newText: 'A changed second paragraph.' },
            { type: 'deleted', paragraphId: 'p2' },
            { type: 'added-or-changed', paragraphId: 'new-1', newText: 'A brand new paragraph.' },
          ],
        },
        alice.token,
      );
      expect(only(payloads, PUSH_MESSAGE_TYPES.successResponse)).toEqual([
        { type: PUSH_MESSAGE_TYPES.successResponse, documentId, partCount: contractParts.length },
      ]);
      const { rows } = await db.query(
        `select part_id, content from text_chunks where user_id = $1 and source_type = 'document' and source_id = $2 order by ordinal`,
        [alice.userId, documentId],
      );
      const byId = new Map(rows.map((row) => [row.part_id as string, row.content as string]));
      expect(byId.get('p1')).toBe('A changed second paragraph.');
      expect(byId.has('p2')).toBe(false);
      expect(rows.at(-1)).toEqual({ part_id: 'new-1', content: 'A brand new paragraph.' });
    });

    it('applies updates sent back to back in the order they came, each answered on its own topic', async () => {
      const id = `doc-${randomUUID()}`;
      const sent = [
        await post('/api/ai/cache-document-full', { cacheUpdate: { documentId: id, documentParts: [{ partId: 'a0', content: 'First version.' }] } }, alice.token),
        await post('/api/ai/cache-document-full', { cacheUpdate: { documentId: id, documentParts: [{ partId: 'b0', content: 'Second version.' }, { partId: 'b1', content: 'Old.' }] } }, alice.token),
        await post('/api/ai/cache-document-update', { documentId: id, changes: [{ type: 'added-or-changed', paragraphId: 'b1', newText: 'New.' }] }, alice.token),
      ];
      const topics = await Promise.all(sent.map(({ body }) => untilEndOfTopic(api, alice.token, body.actionResult.pushNotificationTopicId)));
      for (const payloads of topics) expect(types(payloads)).toContain(PUSH_MESSAGE_TYPES.successResponse);
      const { rows } = await db.query(
        `select part_id, content from text_chunks where user_id = $1 and source_type = 'document' and source_id = $2 order by ordinal`,
        [alice.userId, id],
      );
      expect(rows).toEqual([{ part_id: 'b0', content: 'Second version.' }, { part_id: 'b1', content: 'New.' }]);
    });

    it("keeps each user's copy of a shared document id apart: another user's id is 404 until they cache their own", async () => {
      const bob = await signUp();
      const question = { userPrompt: 'What is the governing law?', documentId, attachments: [], chatHistory: [] };
      expect((await post('/api/ai/chat-in-word', question, bob.token)).status).toBe(404);
      expect((await post('/api/ai/review-document', { documentId }, bob.token)).status).toBe(404);
      expect((await post('/api/ai/run-modify-prompt', { ...question, paragraphIds: ['p1'] }, bob.token)).status).toBe(404);
      expect((await post('/api/ai/cache-document-update', { documentId, changes: [{ type: 'deleted', paragraphId: 'p1' }] }, bob.token)).status).toBe(404);

      await cacheDocument(bob.token, documentId, [{ partId: 'b1', content: "Bob's own copy of the file." }]);
      const count = async (userId: string) =>
        (await db.query(`select count(*)::int as n from text_chunks where user_id = $1 and source_type = 'document' and source_id = $2`, [userId, documentId])).rows[0].n;
      expect(await count(bob.userId)).toBe(1);
      expect(await count(alice.userId)).toBe(contractParts.length);
    });

    it('answers document-not-synced while the first indexing of a document has not finished', async () => {
      const pending = `doc-${randomUUID()}`;
      await db.query('insert into documents (user_id, id) values ($1, $2)', [alice.userId, pending]);
      const { status, body } = await post('/api/ai/chat-in-word', { userPrompt: 'Summarise', documentId: pending }, alice.token);
      expect(status).toBe(200);
      expect(body).toEqual({ actionResult: { type: 'error', errorType: DOCUMENT_NOT_SYNCED } });
    });
  });

  it('answers a web search with the honest message and no sources when the engine is offline', async () => {
    const { status, body } = await post('/api/ai/run-web-search-prompt', { userPrompt: 'What is the statute of limitations for breach of contract in Texas?' }, alice.token);
    expect(status).toBe(200);
    expect(body.actionResult).toMatchObject({ sources: [], engine: 'local' });
    expect(body.actionResult.text.length).toBeGreaterThan(20);
  });

  it('validates payloads with clear 400 messages', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/ai/run-prompt', {}, AI_MESSAGES.userPromptRequired],
      ['/api/ai/run-prompt', { userPrompt: '   ' }, AI_MESSAGES.userPromptRequired],
      ['/api/ai/run-prompt', { userPrompt: 'x'.repeat(20001) }, AI_MESSAGES.userPromptTooLong],
      ['/api/ai/run-prompt', { userPrompt: 'Hi', attachments: 'abc' }, AI_MESSAGES.attachmentsInvalid],
      ['/api/ai/run-prompt', { userPrompt: 'Hi', chatHistory: [{ agent: 'robot', chatMessage: 'x' }] }, AI_MESSAGES.chatHistoryInvalid],
      ['/api/ai/cache-document-full', {}, AI_MESSAGES.cacheUpdateRequired],
      ['/api/ai/cache-document-full', { cacheUpdate: { documentId: 'd', documentParts: [{ partId: 'p' }] } }, AI_MESSAGES.documentPartsInvalid],
      ['/api/ai/cache-document-update', { documentId: 'd', changes: [{ type: 'moved', paragraphId: 'p' }] }, AI_MESSAGES.changesInvalid],
      ['/api/ai/chat-in-word', { userPrompt: 'Hi' }, AI_MESSAGES.documentIdRequired],
      ['/api/ai/chat-in-word', { userPrompt: 'Hi', documentId: 'd', localContext: { partsBeforeSelection: 'x' } }, AI_MESSAGES.localContextInvalid],
      ['/api/ai/run-insert-prompt', { userPrompt: 'Hi', documentId: 'd' }, AI_MESSAGES.paragraphIdRequired],
      ['/api/ai/run-insert-prompt', { userPrompt: 'Hi', documentId: 'd', paragraphId: 'p', offset: -1 }, AI_MESSAGES.offsetInvalid],
      ['/api/ai/run-modify-prompt', { userPrompt: 'Hi', documentId: 'd', paragraphIds: [] }, AI_MESSAGES.paragraphIdsRequired],
      ['/api/ai/review-document', { documentId: 'd', instructions: 42 }, AI_MESSAGES.instructionsInvalid],
      ['/api/ai/run-web-search-prompt', { userPrompt: '' }, AI_MESSAGES.userPromptRequired],
    ];
    for (const [pathname, json, message] of cases) {
      const { status, body } = await post(pathname, json, alice.token);
      expect({ pathname, status, errors: body.errors }).toEqual({ pathname, status: 400, errors: [message] });
    }
  });

  it('requires a signed-in user for every call', async () => {
    for (const call of ['run-prompt', 'chat-in-word', 'run-web-search-prompt', 'review-document', 'run-insert-prompt', 'run-modify-prompt', 'cache-document-full', 'cache-document-update']) {
      expect((await post(`/api/ai/${call}`, {})).status).toBe(401);
    }
  });
});
