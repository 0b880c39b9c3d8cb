import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { parseRuntimeConfig, WEB_ROUTES } from '@arcline/shared';
import { startApi, type RunningApi } from '@arcline/api/server';
import { freePort } from '../scripts/stack/processes';
import { buildCompany } from './harness/factories';
import { launchChromium } from './harness/browser';
import './harness/stackEnv';

/** The local identity provider's own pages in a real browser: the sign-in buttons and the self-submitting logout. */
describe('local identity provider in Chromium', () => {
  let api: RunningApi;
  let publicUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    api = await startApi(parseRuntimeConfig({ ...inject('stackEnv'), PORT: String(port), PUBLIC_URL: publicUrl }), { serveWeb: false });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  it('signs in with a typed e-mail, lands on /login-success with a token, and signs out back to /logout', async () => {
    const { domain } = await buildCompany();
    const page = await browser.newPage();
    await page.goto(`${publicUrl}/api/auth/oidc`);
    await page.getByText('Arcline local identity provider').waitFor();
    expect(await page.getByRole('button', { name: /Dana Demo/ }).isVisible()).toBe(true);
    await page.getByLabel('E-mail').fill(`browser.user@${domain}`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === WEB_ROUTES.loginSuccess);
    expect(new URL(page.url()).hash).toMatch(/^#token=[\w-]+\.[\w-]+\.[\w-]+$/);

    await page.goto(`${publicUrl}/api/auth/logout`);
    await page.waitForURL(`${publicUrl}${WEB_ROUTES.logout}`);

    await page.goto(`${publicUrl}/api/auth/oidc`);
    await page.getByText('Arcline local identity provider').waitFor();
  });
});
