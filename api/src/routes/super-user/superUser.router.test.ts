// Route test of superUser.router.ts (GET and PUT /api/super-user/settings, the Super User Menu).
// Deeper: tests/superUserSettings.test.ts (company-wide effect on configuration, engines, audit log, every message).
import { describe, expect, it } from 'vitest';
import { COMPANY_SETTINGS_MESSAGES, HTTP_ERROR_MESSAGES } from '@arcline/shared';
import { errorsOf, routeSuite } from '@arcline/tests/harness/routeSuite';

describe('superUser.router', () => {
  const suite = routeSuite();

  it('GET /api/super-user/settings answers a super user the settings, the engines and the Temporal UI link', async () => {
    const { token } = await suite.signIn({ superUser: true });
    const reply = await suite.get('/api/super-user/settings', token);
    expect(reply.status).toBe(200);
    expect(reply.body.entity).toMatchObject({
      settings: { enablePerplexity: expect.any(Boolean) },
      availableEngines: expect.arrayContaining([reply.body.entity.defaultEngine]),
      temporalWorkflowsUrl: expect.any(String),
    });
  });

  it('PUT /api/super-user/settings changes a setting and answers the new settings; a bad body is a 400', async () => {
    const { token } = await suite.signIn({ superUser: true });
    const changed = await suite.put('/api/super-user/settings', token, { enablePerplexity: false });
    expect(changed.status).toBe(200);
    expect(changed.body.entity.settings).toMatchObject({ enablePerplexity: false });
    expect((await suite.get('/api/super-user/settings', token)).body.entity.settings).toMatchObject({ enablePerplexity: false });

    const empty = await suite.put('/api/super-user/settings', token, {});
    expect({ status: empty.status, body: empty.body }).toEqual({ status: 400, body: errorsOf(COMPANY_SETTINGS_MESSAGES.nothingToChange) });
    const bad = await suite.put('/api/super-user/settings', token, { enablePerplexity: 'yes' });
    expect({ status: bad.status, body: bad.body }).toEqual({ status: 400, body: errorsOf(COMPANY_SETTINGS_MESSAGES.enablePerplexityInvalid) });
  });

  it('both are 403 for a user who is not a super user, admins included', async () => {
    const { token } = await suite.signIn({ admin: true });
    for (const reply of [await suite.get('/api/super-user/settings', token), await suite.put('/api/super-user/settings', token, { enablePerplexity: false })]) {
      expect({ status: reply.status, body: reply.body }).toEqual({ status: 403, body: errorsOf(HTTP_ERROR_MESSAGES[403]) });
    }
  });

  it('both need a signed-in user (401)', async () => {
    await suite.expectUnauthenticated('GET', '/api/super-user/settings');
    await suite.expectUnauthenticated('PUT', '/api/super-user/settings', { enablePerplexity: true });
  });
});
