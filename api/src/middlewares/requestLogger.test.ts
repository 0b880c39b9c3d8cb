import { Writable } from 'node:stream';
import express from 'express';
import { pino, type Logger } from 'pino';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { bindRequestLog, requestLogLevel, requestLogger } from './requestLogger';

describe('requestLogLevel', () => {
  it('logs our failures as errors and refused requests as warnings', () => {
    expect(requestLogLevel({ readableAborted: false }, { statusCode: 500 }, undefined)).toBe('error');
    expect(requestLogLevel({ readableAborted: false }, { statusCode: 200 }, new Error('boom'))).toBe('error');
    expect(requestLogLevel({ readableAborted: false }, { statusCode: 400 }, undefined)).toBe('warn');
    expect(requestLogLevel({ readableAborted: false }, { statusCode: 200 }, undefined)).toBe('info');
  });

  it('logs a request whose client went away before sending its body as info, not as a refused request', () => {
    expect(requestLogLevel({ readableAborted: true }, { statusCode: 400 }, undefined)).toBe('info');
    expect(requestLogLevel({ readableAborted: true }, { statusCode: 500 }, undefined)).toBe('error');
  });
});

describe('requestLogger', () => {
  async function served(level: string, handler: express.RequestHandler = (_req, res) => void res.json({ ok: true })) {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const app = express();
    app.use(requestLogger(pino({ level }, sink)));
    app.use((req, _res, next) => {
      bindRequestLog(req, { userId: 'user-1' });
      next();
    });
    app.get('/ok', handler);
    return { app, lines };
  }

  it('writes the line pino-http wrote: request id echoed, headers redacted, status and time, the user on req.log', async () => {
    const { app, lines } = await served('info', (req, res) => {
      req.log.info('inside the handler');
      res.json({ ok: true });
    });
    const res = await request(app).get('/ok?x=1').set('authorization', 'Bearer secret-token').set('cookie', 'a=b').set('x-request-id', 'trace-9');
    expect(res.headers['x-request-id']).toBe('trace-9');
    const inside = lines.find((line) => line.msg === 'inside the handler')!;
    expect(inside).toMatchObject({ userId: 'user-1', req: { id: 'trace-9', method: 'GET', url: '/ok?x=1' } });
    const done = lines.find((line) => line.msg === 'request completed')!;
    expect(done).toMatchObject({ level: 30, req: { id: 'trace-9', method: 'GET', headers: { authorization: '[Redacted]', cookie: '[Redacted]' } }, res: { statusCode: 200 } });
    expect(typeof done.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('logs a failure of ours as an error with its error, and a refused request as a warning', async () => {
    const { app, lines } = await served('warn', (_req, res) => void res.status(503).json({}));
    app.get('/refused', (_req, res) => void res.status(404).json({}));
    await request(app).get('/ok').set('authorization', 'Bearer secret-token');
    await request(app).get('/refused');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [50, 'request errored'],
      [40, 'request completed'],
    ]);
    expect(lines[0]).toMatchObject({ err: { message: 'failed with status code 503' }, res: { statusCode: 503 }, req: { headers: { authorization: '[Redacted]' } } });
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('builds no request logger for an answer whose line the level drops (the push poll at the production level)', async () => {
    const { app, lines } = await served('warn');
    const child = vi.spyOn(Object.getPrototypeOf(pino()) as Logger, 'child');
    try {
      const res = await request(app).get('/ok');
      expect(res.status).toBe(200);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(child).not.toHaveBeenCalled();
    } finally {
      child.mockRestore();
    }
    expect(lines).toEqual([]);
  });
});
