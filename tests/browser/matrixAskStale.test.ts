import { describe, expect, it } from 'vitest';
import { MATRIX_ASK_TEXTS, MATRIX_TEXTS, MATRIX_VERSION_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { CONTRACTS, matrixClient, uploadContracts } from '../matrixSupport';
import { DRAFTED_CONTRACT, secondDraft } from '../matrixDrafts';
import { loggedInPage } from './loggedInPage';

const [DISTRIBUTOR, SERVICES] = [DRAFTED_CONTRACT, CONTRACTS[1]];
const SCREENSHOTS = process.env.MATRIX_ASK_STALE_SCREENSHOTS;

describe('An Ask answer that a new version made stale, in Chromium (issue 31)', () => {
  const suite = chromiumSuite();

  it('marks the answer out of date after a new version, says so in the changed cited cell, and Ask again answers anew', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api);
    await page.setViewportSize({ width: 1400, height: 900 });
    const me = matrixClient(suite.api, token);
    const matrix = await me.createMatrix('Drafts asked about');
    await me.addDocuments(matrix.id, await uploadContracts(suite.api, token, [DISTRIBUTOR, SERVICES]));
    const law = await me.addTemplateColumn(matrix.id, 'Governing Law');
    await me.addColumn(matrix.id, { name: 'Term end', queryType: 'CUSTOM', customQuery: 'When does the agreement end?', answerKind: 'date' });
    await me.waitUntilSettled(matrix.id, 90000);
    await page.goto(`${suite.api.url}/matrix/${matrix.id}`);
    await page.locator('[data-matrix-cell="document"]').nth(1).waitFor();

    const ask = page.getByTestId('matrix-ask');
    const answer = page.getByTestId('matrix-ask-answer');
    const stale = page.getByTestId('matrix-ask-stale');
    await ask.getByRole('textbox', { name: MATRIX_ASK_TEXTS.title }).fill('Which contracts are governed by Texas law?');
    await ask.getByRole('button', { name: MATRIX_ASK_TEXTS.ask, exact: true }).click();
    await answer.waitFor();
    expect(await answer.innerText()).toContain(MATRIX_ASK_TEXTS.matches(1, 2));
    // A fresh answer is not marked, and stays unmarked while nothing changes.
    await page.waitForTimeout(2500);
    expect(await stale.count()).toBe(0);

    // A new draft of the distributor agreement: its term and its law (Texas → New York) are edited.
    await page
      .locator(`input[type="file"][aria-label="${MATRIX_VERSION_TEXTS.uploadNewVersionOf(DISTRIBUTOR)}"]`)
      .setInputFiles({ name: 'distributor-agreement-v2.txt', mimeType: 'text/plain', buffer: secondDraft() });
    const draftRow = page.getByRole('row').filter({ hasText: 'distributor-agreement-v2.txt' });
    await draftRow.waitFor({ timeout: 30000 });
    await page.waitForFunction(
      () => document.querySelectorAll('[data-matrix-cell="result"] [data-status="PROCESSING"]').length === 0 && document.body.innerText.includes('New York'),
      undefined,
      { timeout: 60000 },
    );

    // The old answer is still there, but says it is out of date, with Ask again.
    await stale.waitFor({ timeout: 10000 });
    expect(await stale.innerText()).toContain(MATRIX_ASK_TEXTS.outOfDate);
    expect(await answer.innerText()).toContain(MATRIX_ASK_TEXTS.matches(1, 2));
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/ask-stale.png` });

    // Its citation opens the law cell, which says it changed after the answer and what the answer quoted.
    await answer.getByRole('button', { name: MATRIX_ASK_TEXTS.openCell(DISTRIBUTOR, law.name) }).click();
    const panel = page.getByTestId('matrix-cell-detail');
    const citationChanged = panel.getByTestId('matrix-cell-citation-changed');
    await citationChanged.waitFor({ timeout: 10000 });
    expect(await citationChanged.innerText()).toMatch(/^This cell changed after the answer that cited it\. The answer quoted: “[^”]*Texas[^”]*”$/);
    expect(await panel.getByTestId('matrix-cell-previous').innerText()).toMatch(/Texas[\s\S]*→[\s\S]*New York/);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/ask-stale-citation.png` });
    await panel.getByRole('button', { name: MATRIX_TEXTS.closeDetails }).click();

    // Ask again: the same question over the new cells; no Texas contract is left, and the mark is gone.
    await stale.getByRole('button', { name: MATRIX_ASK_TEXTS.askAgain }).click();
    await expect.poll(async () => (await answer.count()) > 0 && !(await answer.innerText()).includes(MATRIX_ASK_TEXTS.matches(1, 2)), { timeout: 30000 }).toBe(true);
    expect(await answer.innerText()).not.toContain(DISTRIBUTOR);
    expect(await stale.count()).toBe(0);
    expect(await ask.getByRole('textbox', { name: MATRIX_ASK_TEXTS.title }).inputValue()).toBe('Which contracts are governed by Texas law?');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/ask-again.png` });

    // A document deleted after the answer (not the latest changed cells, so the last update stays): out of date too.
    const servicesRow = page.getByRole('row').filter({ hasText: SERVICES });
    await servicesRow.hover();
    await servicesRow.getByRole('button', { name: MATRIX_TEXTS.deleteDocument }).click();
    await expect.poll(() => page.locator('[data-matrix-cell="document"]').count(), { timeout: 10000 }).toBe(1);
    await stale.waitFor({ timeout: 10000 });

    // A cell re-answered after the answer (Recalculate, the same words again): out of date, until asked again.
    await stale.getByRole('button', { name: MATRIX_ASK_TEXTS.askAgain }).click();
    await expect.poll(async () => (await answer.count()) > 0 && (await stale.count()) === 0, { timeout: 30000 }).toBe(true);
    const draftLaw = draftRow.locator('[data-matrix-cell="result"]').first();
    await draftLaw.hover();
    await draftLaw.getByRole('button', { name: MATRIX_TEXTS.recalculate }).click();
    await stale.waitFor({ timeout: 30000 });
    await context.close();
  }, 240_000);
});
