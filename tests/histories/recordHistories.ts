import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_QUEUES, WORKFLOW_TYPES, matrixCancelWorkflowId } from '@arcline/shared/contracts';
import { DEMO_PLAYBOOK } from '@arcline/shared';
import { startTestApi, type TestApi } from '../harness/testApi';
import { buildCompany, buildUser } from '../harness/factories';
import { monitoredCall, untilEndOfTopic } from '../harness/pushTopics';
import { attachContract, contractParts } from '../harness/distributorContract';
import { CONTRACTS, matrixClient, uploadContracts } from '../matrixSupport';
import { writeHistoryFixture } from './historyFixtures';

/**
 * Not a test (its name does not end in .test.ts): `npx tsx tests/histories/record.ts` runs it on the test harness's
 * stack. Each case makes the product run one workflow type the way a user does (through the API; the hourly clean-up
 * as its schedule starts it), waits for the run to end and writes its history to
 * tests/fixtures/histories/<workflow type>.json for tests/replay.test.ts. The texts a user would type are test texts.
 */
const ONLY = new Set((process.env.RECORD_WORKFLOW_TYPES ?? '').split(',').filter(Boolean));
const QUESTION = 'What is the governing law?';
/** Translate's and the redline's expiring links: short, so their runs sleep, delete their files and end. */
const DOWNLOAD_EXPIRY_SECONDS = 2;

describe('record one history of every workflow type', () => {
  let api: TestApi;
  let token: string;
  let adminToken: string;

  beforeAll(async () => {
    api = await startTestApi({ env: { TRANSLATION_DOWNLOAD_EXPIRY_SECONDS: String(DOWNLOAD_EXPIRY_SECONDS) } });
    const { company, domain } = await buildCompany();
    const user = await buildUser({ companyId: company.id, domain });
    const admin = await buildUser({ companyId: company.id, domain, admin: true });
    token = await api.tokens.openSession(user.user);
    adminToken = await api.tokens.openSession(admin.user);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  /** The distributor contract as the user's attachment: uploaded once (a second upload of the same bytes is a 409). */
  let contract: Promise<string> | undefined;
  const attachment = () => (contract ??= attachContract(api, token));

  const post = async (pathname: string, json: unknown, as = token) => {
    const res = await api.request(pathname, { method: 'POST', json, token: as });
    return { status: res.status, body: await res.json() };
  };

  /** The newest run of a type on this stack (the recorder has the stack to itself), once it has ended. */
  async function finishedRun(workflowType: string) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      for await (const execution of api.temporal.workflow.list({ query: `WorkflowType = '${workflowType}' AND ExecutionStatus != 'Running'` })) {
        return api.temporal.workflow.getHandle(execution.workflowId, execution.runId);
      }
      if (Date.now() > deadline) throw new Error(`no ${workflowType} run ended`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  /** Runs `start`, then records the history of the type's run it made. */
  const record = (workflowType: string, start: () => Promise<unknown>) =>
    it.skipIf(ONLY.size > 0 && !ONLY.has(workflowType))(workflowType, async () => {
      await start();
      const handle = await finishedRun(workflowType);
      const file = writeHistoryFixture(workflowType, await handle.fetchHistory());
      console.log(`${workflowType}: ${(await handle.describe()).status.name}, written to ${file}`);
    }, 180_000);

  record(WORKFLOW_TYPES.helloWorld, () => api.request('/api/test/hello-world?name=Ada', { token }));
  record(WORKFLOW_TYPES.throwAsyncError, () => api.request('/api/test/throw-async-error', { token }));
  record(WORKFLOW_TYPES.processAttachment, attachment);
  record(WORKFLOW_TYPES.cleanupPushNotifications, () =>
    api.temporal.workflow.execute(WORKFLOW_TYPES.cleanupPushNotifications, { taskQueue: TASK_QUEUES.main, workflowId: `cleanup-push-notifications-record/${randomUUID()}` }),
  );
  record(WORKFLOW_TYPES.indexDocument, () => monitoredCall(api, token, '/api/ai/cache-document-full', { cacheUpdate: { documentId: `doc-${randomUUID()}`, documentParts: contractParts } }));
  record(WORKFLOW_TYPES.sendEmail, async () => {
    const unverified = await buildUser({ verified: false });
    expect((await post('/api/auth/resend-verification', undefined, await api.tokens.openSession(unverified.user))).status).toBe(200);
  });
  record(WORKFLOW_TYPES.translateText, async () => {
    expect(await post('/api/translate/text', { text: 'Lejen betales forud.', sourceLanguage: 'da', targetLanguage: 'nb' })).toMatchObject({ status: 200 });
  });
  record(WORKFLOW_TYPES.translateFile, async () => {
    const bytes = Buffer.from('Lejen betales forud den 1. i hver måned.\n');
    const { body } = await post('/api/translate/request-upload', { name: 'Lejekontrakt.txt', size: bytes.length });
    const { uploadId, uploadUrl, pushNotificationTopicId } = body.actionResult;
    expect((await fetch(uploadUrl, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: bytes })).status).toBe(201);
    await post('/api/translate/file', { uploadId, sourceLanguage: 'da', targetLanguage: 'nb' });
    await untilEndOfTopic(api, token, pushNotificationTopicId);
  });
  // The chat workflows (their older input shapes: tests/promptsOutOfHistory.test.ts records those).
  record(WORKFLOW_TYPES.runPrompt, async () => monitoredCall(api, token, '/api/ai/run-prompt', { userPrompt: QUESTION, attachments: [await attachment()], chatHistory: [] }));
  record(WORKFLOW_TYPES.chatInWord, async () => {
    const documentId = `doc-${randomUUID()}`;
    await monitoredCall(api, token, '/api/ai/cache-document-full', { cacheUpdate: { documentId, documentParts: contractParts } });
    await monitoredCall(api, token, '/api/ai/chat-in-word', { userPrompt: QUESTION, documentId, attachments: [], chatHistory: [] });
  });
  record(WORKFLOW_TYPES.webSearch, async () => {
    expect(await post('/api/ai/run-web-search-prompt', { userPrompt: QUESTION })).toMatchObject({ status: 200 });
  });
  record(WORKFLOW_TYPES.reviewDocument, async () => {
    const documentId = `doc-${randomUUID()}`;
    await monitoredCall(api, token, '/api/ai/cache-document-full', { cacheUpdate: { documentId, documentParts: contractParts } });
    await monitoredCall(api, token, '/api/ai/review-document', { documentId, instructions: 'Check it is ready to sign.' });
  });

  describe('matrix workflows', () => {
    const me = () => matrixClient(api, adminToken);
    let matrixId: string;
    let documentIds: string[];

    /** One contract, one template column: its fan-out and cell run while the matrix is set up. */
    beforeAll(async () => {
      const attachmentIds = await uploadContracts(api, adminToken, [CONTRACTS[0]]);
      matrixId = (await me().createMatrix('Recorded')).id;
      documentIds = (await me().addDocuments(matrixId, attachmentIds)).map((document) => document.id);
      await me().addTemplateColumn(matrixId, 'Governing Law');
      await me().waitUntilSettled(matrixId, 90_000);
    }, 180_000);

    record(WORKFLOW_TYPES.matrixFanout, () => Promise.resolve());
    record(WORKFLOW_TYPES.matrixCell, () => Promise.resolve());
    // Started as the API starts it when a column or document with cells in flight is deleted (the offline engine
    // answers too fast to delete one in flight): here with the matrix's answered cells, whose runs have ended.
    record(WORKFLOW_TYPES.matrixCancel, async () => {
      const elementIds = (await me().detail(matrixId)).rows.flatMap((row) => Object.values(row.cells).map((cell) => cell.id));
      await api.temporal.workflow.execute(WORKFLOW_TYPES.matrixCancel, { taskQueue: TASK_QUEUES.matrix, workflowId: matrixCancelWorkflowId(matrixId, randomUUID()), args: [{ elementIds }] });
    });
    record(WORKFLOW_TYPES.matrixAsk, async () => {
      const res = await me().call('POST', `/api/matrices/${matrixId}/ask`, { question: 'Which contracts are governed by Texas law?' });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      await untilEndOfTopic(api, adminToken, res.body.actionResult.pushNotificationTopicId);
    });
    record(WORKFLOW_TYPES.matrixRedline, async () => {
      const playbook = await me().call('POST', '/api/admin/playbooks', DEMO_PLAYBOOK);
      expect(playbook.status, JSON.stringify(playbook.body)).toBe(201);
      const res = await me().call('POST', `/api/matrices/${matrixId}/redline`, { playbookId: playbook.body.entity.id, documentIds });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      await untilEndOfTopic(api, adminToken, res.body.actionResult.pushNotificationTopicId, 120_000);
    });
  });

  it('was asked for workflow types only', () => {
    expect([...ONLY].filter((type) => !Object.values<string>(WORKFLOW_TYPES).includes(type))).toEqual([]);
  });
});
