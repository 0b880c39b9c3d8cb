import { expect } from 'vitest';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { DEMO_PLAYBOOK, PLAYGROUND_TEXTS, SHELL_TEXTS, WEB_ROUTES } from '@arcline/shared';

/** The playground with its sample contract indexed; its task pane. */
export async function openSample(page: Page, apiUrl: string): Promise<FrameLocator> {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${apiUrl}${WEB_ROUTES.playground}`);
  await page.getByTestId('playground-document').locator('p').first().waitFor({ timeout: 30000 });
  const pane = page.frameLocator(`iframe[title="${PLAYGROUND_TEXTS.paneTitle}"]`);
  await pane.getByTestId('prompt-input').waitFor({ timeout: 30000 });
  await pane.getByRole('status').filter({ hasText: SHELL_TEXTS.indexingStatus['working-but-idle'] }).waitFor({ timeout: 45000 });
  return pane;
}

/** Sends an edit instruction and waits for its item to be applied; the item. */
export async function edit(pane: FrameLocator, prompt: string): Promise<Locator> {
  const applied = pane.locator('[data-type="modify"]').locator('[data-status="successful"], [data-status="failed"]');
  const before = await applied.count();
  await pane.getByTestId('prompt-input').fill(prompt);
  await pane.getByTestId('prompt-input').press('Enter');
  await expect.poll(() => applied.count(), { timeout: 90000, message: `no applied answer to "${prompt}"` }).toBeGreaterThan(before);
  const item = applied.nth(before);
  expect(await item.getAttribute('data-status'), (await item.textContent()) ?? '').toBe('successful');
  await item.getByTestId('edit-resolution').waitFor();
  return item;
}

/** Each paragraph of the playground's page by id, read at Original (insertions left out) or Current (deletions left out). */
export function readDocument(page: Page, version: 'Original' | 'Current'): Promise<Record<string, string>> {
  return page.getByTestId('playground-document').evaluate((root, leaveOut) => {
    const texts: Record<string, string> = {};
    for (const paragraph of root.querySelectorAll<HTMLElement>('[data-paragraph-id]')) {
      const copy = paragraph.cloneNode(true) as HTMLElement;
      for (const element of copy.querySelectorAll(leaveOut)) element.remove();
      texts[paragraph.dataset.paragraphId!] = copy.textContent ?? '';
    }
    return texts;
  }, version === 'Original' ? 'ins' : 'del');
}

/** The demo playbook with a stricter term (at most three years, four as the fallback): five years is unacceptable. */
export const STRICTER_TERM = {
  ...DEMO_PLAYBOOK,
  name: 'Commercial agreements — stricter term',
  topics: DEMO_PLAYBOOK.topics.map((topic) => (topic.id === 'term' ? { ...topic, rule: { kind: 'termYears' as const, max: 3, fallbackMax: 4 } } : topic)),
};
