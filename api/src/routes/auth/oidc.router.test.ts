// Route test of oidc.router.ts (the identity-provider sign-in of the login popup, public routes under /api/auth).
// Deeper: tests/oidc.test.ts (PKCE, linking identities, new users, tampered state, cancel, logout at the issuer),
// tests/signInGate.test.ts, tests/oidcBrowser.test.ts.
import { describe, expect, inject, it } from 'vitest';
import { HTTP_ERROR_MESSAGES, WEB_ROUTES } from '@arcline/shared';
import { buildUser } from '@arcline/tests/harness/factories';
import { signInThroughIssuer } from '@arcline/tests/harness/redirectWalker';
import { errorsOf, routeSuite } from '@arcline/tests/harness/routeSuite';

describe('oidc.router', () => {
  const suite = routeSuite();
  const provider = () => suite.api.config.OIDC_PROVIDER_ID;

  it('GET /api/auth/:provider redirects to the issuer; GET /api/auth/:provider/callback ends on /login-success#token=…', async () => {
    const start = await suite.get(`/api/auth/${provider()}`);
    expect(start.status).toBe(302);
    expect(start.headers.get('location')!.startsWith(inject('stackEnv').OIDC_ISSUER)).toBe(true);

    const { user } = await buildUser();
    const landed = await signInThroughIssuer(suite.api.url, user.email);
    expect(landed.pathname).toBe(WEB_ROUTES.loginSuccess);
    const token = new URLSearchParams(landed.hash.slice(1)).get('token')!;
    const me = await suite.get('/api/configuration', token);
    expect(me.body.entity.user).toMatchObject({ id: user.id });
  });

  it('GET /api/auth/:provider/callback without a sign-in in progress ends on /login-failure, signing nobody in', async () => {
    const reply = await suite.get(`/api/auth/${provider()}/callback?code=x&state=y`);
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe(`${suite.api.url}${WEB_ROUTES.loginFailure}`);
  });

  it('GET /api/auth/logout and /api/auth/:provider/logout send the browser to the issuer to sign out', async () => {
    for (const path of ['/api/auth/logout', `/api/auth/${provider()}/logout`]) {
      const reply = await suite.get(path);
      expect({ path, status: reply.status }).toEqual({ path, status: 302 });
      expect(reply.headers.get('location')!.startsWith(inject('stackEnv').OIDC_ISSUER)).toBe(true);
    }
  });

  it('a provider that is not configured is a 404 on every route', async () => {
    for (const path of ['/api/auth/no-such-provider', '/api/auth/no-such-provider/callback?code=x', '/api/auth/no-such-provider/logout']) {
      const reply = await suite.get(path);
      expect({ path, status: reply.status, body: reply.body }).toEqual({ path, status: 404, body: errorsOf(HTTP_ERROR_MESSAGES[404]) });
    }
  });
});
