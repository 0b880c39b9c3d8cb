import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FrameLocator, Page } from 'playwright-core';
import { CHAT_CONTEXT_TEXTS, DOCUMENT_ACTION_TEXTS, PLAYGROUND_TEXTS, REVIEW_TEXTS, SHELL_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';
import { openServicesAgreement } from './servicesAgreement';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);

/** Sends a prompt and waits for its insert or modify item to settle; the item's text and status. */
async function ask(page: Page, pane: FrameLocator, prompt: string): Promise<{ text: string; status: string | null }> {
  const settled = pane.locator('[data-type="modify"], [data-type="insert"]').locator('[data-status="successful"], [data-status="failed"]');
  const before = await settled.count();
  await pane.getByTestId('prompt-input').fill(prompt);
  await pane.getByTestId('prompt-input').press('Enter');
  await expect
    .poll(async () => settled.count(), { timeout: 90000 })
    .toBeGreaterThan(before)
    .catch(async (error: unknown) => {
      throw new Error(`no answer to "${prompt}"; the pane shows: ${await paneText(page)}`, { cause: error });
    });
  const item = settled.nth(before);
  return { text: (await item.textContent()) ?? '', status: await item.getAttribute('data-status') };
}

async function paneText(page: Page): Promise<string> {
  const frame = await (await page.locator(`iframe[title="${PLAYGROUND_TEXTS.paneTitle}"]`).elementHandle())?.contentFrame();
  return (await frame?.evaluate(() => document.body.innerText)) ?? '';
}

describe('chat in Word on a services agreement with a fee table (playground, offline engine; issue 29)', () => {
  const suite = chromiumSuite();
  let db: pg.Pool;
  beforeAll(() => {
    db = new pg.Pool({ connectionString: suite.api.config.DATABASE_URL, max: 1 });
  });
  afterAll(async () => db?.end());

  /** Until the server's copy holds the text: what the next answer is computed from. */
  const untilIndexed = (text: string) =>
    expect
      .poll(async () => (await db.query(`select 1 from text_chunks where source_type = 'document' and content = $1`, [text])).rowCount, { timeout: 45000 })
      .toBeGreaterThan(0);

  it('renumbers around a clause just inserted: the server has it where Word has it (finding 1)', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    const { pane } = await openServicesAgreement(page, suite.api.url, 'services-order.docx');
    const documentView = page.getByTestId('playground-document');

    const inserted = await ask(page, pane, "Insert '2. Delivery' as a new paragraph after clause 1.1");
    expect(inserted.status, inserted.text).toBe('successful');
    const delivery = documentView.locator('p', { hasText: 'Delivery' });
    await delivery.waitFor();
    await untilIndexed('2. Delivery');
    await pane.getByRole('status').filter({ hasText: SHELL_TEXTS.indexingStatus['working-but-idle'] }).waitFor({ timeout: 45000 });

    const renumbered = await ask(page, pane, 'Renumber the clauses');
    expect(renumbered.status, renumbered.text).toBe('successful');
    expect(renumbered.text).toContain('Renumbered the clauses (6 paragraphs changed)');
    // The new clause keeps its number; the ones after it move down by one.
    expect(await delivery.locator('del').count()).toBe(0);
    expect(await delivery.textContent()).toBe('2. Delivery');
    const fees = documentView.locator('p', { hasText: 'Fees' });
    expect(await fees.locator('ins').first().textContent()).toBe('3');
    expect(await documentView.locator('p', { hasText: 'Law' }).locator('ins').first().textContent()).toBe('5');
    await page.screenshot({ path: screenshot('arcline-issue29-renumbered.png') });
    await context.close();
  }, 240_000);

  it('reviews a document clicked while it is still being indexed, once indexing ends (finding 5)', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    const { pane } = await openServicesAgreement(page, suite.api.url, 'services-review.docx', { scheduleItems: 600, waitForIndexing: false });
    await pane.getByRole('status').filter({ hasText: SHELL_TEXTS.indexingStatus.busy }).waitFor({ timeout: 30000 });
    await pane.getByRole('button', { name: REVIEW_TEXTS.reviewButton }).click();
    const panel = pane.getByTestId('document-review');
    await panel.and(pane.locator('[data-phase="reviewed"], [data-phase="failed"], [data-phase="notSynced"]')).waitFor({ timeout: 90000 });
    expect(await panel.getAttribute('data-phase'), (await panel.textContent()) ?? '').toBe('reviewed');
    await pane.getByRole('status').filter({ hasText: SHELL_TEXTS.indexingStatus['working-but-idle'] }).waitFor({ timeout: 45000 });
    await context.close();
  }, 240_000);

  it('replaces in table cells: everywhere, a phrase only in the fee table, and in a selected cell (finding 2)', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    const { pane } = await openServicesAgreement(page, suite.api.url, 'services-tables.docx');
    const documentView = page.getByTestId('playground-document');
    const cells = documentView.locator('td');

    const everywhere = await ask(page, pane, "Replace 'thirty (30)' with 'forty-five (45)' everywhere");
    expect(everywhere.status, everywhere.text).toBe('successful');
    expect(everywhere.text).toContain('(4 places)');
    expect(everywhere.text).toContain(DOCUMENT_ACTION_TEXTS.modified);
    expect(await cells.locator('ins', { hasText: 'forty-five' }).count()).toBe(2);
    expect(await documentView.locator('td td').locator('ins', { hasText: 'forty-five' }).count()).toBe(1);

    const fee = await ask(page, pane, "Replace 'GBP 250 per hour' with 'GBP 300 per hour'");
    expect(fee.status, fee.text).toBe('successful');
    expect(await cells.locator('ins', { hasText: '300' }).count()).toBe(1);
    expect(await cells.locator('del', { hasText: '250' }).count()).toBe(1);

    await cells.locator('p', { hasText: 'Legal advice' }).click();
    const selection = pane.getByRole('radio', { name: CHAT_CONTEXT_TEXTS.scopes.selection });
    await selection.click();
    await expect.poll(() => selection.isChecked()).toBe(true);
    const selected = await ask(page, pane, "Replace 'Legal' with 'Regulatory' in the selection");
    expect(selected.status, selected.text).toBe('successful');
    expect(await cells.locator('ins', { hasText: 'Regulatory' }).count()).toBe(1);
    await page.screenshot({ path: screenshot('arcline-issue29-table-edits.png') });
    await context.close();
  }, 240_000);
});
