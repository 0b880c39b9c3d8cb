import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { TEXTS } from '@arcline/shared';
import { startTestApi, type TestApi } from '../harness/testApi';
import { launchChromium } from '../harness/browser';

describe('web app in Chromium', () => {
  let api: TestApi;
  let browser: Browser;
  beforeAll(async () => {
    api = await startTestApi({ serveWeb: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  it('shows the welcome text and the sign-in button on / when logged out', async () => {
    const page = await browser.newPage();
    await page.goto(`${api.url}/`);
    await expect(page.getByRole('heading', { name: TEXTS.welcomeHeading })).toBeDefined();
    await page.getByText(TEXTS.welcomeHeading).waitFor();
    expect(await page.getByText(TEXTS.welcomeBody).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: TEXTS.landingSignIn }).getAttribute('href')).toBe('/login?auto=1');
  });

  it("shows the 'Oops!' page for an unknown route", async () => {
    const page = await browser.newPage();
    await page.goto(`${api.url}/definitely/not/a/page`);
    await page.getByText(TEXTS.oopsTitle).waitFor();
    expect(await page.getByText(TEXTS.oopsBody).isVisible()).toBe(true);
  });
});
