import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYGROUND_TEXTS, REVIEW_TEXTS, SHELL_TEXTS, SUPER_USER_TEXTS, WEB_ROUTES } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);

describe('review into Word comments, and the Super User Menu, in the playground', () => {
  const suite = chromiumSuite();

  it('reviews the open document, inserts the findings as comments on their passages, and syncs the cache on request', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api, { superUser: true });
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${suite.api.url}${WEB_ROUTES.playground}`);
    const documentView = page.getByTestId('playground-document');
    await documentView.locator('p').first().waitFor({ timeout: 30000 });
    const pane = page.frameLocator(`iframe[title="${PLAYGROUND_TEXTS.paneTitle}"]`);
    await pane.getByRole('status').getByText(SHELL_TEXTS.indexingStatus['working-but-idle']).waitFor({ timeout: 60000 });

    await pane.getByRole('button', { name: REVIEW_TEXTS.reviewButton }).click();
    const panel = pane.getByTestId('document-review');
    await panel.and(pane.locator('[data-phase="reviewed"]')).waitFor({ timeout: 60000 });
    const findings = panel.getByTestId('review-finding');
    const total = await findings.count();
    expect(total).toBeGreaterThan(0);
    const quotes = await panel.locator('blockquote').allTextContents();
    expect(quotes.length).toBeGreaterThan(0);
    await page.screenshot({ path: screenshot('arcline-review-findings.png') });

    await panel.getByRole('button', { name: REVIEW_TEXTS.insertComments }).click();
    await panel.getByText(/findings added as comments\.$/).waitFor({ timeout: 30000 });
    const inserted = await panel.locator('[data-comment="inserted"]').count();
    expect(inserted).toBeGreaterThan(0);
    expect(await panel.locator('[data-comment="none"]').count()).toBe(0);
    expect(await panel.getByText(REVIEW_TEXTS.commentsSummary(inserted, total)).count()).toBe(1);

    // Each comment sits on the passage its finding quotes and carries the finding and its suggested change.
    const comments = page.getByTestId('playground-comment');
    await expect.poll(() => comments.count()).toBe(inserted);
    const anchors = await page.getByTestId('playground-comment-anchor').allTextContents();
    expect(anchors.filter((anchor) => quotes.includes(anchor)).length).toBeGreaterThan(0);
    expect((await comments.first().textContent()) ?? '').toContain(`${REVIEW_TEXTS.suggestedChange}:`);
    await page.getByTestId('playground-comment').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshot('arcline-review-comments.png') });

    // The Super User Menu's cache sync uploads the whole document: syncing, then synced.
    await pane.getByRole('textbox').fill('/super');
    await pane.getByRole('textbox').press('Enter');
    const state = pane.getByTestId('cache-sync-state');
    await pane.getByRole('button', { name: SUPER_USER_TEXTS.cacheSyncButton }).click();
    await state.and(pane.locator('[data-state="synced"]')).waitFor({ timeout: 60000 });
    expect(await pane.getByTestId('company-settings').count()).toBe(1);
    await page.screenshot({ path: screenshot('arcline-super-user-menu.png') });
    await context.close();
  }, 180_000);
});
