import { describe, expect, it } from 'vitest';
import { INTEGRITY_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';
import { edit, openSample } from './playgroundSample';

describe('the integrity check after a chat edit in the playground (issues 28 and 29)', () => {
  const suite = chromiumSuite();

  it('warns when the edit deletes the definition of a term the contract still uses, where the definition was', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    const pane = await openSample(page, suite.api.url);
    const clause = page.getByTestId('playground-document').locator('p', { hasText: 'Distribution Right.' });
    expect(await clause.textContent()).toContain('(the "Brand")');
    // "the Brand" is still used in clauses 2.01 and 4.02, which the edit leaves alone: only the text before the edit shows the loss.
    await edit(pane, `Delete '(the "Brand")'`);
    expect(await clause.locator('del', { hasText: '(the "Brand")' }).count()).toBeGreaterThan(0);
    const warning = pane.getByTestId('integrity-warnings').locator('li[data-kind="undefined-term"]');
    await warning.waitFor({ timeout: 30000 });
    expect(await warning.textContent()).toContain(INTEGRITY_TEXTS.definitionRemoved('Brand'));
    await context.close();
  }, 180_000);
});
