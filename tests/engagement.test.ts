import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USAGE_LIMITS, USAGE_MESSAGES, USER_ACTION_TYPES } from '@arcline/shared';
import { UserActionEventRow } from '@arcline/api/models';
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
    const userActionEvents = USER_ACTION_TYPES.map((type, i) => ({
      type,
      eventTime: new Date(Date.UTC(2026, 10, 23, 10, i)).toISOString(),
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

    const rows = await UserActionEventRow.findAll({ where: { userId: user.id }, order: [['eventTime', 'ASC']] });
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
        { userActionEvents: [{ type: 'full-document-cache-sync', eventTime: now, documentUpdateStatistics: { big: 'x'.repeat(USAGE_LIMITS.maxStatisticsChars) } }] },
        USAGE_MESSAGES.statisticsTooLarge,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await chronicle(token, body);
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toContain(message);
    }
    expect(await UserActionEventRow.count({ where: { userId: user.id } })).toBe(0);
  });

  it('needs a session', async () => {
    const res = await chronicle(undefined, { userActionEvents: [] });
    expect(res.status).toBe(401);
  });
});
