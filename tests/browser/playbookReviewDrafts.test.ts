import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { DEMO_PLAYBOOK, EDIT_RESOLUTION_TEXTS, PLAYBOOK_TEXTS, SHELL_TEXTS } from '@arcline/shared';
import { API_SELECTION_HIGHLIGHT } from '../../addin/src/playground/utils/showApiSelection';
import { agapeDraftSpec, buildCuadDraft, integrityDraftSpec, INTEGRITY_TITLE, type CuadDraftSpec } from '../../addin/src/host/simulated/testing/cuadDrafts';
import { cuadTrainDirectory, readContracts } from '../../activities/src/ai/local/training/cuadData';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';
import { openSample, readDocument } from './playgroundSample';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);

/** What the task pane last selected in the simulated Word (the CSS highlight), its paragraph, and whether it is in view. */
const selection = (page: Page) =>
  page.evaluate((name) => {
    const range = [...(CSS.highlights.get(name) ?? [])][0] as Range | undefined;
    if (!range) return { text: '', paragraphId: null, inView: false };
    const start = range.startContainer instanceof Element ? range.startContainer : range.startContainer.parentElement;
    const paragraph = start?.closest<HTMLElement>('[data-paragraph-id]');
    const box = paragraph?.getBoundingClientRect();
    return { text: range.toString(), paragraphId: paragraph?.dataset.paragraphId ?? null, inView: Boolean(box && box.bottom > 0 && box.top < window.innerHeight) };
  }, API_SELECTION_HIGHLIGHT);

/** 32l's messy draft opened in the playground and reviewed against the demo playbook for the draft's side. */
async function reviewed(page: Page, apiUrl: string, spec: CuadDraftSpec): Promise<{ pane: FrameLocator; panel: Locator }> {
  const file = path.join(tmpdir(), `playbook-draft-${spec.name}-${process.pid}.docx`);
  await writeFile(file, await buildCuadDraft(spec));
  const pane = await openSample(page, apiUrl);
  await page.getByTestId('playground-open').setInputFiles(file);
  await page.getByTestId('playground-document').locator('del').first().waitFor({ timeout: 30000 });
  await pane.getByRole('status').filter({ hasText: SHELL_TEXTS.indexingStatus['working-but-idle'] }).waitFor({ timeout: 90000 });
  await pane.getByLabel(PLAYBOOK_TEXTS.actingFor).fill(spec.actingFor);
  await pane.getByRole('button', { name: PLAYBOOK_TEXTS.reviewButton }).click();
  const panel = pane.getByTestId('document-review');
  await panel.and(pane.locator('[data-phase="reviewed"]')).waitFor({ timeout: 90000 });
  return { pane, panel };
}

describe("Review against playbook on 32l's messy CUAD drafts in the playground (issue 32)", () => {
  const suite = chromiumSuite();

  it('quotes, selects and redlines a clause in a table cell, and shows the redline after Propose redline and Accept (Agape 5.4)', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api, { admin: true });
    expect((await suite.api.request('/api/admin/playbooks', { method: 'POST', json: DEMO_PLAYBOOK, token })).status).toBe(201);
    const { panel } = await reviewed(page, suite.api.url, await agapeDraftSpec());
    const document = page.getByTestId('playground-document');
    const original = await readDocument(page, 'Original');
    const cellId = Object.keys(original).find((id) => original[id]!.startsWith('5.4 Payment terms'))!;
    expect(await document.locator(`td [data-paragraph-id="${cellId}"]`).count()).toBe(1);

    const payment = panel.locator('[data-topic="payment-terms"]');
    expect(await payment.getAttribute('data-verdict')).toBe('unacceptable');
    // The quote is the clause's own cell text, not the flattened table ("Clause | Text Agreed | 5.4 …").
    const quote = (await payment.getByTitle(PLAYBOOK_TEXTS.showPassage).textContent())!;
    expect(quote).toMatch(/^5\.4 Payment terms Unless separate payment terms/);
    await payment.getByTitle(PLAYBOOK_TEXTS.showPassage).click();
    await expect.poll(() => selection(page)).toEqual({ text: quote, paragraphId: cellId, inView: true });
    await page.screenshot({ path: screenshot('arcline-playbook-draft-table-click.png') });

    // The selection elsewhere (the term clause at the top), then Propose redline: Word shows the redlined cell.
    const term = panel.locator('[data-topic="term"]');
    await term.getByTitle(PLAYBOOK_TEXTS.showPassage).click();
    await expect.poll(async () => (await selection(page)).paragraphId).not.toBe(cellId);
    await payment.getByRole('button', { name: PLAYBOOK_TEXTS.proposeRedline }).click();
    await payment.getByTestId('playbook-redline-status').waitFor({ timeout: 30000 });
    expect(await payment.getByTestId('playbook-redline-status').getAttribute('data-status')).toBe('applied');
    await expect.poll(() => selection(page)).toMatchObject({ paragraphId: cellId, inView: true });
    await expect.poll(async () => (await document.locator('td ins').allTextContents()).join(' ')).toContain('forty-five (45) days');
    await page.screenshot({ path: screenshot('arcline-playbook-draft-table-redline.png') });
    const wording = (await readDocument(page, 'Current'))[cellId]!;
    expect(wording).toMatch(/^5\.4 Payment terms .*forty-five \(45\) days/);
    expect((await readDocument(page, 'Original'))).toEqual(original);

    // Selection elsewhere again, then Accept: Word shows the accepted wording.
    await term.getByTitle(PLAYBOOK_TEXTS.showPassage).click();
    await expect.poll(async () => (await selection(page)).paragraphId).not.toBe(cellId);
    await payment.getByRole('button', { name: EDIT_RESOLUTION_TEXTS.actions.accept }).click();
    await expect.poll(() => payment.getByTestId('playbook-redline-resolution').getAttribute('data-result'), { timeout: 20000 }).toBe('accept:done');
    await expect.poll(() => selection(page)).toMatchObject({ paragraphId: cellId, inView: true });
    expect(wording).toContain((await selection(page)).text);
    expect((await readDocument(page, 'Original'))[cellId]).toBe(wording);
    await page.screenshot({ path: screenshot('arcline-playbook-draft-table-accepted.png') });
    await context.close();
  }, 240_000);

  it("redlines Integrity Media's governing law and keeps its Nashville venue, with nothing for the integrity check to flag", async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api, { admin: true });
    expect((await suite.api.request('/api/admin/playbooks', { method: 'POST', json: DEMO_PLAYBOOK, token })).status).toBe(201);
    const contract = readContracts(path.join(cuadTrainDirectory(), 'contracts.jsonl.gz')).find((entry) => entry.title === INTEGRITY_TITLE)!;
    const { panel } = await reviewed(page, suite.api.url, integrityDraftSpec(contract.text));
    const original = await readDocument(page, 'Original');
    const clauseId = Object.keys(original).find((id) => original[id]!.startsWith('b. This Agreement has been entered into in the State of Tennessee'))!;
    const governingLaw = panel.locator('[data-topic="governing-law"]');
    expect(await governingLaw.getAttribute('data-verdict')).toBe('unacceptable');
    await governingLaw.getByRole('button', { name: PLAYBOOK_TEXTS.proposeRedline }).click();
    await governingLaw.getByTestId('playbook-redline-status').waitFor({ timeout: 30000 });
    expect(await governingLaw.getByTestId('playbook-redline-status').getAttribute('data-status')).toBe('applied');
    expect(await governingLaw.getByTestId('playbook-redline-status').textContent()).toBe(PLAYBOOK_TEXTS.redlineStatus.applied);
    await expect.poll(() => selection(page)).toMatchObject({ paragraphId: clauseId, inView: true });
    await page.screenshot({ path: screenshot('arcline-playbook-draft-governing-law.png') });
    const after = (await readDocument(page, 'Current'))[clauseId]!;
    expect(after).toContain('the laws of the State of New York');
    expect(after).toContain('federal courts located in Nashville, Tennessee. Accordingly, each party hereto consents and submits to the jurisdiction of such courts.');
    expect(after).not.toContain('governed by the laws of the State of Tennessee');
    expect(await readDocument(page, 'Original')).toEqual(original);
    await context.close();
  }, 240_000);
});
