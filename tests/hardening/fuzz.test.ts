import fc from 'fast-check';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as sharedModule from '@arcline/shared';
import * as aiSchemas from '@arcline/api/routes/ai/ai.schema';
import * as attachmentSchemas from '@arcline/api/routes/attachments/attachments.schema';
import * as matrixSchemas from '@arcline/api/routes/matrices/matrices.schema';
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
    fields = [...schemaFieldNames(exportedSchemas(aiSchemas, attachmentSchemas, matrixSchemas, sharedModule)), 'topicIds', 'lastNSeconds', 'format'];
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
