import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, PLAYBOOK_TEXTS, SHELL_TEXTS, type PlaybookInput } from '@arcline/shared';
import { paragraphsDocx } from '../../activities/src/documents/redline';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';
import { openSample, readDocument } from './playgroundSample';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);

/** A firm stricter than the demo's on every rule, so that real contracts have many unacceptable clauses to redline. */
const STRICT: PlaybookInput = {
  ...DEMO_PLAYBOOK,
  name: 'Commercial agreements — strict positions',
  topics: DEMO_PLAYBOOK.topics.map((topic) => {
    const rule = topic.rule!;
    switch (rule.kind) {
      case 'governingLaw':
        return { ...topic, rule: { ...rule, allowed: ['Delaware'], fallback: [] } };
      case 'liabilityCap':
        return { ...topic, rule: { ...rule, minMonthsOfFees: 36, fallbackMonthsOfFees: 36, minAmount: 10_000_000, fallbackAmount: 10_000_000 } };
      case 'indemnity':
        return { ...topic, rule: { ...rule, mutual: 'unacceptable' as const } };
      case 'termYears':
        return { ...topic, rule: { ...rule, max: 1, fallbackMax: 1 } };
      case 'confidentialityYears':
        return { ...topic, rule: { ...rule, min: 10, fallbackMin: 10 } };
      case 'paymentDays':
        return { ...topic, rule: { ...rule, min: 90, fallbackMin: 90 } };
      default:
        return topic;
    }
  }),
};

/** CUAD training contracts (CC BY 4.0), as .docx files of their paragraphs: real drafts with numbered, headed clauses. */
const CUAD = gunzipSync(readFileSync('/work/shared/data/cuad-train/contracts.jsonl.gz')).toString('utf8').split('\n').filter(Boolean);
const CONTRACTS = [
  'DeltathreeInc_19991102_S-1A_EX-10.19_6227850_EX-10.19_Co-Branding Agreement_ Service Agreement',
  'GentechHoldingsInc_20190808_1-A_EX1A-6 MAT CTRCT_11776814_EX1A-6 MAT CTRCT_Distributor Agreement',
  'EuromediaHoldingsCorp_20070215_10SB12G_EX-10.B(01)_525118_EX-10.B(01)_Content License Agreement',
];
const paragraphsOf = (title: string) =>
  (JSON.parse(CUAD.find((line) => line.includes(`"title": "${title}`))!) as { text: string }).text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

describe('Apply all on real drafts in the playground (issue 32)', () => {
  const suite = chromiumSuite();

  it('redlines every unacceptable clause of three CUAD contracts (8 or more findings): each reads the fitted wording, Original the source', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api, { admin: true });
    expect((await suite.api.request('/api/admin/playbooks', { method: 'POST', json: STRICT, token })).status).toBe(201);
    const pane = await openSample(page, suite.api.url);
    let redlined = 0;
    for (const [number, title] of CONTRACTS.entries()) {
      const file = path.join(tmpdir(), `apply-all-${number}-${process.pid}.docx`);
      const paragraphs = paragraphsOf(title);
      await writeFile(file, await paragraphsDocx(paragraphs, title));
      await page.getByTestId('playground-open').setInputFiles(file);
      // The page still shows the previous document until the new one is read: wait for this draft's last paragraph, so that
      // Original is read from the whole draft and not from the sample or a half-rendered page (CI once read it too early).
      await page.getByTestId('playground-document').locator('p', { hasText: paragraphs.at(-1)! }).first().waitFor({ timeout: 30000 });
      await pane.getByRole('status').filter({ hasText: SHELL_TEXTS.indexingStatus['working-but-idle'] }).waitFor({ timeout: 60000 });
      // …and until its paragraphs keep their ids over a second (the ids are given as the draft is indexed).
      let original = await readDocument(page, 'Original');
      await expect
        .poll(async () => {
          const previous = original;
          original = await readDocument(page, 'Original');
          return JSON.stringify(Object.keys(original)) === JSON.stringify(Object.keys(previous));
        }, { timeout: 30000, interval: 1000 })
        .toBe(true);
      expect(paragraphs.every((paragraph) => Object.values(original).some((text) => text.replace(/\s+/g, ' ').trim() === paragraph)), title).toBe(true);

      await pane.getByRole('button', { name: PLAYBOOK_TEXTS.reviewButton }).click();
      const panel = pane.getByTestId('document-review');
      await panel.and(pane.locator('[data-phase="reviewed"]')).waitFor({ timeout: 60000 });
      const unacceptable = panel.locator('[data-verdict="unacceptable"]');
      const count = await unacceptable.count();
      expect(count).toBeGreaterThanOrEqual(3);
      const findings = [];
      for (let index = 0; index < count; index += 1) {
        const finding = unacceptable.nth(index);
        const quote = (await finding.getByTitle(PLAYBOOK_TEXTS.showPassage).textContent())!;
        const shown = (await finding.locator('p', { hasText: `${PLAYBOOK_TEXTS.proposedWording}:` }).textContent())!;
        findings.push({ topic: (await finding.getAttribute('data-topic'))!, quote, wording: shown.slice(shown.indexOf(':') + 1).trim() });
      }

      await pane.getByTestId('playbook-apply-all').click();
      await expect.poll(() => unacceptable.getByTestId('playbook-redline-status').count(), { timeout: 90000 }).toBe(count);
      const statuses = await unacceptable.getByTestId('playbook-redline-status').evaluateAll((nodes) => nodes.map((node) => `${node.getAttribute('data-status')}: ${node.textContent}`));
      expect(statuses.map((status) => status.split(':')[0]), `${title}: ${statuses.join(' | ')}`).toEqual(findings.map(() => 'applied'));
      await panel.getByText(PLAYBOOK_TEXTS.applyAllDone(count, count)).waitFor({ timeout: 10000 });
      await page.screenshot({ path: screenshot(`arcline-playbook-apply-all-${number}.png`) });

      // Rejecting every change gives the draft back; each finding's paragraph reads its wording in place of its quote.
      expect(await readDocument(page, 'Original')).toEqual(original);
      const current = await readDocument(page, 'Current');
      for (const finding of findings) {
        const id = Object.keys(original).find((key) => original[key]!.includes(finding.quote))!;
        expect(id, finding.topic).toBeDefined();
        expect(current[id], finding.topic).toContain(finding.wording);
        expect(current[id], finding.topic).not.toContain(finding.quote);
        // The clause's own label and heading are still there, untouched.
        const label = /^(?:Section \d+\.\d+\. [A-Z][\w ]+\. |\([a-z]\) (?:[A-Z]\w+\. )?)/.exec(finding.quote)?.[0];
        if (label) expect(finding.wording.startsWith(label), finding.topic).toBe(true);
      }
      // The paragraphs with no finding are as they were.
      const changed = new Set(findings.map((finding) => Object.keys(original).find((key) => original[key]!.includes(finding.quote))));
      expect(Object.keys(current).filter((id) => !changed.has(id) && current[id] !== original[id])).toEqual([]);
      redlined += count;
      console.log(JSON.stringify({ title, findings }, null, 1));
    }
    expect(redlined).toBeGreaterThanOrEqual(8);
    await context.close();
  }, 600_000);
});
