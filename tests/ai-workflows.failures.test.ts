import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Client, Connection, WorkflowFailedError } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { ApplicationFailure } from '@temporalio/activity';
import { CHAT_ERROR_MESSAGE, PUSH_MESSAGE_TYPES, type PushPayload } from '@arcline/shared';
import { AI_FAILURE_TYPES, WORKFLOW_TYPES, runPromptWorkflowId, type RunPromptInput } from '@arcline/shared/contracts';
import { workflowsPath } from '@arcline/worker';
import type { Activities } from '@arcline/activities/types';
import './harness/stackEnv';

/**
 * The topic workflows against the real Temporal dev server with stand-in activities: how provider failures reach the
 * client (honest message, generic chat error), and that the retry policy retries overload but not bad requests.
 */
describe('AI topic workflows with failing providers', () => {
  const taskQueue = `ai-failures-${randomUUID()}`;
  const published = new Map<string, PushPayload[]>();
  const attempts = new Map<string, number>();
  let behaviour: (topicId: string, attempt: number) => Promise<Awaited<ReturnType<Activities['answerChatPrompt']>>>;
  let worker: Worker;
  let running: Promise<void>;
  let workerConnection: NativeConnection;
  let connection: Connection;
  let client: Client;

  const activities: Partial<Activities> = {
    async publishNotification({ topicId, payload }) {
      published.set(topicId, [...(published.get(topicId) ?? []), payload]);
    },
    async findUsableAttachments({ attachmentIds }) {
      return attachmentIds;
    },
    async answerChatPrompt(input) {
      const topicId = 'userPrompt' in input ? input.userPrompt : input.promptId;
      const attempt = (attempts.get(topicId) ?? 0) + 1;
      attempts.set(topicId, attempt);
      return behaviour(topicId, attempt);
    },
  };

  beforeAll(async () => {
    const address = inject('stackEnv').TEMPORAL_ADDRESS;
    // Failing activities are the point here: keep the SDK's warnings about them out of the test output.
    Runtime.install({ logger: new DefaultLogger('ERROR') });
    workerConnection = await NativeConnection.connect({ address });
    worker = await Worker.create({ connection: workerConnection, taskQueue, workflowsPath, activities });
    running = worker.run();
    connection = await Connection.connect({ address });
    client = new Client({ connection });
  });
  afterAll(async () => {
    worker?.shutdown();
    await running;
    await workerConnection?.close();
    await connection?.close();
  });

  /** Runs run-prompt with the topic id as the prompt, so the stand-in knows which test it serves. */
  async function runPrompt(): Promise<{ topicId: string; outcome: Promise<unknown> }> {
    const topicId = randomUUID();
    const input: RunPromptInput = { topicId, userId: randomUUID(), userPrompt: topicId, attachmentIds: [], chatHistory: [] };
    const handle = await client.workflow.start(WORKFLOW_TYPES.runPrompt, { taskQueue, workflowId: runPromptWorkflowId(topicId), args: [input] });
    return { topicId, outcome: handle.result() };
  }

  const lastTwo = (topicId: string) => published.get(topicId)!.slice(-2);

  it('retries an overloaded provider and answers once', async () => {
    behaviour = async (_topicId, attempt) => {
      if (attempt < 3) throw ApplicationFailure.retryable('The Claude API is overloaded (529).', 'AiUnavailable');
      return { answer: 'The answer.', citations: [], engine: 'claude', model: 'test-model' };
    };
    const { topicId, outcome } = await runPrompt();
    await expect(outcome).resolves.toEqual({ citations: 0 });
    expect(attempts.get(topicId)).toBe(3);
    const responses = published.get(topicId)!.filter((payload) => payload.type === PUSH_MESSAGE_TYPES.runPromptResponse);
    expect(responses).toEqual([
      { type: PUSH_MESSAGE_TYPES.runPromptResponse, action: { chatMessage: 'The answer.', citations: [], engine: 'claude', model: 'test-model' } },
    ]);
    expect(lastTwo(topicId)[1]).toEqual({ type: PUSH_MESSAGE_TYPES.endOfTopic });
  });

  it('does not retry an invalid request: the chat error, end-of-topic, and a failed workflow', async () => {
    behaviour = async () => {
      throw ApplicationFailure.nonRetryable('prompt is too long', AI_FAILURE_TYPES.invalidRequest);
    };
    const { topicId, outcome } = await runPrompt();
    await expect(outcome).rejects.toBeInstanceOf(WorkflowFailedError);
    expect(attempts.get(topicId)).toBe(1);
    expect(lastTwo(topicId)).toEqual([
      { type: PUSH_MESSAGE_TYPES.errorResponse, chatMessage: CHAT_ERROR_MESSAGE },
      { type: PUSH_MESSAGE_TYPES.endOfTopic },
    ]);
  });

  it("passes on the engine's honest message for what it cannot do, and completes", async () => {
    const honest = 'The offline engine cannot rewrite text.';
    behaviour = async () => {
      throw ApplicationFailure.nonRetryable(honest, AI_FAILURE_TYPES.unsupportedByEngine);
    };
    const { topicId, outcome } = await runPrompt();
    await expect(outcome).resolves.toEqual({ unsupported: honest });
    expect(attempts.get(topicId)).toBe(1);
    expect(lastTwo(topicId)).toEqual([{ type: PUSH_MESSAGE_TYPES.errorResponse, chatMessage: honest }, { type: PUSH_MESSAGE_TYPES.endOfTopic }]);
  });
});
