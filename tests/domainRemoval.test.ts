import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminDomain, type AdminPerson } from '@arcline/shared';
import { allowedDomainStore, type AdminAuditRow } from '@arcline/shared/data';
import { apiSql } from '@arcline/api/db/apiDatabase';
import { tableRows } from './harness/tableRows';
import { startTestApi, type TestApi } from './harness/testApi';
import { buildCompany, buildUser, DEFAULT_TEST_PASSWORD } from './harness/factories';

/**
 * Issue 26 item 3: removing an allowed domain ends the sessions of that domain's people at once (their next call is a
 * 401, as after a deactivation), and the console shows them blocked.
 */
describe('removing an allowed domain', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const call = async (token: string, route: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await api.request(route, { ...init, token });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  /** A company with two domains: the admin on the first, two people on the second (one of them an admin too). */
  async function twoDomainFirm() {
    const { company, domain } = await buildCompany();
    const secondDomain = `second-${randomUUID().slice(0, 8)}.test`;
    await allowedDomainStore.add(apiSql(), company.id, secondDomain);
    const signedIn = async (overrides: Parameters<typeof buildUser>[0]) => {
      const { user } = await buildUser({ companyId: company.id, ...overrides });
      return { user, token: await api.tokens.openSession(user) };
    };
    return {
      company,
      domain,
      secondDomain,
      admin: await signedIn({ domain, admin: true }),
      remote: await signedIn({ domain: secondDomain }),
      remoteAdmin: await signedIn({ domain: secondDomain, admin: true }),
    };
  }

  const domainId = async (token: string, domain: string) =>
    ((await call(token, '/api/admin/domains')).body.collection as AdminDomain[]).find((entry) => entry.domain === domain)!.id;

  it("ends every session of the domain's people at once: their next call is a 401, admins included", async () => {
    const { admin, remote, remoteAdmin, secondDomain } = await twoDomainFirm();
    const secondSession = await api.tokens.openSession(remote.user);
    expect((await call(remote.token, '/api/configuration')).status).toBe(200);

    expect((await call(admin.token, `/api/admin/domains/${await domainId(admin.token, secondDomain)}`, { method: 'DELETE' })).status).toBe(204);

    for (const token of [remote.token, secondSession, remoteAdmin.token]) expect((await call(token, '/api/configuration')).status).toBe(401);
    // The reported case: with the old token, a 50-use invitation code.
    expect((await call(remoteAdmin.token, '/api/admin/invitations', { method: 'POST', json: { days: 7, uses: 50 } })).status).toBe(401);
    expect((await call(admin.token, '/api/configuration')).status).toBe(200);
    const login = await api.request('/api/auth/login', { method: 'POST', json: { usernameOrEmail: remote.user.email, password: DEFAULT_TEST_PASSWORD } });
    expect(login.status).toBe(400);

    const [entry] = await tableRows<AdminAuditRow>('admin_audit_log', { company_id: admin.user.companyId, action: 'domain.remove' });
    expect(entry).toMatchObject({ actorEmail: admin.user.email, target: secondDomain, details: { sessionsEnded: 3 } });
  });

  it("shows the domain's people blocked in People, and active again once the domain is back", async () => {
    const { admin, remote, remoteAdmin, secondDomain } = await twoDomainFirm();
    const statusOf = async () =>
      Object.fromEntries(((await call(admin.token, '/api/admin/people')).body.collection as AdminPerson[]).map((person) => [person.email, person.domainAllowed]));
    expect(await statusOf()).toEqual({ [admin.user.email]: true, [remote.user.email]: true, [remoteAdmin.user.email]: true });

    await call(admin.token, `/api/admin/domains/${await domainId(admin.token, secondDomain)}`, { method: 'DELETE' });
    expect(await statusOf()).toEqual({ [admin.user.email]: true, [remote.user.email]: false, [remoteAdmin.user.email]: false });

    expect((await call(admin.token, '/api/admin/domains', { method: 'POST', json: { domain: secondDomain } })).status).toBe(201);
    expect(await statusOf()).toEqual({ [admin.user.email]: true, [remote.user.email]: true, [remoteAdmin.user.email]: true });
    // Back on the list, they sign in again; the sessions that ended stay ended.
    expect((await call(remote.token, '/api/configuration')).status).toBe(401);
    const login = await api.request('/api/auth/login', { method: 'POST', json: { usernameOrEmail: remote.user.email, password: DEFAULT_TEST_PASSWORD } });
    expect(login.status).toBe(200);
  });

  it("ends the admin's own session when they remove their own domain, and nobody else's", async () => {
    const { admin, remote, domain } = await twoDomainFirm();
    const stranger = await buildUser();
    const strangerToken = await api.tokens.openSession(stranger.user);
    expect((await call(admin.token, `/api/admin/domains/${await domainId(admin.token, domain)}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(admin.token, '/api/configuration')).status).toBe(401);
    expect((await call(remote.token, '/api/configuration')).status).toBe(200);
    expect((await call(strangerToken, '/api/configuration')).status).toBe(200);
  });
});
