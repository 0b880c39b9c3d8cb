import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes, type Transaction } from 'sequelize';
import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, type AdminTemplate } from '@arcline/shared';
import { allowedDomainStore, matrixColumnStore, matrixTemplateStore, userStore } from '@arcline/shared/data';
import { countRows } from './harness/tableRows';
import { sequelizeSql } from '@arcline/api/db/sequelizeSql';
import { CONSTRAINT_ANSWERS, CONSTRAINTS_NO_REQUEST_REACHES, REFERENCED_TABLES_NO_REQUEST_DELETES, constraintViolationAnswer } from '@arcline/api/db/constraintViolations';
import { startTestApi, type TestApi } from './harness/testApi';
import { buildCompany, buildInvitationCode, buildUser } from './harness/factories';

/**
 * Issue 26 item 4: every database constraint violation a request can run into is answered with its documented 4xx
 * through the one mapping of the error handler (api/src/db/constraintViolations.ts), never as a 500.
 */
describe('database constraint violations', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const call = async (token: string | undefined, route: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await api.request(route, { ...init, token });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  async function adminOfNewFirm() {
    const { company, domain } = await buildCompany();
    const { user } = await buildUser({ companyId: company.id, domain, admin: true });
    return { company, domain, user, token: await api.tokens.openSession(user) };
  }

  it('answers 409 "This template is used by matrix columns…" when a company template that a column uses is deleted', async () => {
    const admin = await adminOfNewFirm();
    const template = (await call(admin.token, '/api/admin/templates', { method: 'POST', json: { name: `Law ${randomUUID().slice(0, 6)}`, query: 'Which law?', answerKind: 'text' } })).body
      .entity as AdminTemplate;
    const matrixId = (await call(admin.token, '/api/matrices', { method: 'POST', json: { name: 'Uses the template' } })).body.entity.id as string;
    const column = await call(admin.token, '/api/matrices/columns', { method: 'POST', json: { matrixId, name: 'Law', queryType: 'GLOBAL_TEMPLATE', matrixQueryId: template.id } });
    expect(column.status).toBe(201);

    expect(await call(admin.token, `/api/admin/templates/${template.id}`, { method: 'DELETE' })).toEqual({ status: 409, body: { errors: [ADMIN_MESSAGES.templateInUse] } });
    expect((await matrixTemplateStore.listVisibleTo(sequelizeSql(api.sequelize), admin.company.id)).filter((row) => row.id === template.id).length).toBe(1);

    expect((await call(admin.token, `/api/matrices/columns/${column.body.entity.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(admin.token, `/api/admin/templates/${template.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('answers 409 for a template name the company already uses, when created or renamed (any case)', async () => {
    const admin = await adminOfNewFirm();
    const create = (name: string) => call(admin.token, '/api/admin/templates', { method: 'POST', json: { name, query: 'q', answerKind: 'text' } });
    const first = (await create('Governing law')).body.entity as AdminTemplate;
    const second = (await create('Payment terms')).body.entity as AdminTemplate;
    expect(await create('GOVERNING LAW')).toEqual({ status: 409, body: { errors: [ADMIN_MESSAGES.templateNameTaken] } });
    expect(await call(admin.token, `/api/admin/templates/${second.id}`, { method: 'PUT', json: { name: 'governing law', query: 'q', answerKind: 'text' } })).toEqual({
      status: 409,
      body: { errors: [ADMIN_MESSAGES.templateNameTaken] },
    });
    expect(first.id).not.toBe(second.id);
  });

  it("answers 409 for a domain another company (or the own) already allows", async () => {
    const admin = await adminOfNewFirm();
    const other = await buildCompany();
    for (const domain of [other.domain, admin.domain]) {
      expect(await call(admin.token, '/api/admin/domains', { method: 'POST', json: { domain } })).toEqual({ status: 409, body: { errors: [ADMIN_MESSAGES.domainTaken] } });
    }
  });

  it('answers 400 "taken" to every sign-up but one racing for the same e-mail or the same username, never a 500', async () => {
    const { company, domain } = await buildCompany();
    const { code } = await buildInvitationCode(company.id);
    const suffix = randomUUID().slice(0, 8);
    const signUp = (email: string, userName: string) => call(undefined, '/api/auth/signup', { method: 'POST', json: { email, userName, password: 'a good password', code } });

    const sameEmail = await Promise.all([0, 1, 2, 3].map((n) => signUp(`race-${suffix}@${domain}`, `racer${n}${suffix}`)));
    expect(sameEmail.map((res) => res.status).sort()).toEqual([200, 400, 400, 400]);
    for (const res of sameEmail.filter((answer) => answer.status === 400)) expect(res.body.errors).toEqual([ACCOUNT_MESSAGES.emailTaken]);

    const sameName = await Promise.all([0, 1, 2, 3].map((n) => signUp(`name${n}-${suffix}@${domain}`, `Named${suffix}`)));
    expect(sameName.map((res) => res.status).sort()).toEqual([200, 400, 400, 400]);
    for (const res of sameName.filter((answer) => answer.status === 400)) expect(res.body.errors).toEqual([ACCOUNT_MESSAGES.usernameTaken]);
    expect(await countRows('users', { email: `race-${suffix}@${domain}` })).toBe(1);
  });

  it('answers the same upload requested at once: one 202, every other 409 with the same attachment id', async () => {
    const { token } = await api.signUpAndIn();
    const bytes = Buffer.from(`same bytes ${randomUUID()}`);
    const body = { name: 'same.txt', size: bytes.length, type: 'text/plain', md5: createHash('md5').update(bytes).digest('hex') };
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => call(token, '/api/attachments/request-upload', { method: 'POST', json: body })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409, 409, 409, 409]);
    expect(new Set(answers.map((answer) => answer.body.actionResult.attachmentId)).size).toBe(1);
  });

  it('lets two super users save the same glossary at once: both 200, the later one kept', async () => {
    const { token, user } = await api.signUpAndIn({ superUser: true });
    const { token: second } = await api.signUpAndIn({ companyId: user.companyId, superUser: true });
    const glossary = (target: string) => ({ sourceLanguage: 'da', targetLanguage: 'sv', entries: [{ source: 'sælgeren', target }, { source: 'køberen', target: 'köparen' }] });
    const saves = await Promise.all(
      [token, second, token, second].map((caller, index) => call(caller, '/api/translate/glossary', { method: 'PUT', json: glossary(`säljaren ${index}`) })),
    );
    expect(saves.map((save) => save.status)).toEqual([200, 200, 200, 200]);
    const [kept] = (await call(token, '/api/translate/glossaries')).body.collection;
    expect(kept.entries).toHaveLength(2);
  });

  /**
   * Provokes each mapped violation against the real schema (in a transaction rolled back), so a renamed constraint or
   * a PostgreSQL that reports it differently fails here. Every entry of the mapping needs its provocation.
   */
  const templateColumn = (matrixId: string, matrixQueryId: string) =>
    ({ matrixId, name: 'c', queryType: 'GLOBAL_TEMPLATE', matrixQueryId, customQuery: null, answerKind: 'text', answerOptions: null, playbookTopic: null }) as const;
  const provocations: Record<string, (transaction: Transaction) => Promise<unknown>> = {
    users_email_key: async (transaction) => {
      const { user } = await buildUser();
      return userStore.create(sequelizeSql(api.sequelize, transaction), { companyId: user.companyId, email: user.email, username: `other_${randomUUID().slice(0, 8)}`, fullName: null, displayName: 'x', passwordHash: null });
    },
    users_username_lower: async (transaction) => {
      const { user } = await buildUser();
      return userStore.create(sequelizeSql(api.sequelize, transaction), { companyId: user.companyId, email: `x${randomUUID().slice(0, 8)}@x.test`, username: user.username.toUpperCase(), fullName: null, displayName: 'x', passwordHash: null });
    },
    allowed_email_domains_domain_key: async (transaction) => {
      const { company, domain } = await buildCompany();
      return allowedDomainStore.add(sequelizeSql(api.sequelize, transaction), company.id, domain);
    },
    matrix_queries_scope_name: async (transaction) => {
      const { company } = await buildCompany();
      const sql = sequelizeSql(api.sequelize, transaction);
      await matrixTemplateStore.create(sql, { companyId: company.id, name: 'Twice', query: 'q', answerKind: 'text', sortOrder: 1000 });
      return matrixTemplateStore.create(sql, { companyId: company.id, name: 'TWICE', query: 'q', answerKind: 'text', sortOrder: 1000 });
    },
    'matrix_columns_matrix_query_id_fkey/23001': async (transaction) => {
      const { company } = await buildCompany();
      const { token } = await api.signUpAndIn({ companyId: company.id });
      const template = await matrixTemplateStore.create(sequelizeSql(api.sequelize), { companyId: company.id, name: 'Used', query: 'q', answerKind: 'text', sortOrder: 1000 });
      const matrixId = (await call(token, '/api/matrices', { method: 'POST', json: { name: 'M' } })).body.entity.id as string;
      await matrixColumnStore.append(sequelizeSql(api.sequelize), templateColumn(matrixId, template.id));
      return matrixTemplateStore.delete(sequelizeSql(api.sequelize, transaction), template.id);
    },
    'matrix_columns_matrix_query_id_fkey/23503': async (transaction) => {
      const { token } = await api.signUpAndIn();
      const matrixId = (await call(token, '/api/matrices', { method: 'POST', json: { name: 'M' } })).body.entity.id as string;
      return matrixColumnStore.append(sequelizeSql(api.sequelize, transaction), templateColumn(matrixId, randomUUID()));
    },
  };

  it.each(CONSTRAINT_ANSWERS.map((answer) => [`${answer.constraint}${answer.code ? ` (${answer.code})` : ''}`, answer] as const))(
    'maps a real violation of %s to its documented answer',
    async (_name, answer) => {
      const provoke = provocations[answer.code ? `${answer.constraint}/${answer.code}` : answer.constraint];
      expect(provoke, 'each mapped constraint needs a provocation here').toBeDefined();
      const error = await api.sequelize.transaction((transaction) => provoke!(transaction)).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error, 'the provocation should violate the constraint').toBeDefined();
      const mapped = constraintViolationAnswer(error);
      expect({ status: mapped?.status, messages: mapped?.messages }).toEqual({ status: answer.status, messages: answer.messages });
    },
  );

  it('has decided every unique and foreign-key constraint of the schema: mapped, or named as out of any request’s reach', async () => {
    const constraints = await api.sequelize.query<{ name: string; kind: string; referenced: string | null }>(
      `select c.conname as name, c.contype::text as kind, r.relname as referenced
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace left join pg_class r on r.oid = c.confrelid
        where n.nspname = 'public' and c.contype in ('u', 'f')
       union
       select i.relname, 'u', null from pg_index x join pg_class i on i.oid = x.indexrelid join pg_namespace n on n.oid = i.relnamespace
        where n.nspname = 'public' and x.indisunique and not x.indisprimary
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
      { type: QueryTypes.SELECT },
    );
    const mapped = new Set(CONSTRAINT_ANSWERS.map((answer) => answer.constraint));
    const undecided = constraints
      .filter((constraint) => !mapped.has(constraint.name) && !(constraint.name in CONSTRAINTS_NO_REQUEST_REACHES))
      .filter((constraint) => !(constraint.kind === 'f' && REFERENCED_TABLES_NO_REQUEST_DELETES.includes(constraint.referenced ?? '')))
      .map((constraint) => `${constraint.kind} ${constraint.name} → ${constraint.referenced ?? ''}`);
    expect(undecided).toEqual([]);
    const known = new Set(constraints.map((constraint) => constraint.name));
    expect(Object.keys(CONSTRAINTS_NO_REQUEST_REACHES).filter((name) => !known.has(name)), 'names of constraints that no longer exist').toEqual([]);
  });
});
