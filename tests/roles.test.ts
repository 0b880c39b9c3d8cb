import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEnvelope, serializeEnvelope, type EventEnvelope } from '@sentry/core';
import {
  ADMIN_MESSAGES,
  ERROR_REPORT_LISTING_MESSAGES,
  HTTP_ERROR_MESSAGES,
  LOCAL_ERROR_REPORTING_DSN,
  type CollectionEnvelope,
  type ErrorReportGroup,
  type ErrorReportListingInfo,
} from '@arcline/shared';
import type { AdminAuditRow } from '@arcline/shared/data';
import { tableRows, updateRows } from './harness/tableRows';
import { grantConfiguredSuperUsers } from '@arcline/api/commands/accounts/superUsers';
import { startTestApi, type TestApi } from './harness/testApi';
import { buildCompany, buildInvitationCode, buildUser, reloadUser } from './harness/factories';
import { bin, projectRoot } from '../scripts/stack/paths';

/**
 * Issue 26 item 1: super-user rights come only from operators (SUPER_USER_EMAILS, the command line) or a super user
 * of the same company, never from an admin to themselves; error reports are seen per company, and every company's only
 * by the operators named in configuration; every role change is in the audit log.
 */
describe('roles and the scope of error reports', () => {
  const operatorDomain = `ops-${randomUUID().slice(0, 8)}.test`;
  const operatorName = `operator_${randomUUID().slice(0, 8)}`;
  const signupOperator = `newop_${randomUUID().slice(0, 8)}`;
  const listingOperator = `listop_${randomUUID().slice(0, 8)}`;
  let api: TestApi;
  beforeAll(async () => {
    const operators = [operatorName, signupOperator, listingOperator].map((name) => `${name}@${operatorDomain}`);
    api = await startTestApi({ env: { SUPER_USER_EMAILS: operators.join(',') } });
  });
  afterAll(async () => {
    await api?.close();
  });

  const call = async (token: string, route: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await api.request(route, { ...init, token });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const setRoles = (token: string, personId: string, roles: unknown) => call(token, `/api/admin/people/${personId}/roles`, { method: 'PUT', json: roles });
  const auditOf = async (companyId: string) =>
    (await tableRows<AdminAuditRow>('admin_audit_log', { company_id: companyId }, 'id')).map((entry) => [entry.actorEmail, entry.action, entry.target, entry.details]);

  async function firm() {
    const { company, domain } = await buildCompany();
    const member = async (roles: { admin?: boolean; superUser?: boolean } = {}) => {
      const { user } = await buildUser({ companyId: company.id, domain, ...roles });
      return { user, token: await api.tokens.openSession(user) };
    };
    return { company, domain, member };
  }

  it('refuses an admin who is not a super user raising their own rights (403), and changes nothing', async () => {
    const { member } = await firm();
    const admin = await member({ admin: true });
    expect(await setRoles(admin.token, admin.user.id, { isSuperUser: true })).toEqual({ status: 403, body: { errors: [ADMIN_MESSAGES.cannotChangeOwnSuperUser] } });
    expect(await setRoles(admin.token, admin.user.id, { isAdmin: true, isSuperUser: true })).toMatchObject({ status: 403 });
    expect((await reloadUser(admin.user)).isSuperUser).toBe(false);
    expect((await call(admin.token, '/api/error-reports')).status).toBe(404);
    expect(await auditOf(admin.user.companyId)).toEqual([]);
  });

  it('lets only a super user of the company grant or revoke super-user rights, never their own', async () => {
    const { member } = await firm();
    const admin = await member({ admin: true });
    const superAdmin = await member({ admin: true, superUser: true });
    const colleague = await member();
    const stranger = await buildUser({ admin: true, superUser: true });
    const strangerToken = await api.tokens.openSession(stranger.user);

    expect(await setRoles(admin.token, colleague.user.id, { isSuperUser: true })).toEqual({ status: 403, body: { errors: [ADMIN_MESSAGES.superUserGrantedBySuperUsers] } });
    expect(await setRoles(admin.token, superAdmin.user.id, { isSuperUser: false })).toEqual({ status: 403, body: { errors: [ADMIN_MESSAGES.superUserGrantedBySuperUsers] } });
    expect(await setRoles(strangerToken, colleague.user.id, { isSuperUser: true })).toEqual({ status: 404, body: { errors: [HTTP_ERROR_MESSAGES[404]] } });
    expect(await setRoles(superAdmin.token, superAdmin.user.id, { isSuperUser: false })).toEqual({ status: 403, body: { errors: [ADMIN_MESSAGES.cannotChangeOwnSuperUser] } });
    expect((await reloadUser(colleague.user)).isSuperUser).toBe(false);

    // An admin may still change the admin role of others, which needs no super-user rights.
    expect((await setRoles(admin.token, colleague.user.id, { isAdmin: true })).body.entity).toMatchObject({ isAdmin: true, isSuperUser: false });
    const granted = await setRoles(superAdmin.token, colleague.user.id, { isSuperUser: true });
    expect(granted).toMatchObject({ status: 200, body: { entity: { isSuperUser: true } } });
    expect((await setRoles(superAdmin.token, colleague.user.id, { isSuperUser: false })).body.entity).toMatchObject({ isSuperUser: false });
    expect(await auditOf(admin.user.companyId)).toEqual([
      [admin.user.email, 'user.roles', colleague.user.email, { isAdmin: true }],
      [superAdmin.user.email, 'user.roles', colleague.user.email, { isSuperUser: true }],
      [superAdmin.user.email, 'user.roles', colleague.user.email, { isSuperUser: false }],
    ]);
  });

  it('puts the super-user rights of the command line, of SUPER_USER_EMAILS at start and at sign-up in the audit log', async () => {
    const { user } = await buildUser();
    const command = (...args: string[]) =>
      promisify(execFile)(bin('tsx'), [path.join(projectRoot, 'api/src/cli/superUser.ts'), ...args], {
        env: { ...process.env, DATABASE_URL: inject('stackEnv').DATABASE_URL },
      });
    await command('grant', user.email);
    await command('revoke', user.email);
    expect(await auditOf(user.companyId)).toEqual([
      ['command line', 'user.roles', user.email, { isSuperUser: true }],
      ['command line', 'user.roles', user.email, { isSuperUser: false }],
    ]);

    const { company } = await buildCompany({ domain: operatorDomain });
    const { user: operator } = await buildUser({ companyId: company.id, domain: operatorDomain, username: operatorName });
    expect(await grantConfiguredSuperUsers(api.sequelize, api.config)).toEqual([operator.email]);
    expect(await grantConfiguredSuperUsers(api.sequelize, api.config)).toEqual([]);
    const { code } = await buildInvitationCode(company.id);
    const signup = await api.request('/api/auth/signup', {
      method: 'POST',
      json: { email: `${signupOperator}@${operatorDomain}`, userName: signupOperator, password: 'a good password', code },
    });
    expect(signup.status).toBe(200);
    expect(await auditOf(company.id)).toEqual([
      ['configuration (SUPER_USER_EMAILS)', 'user.roles', operator.email, { isSuperUser: true }],
      ['configuration (SUPER_USER_EMAILS)', 'user.roles', `${signupOperator}@${operatorDomain}`, { isSuperUser: true }],
    ]);
  });

  /** Reports an error of the signed-in user through the tunnel. */
  async function reportError(token: string, message: string) {
    const envelope = createEnvelope<EventEnvelope>({ event_id: randomUUID().replace(/-/g, ''), dsn: LOCAL_ERROR_REPORTING_DSN, sent_at: new Date().toISOString() }, [
      [{ type: 'event' }, { exception: { values: [{ type: 'Error', value: message }] }, timestamp: Date.now() / 1000 }],
    ]);
    const res = await api.request('/api/error-reports/tunnel', { method: 'POST', token, body: serializeEnvelope(envelope) as string, headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(200);
  }

  it("shows a super user the error reports of their own company only; every company's only to operators, with each company", async () => {
    const first = await firm();
    const second = await firm();
    const firstUser = await first.member();
    const secondUser = await second.member();
    // Letters only: the tunnel's grouping and scrubbing leave words alone.
    const word = () => randomUUID().replace(/[^a-f]/g, '').replace(/[a-f]/g, (letter) => 'klmnop'['abcdef'.indexOf(letter)]!);
    const [firstMessage, secondMessage] = [`First firm failure ${word()}`, `Second firm failure ${word()}`];
    await reportError(firstUser.token, firstMessage);
    await reportError(secondUser.token, secondMessage);
    const messagesOf = (body: CollectionEnvelope<ErrorReportGroup>) =>
      body.collection.flatMap((group) => [firstMessage, secondMessage].filter((message) => group.message.includes(message)).map((message) => [group.companyName, message]));

    // A super user made in the product (not named in SUPER_USER_EMAILS) sees their company's errors only.
    const firstSuper = await first.member({ superUser: true });
    const own = await call(firstSuper.token, '/api/error-reports');
    expect(own.status).toBe(200);
    expect(messagesOf(own.body)).toEqual([[first.company.name, firstMessage]]);
    expect(own.body.other_data).toEqual({ scope: 'company', operator: false } satisfies ErrorReportListingInfo);
    expect(await call(firstSuper.token, '/api/error-reports?scope=all')).toEqual({ status: 403, body: { errors: [ERROR_REPORT_LISTING_MESSAGES.operatorsOnly] } });
    expect(await call(firstSuper.token, '/api/error-reports?scope=everyone')).toEqual({ status: 400, body: { errors: [ERROR_REPORT_LISTING_MESSAGES.invalidScope] } });
    expect((await call(firstUser.token, '/api/error-reports')).status).toBe(404);
    expect((await call(firstUser.token, '/api/error-reports?scope=all')).status).toBe(404);

    // The operator of SUPER_USER_EMAILS: the own company by default, every company's when asked, with their names.
    const { user: operator } = await buildUser({ domain: `listing-${operatorDomain}`, username: listingOperator, superUser: true });
    Object.assign(operator, (await updateRows('users', { id: operator.id }, { email: `${listingOperator}@${operatorDomain}` }))[0]);
    const operatorToken = await api.tokens.openSession(operator);
    const operatorOwn = await call(operatorToken, '/api/error-reports');
    expect(messagesOf(operatorOwn.body)).toEqual([]);
    expect(operatorOwn.body.other_data).toEqual({ scope: 'company', operator: true });
    const everyCompany = await call(operatorToken, '/api/error-reports?scope=all');
    expect(everyCompany.body.other_data).toEqual({ scope: 'all', operator: true });
    expect(messagesOf(everyCompany.body).sort()).toEqual(
      [
        [first.company.name, firstMessage],
        [second.company.name, secondMessage],
      ].sort(),
    );
  });
});
