import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGE_TYPES, PUSH_NOTIFICATION_RETENTION_HOURS } from '@arcline/shared';
import { CLEANUP_PUSH_NOTIFICATIONS_SCHEDULE_ID, TASK_QUEUES, WORKFLOW_TYPES } from '@arcline/shared/contracts';
import { QueryTypes } from 'sequelize';
import { openPushTopic } from '@arcline/api/commands/push/pushTopics';
import { apiSql } from '@arcline/api/db/apiDatabase';
import { startTestApi, type TestApi } from './harness/testApi';

describe('old push notifications are removed by a Temporal schedule', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('registers the hourly cleanup schedule at API start', async () => {
    const description = await api.temporal.schedule.getHandle(CLEANUP_PUSH_NOTIFICATIONS_SCHEDULE_ID).describe();
    expect(description.action).toMatchObject({ type: 'startWorkflow', workflowType: WORKFLOW_TYPES.cleanupPushNotifications });
    expect(description.spec.intervals?.[0]?.every).toBe(60 * 60 * 1000);
  });

  it('deletes notifications older than the retention and keeps recent ones', async () => {
    const { user } = await api.signUpAndIn();
    const topic = await openPushTopic(apiSql(), user.id, 'test', () => `test/${randomUUID()}`);
    const notify = async (payload: object, createdAt = new Date()) => {
      const id = randomUUID();
      await api.sequelize.query('insert into push_notifications (id, topic_id, payload, created_at) values ($1, $2, $3, $4)', {
        bind: [id, topic.id, JSON.stringify(payload), createdAt],
      });
      return { id };
    };
    const exists = async (id: string) =>
      (await api.sequelize.query('select id from push_notifications where id = $1', { bind: [id], type: QueryTypes.SELECT })).length > 0;
    const old = await notify({ type: PUSH_MESSAGE_TYPES.progressUpdate }, new Date(Date.now() - (PUSH_NOTIFICATION_RETENTION_HOURS + 1) * 3600 * 1000));
    const recent = await notify({ type: PUSH_MESSAGE_TYPES.endOfTopic });

    const result = await api.temporal.workflow.execute(WORKFLOW_TYPES.cleanupPushNotifications, {
      taskQueue: TASK_QUEUES.main,
      workflowId: `cleanup-push-notifications-test/${randomUUID()}`,
    });
    expect((result as { deleted: number }).deleted).toBeGreaterThanOrEqual(1);
    expect(await exists(old.id)).toBe(false);
    expect(await exists(recent.id)).toBe(true);
  });

  it('deletes throttle counters whose window has passed and keeps the running ones (issue 34, item 7)', async () => {
    const key = (name: string) => `cleanup-test-${name}-${randomUUID()}`;
    const [expired, running, noExpiry] = [key('expired'), key('running'), key('no-expiry')];
    await api.sequelize.query(`insert into rate_limits (key, points, expire) values ($1, 3, $2), ($3, 1, $4), ($5, 1, null)`, {
      bind: [expired, Date.now() - 60_000, running, Date.now() + 15 * 60_000, noExpiry],
    });
    const result = (await api.temporal.workflow.execute(WORKFLOW_TYPES.cleanupPushNotifications, {
      taskQueue: TASK_QUEUES.main,
      workflowId: `cleanup-push-notifications-test/${randomUUID()}`,
    })) as { rateLimitsDeleted: number };
    expect(result.rateLimitsDeleted).toBeGreaterThanOrEqual(1);
    const [rows] = await api.sequelize.query(`select key from rate_limits where key in ($1, $2, $3) order by key`, { bind: [expired, running, noExpiry] });
    expect((rows as { key: string }[]).map((row) => row.key).sort()).toEqual([noExpiry, running].sort());
  });
});
