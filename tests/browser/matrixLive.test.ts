import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MATRIX_ASK_TEXTS, MATRIX_VERSION_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { CONTRACTS, contractPath, uploadContracts } from '../matrixSupport';
import { DRAFTED_CONTRACT, secondDraft } from '../matrixDrafts';
import { workbenchPage } from './workbenchPage';

const [DISTRIBUTOR, SERVICES, SUPPLY] = [DRAFTED_CONTRACT, CONTRACTS[1], CONTRACTS[2]];
/** The live interval (5 s) and the cells' work, with room for a loaded machine. */
const SEEN_WITHIN = 60_000;

const documentCells = (page: Page) => page.locator('[data-matrix-cell="document"]');
const processingCells = (page: Page) => page.locator('[data-matrix-cell="result"] [data-status="PROCESSING"]');

describe('An open matrix page keeps up with changes made elsewhere, in Chromium (issue 31, 31o, 31r)', () => {
  const suite = chromiumSuite();

  it('shows a document, a column, a new version and a re-run cell made in another tab, without a reload', async () => {
    const { page: watcher, context, token, me } = await workbenchPage(suite.browser, suite.api);
    const matrix = await me.createMatrix('Watched from two tabs');
    await me.addDocuments(matrix.id, await uploadContracts(suite.api, token, [DISTRIBUTOR, SERVICES]));
    await me.addTemplateColumn(matrix.id, 'Governing Law');
    await me.waitUntilSettled(matrix.id, 90000);

    // The watching tab: loaded once, marked so that a reload would show (the mark would be gone).
    await watcher.goto(`${suite.api.url}/matrix/${matrix.id}`);
    await documentCells(watcher).nth(1).waitFor();
    await watcher.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));
    const notReloaded = () => watcher.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark === true);
    // The watching tab's calls for pages of rows (issue 31, 31r): a row changed elsewhere must come without them.
    let rowPages = 0;
    watcher.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === `/api/matrices/${matrix.id}` && url.searchParams.has('limit')) rowPages += 1;
    });
    const ask = watcher.getByTestId('matrix-ask');
    const answer = watcher.getByTestId('matrix-ask-answer');
    const stale = watcher.getByTestId('matrix-ask-stale');
    await ask.getByRole('textbox', { name: MATRIX_ASK_TEXTS.title }).fill('Which contracts are governed by Texas law?');
    await ask.getByRole('button', { name: MATRIX_ASK_TEXTS.ask, exact: true }).click();
    await answer.waitFor();
    expect(await answer.innerText()).toContain(MATRIX_ASK_TEXTS.matches(1, 2));
    expect(await processingCells(watcher).count()).toBe(0);

    // The other tab: the same matrix, where the changes are made.
    const editor = await context.newPage();
    await editor.setViewportSize({ width: 1400, height: 900 });
    await editor.goto(`${suite.api.url}/matrix/${matrix.id}`);
    await documentCells(editor).nth(1).waitFor();

    // 1. A document uploaded in the other tab: its row, answered, and the answer out of date — the row alone, with no
    // page of rows asked again (before 31r the rows in view were reloaded, then every row in the background).
    rowPages = 0;
    await editor.getByTestId('matrix-upload-input').setInputFiles(contractPath(SUPPLY));
    await expect.poll(() => documentCells(watcher).count(), { timeout: SEEN_WITHIN }).toBe(3);
    const supplyRow = watcher.getByRole('row').filter({ hasText: SUPPLY });
    await expect.poll(() => supplyRow.locator('[data-matrix-cell="result"] [data-status="COMPLETED"]').count(), { timeout: SEEN_WITHIN }).toBe(1);
    await stale.waitFor({ timeout: SEEN_WITHIN });
    expect(rowPages).toBe(0);
    expect(await documentCells(watcher).nth(2).innerText()).toContain(SUPPLY);

    // 2. A column added elsewhere (the API, as another tab's dialog calls it): its header and its answers.
    const term = await me.addColumn(matrix.id, { name: 'Term end', queryType: 'CUSTOM', customQuery: 'When does the agreement end?', answerKind: 'date' });
    await watcher.getByRole('columnheader', { name: term.name }).waitFor({ timeout: SEEN_WITHIN });
    await expect.poll(() => watcher.locator('[data-matrix-cell="result"] [data-status="COMPLETED"]').count(), { timeout: SEEN_WITHIN }).toBe(6);

    // 3. A new version of the distributor agreement uploaded in the other tab: the row's new file and the "Changed" marks.
    await stale.getByRole('button', { name: MATRIX_ASK_TEXTS.askAgain }).click();
    await expect.poll(async () => (await answer.count()) > 0 && (await stale.count()) === 0, { timeout: 30000 }).toBe(true);
    rowPages = 0;
    await editor
      .locator(`input[type="file"][aria-label="${MATRIX_VERSION_TEXTS.uploadNewVersionOf(DISTRIBUTOR)}"]`)
      .setInputFiles({ name: 'distributor-agreement-v2.txt', mimeType: 'text/plain', buffer: secondDraft() });
    const draftRow = watcher.getByRole('row').filter({ hasText: 'distributor-agreement-v2.txt' });
    await draftRow.waitFor({ timeout: SEEN_WITHIN });
    await expect.poll(() => draftRow.getByTitle(MATRIX_VERSION_TEXTS.changedTitle).count(), { timeout: SEEN_WITHIN }).toBe(2);
    await stale.waitFor({ timeout: SEEN_WITHIN });
    // The new version came as its row too, in its place (the second row, by name among the first two), without a page
    // of rows asked again.
    expect(rowPages).toBe(0);
    expect(await documentCells(watcher).count()).toBe(3);
    expect(await documentCells(watcher).nth(1).innerText()).toContain('distributor-agreement-v2.txt');

    // 4. A cell re-run elsewhere, while the watching tab has nothing processing: the answer is out of date again.
    await stale.getByRole('button', { name: MATRIX_ASK_TEXTS.askAgain }).click();
    await expect.poll(async () => (await answer.count()) > 0 && (await stale.count()) === 0, { timeout: 30000 }).toBe(true);
    expect(await processingCells(watcher).count()).toBe(0);
    const detail = await me.detail(matrix.id);
    const lawColumn = Object.values(detail.columns).find((column) => column.name === 'Governing Law')!;
    const servicesLaw = detail.rows.find((row) => row.document.name === SERVICES)!.cells[lawColumn.id]!;
    expect((await me.call('POST', '/api/matrices/elements/recalculate', { id: servicesLaw.id })).status).toBe(200);
    await stale.waitFor({ timeout: SEEN_WITHIN });

    expect(await notReloaded()).toBe(true);
    await context.close();
  }, 300_000);
});
