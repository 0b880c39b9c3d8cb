import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { DEMO_PLAYBOOK, PLAYBOOK_TEXTS, SHELL_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';
import { openSample, readDocument } from './playgroundSample';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);

/** A supply agreement as a lawyer gets it: a term that refers to the termination sections, a law sentence that also names the courts. */
const TERM = '4.1 Term. The term of this Agreement commences on the Effective Date and continues for ten (10) years, unless termination occurs pursuant to Sections 4.2 through 4.4.';
const COURTS = 'and the parties submit to the exclusive jurisdiction of the courts of Dallas County, Texas.';
const LAW = `12. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the State of Texas ${COURTS}`;
const PARAGRAPHS = [
  'This Supply Agreement (the "Agreement") is made on March 1, 2024 between Northwind Components Inc. ("Seller") and Harbor Robotics LLC ("Buyer").',
  '1. Supply. Seller shall supply the products listed in Schedule 1 to Buyer on the terms of this Agreement.',
  TERM,
  '4.2 Termination for Breach. Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days of written notice.',
  LAW,
  'IN WITNESS WHEREOF, the parties have signed this Agreement on the date above.',
];

async function draft(): Promise<string> {
  const document = new Document({ sections: [{ children: [new Paragraph({ text: 'SUPPLY AGREEMENT', heading: HeadingLevel.HEADING_1 }), ...PARAGRAPHS.map((text) => new Paragraph(text))] }] });
  const file = path.join(tmpdir(), `playbook-mixed-${process.pid}.docx`);
  await writeFile(file, await Packer.toBuffer(document));
  return file;
}

/** The words Word shows deleted and inserted in one paragraph. */
const changes = (page: Page, paragraphId: string) =>
  page.getByTestId('playground-document').evaluate((root, id) => {
    const paragraph = root.querySelector(`[data-paragraph-id="${id}"]`)!;
    return { deleted: [...paragraph.querySelectorAll('del')].map((node) => node.textContent ?? ''), inserted: [...paragraph.querySelectorAll('ins')].map((node) => node.textContent ?? '') };
  }, paragraphId);

async function proposeRedline(finding: Locator): Promise<void> {
  await finding.getByRole('button', { name: PLAYBOOK_TEXTS.proposeRedline }).click();
  await finding.getByTestId('playbook-redline-status').waitFor({ timeout: 30000 });
  expect(await finding.getByTestId('playbook-redline-status').getAttribute('data-status')).toBe('applied');
}

describe('Propose redline on a mixed governing-law sentence and a term with a cross-reference, in the playground (issue 32, 32w)', () => {
  const suite = chromiumSuite();

  it('changes only the law words of "… laws of Texas and the parties submit to … the courts of Dallas County", and keeps "pursuant to Sections 4.2 through 4.4"', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api, { admin: true });
    expect((await suite.api.request('/api/admin/playbooks', { method: 'POST', json: DEMO_PLAYBOOK, token })).status).toBe(201);
    const pane = await openSample(page, suite.api.url);
    await page.getByTestId('playground-open').setInputFiles(await draft());
    await page.getByTestId('playground-document').getByText('Harbor Robotics LLC', { exact: false }).waitFor({ timeout: 30000 });
    await pane.getByRole('status').filter({ hasText: SHELL_TEXTS.indexingStatus['working-but-idle'] }).waitFor({ timeout: 90000 });
    await pane.getByLabel(PLAYBOOK_TEXTS.actingFor).fill('Buyer');
    await pane.getByRole('button', { name: PLAYBOOK_TEXTS.reviewButton }).click();
    const panel = pane.getByTestId('document-review');
    await panel.and(pane.locator('[data-phase="reviewed"]')).waitFor({ timeout: 90000 });
    const original = await readDocument(page, 'Original');
    const idOf = (text: string) => Object.keys(original).find((id) => original[id] === text)!;

    // Governing law: the tracked change is the law's words; the courts' words are neither deleted nor inserted again.
    const governingLaw = panel.locator('[data-topic="governing-law"]');
    expect(await governingLaw.getAttribute('data-verdict')).toBe('unacceptable');
    await proposeRedline(governingLaw);
    const lawId = idOf(LAW);
    const lawCurrent = (await readDocument(page, 'Current'))[lawId]!;
    expect(lawCurrent).toMatch(/^12\. Governing Law\. This Agreement and any dispute .* the laws of the State of New York, .* provision or rule, and the parties submit to the exclusive jurisdiction of the courts of Dallas County, Texas\.$/);
    const lawChanges = await changes(page, lawId);
    expect(lawChanges.deleted.join(' ')).toContain('Texas');
    expect(lawChanges.deleted.join(' ')).not.toMatch(/submit|jurisdiction|courts|Dallas/);
    expect(lawChanges.inserted.join(' ')).not.toMatch(/submit|courts|Dallas/);
    await page.screenshot({ path: screenshot('arcline-playbook-mixed-governing-law.png') });

    // Term: the wording ends the term as the contract's own sections do.
    const term = panel.locator('[data-topic="term"]');
    expect(await term.getAttribute('data-verdict')).toBe('unacceptable');
    await proposeRedline(term);
    const termId = idOf(TERM);
    const termCurrent = (await readDocument(page, 'Current'))[termId]!;
    expect(termCurrent).toMatch(/^4\.1 Term\. This Agreement shall commence .* three \(3\) years, unless terminated earlier pursuant to Sections 4\.2 through 4\.4\. The parties may renew/);
    expect((await changes(page, termId)).deleted.join(' ')).not.toContain('Sections 4.2 through 4.4');
    await page.screenshot({ path: screenshot('arcline-playbook-mixed-term.png') });

    // Only those two paragraphs changed; at Original the document reads as it came.
    expect(await readDocument(page, 'Original')).toEqual(original);
    const current = await readDocument(page, 'Current');
    expect(Object.keys(current).filter((id) => current[id] !== original[id]).sort()).toEqual([lawId, termId].sort());
    await context.close();
  }, 240_000);
});
