import { describe, expect, it } from 'vitest';
import { TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';

describe('web app in Chromium', () => {
  const suite = chromiumSuite();

  it('shows the welcome text and the sign-in button on / when logged out', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.api.url}/`);
    await expect(page.getByRole('heading', { name: TEXTS.welcomeHeading })).toBeDefined();
    await page.getByText(TEXTS.welcomeHeading).waitFor();
    expect(await page.getByText(TEXTS.welcomeBody).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: TEXTS.landingSignIn }).getAttribute('href')).toBe('/login?auto=1');
  });

  it("shows the 'Oops!' page for an unknown route", async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.api.url}/definitely/not/a/page`);
    await page.getByText(TEXTS.oopsTitle).waitFor();
    expect(await page.getByText(TEXTS.oopsBody).isVisible()).toBe(true);
  });
});
