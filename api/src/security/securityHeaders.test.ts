// The API's security headers, worked out once (fixedHeaders), are exactly helmet's: same names, values and order, over
// HTTP and behind an HTTPS proxy; the pages keep helmet's per-request policy (their inline-script hashes can grow).
// The headers in a browser, and that the pages run under them: tests/browser (securityHeaders).
import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@arcline/shared';
import { fixedHeaders, securityHeaders } from './securityHeaders';

const config = parseRuntimeConfig({ TRUST_PROXY: '1', PUBLIC_URL: 'http://localhost:8080' });
const BLOB = 'http://127.0.0.1:10000/devstoreaccount1';
/** Every header of an answer but the ones Express and Node add themselves. */
const securityOnly = (headers: Record<string, unknown>) =>
  Object.entries(headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'content-type', 'content-length', 'etag', 'x-powered-by'].includes(name));

function appWith(headers: (app: express.Express) => express.RequestHandler) {
  const app = express();
  app.set('trust proxy', 1);
  app.use(headers(app));
  app.get(['/api/push-notifications', '/matrix'], (_req, res) => void res.json({}));
  return app;
}

describe('securityHeaders', () => {
  it('sets on API answers the headers helmet sets, worked out once, over HTTP and behind an HTTPS proxy', async () => {
    const fixed = appWith((app) => securityHeaders(app, config, BLOB));
    for (const https of [false, true]) {
      const policy = { defaultSrc: ["'none'"], frameAncestors: ["'none'"], upgradeInsecureRequests: https ? [] : null };
      const reference = appWith(() =>
        helmet({
          xFrameOptions: false,
          crossOriginOpenerPolicy: false,
          crossOriginResourcePolicy: false,
          referrerPolicy: { policy: 'no-referrer' },
          strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
          contentSecurityPolicy: { useDefaults: false, directives: policy },
        }),
      );
      const get = (app: express.Express) => request(app).get('/api/push-notifications').set('x-forwarded-proto', https ? 'https' : 'http');
      const [ours, helmets] = [await get(fixed), await get(reference)];
      expect(securityOnly(ours.headers)).toEqual(securityOnly(helmets.headers));
      expect(ours.headers['content-security-policy']).toBe(`default-src 'none';frame-ancestors 'none'${https ? ';upgrade-insecure-requests' : ''}`);
      expect(ours.headers['strict-transport-security']).toBe(https ? 'max-age=31536000; includeSubDomains' : undefined);
      expect(ours.headers['x-content-type-options']).toBe('nosniff');
      expect(ours.headers['referrer-policy']).toBe('no-referrer');
    }
    // A page keeps the page's policy.
    expect((await request(fixed).get('/matrix')).headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('records the headers and removals of a fixed middleware once and replays them in order', async () => {
    let runs = 0;
    const middleware = fixedHeaders((_req, res, next) => {
      runs += 1;
      res.removeHeader('X-Powered-By');
      res.setHeader('A', '1');
      res.setHeader('B', ['2', '3']);
      next();
    });
    const app = express();
    app.use(middleware);
    app.get('/', (_req, res) => void res.send('ok'));
    for (let index = 0; index < 3; index += 1) {
      const res = await request(app).get('/');
      expect(res.headers).toMatchObject({ a: '1', b: '2, 3' });
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    expect(runs).toBe(1);
  });
});
