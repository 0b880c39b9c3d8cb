// Route test of admin.router.ts (/api/admin/*, the admin console of the caller's company). Deeper: tests/admin.test.ts
// (deactivation ending sessions, roles, invitations honoured at sign-up, domains blocking sign-in, quotas used by the
// quota check, templates in the Add Column dialog, user actions to workflows, the audit log), tests/roles.test.ts,
// tests/domainRemoval.test.ts, tests/accounts.admin.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, HTTP_ERROR_MESSAGES } from '@arcline/shared';
import { errorsOf, routeSuite, type Caller } from '@arcline/tests/harness/routeSuite';

const notFound = { status: 404, body: errorsOf(HTTP_ERROR_MESSAGES[404]) };

describe('admin.router', () => {
  const suite = routeSuite();
  const call = async (method: string, path: string, token: string, json?: unknown) => {
    const { status, body } = await suite.call(method, `/api/admin${path}`, { token, json });
    return { status, body };
  };
  /** An admin of a fresh company and a colleague there. */
  async function firm(): Promise<{ admin: Caller; colleague: Caller }> {
    const admin = await suite.signIn({ admin: true, superUser: true });
    return { admin, colleague: await suite.colleague(admin.user) };
  }

  it('GET /people lists the company; POST /people/:id/deactivate and /reactivate; PUT /people/:id/roles', async () => {
    const { admin, colleague } = await firm();
    const people = await call('GET', '/people', admin.token);
    expect(people.status).toBe(200);
    expect(people.body.collection.map((person: { id: string }) => person.id).sort()).toEqual([admin.user.id, colleague.user.id].sort());
    expect(await call('GET', `/people?search=${'x'.repeat(101)}`, admin.token)).toEqual({ status: 400, body: errorsOf(ADMIN_MESSAGES.invalidSearch) });

    expect(await call('POST', `/people/${colleague.user.id}/deactivate`, admin.token)).toMatchObject({ status: 200, body: { entity: { id: colleague.user.id } } });
    expect((await suite.get('/api/configuration', colleague.token)).status).toBe(401);
    expect(await call('POST', `/people/${colleague.user.id}/reactivate`, admin.token)).toMatchObject({ status: 200, body: { entity: { id: colleague.user.id } } });
    expect(await call('POST', `/people/${admin.user.id}/deactivate`, admin.token)).toEqual({ status: 400, body: errorsOf(ADMIN_MESSAGES.cannotDeactivateSelf) });

    expect(await call('PUT', `/people/${colleague.user.id}/roles`, admin.token, { isAdmin: true })).toMatchObject({ status: 200, body: { entity: { id: colleague.user.id, isAdmin: true } } });
    expect(await call('PUT', `/people/${colleague.user.id}/roles`, admin.token, {})).toEqual({ status: 400, body: errorsOf(ADMIN_MESSAGES.rolesRequired) });
  });

  it('GET and POST /invitations, POST /invitations/:id/revoke', async () => {
    const { admin } = await firm();
    const created = await call('POST', '/invitations', admin.token, { days: 7, uses: 2 });
    expect(created).toMatchObject({ status: 201, body: { entity: { id: expect.any(String), maxUses: 2, useCount: 0, usable: true } } });
    expect(await call('POST', '/invitations', admin.token, { days: 0, uses: 1 })).toEqual({ status: 400, body: errorsOf(ADMIN_MESSAGES.invalidDays) });
    const listed = await call('GET', '/invitations', admin.token);
    expect(listed.body.collection.map((invitation: { id: string }) => invitation.id)).toContain(created.body.entity.id);
    expect(await call('POST', `/invitations/${created.body.entity.id}/revoke`, admin.token)).toMatchObject({ status: 200, body: { entity: { usable: false } } });
  });

  it('GET and POST /domains, DELETE /domains/:id', async () => {
    const { admin } = await firm();
    const domain = `route-${randomUUID().slice(0, 8)}.test`;
    const added = await call('POST', '/domains', admin.token, { domain });
    expect(added).toMatchObject({ status: 201, body: { entity: { id: expect.any(String), domain } } });
    expect(await call('POST', '/domains', admin.token, { domain: 'not a domain' })).toEqual({ status: 400, body: errorsOf(ADMIN_MESSAGES.invalidDomain) });
    expect(await call('POST', '/domains', admin.token, { domain })).toEqual({ status: 409, body: errorsOf(ADMIN_MESSAGES.domainTaken) });
    expect((await call('GET', '/domains', admin.token)).body.collection.map((entry: { domain: string }) => entry.domain)).toContain(domain);
    expect(await call('DELETE', `/domains/${added.body.entity.id}`, admin.token)).toEqual({ status: 204, body: null });
  });

  it('GET and PUT /quotas', async () => {
    const { admin } = await firm();
    const quotas = await call('GET', '/quotas', admin.token);
    expect(quotas).toMatchObject({ status: 200, body: { entity: { text: { quotaChars: null }, file: { quotaChars: null } } } });
    expect(await call('PUT', '/quotas', admin.token, { textQuotaChars: 50, fileQuotaChars: null })).toMatchObject({ status: 200, body: { entity: { text: { quotaChars: 50, effectiveQuotaChars: 50 } } } });
    expect(await call('PUT', '/quotas', admin.token, { textQuotaChars: -1, fileQuotaChars: null })).toEqual({ status: 400, body: errorsOf(ADMIN_MESSAGES.invalidQuota) });
  });

  it('GET and POST /templates, PUT and DELETE /templates/:id', async () => {
    const { admin } = await firm();
    const template = { name: `Route ${randomUUID().slice(0, 6)}`, query: 'Which law governs the agreement?', answerKind: 'text' };
    const created = await call('POST', '/templates', admin.token, template);
    expect(created).toMatchObject({ status: 201, body: { entity: { id: expect.any(String), name: template.name } } });
    const id: string = created.body.entity.id;
    expect((await call('GET', '/templates', admin.token)).body.collection.map((entry: { id: string }) => entry.id)).toContain(id);
    expect(await call('PUT', `/templates/${id}`, admin.token, { ...template, name: `${template.name} 2` })).toMatchObject({ status: 200, body: { entity: { id, name: `${template.name} 2` } } });
    expect(await call('POST', '/templates', admin.token, { ...template, query: '' })).toEqual({ status: 400, body: errorsOf(ADMIN_MESSAGES.templateQueryRequired) });
    expect(await call('DELETE', `/templates/${id}`, admin.token)).toEqual({ status: 204, body: null });
  });

  it('GET /usage, /user-actions and /audit-log answer the company’s figures and entries', async () => {
    const { admin, colleague } = await firm();
    await call('POST', `/people/${colleague.user.id}/deactivate`, admin.token);
    expect(await call('GET', '/usage', admin.token)).toMatchObject({ status: 200, body: { entity: expect.any(Object) } });
    expect(await call('GET', '/user-actions', admin.token)).toMatchObject({ status: 200, body: { collection: expect.any(Array) } });
    const audit = await call('GET', '/audit-log', admin.token);
    expect(audit.status).toBe(200);
    expect(audit.body.collection[0]).toMatchObject({ action: 'user.deactivate', target: colleague.user.email });
  });

  it('/audit-log is newest first when the ids gain a digit (99, 100: ordered as numbers, not as text)', async () => {
    const { admin, colleague } = await firm();
    const sequelize = suite.api.sequelize;
    // The next ids cross a power of ten (ids only go up, so other tests' rows stay unique).
    const [[{ last }]] = (await sequelize.query(`select last_value::bigint as last from admin_audit_log_id_seq`)) as [[{ last: string }], unknown];
    const next = 10 ** String(Number(last) + 2).length;
    await sequelize.query(`select setval('admin_audit_log_id_seq', ${next - 2})`);
    await call('POST', `/people/${colleague.user.id}/deactivate`, admin.token); // id next - 1
    await call('POST', `/people/${colleague.user.id}/reactivate`, admin.token); // id next
    const audit = await call('GET', '/audit-log', admin.token);
    expect(audit.body.collection.slice(0, 2).map((entry: { action: string }) => entry.action)).toEqual(['user.reactivate', 'user.deactivate']);
  });

  it("another company's person, invitation, domain and template are a 404", async () => {
    const { admin } = await firm();
    const invitation: string = (await call('POST', '/invitations', admin.token, { days: 1, uses: 1 })).body.entity.id;
    const domain: string = (await call('POST', '/domains', admin.token, { domain: `route-${randomUUID().slice(0, 8)}.test` })).body.entity.id;
    const template = { name: `Theirs ${randomUUID().slice(0, 6)}`, query: 'Who are the parties?', answerKind: 'text' };
    const templateId: string = (await call('POST', '/templates', admin.token, template)).body.entity.id;
    const { admin: stranger } = await firm();
    const calls: [string, string, unknown?][] = [
      ['POST', `/people/${admin.user.id}/deactivate`],
      ['POST', `/people/${admin.user.id}/reactivate`],
      ['PUT', `/people/${admin.user.id}/roles`, { isAdmin: false }],
      ['POST', `/invitations/${invitation}/revoke`],
      ['DELETE', `/domains/${domain}`],
      ['PUT', `/templates/${templateId}`, template],
      ['DELETE', `/templates/${templateId}`],
      ['POST', '/people/not-a-uuid/deactivate'],
    ];
    for (const [method, path, json] of calls) expect({ method, path, ...(await call(method, path, stranger.token, json)) }).toEqual({ method, path, ...notFound });
  });

  const ROUTES: [string, string, unknown?][] = [
    ['GET', '/people'],
    ['POST', `/people/${randomUUID()}/deactivate`],
    ['POST', `/people/${randomUUID()}/reactivate`],
    ['PUT', `/people/${randomUUID()}/roles`, { isAdmin: true }],
    ['GET', '/invitations'],
    ['POST', '/invitations', { days: 1, uses: 1 }],
    ['POST', `/invitations/${randomUUID()}/revoke`],
    ['GET', '/domains'],
    ['POST', '/domains', { domain: 'example.com' }],
    ['DELETE', `/domains/${randomUUID()}`],
    ['GET', '/quotas'],
    ['PUT', '/quotas', { textQuotaChars: 1, fileQuotaChars: 1 }],
    ['GET', '/templates'],
    ['POST', '/templates', { name: 'x', query: 'y', answerKind: 'text' }],
    ['PUT', `/templates/${randomUUID()}`, { name: 'x', query: 'y', answerKind: 'text' }],
    ['DELETE', `/templates/${randomUUID()}`],
    ['GET', '/usage'],
    ['GET', '/user-actions'],
    ['GET', '/audit-log'],
  ];

  it('is 403 for a user who is not an admin, super users included (every route: tests/admin.test.ts)', async () => {
    const { token } = await suite.signIn({ superUser: true });
    for (const [method, path, json] of [ROUTES[0]!, ROUTES[11]!]) {
      expect({ method, path, ...(await call(method, path, token, json)) }).toEqual({ method, path, status: 403, body: errorsOf(ADMIN_MESSAGES.notAdmin) });
    }
  });

  it('every route needs a signed-in user (401)', async () => {
    for (const [method, path, json] of ROUTES) await suite.expectUnauthenticated(method, `/api/admin${path}`, json);
  });
});
