import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERROR_MESSAGE, PUSH_MESSAGE_TYPES, type PushNotification } from '@arcline/shared';
import { TASK_QUEUES, WORKFLOW_TYPES, throwAsyncErrorWorkflowId } from '@arcline/shared/contracts';
import { QueryTypes } from 'sequelize';
import { openPushTopic } from '@arcline/api/commands/push/pushTopics';
import { apiSql } from '@arcline/api/db/apiDatabase';
import { startTestApi, type TestApi } from './harness/testApi';

describe('push notifications', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  async function poll(token: string, topicIds: string[], lastNSeconds = 60): Promise<PushNotification[]> {
    const query = new URLSearchParams({ topicIds: JSON.stringify(topicIds), lastNSeconds: String(lastNSeconds) });
    const res = await api.request(`/api/push-notifications?${query}`, { token });
    expect(res.status).toBe(200);
    return (await res.json()).collection;
  }

  /** A notification written as a workflow would, at `createdAt` (now unless backdated). */
  async function notify(topicId: string, payload: object, createdAt = new Date()): Promise<void> {
    await api.sequelize.query('insert into push_notifications (id, topic_id, payload, created_at) values ($1, $2, $3, $4)', {
      bind: [randomUUID(), topicId, JSON.stringify(payload), createdAt],
    });
  }

  it("returns the caller's notifications in order, and nothing of another user's topic", async () => {
    const owner = await api.signUpAndIn();
    const stranger = await api.signUpAndIn();
    const topic = await openPushTopic(apiSql(), owner.user.id, 'test', () => `test/${randomUUID()}`);
    await notify(topic.id, { type: PUSH_MESSAGE_TYPES.progressUpdate, status: 1, total: 3 });
    await notify(topic.id, { type: PUSH_MESSAGE_TYPES.endOfTopic });

    const mine = await poll(owner.token, [topic.id]);
    expect(mine.map((n) => n.payload.type)).toEqual([PUSH_MESSAGE_TYPES.progressUpdate, PUSH_MESSAGE_TYPES.endOfTopic]);
    expect(mine[0]).toMatchObject({ topicId: topic.id, payload: { status: 1, total: 3 } });
    expect(await poll(stranger.token, [topic.id])).toEqual([]);
  });

  it('only returns notifications newer than lastNSeconds', async () => {
    const owner = await api.signUpAndIn();
    const topic = await openPushTopic(apiSql(), owner.user.id, 'test', () => `test/${randomUUID()}`);
    await notify(topic.id, { type: PUSH_MESSAGE_TYPES.progressUpdate, status: 0, total: 1 }, new Date(Date.now() - 30000));
    await notify(topic.id, { type: PUSH_MESSAGE_TYPES.successResponse });
    expect((await poll(owner.token, [topic.id], 5)).map((n) => n.payload.type)).toEqual([PUSH_MESSAGE_TYPES.successResponse]);
    expect(await poll(owner.token, [topic.id], 60)).toHaveLength(2);
  });

  it('turns a failed workflow into error-response then end-of-topic, exactly once', async () => {
    const owner = await api.signUpAndIn();
    const topic = await openPushTopic(apiSql(), owner.user.id, 'test', (id) => throwAsyncErrorWorkflowId(id));
    const handle = await api.temporal.workflow.start(WORKFLOW_TYPES.throwAsyncError, { taskQueue: TASK_QUEUES.main, workflowId: topic.workflowId! });
    await expect(handle.result()).rejects.toThrow();

    const first = await poll(owner.token, [topic.id]);
    expect(first.map((n) => n.payload)).toEqual([
      { type: PUSH_MESSAGE_TYPES.errorResponse, chatMessage: CHAT_ERROR_MESSAGE },
      { type: PUSH_MESSAGE_TYPES.endOfTopic },
    ]);
    const second = await poll(owner.token, [topic.id]);
    expect(second.map((n) => n.id)).toEqual(first.map((n) => n.id));
  });

  it('asks Temporal about an open topic at most once per PUSH_WORKFLOW_CHECK_SECONDS, however often it is polled', async () => {
    const owner = await api.signUpAndIn();
    const topic = await openPushTopic(apiSql(), owner.user.id, 'test', () => `test/${randomUUID()}`);
    const checkedAt = async () => {
      const [row] = await api.sequelize.query<{ workflow_checked_at: Date | null }>('select workflow_checked_at from push_topics where id = $1', {
        bind: [topic.id],
        type: QueryTypes.SELECT,
      });
      return row?.workflow_checked_at?.getTime();
    };
    await poll(owner.token, [topic.id]);
    const first = await checkedAt();
    expect(first).toBeDefined();
    for (let i = 0; i < 5; i += 1) await poll(owner.token, [topic.id]);
    expect(await checkedAt()).toBe(first);
    const interval = api.config.PUSH_WORKFLOW_CHECK_SECONDS;
    await api.sequelize.query('update push_topics set workflow_checked_at = $2 where id = $1', { bind: [topic.id, new Date(Date.now() - (interval + 1) * 1000)] });
    await poll(owner.token, [topic.id]);
    expect(await checkedAt()).toBeGreaterThan(first!);
  });

  it('rejects malformed queries with 400 and requires a token', async () => {
    const owner = await api.signUpAndIn();
    for (const query of ['topicIds=notjson&lastNSeconds=3', 'topicIds=["x"]&lastNSeconds=3', 'topicIds=[]&lastNSeconds=0', 'lastNSeconds=3']) {
      const res = await api.request(`/api/push-notifications?${query}`, { token: owner.token });
      expect(res.status).toBe(400);
      expect((await res.json()).errors.length).toBeGreaterThan(0);
    }
    expect((await api.request('/api/push-notifications?topicIds=[]&lastNSeconds=3')).status).toBe(401);
  });
});
