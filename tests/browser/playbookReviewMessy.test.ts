import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PLAYBOOK, EDIT_RESOLUTION_TEXTS, PLAYBOOK_TEXTS, REVIEW_TEXTS, SHELL_TEXTS } from '@arcline/shared';
import { API_SELECTION_HIGHLIGHT } from '../../addin/src/playground/utils/showApiSelection';
import { buildMessyContract, MESSY } from '../../addin/src/host/simulated/testing/messyContract';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';
import { openSample, readDocument } from './playgroundSample';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);
const wordingOf = (topicId: string) => DEMO_PLAYBOOK.topics.find((topic) => topic.id === topicId)!.standardWording;

/** What the task pane last selected in the simulated Word (drawn with the CSS Custom Highlight API). */
const selectedText = (page: Page) =>
  page.evaluate((name) => [...(CSS.highlights.get(name) ?? [])].map((range) => range.toString()).join(''), API_SELECTION_HIGHLIGHT);

describe('Review against playbook on a messy draft in the playground (issue 32)', () => {
  const suite = chromiumSuite();

  it('reviews a draft with a table, a footnote, a comment and pending tracked changes; comments, redlines and accepts without touching the rest', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api, { admin: true });
    expect((await suite.api.request('/api/admin/playbooks', { method: 'POST', json: DEMO_PLAYBOOK, token })).status).toBe(201);
    const file = path.join(tmpdir(), `messy-contract-${process.pid}.docx`);
    await writeFile(file, (await buildMessyContract()).docx);
    const pane = await openSample(page, suite.api.url);
    await page.getByTestId('playground-open').setInputFiles(file);
    const document = page.getByTestId('playground-document');
    await document.locator('del', { hasText: MESSY.trackedDeletion.trim() }).waitFor({ timeout: 30000 });
    const status = pane.getByRole('status').filter({ hasText: SHELL_TEXTS.indexingStatus['working-but-idle'] });
    await status.waitFor({ timeout: 60000 });
    const original = await readDocument(page, 'Original');
    const current = await readDocument(page, 'Current');

    await pane.getByRole('button', { name: PLAYBOOK_TEXTS.reviewButton }).click();
    const panel = pane.getByTestId('document-review');
    await panel.and(pane.locator('[data-phase="reviewed"]')).waitFor({ timeout: 60000 });
    expect(await panel.getByTestId('playbook-finding').count()).toBe(DEMO_PLAYBOOK.topics.length);
    const governingLaw = panel.locator('[data-topic="governing-law"]');
    expect(await governingLaw.getAttribute('data-verdict')).toBe('unacceptable');
    await page.screenshot({ path: screenshot('arcline-playbook-messy-review.png') });

    // A click on a quote selects it in Word, in the paragraph with another author's pending changes too.
    const assignment = panel.locator('[data-topic="assignment"]');
    const assignmentQuote = (await assignment.getByTitle(PLAYBOOK_TEXTS.showPassage).textContent())!;
    await assignment.getByTitle(PLAYBOOK_TEXTS.showPassage).click();
    await expect.poll(() => selectedText(page)).toBe(assignmentQuote);

    // Add as comment on the clause in the table cell: anchored on the quote, beside the draft's own comment.
    const governingLawQuote = (await governingLaw.getByTitle(PLAYBOOK_TEXTS.showPassage).textContent())!;
    await governingLaw.getByRole('button', { name: PLAYBOOK_TEXTS.addComment }).click();
    await governingLaw.getByText(REVIEW_TEXTS.commentStatus.inserted).waitFor({ timeout: 30000 });
    await expect.poll(() => page.getByTestId('playground-comment-anchor').allTextContents()).toContain(governingLawQuote);
    expect(await page.getByTestId('playground-comment').count()).toBe(2);
    // A click on it selects the quote in its table cell, not the table's first cell.
    await governingLaw.getByTitle(PLAYBOOK_TEXTS.showPassage).click();
    await expect.poll(() => selectedText(page)).toBe(governingLawQuote);
    await page.screenshot({ path: screenshot('arcline-playbook-messy-table-click.png') });

    // Propose redline on a missing clause, then accept it: a new numbered paragraph with the wording, nothing else changed.
    const missing = panel.locator('[data-verdict="missing"]').first();
    const missingTopic = (await missing.getAttribute('data-topic'))!;
    await missing.getByRole('button', { name: PLAYBOOK_TEXTS.proposeRedline }).click();
    await missing.getByTestId('playbook-redline-status').waitFor({ timeout: 30000 });
    expect(await missing.getByTestId('playbook-redline-status').getAttribute('data-status')).toBe('applied');
    await expect.poll(async () => (await document.locator('ins').allTextContents()).join(' ')).toContain(wordingOf(missingTopic));
    await page.screenshot({ path: screenshot('arcline-playbook-messy-redline.png') });
    await missing.getByRole('button', { name: EDIT_RESOLUTION_TEXTS.actions.accept }).click();
    await expect.poll(() => missing.getByTestId('playbook-redline-resolution').getAttribute('data-result'), { timeout: 20000 }).toBe('accept:done');

    const after = await readDocument(page, 'Current');
    const added = Object.keys(after).filter((id) => !(id in current));
    // At the end of the operative clauses as the next section (9.08 after 9.07), before IN WITNESS WHEREOF, not in Exhibit A.
    expect(added.map((id) => after[id])).toEqual([`9.08. ${wordingOf(missingTopic)}`]);
    const order = Object.keys(after);
    const at = order.indexOf(added[0]!);
    expect(after[order[at - 1]!]).toMatch(/^9\.07\.\s+Successors and Assigns/);
    expect(after[order[at + 1]!]).toMatch(/^IN WITNESS WHEREOF/);
    const without = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).filter(([id]) => !added.includes(id)));
    expect(without(after)).toEqual(current);
    expect(without(await readDocument(page, 'Original'))).toEqual(original);

    // Apply all: the unacceptable clause in the table cell is redlined there.
    await panel.getByTestId('playbook-apply-all').click();
    await governingLaw.getByTestId('playbook-redline-status').waitFor({ timeout: 30000 });
    expect(await governingLaw.getByTestId('playbook-redline-status').getAttribute('data-status')).toBe('applied');
    await expect.poll(async () => (await document.locator('td ins').allTextContents()).join(' ')).toContain('New York');
    await page.screenshot({ path: screenshot('arcline-playbook-messy-apply-all.png') });
    const cellId = Object.keys(original).find((id) => original[id]!.includes(governingLawQuote))!;
    expect((await readDocument(page, 'Original'))[cellId]).toBe(original[cellId]);
    expect((await readDocument(page, 'Current'))[cellId]).toContain(wordingOf('governing-law'));
    // The other author's pending changes are still there to accept or reject.
    expect(await document.locator('del', { hasText: MESSY.trackedDeletion.trim() }).count()).toBe(1);
    expect(await document.locator('ins', { hasText: MESSY.trackedInsertion.trim() }).count()).toBe(1);
    await context.close();
  }, 240_000);
});
