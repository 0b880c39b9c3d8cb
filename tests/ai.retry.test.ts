import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { ActivityFailure, ApplicationFailure, Client, Connection, WorkflowFailedError } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { parseRuntimeConfig } from '@arcline/shared';
import { createAiProvider, runAiCall } from '../activities/src/ai';
import { fakeResponses, startFakeAnthropicServer, type FakeAnthropicServer } from '../activities/test-support/fakeAnthropicServer';
import type { RetryProbeActivities } from '../workflows/src/testing/retryProbeWorkflow';
import './harness/stackEnv';

const probeWorkflowPath = fileURLToPath(new URL('../workflows/src/testing/retryProbeWorkflow.ts', import.meta.url));
const silent = { info: () => undefined, warn: () => undefined };

/** Temporal retries failed Claude calls by the failure's classification; the SDK itself never retries (maxRetries 0). */
describe('AI calls retried by Temporal: Claude through the fake Messages API', () => {
  let fake: FakeAnthropicServer;
  let db: pg.Pool;
  let workerConnection: NativeConnection;
  let clientConnection: Connection;
  let client: Client;
  let worker: Worker;
  let running: Promise<void>;
  const taskQueue = `ai-retry-probe-${randomUUID()}`;

  beforeAll(async () => {
    const stackEnv = inject('stackEnv');
    Runtime.install({ logger: new DefaultLogger('ERROR') });
    fake = await startFakeAnthropicServer();
    const config = parseRuntimeConfig({ ...stackEnv, ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake.url, AI_CALLS_PER_SECOND: '100' });
    db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 });
    const ai = createAiProvider(config, { db, logger: silent });
    const activities: RetryProbeActivities = {
      askClaude: (question) =>
        runAiCall(async () => (await ai.answerQuestion({ userId: randomUUID(), question, attachmentIds: [], chatHistory: [] })).answer),
    };
    workerConnection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
    worker = await Worker.create({ connection: workerConnection, namespace: config.TEMPORAL_NAMESPACE, taskQueue, workflowsPath: probeWorkflowPath, activities });
    running = worker.run();
    clientConnection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
    client = new Client({ connection: clientConnection, namespace: config.TEMPORAL_NAMESPACE });
  });
  afterAll(async () => {
    worker?.shutdown();
    await running;
    await workerConnection?.close();
    await clientConnection?.close();
    await db?.end();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  const ask = (question: string) =>
    client.workflow.execute('aiRetryProbeWorkflow', { taskQueue, workflowId: `ai-retry-probe/${randomUUID()}`, args: [question] });

  it('529 twice, then an answer: one answer after three requests', async () => {
    fake.enqueue(fakeResponses.overloaded(), fakeResponses.overloaded(), fakeResponses.toolUse('give_answer', { answer: 'Texas law.', citations: [] }));
    await expect(ask('Which law governs?')).resolves.toBe('Texas law.');
    expect(fake.requests).toHaveLength(3);
  });

  it('429 waits as long as retry-after says before the next attempt', async () => {
    fake.enqueue(fakeResponses.rateLimited(1), fakeResponses.toolUse('give_answer', { answer: 'Texas law.', citations: [] }));
    const started = Date.now();
    await expect(ask('Which law governs?')).resolves.toBe('Texas law.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.requests).toHaveLength(2);
  });

  it('400 fails at once with a clear, non-retryable error: no retry storm', async () => {
    fake.enqueue(fakeResponses.invalidRequest('prompt is too long: 250000 tokens > 200000 maximum'));
    const error = await ask('Which law governs?').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WorkflowFailedError);
    const activityFailure = (error as WorkflowFailedError).cause;
    expect(activityFailure).toBeInstanceOf(ActivityFailure);
    const failure = (activityFailure as ActivityFailure).cause;
    expect(failure).toBeInstanceOf(ApplicationFailure);
    expect(failure).toMatchObject({
      type: 'AiInvalidRequest',
      nonRetryable: true,
      message: 'The Claude API rejected the request as invalid (400): prompt is too long: 250000 tokens > 200000 maximum',
    });
    expect(fake.requests).toHaveLength(1);
  });
});
