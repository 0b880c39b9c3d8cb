import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDIT_RESOLUTION_TEXTS, REVIEW_TEXTS, DEMO_PLAYBOOK, PLAYBOOK_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';
import { openSample } from './playgroundSample';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);
const governingLawWording = DEMO_PLAYBOOK.topics.find((topic) => topic.id === 'governing-law')!.standardWording;

describe('Review against playbook in the playground (issue 32)', () => {
  const suite = chromiumSuite();

  it('reviews the sample against the demo playbook, comments on a finding, proposes the redline and accepts it', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api, { admin: true });
    const created = await suite.api.request('/api/admin/playbooks', { method: 'POST', json: DEMO_PLAYBOOK, token });
    expect(created.status).toBe(201);
    const pane = await openSample(page, suite.api.url);

    // "Acting for" shows its whole placeholder in the task pane's width (issue 31, 31d: it was cut after 171 of 444 px).
    const placeholderFits = await pane.getByTestId('playbook-acting-for').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = input.ownerDocument.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      return context.measureText(input.placeholder).width <= input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    expect(placeholderFits).toBe(true);

    await pane.getByRole('button', { name: PLAYBOOK_TEXTS.reviewButton }).click();
    const panel = pane.getByTestId('document-review');
    await panel.and(pane.locator('[data-phase="reviewed"]')).waitFor({ timeout: 60000 });
    const findings = panel.getByTestId('playbook-finding');
    expect(await findings.count()).toBe(DEMO_PLAYBOOK.topics.length);
    const governingLaw = panel.locator('[data-topic="governing-law"]');
    expect(await governingLaw.getAttribute('data-verdict')).toBe('unacceptable');
    await page.screenshot({ path: screenshot('arcline-playbook-review.png') });

    // Add as comment: a Word comment on the quoted passage.
    await governingLaw.getByRole('button', { name: PLAYBOOK_TEXTS.addComment }).click();
    await governingLaw.getByText(REVIEW_TEXTS.commentStatus.inserted).waitFor({ timeout: 30000 });
    await expect.poll(() => page.getByTestId('playground-comment').count()).toBe(1);
    expect((await page.getByTestId('playground-comment').first().textContent()) ?? '').toContain('Governing law: unacceptable');

    // Propose redline: the playbook's wording as tracked changes in the document.
    await governingLaw.getByRole('button', { name: PLAYBOOK_TEXTS.proposeRedline }).click();
    const status = governingLaw.getByTestId('playbook-redline-status');
    await status.waitFor({ timeout: 30000 });
    expect(await status.getAttribute('data-status')).toBe('applied');
    const document = page.getByTestId('playground-document');
    await expect.poll(async () => (await document.locator('ins').allTextContents()).join(' ')).toContain('New York');
    expect(await document.locator('del').count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshot('arcline-playbook-redline.png') });

    // Accept: no tracked change left, the paragraph reads the playbook's wording.
    await governingLaw.getByRole('button', { name: EDIT_RESOLUTION_TEXTS.actions.accept }).click();
    await expect.poll(() => governingLaw.getByTestId('playbook-redline-resolution').getAttribute('data-result'), { timeout: 20000 }).toBe('accept:done');
    await expect.poll(() => document.locator('ins, del').count()).toBe(0);
    expect((await document.textContent()) ?? '').toContain(governingLawWording);
    await context.close();
  }, 180_000);

  it('after a Reject the redline can be proposed again, and the finding no longer says it is redlined', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api, { admin: true });
    expect((await suite.api.request('/api/admin/playbooks', { method: 'POST', json: DEMO_PLAYBOOK, token })).status).toBe(201);
    const pane = await openSample(page, suite.api.url);
    await pane.getByRole('button', { name: PLAYBOOK_TEXTS.reviewButton }).click();
    const panel = pane.getByTestId('document-review');
    await panel.and(pane.locator('[data-phase="reviewed"]')).waitFor({ timeout: 60000 });
    const governingLaw = panel.locator('[data-topic="governing-law"]');
    const propose = governingLaw.getByRole('button', { name: PLAYBOOK_TEXTS.proposeRedline });
    const document = page.getByTestId('playground-document');

    await propose.click();
    await governingLaw.getByTestId('playbook-redline-status').waitFor({ timeout: 30000 });
    expect(await propose.isDisabled()).toBe(true);
    await governingLaw.getByRole('button', { name: EDIT_RESOLUTION_TEXTS.actions.reject }).click();
    await expect.poll(() => governingLaw.getByTestId('playbook-redline-resolution').getAttribute('data-result'), { timeout: 20000 }).toBe('reject:done');
    await expect.poll(() => document.locator('ins, del').count()).toBe(0);
    // Rejected: the finding says so (not "Redlined as tracked changes"), and the redline may be proposed again.
    expect(await governingLaw.getByTestId('playbook-redline-status').count()).toBe(0);
    expect(await propose.isEnabled()).toBe(true);

    await propose.click();
    await expect.poll(() => governingLaw.getByTestId('playbook-redline-status').getAttribute('data-status'), { timeout: 30000 }).toBe('applied');
    await expect.poll(async () => (await document.locator('ins').allTextContents()).join(' ')).toContain('New York');
    expect(await governingLaw.getByTestId('playbook-redline-resolution').count()).toBe(0);
    await context.close();
  }, 180_000);
});
