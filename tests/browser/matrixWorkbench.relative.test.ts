import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MATRIX_ASK_TEXTS, MATRIX_TEXTS, MATRIX_VERSION_TEXTS, formatAskDate } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { CONTRACTS } from '../matrixSupport';
import { cuadTexts, uploadWorkbenchCorpus } from '../matrixWorkbenchCorpus';
import { workbenchPage } from './workbenchPage';

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

describe("Ask with relative dates, a new version, typed filters, sort and the XLSX in Chromium (issue 31, 31a's lawyer's pass)", () => {
  const suite = chromiumSuite();

  it('says the date range of "expired already", reads the new draft after Upload new version, filters, sorts and exports the typed values', async () => {
    const { page, context, token, me, shot } = await workbenchPage(suite.browser, suite.api);
    const matrix = await me.createMatrix('Second pass 31a');
    const ids = await uploadWorkbenchCorpus(suite.api, token, [CONTRACTS[1], CONTRACTS[2]], ['cuad-healthcare-reseller.txt', 'cuad-palmersquare-tm-license.txt']);
    await me.addDocuments(matrix.id, ids);
    const law = await me.addTemplateColumn(matrix.id, 'Governing Law');
    const expiration = await me.addColumn(matrix.id, { name: 'Expiration date', queryType: 'CUSTOM', customQuery: 'When does the agreement expire?', answerKind: 'date' });
    const term = await me.addColumn(matrix.id, { name: 'Initial term', queryType: 'CUSTOM', customQuery: 'What is the initial term of the agreement?', answerKind: 'duration' });
    await me.addTemplateColumn(matrix.id, 'Parties');
    const settled = await me.waitUntilSettled(matrix.id, 180000);
    const expirationOf = (name: string) => settled.rows.find((row) => row.document.name === name)!.cells[expiration.id]!.typedValue;
    // Read in the contracts: services December 31, 2020, supply January 15, 2028, the reseller July 31, 2020; the licence ends on an event.
    expect([CONTRACTS[1], CONTRACTS[2], 'cuad-healthcare-reseller.txt', 'cuad-palmersquare-tm-license.txt'].map(expirationOf)).toEqual(['2020-12-31', '2028-01-15', '2020-07-31', null]);
    await page.goto(`${suite.api.url}/matrix/${matrix.id}`);
    await page.locator('[data-matrix-cell="document"]').nth(3).waitFor();
    await shot('table');

    const box = page.getByTestId('matrix-ask');
    const ask = async (question: string, shown: string) => {
      await box.getByRole('textbox', { name: MATRIX_ASK_TEXTS.title }).fill(question);
      await box.getByRole('button', { name: MATRIX_ASK_TEXTS.ask, exact: true }).click();
      const answer = page.getByTestId('matrix-ask-answer');
      await expect.poll(async () => (await answer.count()) > 0 && (await answer.innerText()).includes(shown), { timeout: 30000 }).toBe(true);
      return answer;
    };

    // "Expired already": the services agreement, the range it used, the licence undecided (refused before). The reseller's
    // initial term ended on July 31, 2020, but its cell's passage says it "shall automatically be renewed for successive
    // 1-year terms": it may have renewed, and is named so (it was listed as expired before).
    const today = formatAskDate(localDate(new Date()));
    const expired = await ask('Which contracts have expired already?', today);
    const expiredText = await expired.innerText();
    expect(expiredText).toContain(MATRIX_ASK_TEXTS.matches(1, 4));
    expect(expiredText).toContain(MATRIX_ASK_TEXTS.passageRenews(['cuad-healthcare-reseller.txt'], expiration.name));
    expect(expiredText).toContain(MATRIX_ASK_TEXTS.datesRead([{ words: 'expired', range: MATRIX_ASK_TEXTS.before(today) }], today));
    expect(expiredText).toContain(MATRIX_ASK_TEXTS.undecided(['cuad-palmersquare-tm-license.txt'], [expiration.name]));
    expect(expiredText).not.toContain(CONTRACTS[2]);
    await shot('ask-expired-already');
    await expired.getByRole('button', { name: MATRIX_ASK_TEXTS.openCell(CONTRACTS[1], expiration.name) }).click();
    const panel = page.getByTestId('matrix-cell-detail');
    await panel.locator('mark').filter({ hasText: 'December 31, 2020' }).first().waitFor();
    await shot('ask-expired-citation');
    await panel.getByRole('button', { name: MATRIX_TEXTS.closeDetails }).click();

    // A new draft of the reseller agreement: a 3-year initial term and Delaware law.
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
    // The law, the initial term and the expiration computed from it.
    await expect.poll(() => draftRow.getByTitle(MATRIX_VERSION_TEXTS.changedTitle).count(), { timeout: 10000 }).toBe(3);
    await shot('version-changed');

    // Ask reads the new answers: Delaware law, a term longer than 2 years.
    const delaware = await ask('Which contracts are governed by Delaware law?', 'Based on');
    expect(await delaware.innerText()).toContain('cuad-healthcare-reseller-v2.txt');
    const longTerm = await ask('Which contracts have an initial term longer than 2 years?', 'cuad-healthcare-reseller-v2.txt');
    expect(await longTerm.innerText()).toContain(CONTRACTS[2]);
    await shot('ask-after-version');
    await page.getByRole('button', { name: MATRIX_ASK_TEXTS.close }).click();

    // The typed date filter (2020 to 2022: the services agreement and the new draft, ending July 31, 2022) and the sort.
    const orderBar = page.getByTestId('matrix-row-order');
    await orderBar.getByLabel(MATRIX_TEXTS.filterBy, { exact: true }).selectOption({ label: MATRIX_TEXTS.filterDateRange(expiration.name) });
    await orderBar.getByLabel(MATRIX_TEXTS.filterFrom).fill('2020-08-01');
    await orderBar.getByLabel(MATRIX_TEXTS.filterTo).fill('2022-12-31');
    await orderBar.getByText(MATRIX_TEXTS.filteredRows(2)).waitFor({ timeout: 15000 });
    const shown = async () => page.locator('[data-matrix-cell="document"]').allInnerTexts();
    expect((await shown()).join('\n')).toMatch(new RegExp(`${CONTRACTS[1]}[\\s\\S]*cuad-healthcare-reseller-v2.txt`));
    await shot('filter-date-range');
    await orderBar.getByLabel(MATRIX_TEXTS.filterBy, { exact: true }).selectOption({ label: MATRIX_TEXTS.filterNone });
    await orderBar.getByLabel(MATRIX_TEXTS.sortBy).selectOption({ label: MATRIX_TEXTS.sortDescending(term.name) });
    await expect.poll(async () => (await shown())[0] ?? '', { timeout: 15000 }).toContain(CONTRACTS[2]);
    await shot('sort-term-desc');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: MATRIX_TEXTS.exportXlsx }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await downloading).path());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rowOf = (name: string) => [2, 3, 4, 5].map((index) => sheet.getRow(index)).find((row) => row.getCell(1).value === name)!;
    expect(rowOf('cuad-healthcare-reseller-v2.txt').getCell(header.indexOf(expiration.name) + 1).value).toEqual(new Date('2022-07-31T00:00:00Z'));
    expect(rowOf('cuad-healthcare-reseller-v2.txt').getCell(header.indexOf(law.name) + 1).value).toBe('Delaware');
    // In months: the services agreement's term is computed from its start and end (1 year and 2 months), so the column is
    // not whole years throughout (the unit rule of docs/matrix-review.md).
    expect(rowOf('cuad-healthcare-reseller-v2.txt').getCell(header.indexOf(term.name) + 1).value).toBe(36);
    await context.close();
  }, 300_000);
});
