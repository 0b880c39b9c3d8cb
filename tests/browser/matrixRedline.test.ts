import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { MATRIX_PLAYBOOK_TEXTS, PLAYBOOK_TEXTS, PLAYBOOK_VERDICT_COLOURS, REDLINE_SUMMARY_TEXTS, DEMO_PLAYBOOK } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { buildUser } from '../harness/factories';
import { CONTRACTS, matrixClient, uploadContracts } from '../matrixSupport';
import { loggedInPage } from './loggedInPage';

/** The services agreement names Israeli law; the distributor agreement Texas law: both unacceptable to the demo playbook. */
const [DISTRIBUTOR, SERVICES, SUPPLY] = [CONTRACTS[0], CONTRACTS[1], CONTRACTS[2]];

describe('playbook actions of the matrix page in Chromium (issue 32)', () => {
  const suite = chromiumSuite();

  it('adds playbook columns with coloured verdicts, then redlines the ticked rows and offers the zip', async () => {
    const { page, context, token, user } = await loggedInPage(suite.browser, suite.api);
    await page.setViewportSize({ width: 1400, height: 900 });
    const admin = await buildUser({ companyId: user.companyId, admin: true });
    const created = await matrixClient(suite.api, await suite.api.tokens.openSession(admin.user)).call('POST', '/api/admin/playbooks', DEMO_PLAYBOOK);
    expect(created.status).toBe(201);
    const me = matrixClient(suite.api, token);
    const matrix = await me.createMatrix('Supplier contracts');
    await me.addDocuments(matrix.id, await uploadContracts(suite.api, token, [DISTRIBUTOR, SERVICES, SUPPLY]));
    await page.goto(`${suite.api.url}/matrix/${matrix.id}`);
    await page.locator('[data-matrix-cell="document"]').nth(2).waitFor();

    // Add playbook columns: the demo playbook's topics become columns; Israeli law shows as a red "unacceptable".
    await page.getByRole('button', { name: MATRIX_PLAYBOOK_TEXTS.addPlaybookColumns }).click();
    const columnsDialog = page.getByRole('dialog', { name: MATRIX_PLAYBOOK_TEXTS.addPlaybookColumnsTitle });
    expect(await columnsDialog.getByLabel(MATRIX_PLAYBOOK_TEXTS.choosePlaybook).locator('option:checked').innerText()).toBe(DEMO_PLAYBOOK.name);
    // Acting for (issue 31, 31d): the party typed in the dialog reaches the API and the columns keep it.
    await columnsDialog.getByLabel(PLAYBOOK_TEXTS.actingFor).fill('Customer');
    const columnsRequest = page.waitForRequest((request) => request.url().endsWith('/playbook-columns'));
    await columnsDialog.getByRole('button', { name: MATRIX_PLAYBOOK_TEXTS.addColumns }).click();
    expect((await columnsRequest).postDataJSON()).toEqual({ playbookId: created.body.entity.id, actingFor: 'Customer' });
    await columnsDialog.waitFor({ state: 'hidden' });
    const playbookColumns = Object.values((await me.detail(matrix.id)).columns).filter((column) => column.playbookTopic);
    expect(playbookColumns.map((column) => column.playbookTopic!.actingFor)).toEqual(DEMO_PLAYBOOK.topics.map(() => 'Customer'));
    const lawTitle = DEMO_PLAYBOOK.topics[0]!.title;
    await page.getByRole('columnheader', { name: lawTitle }).waitFor();
    const servicesRow = page.getByRole('row').filter({ hasText: SERVICES });
    // The governing-law column's own cell (columns are answered in any order, so not the row's first verdict).
    const headers = await page.getByRole('columnheader').allInnerTexts();
    const lawIndex = headers.findIndex((header) => header.split('\n')[0]!.trim() === lawTitle) - 1;
    expect(lawIndex).toBeGreaterThanOrEqual(0);
    const verdict = servicesRow.getByRole('cell').nth(lawIndex).locator('[data-verdict]');
    await verdict.waitFor({ timeout: 60_000 });
    expect(await verdict.getAttribute('data-verdict')).toBe('unacceptable');
    const { color, background } = await verdict.evaluate((element) => ({ color: getComputedStyle(element).color, background: getComputedStyle(element).backgroundColor }));
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
    expect({ color, background }).toEqual({ color: rgb(PLAYBOOK_VERDICT_COLOURS.unacceptable!.text), background: rgb(PLAYBOOK_VERDICT_COLOURS.unacceptable!.background) });

    // Redline to playbook: disabled until a row is ticked; two rows, the progress, then the link to the zip.
    const redline = page.getByRole('button', { name: MATRIX_PLAYBOOK_TEXTS.redlineToPlaybook });
    expect(await redline.isDisabled()).toBe(true);
    await page.getByLabel(MATRIX_PLAYBOOK_TEXTS.selectRow(SERVICES)).check();
    await page.getByLabel(MATRIX_PLAYBOOK_TEXTS.selectRow(DISTRIBUTOR)).check();
    expect(await redline.innerText()).toContain(MATRIX_PLAYBOOK_TEXTS.selectedCount(2));
    await redline.click();
    const redlineDialog = page.getByRole('dialog', { name: MATRIX_PLAYBOOK_TEXTS.redlineTitle });
    await redlineDialog.getByLabel(PLAYBOOK_TEXTS.actingFor).fill('Customer');
    const redlineRequest = page.waitForRequest((request) => request.url().endsWith('/redline'));
    await redlineDialog.getByRole('button', { name: MATRIX_PLAYBOOK_TEXTS.startRedline }).click();
    expect((await redlineRequest).postDataJSON()).toMatchObject({ playbookId: created.body.entity.id, actingFor: 'Customer' });
    const link = redlineDialog.getByRole('link', { name: MATRIX_PLAYBOOK_TEXTS.download });
    await link.waitFor({ timeout: 90_000 });
    await redlineDialog.getByText(MATRIX_PLAYBOOK_TEXTS.redlineReady).waitFor();

    const zip = await JSZip.loadAsync(Buffer.from(await (await fetch((await link.getAttribute('href'))!)).arrayBuffer()));
    expect(Object.keys(zip.files).sort()).toEqual([REDLINE_SUMMARY_TEXTS.summaryFileName, DISTRIBUTOR.replace(/\.txt$/, '.docx'), SERVICES.replace(/\.txt$/, '.docx')].sort());
    await context.close();
  }, 240_000);
});
