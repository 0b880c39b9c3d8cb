import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnvelope, serializeEnvelope, type Event, type EventEnvelope } from '@sentry/core';
import { ERROR_REPORTING_LIMITS, ERROR_REPORTING_MESSAGES, LOCAL_ERROR_REPORTING_DSN } from '@arcline/shared';
import { startTestApi, type TestApi } from './harness/testApi';

/** Issue 26, item 6 and issue 34, item 5: the tunnel's bounds, grouping, scrubbing and shapes. */

function envelopeOf(...events: Event[]): string {
  const envelope = createEnvelope<EventEnvelope>(
    { event_id: randomUUID().replace(/-/g, ''), dsn: LOCAL_ERROR_REPORTING_DSN, sent_at: new Date().toISOString() },
    events.map((event) => [{ type: 'event' }, event] as const) as never,
  );
  return serializeEnvelope(envelope) as string;
}

const browserError = (message: string, extra: Partial<Event> = {}): Event => ({
  exception: { values: [{ type: 'Error', value: message, stacktrace: { frames: [{ filename: 'http://127.0.0.1:1/src/modules/chat/Chat.tsx', function: 'send', lineno: 12, in_app: true }] } }] },
  timestamp: Date.now() / 1000,
  environment: 'test',
  ...extra,
});

interface StoredRow {
  message: string;
  location: string;
  occurrences: number;
}

describe('error report tunnel: bounds, grouping, scrubbing and shapes', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const tunnel = (token: string, body: string) =>
    api.request('/api/error-reports/tunnel', { method: 'POST', token, body, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
  const rowsOf = async (companyId: string): Promise<StoredRow[]> => {
    const [rows] = await api.sequelize.query(`select message, location, occurrences from error_reports where company_id = $1 order by id`, { bind: [companyId] });
    return rows as StoredRow[];
  };
  const refusedCount = (rows: StoredRow[]) => rows.find((row) => row.message === ERROR_REPORTING_MESSAGES.refusedGroup)?.occurrences ?? 0;

  it('an envelope of 200 events keeps the per-envelope bound, answers 429 and counts the rest in one group', async () => {
    const { token, user } = await api.signUpAndIn();
    const events = Array.from({ length: 200 }, (_, i) => browserError(`Flood ${['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta'][i % 7]} ${i}`));
    const res = await tunnel(token, envelopeOf(...events));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await res.json()).errors).toEqual([ERROR_REPORTING_MESSAGES.tooManyEvents]);
    const rows = await rowsOf(user.companyId);
    const kept = rows.filter((row) => row.message !== ERROR_REPORTING_MESSAGES.refusedGroup);
    expect(kept.reduce((sum, row) => sum + row.occurrences, 0)).toBe(ERROR_REPORTING_LIMITS.maxEventsPerEnvelope);
    expect(refusedCount(rows)).toBe(200 - ERROR_REPORTING_LIMITS.maxEventsPerEnvelope);
    expect(rows.length).toBeLessThanOrEqual(ERROR_REPORTING_LIMITS.maxEventsPerEnvelope + 1);
  });

  it('one user keeps at most the per-minute bound, however the events are split; the excess is 429 and counted', async () => {
    const { token, user } = await api.signUpAndIn();
    const limit = ERROR_REPORTING_LIMITS.maxEventsPerUserPerMinute;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 10; i += 1) statuses.push((await tunnel(token, envelopeOf(browserError(`Per minute ${i}`)))).status);
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(limit)).toEqual(Array.from({ length: 10 }, () => 429));
    const rows = await rowsOf(user.companyId);
    expect(rows.filter((row) => row.message !== ERROR_REPORTING_MESSAGES.refusedGroup).reduce((sum, row) => sum + row.occurrences, 0)).toBe(limit);
    expect(refusedCount(rows)).toBe(10);

    // Another user of the same company has a budget of their own.
    const { token: colleague } = await api.signUpAndIn({ companyId: user.companyId });
    expect((await tunnel(colleague, envelopeOf(browserError('Colleague')))).status).toBe(200);
  });

  it('groups one error that names different ids and numbers as one group with a count', async () => {
    const { token, user } = await api.signUpAndIn();
    for (let i = 0; i < 5; i += 1) {
      expect((await tunnel(token, envelopeOf(browserError(`Matrix ${randomUUID()} row ${i * 17} could not be loaded`))))).toMatchObject({ status: 200 });
    }
    const rows = await rowsOf(user.companyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ occurrences: 5, location: 'send (/src/modules/chat/Chat.tsx:12)' });
    expect(rows[0]?.message).toMatch(/^Error: Matrix [0-9a-f-]{36} row 68 could not be loaded$/);
  });

  it('keeps no e-mail address, token or quoted document or prompt text of a real browser error', async () => {
    const { token, user } = await api.signUpAndIn();
    const documentText = 'The Tenant shall indemnify the Landlord against all claims arising from the use of the Premises';
    const prompt = 'Summarise the indemnity clause for the client meeting';
    const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzaWQiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
    const event = browserError(`Cannot insert "${documentText}" for dana.smith@lawfirm.example: 401 with Bearer ${jwt}`, {
      message: `Prompt «${prompt}» failed`,
      breadcrumbs: [
        { category: 'ui.click', message: `button "Send ${prompt}" by dana.smith@lawfirm.example`, timestamp: Date.now() / 1000 },
        { category: 'console', message: documentText, timestamp: Date.now() / 1000 },
        { category: 'fetch', data: { url: `/api/ai/run-prompt?token=${jwt}`, method: 'POST', status_code: 500 }, timestamp: Date.now() / 1000 },
      ],
      user: { id: user.id, email: 'dana.smith@lawfirm.example' },
    });
    expect((await tunnel(token, envelopeOf(event))).status).toBe(200);
    const [stored] = await api.sequelize.query(`select * from error_reports where company_id = $1`, { bind: [user.companyId] });
    const text = JSON.stringify(stored);
    for (const secret of ['dana.smith@lawfirm.example', 'The Tenant shall', prompt, jwt, 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV']) expect(text).not.toContain(secret);
    expect((stored as StoredRow[])[0]?.message).toBe('Error: Cannot insert "[text]" for [email]: 401 with Bearer [secret]');
  });

  it('answers 400, never 500, to events of the wrong shape (issue 34, item 5) and keeps nothing of them', async () => {
    const { token, user } = await api.signUpAndIn();
    const raw = (payload: string) => `{}\n{"type":"event"}\n${payload}\n`;
    const malformed = [
      '{"exception":{"values":-1}}',
      '{"exception":{"values":[{"type":"Error","value":["not","text"]}]}}',
      '{"exception":{"values":[{"value":"x","stacktrace":{"frames":{"0":{}}}}]}}',
      '{"message":{"text":1}}',
      '{"message":"m","tags":{"where":[1]}}',
      '{"message":"m","breadcrumbs":[{"message":5}]}',
      '{"message":"m","user":{"id":{"x":1}}}',
      '{"message":"m","timestamp":"yesterday"}',
      `{"message":"m","contexts":{"app":${'{"a":'.repeat(100)}"\\u0000"${'}'.repeat(100)}}}`,
      `{"message":"m","extra":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      '"just text"',
      'null',
    ];
    for (const payload of malformed) {
      const res = await tunnel(token, raw(payload));
      expect(res.status, payload.slice(0, 80)).toBe(400);
      expect((await res.json()).errors).toEqual([ERROR_REPORTING_MESSAGES.malformedEnvelope]);
    }
    expect(await rowsOf(user.companyId)).toEqual([]);
  });
});
