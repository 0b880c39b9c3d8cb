import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityFailure, ApplicationFailure, WorkflowFailedError } from '@temporalio/client';
import { temporal as proto } from '@temporalio/proto';
import { OFFLINE_ENGINE_MESSAGES, PUSH_MESSAGE_TYPES, type DocumentPart } from '@arcline/shared';
import {
  AI_WORKFLOW_TIMEOUT_HOURS,
  SEARCH_ATTRIBUTES,
  TASK_QUEUES,
  WORKFLOW_TYPES,
  chatInWordWorkflowId,
  reviewDocumentWorkflowId,
  runPromptWorkflowId,
  translateTextWorkflowId,
  type TranslateTextWorkflowInput,
  type TranslateTextWorkflowResult,
} from '@arcline/shared/contracts';
import { storedPromptStore } from '@arcline/shared/data';
import { sequelizeSql } from '@arcline/api/db/sequelizeSql';
import { STORED_PROMPT_GONE } from '@arcline/activities';
import { startTestApi, type TestApi } from './harness/testApi';
import { monitoredCall } from './harness/pushTopics';
import { attachContract, contractParts, GOVERNING_LAW } from './harness/distributorContract';

/**
 * What the user typed, each with a marker no answer quotes: none of it may reach Temporal (the Web UI shows every
 * workflow's input, activity inputs and results to whoever reaches it).
 */
const PROMPT = 'What is the governing law? Asked for matter Kestrel-4471.';
const EARLIER_TURN = 'Earlier the client mentioned the Osprey-9032 acquisition.';
const PROMPT_CONTEXT = 'We act for the distributor in matter Heron-5520.';
const SECRETS = [PROMPT, EARLIER_TURN, PROMPT_CONTEXT, 'Kestrel-4471', 'Osprey-9032', 'Heron-5520'];
const chatHistory = [
  { id: 'm0', agent: 'user', type: 'chat-message', chatMessage: EARLIER_TURN },
  { id: 'm1', agent: 'casei-addin', type: 'chat-message', chatMessage: 'Noted.' },
];

/** A review's instructions and a text to translate: also typed by the user, also kept out of Temporal. */
const INSTRUCTIONS = 'Check it is ready to sign for matter Plover-6613.';
const DANISH = 'Købesummen betales senest den 1. marts 2025.';
/** Apertium's da→nb translation of DANISH: the workflow's result, so it stays in the history (documented). */
const NORWEGIAN = 'Kjøpesummen betales senest den 1. mars 2025.';
/** A draft the offline review has findings in: a placeholder party and a blank date. */
const DRAFT: DocumentPart[] = [
  { partId: 'd1', content: 'LEASE between [●] (the "Landlord") and the Tenant.' },
  { partId: 'd2', content: 'The Tenant shall move in on ________.' },
  { partId: 'd3', content: 'The rent is due on the first day of each month.' },
];

/** Where a recording run (RECORD_PROMPT_HISTORIES=1) keeps each workflow's history for tests/replay.test.ts. */
const HISTORIES = path.resolve(import.meta.dirname, 'fixtures/histories');

describe('prompts and chat history stay out of Temporal (issue 34 item 7)', () => {
  let api: TestApi;
  let alice: { token: string; userId: string; companyId: string };

  beforeAll(async () => {
    api = await startTestApi();
    const { token, user } = await api.signUpAndIn();
    alice = { token, userId: user.id, companyId: user.companyId };
  });
  afterAll(async () => {
    await api?.close();
  });

  async function post(pathname: string, json: unknown) {
    const res = await api.request(pathname, { method: 'POST', json, token: alice.token });
    return { status: res.status, body: await res.json() };
  }

  const monitor = (pathname: string, json: unknown) => monitoredCall(api, alice.token, pathname, json);

  /**
   * Everything Temporal keeps of the finished workflow, as bytes: its description (input, memo, search attributes)
   * and its whole history (workflow input, every activity's input and result). Payloads are JSON inside, so a text
   * sent to Temporal appears in these bytes as it was typed.
   */
  async function everythingTemporalKeeps(workflowId: string, recordAs: string): Promise<Buffer> {
    const handle = api.temporal.workflow.getHandle(workflowId);
    await handle.result();
    const history = await handle.fetchHistory();
    const encoded = proto.api.history.v1.History.encode(history).finish();
    if (process.env.RECORD_PROMPT_HISTORIES) writeFileSync(path.join(HISTORIES, recordAs), encoded);
    const description = await handle.describe();
    return Buffer.concat([Buffer.from(encoded), Buffer.from(proto.api.workflowservice.v1.DescribeWorkflowExecutionResponse.encode(description.raw).finish())]);
  }

  function expectNoPromptIn(kept: Buffer, secrets = SECRETS) {
    for (const secret of secrets) expect(kept.includes(Buffer.from(secret)), `"${secret}" is in Temporal`).toBe(false);
  }

  it('run-prompt: the answer quotes the attached contract; Temporal holds no prompt, history or context', async () => {
    const attachmentId = await attachContract(api, alice.token);
    const { topicId, payloads } = await monitor('/api/ai/run-prompt', { userPrompt: PROMPT, attachments: [attachmentId], chatHistory, promptContext: PROMPT_CONTEXT });
    const response = payloads.find((payload) => payload.type === PUSH_MESSAGE_TYPES.runPromptResponse);
    expect((response?.action as { chatMessage: string } | undefined)?.chatMessage, JSON.stringify(payloads)).toContain(GOVERNING_LAW);
    expectNoPromptIn(await everythingTemporalKeeps(runPromptWorkflowId(topicId), 'run-prompt.binpb'));
  });

  it('chat-in-word: the answer quotes the cached document; Temporal holds no prompt, history or context', async () => {
    const documentId = `doc-${randomUUID()}`;
    await monitor('/api/ai/cache-document-full', { cacheUpdate: { documentId, documentParts: contractParts } });
    const { topicId, payloads } = await monitor('/api/ai/chat-in-word', { userPrompt: PROMPT, documentId, attachments: [], chatHistory, promptContext: PROMPT_CONTEXT });
    const response = payloads.find((payload) => payload.type === PUSH_MESSAGE_TYPES.chatInWordResponse);
    expect(response?.action, JSON.stringify(payloads)).toMatchObject({ type: 'question', responseText: expect.stringContaining(GOVERNING_LAW) });
    expectNoPromptIn(await everythingTemporalKeeps(chatInWordWorkflowId(topicId), 'chat-in-word.binpb'));
  });

  it('web-search: the offline engine answers its honest message; Temporal holds no prompt', async () => {
    const { status, body } = await post('/api/ai/run-web-search-prompt', { userPrompt: PROMPT });
    expect(status).toBe(200);
    expect(body.actionResult).toMatchObject({ text: OFFLINE_ENGINE_MESSAGES.research, sources: [], engine: 'local' });
    const { executions } = await api.temporal.workflowService.listWorkflowExecutions({
      namespace: 'default',
      query: `WorkflowType = '${WORKFLOW_TYPES.webSearch}' AND ${SEARCH_ATTRIBUTES.userId} = '${alice.userId}'`,
    });
    expect(executions).toHaveLength(1);
    expectNoPromptIn(await everythingTemporalKeeps(executions[0]!.execution!.workflowId!, 'web-search.binpb'));
  });

  /** The id of the one row stored for Alice with this text: the workflow's input carries it. */
  async function storedIdOf(text: string): Promise<string> {
    const [rows] = await api.sequelize.query('select id from stored_prompts where user_id = $1 and user_prompt = $2', { bind: [alice.userId, text] });
    expect(rows).toHaveLength(1);
    return (rows[0] as { id: string }).id;
  }

  it('review-document: the findings point into the cached draft; Temporal holds the instructions\' id, never them', async () => {
    const documentId = `doc-${randomUUID()}`;
    await monitor('/api/ai/cache-document-full', { cacheUpdate: { documentId, documentParts: DRAFT } });
    const { topicId, payloads } = await monitor('/api/ai/review-document', { documentId, instructions: INSTRUCTIONS });
    const response = payloads.find((payload) => payload.type === PUSH_MESSAGE_TYPES.successResponse);
    const findings = (response?.review as { findings: { paragraphIds: string[] }[] } | undefined)?.findings ?? [];
    expect(findings.length, JSON.stringify(payloads)).toBeGreaterThan(0);
    for (const id of findings.flatMap((finding) => finding.paragraphIds)) expect(DRAFT.map((part) => part.partId)).toContain(id);
    const kept = await everythingTemporalKeeps(reviewDocumentWorkflowId(topicId), 'review-document.binpb');
    expectNoPromptIn(kept, [INSTRUCTIONS, 'Plover-6613']);
    expect(kept.includes(Buffer.from(await storedIdOf(INSTRUCTIONS)))).toBe(true);
  });

  it('translate-text: the translation is right; Temporal holds the text\'s id, never the text (the translation, its result, stays)', async () => {
    const { status, body } = await post('/api/translate/text', { text: DANISH, targetLanguage: 'nb', sourceLanguage: 'da' });
    expect(status).toBe(200);
    expect(body.actionResult).toMatchObject({ translatedText: NORWEGIAN, detectedOriginalLanguage: 'da', engine: 'apertium' });
    const { executions } = await api.temporal.workflowService.listWorkflowExecutions({
      namespace: 'default',
      query: `WorkflowType = '${WORKFLOW_TYPES.translateText}' AND ${SEARCH_ATTRIBUTES.userId} = '${alice.userId}'`,
    });
    expect(executions).toHaveLength(1);
    const kept = await everythingTemporalKeeps(executions[0]!.execution!.workflowId!, 'translate-text.binpb');
    expectNoPromptIn(kept, [DANISH, 'Købesummen', 'marts']);
    expect(kept.includes(Buffer.from(await storedIdOf(DANISH)))).toBe(true);
    expect(kept.includes(Buffer.from(NORWEGIAN))).toBe(true);
  });

  it("translate-text reads the text for its own user only (gone or another's: non-retryable), and still takes the old inline shape", async () => {
    const translate = (input: TranslateTextWorkflowInput) =>
      api.temporal.workflow.execute<(input: TranslateTextWorkflowInput) => Promise<TranslateTextWorkflowResult>>(WORKFLOW_TYPES.translateText, {
        taskQueue: TASK_QUEUES.main,
        workflowId: translateTextWorkflowId(randomUUID()),
        args: [input],
      });
    const request = { userId: alice.userId, companyId: alice.companyId, targetLanguage: 'nb', sourceLanguage: 'da' };
    expect(await translate({ ...request, text: DANISH })).toMatchObject({ ok: true, translatedText: NORWEGIAN });

    const { user: bob } = await api.signUpAndIn();
    const bobs = await storedPromptStore.add(sequelizeSql(api.sequelize), { companyId: bob.companyId, userId: bob.id }, { userPrompt: DANISH, chatHistory: [] });
    for (const promptId of [randomUUID(), bobs]) {
      const failure = await translate({ ...request, promptId }).then(
        () => expect.unreachable('translated a text not stored for its user'),
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(WorkflowFailedError);
      const activity = (failure as WorkflowFailedError).cause;
      expect(activity).toBeInstanceOf(ActivityFailure);
      expect(activity?.cause).toBeInstanceOf(ApplicationFailure);
      expect(activity?.cause).toMatchObject({ message: STORED_PROMPT_GONE, nonRetryable: true });
    }
  });

  it("a stored prompt is read for its own user only, and the hourly clean-up removes it once no workflow can read it", async () => {
    const sql = sequelizeSql(api.sequelize);
    const { user } = await api.signUpAndIn();
    const owner = { companyId: user.companyId, userId: user.id };
    const prompt = { userPrompt: PROMPT, chatHistory: [{ role: 'user' as const, content: EARLIER_TURN }], promptContext: PROMPT_CONTEXT };
    const fresh = await storedPromptStore.add(sql, owner, prompt);
    expect(await storedPromptStore.find(sql, fresh, user.id)).toEqual(prompt);
    expect(await storedPromptStore.find(sql, fresh, alice.userId)).toBeNull();

    const old = await storedPromptStore.add(sql, owner, prompt);
    await api.sequelize.query('update stored_prompts set created_at = now() - make_interval(hours => $2) where id = $1', { bind: [old, AI_WORKFLOW_TIMEOUT_HOURS + 1] });
    const result = (await api.temporal.workflow.execute(WORKFLOW_TYPES.cleanupPushNotifications, {
      taskQueue: TASK_QUEUES.main,
      workflowId: `cleanup-push-notifications-test/${randomUUID()}`,
    })) as { storedPromptsDeleted: number };
    expect(result.storedPromptsDeleted).toBeGreaterThanOrEqual(1);
    expect(await storedPromptStore.find(sql, old, user.id)).toBeNull();
    expect(await storedPromptStore.find(sql, fresh, user.id)).toEqual(prompt);
  });
});
