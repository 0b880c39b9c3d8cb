import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_TEXTS } from '@arcline/shared';
import { allowedDomainStore, matrixTemplateStore, type AdminAuditRow } from '@arcline/shared/data';
import { countRows, tableRows } from '../harness/tableRows';
import { sequelizeSql } from '@arcline/api/db/sequelizeSql';
import { buildUser, reloadUser } from '../harness/factories';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';

const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', `arcline-admin-confirm-${name}.png`);

/**
 * Issue 26 items 1 and 3 in the admin console: removing a domain, deactivating a person and deleting a template each
 * ask first, naming what will happen (with a warning before one's own domain), and nothing changes until confirmed;
 * 'Make super user' is offered to super users only, never on one's own row.
 */
describe('admin console confirmations in Chromium', () => {
  const suite = chromiumSuite();

  const dialogOf = (page: Page, title: string) => page.getByRole('dialog', { name: title });

  it('asks before deactivating, deleting a template and removing a domain, and changes nothing when cancelled', async () => {
    const { api } = suite;
    const { page, context, user: admin } = await loggedInPage(suite.browser, api, { admin: true });
    const companyTemplatesNamed = async (name: string) =>
      (await matrixTemplateStore.listVisibleTo(sequelizeSql(api.sequelize), admin.companyId)).filter((row) => row.companyId === admin.companyId && row.name === name).length;
    const domain = admin.email.split('@')[1]!;
    const colleague = await buildUser({ companyId: admin.companyId, domain });
    const colleagueToken = await api.tokens.openSession(colleague.user);
    const secondDomain = `branch-${randomUUID().slice(0, 8)}.test`;
    await allowedDomainStore.add(sequelizeSql(api.sequelize), admin.companyId, secondDomain);
    const branchPerson = await buildUser({ companyId: admin.companyId, domain: secondDomain });
    const branchToken = await api.tokens.openSession(branchPerson.user);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${api.url}/admin?tab=people`);

    // People: an admin who is not a super user is offered no super-user change, and nothing on their own row.
    const colleagueRow = page.locator(`[data-testid="admin-person"][data-email="${colleague.user.email}"]`);
    const ownRow = page.locator(`[data-testid="admin-person"][data-email="${admin.email}"]`);
    await colleagueRow.waitFor();
    expect(await page.getByRole('button', { name: ADMIN_TEXTS.grantSuperUser }).count()).toBe(0);
    expect(await ownRow.getByRole('button').count()).toBe(0);

    // Deactivate: cancelled, nothing happens; confirmed, the colleague is out.
    await colleagueRow.getByRole('button', { name: ADMIN_TEXTS.deactivate }).click();
    const deactivateDialog = dialogOf(page, ADMIN_TEXTS.confirmDeactivateTitle);
    await deactivateDialog.waitFor();
    expect(await deactivateDialog.textContent()).toContain(colleague.user.email);
    await page.screenshot({ path: screenshot('deactivate') });
    await deactivateDialog.getByRole('button', { name: ADMIN_TEXTS.cancel }).click();
    await deactivateDialog.waitFor({ state: 'hidden' });
    expect((await api.request('/api/configuration', { token: colleagueToken })).status).toBe(200);
    expect(await colleagueRow.textContent()).toContain(ADMIN_TEXTS.active);

    await colleagueRow.getByRole('button', { name: ADMIN_TEXTS.deactivate }).click();
    await deactivateDialog.getByRole('button', { name: ADMIN_TEXTS.deactivate }).click();
    await colleagueRow.getByText(ADMIN_TEXTS.deactivated).waitFor();
    expect((await api.request('/api/configuration', { token: colleagueToken })).status).toBe(401);

    // Template: deleted only once confirmed, the dialog naming it.
    const templateName = `Notice period ${randomUUID().slice(0, 6)}`;
    await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.templates }).click();
    await page.getByLabel(ADMIN_TEXTS.templateName).fill(templateName);
    await page.getByLabel(ADMIN_TEXTS.templateQuery).fill('How long is the notice period?');
    await page.getByRole('button', { name: ADMIN_TEXTS.addTemplate }).click();
    const templateRow = page.locator('tr', { hasText: templateName });
    await templateRow.waitFor();
    await templateRow.getByRole('button', { name: ADMIN_TEXTS.delete }).click();
    const templateDialog = dialogOf(page, ADMIN_TEXTS.confirmDeleteTemplateTitle);
    await templateDialog.waitFor();
    expect(await templateDialog.textContent()).toContain(ADMIN_TEXTS.confirmDeleteTemplate(templateName));
    await templateDialog.getByRole('button', { name: ADMIN_TEXTS.cancel }).click();
    expect(await companyTemplatesNamed(templateName)).toBe(1);
    await templateRow.getByRole('button', { name: ADMIN_TEXTS.delete }).click();
    await templateDialog.getByRole('button', { name: ADMIN_TEXTS.delete }).click();
    await templateRow.waitFor({ state: 'detached' });
    expect(await companyTemplatesNamed(templateName)).toBe(0);

    // Domains: one's own domain gets a warning on top; cancelling keeps it.
    await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.domains }).click();
    const domainDialog = dialogOf(page, ADMIN_TEXTS.confirmRemoveDomainTitle);
    await page.locator('tr', { hasText: domain }).getByRole('button', { name: ADMIN_TEXTS.remove }).click();
    await domainDialog.waitFor();
    expect(await domainDialog.getByTestId('admin-confirm-warning').textContent()).toBe(ADMIN_TEXTS.confirmRemoveOwnDomain(domain));
    expect(await domainDialog.textContent()).toContain(ADMIN_TEXTS.confirmRemoveDomain(domain));
    await page.screenshot({ path: screenshot('own-domain') });
    await domainDialog.getByRole('button', { name: ADMIN_TEXTS.cancel }).click();
    expect(await countRows('allowed_email_domains', { domain })).toBe(1);

    // Another domain: no warning; confirmed, its people are signed out and shown blocked.
    await page.locator('tr', { hasText: secondDomain }).getByRole('button', { name: ADMIN_TEXTS.remove }).click();
    await domainDialog.waitFor();
    expect(await domainDialog.getByTestId('admin-confirm-warning').count()).toBe(0);
    expect(await domainDialog.textContent()).toContain(ADMIN_TEXTS.confirmRemoveDomain(secondDomain));
    expect((await api.request('/api/configuration', { token: branchToken })).status).toBe(200);
    await domainDialog.getByRole('button', { name: ADMIN_TEXTS.remove }).click();
    await page.locator('tr', { hasText: secondDomain }).waitFor({ state: 'detached' });
    expect((await api.request('/api/configuration', { token: branchToken })).status).toBe(401);
    await page.getByRole('tab', { name: ADMIN_TEXTS.tabs.people }).click();
    await page.locator(`[data-testid="admin-person"][data-email="${branchPerson.user.email}"]`).getByText(ADMIN_TEXTS.blocked).waitFor();
    await page.screenshot({ path: screenshot('blocked'), fullPage: true });

    const audit = await tableRows<AdminAuditRow>('admin_audit_log', { company_id: admin.companyId }, 'id');
    expect(audit.map((entry) => [entry.action, entry.target])).toEqual([
      ['user.deactivate', colleague.user.email],
      ['template.create', templateName],
      ['template.delete', templateName],
      ['domain.remove', secondDomain],
    ]);
    await context.close();
  }, 180_000);

  it("offers 'Make super user' to a super user, on other people's rows only", async () => {
    const { api } = suite;
    const { page, context, user: admin } = await loggedInPage(suite.browser, api, { admin: true, superUser: true });
    const colleague = await buildUser({ companyId: admin.companyId, domain: admin.email.split('@')[1]! });
    await page.goto(`${api.url}/admin?tab=people`);
    const colleagueRow = page.locator(`[data-testid="admin-person"][data-email="${colleague.user.email}"]`);
    await colleagueRow.getByRole('button', { name: ADMIN_TEXTS.grantSuperUser }).click();
    await colleagueRow.getByRole('button', { name: ADMIN_TEXTS.revokeSuperUser }).waitFor();
    expect((await reloadUser(colleague.user)).isSuperUser).toBe(true);
    const ownRow = page.locator(`[data-testid="admin-person"][data-email="${admin.email}"]`);
    expect(await ownRow.getByRole('button').count()).toBe(0);
    await context.close();
  }, 120_000);
});
