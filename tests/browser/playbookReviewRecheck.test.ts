import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EDIT_RESOLUTION_TEXTS, PLAYBOOK_TEXTS, SHELL_TEXTS } from '@arcline/shared';
import { ALLIED, buildAlliedDraft } from '../../addin/src/host/simulated/testing/alliedDraft';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';
import { STRICTER_TERM, openSample, readDocument } from './playgroundSample';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);


/** Accepts every pending tracked change as a lawyer does in Word's Review tab, through the playground's Office.js. */
const acceptAllInWord = (page: Page) =>
  page.evaluate(async () => {
    const office = (window as unknown as { arclinePlaygroundOffice: { Word: { run<T>(batch: (context: any) => Promise<T>): Promise<T> } } }).arclinePlaygroundOffice; // eslint-disable-line @typescript-eslint/no-explicit-any
    await office.Word.run(async (context) => {
      const changes = context.document.body.getTrackedChanges();
      changes.load('items');
      await context.sync();
      for (const change of [...changes.items].reverse()) change.accept();
      await context.sync();
    });
  });

describe('Propose redline after "Not redlined: … unaccepted tracked changes", in the playground (issue 32)', () => {
  const suite = chromiumSuite();

  it('stays available: refused again while the changes are pending, redlined once the lawyer has accepted them in Word', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api, { admin: true });
    expect((await suite.api.request('/api/admin/playbooks', { method: 'POST', json: STRICTER_TERM, token })).status).toBe(201);
    const file = path.join(tmpdir(), `allied-draft-recheck-${process.pid}.docx`);
    await writeFile(file, (await buildAlliedDraft()).docx);
    const pane = await openSample(page, suite.api.url);
    await page.getByTestId('playground-open').setInputFiles(file);
    const document = page.getByTestId('playground-document');
    await document.locator('del', { hasText: ALLIED.trackedDeletion }).waitFor({ timeout: 30000 });
    await pane.getByRole('status').filter({ hasText: SHELL_TEXTS.indexingStatus['working-but-idle'] }).waitFor({ timeout: 60000 });

    await pane.getByRole('button', { name: PLAYBOOK_TEXTS.reviewButton }).click();
    const panel = pane.getByTestId('document-review');
    await panel.and(pane.locator('[data-phase="reviewed"]')).waitFor({ timeout: 60000 });
    const term = panel.locator('[data-topic="term"]');
    expect(await term.getAttribute('data-verdict')).toBe('unacceptable');
    const quote = (await term.getByTitle(PLAYBOOK_TEXTS.showPassage).textContent())!;
    await term.getByTestId('playbook-pending-changes').waitFor({ timeout: 20000 });
    const propose = term.getByRole('button', { name: PLAYBOOK_TEXTS.proposeRedline });
    const status = term.getByTestId('playbook-redline-status');

    // Refused, with the reason; the button stays enabled (before, it stayed disabled until a new review).
    await propose.click();
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 30000 }).toBe('pendingChanges');
    expect(await status.textContent()).toBe(PLAYBOOK_TEXTS.redlineStatus.pendingChanges);
    expect(await propose.isEnabled()).toBe(true);
    await page.screenshot({ path: screenshot('arcline-playbook-recheck-refused.png') });

    // Clicked again while the changes are still pending: checked again, refused again, nothing written.
    const original = await readDocument(page, 'Original');
    await propose.click();
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 30000 }).toBe('pendingChanges');
    expect(await readDocument(page, 'Original')).toEqual(original);
    expect(await document.locator('ins').allTextContents()).toEqual([ALLIED.trackedInsertion]);

    // The lawyer accepts WPT's change in Word; the next click redlines the passage as it now reads.
    await acceptAllInWord(page);
    await expect.poll(() => document.locator('del').count(), { timeout: 10000 }).toBe(0);
    const accepted = await readDocument(page, 'Current');
    await propose.click();
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 30000 }).toBe('applied');
    expect(await status.textContent()).toContain(PLAYBOOK_TEXTS.redlineStatus.applied);
    // The note about pending changes is gone once Word has none in the passage.
    await expect.poll(() => term.getByTestId('playbook-pending-changes').count(), { timeout: 20000 }).toBe(0);
    expect(await readDocument(page, 'Original')).toEqual(accepted);
    const current = Object.values(await readDocument(page, 'Current'));
    // The wording the pane proposed (the playbook's, fitted to the clause: its "3. Term." and the contract's terms).
    const shown = (await term.locator('p', { hasText: `${PLAYBOOK_TEXTS.proposedWording}:` }).textContent())!;
    const wording = shown.slice(shown.indexOf(':') + 1).trim();
    expect(wording).toMatch(/continue for an initial term of three \(3\) years/i);
    expect(current.filter((text) => text.includes(wording) && !text.includes(quote))).toHaveLength(1);
    await page.screenshot({ path: screenshot('arcline-playbook-recheck-applied.png') });

    // Accepted from the pane as usual.
    await term.getByRole('button', { name: EDIT_RESOLUTION_TEXTS.actions.accept }).click();
    await expect.poll(() => term.getByTestId('playbook-redline-resolution').getAttribute('data-result'), { timeout: 30000 }).toBe('accept:done');
    expect(await document.locator('del, ins').count()).toBe(0);
    await context.close();
  }, 300_000);
});
