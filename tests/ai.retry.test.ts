import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { ActivityFailure, ApplicationFailure, Client, Connection, WorkflowFailedError } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { parseRuntimeConfig } from '@arcline/shared';
import { createAiProvider, runAiCall } from '../activities/src/ai';
import { fakeResponses, startFakeAnthropicServer } from '../activities/test-support/fakeAnthropicServer';
import { fakeCompletions, startFakeOpenAiServer } from '../activities/test-support/fakeOpenAiServer';
import type { ScriptedResponse, ScriptedServer } from '../activities/test-support/scriptedServer';
import type { RetryProbeActivities } from '../workflows/src/testing/retryProbeWorkflow';
import './harness/stackEnv';

const probeWorkflowPath = fileURLToPath(new URL('../workflows/src/testing/retryProbeWorkflow.ts', import.meta.url));
const silent = { info: () => undefined, warn: () => undefined };

interface EngineUnderTest {
  name: string;
  start(): Promise<ScriptedServer>;
  env(url: string): Record<string, string>;
  unavailable(): ScriptedResponse;
  rateLimited(seconds: number): ScriptedResponse;
  answer(text: string): ScriptedResponse;
  tooLong: ScriptedResponse;
  tooLongMessage: string;
}

const ENGINES: EngineUnderTest[] = [
  {
    name: 'Claude through the fake Messages API (529)',
    start: startFakeAnthropicServer,
    env: (url) => ({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: url }),
    unavailable: () => fakeResponses.overloaded(),
    rateLimited: (seconds) => fakeResponses.rateLimited(seconds),
    answer: (text) => fakeResponses.toolUse('give_answer', { answer: text, citations: [] }),
    tooLong: fakeResponses.invalidRequest('prompt is too long: 250000 tokens > 200000 maximum'),
    tooLongMessage: 'The Claude API rejected the request as invalid (400): prompt is too long: 250000 tokens > 200000 maximum',
  },
  {
    name: 'a self-hosted model through the fake chat completions API (503)',
    start: startFakeOpenAiServer,
    env: (url) => ({ LLM_BASE_URL: `${url}/v1`, LLM_MODEL: 'qwen3-test-model' }),
    unavailable: () => fakeCompletions.unavailable(),
    rateLimited: (seconds) => fakeCompletions.rateLimited(seconds),
    answer: (text) => fakeCompletions.toolCall('give_answer', { answer: text, citations: [] }),
    tooLong: fakeCompletions.invalidRequest("This model's maximum context length is 8192 tokens."),
    tooLongMessage: "The self-hosted model server rejected the request as invalid (400): This model's maximum context length is 8192 tokens.",
  },
];

beforeAll(() => Runtime.install({ logger: new DefaultLogger('ERROR') }));

/** Temporal retries failed model calls by the failure's classification; the SDKs themselves never retry (maxRetries 0). */
describe.each(ENGINES)('AI calls retried by Temporal: $name', (engine) => {
  let fake: ScriptedServer;
  let db: pg.Pool;
  let workerConnection: NativeConnection;
  let clientConnection: Connection;
  let client: Client;
  let worker: Worker;
  let running: Promise<void>;
  const taskQueue = `ai-retry-probe-${randomUUID()}`;

  beforeAll(async () => {
    const stackEnv = inject('stackEnv');
    fake = await engine.start();
    const config = parseRuntimeConfig({ ...stackEnv, ...engine.env(fake.url), AI_CALLS_PER_SECOND: '100' });
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

  it('unavailable twice, then an answer: one answer after three requests', async () => {
    fake.enqueue(engine.unavailable(), engine.unavailable(), engine.answer('Texas law.'));
    await expect(ask('Which law governs?')).resolves.toBe('Texas law.');
    expect(fake.requests).toHaveLength(3);
  });

  it('429 waits as long as retry-after says before the next attempt', async () => {
    fake.enqueue(engine.rateLimited(1), engine.answer('Texas law.'));
    const started = Date.now();
    await expect(ask('Which law governs?')).resolves.toBe('Texas law.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.requests).toHaveLength(2);
  });

  it('400 fails at once with a clear, non-retryable error: no retry storm', async () => {
    fake.enqueue(engine.tooLong);
    const error = await ask('Which law governs?').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WorkflowFailedError);
    const activityFailure = (error as WorkflowFailedError).cause;
    expect(activityFailure).toBeInstanceOf(ActivityFailure);
    const failure = (activityFailure as ActivityFailure).cause;
    expect(failure).toBeInstanceOf(ApplicationFailure);
    expect(failure).toMatchObject({
      type: 'AiInvalidRequest',
      nonRetryable: true,
      message: engine.tooLongMessage,
    });
    expect(fake.requests).toHaveLength(1);
  });
});
