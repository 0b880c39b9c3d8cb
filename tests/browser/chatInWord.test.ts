import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_ACTION_TEXTS, INTEGRITY_TEXTS, PLAYGROUND_TEXTS, SHELL_TEXTS, STARTER_PROMPTS, WEB_ROUTES } from '@arcline/shared';
import { API_SELECTION_HIGHLIGHT } from '../../addin/src/playground/utils/showApiSelection';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);
const CLAUSE = '3.03. Cancellation.';
const PLANTED = ' Refunds follow Section 12.04.';

describe('chat in Word in the playground (offline engine)', () => {
  const suite = chromiumSuite();

  it('modifies a clause as tracked changes with the banner, and warns about a broken cross-reference', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${suite.api.url}${WEB_ROUTES.playground}`);
    const documentView = page.getByTestId('playground-document');
    const clause = documentView.locator('p', { hasText: CLAUSE });
    await clause.waitFor({ timeout: 30000 });
    const pane = page.frameLocator(`iframe[title="${PLAYGROUND_TEXTS.paneTitle}"]`);
    const status = pane.getByRole('status').filter({ hasText: SHELL_TEXTS.indexingStatus['working-but-idle'] });
    await status.waitFor({ timeout: 45000 });
    await pane.getByRole('button', { name: STARTER_PROMPTS.documentOverview.label }).waitFor();
    await pane.getByRole('button', { name: STARTER_PROMPTS.overviewEmail.label }).waitFor();
    await page.screenshot({ path: screenshot('arcline-chat-in-word-starters.png') });
    await pane.getByRole('button', { name: STARTER_PROMPTS.documentOverview.label }).click();
    await pane.locator('[data-agent="user"]', { hasText: STARTER_PROMPTS.documentOverview.prompt }).waitFor();
    const overview = pane.locator('[data-type="chat-response-only"]');
    await overview.waitFor({ timeout: 60000 });
    expect(await overview.textContent()).toContain('DISTRIBUTOR AGREEMENT');

    // Plant a cross-reference to a clause the contract does not have, and let the index follow. 'Up to date' alone
    // may still be the status from before the change tracker saw the typing (a CI run asked its question then, and
    // the answer, written from the old paragraph, was rightly refused as stale): wait for the update that carries
    // the planted text to be stored, then for the index.
    const planted = page.waitForResponse(
      (response) => response.url().includes('/api/ai/cache-document-update') && (response.request().postData() ?? '').includes(PLANTED.trim()),
      { timeout: 45000 },
    );
    await clause.click();
    await page.keyboard.press('End');
    await page.keyboard.type(PLANTED);
    await documentView.locator('p').first().click();
    expect((await planted).ok()).toBe(true);
    await status.waitFor({ timeout: 45000 });

    const paneFrame = await (await page.locator(`iframe[title="${PLAYGROUND_TEXTS.paneTitle}"]`).elementHandle())?.contentFrame();
    if (!paneFrame) throw new Error('the task pane frame is missing');
    await paneFrame.evaluate((bannerText) => {
      const seen = { banner: false };
      (window as unknown as { bannerSeen: typeof seen }).bannerSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="applying-changes"]')?.textContent?.includes(bannerText)) seen.banner = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, DOCUMENT_ACTION_TEXTS.applyingChanges);

    const input = pane.getByTestId('prompt-input');
    await input.fill("Replace 'Distributor' with 'Reseller' in clause 3.03");
    await input.press('Enter');

    // Settled either way; on a failure or a timeout the assertion shows what the pane said instead.
    const item = pane.locator('[data-type="modify"] [data-status="successful"], [data-type="modify"] [data-status="failed"]');
    await item.waitFor({ timeout: 90000 }).catch(async (error: unknown) => {
      throw new Error(`no settled modify item; the chat shows: ${await paneFrame.evaluate(() => document.body.innerText)}`, { cause: error });
    });
    const itemText = (await item.textContent()) ?? '';
    expect(await item.getAttribute('data-status'), itemText).toBe('successful');
    expect(itemText).toContain(DOCUMENT_ACTION_TEXTS.modified);
    expect(await paneFrame.evaluate(() => (window as unknown as { bannerSeen: { banner: boolean } }).bannerSeen.banner)).toBe(true);

    // The tracked change is drawn in the document: the old word struck through, the new one inserted.
    expect(await clause.locator('del', { hasText: 'Distributor' }).count()).toBeGreaterThan(0);
    expect(await clause.locator('ins', { hasText: 'Reseller' }).count()).toBeGreaterThan(0);
    expect(await clause.textContent()).toContain(PLANTED.trim());

    const warning = pane.getByTestId('integrity-warnings').locator('li[data-kind="missing-clause"]');
    await warning.waitFor({ timeout: 30000 });
    expect(await warning.textContent()).toContain(INTEGRITY_TEXTS.missingClause('Section 12.04', '12.04'));
    await page.screenshot({ path: screenshot('arcline-chat-in-word-modified.png') });

    await warning.getByRole('button', { name: INTEGRITY_TEXTS.show }).click();
    await expect
      .poll(() => page.evaluate((name) => [...(CSS.highlights.get(name) ?? [])].map((range) => range.toString()).join(''), API_SELECTION_HIGHLIGHT), { timeout: 10000 })
      .toBe('Section 12.04');
    await page.screenshot({ path: screenshot('arcline-chat-in-word-warning-shown.png') });
    await context.close();
  }, 180_000);
});
