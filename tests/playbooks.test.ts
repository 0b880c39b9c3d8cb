import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  HTTP_ERROR_MESSAGES,
  type AdminAuditEntry,
  PLAYBOOK_LIMITS,
  PLAYBOOK_MESSAGES,
  type Playbook,
  type PlaybookVersionSummary,
  DEMO_PLAYBOOK,
} from '@arcline/shared';
import { userStore } from '@arcline/shared/data';
import { apiSql } from '@arcline/api/db/apiDatabase';
import { tableRows } from './harness/tableRows';
import { seedDemoData } from '@arcline/api/db/seed';
import { startTestApi, type TestApi } from './harness/testApi';
import { buildCompany, buildUser } from './harness/factories';
import { matrixClient } from './matrixSupport';
import { governingLawPlaybook } from './harness/playbookInput';

const PLAYBOOK = governingLawPlaybook('Supply agreements');

describe('playbooks API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const call = async (token: string, route: string, init: { method?: string; json?: unknown } = {}) => {
    const { status, body } = await matrixClient(api, token).call(init.method ?? 'GET', `/api${route}`, init.json);
    return { status, body: body ?? null };
  };
  // A playbook in the path that is not the company's answers as every id route does (tests/hardening/isolation.test.ts).
  const notFound = { status: 404, body: { errors: [HTTP_ERROR_MESSAGES[404]] } };

  async function firms() {
    const { company, domain } = await buildCompany();
    const admin = await buildUser({ companyId: company.id, domain, admin: true });
    const colleague = await buildUser({ companyId: company.id, domain });
    const other = await buildUser({ admin: true });
    const tokenOf = (user: typeof admin.user) => api.tokens.openSession(user);
    return { admin: { ...admin, token: await tokenOf(admin.user) }, colleague: { ...colleague, token: await tokenOf(colleague.user) }, other: { ...other, token: await tokenOf(other.user) } };
  }

  it('creates, changes (a new version each time), lists and deletes a playbook, each change in the audit log', async () => {
    const { admin, colleague } = await firms();
    const created = await call(admin.token, '/admin/playbooks', { method: 'POST', json: PLAYBOOK });
    expect(created.status).toBe(201);
    const playbook = created.body.entity as Playbook;
    expect(playbook).toMatchObject({ name: 'Supply agreements', version: 1, companyId: admin.user.companyId, topics: [{ id: 'governing-law', rule: { kind: 'governingLaw' } }] });

    const changed = { ...PLAYBOOK, name: 'Supply agreements (2026)', topics: [{ ...PLAYBOOK.topics[0]!, rule: { kind: 'governingLaw', allowed: ['New York', 'Delaware'] } }] };
    const updated = await call(admin.token, `/admin/playbooks/${playbook.id}`, { method: 'PUT', json: { ...changed, baseVersion: 1 } });
    expect(updated.status).toBe(200);
    expect(updated.body.entity).toMatchObject({ id: playbook.id, version: 2, name: 'Supply agreements (2026)' });
    // A change made from version 1 again is refused: someone changed it since.
    expect(await call(admin.token, `/admin/playbooks/${playbook.id}`, { method: 'PUT', json: { ...changed, baseVersion: 1 } })).toEqual({
      status: 409,
      body: { errors: [PLAYBOOK_MESSAGES.versionConflict] },
    });

    const versions = (await call(admin.token, `/admin/playbooks/${playbook.id}/versions`)).body.collection as PlaybookVersionSummary[];
    expect(versions.map((version) => [version.version, version.name, version.createdByEmail])).toEqual([
      [2, 'Supply agreements (2026)', admin.user.email],
      [1, 'Supply agreements', admin.user.email],
    ]);
    const first = await call(admin.token, `/admin/playbooks/${playbook.id}/versions/1`);
    expect(first.body.entity).toMatchObject({ version: 1, name: 'Supply agreements', topics: [{ rule: { allowed: ['New York'] } }] });

    // Every user of the company reads the current version.
    const listed = await call(colleague.token, '/playbooks');
    expect((listed.body.collection as Playbook[]).map((item) => [item.id, item.version])).toEqual([[playbook.id, 2]]);
    expect((await call(colleague.token, `/playbooks/${playbook.id}`)).body.entity).toMatchObject({ version: 2 });

    expect((await call(admin.token, `/admin/playbooks/${playbook.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await call(colleague.token, `/playbooks/${playbook.id}`)).toEqual(notFound);
    expect((await call(colleague.token, '/playbooks')).body.collection).toEqual([]);
    expect(await call(admin.token, `/admin/playbooks/${playbook.id}`, { method: 'DELETE' })).toEqual(notFound);

    const audit = (await call(admin.token, '/admin/audit-log')).body.collection as AdminAuditEntry[];
    expect(audit.map((entry) => [entry.action, entry.target, entry.details])).toEqual([
      ['playbook.delete', playbook.id, { name: 'Supply agreements (2026)', version: 2, topics: 1 }],
      ['playbook.update', playbook.id, { name: 'Supply agreements (2026)', version: 2, topics: 1 }],
      ['playbook.create', playbook.id, { name: 'Supply agreements', version: 1, topics: 1 }],
    ]);
  });

  it('answers 403 to non-admins on the admin calls, 400 with the message to a bad playbook', async () => {
    const { admin, colleague } = await firms();
    const id = randomUUID();
    for (const [method, route] of [['GET', ''], ['POST', ''], ['GET', `/${id}`], ['PUT', `/${id}`], ['DELETE', `/${id}`], ['GET', `/${id}/versions`]] as const) {
      const res = await call(colleague.token, `/admin/playbooks${route}`, { method, json: method === 'POST' || method === 'PUT' ? PLAYBOOK : undefined });
      expect({ method, route, ...res }).toEqual({ method, route, status: 403, body: { errors: [ADMIN_MESSAGES.notAdmin] } });
    }
    const post = (json: unknown) => call(admin.token, '/admin/playbooks', { method: 'POST', json });
    expect(await post({ ...PLAYBOOK, name: ' ' })).toEqual({ status: 400, body: { errors: [PLAYBOOK_MESSAGES.nameRequired] } });
    expect(await post({ ...PLAYBOOK, topics: [] })).toEqual({ status: 400, body: { errors: [PLAYBOOK_MESSAGES.topicsRequired] } });
    expect(await post({ ...PLAYBOOK, topics: [PLAYBOOK.topics[0], PLAYBOOK.topics[0]] })).toEqual({ status: 400, body: { errors: [PLAYBOOK_MESSAGES.topicIdsUnique] } });
    expect(await post({ ...PLAYBOOK, topics: [{ ...PLAYBOOK.topics[0], key: 'weather' }] })).toEqual({ status: 400, body: { errors: [PLAYBOOK_MESSAGES.topicInvalid] } });
    expect(await post({ ...PLAYBOOK, topics: [{ ...PLAYBOOK.topics[0], rule: { kind: 'noticeDays', min: -3 } }] })).toEqual({ status: 400, body: { errors: [PLAYBOOK_MESSAGES.ruleInvalid] } });
    expect(await post({ ...PLAYBOOK, topics: [{ ...PLAYBOOK.topics[0], rule: { kind: 'liabilityCap' } }] })).toEqual({
      status: 400,
      body: { errors: [PLAYBOOK_MESSAGES.liabilityCapNeedsMinimum] },
    });
    expect(await post({ ...PLAYBOOK, actingFor: 'x'.repeat(PLAYBOOK_LIMITS.actingForMaxChars + 1) })).toEqual({ status: 400, body: { errors: [PLAYBOOK_MESSAGES.actingForInvalid] } });
    expect(await post({ ...PLAYBOOK, actingFor: ['customer'] })).toEqual({ status: 400, body: { errors: [PLAYBOOK_MESSAGES.actingForInvalid] } });
    expect((await call(admin.token, '/admin/playbooks')).body.collection).toEqual([]);
  });

  it('keeps the party the firm acts for with each version: set, read by every user, cleared by a version without it', async () => {
    const { admin, colleague } = await firms();
    const created = await call(admin.token, '/admin/playbooks', { method: 'POST', json: { ...PLAYBOOK, actingFor: '  Licensee ' } });
    expect(created).toMatchObject({ status: 201, body: { entity: { version: 1, actingFor: 'Licensee' } } });
    const playbook = created.body.entity as Playbook;
    expect((await call(colleague.token, `/playbooks/${playbook.id}`)).body.entity.actingFor).toBe('Licensee');
    const cleared = await call(admin.token, `/admin/playbooks/${playbook.id}`, { method: 'PUT', json: { ...PLAYBOOK, actingFor: '' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.entity.version).toBe(2);
    expect(cleared.body.entity.actingFor).toBeUndefined();
    expect((await call(admin.token, `/admin/playbooks/${playbook.id}/versions/1`)).body.entity.actingFor).toBe('Licensee');
  });

  it('scopes every call to the company: another company’s playbook is a 404 and unchanged', async () => {
    const { admin, colleague, other } = await firms();
    const playbook = (await call(admin.token, '/admin/playbooks', { method: 'POST', json: PLAYBOOK })).body.entity as Playbook;
    for (const target of [playbook.id, randomUUID(), 'not-a-uuid']) {
      expect(await call(other.token, `/playbooks/${target}`)).toEqual(notFound);
      const put = await call(other.token, `/admin/playbooks/${target}`, { method: 'PUT', json: { ...PLAYBOOK, name: 'taken over' } });
      expect(put.status).toBe(404);
      expect((await call(other.token, `/admin/playbooks/${target}`, { method: 'DELETE' })).status).toBe(404);
      expect((await call(other.token, `/admin/playbooks/${target}/versions`)).status).toBe(404);
    }
    expect((await call(other.token, '/playbooks')).body.collection).toEqual([]);
    expect((await call(colleague.token, `/playbooks/${playbook.id}`)).body.entity).toMatchObject({ name: 'Supply agreements', version: 1 });
  });

  it('seeds the demo playbook of Demo Law LLP once, readable by its users, and never brings it back once deleted', async () => {
    // The demo users live in the database every test file shares: seeded with the configured password, as at start
    // (accounts.admin.test.ts signs in with it, whichever file seeds first).
    await seedDemoData(api.sequelize, { SEED_PASSWORD: api.config.SEED_PASSWORD });
    await seedDemoData(api.sequelize, { SEED_PASSWORD: api.config.SEED_PASSWORD });
    const [company] = await tableRows<{ id: string }>('companies', { name: 'Demo Law LLP' });
    const colleague = await userStore.findByEmail(apiSql(), 'colleague@example.com');
    const listed = (await call(await api.tokens.openSession(colleague!), '/playbooks')).body.collection as Playbook[];
    const demo = listed.filter((playbook) => playbook.name === DEMO_PLAYBOOK.name);
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ companyId: company!.id, version: 1 });
    expect(demo[0]!.topics.length).toBeGreaterThanOrEqual(8);
    expect(demo[0]!.topics.map((topic) => topic.key)).toEqual(
      expect.arrayContaining(['governingLaw', 'liabilityCap', 'indemnity', 'term', 'terminationForConvenience', 'assignment', 'confidentiality', 'nonCompete']),
    );

    // Deleted by an admin, it stays deleted at the next start.
    const admin = await userStore.findByEmail(apiSql(), 'demo@example.com');
    expect((await call(await api.tokens.openSession(admin!), `/admin/playbooks/${demo[0]!.id}`, { method: 'DELETE' })).status).toBe(204);
    await seedDemoData(api.sequelize, { SEED_PASSWORD: api.config.SEED_PASSWORD });
    expect(((await call(await api.tokens.openSession(colleague!), '/playbooks')).body.collection as Playbook[]).filter((playbook) => playbook.name === DEMO_PLAYBOOK.name)).toEqual([]);
  });
});
