import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { MATRIX_QUERY_TYPE_LABELS, MATRIX_TEXTS, formatTypedValue } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { CONTRACTS, matrixClient, uploadContracts } from '../matrixSupport';
import { loggedInPage } from './loggedInPage';

/** The distributor (2013, a non-compete), services (2019), supply (2018, a non-compete) and license (2018) agreements. */
const [DISTRIBUTOR, SERVICES, SUPPLY, LICENSE] = [CONTRACTS[0], CONTRACTS[1], CONTRACTS[2], CONTRACTS[4]];

describe('typed columns in Chromium (issue 31)', () => {
  const suite = chromiumSuite();

  const documentNames = (page: Page) => page.locator('[data-matrix-cell="document"]').evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));
  /** The documents of the rows in the table's order, by their file names. */
  const rowOrder = async (page: Page) => {
    const texts = await documentNames(page);
    return texts.map((text) => [DISTRIBUTOR, SERVICES, SUPPLY, LICENSE].find((name) => text.includes(name)));
  };

  async function addColumn(page: Page, column: { name: string; query: string; kind: string }) {
    await page.getByRole('button', { name: MATRIX_TEXTS.addColumn }).click();
    const dialog = page.getByRole('dialog', { name: MATRIX_TEXTS.addColumn });
    await dialog.getByLabel(MATRIX_QUERY_TYPE_LABELS.CUSTOM, { exact: true }).check();
    await dialog.getByLabel(MATRIX_TEXTS.customQuery, { exact: true }).fill(column.query);
    await dialog.getByLabel(MATRIX_TEXTS.columnName, { exact: true }).fill(column.name);
    await dialog.getByLabel(MATRIX_TEXTS.answerKind, { exact: true }).selectOption({ label: column.kind });
    await dialog.getByRole('button', { name: MATRIX_TEXTS.apply }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  it('adds typed columns, shows dates in the locale, sorts and filters by typed value and exports real dates', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api);
    await page.setViewportSize({ width: 1400, height: 900 });
    const me = matrixClient(suite.api, token);
    const matrix = await me.createMatrix('Typed review');
    await me.addDocuments(matrix.id, await uploadContracts(suite.api, token, [DISTRIBUTOR, SERVICES, SUPPLY, LICENSE]));
    await page.goto(`${suite.api.url}/matrix/${matrix.id}`);
    await page.locator('[data-matrix-cell="document"]').nth(3).waitFor();

    // A template brings its default kind: Agreement Date is a date, Non-Compete a yes or no.
    await page.getByRole('button', { name: MATRIX_TEXTS.addColumn }).click();
    const dialog = page.getByRole('dialog', { name: MATRIX_TEXTS.addColumn });
    await dialog.getByLabel(MATRIX_QUERY_TYPE_LABELS.GLOBAL_TEMPLATE, { exact: true }).check();
    const template = dialog.getByLabel(MATRIX_TEXTS.template, { exact: true });
    const kind = dialog.getByLabel(MATRIX_TEXTS.answerKind, { exact: true });
    await template.selectOption({ label: 'Agreement Date' });
    expect(await kind.inputValue()).toBe('date');
    await template.selectOption({ label: 'Non-Compete' });
    expect(await kind.inputValue()).toBe('yes-no');
    await template.selectOption({ label: 'Governing Law' });
    expect(await kind.inputValue()).toBe('text');
    await dialog.getByRole('button', { name: MATRIX_TEXTS.close }).click();
    await dialog.waitFor({ state: 'hidden' });

    await addColumn(page, { name: 'Signed', query: 'What is the date of the agreement?', kind: 'Date' });
    await addColumn(page, { name: 'Non-compete?', query: 'Is there a non-compete restriction?', kind: 'Yes / No' });
    await page.getByRole('columnheader', { name: 'Non-compete?' }).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-matrix-cell="result"]').length === 8 &&
        document.querySelectorAll('[data-matrix-cell="result"] [data-status="PROCESSING"]').length === 0,
      undefined,
      { timeout: 60000 },
    );

    // The date in the browser's locale, in the cell and in the detail beside the short answer.
    const locale = await page.evaluate(() => navigator.language);
    const august = formatTypedValue('2013-08-01', locale)!;
    const distributorRow = page.getByRole('row').filter({ hasText: DISTRIBUTOR });
    const signedCell: Locator = distributorRow.locator('[data-matrix-cell="result"]').first();
    expect(await signedCell.innerText()).toContain(august);
    await signedCell.hover();
    await signedCell.getByRole('button', { name: MATRIX_TEXTS.viewDetails }).click();
    const panel = page.getByTestId('matrix-cell-detail');
    await panel.getByText('1st day of August, 2013 (2013-08-01)', { exact: true }).waitFor();
    expect(await panel.getByTestId('matrix-cell-typed-value').innerText()).toContain(august);
    await panel.getByRole('button', { name: MATRIX_TEXTS.closeDetails }).click();

    // Sorted by the typed date, newest first; then back to the order added.
    const orderBar = page.getByTestId('matrix-row-order');
    await orderBar.getByLabel(MATRIX_TEXTS.sortBy, { exact: true }).selectOption({ label: MATRIX_TEXTS.sortDescending('Signed') });
    await expect.poll(() => rowOrder(page), { timeout: 15000 }).toEqual([SERVICES, LICENSE, SUPPLY, DISTRIBUTOR]);
    await orderBar.getByLabel(MATRIX_TEXTS.sortBy, { exact: true }).selectOption({ label: MATRIX_TEXTS.sortAscending('Signed') });
    await expect.poll(() => rowOrder(page), { timeout: 15000 }).toEqual([DISTRIBUTOR, SUPPLY, LICENSE, SERVICES]);

    // Filtered by yes/no, then by a date range.
    const filter = orderBar.getByLabel(MATRIX_TEXTS.filterBy, { exact: true });
    await filter.selectOption({ label: MATRIX_TEXTS.filterYes('Non-compete?') });
    await expect.poll(() => rowOrder(page), { timeout: 15000 }).toEqual([DISTRIBUTOR, SUPPLY]);
    await orderBar.getByText(MATRIX_TEXTS.filteredRows(2)).waitFor();
    await filter.selectOption({ label: MATRIX_TEXTS.filterDateRange('Signed') });
    await orderBar.getByLabel(MATRIX_TEXTS.filterFrom, { exact: true }).fill('2018-01-01');
    await orderBar.getByLabel(MATRIX_TEXTS.filterTo, { exact: true }).fill('2018-12-31');
    await expect.poll(() => rowOrder(page), { timeout: 15000 }).toEqual([SUPPLY, LICENSE]);
    await filter.selectOption({ label: MATRIX_TEXTS.filterNone });
    await expect.poll(async () => (await rowOrder(page)).length, { timeout: 15000 }).toBe(4);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: MATRIX_TEXTS.exportXlsx }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await downloading).path());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const distributor = [2, 3, 4, 5].map((index) => sheet.getRow(index)).find((row) => row.getCell(1).value === DISTRIBUTOR)!;
    expect(distributor.getCell(header.indexOf('Signed') + 1).value).toEqual(new Date('2013-08-01T00:00:00Z'));
    await context.close();
  });
});
