import { describe, expect, it } from 'vitest';
import { MATRIX_ASK_TEXTS, MATRIX_TEXTS, MATRIX_VERSION_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { CONTRACTS, matrixClient, uploadContracts } from '../matrixSupport';
import { DRAFTED_CONTRACT, secondDraft } from '../matrixDrafts';
import { loggedInPage } from './loggedInPage';

const [DISTRIBUTOR, SERVICES] = [DRAFTED_CONTRACT, CONTRACTS[1]];

describe('Ask the matrix and a new version of a document in Chromium (issue 31)', () => {
  const suite = chromiumSuite();

  it('answers a question with citations that open the cell, then marks the cells a new draft changed', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api);
    await page.setViewportSize({ width: 1400, height: 900 });
    const me = matrixClient(suite.api, token);
    const matrix = await me.createMatrix('Drafts in review');
    await me.addDocuments(matrix.id, await uploadContracts(suite.api, token, [DISTRIBUTOR, SERVICES]));
    const law = await me.addTemplateColumn(matrix.id, 'Governing Law');
    await me.addColumn(matrix.id, { name: 'Term end', queryType: 'CUSTOM', customQuery: 'When does the agreement end?', answerKind: 'date' });
    await me.addTemplateColumn(matrix.id, 'Parties');
    await me.waitUntilSettled(matrix.id, 90000);
    await page.goto(`${suite.api.url}/matrix/${matrix.id}`);
    await page.locator('[data-matrix-cell="document"]').nth(1).waitFor();

    // Ask: the answer lists the Texas contract; its citation opens the law cell with the quote highlighted.
    const ask = page.getByTestId('matrix-ask');
    await ask.getByRole('textbox', { name: MATRIX_ASK_TEXTS.title }).fill('Which contracts are governed by Texas law?');
    await ask.getByRole('button', { name: MATRIX_ASK_TEXTS.ask, exact: true }).click();
    const answer = page.getByTestId('matrix-ask-answer');
    await answer.waitFor();
    expect(await answer.innerText()).toContain(MATRIX_ASK_TEXTS.matches(1, 2));
    expect(await answer.innerText()).toContain(DISTRIBUTOR);
    expect(await answer.innerText()).not.toContain(SERVICES);
    await answer.getByRole('button', { name: MATRIX_ASK_TEXTS.openCell(DISTRIBUTOR, law.name) }).click();
    const panel = page.getByTestId('matrix-cell-detail');
    await panel.locator('mark').filter({ hasText: 'Texas' }).first().waitFor();
    expect(await panel.innerText()).toContain(law.name);
    await panel.getByRole('button', { name: MATRIX_TEXTS.closeDetails }).click();

    // Upload new version on the distributor's row: exactly the law and the term end are marked changed.
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
    const changedMarks = draftRow.getByTitle(MATRIX_VERSION_TEXTS.changedTitle);
    await expect.poll(() => changedMarks.count(), { timeout: 10000 }).toBe(2);
    expect(await page.getByRole('row').filter({ hasText: SERVICES }).getByTitle(MATRIX_VERSION_TEXTS.changedTitle).count()).toBe(0);

    // The law cell's detail: before → after and the previous quote.
    const lawCell = draftRow.locator('[data-matrix-cell="result"]').first();
    await lawCell.hover();
    await lawCell.getByRole('button', { name: MATRIX_TEXTS.viewDetails }).click();
    const previous = panel.getByTestId('matrix-cell-previous');
    await previous.waitFor();
    expect(await previous.innerText()).toMatch(/Texas[\s\S]*→[\s\S]*New York/);
    // The new reference highlights the new clause (the earlier citation of this cell no longer applies).
    expect(await panel.locator('mark').last().innerText()).toContain('State of New York');
    await panel.getByRole('button', { name: MATRIX_TEXTS.closeDetails }).click();

    // "Changed in the last version" keeps only that row.
    await page.getByLabel(MATRIX_VERSION_TEXTS.changedFilter).check();
    await expect.poll(() => page.locator('[data-matrix-cell="document"]').count(), { timeout: 10000 }).toBe(1);
    expect(await page.locator('[data-matrix-cell="document"]').innerText()).toContain('distributor-agreement-v2.txt');
    // Its cells the version left alone are faded, the changed ones not.
    expect(await page.locator('[data-matrix-cell="result"] [data-status="COMPLETED"]:not([data-unchanged])').count()).toBe(2);
    expect(await page.locator('[data-matrix-cell="result"] [data-unchanged]').count()).toBe(1);
    await context.close();
  }, 240_000);
});
