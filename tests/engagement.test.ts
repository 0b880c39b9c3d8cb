import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USAGE_LIMITS, USAGE_MESSAGES, USER_ACTION_TYPES } from '@arcline/shared';
import { countRows, tableRows } from './harness/tableRows';
import { startTestApi, type TestApi } from './harness/testApi';

describe('POST /api/engagement/chronicle', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const chronicle = (token: string | undefined, json: unknown) => api.request('/api/engagement/chronicle', { method: 'POST', token, json });

  it('stores every user action type with the caller and company', async () => {
    const { token, user } = await api.signUpAndIn();
    const hourAgo = Date.now() - 3600_000;
    const userActionEvents = USER_ACTION_TYPES.map((type, i) => ({
      type,
      eventTime: new Date(hourAgo + i * 60_000).toISOString(),
      userActionId: `action-${i}`,
      elapsedTime: i * 10,
      ...(type === 'full-document-cache-sync'
        ? {
            documentData: { documentId: 'doc-1', changeTrackingMode: 'Off' },
            documentUpdateStatistics: { syncDurationMs: { count: 2, sum: 30, min: 10, max: 20, median: 15, p90: 19, p95: 20 } },
          }
        : {}),
    }));
    const res = await chronicle(token, { userActionEvents });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ actionResult: { recorded: USER_ACTION_TYPES.length } });

    const rows = await tableRows<{ type: string; companyId: string; documentUpdateStatistics: unknown }>('user_action_events', { user_id: user.id }, 'event_time');
    expect(rows.map((row) => row.type)).toEqual([...USER_ACTION_TYPES]);
    expect(rows.every((row) => row.companyId === user.companyId)).toBe(true);
    const sync = rows.find((row) => row.type === 'full-document-cache-sync');
    expect(sync).toMatchObject({ userActionId: 'action-8', elapsedMs: 80, documentData: { documentId: 'doc-1', changeTrackingMode: 'Off' } });
    expect(sync?.documentUpdateStatistics).toMatchObject({ syncDurationMs: { p95: 20 } });
  });

  it('refuses malformed batches with a 400 and the reason, and records nothing of them', async () => {
    const { token, user } = await api.signUpAndIn();
    const now = new Date().toISOString();
    const cases: [unknown, string][] = [
      [{}, USAGE_MESSAGES.invalidEvents],
      [{ userActionEvents: 'x' }, USAGE_MESSAGES.invalidEvents],
      [{ userActionEvents: [{ type: 'made-up', eventTime: now }] }, USAGE_MESSAGES.unknownType],
      [{ userActionEvents: [{ type: 'prompt-execute', eventTime: 'yesterday' }] }, USAGE_MESSAGES.invalidEventTime],
      [
        { userActionEvents: Array.from({ length: USAGE_LIMITS.maxEventsPerBatch + 1 }, () => ({ type: 'prompt-execute', eventTime: now })) },
        USAGE_MESSAGES.tooManyEvents,
      ],
      [
        {
          userActionEvents: [
            {
              type: 'full-document-cache-sync',
              eventTime: now,
              documentUpdateStatistics: Object.fromEntries(Array.from({ length: USAGE_LIMITS.maxStatisticsChars / 8 }, (_, i) => [`k${i}`, i])),
            },
          ],
        },
        USAGE_MESSAGES.statisticsTooLarge,
      ],
      [{ userActionEvents: [{ type: 'full-document-cache-sync', eventTime: now, documentUpdateStatistics: { big: 'x' } }] }, USAGE_MESSAGES.invalidStatistics],
      [{ userActionEvents: [{ type: 'full-document-cache-sync', eventTime: now, documentUpdateStatistics: { a: { b: { c: { d: 1 } } } } }] }, USAGE_MESSAGES.invalidStatistics],
      [{ userActionEvents: [{ type: 'full-document-cache-sync', eventTime: now, documentUpdateStatistics: { a: [1, 2] } }] }, USAGE_MESSAGES.invalidStatistics],
    ];
    for (const [body, message] of cases) {
      const res = await chronicle(token, body);
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toContain(message);
    }
    expect(await countRows('user_action_events', { user_id: user.id })).toBe(0);
  });

  it('refuses event times more than 5 minutes ahead or older than 7 days, and keeps those inside the window (issue 26, item 5)', async () => {
    const { token, user } = await api.signUpAndIn();
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
    const outside = ['2099-01-01T00:00:00.000Z', at(USAGE_LIMITS.maxEventAheadMs + 60_000), at(-USAGE_LIMITS.maxEventAgeMs - 60_000), '1970-01-01T00:00:00Z'];
    for (const eventTime of outside) {
      const res = await chronicle(token, { userActionEvents: [{ type: 'prompt-execute', eventTime }] });
      expect(res.status, eventTime).toBe(400);
      expect((await res.json()).errors).toContain(USAGE_MESSAGES.eventTimeOutOfRange);
    }
    expect(await countRows('user_action_events', { user_id: user.id })).toBe(0);

    const inside = [at(USAGE_LIMITS.maxEventAheadMs - 60_000), at(-USAGE_LIMITS.maxEventAgeMs + 60_000), at(0)];
    const res = await chronicle(token, { userActionEvents: inside.map((eventTime) => ({ type: 'prompt-execute', eventTime })) });
    expect(res.status).toBe(202);
    expect(await countRows('user_action_events', { user_id: user.id })).toBe(3);
  });

  it('refuses NUL and lone surrogates nested at any depth of documentUpdateStatistics with a 400, not a 500 (issue 34, item 5)', async () => {
    const { token, user } = await api.signUpAndIn();
    const nested = (depth: number, leaf: unknown): unknown => {
      let value = leaf;
      for (let level = 0; level < depth; level += 1) value = { n: value };
      return value;
    };
    for (const depth of [70, 1000, 100_000]) {
      for (const bad of ['a\\u0000b', '\\ud800']) {
        // Written as JSON text: 100,000 levels are more than JSON.stringify's recursion takes.
        const leaf = `{"s":"${bad}"}`;
        const body = `{"userActionEvents":[{"type":"full-document-cache-sync","eventTime":"${new Date().toISOString()}","documentUpdateStatistics":${'{"n":'.repeat(depth)}${leaf}${'}'.repeat(depth)}}]}`;
        const res = await api.request('/api/engagement/chronicle', { method: 'POST', token, headers: { 'content-type': 'application/json' }, body });
        expect(res.status, `depth ${depth} ${bad}`).toBe(400);
        expect(Object.keys(await res.json())).toEqual(['errors']);
      }
    }
    const res = await chronicle(token, { userActionEvents: [{ type: 'full-document-cache-sync', eventTime: new Date().toISOString(), documentUpdateStatistics: nested(70, 1) }] });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toContain(USAGE_MESSAGES.invalidStatistics);
    expect(await countRows('user_action_events', { user_id: user.id })).toBe(0);
  });

  it('needs a session', async () => {
    const res = await chronicle(undefined, { userActionEvents: [] });
    expect(res.status).toBe(401);
  });
});
