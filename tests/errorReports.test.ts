import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnvelope, parseEnvelope, serializeEnvelope, type Event, type EventEnvelope } from '@sentry/core';
import { ERROR_REPORTING_LIMITS, LOCAL_ERROR_REPORTING_DSN, type CollectionEnvelope, type ErrorReportGroup } from '@arcline/shared';
import { errorReportStore } from '@arcline/shared/data';
import { sequelizeSql } from '@arcline/api/db/sequelizeSql';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ApplicationFailure } from '@temporalio/activity';
import { WorkflowFailedError } from '@temporalio/client';
import { WORKFLOW_TYPES } from '@arcline/shared/contracts';
import { runWorker } from '@arcline/worker/runWorker';
import { errorReportingWorkerOptions } from '@arcline/worker/errorReportingWorkerOptions';
import { startTestApi, type TestApi } from './harness/testApi';

function envelopeOf(event: Event): string {
  const envelope = createEnvelope<EventEnvelope>(
    { event_id: randomUUID().replace(/-/g, ''), dsn: LOCAL_ERROR_REPORTING_DSN, sent_at: new Date().toISOString() }, [
    [{ type: 'event' }, event],
  ]);
  return serializeEnvelope(envelope) as string;
}

const browserError = (message: string, extra: Partial<Event> = {}): Event => ({
  exception: {
    values: [{ type: 'TypeError', value: message, stacktrace: { frames: [{ filename: 'http://127.0.0.1:1/src/modules/chat/Chat.tsx?t=1', function: 'send', lineno: 12, in_app: true }] } }],
  },
  timestamp: Date.now() / 1000,
  environment: 'test',
  ...extra,
});

describe('error reports: the tunnel and the super-user listing', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const tunnel = (token: string | undefined, body: string) =>
    api.request('/api/error-reports/tunnel', { method: 'POST', token, body, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
  const list = async (token: string) => api.request('/api/error-reports', { token });

  it('keeps an error under the caller and company, groups identical ones with a count, and lists them for super users only', async () => {
    const { token, user } = await api.signUpAndIn();
    const message = `Cannot read properties of undefined ${randomUUID()}`;
    const claimedUser = { id: randomUUID(), email: 'someone@else.test' };
    for (const userActionId of ['action-1', 'action-2']) {
      const res = await tunnel(token, envelopeOf(browserError(message, { user: claimedUser, tags: { user_action_id: userActionId } })));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ actionResult: { stored: 1 } });
    }

    const { token: superToken } = await api.signUpAndIn({ companyId: user.companyId, superUser: true });
    const listed = (await (await list(superToken)).json()) as CollectionEnvelope<ErrorReportGroup>;
    const group = listed.collection.find((candidate) => candidate.message === `TypeError: ${message}`);
    expect(group).toMatchObject({
      where: 'send (/src/modules/chat/Chat.tsx:12)',
      source: 'web',
      count: 2,
      userId: user.id,
      userActionId: 'action-2',
      companyName: user.company?.name,
      workflowUrl: null,
    });
    expect(JSON.stringify(listed)).not.toContain('someone@else.test');

    const { token: plainToken } = await api.signUpAndIn();
    expect((await list(plainToken)).status).toBe(404);
  });

  it('keeps the same error of two companies apart', async () => {
    const message = `Shared failure ${randomUUID()}`;
    const first = await api.signUpAndIn();
    const second = await api.signUpAndIn();
    await tunnel(first.token, envelopeOf(browserError(message)));
    await tunnel(second.token, envelopeOf(browserError(message)));
    const rows = (await errorReportStore.listRecent(sequelizeSql(api.sequelize), 1000, null)).filter((row) => row.message.endsWith(message));
    expect(rows.map((row) => [row.company_name, row.occurrences]).sort()).toEqual(
      [
        [first.user.company?.name, 1],
        [second.user.company?.name, 1],
      ].sort(),
    );
  });

  it('refuses anonymous callers, malformed envelopes and bodies over the bound', async () => {
    const { token } = await api.signUpAndIn();
    expect((await tunnel(undefined, envelopeOf(browserError('x')))).status).toBe(401);
    const malformed = await tunnel(token, 'this is not an envelope');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errors).toEqual(['Not a valid error report envelope.']);
    const huge = await tunnel(token, envelopeOf(browserError('x'.repeat(ERROR_REPORTING_LIMITS.maxEnvelopeBytes))));
    expect(huge.status).toBe(413);
    expect((await huge.json()).errors).toEqual(['Request body too large.']);
  });

  it('reports an activity that fails on every attempt exactly once, with its workflow id and type', async () => {
    const db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 2 });
    const message = `Permanent failure ${randomUUID()}`;
    let attempts = 0;
    const taskQueue = `error-reports-test-${randomUUID()}`;
    const worker = await runWorker(api.config, {
      taskQueue,
      workflowsPath: fileURLToPath(new URL('../workflows/src/throwAsyncError.ts', import.meta.url)),
      activities: {
        async failOnPurpose() {
          attempts += 1;
          throw ApplicationFailure.retryable(message, 'PermanentTestFailure');
        },
      },
      ...errorReportingWorkerOptions(api.config, db),
    });
    const workflowId = `throw-async-error/${randomUUID()}`;
    try {
      const run = api.temporal.workflow.execute(WORKFLOW_TYPES.throwAsyncError, { taskQueue, workflowId, workflowExecutionTimeout: '1 minute' });
      await expect(run).rejects.toBeInstanceOf(WorkflowFailedError);
    } finally {
      await worker.stop();
      await db.end();
    }
    expect(attempts).toBe(2);
    const [rows] = await api.sequelize.query(
      `select source, message, location, occurrences, workflow_id, workflow_type from error_reports where workflow_id = $1`,
      { bind: [workflowId] },
    );
    expect(rows).toEqual([
      {
        source: 'worker',
        message: expect.stringContaining(message),
        location: 'activity failOnPurpose',
        occurrences: 1,
        workflow_id: workflowId,
        workflow_type: WORKFLOW_TYPES.throwAsyncError,
      },
    ]);
  });

  it('the hourly clean-up keeps only the newest groups of each company', async () => {
    const { token, user } = await api.signUpAndIn();
    // Three different errors (numbers alone would make them one group with a count).
    for (const [n, name] of ['one', 'two', 'three'].entries()) {
      await tunnel(token, envelopeOf(browserError(`Error number ${name}`, { timestamp: Date.now() / 1000 + n })));
    }
    const sql = sequelizeSql(api.sequelize);
    // Any other company's groups are newer than nothing of this one, so keep=2 drops exactly this company's oldest.
    await errorReportStore.deleteBeyondNewest(sql, 2);
    const [rows] = await api.sequelize.query(`select message from error_reports where company_id = $1 order by last_seen_at`, {
      bind: [user.companyId],
    });
    expect((rows as { message: string }[]).map((row) => row.message)).toEqual(['TypeError: Error number two', 'TypeError: Error number three']);
  });
});

describe('error reports: forwarding to SENTRY_DSN', () => {
  let api: TestApi;
  let sentry: Server;
  const received: { url: string; body: string }[] = [];

  beforeAll(async () => {
    sentry = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ url: req.url ?? '', body });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
    const address = sentry.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    api = await startTestApi({ env: { SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42` } });
  });
  afterAll(async () => {
    await api?.close();
    await new Promise((resolve) => sentry?.close(resolve));
  });

  it('keeps the event and forwards the envelope, as kept (checked and scrubbed), to the configured project only', async () => {
    const { token } = await api.signUpAndIn();
    const message = `Forwarded ${randomUUID()}`;
    const body = envelopeOf(browserError(`${message} for dana@firm.example`, { extra: { document: 'The Supplier shall indemnify' } }));
    const res = await api.request('/api/error-reports/tunnel', { method: 'POST', token, body });
    expect(res.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toMatch(/^\/api\/42\/envelope\/\?.*sentry_key=publickey/);
    const [, [[header, event]]] = parseEnvelope(received[0]?.body ?? '') as [unknown, [[{ type: string }, Event]]];
    expect(header.type).toBe('event');
    expect(event.exception?.values?.[0]?.value).toBe(`${message} for [email]`);
    expect(received[0]?.body).not.toContain('dana@firm.example');
    expect(received[0]?.body).not.toContain('The Supplier shall indemnify');

    const configuration = await (await api.request('/api/configuration', { token })).json();
    expect(configuration.entity.errorReporting).toMatchObject({ enabled: true, dsn: api.config.SENTRY_DSN, sampleRate: 1, tracesSampleRate: 1 });
  });
});
