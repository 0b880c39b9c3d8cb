// Route test of pushNotifications.router.ts (GET /api/push-notifications?topicIds=[…]&lastNSeconds=N).
// Here too: the cursor (`after`, other_data.cursor) that makes polling gap-free.
// Deeper: tests/pushNotifications.test.ts (order, the lastNSeconds window, failed workflows, another user's topic),
// tests/pushCleanup.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { PUSH_MESSAGE_TYPES, PUSH_QUERY_MESSAGES, type PushNotification } from '@arcline/shared';
import { errorsOf, routeSuite } from '@arcline/tests/harness/routeSuite';

describe('pushNotifications.router', () => {
  const suite = routeSuite();
  const path = (query: Record<string, string>) => `/api/push-notifications?${new URLSearchParams(query)}`;

  it('GET /api/push-notifications answers a collection (empty for a topic with nothing of the caller)', async () => {
    const { token } = await suite.signIn();
    const reply = await suite.get(path({ topicIds: JSON.stringify([randomUUID()]), lastNSeconds: '5' }), token);
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { collection: [], other_data: {} } });
  });

  it('answers 400 with a clear message for a malformed query', async () => {
    const { token } = await suite.signIn();
    const { topicIds: topicsMessage, lastNSeconds: secondsMessage, window: windowMessage } = PUSH_QUERY_MESSAGES;
    const cases: [Record<string, string>, string][] = [
      [{ lastNSeconds: '3' }, topicsMessage],
      [{ topicIds: 'notjson', lastNSeconds: '3' }, topicsMessage],
      [{ topicIds: '["x"]', lastNSeconds: '3' }, topicsMessage],
      [{ topicIds: '[]', lastNSeconds: '0' }, secondsMessage],
      [{ topicIds: '[]', lastNSeconds: 'soon' }, secondsMessage],
      [{ topicIds: '[]', lastNSeconds: '3601' }, windowMessage],
    ];
    for (const [query, message] of cases) {
      const reply = await suite.get(path(query), token);
      expect({ query, status: reply.status, body: reply.body }).toEqual({ query, status: 400, body: errorsOf(message) });
    }
  });

  it('misses nothing with the cursor: a notification committed after a poll, stamped before its window, comes with the next', async () => {
    const { token, user } = await suite.signIn();
    // A topic of the user's without a workflow (none to check), as the API opens them.
    const topic = { id: randomUUID() };
    await suite.api.sequelize.query('insert into push_topics (id, user_id, kind) values ($1, $2, $3)', { bind: [topic.id, user.id, 'test'] });
    const poll = async (query: Record<string, string>) => {
      const reply = await suite.get(path({ topicIds: JSON.stringify([topic.id]), lastNSeconds: '3', ...query }), token);
      expect(reply.status).toBe(200);
      return reply.body as { collection: PushNotification[]; other_data: { cursor?: string } };
    };
    // A worker's transaction that began 10 s ago (created_at is its start) and commits only after the next poll: what a
    // saturated machine does to a time window, and a poll queued for seconds does the same.
    const late = randomUUID();
    const written = suite.api.sequelize.transaction(async (transaction) => {
      await suite.api.sequelize.query('insert into push_notifications (id, topic_id, payload, created_at) values ($1, $2, $3, $4)', {
        bind: [late, topic.id, JSON.stringify({ type: PUSH_MESSAGE_TYPES.successResponse }), new Date(Date.now() - 10_000)],
        transaction,
      });
      await sleep(1500);
    });
    await sleep(500);
    const first = await poll({});
    expect(first.collection).toEqual([]);
    expect(first.other_data.cursor).toMatch(/^\d+$/);
    await written;
    // The time window alone (the spec's poll) never sees it: that was the gap.
    expect((await poll({})).collection).toEqual([]);
    const next = await poll({ after: first.other_data.cursor! });
    expect(next.collection.map((notification) => notification.id)).toEqual([late]);
    // Once every transaction it could not see has ended, the cursor moves past it.
    let cursor = next.other_data.cursor!;
    for (const until = Date.now() + 20_000; Date.now() < until; await sleep(200)) {
      const again = await poll({ after: cursor });
      cursor = again.other_data.cursor!;
      if (again.collection.length === 0) break;
    }
    expect((await poll({ after: cursor })).collection).toEqual([]);
    const bad = await suite.get(path({ topicIds: JSON.stringify([topic.id]), lastNSeconds: '3', after: 'yesterday' }), token);
    expect({ status: bad.status, body: bad.body }).toEqual({ status: 400, body: errorsOf(PUSH_QUERY_MESSAGES.after) });
  });

  it('needs a signed-in user (401)', async () => {
    await suite.expectUnauthenticated('GET', path({ topicIds: '[]', lastNSeconds: '3' }));
  });
});
