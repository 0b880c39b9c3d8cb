import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import pg from 'pg';
import { FIRST_SCREEN, MATRIX_POLL_INTERVAL_MS, MATRIX_TEXTS, SIDEBAR_COOKIE_NAME } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { ensureWebBuild } from '../../scripts/stack/webBuild';
import { FIRST_SCREEN_WARM_UP_SCRIPT, firstScreenEarlyStartScript } from '../../api/src/firstScreen';
import { loggedInPage } from './loggedInPage';
import { insertIndexedAttachments } from '../harness/matrixCorpus';

/**
 * The production build, as `npm start` serves it (built here once per change of the web sources). Not under a
 * dot-folder: Express does not send files from one.
 */
const dist = path.join(tmpdir(), 'arcline-test-web-dist');

describe('the production build of the web app in Chromium', () => {
  beforeAll(async () => {
    // The build runs in a child process: Vite's NODE_ENV=production must not leak into the parts spawned afterwards
    // (issue 25: the first `npm start` handed it to the worker, which then refused the development JWT secret).
    const environment = { ...process.env };
    await ensureWebBuild(() => undefined, dist);
    expect(process.env).toEqual(environment);
  }, 180_000);
  const suite = chromiumSuite({ env: { WEB_DIST: dist } });

  it("asks for a matrix's first rows from index.html, before the app's code has run, and only once", async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api);
    const created = await suite.api.request('/api/matrices', { method: 'POST', token, json: { name: 'Early' } });
    const { entity } = (await created.json()) as { entity: { id: string } };
    await suite.api.request('/api/matrices/columns', { method: 'POST', token, json: { matrixId: entity.id, name: 'Law', queryType: 'CUSTOM', customQuery: 'Which law governs?' } });
    const firstPage = `/api/matrices/${entity.id}?offset=0&limit=40`;

    const events: string[] = [];
    const label = (request: Request) => {
      const url = new URL(request.url());
      return url.pathname.startsWith('/assets/') ? url.pathname.replace(/-[\w-]{8}\.js$/, '.js') : `${url.pathname}${url.search}`;
    };
    page.on('request', (request) => events.push(`sent ${label(request)}`));
    page.on('requestfinished', (request) => events.push(`done ${label(request)}`));

    // Who called fetch for which URL: a classic script has document.currentScript, a module never does.
    await context.addInitScript(() => {
      const calls: { url: string; fromInlineScript: boolean }[] = [];
      (window as unknown as { fetchCalls: typeof calls }).fetchCalls = calls;
      const original = window.fetch;
      window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        const script = document.currentScript as HTMLScriptElement | null;
        calls.push({ url: `${url.pathname}${url.search}`, fromInlineScript: script !== null && !script.src });
        return original.call(this, input, init);
      };
    });
    await page.goto(`${suite.api.url}/matrix/${entity.id}`);
    await page.getByRole('heading', { name: 'Early' }).waitFor();
    await page.getByRole('columnheader', { name: 'Law' }).waitFor();
    // One request for the first rows, sent by the inline script while the entry's modules were still loading; the
    // route's page chunk was preloaded with it.
    expect(events.filter((event) => event === `sent ${firstPage}`)).toHaveLength(1);
    // Called by the inline classic script of index.html, so before any of the app's code (module scripts run only
    // once the document is parsed). The order of the network events cannot tell: the preload scanner fetches modules
    // while the inline script is parsed, and on a quiet machine one of them finished first.
    const calls = await page.evaluate(() => (window as unknown as { fetchCalls: { url: string; fromInlineScript: boolean }[] }).fetchCalls);
    expect(calls.filter((call) => call.url === firstPage)).toEqual([{ url: firstPage, fromInlineScript: true }]);
    expect(await page.locator('link[rel="modulepreload"][href*="/assets/MatrixDetailPage-"]').count()).toBe(1);

    // After a navigation inside the app the early answer is gone: coming back, once the page's rows are no longer
    // fresh (one poll interval), shows the matrix as it is now.
    await page.waitForTimeout(MATRIX_POLL_INTERVAL_MS);
    await suite.api.request(`/api/matrices/${entity.id}`, { method: 'PUT', token, json: { name: 'Early, renamed' } });
    await page.getByRole('button', { name: MATRIX_TEXTS.back }).click();
    await page.getByRole('row', { name: /Early, renamed/ }).locator('td').nth(1).click();
    await page.getByRole('heading', { name: 'Early, renamed' }).waitFor();
    expect(events.filter((event) => event === `sent ${firstPage}`)).toHaveLength(2);
    await context.close();
  });

  it("paints a matrix's first rows from the server's HTML before the app's scripts run, then the app takes over", async () => {
    const { page, context, token, user } = await loggedInPage(suite.browser, suite.api);
    await page.setViewportSize({ width: 1400, height: 900 });
    // A name that would close the data's script element if it were not escaped.
    const name = 'Served </script><script>window.injected = true</script>';
    const created = await suite.api.request('/api/matrices', { method: 'POST', token, json: { name } });
    const { entity } = (await created.json()) as { entity: { id: string } };
    await suite.api.request('/api/matrices/columns', { method: 'POST', token, json: { matrixId: entity.id, name: 'Law', queryType: 'CUSTOM', customQuery: 'Which law governs?' } });
    const db = new pg.Pool({ connectionString: suite.api.config.DATABASE_URL, max: 2 });
    try {
      const attachmentIds = await insertIndexedAttachments(db, user.id, 3);
      await suite.api.request('/api/matrices/documents', { method: 'POST', token, json: { matrixId: entity.id, documents: attachmentIds.map((attachmentId) => ({ attachmentId })) } });
      // Answered as the cell activity stores an answer (the engine's own answer is not what this test is about).
      await db.query(`update matrix_elements set status = 'COMPLETED', refine_result = 'Texas law (served)', result = 'Clause 12.', error = null where matrix_id = $1`, [entity.id]);
    } finally {
      await db.end();
    }
    const firstPage = `/api/matrices/${entity.id}?offset=0&limit=40`;

    // Once signed in, the app sets the first-screen cookie: HttpOnly and SameSite=Strict.
    await page.goto(`${suite.api.url}/matrix`);
    await page.getByRole('heading', { name: MATRIX_TEXTS.listTitle }).waitFor();
    await expect.poll(async () => (await context.cookies()).find((entry) => entry.name === FIRST_SCREEN.cookie)?.value).toBe(token);
    expect((await context.cookies()).find((entry) => entry.name === FIRST_SCREEN.cookie)).toMatchObject({ value: token, httpOnly: true, sameSite: 'Strict' });

    // The HTML alone holds the table: the answered cells, and the answer they were rendered from.
    const html = await (await page.request.get(`${suite.api.url}/matrix/${entity.id}`)).text();
    expect(html.match(/data-matrix-cell="result"/g)).toHaveLength(3);
    expect(html.match(/Texas law \(served\)/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toContain(`id="${FIRST_SCREEN.dataElementId}"`);
    // styled-components' own style elements, with each component's class names: the app's styled-components takes
    // them in (its rehydration) instead of generating and inserting the same rules again.
    expect(html).toMatch(/<style data-styled="true" data-styled-version="[\d.]+">[^<]*data-styled\.g\d+\[id="sc-/);
    expect(html).not.toContain('</script><script>window.injected');
    expect(html).toContain('Served \\u003c/script>');
    expect(html).toContain('data-testid="sidebar" data-state="expanded"');
    // The sidebar's user block, rendered from the user's configuration, which goes along for the app.
    expect(html).toContain(`id="${FIRST_SCREEN.configurationElementId}"`);
    expect(html).toMatch(/data-testid="sidebar-user"/);
    // No script the parser would run before the cells are painted: the entry is imported by one inline script, once
    // the browser has painted the screen. Its chunks and the page's are preloaded (fetched, never run) from the head,
    // which is sent before the server reads and renders. The answers say when they were painted (Element Timing);
    // the hover buttons, which no click reaches before the app takes over, are left out.
    expect(html).not.toMatch(/<script[^>]* src=/);
    const headOfPage = html.slice(0, html.indexOf('</head>'));
    const preloaded = [...headOfPage.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    const entry = /import\("(\/assets\/main-[\w-]+\.js)"\)/.exec(html)?.[1];
    expect(entry).toBeDefined();
    expect(preloaded).toEqual(expect.arrayContaining([entry, expect.stringMatching(/^\/assets\/app-/), expect.stringMatching(/^\/assets\/MatrixDetailPage-/)]));
    expect(new Set(preloaded).size).toBe(preloaded.length);
    expect(html.indexOf('<link rel="modulepreload"')).toBeLessThan(html.indexOf(`id="${FIRST_SCREEN.dataElementId}"`));
    expect(html).toContain(FIRST_SCREEN.paintedGlobal);
    expect(html.match(new RegExp(`elementtiming="${FIRST_SCREEN.answerTiming.server}"`, 'g'))).toHaveLength(3);
    expect(html).not.toContain(`aria-label="${MATRIX_TEXTS.viewDetails}"`);
    // The sidebar as the user left it (its cookie), so the app's first commit does not move the table.
    const collapsed = await suite.api.request(`/matrix/${entity.id}`, { headers: { cookie: `${SIDEBAR_COOKIE_NAME}=false; ${FIRST_SCREEN.cookie}=${token}` } });
    expect(await collapsed.text()).toContain('data-testid="sidebar" data-state="collapsed"');
    // The head (index.html up to its first script, with the scripts' preloads) is sent before the session and the
    // matrix are read, so the browser sets up the page and fetches the app's scripts meanwhile: it arrives on its own,
    // ahead of the rest.
    const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const chunks = await new Promise<string[]>((resolve, reject) => {
      const received: string[] = [];
      httpGet(`${suite.api.url}/matrix/${entity.id}`, { headers: { cookie: `${FIRST_SCREEN.cookie}=${token}`, 'accept-encoding': 'identity' } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => received.push(chunk));
        res.on('end', () => resolve(received));
      }).on('error', reject);
    });
    const cut = index.indexOf('<script');
    // …and with the script that opens the browser's storage while the server renders, and the one that imports the
    // entry once the preloads have arrived if the rest of the page has not (api/src/firstScreen.ts).
    const sentHead = `${index.slice(0, cut)}${preloaded.map((href) => `<link rel="modulepreload" crossorigin href="${href}">\n    `).join('')}<script>${FIRST_SCREEN_WARM_UP_SCRIPT}</script>\n    <script>${firstScreenEarlyStartScript(entry!)}</script>\n    `;
    expect(chunks[0]).toBe(sentHead);
    expect(chunks.join('')).toContain('Texas law (served)');
    // Another user's session (another company) gets the plain page, index.html as it is after the head already sent
    // (the same scripts preloaded): nothing of this matrix.
    const stranger = await suite.api.signUpAndIn();
    const strangers = await (await suite.api.request(`/matrix/${entity.id}`, { headers: { cookie: `${FIRST_SCREEN.cookie}=${stranger.token}` } })).text();
    expect(strangers).not.toContain('Texas law');
    expect(strangers).toBe(`${sentHead}${index.slice(cut)}`);
    // So does a path whose id is not a uuid (the app then shows its own answer).
    const malformed = await suite.api.request('/matrix/not-a-uuid', { headers: { cookie: `${FIRST_SCREEN.cookie}=${token}` } });
    expect(malformed.status).toBe(200);
    expect(await malformed.text()).toContain('<div id="root"></div>');
    // So do a session that ended and a token that is not one.
    await suite.api.request('/api/auth/logout', { method: 'POST', token: stranger.token });
    for (const value of [stranger.token, `${token}x`]) {
      const plain = await (await suite.api.request(`/matrix/${entity.id}`, { headers: { cookie: `${FIRST_SCREEN.cookie}=${value}` } })).text();
      expect(plain).toContain('<div id="root"></div>');
    }

    // In the browser: the cells are painted while the app's entry script is still held back; then the app hydrates
    // them with the same rows, without asking for them again, and works.
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    const apiCalls: string[] = [];
    const pageErrors: string[] = [];
    page.on('request', (request) => apiCalls.push(new URL(request.url()).pathname + new URL(request.url()).search));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${suite.api.url}/matrix/${entity.id}`, { waitUntil: 'commit' });
    await page.locator('[data-matrix-cell="result"] [data-status="COMPLETED"]').first().waitFor();
    expect(await page.locator('[data-matrix-cell="result"]').count()).toBe(3);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).arclineEarlyRequests !== undefined)).toBe(true);
    const served = await page.$('[data-matrix-cell="result"]');
    // Laid out as the app will lay it out: the column shares the table's width, which the server could not measure.
    const box = async (element: { boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null> } | null) => {
      const found = await element?.boundingBox();
      return found && { x: Math.round(found.x), y: Math.round(found.y), width: Math.round(found.width), height: Math.round(found.height) };
    };
    const servedBox = await box(served);
    expect(servedBox?.width).toBeGreaterThan(600);
    // The user block at the sidebar's foot is painted with the cells, and stays through the takeover: the app's
    // first commit has the configuration the server rendered it from.
    const userBlock = await page.getByTestId('sidebar-user').textContent();
    expect(userBlock).toContain(user.displayName);
    await page.evaluate(() => {
      const state = window as unknown as Record<string, unknown>;
      const check = () => {
        if (!document.querySelector('[data-testid="sidebar-user"]')) state.userBlockMissing = true;
      };
      new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
    });
    releaseEntry();
    // The app hydrates the server's table: its first render gives the server's markup, so the same elements stay (on a
    // mismatch React would render its own in their place) and get the app's buttons right after.
    await page.locator(`[data-matrix-cell="result"] button[aria-label="${MATRIX_TEXTS.viewDetails}"]`).first().waitFor({ state: 'attached' });
    expect(await served?.evaluate((element) => element.isConnected)).toBe(true);
    // …and the server's style elements were taken in by the app's styled-components (which removes them and keeps
    // their rules in its own sheet): the same rules under the same class names, so nothing moves.
    expect(await page.locator(FIRST_SCREEN.serverStylesSelector).count()).toBe(0);
    expect(await box(await page.$('[data-matrix-cell="result"]'))).toEqual(servedBox);
    // The app's table: its buttons work (the server's HTML has no handlers).
    await page.locator('[data-matrix-cell="result"] button[aria-label="View details"]').first().click();
    await page.getByTestId('matrix-cell-detail').getByText('Texas law (served)').first().waitFor();
    expect(await page.locator('[data-matrix-cell="result"]').count()).toBe(3);
    // The hydrated cells keep the server's Element Timing identifier: the browser reads it when it reports the paint,
    // which may come after the app's render (issue 31, 31q).
    expect(await page.locator(`[elementtiming="${FIRST_SCREEN.answerTiming.server}"]`).count()).toBe(3);
    expect(apiCalls.filter((call) => call === firstPage)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).userBlockMissing)).toBeUndefined();
    expect(await page.getByTestId('sidebar-user').textContent()).toBe(userBlock);
    expect(pageErrors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).injected)).toBeUndefined();
    await page.getByRole('heading', { name }).waitFor();
    await context.close();
  });

  it("serves the build's brotli copies of its scripts, immutable, and index.html compressed on the fly", async () => {
    const html = await suite.api.request('/matrix', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    // The largest of the entry's scripts (a copy is only kept where it is smaller than the file).
    const scripts = [...(await html.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    const sizes = await Promise.all(scripts.map(async (url) => (await (await suite.api.request(url, { headers: { 'accept-encoding': 'identity' } })).text()).length));
    const script = scripts[sizes.indexOf(Math.max(...sizes))];
    const brotli = await suite.api.request(script!, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gzip = await suite.api.request(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await suite.api.request(script!, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(await brotli.text());
    // The other pages of the build answer without their .html, as in development; the task pane has no early script.
    const taskpane = await suite.api.request('/taskpane');
    expect(taskpane.status).toBe(200);
    const taskpaneHtml = await taskpane.text();
    expect(taskpaneHtml).toContain('<script type="module"');
    expect(taskpaneHtml).not.toContain('startEarlyRequests');
  });

  it('asks for nothing early on other pages, and signed out the matrix page still sends to the landing page', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/matrices')) apiCalls.push(request.url());
    });
    await page.goto(`${suite.api.url}/matrix`);
    await page.getByRole('heading', { name: MATRIX_TEXTS.listTitle }).waitFor();
    expect(apiCalls.every((url) => new URL(url).pathname === '/api/matrices')).toBe(true);

    const signedOut = await suite.browser.newContext();
    const anonymous = await signedOut.newPage();
    await anonymous.goto(`${suite.api.url}/matrix/0b6f6f2e-8a1c-4c1e-9a51-2f1d3c4b5a69`);
    await anonymous.waitForURL(`${suite.api.url}/`);
    await signedOut.close();
    await context.close();
  });
});
