import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { CHAT_AGENTS, CHAT_CONTEXT_TEXTS, DOCUMENT_ACTION_TEXTS } from '@arcline/shared';
import { API_SELECTION_HIGHLIGHT } from '../../addin/src/playground/utils/showApiSelection';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';
import { openSample } from './playgroundSample';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);
const GUID = /[0-9A-F]{8}-[0-9A-F]{4}-/i;

/** Sends a prompt and waits for the next answer of the given type; its element. */
async function ask(pane: FrameLocator, prompt: string, type: 'chat-response-only' | 'insert') {
  const answers = pane.locator(`[data-agent="${CHAT_AGENTS.assistant}"][data-type="${type}"]`);
  const settled = type === 'insert' ? answers.locator('[data-status="successful"], [data-status="failed"]') : answers;
  const before = await settled.count();
  await pane.getByTestId('prompt-input').fill(prompt);
  await pane.getByTestId('prompt-input').press('Enter');
  await expect.poll(() => settled.count(), { timeout: 90000, message: `no ${type} answer to "${prompt}"` }).toBeGreaterThan(before);
  return settled.nth(before);
}

const highlighted = (page: Page) =>
  page.evaluate((name) => [...(CSS.highlights.get(name) ?? [])].map((range) => range.toString()).join(''), API_SELECTION_HIGHLIGHT);

describe('chat in Word: the selection, the cursor and citations (playground, offline engine; issue 29)', () => {
  const suite = chromiumSuite();

  it('answers a question about the selected clause from that clause (finding 4)', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    const pane = await openSample(page, suite.api.url);
    await page.getByTestId('playground-document').locator('p', { hasText: '3.03. Cancellation.' }).selectText();
    const answer = await ask(pane, 'What does this clause allow the Distributor to do?', 'chat-response-only');
    const text = (await answer.textContent()) ?? '';
    expect(text).toContain('From your selection:');
    expect(text).toContain('cancel any or all');
    expect(await answer.getByTestId('citation-link').allTextContents()).toEqual(['[1] Clause 3.03']);
    await page.screenshot({ path: screenshot('arcline-issue29-selection-answer.png') });
    await context.close();
  }, 180_000);

  it("inserts given text at the cursor as a tracked insertion: 'Insert '…' here' (finding 4)", async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    const pane = await openSample(page, suite.api.url);
    const clause = page.getByTestId('playground-document').locator('p', { hasText: '7.02 . Date of Effectiveness.' });
    await clause.click();
    await page.keyboard.press('End');
    const item = await ask(pane, "Insert 'Notice must be given in writing.' here", 'insert');
    expect(await item.getAttribute('data-status'), (await item.textContent()) ?? '').toBe('successful');
    expect(await item.textContent()).toContain(DOCUMENT_ACTION_TEXTS.inserted);
    expect(await clause.locator('ins').allTextContents()).toEqual([' Notice must be given in writing.']);
    await context.close();
  }, 180_000);

  it('labels citations by clause number and selects the cited passage in the document when one is clicked (finding 3)', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    const pane = await openSample(page, suite.api.url);
    // The choice is recorded (with the change-tracking mode read from Word) before the radio shows it: click, then wait.
    const wholeDocument = pane.getByRole('radio', { name: CHAT_CONTEXT_TEXTS.scopes.document });
    await wholeDocument.click();
    await expect.poll(() => wholeDocument.isChecked()).toBe(true);
    const answer = await ask(pane, 'Which law governs this agreement?', 'chat-response-only');
    const links = answer.getByTestId('citation-link');
    await links.first().waitFor();
    const labels = await links.allTextContents();
    expect(labels.some((label) => label.includes('Clause 9.05')), labels.join(', ')).toBe(true);
    for (const label of labels) expect(label).not.toMatch(GUID);

    const governingLaw = links.filter({ hasText: 'Clause 9.05' }).first();
    const quote = (await governingLaw.locator('xpath=following-sibling::blockquote[1]').textContent()) ?? '';
    await governingLaw.click();
    await expect.poll(() => highlighted(page), { timeout: 10000 }).toBe(quote);
    const cited = page.getByTestId('playground-document').locator('p', { hasText: '9.05. Applicable Law.' });
    expect(await cited.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    })).toBe(true);
    await page.screenshot({ path: screenshot('arcline-issue29-citation-selected.png') });
    await context.close();
  }, 180_000);
});
