import { existsSync, readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { FIRST_SCREEN, MATRIX_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { ensureWebBuild } from '../../scripts/stack/webBuild';
import { insertIndexedAttachments } from '../harness/matrixCorpus';
import { loggedInPage } from './loggedInPage';

/** The status of a GET sent with exactly these headers. */
function statusOf(url: string, headers: Record<string, string>): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', reject);
  });
}

/** The production build, shared with productionBuild.test.ts (built once per change of the web sources). */
const dist = path.join(tmpdir(), 'arcline-test-web-dist');

/**
 * How the first screen's page starts (issue 31): the head sent at once preloads the app's scripts and runs one script
 * that opens the browser's storage and gives the history entry react-router's index before the app loads
 * (api/src/firstScreen.ts); only a verified session of the matrix's owner gets the screen.
 */
describe("the first screen's start", () => {
  beforeAll(async () => {
    await ensureWebBuild(() => undefined, dist);
  }, 180_000);
  const suite = chromiumSuite({ env: { WEB_DIST: dist } });

  it('hydrates with the history entry the head prepared, and the browser’s back and forward still move inside the app', async () => {
    const { page, context, token, user } = await loggedInPage(suite.browser, suite.api);
    const created = await suite.api.request('/api/matrices', { method: 'POST', token, json: { name: 'Started' } });
    const { entity } = (await created.json()) as { entity: { id: string } };
    await suite.api.request('/api/matrices/columns', { method: 'POST', token, json: { matrixId: entity.id, name: 'Law', queryType: 'CUSTOM', customQuery: 'Which law governs?' } });
    const db = new pg.Pool({ connectionString: suite.api.config.DATABASE_URL, max: 2 });
    try {
      const attachmentIds = await insertIndexedAttachments(db, user.id, 2);
      await suite.api.request('/api/matrices/documents', { method: 'POST', token, json: { matrixId: entity.id, documents: attachmentIds.map((attachmentId) => ({ attachmentId })) } });
      await db.query(`update matrix_elements set status = 'COMPLETED', refine_result = 'Texas law (started)', result = 'Clause 12.', error = null where matrix_id = $1`, [entity.id]);
    } finally {
      await db.end();
    }
    // The first-screen cookie, as the app sets it once signed in.
    await context.addCookies([{ name: FIRST_SCREEN.cookie, value: token, url: suite.api.url, httpOnly: true, sameSite: 'Strict' }]);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${suite.api.url}/matrix/${entity.id}`);
    // The server's screen, hydrated: the cells' buttons come with the app.
    await page.locator('[data-matrix-cell="result"] button[aria-label="View details"]').first().waitFor();
    expect(await page.locator('[data-matrix-cell="result"]', { hasText: 'Texas law (started)' }).count()).toBe(2);
    // The entry the head's script gave the index react-router's history would have written, and the router kept it.
    expect(await page.evaluate(() => (history.state as { idx?: number } | null)?.idx)).toBe(0);

    // Inside the app: to the matrix list, then the browser's back and forward buttons.
    await page.getByRole('button', { name: MATRIX_TEXTS.back }).click();
    await page.getByRole('heading', { name: MATRIX_TEXTS.listTitle }).waitFor();
    expect(await page.evaluate(() => (history.state as { idx?: number } | null)?.idx)).toBe(1);
    await page.goBack();
    await page.getByRole('heading', { name: 'Started' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/matrix/${entity.id}`);
    await page.locator('[data-matrix-cell="result"]', { hasText: 'Texas law (started)' }).first().waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: MATRIX_TEXTS.listTitle }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("evaluates the app's modules while the server still renders, then hydrates the screen with its styles as they were", async () => {
    const { page, context, token, user } = await loggedInPage(suite.browser, suite.api);
    await page.setViewportSize({ width: 1400, height: 900 });
    const created = await suite.api.request('/api/matrices', { method: 'POST', token, json: { name: 'Early start' } });
    const { entity } = (await created.json()) as { entity: { id: string } };
    await suite.api.request('/api/matrices/columns', { method: 'POST', token, json: { matrixId: entity.id, name: 'Law', queryType: 'CUSTOM', customQuery: 'Which law governs?' } });
    const db = new pg.Pool({ connectionString: suite.api.config.DATABASE_URL, max: 2 });
    try {
      const attachmentIds = await insertIndexedAttachments(db, user.id, 3);
      await suite.api.request('/api/matrices/documents', { method: 'POST', token, json: { matrixId: entity.id, documents: attachmentIds.map((attachmentId) => ({ attachmentId })) } });
      await db.query(`update matrix_elements set status = 'COMPLETED', refine_result = 'Texas law (early)', result = 'Clause 12.', error = null where matrix_id = $1`, [entity.id]);
    } finally {
      await db.end();
    }
    await context.addCookies([{ name: FIRST_SCREEN.cookie, value: token, url: suite.api.url, httpOnly: true, sameSite: 'Strict' }]);
    // In the page, before any of its scripts: when the app's first module ran (error reporting's first listener), and
    // whether the page's body had arrived by then; and, once the document is parsed (before the app's own listener),
    // the server's cell and the computed styles of the screen as the server's style elements give them.
    await context.addInitScript(
      ({ serverStyles }) => {
        const state = window as unknown as Record<string, unknown>;
        const add = window.addEventListener.bind(window);
        window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]) => {
          if (type === 'unhandledrejection' && state.appEvaluated === undefined) state.appEvaluated = { bodyArrived: document.getElementById('root') !== null };
          return add(type, ...rest);
        }) as typeof window.addEventListener;
        const styles = (elements: Element[]) =>
          elements.map((element) => {
            const style = getComputedStyle(element);
            const box = element.getBoundingClientRect();
            return [element.tagName, element.isConnected, style.display, style.position, box.x, box.y, box.width, box.height, style.color, style.backgroundColor, style.fontSize, style.padding, style.borderBottom].join(' ');
          });
        document.addEventListener('DOMContentLoaded', () => {
          const served = [...document.querySelectorAll('#root *')];
          state.servedCell = document.querySelector('[data-matrix-cell="result"]');
          state.serverStyleElements = document.querySelectorAll(serverStyles).length;
          state.servedStyles = styles(served);
          state.stylesNow = () => styles(served);
        });
      },
      { serverStyles: FIRST_SCREEN.serverStylesSelector },
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    // The server reads the session slowly: its head (with the scripts' preloads) has long arrived when the rest comes.
    const tokens = suite.api.tokens;
    const verify = tokens.verify.bind(tokens);
    tokens.verify = async (...args: Parameters<typeof verify>) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return verify(...args);
    };
    try {
      await page.goto(`${suite.api.url}/matrix/${entity.id}`);
      await page.locator(`[data-matrix-cell="result"] button[aria-label="${MATRIX_TEXTS.viewDetails}"]`).first().waitFor();
    } finally {
      delete (tokens as Partial<typeof tokens>).verify;
    }
    // The app's modules ran before the page's body arrived, and the app still hydrated the server's table.
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).appEvaluated)).toEqual({ bodyArrived: false });
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).serverStyleElements)).toBeGreaterThan(0);
    expect(await page.evaluate(() => ((window as unknown as Record<string, Element>).servedCell)?.isConnected)).toBe(true);
    expect(await page.locator('[data-matrix-cell="result"]', { hasText: 'Texas law (early)' }).count()).toBe(3);
    // The server's style elements were taken into styled-components' sheet: gone from the page, and the screen's
    // elements look exactly as they did with them.
    expect(await page.locator(FIRST_SCREEN.serverStylesSelector).count()).toBe(0);
    const { served, now } = await page.evaluate(() => {
      const state = window as unknown as { servedStyles: string[]; stylesNow: () => string[] };
      // Every element the server rendered, as it is now: still in the page, in the same place, with the same style.
      return { served: state.servedStyles, now: state.stylesNow() };
    });
    expect(served.length).toBeGreaterThan(50);
    expect(now).toEqual(served);
    await page.locator('[data-matrix-cell="result"] button[aria-label="View details"]').first().click();
    await page.getByTestId('matrix-cell-detail').getByText('Texas law (early)').first().waitFor();
    // Back and forward still move inside the app.
    await page.getByRole('button', { name: MATRIX_TEXTS.back }).click();
    await page.getByRole('heading', { name: MATRIX_TEXTS.listTitle }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Early start' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: MATRIX_TEXTS.listTitle }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a token signed with another key, naming the owner and a session of theirs, with the plain page', async () => {
    const { token, user } = await suite.api.signUpAndIn();
    const created = await suite.api.request('/api/matrices', { method: 'POST', token, json: { name: 'Owner only' } });
    const { entity } = (await created.json()) as { entity: { id: string } };
    const pageWith = async (cookieToken: string) =>
      (await suite.api.request(`/matrix/${entity.id}`, { headers: { cookie: `${FIRST_SCREEN.cookie}=${cookieToken}` } })).text();
    expect(await pageWith(token)).toContain('Owner only');
    // The owner's id and their session's id, signed with another key: nothing of the matrix.
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string; sid: string };
    expect(claims.sub).toBe(user.id);
    const forged = jwt.sign({ sub: user.id, sid: claims.sid }, 'not the server key', { algorithm: 'HS256', expiresIn: 3600 });
    const plain = await pageWith(forged);
    expect(plain).not.toContain('Owner only');
    expect(plain).not.toContain(`id="${FIRST_SCREEN.dataElementId}"`);
    expect(plain).toContain('<div id="root"></div>');
  });

  it('answers the scripts the head preloads as the build has them: each encoding, immutable, and 304 when unchanged', async () => {
    const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const { token } = await suite.api.signUpAndIn();
    const created = await suite.api.request('/api/matrices', { method: 'POST', token, json: { name: 'Preloads' } });
    const { entity } = (await created.json()) as { entity: { id: string } };
    const html = await (await suite.api.request(`/matrix/${entity.id}`, { headers: { cookie: `${FIRST_SCREEN.cookie}=${token}` } })).text();
    const preloaded = [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
    expect(preloaded.length).toBeGreaterThan(2);
    // None of them is in index.html's own head as a preload: they are the first screen's (the app chunk among them).
    expect(preloaded).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/app-/), expect.stringMatching(/^\/assets\/MatrixDetailPage-/)]));
    expect(index).not.toContain('<link rel="modulepreload" crossorigin href="/assets/MatrixDetailPage-');
    for (const href of preloaded) {
      const file = path.join(dist, href);
      for (const [accept, encoding, copy] of [
        ['gzip, deflate, br, zstd', 'br', `${file}.br`],
        ['gzip', 'gzip', `${file}.gz`],
        ['identity', null, file],
      ] as const) {
        const answer = await suite.api.request(href, { headers: { 'accept-encoding': accept } });
        expect(answer.status, href).toBe(200);
        expect(answer.headers.get('content-type'), href).toMatch(/^(text|application)\/javascript/);
        expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(answer.headers.get('vary')).toMatch(/Accept-Encoding/i);
        // The build keeps a compressed copy only where it is smaller; without one, the file itself.
        const expected = encoding && existsSync(copy) ? encoding : null;
        expect(answer.headers.get('content-encoding'), `${href} ${accept}`).toBe(expected);
        // fetch decodes the body: the script as the build wrote it, whatever the encoding.
        expect(await answer.text()).toBe(readFileSync(file, 'utf8'));
        const etag = answer.headers.get('etag');
        expect(etag).toBeTruthy();
        // (Not with fetch: a conditional request made by hand is sent with Cache-Control: no-cache.)
        expect(await statusOf(`${suite.api.url}${href}`, { 'accept-encoding': accept, 'if-none-match': etag! })).toBe(304);
      }
    }
  });
});
