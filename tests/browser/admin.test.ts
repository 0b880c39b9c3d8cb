import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', `arcline-admin-${name}.png`);

describe('admin console in Chromium', () => {
  const suite = chromiumSuite();

  it('invites a colleague, sets a quota, charts a few actions, and deactivates the colleague, whose next call is 401', async () => {
    const { api } = suite;
    const { page, context, user: admin } = await loggedInPage(suite.browser, api, { admin: true });
    const domain = admin.email.split('@')[1]!;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${api.url}/arcline`);

    // Admins find the console in the sidebar.
    await page.getByRole('link', { name: ADMIN_TEXTS.navLink }).click();
    await page.waitForURL(/\/admin/);

    // Invite: a code for two uses; the colleague signs up with it.
    await page.getByLabel(ADMIN_TEXTS.inviteUses).fill('2');
    await page.getByRole('button', { name: ADMIN_TEXTS.invite }).click();
    const code = (await page.getByTestId('new-invitation-code').textContent())!;
    const colleagueName = `colleague${Date.now()}`;
    const signup = await api.request('/api/auth/signup', {
      method: 'POST',
      json: { email: `${colleagueName}@${domain}`, userName: colleagueName, password: 'a good password', code },
    });
    expect(signup.status).toBe(200);
    const colleagueToken = (await signup.json()).token as string;
    await page.getByLabel(ADMIN_TEXTS.search).fill(colleagueName);
    const colleagueRow = page.locator(`[data-testid="admin-person"][data-email="${colleagueName}@${domain}"]`);
    await colleagueRow.waitFor();
    await page.getByLabel(ADMIN_TEXTS.search).fill('');
    await page.locator('[data-testid="admin-person"]').nth(1).waitFor();
    await page.screenshot({ path: screenshot('people'), fullPage: true });

    // Quota: the company's own monthly text quota, with the usage so far.
    await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.quotas }).click();
    await page.getByLabel(ADMIN_TEXTS.textQuota).fill('12345');
    await page.getByRole('button', { name: ADMIN_TEXTS.save }).click();
    await page.getByTestId('quota-usage').first().filter({ hasText: 'of 12,345' }).waitFor();
    const quotas = await (await api.request('/api/admin/quotas', { token: await api.tokens.openSession(admin) })).json();
    expect(quotas.entity.text).toMatchObject({ quotaChars: 12345, effectiveQuotaChars: 12345 });
    await page.screenshot({ path: screenshot('quotas'), fullPage: true });

    // A few actions: two chat prompts, tracked by the usage tracker and sent with X-T-User-Action.
    await page.goto(`${api.url}/arcline`);
    const input = page.getByTestId('prompt-input');
    for (const prompt of ['What is a force majeure clause?', 'What does indemnify mean?']) {
      await input.fill(prompt);
      await input.press('Enter');
      await page.getByTestId('answer-engine').nth(prompt.startsWith('What is') ? 0 : 1).waitFor({ timeout: 45000 });
    }
    // The tracker sends its batch every few seconds; the console then shows the actions.
    await page.getByRole('link', { name: ADMIN_TEXTS.navLink }).click();
    await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.usage }).click();
    const promptRows = page.locator('[data-testid="admin-user-action"][data-type="prompt-execute"]');
    await expect.poll(async () => {
      await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.audit }).click();
      await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.usage }).click();
      await page.locator('[data-testid="admin-user-action"]').first().waitFor({ timeout: 2000 }).catch(() => undefined);
      return promptRows.count();
    }, { timeout: 30000, interval: 2000 }).toBe(2);
    await page.getByTestId('chart-actions-per-day').locator('.recharts-bar-rectangle').first().waitFor();
    const links = promptRows.first().locator('a');
    expect(await links.first().getAttribute('href')).toContain('/workflows/run-prompt%2F');
    expect(await page.getByTestId('user-action-temporal-link').first().getAttribute('href')).toContain('ArclineUserActionId');
    await page.screenshot({ path: screenshot('usage'), fullPage: true });
    await page.getByRole('region', { name: ADMIN_TEXTS.tabs.usage }).locator('table').screenshot({ path: screenshot('user-actions') });

    // Deactivate: the colleague's very next call is a 401.
    expect((await api.request('/api/configuration', { token: colleagueToken })).status).toBe(200);
    await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.people }).click();
    await colleagueRow.getByRole('button', { name: ADMIN_TEXTS.deactivate }).click();
    await page.getByRole('dialog', { name: ADMIN_TEXTS.confirmDeactivateTitle }).getByRole('button', { name: ADMIN_TEXTS.deactivate }).click();
    await colleagueRow.getByText(ADMIN_TEXTS.deactivated).waitFor();
    expect((await api.request('/api/configuration', { token: colleagueToken })).status).toBe(401);

    // The audit tab was opened while polling above, so its cached list shows at once and is then refetched:
    // wait for the refetched list, whose newest entry is the deactivation.
    await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.audit }).click();
    const entries = page.getByTestId('audit-entry');
    await expect.poll(async () => (await entries.first().textContent({ timeout: 2000 }).catch(() => '')) ?? '',
      { timeout: 15000, interval: 250 }).toContain('user.deactivate');
    const audit = await entries.allTextContents();
    expect(audit.some((entry) => entry.includes('quota.update'))).toBe(true);
    expect(audit.some((entry) => entry.includes('invitation.create'))).toBe(true);
    await page.screenshot({ path: screenshot('audit'), fullPage: true });
    await context.close();
  }, 240_000);

  it('sends a non-admin from /admin back to the app, without an admin link', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    await page.goto(`${suite.api.url}/admin`);
    await page.waitForURL(/\/arcline$/);
    await page.getByTestId('prompt-input').waitFor();
    expect(await page.getByRole('link', { name: ADMIN_TEXTS.navLink }).count()).toBe(0);
    await context.close();
  });
});
