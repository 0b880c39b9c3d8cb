import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS, type AdminAuditEntry, DEMO_PLAYBOOK, PLAYBOOK_TEXTS, type Playbook } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', `arcline-playbook-admin-${name}.png`);
const TEXTS = PLAYBOOK_TEXTS.admin;

describe('the Playbooks tab of the admin console in Chromium (issue 32)', () => {
  const suite = chromiumSuite();

  it('changes a playbook (a new version, in the audit log), brings an older version back, and creates one with a rule', async () => {
    const { api } = suite;
    const { page, context, token } = await loggedInPage(suite.browser, api, { admin: true });
    expect((await api.request('/api/admin/playbooks', { method: 'POST', json: DEMO_PLAYBOOK, token })).status).toBe(201);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${api.url}/admin?tab=playbooks`);
    const section = page.getByRole('region', { name: TEXTS.tab });

    // Open the demo playbook, rename it and save: version 2.
    await section.getByRole('button', { name: DEMO_PLAYBOOK.name }).click();
    const editor = section.getByRole('form', { name: TEXTS.tab });
    await editor.waitFor();
    expect(await editor.getByRole('group').count()).toBe(DEMO_PLAYBOOK.topics.length);
    await editor.getByLabel(TEXTS.name, { exact: true }).fill('Commercial agreements — 2027 positions');
    await page.screenshot({ path: screenshot('editor'), fullPage: false });
    await editor.getByRole('button', { name: TEXTS.save }).click();
    await editor.waitFor({ state: 'detached' });
    const renamed = section.getByRole('row').filter({ hasText: 'Commercial agreements — 2027 positions' });
    await renamed.waitFor();
    expect(await renamed.getByRole('cell').nth(1).textContent()).toBe('2');

    // Version 1 opened from the history and saved again: the original name is back, as version 3.
    await section.getByRole('button', { name: 'Commercial agreements — 2027 positions' }).click();
    const versions = section.getByTestId('playbook-versions');
    await expect.poll(() => versions.getByRole('button', { name: TEXTS.loadVersion }).count()).toBe(2);
    await versions.getByRole('button', { name: TEXTS.loadVersion }).nth(1).click();
    await expect.poll(() => editor.getByLabel(TEXTS.name, { exact: true }).inputValue()).toBe(DEMO_PLAYBOOK.name);
    await editor.getByRole('button', { name: TEXTS.save }).click();
    await section.getByRole('row').filter({ hasText: DEMO_PLAYBOOK.name }).getByRole('cell', { name: '3', exact: true }).waitFor();

    // A new playbook with one topic and its rule.
    await section.getByRole('button', { name: TEXTS.newPlaybook }).click();
    await editor.getByLabel(TEXTS.name, { exact: true }).fill('NDAs');
    await editor.getByLabel(TEXTS.topicTitle, { exact: true }).fill('Governing law');
    await editor.getByLabel(TEXTS.standardPosition, { exact: true }).fill('Delaware law.');
    await editor.getByLabel(TEXTS.standardWording, { exact: true }).fill('This Agreement is governed by the laws of the State of Delaware.');
    // The rule through the advanced view (the form per rule kind: tests/browser/playbookRules.test.ts).
    await editor.getByRole('button', { name: TEXTS.ruleForm.advanced }).click();
    await editor.getByLabel(TEXTS.rule, { exact: true }).fill('{"kind": "governingLaw", "allowed": ["Delaware"]}');
    await editor.getByRole('button', { name: TEXTS.save }).click();
    await section.getByRole('button', { name: 'NDAs' }).waitFor();
    await page.screenshot({ path: screenshot('list') });

    const playbooks = (await (await api.request('/api/admin/playbooks', { token })).json()).collection as Playbook[];
    expect(playbooks.map((playbook) => [playbook.name, playbook.version])).toEqual([
      [DEMO_PLAYBOOK.name, 3],
      ['NDAs', 1],
    ]);
    expect(playbooks[1]!.topics).toEqual([
      expect.objectContaining({ id: 'topic-1', key: 'governingLaw', rule: { kind: 'governingLaw', allowed: ['Delaware'] }, fallbacks: [], unacceptable: [] }),
    ]);
    const audit = (await (await api.request('/api/admin/audit-log', { token })).json()).collection as AdminAuditEntry[];
    expect(audit.map((entry) => entry.action)).toEqual(['playbook.create', 'playbook.update', 'playbook.update', 'playbook.create']);
    expect(ADMIN_TEXTS.tabs.playbooks).toBe(TEXTS.tab);
    await context.close();
  }, 120_000);
});
