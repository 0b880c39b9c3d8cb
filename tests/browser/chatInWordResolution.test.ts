import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { EDIT_RESOLUTION_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';
import { edit, openSample } from './playgroundSample';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);

/** The resolution buttons of an item that can still be clicked, in order. */
async function enabledActions(item: Locator): Promise<string[]> {
  const enabled: string[] = [];
  for (const [action, name] of Object.entries(EDIT_RESOLUTION_TEXTS.actions)) {
    if (await item.getByRole('button', { name }).isEnabled()) enabled.push(action);
  }
  return enabled;
}

async function resolve(item: Locator, action: keyof typeof EDIT_RESOLUTION_TEXTS.actions): Promise<string> {
  await item.getByRole('button', { name: EDIT_RESOLUTION_TEXTS.actions[action] }).click();
  const bar = item.getByTestId('edit-resolution');
  await expect.poll(() => bar.getAttribute('data-resolution'), { timeout: 20000 }).toMatch(new RegExp(`^${action}:`));
  return (await bar.getAttribute('data-resolution')) ?? '';
}

describe('Accept all, Reject all and Undo of an AI edit from the pane (playground; issue 29 finding 6)', () => {
  const suite = chromiumSuite();

  it("rejects one edit's tracked changes, accepts another's, and undoes it afterwards", async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    const pane = await openSample(page, suite.api.url);
    const documentView = page.getByTestId('playground-document');

    const cancellation = documentView.locator('p', { hasText: '3.03. Cancellation.' });
    const original = (await cancellation.textContent()) ?? '';
    const rejected = await edit(pane, "Replace 'Distributor' with 'Reseller' in clause 3.03");
    expect(await cancellation.locator('ins').count()).toBeGreaterThan(0);
    expect(await resolve(rejected, 'reject')).toBe('reject:done');
    expect(await rejected.getByTestId('edit-resolution').textContent()).toContain(EDIT_RESOLUTION_TEXTS.done.reject);
    await expect.poll(() => cancellation.locator('ins, del').count()).toBe(0);
    expect(await cancellation.textContent()).toBe(original);
    // A rejected edit is gone: nothing of it is left to accept, reject or undo.
    expect(await enabledActions(rejected)).toEqual([]);

    const shipment = documentView.locator('p', { hasText: '3.02. Shipment.' });
    const shipmentBefore = (await shipment.textContent()) ?? '';
    const accepted = await edit(pane, "Replace 'Products' with 'Goods' in clause 3.02");
    expect(await enabledActions(accepted)).toEqual(['accept', 'reject', 'undo']);
    expect(await resolve(accepted, 'accept')).toBe('accept:done');
    // Accepted: no tracked change is left to accept or reject, but the original text can still be restored.
    expect(await enabledActions(accepted)).toEqual(['undo']);
    await expect.poll(() => shipment.locator('ins, del').count()).toBe(0);
    expect(await shipment.textContent()).toBe(shipmentBefore.replaceAll('Products', 'Goods'));
    await page.screenshot({ path: screenshot('arcline-issue29-accepted.png') });

    expect(await resolve(accepted, 'undo')).toBe('undo:done');
    await expect.poll(() => shipment.locator('ins', { hasText: 'Products' }).count()).toBeGreaterThan(0);
    expect(await shipment.locator('del', { hasText: 'Goods' }).count()).toBeGreaterThan(0);
    expect(await enabledActions(accepted)).toEqual([]);
    await page.screenshot({ path: screenshot('arcline-issue29-undone.png') });
    await context.close();
  }, 240_000);
});
