import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ACCOUNT_PAGE_TEXTS, LOGIN_STATE, STORAGE_KEYS, TEXTS, WEB_ROUTES } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { buildCompany } from '../harness/factories';

/**
 * Issue 34, item 1 (login CSRF): a link to /login-success#token=<the attacker's token> signed a fresh browser in as
 * the attacker. The popup's result is now bound to the window that opened it by a one-time state.
 */
describe('sign-in popup bound to the window that opened it, in Chromium', () => {
  const suite = chromiumSuite();

  const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  const attackerToken = async () => (await suite.api.signUpAndIn()).token;

  /** After the page has had time to act on what it was given, it is signed in as nobody. */
  async function expectSignedOut(context: BrowserContext): Promise<void> {
    const page = await context.newPage();
    await page.goto(`${suite.api.url}${WEB_ROUTES.home}`);
    await page.waitForURL(`${suite.api.url}/`);
    await page.getByText(TEXTS.welcomeHeading).waitFor();
    expect(await storedToken(page)).toBeNull();
  }

  it('/login-success opened on its own signs nobody in, with or without a state', async () => {
    const token = await attackerToken();
    for (const fragment of [`token=${token}`, `token=${token}&${LOGIN_STATE.fragmentParameter}=${'a'.repeat(43)}`]) {
      const context = await suite.browser.newContext();
      const page = await context.newPage();
      await page.goto(`${suite.api.url}${WEB_ROUTES.loginSuccess}#${fragment}`);
      await page.waitForURL(`${suite.api.url}${WEB_ROUTES.loginFailure}`);
      await page.getByText(TEXTS.loginFailure).waitFor();
      expect(await storedToken(page)).toBeNull();
      await expectSignedOut(context);
      await context.close();
    }
  });

  it('a popup another site opens on /login-success signs nobody in', async () => {
    const token = await attackerToken();
    const context = await suite.browser.newContext();
    await context.route('http://attacker.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>prize</title><p>You won</p>' }),
    );
    const page = await context.newPage();
    await page.goto('http://attacker.test/');
    const popupOpened = context.waitForEvent('page');
    await page.evaluate((url) => void window.open(url, 'arcline-sign-in', 'popup=yes,width=500,height=600'), `${suite.api.url}${WEB_ROUTES.loginSuccess}#token=${token}&state=${'b'.repeat(43)}`);
    const popup = await popupOpened;
    await popup.waitForURL(`${suite.api.url}${WEB_ROUTES.loginFailure}`);
    expect(await storedToken(popup)).toBeNull();
    await expectSignedOut(context);
    await context.close();
  });

  it('our own window takes no token whose state is not the one of the popup it opened', async () => {
    const token = await attackerToken();
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.api.url}${WEB_ROUTES.login}`);
    await page.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.signInWithOrganisation }).waitFor();
    // A popup of our origin whose result carries a state this window never made: the token it posts is refused.
    const popupOpened = page.waitForEvent('popup');
    await page.evaluate((url) => void window.open(url, 'other', 'popup=yes'), `${WEB_ROUTES.loginSuccess}#token=${token}&state=${'c'.repeat(43)}`);
    const popup = await popupOpened;
    await popup.waitForEvent('close');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe(WEB_ROUTES.login);
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  it('the popup this window opened signs it in, its result carrying the one-time state', async () => {
    const { domain, company } = await buildCompany();
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.api.url}${WEB_ROUTES.login}`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.signInWithOrganisation }).click();
    const popup = await popupOpened;
    const successUrl = popup.waitForURL((url) => url.pathname === WEB_ROUTES.loginSuccess).then(() => popup.url());
    await popup.getByLabel('E-mail').fill(`csrf.${randomUUID().slice(0, 8)}@${domain}`);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    const landed = new URL(await successUrl);
    const state = new URLSearchParams(landed.hash.slice(1)).get(LOGIN_STATE.fragmentParameter);
    expect(state).toMatch(LOGIN_STATE.pattern);
    await popup.waitForEvent('close');
    await page.waitForURL(`${suite.api.url}${WEB_ROUTES.home}`);
    await page.getByTestId('sidebar').getByText(company.name).waitFor();
    expect(await storedToken(page)).toBeTruthy();
    await context.close();
  });
});
