import path from 'node:path';
import { tmpdir } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { FIRST_SCREEN, MATRIX_TEXTS, OFFICE_FRAME_ANCESTORS, OFFICE_JS_URL, PLAYGROUND_TEXTS, TEXTS, WEB_ROUTES } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import type { TestApi } from '../harness/testApi';
import { ensureWebBuild } from '../../scripts/stack/webBuild';
import { loggedInPage } from './loggedInPage';

/**
 * Issue 34, item 4: security headers on every page and answer, and the app, the first screen, the playground and the
 * task pane running under the Content-Security-Policy without one violation, in development and in the build.
 */
const FRAME_ANCESTORS = `frame-ancestors 'self' ${OFFICE_FRAME_ANCESTORS.join(' ')}`;

/** Every CSP violation and console error of the pages of `context`, from before their first script. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('reportViolation', (_source, text: string) => void seen.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

function expectSecurityHeaders(res: Response, label: string, https = false): void {
  const csp = res.headers.get('content-security-policy') ?? '';
  if (label.startsWith('/api')) {
    // JSON answers: nothing may load, run or frame them.
    expect(csp.split(';')[0], label).toBe("default-src 'none'");
    expect(csp, label).toContain("frame-ancestors 'none'");
  } else {
    expect(csp, label).toContain(FRAME_ANCESTORS);
    expect(csp, label).toMatch(/script-src 'self' [^;]*/);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, label).not.toContain("'unsafe-inline'");
    expect(scriptSrc, label).not.toContain("'unsafe-eval'");
    expect(csp, label).toContain("object-src 'none'");
  }
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), label).toBe('no-referrer');
  expect(res.headers.get('x-frame-options'), label).toBeNull();
  if (https) {
    expect(res.headers.get('strict-transport-security'), label).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(csp, label).toContain('upgrade-insecure-requests');
  } else {
    expect(res.headers.get('strict-transport-security'), label).toBeNull();
    expect(csp, label).not.toContain('upgrade-insecure-requests');
  }
}

const PATHS = ['/', '/arcline', '/login-success', '/taskpane.html', '/taskpane', WEB_ROUTES.playground, '/addin/commands.html', '/api/health', '/api/configuration', '/api/no-such-route', '/api/auth/oidc'];

/** The pages of the app under the policy: each shows what it should, and nothing was refused. */
async function runPagesUnderPolicy(api: TestApi, browser: Parameters<typeof loggedInPage>[0]): Promise<void> {
  const { page, context } = await loggedInPage(browser, api);
  const violations = await watchViolations(context);
  await page.goto(`${api.url}${WEB_ROUTES.home}`);
  await page.getByTestId('prompt-input').waitFor();
  await page.goto(`${api.url}${WEB_ROUTES.matrix}`);
  await page.getByRole('heading', { name: MATRIX_TEXTS.listTitle }).waitFor();

  await page.goto(`${api.url}${WEB_ROUTES.playground}`);
  await page.getByTestId('playground-document').waitFor();
  await page.frameLocator(`iframe[title="${PLAYGROUND_TEXTS.paneTitle}"]`).getByTestId('prompt-input').waitFor({ timeout: 30_000 });

  // The task pane outside Word: Office.js (its CDN is allowed) answers, never signals ready, and the app runs.
  const pane: Page = await context.newPage();
  await pane.route(OFFICE_JS_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.Office = { onReady: () => new Promise(() => {}) };' }));
  await pane.goto(`${api.url}/taskpane.html`);
  await pane.getByTestId('prompt-input').waitFor({ timeout: 20_000 });

  const signedOut = await browser.newContext();
  const signedOutViolations = await watchViolations(signedOut);
  const landing = await signedOut.newPage();
  await landing.goto(`${api.url}/`);
  await landing.getByText(TEXTS.welcomeHeading).waitFor();
  await landing.goto(`${api.url}/addin/commands.html`);
  await landing.waitForLoadState('load');

  expect([...violations, ...signedOutViolations]).toEqual([]);
  await signedOut.close();
  await context.close();
}

describe('security headers and the Content-Security-Policy (development server)', () => {
  const suite = chromiumSuite();

  it('every page and API answer carries the headers; HSTS only over HTTPS', async () => {
    const { token } = await suite.api.signUpAndIn();
    for (const path of PATHS) {
      const res = await suite.api.request(path, { token: path === '/api/configuration' ? undefined : token, redirect: 'manual' });
      expectSecurityHeaders(res, path);
      // Behind a proxy that terminated TLS (TRUST_PROXY), the answer is an HTTPS one.
      expectSecurityHeaders(await suite.api.request(path, { token, redirect: 'manual', headers: { 'x-forwarded-proto': 'https' } }), `${path} over HTTPS`, true);
    }
  });

  it('the app, the playground and the task pane run without a violation', async () => {
    await runPagesUnderPolicy(suite.api, suite.browser);
  });

  it('another site cannot frame the app; the playground (same origin) can', async () => {
    const context = await suite.browser.newContext();
    await context.route('http://framer.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><iframe id="app" src="${suite.api.url}/" width="600" height="400"></iframe>` }),
    );
    const page = await context.newPage();
    await page.goto('http://framer.test/');
    // Chromium shows its error page in a frame whose ancestors the policy does not allow.
    await expect.poll(() => page.frames().find((frame) => frame !== page.mainFrame())?.url(), { timeout: 10_000 }).toMatch(/^chrome-error:/);
    await context.close();
  });
});

describe('the Content-Security-Policy with the production build and its first screen', () => {
  const dist = path.join(tmpdir(), 'arcline-test-web-dist');
  beforeAll(async () => {
    await ensureWebBuild(() => undefined, dist);
  }, 180_000);
  const suite = chromiumSuite({ env: { WEB_DIST: dist } });

  it('the inline scripts of the build and of the first screen are allowed by hash, and nothing is refused', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api);
    const violations = await watchViolations(context);
    const created = await suite.api.request('/api/matrices', { method: 'POST', token, json: { name: 'Under policy' } });
    const { entity } = (await created.json()) as { entity: { id: string } };
    await suite.api.request('/api/matrices/columns', { method: 'POST', token, json: { matrixId: entity.id, name: 'Law', queryType: 'CUSTOM', customQuery: 'Which law governs?' } });

    await page.goto(`${suite.api.url}${WEB_ROUTES.matrix}`);
    await page.getByRole('heading', { name: MATRIX_TEXTS.listTitle }).waitFor();
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === FIRST_SCREEN.cookie)).toBe(true);
    const firstScreen = await page.request.get(`${suite.api.url}/matrix/${entity.id}`);
    expect(await firstScreen.text()).toContain(`id="${FIRST_SCREEN.dataElementId}"`);
    expect(firstScreen.headers()['content-security-policy']).toContain(FRAME_ANCESTORS);

    await page.goto(`${suite.api.url}/matrix/${entity.id}`);
    await page.getByRole('heading', { name: 'Under policy' }).waitFor();
    await page.getByRole('columnheader', { name: 'Law' }).waitFor();
    // The app took over the server's screen: its loader and the early-requests script ran.
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, FIRST_SCREEN.serverStylesSelector);
    expect(violations).toEqual([]);
    await context.close();

    await runPagesUnderPolicy(suite.api, suite.browser);
  });
});
