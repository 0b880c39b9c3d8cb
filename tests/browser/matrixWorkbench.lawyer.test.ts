import { describe, expect, it } from 'vitest';
import { MATRIX_ASK_TEXTS, MATRIX_TEXTS, MATRIX_VERSION_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { CONTRACTS } from '../matrixSupport';
import { cuadTexts, uploadWorkbenchCorpus } from '../matrixWorkbenchCorpus';
import { workbenchPage } from './workbenchPage';


describe("Ask the matrix in Chromium, a lawyer's questions (issue 31, 31u)", () => {
  const suite = chromiumSuite();

  it("answers 'not governed by New York law' with the other laws, and names the documents it could not decide", async () => {
    const { page, context, token, me, shot } = await workbenchPage(suite.browser, suite.api);
    const matrix = await me.createMatrix('Lawyer pass');
    const ids = await uploadWorkbenchCorpus(suite.api, token, [CONTRACTS[0], CONTRACTS[2]], ['cuad-healthcare-reseller.txt', 'cuad-palmersquare-tm-license.txt']);
    await me.addDocuments(matrix.id, ids);
    const law = await me.addTemplateColumn(matrix.id, 'Governing Law');
    const expiration = await me.addColumn(matrix.id, { name: 'Expiration date', queryType: 'CUSTOM', customQuery: 'When does the agreement expire?', answerKind: 'date' });
    await me.waitUntilSettled(matrix.id, 120000);
    await page.goto(`${suite.api.url}/matrix/${matrix.id}`);
    await page.locator('[data-matrix-cell="document"]').nth(3).waitFor();

    const ask = async (question: string) => {
      const box = page.getByTestId('matrix-ask');
      await box.getByRole('textbox', { name: MATRIX_ASK_TEXTS.title }).fill(question);
      await box.getByRole('button', { name: MATRIX_ASK_TEXTS.ask, exact: true }).click();
      const answer = page.getByTestId('matrix-ask-answer');
      await expect.poll(async () => (await answer.count()) > 0 && (await answer.innerText()).includes('Based on'), { timeout: 30000 }).toBe(true);
      return answer;
    };

    // Before the fix this listed the two New York contracts.
    const notNewYork = await ask('Which contracts are not governed by New York law?');
    const text = await notNewYork.innerText();
    expect(text).toContain(MATRIX_ASK_TEXTS.matches(2, 4));
    expect(text).toContain(CONTRACTS[0]);
    expect(text).toContain(CONTRACTS[2]);
    expect(text).not.toContain('cuad-healthcare-reseller.txt');
    await shot('ask-not-new-york');
    await notNewYork.getByRole('button', { name: MATRIX_ASK_TEXTS.openCell(CONTRACTS[0], law.name) }).click();
    const panel = page.getByTestId('matrix-cell-detail');
    await panel.locator('mark').filter({ hasText: 'Texas' }).first().waitFor();
    await shot('ask-citation-detail');
    await panel.getByRole('button', { name: MATRIX_TEXTS.closeDetails }).click();

    // The licence expires on an event, not a date: it is named as undecided, not silently left out.
    const expiring = await ask('List the contracts expiring before 2025');
    const expiringText = await expiring.innerText();
    expect(expiringText).toContain(MATRIX_ASK_TEXTS.undecided(['cuad-palmersquare-tm-license.txt'], [expiration.name]));
    expect(expiringText).toContain('cuad-healthcare-reseller.txt');
    expect(expiringText).not.toContain(CONTRACTS[2]);
    await shot('ask-expiring-undecided');

    const refused = await page.getByTestId('matrix-ask');
    await refused.getByRole('textbox', { name: MATRIX_ASK_TEXTS.title }).fill('Which have no cap on liability?');
    await refused.getByRole('button', { name: MATRIX_ASK_TEXTS.ask, exact: true }).click();
    await page.getByText(MATRIX_ASK_TEXTS.cannotAnswer).waitFor({ timeout: 30000 });
    await shot('ask-refused');
    await page.getByRole('button', { name: MATRIX_ASK_TEXTS.close }).click();
    // Closing the answer clears the question too, ready for the next one.
    expect(await refused.getByRole('textbox', { name: MATRIX_ASK_TEXTS.title }).inputValue()).toBe('');

    // A new draft of the reseller agreement (a 3-year initial term, Delaware law): its law and expiration cells are
    // marked changed, with before -> after in the detail; the licence's row is untouched.
    const edited = cuadTexts()['cuad-healthcare-reseller.txt']!
      .replace('shall remain in effect for an initial period of 1 year ("Initial Term")', 'shall remain in effect for an initial period of 3 years ("Initial Term")')
      .replace('This Agreement shall be governed by the laws of the State of New York and', 'This Agreement shall be governed by the laws of the State of Delaware and');
    await page
      .locator(`input[type="file"][aria-label="${MATRIX_VERSION_TEXTS.uploadNewVersionOf('cuad-healthcare-reseller.txt')}"]`)
      .setInputFiles({ name: 'cuad-healthcare-reseller-v2.txt', mimeType: 'text/plain', buffer: Buffer.from(edited) });
    const draftRow = page.getByRole('row').filter({ hasText: 'cuad-healthcare-reseller-v2.txt' });
    await draftRow.waitFor({ timeout: 30000 });
    await page.waitForFunction(
      () => document.querySelectorAll('[data-matrix-cell="result"] [data-status="PROCESSING"]').length === 0 && document.body.innerText.includes('Delaware'),
      undefined,
      { timeout: 90000 },
    );
    await expect.poll(() => draftRow.getByTitle(MATRIX_VERSION_TEXTS.changedTitle).count(), { timeout: 10000 }).toBe(2);
    expect(await page.getByRole('row').filter({ hasText: 'cuad-palmersquare' }).getByTitle(MATRIX_VERSION_TEXTS.changedTitle).count()).toBe(0);
    await shot('version-changed-marks');
    const expirationCell = draftRow.locator('[data-matrix-cell="result"]').nth(1);
    await expirationCell.hover();
    await expirationCell.getByRole('button', { name: MATRIX_TEXTS.viewDetails }).click();
    const previous = panel.getByTestId('matrix-cell-previous');
    await previous.waitFor();
    expect(await previous.innerText()).toMatch(/2020[\s\S]*→[\s\S]*2022/);
    await shot('version-detail-before-after');
    await panel.getByRole('button', { name: MATRIX_TEXTS.closeDetails }).click();
    await page.getByLabel(MATRIX_VERSION_TEXTS.changedFilter).check();
    await expect.poll(() => page.locator('[data-matrix-cell="document"]').count(), { timeout: 10000 }).toBe(1);
    await shot('version-changed-filter');
    await context.close();
  }, 300_000);
});
