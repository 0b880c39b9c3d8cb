import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SUPER_USER_TEXTS, USER_ACTION_HEADER } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';

describe('error reporting in Chromium', () => {
  const suite = chromiumSuite();

  it('an error thrown in the web app reaches the tunnel and is listed for a super user with its user action id', async () => {
    const { page, context, user } = await loggedInPage(suite.browser, suite.api, { superUser: true });
    await page.goto(`${suite.api.url}/arcline`);

    const promptRequest = page.waitForRequest((request) => request.url().includes('/api/ai/run-prompt'));
    const input = page.getByTestId('prompt-input');
    await input.fill('What does the indemnity clause cover?');
    await input.press('Enter');
    const userActionId = (await promptRequest).headers()[USER_ACTION_HEADER.toLowerCase()];
    expect(userActionId).toMatch(/^[0-9a-f-]{36}$/);

    const message = `Browser test failure ${randomUUID()}`;
    const tunnelResponse = page.waitForResponse((response) => response.url().endsWith('/api/error-reports/tunnel'));
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
    }, message);
    const tunnel = await tunnelResponse;
    expect(tunnel.status()).toBe(200);
    const sent = tunnel.request().postData() ?? '';
    expect(sent).not.toContain('What does the indemnity clause cover?');
    expect(sent).not.toContain(user.email);

    await page.goto(`${suite.api.url}/super`);
    await page.getByRole('heading', { name: SUPER_USER_TEXTS.recentErrorsTitle }).waitFor();
    const row = page.locator('tr', { hasText: message });
    await row.waitFor();
    expect(await row.textContent()).toContain(userActionId);
    expect(await row.locator('td').nth(3).textContent()).toBe('1');
    await context.close();
  });
});
