import { describe, expect, it } from 'vitest';
import { OFFICE_ADDIN_LOAD_TIMEOUT_MS, OFFICE_JS_URL, STORAGE_KEYS, TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';

/** Office.js as a script that never signals ready, as when the page is opened outside Office and Office hangs. */
const NEVER_READY_OFFICE = 'window.Office = { onReady: () => new Promise(() => {}) };';

describe('Word task pane page outside Word (add-in mode, spec 01 §4)', () => {
  const suite = chromiumSuite();

  it('runs as the web app at once when Office.js cannot load, and records isOffice false', async () => {
    const page = await suite.browser.newPage();
    await page.route(OFFICE_JS_URL, (route) => route.abort());
    await page.goto(`${suite.api.url}/taskpane.html`);
    await page.getByText(TEXTS.welcomeHeading).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate((key) => [sessionStorage.getItem(key), localStorage.getItem(key)], STORAGE_KEYS.isOffice)).toEqual(['false', 'false']);
    await page.close();
  });

  it('waits 4 s for Office to signal ready, then runs as the web app', async () => {
    const page = await suite.browser.newPage();
    await page.route(OFFICE_JS_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: NEVER_READY_OFFICE }));
    const started = Date.now();
    await page.goto(`${suite.api.url}/taskpane.html`);
    await page.getByText(TEXTS.welcomeHeading).waitFor({ timeout: 20_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(OFFICE_ADDIN_LOAD_TIMEOUT_MS);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.isOffice)).toBe('false');
    await page.close();
  });
});
