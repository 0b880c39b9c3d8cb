import fc from 'fast-check';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as sharedModule from '@arcline/shared';
import * as matrixSchemas from '@arcline/api/routes/matrices/matrices.schema';
import { USER_ACTION_TYPES } from '@arcline/shared';
import { startTestApi, type TestApi } from '../harness/testApi';
import { startMailbox, type Mailbox } from '../harness/factories';
import { routeTable, type ApiRoute } from '../harness/routeTable';
import { schemaFieldNames } from './schemaFields';

/** Runs per property; four properties, so 4 × RUNS requests (about 1,600, two minutes on a loaded 2-core machine). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
/** Routes that must not be fuzzed: one answers 500 on purpose, the others end the fuzzer's own session. */
const EXCLUDED = new Set(['GET /api/test/throw-async-error', 'POST /api/auth/logout', 'POST /api/auth/change-password']);

const isZod = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;
/** Exported schemas, and schema factories called with their defaults. */
function exportedSchemas(...modules: Record<string, unknown>[]): z.ZodType[] {
  return modules.flatMap((module) =>
    Object.values(module).flatMap((value) => {
      if (isZod(value)) return [value];
      if (typeof value === 'function' && value.length === 0) {
        try {
          const made: unknown = value();
          return isZod(made) ? [made] : [];
        } catch {
          return [];
        }
      }
      return [];
    }),
  );
}

const HOSTILE_STRINGS = ['', ' ', 'a\u0000b', '\ud800', '\udfff', '%00', '../../etc/passwd', "' or 1=1 --", '<script>', 'x'.repeat(70000), '😀', '1e309', '-1', 'null', '00000000-0000-0000-0000-000000000000'];
const PATH_JUNK = ['%', '%FF', '%E0%A4%A', '%C0%AE%C0%AE', '%u0041', '%00', '..', '%2e%2e%2f', '%25', ';', '%0d%0a', 'x'.repeat(3000)];
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/json; charset=iso-8859-1', 'application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/*', ';;;', ''];
const ENCODINGS = ['identity', 'gzip', 'br', 'deflate', 'compress', 'gzip, gzip', 'x-unknown', ''];

describe('fuzzing every route: 0 × 5xx', () => {
  let api: TestApi;
  let mailbox: Mailbox;
  let token: string;
  let routes: ApiRoute[];
  let fields: string[];
  const seen = { requests: 0, serverErrors: [] as string[] };

  beforeAll(async () => {
    // A real SMTP server: resend-verification sends mail, and a mail server that is down is not bad input.
    mailbox = await startMailbox();
    api = await startTestApi({ env: { SMTP_URL: mailbox.smtpUrl } });
    token = (await api.signUpAndIn()).token;
    routes = routeTable(api.app).filter((route) => !EXCLUDED.has(`${route.method} ${route.path}`));
    fields = [...schemaFieldNames(exportedSchemas(matrixSchemas, sharedModule)), 'topicIds', 'lastNSeconds', 'format'];
  });
  afterAll(async () => {
    console.info(`fuzzing: ${seen.requests} requests over ${routes.length} routes, ${seen.serverErrors.length} answered 5xx`);
    await api?.close();
    await mailbox?.stop();
  });

  const send = async (method: string, path: string, init: { headers?: Record<string, string>; body?: string | Uint8Array<ArrayBuffer>; token?: string | null }) => {
    seen.requests += 1;
    const res = await api.request(path, {
      method,
      token: init.token === null ? undefined : (init.token ?? token),
      headers: init.headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : init.body,
    });
    const text = await res.text();
    if (res.status >= 500) seen.serverErrors.push(`${res.status} ${method} ${path} ${String(init.body).slice(0, 200)}`);
    else if (res.status >= 400) expect(Object.keys(JSON.parse(text) as object), `${method} ${path}`).toContain('errors');
    return res.status;
  };

  const withRandomIds = (template: string) => template.replace(/:[a-zA-Z]+/g, () => crypto.randomUUID());
  const route = () => fc.constantFrom(...routes);
  const pathWith = (template: string, segment: fc.Arbitrary<string>) =>
    fc.array(segment, { minLength: 4, maxLength: 4 }).map((values) => {
      let index = 0;
      return template.replace(/:[a-zA-Z]+/g, () => values[index++] ?? '');
    });
  const value = (): fc.Arbitrary<unknown> =>
    fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(...HOSTILE_STRINGS), fc.uuid(), fc.integer(), fc.double({ noNaN: true }), fc.string({ unit: 'binary' }));
  const fieldBody = () =>
    fc.dictionary(
      fc.constantFrom(...fields),
      fc.oneof(value(), fc.array(fc.dictionary(fc.constantFrom(...fields), value(), { maxKeys: 4 }), { maxLength: 3 })),
      { maxKeys: 6 },
    );
  const idSegment = () => fc.oneof(fc.uuid(), fc.constantFrom(...PATH_JUNK), fc.string({ maxLength: 40 }).map(encodeURIComponent));
  const assertNoServerErrors = () => expect(seen.serverErrors).toEqual([]);

  it('bodies built from the schemas’ own field names with hostile values', async () => {
    await fc.assert(
      fc.asyncProperty(route(), fieldBody(), async (target, body) => {
        await send(target.method, withRandomIds(target.path), { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      }),
      { numRuns: RUNS },
    );
    assertNoServerErrors();
  });

  it('query strings and path ids, malformed percent-encoding included', async () => {
    await fc.assert(
      fc.asyncProperty(route().chain((target) => fc.tuple(fc.constant(target), pathWith(target.path, idSegment()))), fc.dictionary(fc.constantFrom(...fields), fc.oneof(fc.constantFrom(...PATH_JUNK), fc.string({ maxLength: 20 }).map(encodeURIComponent)), { maxKeys: 3 }), async ([target, path], query) => {
        const search = Object.entries(query).map(([key, text]) => `${key}=${text}`).join('&');
        await send(target.method, search ? `${path}?${search}` : path, {});
      }),
      { numRuns: RUNS },
    );
    assertNoServerErrors();
  });

  it('raw bodies with any content type and content encoding', async () => {
    const bytes = fc.oneof(fc.uint8Array({ maxLength: 2000 }), fieldBody().map((body) => new TextEncoder().encode(JSON.stringify(body))), fc.string({ unit: 'binary', maxLength: 500 }).map((text) => new TextEncoder().encode(text)));
    await fc.assert(
      fc.asyncProperty(route(), fc.constantFrom(...CONTENT_TYPES), fc.constantFrom(...ENCODINGS), bytes, async (target, contentType, encoding, body) => {
        const headers: Record<string, string> = {};
        if (contentType) headers['content-type'] = contentType;
        if (encoding) headers['content-encoding'] = encoding;
        await send(target.method, withRandomIds(target.path), { headers, body });
      }),
      { numRuns: RUNS },
    );
    assertNoServerErrors();
  });

  it('hostile headers and forged tokens', async () => {
    const forged = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.record({ sid: fc.oneof(fc.string(), fc.uuid(), fc.integer()), sub: fc.oneof(fc.string(), fc.uuid()) }).map((claims) => jwt.sign(claims, api.config.JWT_SECRET, { algorithm: 'HS256' })),
      fc.constant(`${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sid":"x"}').toString('base64url')}.`),
    );
    const printable = fc.string({ maxLength: 200 }).map((text) => text.replace(/[^\x20-\x7e]/g, ''));
    await fc.assert(
      fc.asyncProperty(route(), forged, printable, printable, async (target, bearer, action, accept) => {
        await send(target.method, withRandomIds(target.path), { token: bearer.replace(/[^\x20-\x7e]/g, '') || null, headers: { 'x-t-user-action': action, accept } });
      }),
      { numRuns: RUNS },
    );
    assertNoServerErrors();
  });
});

/**
 * Issue 34, item 5: the error tunnel and the chronicle took values of the wrong shape (exception values that are not a
 * list, frames that are not arrays, non-string messages) and NUL nested deeper than 64 levels into 500s. Here every
 * field they read gets hostile values and shapes at any depth; every answer must be 2xx or 4xx with `errors`.
 */
describe('fuzzing the error tunnel and the chronicle: every nested shape answers 2xx or 4xx', () => {
  let api: TestApi;
  let tokens: string[];
  const seen = { requests: 0, byStatus: new Map<number, number>(), serverErrors: [] as string[] };

  beforeAll(async () => {
    api = await startTestApi();
    // Several users: the tunnel keeps 30 events per user and minute, and answers 429 beyond (4xx too, but fewer
    // requests would reach the storing of a well-formed event).
    tokens = [];
    for (let i = 0; i < 8; i += 1) tokens.push((await api.signUpAndIn()).token);
  });
  afterAll(async () => {
    console.info(`fuzzing tunnel and chronicle: ${seen.requests} requests, statuses ${JSON.stringify(Object.fromEntries(seen.byStatus))}`);
    await api?.close();
  });

  const send = async (path: string, body: string, contentType: string, token: string) => {
    seen.requests += 1;
    const res = await api.request(path, { method: 'POST', token, headers: { 'content-type': contentType }, body });
    const text = await res.text();
    seen.byStatus.set(res.status, (seen.byStatus.get(res.status) ?? 0) + 1);
    if (res.status >= 500) seen.serverErrors.push(`${res.status} ${path} ${body.slice(0, 300)}`);
    else if (res.status >= 400) expect(Object.keys(JSON.parse(text) as object), `${path} ${body.slice(0, 200)}`).toContain('errors');
  };

  /** A value nested `depth` levels deep (objects or arrays) around a leaf. */
  const nested = (leaf: fc.Arbitrary<unknown>) =>
    fc.tuple(fc.integer({ min: 1, max: 3000 }), fc.boolean(), leaf).map(([depth, arrays, inner]) => {
      let value = inner;
      for (let level = 0; level < depth; level += 1) value = arrays ? [value] : { n: value };
      return value;
    });
  const illFormed = fc.constantFrom('a\u0000b', '\ud800', 'x\udfffy', '\u0000');
  const hostile = (): fc.Arbitrary<unknown> =>
    fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.constantFrom(...HOSTILE_STRINGS, -1, 0, 1e308, null, true, [], {}),
      illFormed,
      nested(fc.oneof(illFormed, fc.integer(), fc.string())),
      fc.dictionary(illFormed, fc.integer(), { minKeys: 1, maxKeys: 2 }),
    );
  /** Mostly the expected shape, so that whole events pass and reach the summary and the store; sometimes hostile. */
  const maybe = <T,>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ arbitrary, weight: 30 }, { arbitrary: hostile(), weight: 1 });

  const frame = fc.record(
    { filename: maybe(fc.webUrl()), function: maybe(fc.string()), lineno: maybe(fc.nat()), in_app: maybe(fc.boolean()), vars: maybe(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }))) },
    { requiredKeys: [] },
  );
  const exceptionValue = fc.record(
    { type: maybe(fc.string()), value: maybe(fc.string()), stacktrace: maybe(fc.record({ frames: maybe(fc.array(maybe(frame), { maxLength: 4 })) }, { requiredKeys: [] })) },
    { requiredKeys: [] },
  );
  const breadcrumb = fc.record({ category: maybe(fc.constantFrom('console', 'fetch', 'ui.click', 'navigation')), message: maybe(fc.string()), data: maybe(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }))) }, { requiredKeys: [] });
  const errorEvent = fc.record(
    {
      exception: maybe(fc.record({ values: maybe(fc.array(maybe(exceptionValue), { maxLength: 3 })) }, { requiredKeys: [] })),
      message: maybe(fc.string()),
      logentry: maybe(fc.record({ message: maybe(fc.string()), params: maybe(fc.array(fc.jsonValue({ maxDepth: 1 }))) }, { requiredKeys: [] })),
      tags: maybe(fc.dictionary(fc.constantFrom('where', 'user_action_id', 'request_id', 'other'), maybe(fc.string()), { maxKeys: 3 })),
      user: maybe(fc.record({ id: maybe(fc.uuid()), email: maybe(fc.emailAddress()) }, { requiredKeys: [] })),
      breadcrumbs: maybe(fc.array(maybe(breadcrumb), { maxLength: 4 })),
      contexts: maybe(fc.dictionary(fc.constantFrom('app', 'browser', 'state', 'trace'), fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 })))),
      extra: maybe(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }))),
      request: maybe(fc.record({ url: maybe(fc.webUrl({ withQueryParameters: true })), method: maybe(fc.constantFrom('GET', 'POST')) }, { requiredKeys: [] })),
      timestamp: maybe(fc.double({ noNaN: true })),
      release: maybe(fc.string()),
      environment: maybe(fc.string()),
      fingerprint: maybe(fc.array(fc.string(), { maxLength: 3 })),
    },
    { requiredKeys: [] },
  );
  const envelope = fc.array(fc.oneof({ arbitrary: errorEvent, weight: 6 }, { arbitrary: hostile(), weight: 1 }), { minLength: 1, maxLength: 3 }).map((events) =>
    [JSON.stringify({ sent_at: new Date().toISOString() }), ...events.flatMap((event) => [JSON.stringify({ type: 'event' }), JSON.stringify(event) ?? 'null'])].join('\n'),
  );

  it('POST /api/error-reports/tunnel with events of any shape', async () => {
    await fc.assert(
      fc.asyncProperty(envelope, fc.nat(), async (body, user) => {
        await send('/api/error-reports/tunnel', body, 'text/plain;charset=UTF-8', tokens[user % tokens.length]!);
      }),
      { numRuns: RUNS },
    );
    expect(seen.serverErrors).toEqual([]);
  });

  it('POST /api/engagement/chronicle with events of any shape', async () => {
    const recent = fc.integer({ min: -8 * 24 * 3600_000, max: 10 * 60_000 }).map((offset) => new Date(Date.now() + offset).toISOString());
    const event = fc.record(
      {
        type: maybe(fc.constantFrom(...USER_ACTION_TYPES)),
        eventTime: maybe(recent),
        userActionId: maybe(fc.uuid()),
        elapsedTime: maybe(fc.nat()),
        documentData: maybe(fc.record({ documentId: maybe(fc.string({ minLength: 1 })), changeTrackingMode: maybe(fc.string()) }, { requiredKeys: [] })),
        documentUpdateStatistics: maybe(
          fc.dictionary(fc.string({ minLength: 1, maxLength: 70 }), maybe(fc.dictionary(fc.string({ minLength: 1 }), maybe(fc.double()), { maxKeys: 3 })), { maxKeys: 3 }),
        ),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof({ arbitrary: fc.record({ userActionEvents: maybe(fc.array(maybe(event), { maxLength: 4 })) }), weight: 6 }, { arbitrary: hostile(), weight: 1 });
    await fc.assert(
      fc.asyncProperty(body, fc.nat(), async (value, user) => {
        await send('/api/engagement/chronicle', JSON.stringify(value) ?? 'null', 'application/json', tokens[user % tokens.length]!);
      }),
      { numRuns: RUNS },
    );
    expect(seen.serverErrors).toEqual([]);
  });
});

