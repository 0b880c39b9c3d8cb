import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MATRIX_ASK_TEXTS, MATRIX_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { CONTRACTS } from '../matrixSupport';
import { uploadWorkbenchCorpus } from '../matrixWorkbenchCorpus';
import { workbenchPage } from './workbenchPage';


describe("Ask by party, a yes/no topic in a lawyer's words, and the typed XLSX, in Chromium (issue 31, 31x)", () => {
  const suite = chromiumSuite();

  it('answers a party question with its Parties cells, reads "exclusive", filters by yes/no and exports TRUE and years', async () => {
    const { page, context, token, me, shot } = await workbenchPage(suite.browser, suite.api);
    const matrix = await me.createMatrix('Lawyer pass 31x');
    const ids = await uploadWorkbenchCorpus(suite.api, token, [CONTRACTS[0], CONTRACTS[2], CONTRACTS[3]], ['cuad-healthcare-reseller.txt', 'cuad-mphase-cobranding.txt']);
    await me.addDocuments(matrix.id, ids);
    const parties = await me.addTemplateColumn(matrix.id, 'Parties');
    await me.addTemplateColumn(matrix.id, 'Exclusivity');
    await me.addTemplateColumn(matrix.id, 'Governing Law');
    await me.addColumn(matrix.id, { name: 'Initial term', queryType: 'CUSTOM', customQuery: 'What is the initial term of the agreement?', answerKind: 'duration' });
    await me.addColumn(matrix.id, { name: 'Expiration date', queryType: 'CUSTOM', customQuery: 'When does the agreement expire?', answerKind: 'date' });
    await me.waitUntilSettled(matrix.id, 180000);
    await page.goto(`${suite.api.url}/matrix/${matrix.id}`);
    await page.locator('[data-matrix-cell="document"]').nth(4).waitFor();
    await shot('table');

    const box = page.getByTestId('matrix-ask');
    /** Asks, and waits for the answer to name `shown` (the previous answer stays on screen until the new one comes). */
    const ask = async (question: string, shown: string) => {
      await box.getByRole('textbox', { name: MATRIX_ASK_TEXTS.title }).fill(question);
      await box.getByRole('button', { name: MATRIX_ASK_TEXTS.ask, exact: true }).click();
      const answer = page.getByTestId('matrix-ask-answer');
      await expect.poll(async () => (await answer.count()) > 0 && (await answer.innerText()).includes(shown), { timeout: 30000 }).toBe(true);
      return answer;
    };

    // A party and a date: the reseller agreement with Vayyar (it ends on July 31, 2020), citing its Parties cell.
    const vayyar = await ask('Which contracts with Vayyar expire before 2021?', 'cuad-healthcare-reseller.txt');
    const vayyarText = await vayyar.innerText();
    expect(vayyarText).toContain(MATRIX_ASK_TEXTS.matches(1, 5));
    expect(vayyarText).toContain('cuad-healthcare-reseller.txt');
    await shot('ask-party');
    await vayyar.getByRole('button', { name: MATRIX_ASK_TEXTS.openCell('cuad-healthcare-reseller.txt', parties.name) }).click();
    const panel = page.getByTestId('matrix-cell-detail');
    await panel.locator('mark').filter({ hasText: 'Vayyar' }).first().waitFor();
    await shot('ask-party-citation');
    await panel.getByRole('button', { name: MATRIX_TEXTS.closeDetails }).click();

    // "exclusive" reads the Exclusivity column (refused before): the distributor, supply and endorsement agreements grant exclusive rights.
    const exclusive = await ask('Which contracts are exclusive?', CONTRACTS[3]);
    const exclusiveText = await exclusive.innerText();
    for (const name of [CONTRACTS[0], CONTRACTS[2], CONTRACTS[3]]) expect(exclusiveText).toContain(name);
    expect(exclusiveText).toContain(MATRIX_ASK_TEXTS.matches(3, 5));
    // The two CUAD agreements say nothing of exclusivity (Not found): named as undecided, not as matches.
    expect(exclusiveText).toContain(MATRIX_ASK_TEXTS.undecided(['cuad-healthcare-reseller.txt', 'cuad-mphase-cobranding.txt'], ['Exclusivity']));
    await shot('ask-exclusive');

    // A role is refused plainly.
    await box.getByRole('textbox', { name: MATRIX_ASK_TEXTS.title }).fill('Which contracts where we are the reseller?');
    await box.getByRole('button', { name: MATRIX_ASK_TEXTS.ask, exact: true }).click();
    await page.getByText(MATRIX_ASK_TEXTS.cannotAnswer).waitFor({ timeout: 30000 });
    await shot('ask-role-refused');
    await page.getByRole('button', { name: MATRIX_ASK_TEXTS.close }).click();

    // The typed filter in the page, then the export through the button: yes/no as TRUE, the term in years.
    const orderBar = page.getByTestId('matrix-row-order');
    await orderBar.getByLabel(MATRIX_TEXTS.filterBy, { exact: true }).selectOption({ label: MATRIX_TEXTS.filterYes('Exclusivity') });
    await orderBar.getByText(MATRIX_TEXTS.filteredRows(3)).waitFor({ timeout: 15000 });
    await shot('filter-exclusive');
    await orderBar.getByLabel(MATRIX_TEXTS.filterBy, { exact: true }).selectOption({ label: MATRIX_TEXTS.filterNone });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: MATRIX_TEXTS.exportXlsx }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await downloading).path());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rowOf = (name: string) => [2, 3, 4, 5, 6].map((index) => sheet.getRow(index)).find((row) => row.getCell(1).value === name)!;
    expect(rowOf(CONTRACTS[2]).getCell(header.indexOf('Exclusivity') + 1).value).toBe(true);
    const term = rowOf(CONTRACTS[2]).getCell(header.indexOf('Initial term') + 1);
    // Months: the distributor agreement's term is computed from its start and end (1 year and 10 months), so the column
    // is not whole years throughout (the unit rule of docs/matrix-review.md).
    expect([term.value, term.numFmt]).toEqual([120, '[=1]0" month";0" months"']);
    expect(rowOf('cuad-mphase-cobranding.txt').getCell(header.indexOf('Initial term') + 1).value).toBe(12);
    await context.close();
  }, 300_000);
});
