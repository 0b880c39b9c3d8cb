// Route test of pushNotifications.router.ts (GET /api/push-notifications?topicIds=[…]&lastNSeconds=N).
// Deeper: tests/pushNotifications.test.ts (order, the lastNSeconds window, failed workflows, another user's topic),
// tests/pushCleanup.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PUSH_QUERY_MESSAGES } from '@arcline/shared';
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

  it('needs a signed-in user (401)', async () => {
    await suite.expectUnauthenticated('GET', path({ topicIds: '[]', lastNSeconds: '3' }));
  });
});
