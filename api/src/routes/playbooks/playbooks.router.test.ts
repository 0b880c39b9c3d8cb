// Route test of playbooks.router.ts (GET /api/playbooks[/:id] for every user; /api/admin/playbooks for admins).
// Deeper: tests/playbooks.test.ts (versions, 409 on a stale baseVersion, the audit log, every validation message,
// company scoping on every route), tests/playbooks.review.test.ts, tests/playbooks.redline.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, HTTP_ERROR_MESSAGES, PLAYBOOK_MESSAGES } from '@arcline/shared';
import { errorsOf, routeSuite } from '@arcline/tests/harness/routeSuite';
import { governingLawPlaybook } from '@arcline/tests/harness/playbookInput';

const PLAYBOOK = governingLawPlaybook('Route test playbook');
const notFound = { status: 404, body: errorsOf(HTTP_ERROR_MESSAGES[404]) };

describe('playbooks.router', () => {
  const suite = routeSuite();
  const reply = async (promise: ReturnType<typeof suite.get>) => {
    const { status, body } = await promise;
    return { status, body };
  };

  it('admin: POST, GET, GET /:id, PUT, GET /:id/versions, GET /:id/versions/:version, DELETE /api/admin/playbooks', async () => {
    const admin = await suite.signIn({ admin: true });
    const created = await reply(suite.post('/api/admin/playbooks', admin.token, PLAYBOOK));
    expect(created).toMatchObject({ status: 201, body: { entity: { name: PLAYBOOK.name, version: 1, companyId: admin.user.companyId } } });
    const id: string = created.body.entity.id;
    expect(await reply(suite.get('/api/admin/playbooks', admin.token))).toMatchObject({ status: 200, body: { collection: [{ id, version: 1 }] } });
    expect(await reply(suite.get(`/api/admin/playbooks/${id}`, admin.token))).toMatchObject({ status: 200, body: { entity: { id, version: 1 } } });
    const updated = await reply(suite.put(`/api/admin/playbooks/${id}`, admin.token, { ...PLAYBOOK, name: 'Renamed', baseVersion: 1 }));
    expect(updated).toMatchObject({ status: 200, body: { entity: { id, version: 2, name: 'Renamed' } } });
    const versions = await reply(suite.get(`/api/admin/playbooks/${id}/versions`, admin.token));
    expect(versions.status).toBe(200);
    expect(versions.body.collection.map((version: { version: number }) => version.version)).toEqual([2, 1]);
    expect(await reply(suite.get(`/api/admin/playbooks/${id}/versions/1`, admin.token))).toMatchObject({ status: 200, body: { entity: { version: 1, name: PLAYBOOK.name } } });
    for (const version of ['3', '0', 'one']) expect(await reply(suite.get(`/api/admin/playbooks/${id}/versions/${version}`, admin.token))).toEqual(notFound);
    expect((await suite.del(`/api/admin/playbooks/${id}`, admin.token)).status).toBe(204);
    expect(await reply(suite.get(`/api/admin/playbooks/${id}`, admin.token))).toEqual(notFound);
  });

  it('admin: a bad playbook is a 400 with its message', async () => {
    const admin = await suite.signIn({ admin: true });
    expect(await reply(suite.post('/api/admin/playbooks', admin.token, { ...PLAYBOOK, name: ' ' }))).toEqual({ status: 400, body: errorsOf(PLAYBOOK_MESSAGES.nameRequired) });
    expect(await reply(suite.post('/api/admin/playbooks', admin.token, { ...PLAYBOOK, topics: [] }))).toEqual({ status: 400, body: errorsOf(PLAYBOOK_MESSAGES.topicsRequired) });
  });

  it('user: GET /api/playbooks and /api/playbooks/:id read the company playbooks; another company’s is a 404', async () => {
    const admin = await suite.signIn({ admin: true });
    const id: string = (await suite.post('/api/admin/playbooks', admin.token, PLAYBOOK)).body.entity.id;
    const colleague = await suite.colleague(admin.user);
    expect(await reply(suite.get('/api/playbooks', colleague.token))).toMatchObject({ status: 200, body: { collection: [{ id, name: PLAYBOOK.name }] } });
    expect(await reply(suite.get(`/api/playbooks/${id}`, colleague.token))).toMatchObject({ status: 200, body: { entity: { id, topics: [{ id: 'governing-law' }] } } });
    const stranger = await suite.signIn({ admin: true });
    expect(await reply(suite.get(`/api/playbooks/${id}`, stranger.token))).toEqual(notFound);
    expect(await reply(suite.get(`/api/admin/playbooks/${id}`, stranger.token))).toEqual(notFound);
    expect(await reply(suite.get(`/api/admin/playbooks/${id}/versions/1`, stranger.token))).toEqual(notFound);
    expect(await reply(suite.get('/api/playbooks/not-a-uuid', colleague.token))).toEqual(notFound);
  });

  it('the admin calls are 403 for a user who is not an admin (the other admin routes: tests/playbooks.test.ts)', async () => {
    const { token } = await suite.signIn();
    for (const route of ['', `/${randomUUID()}/versions/1`]) {
      const answer = await suite.call('GET', `/api/admin/playbooks${route}`, { token });
      expect({ route, status: answer.status, body: answer.body }).toEqual({ route, status: 403, body: errorsOf(ADMIN_MESSAGES.notAdmin) });
    }
  });

  it('every call needs a signed-in user (401)', async () => {
    const id = randomUUID();
    await suite.expectUnauthenticated('GET', '/api/playbooks');
    await suite.expectUnauthenticated('GET', `/api/playbooks/${id}`);
    await suite.expectUnauthenticated('GET', '/api/admin/playbooks');
    await suite.expectUnauthenticated('POST', '/api/admin/playbooks', PLAYBOOK);
    await suite.expectUnauthenticated('GET', `/api/admin/playbooks/${id}/versions/1`);
    await suite.expectUnauthenticated('PUT', `/api/admin/playbooks/${id}`, PLAYBOOK);
    await suite.expectUnauthenticated('DELETE', `/api/admin/playbooks/${id}`);
  });
});
