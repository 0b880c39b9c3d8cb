import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYGROUND_PLANT_FAILURE_PARAM, PLAYGROUND_TEXTS, REVIEW_TEXTS, SHELL_TEXTS, SUPER_USER_TEXTS, WEB_ROUTES } from '@arcline/shared';
import type { Page } from 'playwright-core';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);

/** Opens the playground (with its query) and waits until the task pane reads 'Up to date'. */
async function openPlayground(page: Page, url: string) {
  await page.goto(url);
  await page.getByTestId('playground-document').locator('p').first().waitFor({ timeout: 30000 });
  const pane = page.frameLocator(`iframe[title="${PLAYGROUND_TEXTS.paneTitle}"]`);
  await pane.getByRole('status').getByText(SHELL_TEXTS.indexingStatus['working-but-idle']).waitFor({ timeout: 60000 });
  return pane;
}

/** The document as the reader sees it: every paragraph's text and the comment count. */
const documentText = (page: Page) => page.getByTestId('playground-document').locator('p').allTextContents();

describe('review into Word comments, the self-tests and the Super User Menu, in the playground', () => {
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

  it('/tests passes every case on the open document and restores it; Run all stops at a planted failing case', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api, { superUser: true });
    await page.setViewportSize({ width: 1400, height: 900 });
    let pane = await openPlayground(page, `${suite.api.url}${WEB_ROUTES.playground}`);
    const before = await documentText(page);

    await pane.getByRole('textbox').fill('/tests');
    await pane.getByRole('textbox').press('Enter');
    const cases = pane.getByTestId('self-test');
    await cases.first().waitFor();
    expect(await cases.count()).toBe(SUPER_USER_TEXTS.selfTestCases.length);
    await pane.getByRole('button', { name: SUPER_USER_TEXTS.runAll }).click();
    await expect.poll(async () => pane.locator('[data-testid="self-test"][data-status="passed"]').count(), { timeout: 60000 }).toBe(SUPER_USER_TEXTS.selfTestCases.length);
    expect(await documentText(page)).toEqual(before);
    await cases.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshot('arcline-self-tests-passed.png') });

    pane = await openPlayground(page, `${suite.api.url}${WEB_ROUTES.playground}?${PLAYGROUND_PLANT_FAILURE_PARAM}=2`);
    await pane.getByRole('textbox').fill('/tests');
    await pane.getByRole('textbox').press('Enter');
    await cases.first().waitFor();
    await pane.getByRole('button', { name: SUPER_USER_TEXTS.runAll }).click();
    await pane.locator('[data-testid="self-test"][data-status="failed"]').waitFor({ timeout: 60000 });
    await expect.poll(async () => cases.evaluateAll((items) => items.map((item) => item.getAttribute('data-status'))), { timeout: 30000 }).toEqual([
      'passed',
      'passed',
      'failed',
      ...SUPER_USER_TEXTS.selfTestCases.slice(2).map(() => 'not_started'),
    ]);
    expect(await cases.nth(2).textContent()).toContain(SUPER_USER_TEXTS.plantedSelfTestCase);
    expect(await cases.nth(2).getByRole('alert').textContent()).toContain('Expected "The Distributor shall deliver');
    expect(await documentText(page)).toEqual(before);
    await cases.nth(2).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshot('arcline-self-tests-planted-failure.png') });
    await context.close();
  }, 180_000);
});
