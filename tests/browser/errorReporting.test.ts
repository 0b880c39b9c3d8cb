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

    // In the Word task pane's width each error is a block of labelled lines, nothing wider than the pane.
    await page.setViewportSize({ width: 360, height: 800 });
    const narrow = await row.evaluate((tr) => {
      const table = tr.closest('table')!;
      const cell = tr.querySelector('td')!;
      return {
        row: getComputedStyle(tr).display,
        label: getComputedStyle(cell, '::before').content,
        overflow: table.scrollWidth - table.parentElement!.clientWidth,
        header: getComputedStyle(table.querySelector('thead')!).display,
      };
    });
    expect(narrow).toEqual({ row: 'block', label: `"${SUPER_USER_TEXTS.recentErrorsColumns.message}: "`, overflow: 0, header: 'none' });
    if (process.env.ERROR_REPORTING_SCREENSHOT) await page.screenshot({ path: process.env.ERROR_REPORTING_SCREENSHOT, fullPage: true });
    await context.close();
  });

  it('an error thrown while the page starts, before the SDK has loaded, is reported once it has', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    const message = `Start-up failure ${randomUUID()}`;
    // Thrown right after the app's module has run: the SDK loads only after the first paint.
    await page.addInitScript((text) => {
      document.addEventListener('DOMContentLoaded', () => {
        setTimeout(() => {
          throw new Error(text);
        });
      });
    }, message);
    let errorAt = 0;
    let sdkAt = 0;
    page.on('pageerror', (error) => {
      if (error.message.includes(message)) errorAt ||= performance.now();
    });
    page.on('request', (request) => {
      if (request.url().includes('sentryClient')) sdkAt ||= performance.now();
    });
    const tunnelResponse = page.waitForResponse(
      (response) => response.url().endsWith('/api/error-reports/tunnel') && (response.request().postData() ?? '').includes(message),
    );
    await page.goto(`${suite.api.url}/matrix`);
    const tunnel = await tunnelResponse;
    expect(tunnel.status()).toBe(200);
    expect(errorAt, 'the error was thrown').toBeGreaterThan(0);
    expect(sdkAt, 'the SDK was loaded after the error').toBeGreaterThan(errorAt);
    await context.close();
  });

  it('starts the SDK once per page, with the release and environment of the configuration from the first report (issue 26, item 7)', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    const envelopes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/error-reports/tunnel')) envelopes.push(request.postData() ?? '');
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type()) && /sentry/i.test(message.text())) warnings.push(message.text());
    });
    /** The items of every envelope sent so far: [item header, payload]. */
    const items = () =>
      envelopes.flatMap((body) => {
        const lines = body.split('\n').filter(Boolean).slice(1);
        return lines.flatMap((line, index) => (index % 2 === 0 ? [[JSON.parse(line), JSON.parse(lines[index + 1] ?? '{}')] as [{ type: string }, Record<string, unknown>]] : []));
      });

    await page.goto(`${suite.api.url}/arcline`);
    // The SDK's first report is the page's session, sent when it starts.
    await expect.poll(() => items().filter(([header]) => header.type === 'session').length, { timeout: 20_000 }).toBeGreaterThan(0);
    const message = `Release check ${randomUUID()}`;
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
    }, message);
    await expect.poll(() => items().some(([header, payload]) => header.type === 'event' && JSON.stringify(payload).includes(message))).toBe(true);

    const releases = items().map(([header, payload]) => {
      const attributes = (payload.attrs ?? {}) as Record<string, unknown>;
      return `${header.type} ${String(payload.release ?? attributes.release)} ${String(payload.environment ?? attributes.environment)}`;
    });
    const expected = (type: string) => `${type} ${suite.api.config.SENTRY_RELEASE} ${suite.api.config.SENTRY_ENVIRONMENT}`;
    expect(releases.filter((line) => line.startsWith('session') || line.startsWith('event'))).toEqual(
      releases.filter((line) => line.startsWith('session') || line.startsWith('event')).map((line) => expected(line.split(' ')[0]!)),
    );
    // One initialisation: one session started with the page (a second init would start and send another).
    expect(items().filter(([header, payload]) => header.type === 'session' && payload.init === true)).toHaveLength(1);
    expect(warnings).toEqual([]);
    await context.close();
  });
});
