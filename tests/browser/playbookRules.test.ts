import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS, DEMO_PLAYBOOK, PLAYBOOK_TEXTS, type Playbook } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';

const TEXTS = PLAYBOOK_TEXTS.admin;
const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);

describe('playbook rules as forms in the admin console (issue 32)', () => {
  const suite = chromiumSuite();

  it('edits a topic\'s rule through its form, saves a new version with it, and keeps the JSON as the advanced view', async () => {
    const { api } = suite;
    const { page, token } = await loggedInPage(suite.browser, api, { admin: true });
    const created = await api.request('/api/admin/playbooks', { method: 'POST', json: DEMO_PLAYBOOK, token });
    expect(created.status).toBe(201);
    const playbook = ((await created.json()) as { entity: Playbook }).entity;
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto(`${api.url}/admin?tab=playbooks`);
    await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.playbooks }).waitFor();
    await page.getByRole('button', { name: DEMO_PLAYBOOK.name }).click();

    // The term topic's rule shows as its form: at most 3 years, fallback 5.
    const term = page.getByRole('group', { name: 'Term', exact: true });
    const rule = term;
    await expect.poll(() => rule.getByLabel(TEXTS.ruleForm.kind).inputValue()).toBe('termYears');
    expect(await rule.getByLabel(TEXTS.ruleForm.fields.max).inputValue()).toBe('3');
    expect(await rule.getByLabel(TEXTS.ruleForm.fields.fallbackMax).inputValue()).toBe('5');
    await rule.getByLabel(TEXTS.ruleForm.fields.max).fill('2');
    await rule.getByLabel(TEXTS.ruleForm.fields.fallbackMax).fill('');

    // Indemnity: a mutual indemnity becomes the standard.
    const indemnity = page.getByRole('group', { name: 'Indemnification' });
    await indemnity.getByLabel(TEXTS.ruleForm.fields.mutual).selectOption('standard');

    // A cap without a minimum is refused by the form with the server's message before anything is sent.
    const cap = page.getByRole('group', { name: 'Limitation of liability' });
    await cap.getByLabel(TEXTS.ruleForm.fields.minMonthsOfFees).fill('');
    await cap.getByLabel(TEXTS.ruleForm.fields.minAmount).fill('');
    await expect.poll(() => cap.getByText('A liability cap rule needs minMonthsOfFees or minAmount.').count()).toBe(1);
    await cap.getByLabel(TEXTS.ruleForm.fields.minMonthsOfFees).fill('9');

    // The advanced view is the rule's JSON, as the form wrote it.
    await term.getByRole('button', { name: TEXTS.ruleForm.advanced }).click();
    expect(JSON.parse(await term.getByLabel(TEXTS.rule).inputValue())).toEqual({ kind: 'termYears', max: 2 });
    await term.getByRole('button', { name: TEXTS.ruleForm.backToForm }).click();
    await page.screenshot({ path: screenshot('arcline-playbook-rule-form.png'), fullPage: true });

    await page.getByRole('button', { name: TEXTS.save }).click();
    await expect
      .poll(async () => (((await (await api.request(`/api/admin/playbooks/${playbook.id}`, { token })).json()) as { entity: Playbook }).entity.version), { timeout: 15000 })
      .toBe(2);
    const saved = ((await (await api.request(`/api/admin/playbooks/${playbook.id}`, { token })).json()) as { entity: Playbook }).entity;
    const ruleOf = (id: string) => saved.topics.find((topic) => topic.id === id)!.rule;
    expect(ruleOf('term')).toEqual({ kind: 'termYears', max: 2 });
    expect(ruleOf('indemnity')).toEqual({ kind: 'indemnity', mutual: 'standard' });
    expect(ruleOf('liability-cap')).toEqual({ kind: 'liabilityCap', minMonthsOfFees: 9, fallbackMonthsOfFees: 6, fallbackAmount: 500_000 });
    // The other topics' rules went through the form unchanged.
    expect(ruleOf('governing-law')).toEqual(DEMO_PLAYBOOK.topics.find((topic) => topic.id === 'governing-law')!.rule);
    expect(ruleOf('assignment')).toEqual({ kind: 'assignmentConsent' });
  }, 120_000);
});
