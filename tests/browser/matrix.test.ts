import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { COLUMN_DIALOG_WIDTH_PX, MATRIX_QUERY_TYPE_LABELS, MATRIX_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { CONTRACTS, contractPath } from '../matrixSupport';
import { loggedInPage } from './loggedInPage';

const VIEWPORT = { width: 1400, height: 900 };

describe('Matrix Review in Chromium', () => {
  const suite = chromiumSuite();

  async function waitForAllCells(page: Page, count: number) {
    await page.waitForFunction(
      (expected) =>
        document.querySelectorAll('[data-matrix-cell="result"]').length === expected &&
        document.querySelectorAll('[data-matrix-cell="result"] [data-status="PROCESSING"]').length === 0,
      count,
      { timeout: 45000 },
    );
  }

  it('creates a matrix, uploads three contracts, adds columns, shows a quote, recalculates and exports XLSX', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    await page.setViewportSize(VIEWPORT);
    await page.goto(`${suite.api.url}/matrix`);
    await page.getByRole('heading', { name: MATRIX_TEXTS.listTitle }).waitFor();

    await page.getByRole('button', { name: MATRIX_TEXTS.newMatrix }).click();
    await page.waitForURL(/\/matrix\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: MATRIX_TEXTS.defaultMatrixName(0) }).waitFor();
    await page.getByText(MATRIX_TEXTS.noResults).waitFor();

    await page.getByTestId('matrix-upload-input').setInputFiles(CONTRACTS.slice(0, 3).map(contractPath));
    await page.getByText(MATRIX_TEXTS.toasts.documentsAdded, { exact: true }).waitFor();
    expect(await page.getByText(MATRIX_TEXTS.toasts.documentsAddedDescription(3)).isVisible()).toBe(true);
    await page.locator('[data-matrix-cell="document"]').nth(2).waitFor();

    // Template column: the type comes first, then the name (defaulting to the template's label).
    await page.getByRole('button', { name: MATRIX_TEXTS.addColumn }).click();
    const dialog = page.getByRole('dialog', { name: MATRIX_TEXTS.addColumn });
    await dialog.waitFor();
    expect((await dialog.boundingBox())!.width).toBe(COLUMN_DIALOG_WIDTH_PX);
    expect(await dialog.getByLabel(MATRIX_TEXTS.columnName, { exact: true }).count()).toBe(0);
    const apply = dialog.getByRole('button', { name: MATRIX_TEXTS.apply });
    expect(await apply.isDisabled()).toBe(true);
    await dialog.getByLabel(MATRIX_QUERY_TYPE_LABELS.GLOBAL_TEMPLATE, { exact: true }).check();
    expect(await apply.isDisabled()).toBe(true);
    await dialog.getByLabel(MATRIX_TEXTS.template, { exact: true }).selectOption({ label: 'Governing Law' });
    expect(await dialog.getByLabel(MATRIX_TEXTS.columnName, { exact: true }).inputValue()).toBe('Governing Law');
    await apply.click();
    await dialog.waitFor({ state: 'hidden' });

    // Custom column: 'New Column' unless a name is typed; Apply needs the query text.
    await page.getByRole('button', { name: MATRIX_TEXTS.addColumn }).click();
    await dialog.getByLabel(MATRIX_QUERY_TYPE_LABELS.CUSTOM, { exact: true }).check();
    expect(await dialog.getByLabel(MATRIX_TEXTS.columnName, { exact: true }).inputValue()).toBe(MATRIX_TEXTS.defaultCustomColumnName);
    expect(await apply.isDisabled()).toBe(true);
    await dialog.getByLabel(MATRIX_TEXTS.customQuery, { exact: true }).fill('What is the effective date of the agreement?');
    await dialog.getByLabel(MATRIX_TEXTS.columnName, { exact: true }).fill('Effective date');
    await apply.click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('columnheader', { name: 'Governing Law' }).waitFor();
    await page.getByRole('columnheader', { name: 'Effective date' }).waitFor();
    await waitForAllCells(page, 6);
    await page.getByTestId('matrix-status-line').getByText('Last change: less than a minute ago').waitFor();
    expect(await page.getByText(MATRIX_TEXTS.queryFailed).count()).toBe(0);

    // The Governing Law cell of the distributor agreement: its detail shows the highlighted quote.
    const distributorRow = page.getByRole('row').filter({ hasText: CONTRACTS[0] });
    const lawCell = distributorRow.locator('[data-matrix-cell="result"]').first();
    expect(await lawCell.innerText()).toContain('Texas');
    await lawCell.hover();
    await lawCell.getByRole('button', { name: MATRIX_TEXTS.viewDetails }).click();
    const panel = page.getByTestId('matrix-cell-detail');
    await panel.getByText(MATRIX_TEXTS.reasoning).waitFor();
    await panel.getByText(MATRIX_TEXTS.reference).waitFor();
    expect(await panel.getByText(CONTRACTS[0], { exact: true }).isVisible()).toBe(true);
    expect(await panel.locator('mark').first().innerText()).toContain('governed by the laws of the State of Texas');
    expect((await panel.boundingBox())!.width).toBeLessThanOrEqual(VIEWPORT.width * 0.45);

    // Recalculate: the cell goes back to PROCESSING on the server and is answered again.
    await lawCell.hover();
    const recalculated = page.waitForResponse((response) => response.url().endsWith('/api/matrices/elements/recalculate'));
    await lawCell.getByRole('button', { name: MATRIX_TEXTS.recalculate }).click();
    const response = await recalculated;
    expect(response.status()).toBe(200);
    expect((await response.json()).entity.status).toBe('PROCESSING');
    await expect.poll(() => lawCell.innerText(), { timeout: 20000 }).toContain('Texas');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: MATRIX_TEXTS.exportXlsx }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${MATRIX_TEXTS.defaultMatrixName(0)}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual([
      MATRIX_TEXTS.documentHeader,
      'Governing Law',
      'Governing Law - Reasoning',
      'Governing Law - Quote',
    ]);
    const distributor = [2, 3, 4].map((index) => sheet.getRow(index)).find((row) => row.getCell(1).value === CONTRACTS[0])!;
    expect(distributor.getCell(2).value).toBe('Texas');
    expect(String(distributor.getCell(4).value)).toContain('State of Texas');
    await context.close();
  });

  it('lists matrices, opens one on a row click, renames it and deletes it after the confirmation', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api);
    for (const name of ['First', 'Second']) {
      await suite.api.request('/api/matrices', { method: 'POST', token, json: { name } });
    }
    await page.goto(`${suite.api.url}/matrix`);
    for (const header of [MATRIX_TEXTS.nameHeader, MATRIX_TEXTS.createdHeader, MATRIX_TEXTS.actionsHeader]) {
      await page.getByRole('columnheader', { name: header }).waitFor();
    }
    await page.getByRole('row', { name: /First/ }).locator('td').nth(1).click();
    await page.waitForURL(/\/matrix\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'First' }).waitFor();

    await page.getByRole('button', { name: MATRIX_TEXTS.editName }).click();
    await page.getByLabel(MATRIX_TEXTS.matrixName, { exact: true }).fill('First, renamed');
    await page.getByRole('button', { name: MATRIX_TEXTS.saveName }).click();
    await page.getByRole('heading', { name: 'First, renamed' }).waitFor();
    // Edit Column: loads the column, saves a new name; Delete removes it.
    const matrixId = page.url().split('/').pop()!;
    await suite.api.request('/api/matrices/columns', { method: 'POST', token, json: { matrixId, name: 'Law', queryType: 'CUSTOM', customQuery: 'Which law governs?' } });
    await page.reload();
    await page.getByRole('button', { name: MATRIX_TEXTS.editColumnButton('Law') }).click();
    const edit = page.getByRole('dialog', { name: MATRIX_TEXTS.editColumn });
    expect(await edit.getByLabel(MATRIX_TEXTS.customQuery, { exact: true }).inputValue()).toBe('Which law governs?');
    await edit.getByLabel(MATRIX_TEXTS.columnName, { exact: true }).fill('Governing law');
    await edit.getByRole('button', { name: MATRIX_TEXTS.save }).click();
    await page.getByRole('columnheader', { name: 'Governing law' }).waitFor();
    await page.getByRole('button', { name: MATRIX_TEXTS.editColumnButton('Governing law') }).click();
    await edit.getByRole('button', { name: MATRIX_TEXTS.deleteColumn }).click();
    await page.getByRole('columnheader', { name: 'Governing law' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: MATRIX_TEXTS.back }).click();
    await page.waitForURL(`${suite.api.url}/matrix`);

    await page.getByRole('row', { name: /Second/ }).getByRole('button', { name: MATRIX_TEXTS.deleteMatrix }).click();
    const confirm = page.getByRole('dialog', { name: MATRIX_TEXTS.confirmTitle });
    await confirm.getByText(MATRIX_TEXTS.confirmDeleteMatrix('Second')).waitFor();
    await confirm.getByRole('button', { name: MATRIX_TEXTS.delete }).click();
    await page.getByRole('row', { name: /Second/ }).waitFor({ state: 'detached' });
    expect(await page.getByRole('row', { name: /First, renamed/ }).isVisible()).toBe(true);
    await context.close();
  });

  it("shows 'Error adding documents to matrix' when no file could be uploaded", async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api);
    const created = await suite.api.request('/api/matrices', { method: 'POST', token, json: { name: 'Uploads' } });
    const { entity } = await created.json();
    await page.goto(`${suite.api.url}/matrix/${entity.id}`);
    await page.getByRole('heading', { name: 'Uploads' }).waitFor();
    await page.getByTestId('matrix-upload-input').setInputFiles({ name: 'program.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await page.getByText(MATRIX_TEXTS.toasts.errorAddingDocuments, { exact: true }).waitFor();
    expect(await page.getByText(MATRIX_TEXTS.toasts.fileUploadFailed, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(MATRIX_TEXTS.noResults).isVisible()).toBe(true);
    await context.close();
  });
});
