import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PLAYBOOK_TEXTS, REVIEW_TEXTS, SHELL_TEXTS } from '@arcline/shared';
import { API_SELECTION_HIGHLIGHT } from '../../addin/src/playground/utils/showApiSelection';
import { ALLIED, buildAlliedDraft } from '../../addin/src/host/simulated/testing/alliedDraft';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';
import { STRICTER_TERM, openSample, readDocument } from './playgroundSample';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);


/** What the task pane last selected in the simulated Word, as the lawyer reads it at Current (tracked deletions left out). */
const selectedAtCurrent = (page: Page) =>
  page.evaluate(
    (name) =>
      [...(CSS.highlights.get(name) ?? [])]
        .map((range) => {
          const holder = document.createElement('div');
          holder.append((range as Range).cloneContents());
          for (const element of holder.querySelectorAll('del')) element.remove();
          return holder.textContent ?? '';
        })
        .join(''),
    API_SELECTION_HIGHLIGHT,
  );

describe("Review against playbook on a draft with the other side's pending tracked change, in the playground (issue 32)", () => {
  const suite = chromiumSuite();

  it('selects and comments on the passage, not the paragraph; says who made the changes; refuses to redline over them; clamps long quotes', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api, { admin: true });
    expect((await suite.api.request('/api/admin/playbooks', { method: 'POST', json: STRICTER_TERM, token })).status).toBe(201);
    const file = path.join(tmpdir(), `allied-draft-${process.pid}.docx`);
    await writeFile(file, (await buildAlliedDraft()).docx);
    const pane = await openSample(page, suite.api.url);
    await page.getByTestId('playground-open').setInputFiles(file);
    const document = page.getByTestId('playground-document');
    await document.locator('del', { hasText: ALLIED.trackedDeletion }).waitFor({ timeout: 30000 });
    await pane.getByRole('status').filter({ hasText: SHELL_TEXTS.indexingStatus['working-but-idle'] }).waitFor({ timeout: 60000 });
    const original = await readDocument(page, 'Original');
    const current = await readDocument(page, 'Current');

    await pane.getByRole('button', { name: PLAYBOOK_TEXTS.reviewButton }).click();
    const panel = pane.getByTestId('document-review');
    await panel.and(pane.locator('[data-phase="reviewed"]')).waitFor({ timeout: 60000 });
    const term = panel.locator('[data-topic="term"]');
    // Judged as the draft would read with the changes accepted (five years), and marked as resting on them.
    expect(await term.getAttribute('data-verdict')).toBe('unacceptable');
    const quote = (await term.getByTitle(PLAYBOOK_TEXTS.showPassage).textContent())!;
    expect(quote).toContain(`in effect for ${ALLIED.trackedInsertion} from`);
    await expect.poll(() => term.getByTestId('playbook-pending-changes').textContent(), { timeout: 20000 }).toBe(PLAYBOOK_TEXTS.pendingChanges([ALLIED.otherAuthor]));
    // Only that passage: payment terms, quoted from the same paragraph, hold no pending change.
    expect(await panel.getByTestId('playbook-pending-changes').count()).toBe(1);

    // A long quote shows a few lines; "Show more" (keyboard too) opens it, "Show less" closes it.
    const quoteBox = term.getByTitle(PLAYBOOK_TEXTS.showPassage);
    const more = term.getByTestId('playbook-quote-more');
    expect(await more.textContent()).toBe(PLAYBOOK_TEXTS.showMore);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    const clampedHeight = (await quoteBox.boundingBox())!.height;
    await page.screenshot({ path: screenshot('arcline-playbook-pending-review.png') });
    await more.focus();
    await more.press('Enter');
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect(await more.textContent()).toBe(PLAYBOOK_TEXTS.showLess);
    expect((await quoteBox.boundingBox())!.height).toBeGreaterThan(clampedHeight * 1.5);
    await page.screenshot({ path: screenshot('arcline-playbook-pending-show-more.png') });
    await more.press('Enter');
    expect((await quoteBox.boundingBox())!.height).toBe(clampedHeight);

    // A click on the quote selects the passage as the review read it, across the other side's change; not the paragraph.
    await quoteBox.click();
    await expect.poll(() => selectedAtCurrent(page)).toBe(quote);
    await page.screenshot({ path: screenshot('arcline-playbook-pending-click.png') });

    // Add as comment anchors on the passage across the change (the deleted words inside the anchor, as Word shows them).
    await term.getByRole('button', { name: PLAYBOOK_TEXTS.addComment }).click();
    await term.getByText(REVIEW_TEXTS.commentStatus.inserted).waitFor({ timeout: 30000 });
    await expect.poll(async () => (await page.getByTestId('playground-comment-anchor').allTextContents()).map((text) => text.replace(ALLIED.trackedDeletion, ''))).toEqual([quote]);

    // Propose redline refuses to build over the other side's pending change, with the reason; the draft is as it was.
    await term.getByRole('button', { name: PLAYBOOK_TEXTS.proposeRedline }).click();
    const status = term.getByTestId('playbook-redline-status');
    await status.waitFor({ timeout: 30000 });
    expect(await status.getAttribute('data-status')).toBe('pendingChanges');
    expect(await status.textContent()).toBe(PLAYBOOK_TEXTS.redlineStatus.pendingChanges);
    await page.screenshot({ path: screenshot('arcline-playbook-pending-refused.png') });
    // The text is as it was (the comment added nothing to it).
    expect(await readDocument(page, 'Original')).toEqual(original);
    expect(await readDocument(page, 'Current')).toEqual(current);
    expect(await document.locator('del').allTextContents()).toEqual([ALLIED.trackedDeletion]);
    expect(await document.locator('ins').allTextContents()).toEqual([ALLIED.trackedInsertion]);
    await context.close();
  }, 240_000);
});
