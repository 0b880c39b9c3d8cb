import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  ACCOUNT_MESSAGES,
  HTTP_ERROR_MESSAGES,
  TRANSLATION_ERROR_STATUS,
  USER_ACTION_HEADER,
  type AdminAuditEntry,
  type AdminInvitation,
  type AdminPerson,
  type AdminQuotas,
  type AdminTemplate,
  type AdminUsage,
  type AdminUserAction,
} from '@arcline/shared';
import { SEARCH_ATTRIBUTES } from '@arcline/shared/contracts';
import { cellSource, matrixTemplateStore, recordTranslationUsage, type AdminAuditRow } from '@arcline/shared/data';
import { deleteRows, tableRows, updateRows } from './harness/tableRows';
import { sequelizeSql } from '@arcline/api/db/sequelizeSql';
import { QueryTypes } from 'sequelize';
import { startTestApi, type TestApi } from './harness/testApi';
import { CONTRACTS, matrixClient, uploadContracts } from './matrixSupport';
import { buildCompany, buildUser, DEFAULT_TEST_PASSWORD, reloadUser } from './harness/factories';
import { bin, projectRoot } from '../scripts/stack/paths';

/** A row of user_action_workflows as the tests read it. */
interface WorkflowRow {
  workflowId: string;
  workflowType: string;
  userId: string;
  companyId: string;
}

describe('admin console API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  type Init = Parameters<TestApi['request']>[1];
  const call = async (token: string, route: string, init: Init = {}) => {
    const res = await api.request(`/api/admin${route}`, { ...init, token });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const get = (token: string, route: string) => call(token, route);
  const post = (token: string, route: string, json: unknown = {}) => call(token, route, { method: 'POST', json });
  const put = (token: string, route: string, json: unknown) => call(token, route, { method: 'PUT', json });
  const del = (token: string, route: string) => call(token, route, { method: 'DELETE' });

  /**
   * An admin of a fresh company (a super user too, so that super-user rights are theirs to give: tests/roles.test.ts),
   * a colleague there, and an admin of another company.
   */
  async function firms() {
    const { company, domain } = await buildCompany();
    const admin = await buildUser({ companyId: company.id, domain, admin: true, superUser: true });
    const colleague = await buildUser({ companyId: company.id, domain });
    const other = await buildUser({ admin: true });
    const tokenOf = (user: typeof admin.user) => api.tokens.openSession(user);
    return {
      company,
      domain,
      admin: { ...admin, token: await tokenOf(admin.user) },
      colleague: { ...colleague, token: await tokenOf(colleague.user) },
      other: { ...other, token: await tokenOf(other.user) },
    };
  }

  it('tells the client who is an admin, and answers 403 to everyone else on every admin call', async () => {
    const { admin, colleague } = await firms();
    const userOf = async (token: string) => (await (await api.request('/api/configuration', { token })).json()).entity.user;
    expect(await userOf(admin.token)).toMatchObject({ isAdmin: true });
    expect(await userOf(colleague.token)).toMatchObject({ isAdmin: false });

    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', '/people'],
      ['POST', `/people/${id}/deactivate`],
      ['POST', `/people/${id}/reactivate`],
      ['PUT', `/people/${id}/roles`, { isAdmin: true }],
      ['GET', '/invitations'],
      ['POST', '/invitations', { days: 1, uses: 1 }],
      ['POST', `/invitations/${id}/revoke`],
      ['GET', '/domains'],
      ['POST', '/domains', { domain: 'x.test' }],
      ['DELETE', `/domains/${id}`],
      ['GET', '/quotas'],
      ['PUT', '/quotas', { textQuotaChars: 1, fileQuotaChars: 1 }],
      ['GET', '/templates'],
      ['POST', '/templates', { name: 'n', query: 'q', answerKind: 'text' }],
      ['PUT', `/templates/${id}`, { name: 'n', query: 'q', answerKind: 'text' }],
      ['DELETE', `/templates/${id}`],
      ['GET', '/usage'],
      ['GET', '/user-actions'],
      ['GET', '/audit-log'],
    ];
    for (const [method, route, json] of calls) {
      const res = await call(colleague.token, route, { method, json: json ?? (method === 'GET' || method === 'DELETE' ? undefined : {}) });
      expect({ method, route, ...res }).toEqual({ method, route, status: 403, body: { errors: [ADMIN_MESSAGES.notAdmin] } });
      expect((await api.request(`/api/admin${route}`, { method })).status).toBe(401);
    }
  });

  it('lists and searches the people of the own company only; another company’s person is a 404', async () => {
    const { admin, colleague, other } = await firms();
    const people = await get(admin.token, '/people');
    expect(people.status).toBe(200);
    expect((people.body.collection as AdminPerson[]).map((person) => person.email).sort()).toEqual([admin.user.email, colleague.user.email].sort());
    expect(people.body.collection[0]).not.toHaveProperty('passwordHash');

    const found = await get(admin.token, `/people?search=${encodeURIComponent(colleague.user.username.slice(2).toUpperCase())}`);
    expect((found.body.collection as AdminPerson[]).map((person) => person.id)).toEqual([colleague.user.id]);
    expect((await get(admin.token, `/people?search=${'x'.repeat(101)}`)).body).toEqual({ errors: [ADMIN_MESSAGES.invalidSearch] });

    for (const target of [other.user.id, randomUUID(), 'not-a-uuid']) {
      expect(await post(admin.token, `/people/${target}/deactivate`)).toEqual({ status: 404, body: { errors: [HTTP_ERROR_MESSAGES[404]] } });
      expect(await put(admin.token, `/people/${target}/roles`, { isAdmin: true })).toEqual({ status: 404, body: { errors: [HTTP_ERROR_MESSAGES[404]] } });
    }
    expect((await reloadUser(other.user)).deactivatedAt).toBeNull();
  });

  it('deactivates a person: the next call is a 401 and sign-in is refused until reactivated', async () => {
    const { admin, colleague } = await firms();
    expect((await api.request('/api/configuration', { token: colleague.token })).status).toBe(200);

    const deactivated = await post(admin.token, `/people/${colleague.user.id}/deactivate`);
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.entity.deactivatedAt).toEqual(expect.any(String));
    expect((await api.request('/api/configuration', { token: colleague.token })).status).toBe(401);
    const login = () => api.request('/api/auth/login', { method: 'POST', json: { usernameOrEmail: colleague.user.email, password: DEFAULT_TEST_PASSWORD } });
    expect((await login()).status).toBe(400);

    expect(await post(admin.token, `/people/${admin.user.id}/deactivate`)).toEqual({ status: 400, body: { errors: [ADMIN_MESSAGES.cannotDeactivateSelf] } });

    expect((await post(admin.token, `/people/${colleague.user.id}/reactivate`)).body.entity.deactivatedAt).toBeNull();
    expect((await login()).status).toBe(200);
  });

  it('grants and revokes admin and super-user rights, never the own admin rights', async () => {
    const { admin, colleague } = await firms();
    const granted = await put(admin.token, `/people/${colleague.user.id}/roles`, { isAdmin: true, isSuperUser: true });
    expect(granted.body.entity).toMatchObject({ isAdmin: true, isSuperUser: true });
    expect((await get(colleague.token, '/people')).status).toBe(200);

    expect((await put(admin.token, `/people/${colleague.user.id}/roles`, { isAdmin: false })).body.entity).toMatchObject({ isAdmin: false, isSuperUser: true });
    expect((await get(colleague.token, '/people')).status).toBe(403);
    expect(await put(admin.token, `/people/${admin.user.id}/roles`, { isAdmin: false })).toEqual({ status: 400, body: { errors: [ADMIN_MESSAGES.cannotRevokeOwnAdmin] } });
    expect(await put(admin.token, `/people/${colleague.user.id}/roles`, {})).toEqual({ status: 400, body: { errors: [ADMIN_MESSAGES.rolesRequired] } });
  });

  it('creates invitation codes with expiry and uses that sign-up honours, and revokes them', async () => {
    const { admin, domain, other } = await firms();
    expect(await post(admin.token, '/invitations', { days: 0, uses: 1 })).toEqual({ status: 400, body: { errors: [ADMIN_MESSAGES.invalidDays] } });
    expect(await post(admin.token, '/invitations', { days: 1, uses: 1.5 })).toEqual({ status: 400, body: { errors: [ADMIN_MESSAGES.invalidUses] } });

    const created = await post(admin.token, '/invitations', { days: 7, uses: 2 });
    expect(created.status).toBe(201);
    const invitation = created.body.entity as AdminInvitation;
    expect(invitation).toMatchObject({ useCount: 0, maxUses: 2, usable: true });
    expect(new Date(invitation.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);

    const signUp = (name: string) =>
      api.request('/api/auth/signup', { method: 'POST', json: { email: `${name}@${domain}`, userName: name, password: 'a good password', code: invitation.code } });
    const suffix = randomUUID().slice(0, 6);
    expect((await signUp(`first${suffix}`)).status).toBe(200);
    expect((await signUp(`second${suffix}`)).status).toBe(200);
    const third = await signUp(`third${suffix}`);
    expect(third.status).toBe(400);
    expect((await third.json()).errors).toEqual([ACCOUNT_MESSAGES.invitationCodeInvalid]);
    expect(((await get(admin.token, '/invitations')).body.collection as AdminInvitation[]).find((code) => code.id === invitation.id)).toMatchObject({
      useCount: 2,
      usable: false,
    });

    const another = (await post(admin.token, '/invitations', { days: 1, uses: 5 })).body.entity as AdminInvitation;
    expect(await post(other.token, `/invitations/${another.id}/revoke`)).toEqual({ status: 404, body: { errors: [HTTP_ERROR_MESSAGES[404]] } });
    expect((await post(admin.token, `/invitations/${another.id}/revoke`)).body.entity).toMatchObject({ usable: false });
    expect((await get(other.token, '/invitations')).body.collection).toEqual([]);
  });

  it('adds and removes allowed domains; a removed domain blocks sign-in', async () => {
    const { admin, colleague, domain, other } = await firms();
    const newDomain = `added-${randomUUID().slice(0, 8)}.test`;
    const added = await post(admin.token, '/domains', { domain: ` ${newDomain.toUpperCase()} ` });
    expect(added).toMatchObject({ status: 201, body: { entity: { domain: newDomain } } });
    expect(await post(admin.token, '/domains', { domain: other.domain })).toEqual({ status: 409, body: { errors: [ADMIN_MESSAGES.domainTaken] } });
    expect(await post(admin.token, '/domains', { domain: 'not a domain' })).toEqual({ status: 400, body: { errors: [ADMIN_MESSAGES.invalidDomain] } });

    const domains = (await get(admin.token, '/domains')).body.collection as { id: string; domain: string }[];
    expect(domains.map((entry) => entry.domain).sort()).toEqual([domain, newDomain].sort());
    const original = domains.find((entry) => entry.domain === domain)!;
    expect(await del(other.token, `/domains/${original.id}`)).toEqual({ status: 404, body: { errors: [HTTP_ERROR_MESSAGES[404]] } });

    const login = () => api.request('/api/auth/login', { method: 'POST', json: { usernameOrEmail: colleague.user.email, password: DEFAULT_TEST_PASSWORD } });
    expect((await login()).status).toBe(200);
    expect((await del(admin.token, `/domains/${original.id}`)).status).toBe(204);
    expect((await login()).status).toBe(400);
  });

  it('sets the company’s translation quotas, which the quota check uses, with the usage so far', async () => {
    const { admin, other, company } = await firms();
    const defaults = (await get(admin.token, '/quotas')).body.entity as AdminQuotas;
    expect(defaults.text).toEqual({ quotaChars: null, defaultQuotaChars: api.config.TRANSLATION_TEXT_QUOTA_CHARS, effectiveQuotaChars: api.config.TRANSLATION_TEXT_QUOTA_CHARS, usedThisMonthChars: 0 });

    await recordTranslationUsage(sequelizeSql(api.sequelize), { id: `translate-text/${randomUUID()}`, companyId: company.id, userId: admin.user.id, kind: 'text', characters: 40, engine: 'apertium' });
    const set = await put(admin.token, '/quotas', { textQuotaChars: 50, fileQuotaChars: null });
    expect(set.body.entity).toMatchObject({ text: { quotaChars: 50, effectiveQuotaChars: 50, usedThisMonthChars: 40 }, file: { quotaChars: null } });
    expect(await put(admin.token, '/quotas', { textQuotaChars: -1, fileQuotaChars: null })).toEqual({ status: 400, body: { errors: [ADMIN_MESSAGES.invalidQuota] } });

    const translate = (token: string) =>
      api.request('/api/translate/text', { method: 'POST', token, json: { text: 'x'.repeat(20), sourceLanguage: 'da', targetLanguage: 'sv' } });
    const refused = await translate(admin.token);
    expect(refused.status).toBe(TRANSLATION_ERROR_STATUS.quotaExceeded);
    expect(await refused.json()).toMatchObject({ charactersUsed: 40, quotaCharacters: 50 });
    expect(((await get(other.token, '/quotas')).body.entity as AdminQuotas).text.quotaChars).toBeNull();
  });

  it('keeps company templates beside the global ones, for the Add Column dialog of that company only', async () => {
    const { admin, colleague, other } = await firms();
    const name = `Governing law ${randomUUID().slice(0, 6)}`;
    const created = await post(admin.token, '/templates', { name, query: 'Which law governs the agreement?', answerKind: 'text' });
    expect(created).toMatchObject({ status: 201, body: { entity: { name, scope: 'company', answerKind: 'text' } } });
    const template = created.body.entity as AdminTemplate;
    expect(await post(admin.token, '/templates', { name, query: 'again', answerKind: 'text' })).toEqual({ status: 409, body: { errors: [ADMIN_MESSAGES.templateNameTaken] } });
    expect(await post(admin.token, '/templates', { name: 'x', query: '', answerKind: 'colour' })).toEqual({
      status: 400,
      body: { errors: [ADMIN_MESSAGES.templateQueryRequired, ADMIN_MESSAGES.templateKindInvalid] },
    });

    const dialogTemplates = async (token: string) => ((await (await api.request('/api/matrix-queries', { token })).json()).collection as { id: string }[]).map((t) => t.id);
    const globalTemplates = (await matrixTemplateStore.listVisibleTo(sequelizeSql(api.sequelize), other.user.companyId)).filter((row) => row.companyId === null);
    const globalCount = globalTemplates.length;
    expect(await dialogTemplates(colleague.token)).toContain(template.id);
    expect(await dialogTemplates(colleague.token)).toHaveLength(globalCount + 1);
    expect(await dialogTemplates(other.token)).not.toContain(template.id);

    const matrix = await (await api.request('/api/matrices', { method: 'POST', token: other.token, json: { name: 'M' } })).json();
    const column = await api.request('/api/matrices/columns', {
      method: 'POST',
      token: other.token,
      json: { matrixId: matrix.entity.id, name: 'Law', queryType: 'GLOBAL_TEMPLATE', matrixQueryId: template.id },
    });
    expect(column.status).toBe(400);

    const globalId = globalTemplates[0]!.id;
    expect(await del(admin.token, `/templates/${globalId}`)).toEqual({ status: 404, body: { errors: [HTTP_ERROR_MESSAGES[404]] } });
    expect(await del(other.token, `/templates/${template.id}`)).toEqual({ status: 404, body: { errors: [HTTP_ERROR_MESSAGES[404]] } });
    expect((await put(admin.token, `/templates/${template.id}`, { name, query: 'Which law?', answerKind: 'party' })).body.entity).toMatchObject({ query: 'Which law?', answerKind: 'party' });
    expect((await del(admin.token, `/templates/${template.id}`)).status).toBe(204);
    expect(await dialogTemplates(colleague.token)).not.toContain(template.id);
  });

  it("hands a company template's kind of answer to its columns' cells, which the offline engine answers in that shape", async () => {
    const { admin, colleague } = await firms();
    const template = async (name: string, answerKind: string) =>
      (await post(admin.token, '/templates', { name: `${name} ${randomUUID().slice(0, 6)}`, query: 'Which law governs the agreement?', answerKind })).body.entity as AdminTemplate;
    const [yesNo, date] = [await template('Governing law clause', 'yes-no'), await template('Governing law date', 'date')];
    const me = matrixClient(api, colleague.token);
    const [attachmentId] = await uploadContracts(api, colleague.token, [CONTRACTS[0]]);
    const matrixId = (await me.createMatrix('Kinds')).id;
    await me.addDocuments(matrixId, [attachmentId!]);
    const columns = [];
    for (const chosen of [yesNo, date]) columns.push(await me.addColumn(matrixId, { name: chosen.name, queryType: 'GLOBAL_TEMPLATE', matrixQueryId: chosen.id }));
    columns.push(await me.addColumn(matrixId, { name: 'Governing law', queryType: 'CUSTOM', customQuery: 'Which law governs the agreement?' }));

    const sql = sequelizeSql(api.sequelize);
    const sources = [];
    for (const column of columns) {
      const [cell] = await sql.rows<{ id: string; generation: string }>('select id, generation from matrix_elements where column_id = $1', [column.id]);
      sources.push((await cellSource(sql, cell!.id, cell!.generation))?.answerKind);
    }
    expect(sources).toEqual(['yes-no', 'date', 'text']);

    const detail = await me.waitUntilSettled(matrixId);
    const answers = columns.map((column) => detail.rows[0]!.cells[column.id]?.refineResult);
    // The same clause (9.05, Texas law): Yes for the yes-no template; no date in it for the date template; the value otherwise.
    expect(answers).toEqual(['Yes', 'Not found', 'Texas']);
  });

  it('charts the company’s actions and follows a user action to the workflows it started', async () => {
    const { admin, colleague, other } = await firms();
    const now = new Date().toISOString();
    const userActionId = randomUUID();
    const events = [
      { type: 'prompt-execute', eventTime: now, userActionId },
      { type: 'prompt-execute', eventTime: now },
      { type: 'translate-text-prompt-execute', eventTime: now },
    ];
    expect((await api.request('/api/engagement/chronicle', { method: 'POST', token: colleague.token, json: { userActionEvents: events } })).status).toBe(202);
    const hello = await api.request('/api/test/hello-world?name=admin', { token: colleague.token, headers: { [USER_ACTION_HEADER]: userActionId } });
    const { actionResult } = await hello.json();

    const usage = (await get(admin.token, '/usage')).body.entity as AdminUsage;
    const today = usage.days.at(-1)!;
    expect(today).toMatchObject({ day: now.slice(0, 10), counts: { 'prompt-execute': 2, 'translate-text-prompt-execute': 1 }, activeUsers: 1 });
    expect(usage.months.at(-1)).toMatchObject({ month: now.slice(0, 7), prompts: 3 });
    expect(((await get(other.token, '/usage')).body.entity as AdminUsage).days.at(-1)!.counts).toEqual({});

    const workflows = await tableRows<WorkflowRow>('user_action_workflows', { user_action_id: userActionId });
    expect(workflows.map((row) => [row.workflowId, row.userId, row.companyId])).toEqual([[actionResult.workflowId, colleague.user.id, colleague.user.companyId]]);
    const description = await api.temporal.workflow.getHandle(actionResult.workflowId).describe();
    expect(description.searchAttributes[SEARCH_ATTRIBUTES.userActionId]).toEqual([userActionId]);
    expect(await description.memo).toMatchObject({ userActionId });

    const actions = (await get(admin.token, '/user-actions')).body.collection as AdminUserAction[];
    const followed = actions.find((action) => action.userActionId === userActionId)!;
    expect(followed.workflows).toEqual([
      { workflowId: actionResult.workflowId, workflowType: 'helloWorldWorkflow', url: `${api.config.TEMPORAL_UI_URL}/namespaces/default/workflows/${encodeURIComponent(actionResult.workflowId)}` },
    ]);
    expect(decodeURIComponent(followed.temporalUiUrl!)).toContain(`query=${SEARCH_ATTRIBUTES.userActionId}="${userActionId}"`);
    expect(actions.filter((action) => action.userEmail === colleague.user.email)).toHaveLength(3);
    expect((await get(other.token, '/user-actions')).body.collection).toEqual([]);
  });

  it('ties a matrix change to the matrix-fanout and matrix-cancel workflows it started', async () => {
    const { admin, colleague } = await firms();
    const matrixCall = async (method: string, route: string, userActionId: string, json?: unknown) => {
      const res = await api.request(`/api/matrices${route}`, { method, token: colleague.token, json, headers: { [USER_ACTION_HEADER]: userActionId } });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    };
    // A document still being indexed: its cell's run waits for it, so the cell stays in flight until cancelled.
    const attachmentId = randomUUID();
    await api.sequelize.query(
      `insert into attachments (id, user_id, name, size, mime_type, md5, blob_name, status)
       values ($1, $2, 'waiting.txt', 1, 'text/plain', $3, $4, 'PROCESSING')`,
      { bind: [attachmentId, colleague.user.id, attachmentId.replaceAll('-', ''), `test/${attachmentId}`] },
    );
    const [create, column, documents, remove] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const matrixId = (await matrixCall('POST', '', create, { name: 'Followed' })).body.entity.id as string;
    expect((await matrixCall('POST', '/columns', column, { matrixId, name: 'Parties', queryType: 'CUSTOM', customQuery: 'Who are the parties?' })).status).toBe(201);
    expect((await matrixCall('POST', '/documents', documents, { matrixId, documents: [{ attachmentId }] })).status).toBe(201);

    const workflowsOf = async (userActionId: string) =>
      (await tableRows<WorkflowRow>('user_action_workflows', { user_action_id: userActionId })).map((row) => [row.workflowId, row.workflowType, row.userId, row.companyId]);
    const [fanout] = await workflowsOf(documents);
    expect(fanout).toEqual([expect.stringMatching(new RegExp(`^matrix-fanout/${matrixId}/`)), 'matrixFanoutWorkflow', colleague.user.id, colleague.user.companyId]);
    expect(await workflowsOf(create)).toEqual([]);
    expect(await workflowsOf(column)).toEqual([]);
    const described = await api.temporal.workflow.getHandle(fanout![0] as string).describe();
    expect(described.searchAttributes[SEARCH_ATTRIBUTES.userActionId]).toEqual([documents]);
    expect(described.searchAttributes[SEARCH_ATTRIBUTES.matrixId]).toEqual([matrixId]);
    expect(await described.memo).toMatchObject({ userActionId: documents });

    const deadline = Date.now() + 30000;
    const dispatched = async () =>
      (await api.sequelize.query<{ dispatched: boolean }>('select dispatched from matrix_elements where matrix_id = $1', { bind: [matrixId], type: QueryTypes.SELECT }))[0]?.dispatched;
    while (!(await dispatched())) {
      if (Date.now() > deadline) throw new Error('the cell was never dispatched');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await matrixCall('DELETE', `/${matrixId}`, remove)).status).toBe(204);
    const [cancel] = await workflowsOf(remove);
    expect(cancel).toEqual([expect.stringMatching(new RegExp(`^matrix-cancel/${matrixId}/`)), 'matrixCancelWorkflow', colleague.user.id, colleague.user.companyId]);
    const cancelled = await api.temporal.workflow.getHandle(cancel![0] as string).describe();
    expect(cancelled.searchAttributes[SEARCH_ATTRIBUTES.userActionId]).toEqual([remove]);

    const actions = (await get(admin.token, '/user-actions')).body.collection as AdminUserAction[];
    // No chronicle event for a matrix change (spec 01 §7 has no type for it): the action is named by its first workflow.
    expect(actions.find((action) => action.userActionId === remove)).toMatchObject({ type: 'matrixCancelWorkflow', userEmail: colleague.user.email, workflows: [{ workflowId: cancel![0] }] });
    expect(actions.find((action) => action.userActionId === documents)).toMatchObject({ type: 'matrixFanoutWorkflow', workflows: [{ workflowId: fanout![0] }] });
  });

  it('writes every admin change to an append-only audit log of the company', async () => {
    const { admin, colleague, other } = await firms();
    await put(admin.token, `/people/${colleague.user.id}/roles`, { isSuperUser: true });
    await post(admin.token, `/people/${colleague.user.id}/deactivate`);
    await put(admin.token, '/quotas', { textQuotaChars: 10, fileQuotaChars: 20 });

    const entries = (await get(admin.token, '/audit-log')).body.collection as AdminAuditEntry[];
    expect(entries.map((entry) => [entry.actorEmail, entry.action, entry.target])).toEqual([
      [admin.user.email, 'quota.update', 'translation quotas'],
      [admin.user.email, 'user.deactivate', colleague.user.email],
      [admin.user.email, 'user.roles', colleague.user.email],
    ]);
    expect(entries[2]!.details).toEqual({ isSuperUser: true });
    expect((await get(other.token, '/audit-log')).body.collection).toEqual([]);

    const [row] = await tableRows<AdminAuditRow>('admin_audit_log', { company_id: admin.user.companyId });
    await expect(updateRows('admin_audit_log', { id: row!.id }, { target: 'rewritten' })).rejects.toThrow(/append-only/);
    await expect(deleteRows('admin_audit_log', { id: row!.id })).rejects.toThrow(/append-only/);
    await expect(api.sequelize.query('truncate admin_audit_log')).rejects.toThrow(/append-only/);
  });

  it('grants and revokes the admin role with the command line, in the audit log', async () => {
    const { user } = await buildUser();
    const command = (...args: string[]) =>
      promisify(execFile)(bin('tsx'), [path.join(projectRoot, 'api/src/cli/admin.ts'), ...args], {
        env: { ...process.env, DATABASE_URL: inject('stackEnv').DATABASE_URL },
      });
    expect((await command('grant', user.email.toUpperCase())).stdout).toBe(`${user.email} is now an administrator.\n`);
    expect((await reloadUser(user)).isAdmin).toBe(true);
    expect((await command('revoke', user.email)).stdout).toBe(`${user.email} is no longer an administrator.\n`);
    expect((await reloadUser(user)).isAdmin).toBe(false);
    await expect(command('grant', 'absent@nowhere.test')).rejects.toMatchObject({ code: 1 });
    await expect(command('promote', user.email)).rejects.toMatchObject({ code: 2 });
    const actions = await tableRows<AdminAuditRow>('admin_audit_log', { company_id: user.companyId }, 'id');
    expect(actions.map((entry) => [entry.actorEmail, entry.action, entry.details])).toEqual([
      ['command line', 'user.roles', { isAdmin: true }],
      ['command line', 'user.roles', { isAdmin: false }],
    ]);
  });
});
