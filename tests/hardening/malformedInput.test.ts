import { gzipSync } from 'node:zlib';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_ERROR_MESSAGES, REQUEST_MESSAGES } from '@arcline/shared';
import { startTestApi, type TestApi } from '../harness/testApi';

describe('malformed requests get a 4xx in the error envelope, never a 5xx', () => {
  let api: TestApi;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    api = await startTestApi();
    const session = await api.signUpAndIn();
    token = session.token;
    userId = session.user.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  const raw = (path: string, init: { method?: string; headers?: Record<string, string>; body?: Uint8Array<ArrayBuffer> | string } = {}) =>
    api.request(path, { method: init.method ?? 'POST', token, headers: init.headers, body: init.body });
  const expectError = async (res: Response, status: number, message: string) => {
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ errors: [message] });
  };
  const json = { 'content-type': 'application/json' };

  it('answers 413 to a body over the limit, on every endpoint including /api/health', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(26 * 1024 * 1024) });
    for (const path of ['/api/matrices', '/api/health']) await expectError(await raw(path, { headers: json, body }), 413, HTTP_ERROR_MESSAGES[413]);
  });

  it('answers 415 to an unsupported content encoding or charset', async () => {
    const body = '{"name":"a"}';
    await expectError(await raw('/api/matrices', { headers: { ...json, 'content-encoding': 'compress' }, body }), 415, HTTP_ERROR_MESSAGES[415]);
    await expectError(await raw('/api/health', { headers: { 'content-type': 'application/json; charset=iso-8859-1' }, body }), 415, HTTP_ERROR_MESSAGES[415]);
  });

  it('answers 400 to a gzip or br body that does not inflate, and accepts a real gzip body', async () => {
    for (const encoding of ['gzip', 'br', 'deflate']) {
      await expectError(await raw('/api/matrices', { headers: { ...json, 'content-encoding': encoding }, body: '{"name":"a"}' }), 400, REQUEST_MESSAGES.malformedBody);
    }
    const res = await raw('/api/matrices', { headers: { ...json, 'content-encoding': 'gzip' }, body: gzipSync('{"name":"Zipped"}') });
    expect(res.status).toBe(201);
  });

  it('answers 400 to JSON that does not parse', async () => {
    await expectError(await raw('/api/matrices', { headers: json, body: '{"name":' }), 400, REQUEST_MESSAGES.malformedJson);
  });

  it('answers 400 or 404 to malformed percent-encoding in a path id', async () => {
    const ids = ['%E0%A4%A', '%', '%FF', '%C0%AE%C0%AE', '%u0041', '%00'];
    const prefixes = ['/api/matrices/', '/api/matrices/columns/', '/api/matrices/elements/', '/api/matrices/documents/', '/api/auth/'];
    for (const prefix of prefixes) {
      for (const id of ids) {
        const method = prefix.endsWith('documents/') ? 'DELETE' : 'GET';
        const res = await raw(prefix + id, { method });
        expect([400, 404], `${method} ${prefix}${id}`).toContain(res.status);
        expect(Object.keys(await res.json())).toEqual(['errors']);
      }
    }
    await expectError(await raw('/api/matrices/%E0%A4%A', { method: 'GET' }), 400, REQUEST_MESSAGES.malformedPath);
  });

  it('refuses NUL and lone surrogates anywhere in a body or query, before any route', async () => {
    const bodies = [
      '{"cacheUpdate":{"documentId":"d1","documentParts":[{"partId":"p1","content":"a\\u0000b"}]}}',
      '{"cacheUpdate":{"documentId":"d\\u0000","documentParts":[]}}',
      '{"name":"a\\u0000b"}',
      '{"name":"a\\ud800b"}',
      '{"name":"ok","extra":{"\\udc00":1}}',
    ];
    for (const body of bodies) {
      const path = body.includes('cacheUpdate') ? '/api/ai/cache-document-full' : '/api/matrices';
      await expectError(await raw(path, { headers: json, body }), 400, REQUEST_MESSAGES.illFormedText);
    }
    await expectError(await raw('/api/matrices/%00/export?format=a%00', { method: 'GET' }), 400, REQUEST_MESSAGES.illFormedText);
    const login = await api.request('/api/auth/login', { method: 'POST', json: { usernameOrEmail: 'a\u0000@b.c', password: 'x' } });
    expect(login.status).toBe(400);
    const list = await (await raw('/api/matrices', { method: 'GET' })).json();
    expect(JSON.stringify(list)).not.toContain('a\\u0000b');
  });

  it('answers 401 to a correctly signed token whose ids are not UUIDs', async () => {
    for (const claims of [{ sid: 'not-a-uuid', sub: userId }, { sid: '00000000-0000-4000-8000-000000000000', sub: "1' or '1'='1" }, { sid: 42, sub: userId }]) {
      const forged = jwt.sign(claims, api.config.JWT_SECRET, { algorithm: 'HS256', expiresIn: 60 });
      const res = await api.request('/api/matrices', { token: forged });
      await expectError(res, 401, HTTP_ERROR_MESSAGES[401]);
    }
  });
});
