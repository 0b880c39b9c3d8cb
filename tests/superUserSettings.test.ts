import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_SETTINGS_DEFAULTS,
  COMPANY_SETTINGS_MESSAGES,
  HTTP_ERROR_MESSAGES,
  type AdminAuditEntry,
  type CollectionEnvelope,
  type Configuration,
  type EntityEnvelope,
  type SuperUserSettings,
} from '@arcline/shared';
import { deleteRows } from './harness/tableRows';
import { startTestApi, type TestApi } from './harness/testApi';

describe('Super User Menu settings: per company, super users only', () => {
  let api: TestApi;
  let apiWithClaude: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
    apiWithClaude = await startTestApi({ env: { ANTHROPIC_API_KEY: 'sk-test-not-used' } });
  });
  afterAll(async () => {
    await api?.close();
    await apiWithClaude?.close();
  });

  const settingsOf = async (target: TestApi, token: string) => (await target.request('/api/super-user/settings', { token })).json() as Promise<EntityEnvelope<SuperUserSettings>>;
  const put = (target: TestApi, token: string, json: unknown) => target.request('/api/super-user/settings', { method: 'PUT', token, json });
  const configurationOf = async (token: string) => ((await (await api.request('/api/configuration', { token })).json()) as EntityEnvelope<Configuration>).entity;

  it('answers 403 to regular users and 401 without a session, and changes nothing', async () => {
    const { token } = await api.signUpAndIn();
    const read = await api.request('/api/super-user/settings', { token });
    expect(read.status).toBe(403);
    expect(await read.json()).toEqual({ errors: [HTTP_ERROR_MESSAGES[403]] });
    expect((await put(api, token, { enablePerplexity: false })).status).toBe(403);
    expect((await configurationOf(token)).enablePerplexity).toBe(true);
    expect((await api.request('/api/super-user/settings')).status).toBe(401);
  });

  it('starts at the defaults, offers only the configured engines, and links the Temporal UI filtered on the user', async () => {
    const { token, user } = await api.signUpAndIn({ superUser: true });
    const { entity } = await settingsOf(api, token);
    expect(entity.settings).toEqual(COMPANY_SETTINGS_DEFAULTS);
    expect(entity.availableEngines).toEqual(['local']);
    expect(entity.defaultEngine).toBe('local');
    const link = new URL(entity.temporalWorkflowsUrl);
    expect(`${link.origin}${link.pathname}`).toBe(`${api.config.TEMPORAL_UI_URL}/namespaces/${api.config.TEMPORAL_NAMESPACE}/workflows`);
    expect(link.searchParams.get('query')).toBe(`ArclineUserId="${user.id}"`);

    const withClaude = await settingsOf(apiWithClaude, token);
    expect(withClaude.entity.availableEngines).toEqual(['local', 'claude']);
    expect(withClaude.entity.defaultEngine).toBe('claude');
  });

  it("stores the settings for the super user's whole company, which its users' configuration follows, and no other company's", async () => {
    const { token, user } = await api.signUpAndIn({ superUser: true });
    const { token: colleague } = await api.signUpAndIn({ companyId: user.companyId });
    const { token: outsider } = await api.signUpAndIn();

    const changed = await put(api, token, { enablePerplexity: false, clientLogLevel: 'warning' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as EntityEnvelope<SuperUserSettings>).entity.settings).toEqual({ aiEngine: null, enablePerplexity: false, clientLogLevel: 'warning' });

    const seen = await configurationOf(colleague);
    expect(seen.enablePerplexity).toBe(false);
    expect(seen.errorReporting).toMatchObject({ enabled: true, logLevel: 'warning' });
    expect(await configurationOf(outsider)).toMatchObject({ enablePerplexity: true, errorReporting: { enabled: true, logLevel: 'error' } });

    // A partial change keeps the rest; 'off' switches the client's error reporting off.
    await put(api, token, { clientLogLevel: 'off' });
    expect((await settingsOf(api, token)).entity.settings).toEqual({ aiEngine: null, enablePerplexity: false, clientLogLevel: 'off' });
    expect((await configurationOf(colleague)).errorReporting).toMatchObject({ enabled: false, logLevel: 'off' });
  });

  it('sets the AI engine of the company only to an engine the server has configured', async () => {
    const { token } = await api.signUpAndIn({ superUser: true });
    const refused = await put(api, token, { aiEngine: 'claude' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ errors: [COMPANY_SETTINGS_MESSAGES.aiEngineNotConfigured('claude')] });

    const chosen = await put(apiWithClaude, token, { aiEngine: 'local' });
    expect(((await chosen.json()) as EntityEnvelope<SuperUserSettings>).entity.settings.aiEngine).toBe('local');
    const configuration = ((await (await apiWithClaude.request('/api/configuration', { token })).json()) as EntityEnvelope<Configuration>).entity;
    expect(configuration.aiEngine).toBe('local');
    await put(apiWithClaude, token, { aiEngine: null });
    expect(((await (await apiWithClaude.request('/api/configuration', { token })).json()) as EntityEnvelope<Configuration>).entity.aiEngine).toBe('claude');
  });

  it("writes every change to the company's admin audit log (who, what, before and after), which the admin console shows", async () => {
    const { token, user } = await api.signUpAndIn({ superUser: true });
    const { token: admin } = await api.signUpAndIn({ companyId: user.companyId, admin: true });
    const { token: otherAdmin } = await api.signUpAndIn({ admin: true });
    expect((await put(api, token, { enablePerplexity: false, clientLogLevel: 'warning' })).status).toBe(200);
    expect((await put(api, token, { clientLogLevel: 'info' })).status).toBe(200);
    expect((await put(api, token, { clientLogLevel: 'verbose' })).status).toBe(400);

    const auditOf = async (adminToken: string) =>
      ((await (await api.request('/api/admin/audit-log', { token: adminToken })).json()) as CollectionEnvelope<AdminAuditEntry>).collection;
    const entries = await auditOf(admin);
    expect(entries.map(({ actorEmail, action, target, details }) => ({ actorEmail, action, target, details }))).toEqual([
      { actorEmail: user.email, action: 'settings.update', target: 'company settings', details: { before: { clientLogLevel: 'warning' }, after: { clientLogLevel: 'info' } } },
      {
        actorEmail: user.email,
        action: 'settings.update',
        target: 'company settings',
        details: { before: { enablePerplexity: true, clientLogLevel: 'error' }, after: { enablePerplexity: false, clientLogLevel: 'warning' } },
      },
    ]);
    expect(await auditOf(otherAdmin)).toEqual([]);
    // Append-only, as every admin change.
    await expect(deleteRows('admin_audit_log', { company_id: user.companyId })).rejects.toThrow(/append-only/);
  });

  it('refuses malformed changes with their messages', async () => {
    const { token } = await api.signUpAndIn({ superUser: true });
    const cases: [unknown, string][] = [
      [{}, COMPANY_SETTINGS_MESSAGES.nothingToChange],
      [{ aiEngine: 'gpt' }, COMPANY_SETTINGS_MESSAGES.aiEngineInvalid],
      [{ enablePerplexity: 'yes' }, COMPANY_SETTINGS_MESSAGES.enablePerplexityInvalid],
      [{ clientLogLevel: 'verbose' }, COMPANY_SETTINGS_MESSAGES.clientLogLevelInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await put(api, token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { errors: string[] }).errors).toContain(message);
    }
    expect((await settingsOf(api, token)).entity.settings).toEqual(COMPANY_SETTINGS_DEFAULTS);
  });
});
