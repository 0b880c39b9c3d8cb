import { gzipSync } from 'node:zlib';
import express, { Router } from 'express';
import pino from 'pino';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_ERROR_MESSAGES, REQUEST_MESSAGES } from '@arcline/shared';
import { errorHandler, notFoundHandler } from './errorHandler';
import { wellFormedInput } from './wellFormedInput';

/** The edge of the API as app.ts mounts it: body parser, the text refinement, a route with an id, the error handler. */
function edgeApp() {
  const app = express();
  const api = Router();
  const logger = pino({ level: 'silent' });
  api.use((req, _res, next) => {
    req.log = logger;
    next();
  });
  api.use(express.json({ limit: '1kb' }));
  api.use(wellFormedInput);
  api.post('/things', (req, res) => {
    res.status(201).json({ echo: req.body as unknown });
  });
  api.get('/things/:id', (req, res) => {
    res.json({ id: req.params.id });
  });
  api.use(notFoundHandler);
  api.use(errorHandler({ capture: () => undefined, flush: async () => true }));
  app.use('/api', api);
  return app;
}

describe('the edge of the API: malformed requests are 4xx in the error envelope', () => {
  let server: ReturnType<ReturnType<typeof edgeApp>['listen']>;
  beforeAll(() => {
    server = edgeApp().listen(0);
  });
  afterAll(() => {
    server.close();
  });
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, init);
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const get = (path: string) => call(path);
  const post = (body: string | Buffer<ArrayBuffer>, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    call('/api/things', { method: 'POST', headers, body });

  it('413 for a body over the limit', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(2000) }));
    expect([res.status, res.body]).toEqual([413, { errors: [HTTP_ERROR_MESSAGES[413]] }]);
  });

  it('415 for an unknown content encoding or charset', async () => {
    const compress = await post('{}', { 'content-type': 'application/json', 'content-encoding': 'compress' });
    expect([compress.status, compress.body]).toEqual([415, { errors: [HTTP_ERROR_MESSAGES[415]] }]);
    const latin1 = await post('{}', { 'content-type': 'application/json; charset=iso-8859-1' });
    expect([latin1.status, latin1.body]).toEqual([415, { errors: [HTTP_ERROR_MESSAGES[415]] }]);
  });

  it('400 for a body that does not inflate or parse; a real gzip body is read', async () => {
    for (const encoding of ['gzip', 'br', 'deflate']) {
      const res = await post('{"a":1}', { 'content-type': 'application/json', 'content-encoding': encoding });
      expect([res.status, res.body]).toEqual([400, { errors: [REQUEST_MESSAGES.malformedBody] }]);
    }
    const broken = await post('{"a":');
    expect([broken.status, broken.body]).toEqual([400, { errors: [REQUEST_MESSAGES.malformedJson] }]);
    const zipped = await post(gzipSync('{"a":1}'), { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    expect([zipped.status, zipped.body]).toEqual([201, { echo: { a: 1 } }]);
  });

  it('400 for malformed percent-encoding in a path parameter', async () => {
    for (const id of ['%E0%A4%A', '%', '%FF', '%C0%AE%C0%AE', '%u0041']) {
      const res = await get(`/api/things/${id}`);
      expect([res.status, res.body], id).toEqual([400, { errors: [REQUEST_MESSAGES.malformedPath] }]);
    }
  });

  it('400 for NUL or a lone surrogate anywhere in a body or a query, keys included', async () => {
    for (const body of ['{"name":"a\\u0000b"}', '{"list":[{"deep":"\\ud800"}]}', '{"\\udc00":1}']) {
      const res = await post(body);
      expect([res.status, res.body], body).toEqual([400, { errors: [REQUEST_MESSAGES.illFormedText] }]);
    }
    const query = await get('/api/things/1?q=a%00b');
    expect([query.status, query.body]).toEqual([400, { errors: [REQUEST_MESSAGES.illFormedText] }]);
    const fine = await post('{"name":"Zoë 😀 Ω"}');
    expect(fine.status).toBe(201);
  });
});
