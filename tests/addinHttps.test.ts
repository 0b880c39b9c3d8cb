import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDIN_MANIFEST_PATH } from '@arcline/shared';
import { freePort } from '../scripts/stack/processes';
import { getWithDevelopmentCa } from '../scripts/stack/devCertificates';
import { startTestApi, type TestApi } from './harness/testApi';

/**
 * The add-in's HTTPS origin, as `npm start` serves it by default (ADDIN_HTTPS; issue 29 finding 7): the manifest
 * points Word at it over either origin, it answers with the development certificates, and it sends no HSTS, which a
 * browser would keep for every port of localhost (plain HTTP on :8080 included).
 */
describe('the add-in over HTTPS with development certificates', () => {
  let api: TestApi;
  let httpsOrigin: string;

  beforeAll(async () => {
    const port = await freePort();
    httpsOrigin = `https://localhost:${port}`;
    api = await startTestApi({ env: { ADDIN_HTTPS: 'true', ADDIN_HTTPS_PORT: String(port) } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('serves the same manifest on both origins, pointing Word at the HTTPS one', async () => {
    expect(api.config.ADDIN_PUBLIC_URL).toBe(httpsOrigin);
    const overHttp = await (await api.request(ADDIN_MANIFEST_PATH)).text();
    expect(overHttp).toContain(`<SourceLocation DefaultValue="${httpsOrigin}/taskpane.html"/>`);
    expect(overHttp).not.toContain('DefaultValue="http://');
    const overHttps = await getWithDevelopmentCa(`${httpsOrigin}${ADDIN_MANIFEST_PATH}`);
    expect(overHttps.status).toBe(200);
    expect(overHttps.body).toBe(overHttp);
  });

  it('answers over HTTPS with the security headers but without Strict-Transport-Security; a proxy in front still gets it', async () => {
    const health = await getWithDevelopmentCa(`${httpsOrigin}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['strict-transport-security']).toBeUndefined();
    const proxied = await api.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
  });
});
