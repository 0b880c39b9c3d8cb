// Route test of configuration.router.ts (GET /api/configuration, GET /api/contexts-info).
// Deeper: tests/superUserSettings.test.ts (settings that shape the configuration), tests/admin.test.ts (isAdmin).
import { describe, expect, it } from 'vitest';
import { routeSuite } from '@arcline/tests/harness/routeSuite';

describe('configuration.router', () => {
  const suite = routeSuite();

  it('GET /api/configuration answers the signed-in user (name, companyName) and the client settings', async () => {
    const { token, user } = await suite.signIn();
    const reply = await suite.get('/api/configuration', token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      entity: {
        user: { id: user.id, name: user.displayName, companyName: user.company!.name, isAdmin: false, isSuperUser: false },
        apiBaseUrl: expect.stringMatching(/\/api$/),
        enablePerplexity: expect.any(Boolean),
      },
      other_data: {},
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/passwordHash|password_hash/);
  });

  it('GET /api/contexts-info answers the caller and their company, no contexts', async () => {
    const { token, user } = await suite.signIn();
    const reply = await suite.get('/api/contexts-info', token);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 200,
      body: { entity: { userId: user.id, companyId: user.companyId, contexts: [] }, other_data: {} },
    });
  });

  it('both need a signed-in user (401)', async () => {
    await suite.expectUnauthenticated('GET', '/api/configuration');
    await suite.expectUnauthenticated('GET', '/api/contexts-info');
  });
});
