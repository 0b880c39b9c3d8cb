import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, HTTP_ERROR_MESSAGES } from '@arcline/shared';
import { startTestApi, type TestApi } from '../harness/testApi';
import { routeTable, type ApiRoute } from '../harness/routeTable';
import { CONTRACTS, matrixClient, uploadContracts } from '../matrixSupport';
import { buildInvitationCode } from '../harness/factories';
import { allowedDomainStore, matrixTemplateStore } from '@arcline/shared/data';
import { sequelizeSql } from '@arcline/api/db/sequelizeSql';

type Resource = 'matrix' | 'column' | 'element' | 'document' | 'person' | 'invitation' | 'domain' | 'template' | 'playbook';

/** The kind of resource an `:id` names, from the path segment before it. */
const RESOURCE_OF_SEGMENT: Record<string, Resource> = {
  matrices: 'matrix',
  columns: 'column',
  elements: 'element',
  documents: 'document',
  people: 'person',
  invitations: 'invitation',
  domains: 'domain',
  templates: 'template',
  playbooks: 'playbook',
};
/** Path parameters that are not ids, with the value asked for (the owner's resource has it). */
const VALUE_PARAMS: Record<string, string> = { ':version': '1' };
/** Path parameters that name configuration, not a user's resource. */
const NOT_RESOURCE_PARAMS = new Set([':provider']);

describe('isolation: every route that takes an id answers 404 to another company', () => {
  let api: TestApi;
  let owner: ReturnType<typeof matrixClient>;
  let stranger: ReturnType<typeof matrixClient>;
  let owned: Record<Resource, string>;
  let attachmentId: string;

  beforeAll(async () => {
    api = await startTestApi();
    const ownerSession = await api.signUpAndIn({ admin: true });
    owner = matrixClient(api, ownerSession.token);
    // An administrator of their own company, so the admin console's routes are asked about the owner's resources too.
    stranger = matrixClient(api, (await api.signUpAndIn({ admin: true })).token);
    [attachmentId] = (await uploadContracts(api, ownerSession.token, CONTRACTS.slice(0, 1))) as [string];
    const matrix = await owner.createMatrix('Isolation');
    const [document] = await owner.addDocuments(matrix.id, [attachmentId]);
    const column = await owner.addTemplateColumn(matrix.id, 'Parties');
    // The cell settles first, so the 'changes nothing' comparison sees no computation finishing meanwhile.
    const detail = await owner.waitUntilSettled(matrix.id);
    const element = detail.rows[0]?.cells[column.id];
    if (!document || !element) throw new Error('matrix fixture incomplete');
    const companyId = ownerSession.user.companyId;
    const invitation = await buildInvitationCode(companyId);
    const [domain] = await allowedDomainStore.listOfCompany(sequelizeSql(api.sequelize), companyId);
    if (!domain) throw new Error('domain fixture missing');
    const template = await matrixTemplateStore.create(sequelizeSql(api.sequelize), { companyId, name: 'Owner template', query: 'Who?', answerKind: 'text', sortOrder: 1000 });
    const playbook = await owner.call('POST', '/api/admin/playbooks', DEMO_PLAYBOOK);
    if (playbook.status !== 201) throw new Error(`playbook fixture: ${JSON.stringify(playbook.body)}`);
    owned = {
      matrix: matrix.id,
      column: column.id,
      document: document.id,
      element: element.id,
      person: ownerSession.user.id,
      invitation: invitation.id,
      domain: domain.id,
      template: template.id,
      playbook: (playbook.body as { entity: { id: string } }).entity.id,
    };
  });
  afterAll(async () => {
    await api?.close();
  });

  const idRoutes = (): ApiRoute[] =>
    routeTable(api.app).filter((route) => route.path.split('/').some((segment) => segment.startsWith(':') && !NOT_RESOURCE_PARAMS.has(segment)));

  const concretePath = (route: ApiRoute): string => {
    const segments = route.path.split('/');
    return segments
      .map((segment, index) => {
        if (!segment.startsWith(':')) return segment;
        if (VALUE_PARAMS[segment]) return VALUE_PARAMS[segment];
        const resource = RESOURCE_OF_SEGMENT[segments[index - 1] ?? ''];
        if (!resource) throw new Error(`${route.method} ${route.path}: no owned resource for ${segment}; add one to this suite`);
        return owned[resource];
      })
      .join('/');
  };

  it('finds the id routes in the route table', () => {
    expect(idRoutes().length).toBeGreaterThanOrEqual(9);
  });

  it('answers 404 in the error envelope on every id route, and changes nothing', async () => {
    const before = await owner.detail(owned.matrix);
    const answers: string[] = [];
    // Reads and writes first, deletes last, so a delete that wrongly succeeded cannot hide a later answer.
    const routes = idRoutes().sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const route of routes) {
      const body = route.method === 'PUT' ? { name: 'Taken over', queryType: 'CUSTOM', customQuery: 'Who?' } : undefined;
      const res = await stranger.call(route.method, concretePath(route), body);
      answers.push(`${route.method} ${route.path} ${res.status}`);
      expect(res.status, `${route.method} ${route.path}`).toBe(404);
      expect(res.body).toEqual({ errors: [HTTP_ERROR_MESSAGES[404]] });
    }
    expect(await owner.detail(owned.matrix)).toEqual(before);
    expect((await owner.call('GET', `/api/matrices/columns/${owned.column}`)).status).toBe(200);
    expect((await owner.call('GET', `/api/matrices/elements/${owned.element}`)).status).toBe(200);
    const people = await owner.call('GET', '/api/admin/people');
    expect(people.body).toMatchObject({ collection: [{ id: owned.person, isAdmin: true, isSuperUser: false, deactivatedAt: null }] });
    expect(await matrixTemplateStore.find(sequelizeSql(api.sequelize), owned.template)).toMatchObject({ name: 'Owner template', query: 'Who?' });
    expect((await owner.call('GET', '/api/admin/domains')).body.collection).toHaveLength(1);
    expect((await owner.call('GET', '/api/admin/invitations')).body).toMatchObject({ collection: [{ id: owned.invitation, usable: true }] });
    expect((await owner.call('GET', `/api/playbooks/${owned.playbook}`)).body).toMatchObject({ entity: { name: DEMO_PLAYBOOK.name, version: 1 } });
  });

  it('answers 404 when the id is in the body', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/api/matrices/documents', { matrixId: owned.matrix, documents: [{ attachmentId }] }],
      ['POST', '/api/matrices/columns', { matrixId: owned.matrix, name: 'Taken over', queryType: 'CUSTOM', customQuery: 'Who?' }],
      ['POST', '/api/matrices/elements/recalculate', { id: owned.element }],
    ];
    for (const [method, path, body] of calls) {
      const res = await stranger.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const status = await stranger.call('POST', '/api/attachments/status', { attachmentIds: [attachmentId] });
    expect(status.body).toEqual({ actionResult: [] });
  });
});
