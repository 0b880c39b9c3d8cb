import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { parseRuntimeConfig, WEB_ROUTES } from '@arcline/shared';
import { startApi, type RunningApi } from '@arcline/api/server';
import { userStore } from '@arcline/shared/data';
import { apiSql } from '@arcline/api/db/apiDatabase';
import { countRows, tableRows, updateRows } from './harness/tableRows';
import { freePort } from '../scripts/stack/processes';
import { DEV_ACCOUNTS, devSubject } from '../scripts/stack/identityProviderAccounts';
import { buildCompany, buildUser } from './harness/factories';
import { RedirectWalker, formAction } from './harness/redirectWalker';
import './harness/stackEnv';

describe('identity-provider sign-in', () => {
  let api: RunningApi;
  let publicUrl: string;
  let issuer: string;

  beforeAll(async () => {
    // The identity provider only redirects to the PUBLIC_URL of the API, so this API listens where its PUBLIC_URL says.
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    issuer = inject('stackEnv').OIDC_ISSUER;
    api = await startApi(parseRuntimeConfig({ ...inject('stackEnv'), PORT: String(port), PUBLIC_URL: publicUrl }), { serveWeb: false });
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A redirect to one of the web app's pages ends the walk: the API serves no web app here. */
  const webPage = (location: URL) => location.origin === publicUrl && !location.pathname.startsWith('/api/');

  /** Starts sign-in in `walker` and, when the issuer asks who it is, answers with `email`. */
  async function signIn(email: string, walker = new RedirectWalker()): Promise<URL> {
    const loginPage = await walker.walk(`${publicUrl}/api/auth/oidc`, webPage);
    if (!loginPage.page) return loginPage.url; // the issuer still had a session: straight back
    const html = await loginPage.page.text();
    expect(html).toContain('Arcline local identity provider');
    const action = formAction(html);
    expect(action).toBeTruthy();
    const done = await walker.walk(new URL(action!, loginPage.url).href, webPage, { email });
    expect(done.page, 'the flow should end on a web page').toBeUndefined();
    return done.url;
  }

  function tokenFrom(location: URL): string {
    expect(`${location.origin}${location.pathname}`).toBe(`${publicUrl}${WEB_ROUTES.loginSuccess}`);
    const token = new URLSearchParams(location.hash.slice(1)).get('token');
    expect(token).toBeTruthy();
    return token!;
  }

  async function configuration(token: string) {
    const res = await fetch(`${publicUrl}/api/configuration`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { entity: { user: { id: string; name: string; email: string; companyName: string } } }).entity.user;
  }

  const expectFailure = (location: URL) => expect(location.href).toBe(`${publicUrl}${WEB_ROUTES.loginFailure}`);

  it('redirects to the issuer with PKCE (S256), state and nonce, keeping them in a short-lived httpOnly cookie', async () => {
    const res = await fetch(`${publicUrl}/api/auth/oidc`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${issuer}/auth`);
    const params = location.searchParams;
    expect(params.get('client_id')).toBe('arcline-web');
    expect(params.get('redirect_uri')).toBe(`${publicUrl}/api/auth/oidc/callback`);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    const cookie = res.headers.getSetCookie().find((header) => header.startsWith('arcline_oidc_flow='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toContain(params.get('state')!); // signed, not readable as plain state
  });

  it('signs an existing user in by e-mail, links the identity, and finds the user by it next time', async () => {
    const { company, domain } = await buildCompany();
    const { user } = await buildUser({ companyId: company.id, domain, username: `dana_${randomUUID().slice(0, 6)}` });

    const token = tokenFrom(await signIn(user.email));
    expect(await configuration(token)).toMatchObject({ id: user.id, name: user.displayName, email: user.email, companyName: company.name });
    const links = await tableRows<{ provider: string; subject: string }>('user_identities', { user_id: user.id });
    expect(links.map((link) => ({ provider: link.provider, subject: link.subject }))).toEqual([
      { provider: 'oidc', subject: devSubject(user.email) },
    ]);

    // Changed in Arcline since: the link, not the e-mail, finds the user now.
    Object.assign(user, (await updateRows('users', { id: user.id }, { email: `renamed-${user.email}` }))[0]);
    const again = tokenFrom(await signIn(user.email.replace(/^renamed-/, '')));
    expect((jwt.decode(again) as { sub: string }).sub).toBe(user.id);
    expect(await countRows('users', { email: user.email.replace(/^renamed-/, '') })).toBe(0);
  });

  it('creates a new user, without a password, in the company of the allowed domain', async () => {
    const { company, domain } = await buildCompany();
    const email = `nina.newcomer@${domain}`;

    const token = tokenFrom(await signIn(email));
    const user = (await userStore.findByEmail(apiSql(), email))!;
    expect(user).toMatchObject({
      companyId: company.id,
      username: 'nina.newcomer',
      fullName: 'Nina Newcomer',
      displayName: 'Nina',
      passwordHash: null,
    });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await configuration(token)).toMatchObject({ id: user.id, name: 'Nina', companyName: company.name });
    expect(await countRows('user_identities', { user_id: user.id, provider: 'oidc', subject: devSubject(email) })).toBe(1);
  });

  it('makes the new username unique and at least 6 characters long', async () => {
    const { domain } = await buildCompany();
    const taken = `taken_${randomUUID().slice(0, 6)}`;
    await buildUser({ username: taken });

    tokenFrom(await signIn(`${taken.toUpperCase()}@${domain}`));
    expect(await userStore.findByEmail(apiSql(), `${taken}@${domain}`)).toMatchObject({ username: `${taken}2` });

    const short = `b${randomUUID().slice(0, 2)}`;
    tokenFrom(await signIn(`${short}@${domain}`));
    expect(await userStore.findByEmail(apiSql(), `${short}@${domain}`)).toMatchObject({ username: `${short}000` });
  });

  it('stops trusting the password and sessions of an unverified account it links to', async () => {
    const { company, domain } = await buildCompany();
    const { user } = await buildUser({ companyId: company.id, domain, verified: false });
    const before = await api.tokens.openSession(user);

    tokenFrom(await signIn(user.email));
    Object.assign(user, await userStore.findWithCompany(apiSql(), user.id));
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user.passwordHash).toBeNull();
    const { sid } = jwt.decode(before) as { sid: string };
    expect((await tableRows<{ revokedAt: Date | null }>('sessions', { id: sid }))[0]!.revokedAt).toBeInstanceOf(Date);
  });

  it('ends on /login-failure and writes nothing for a domain that is not allowed', async () => {
    const outsider = DEV_ACCOUNTS.find((account) => account.email.endsWith('@not-allowed.test'))!;
    expectFailure(await signIn(outsider.email));
    const madeUp = `someone@elsewhere-${randomUUID().slice(0, 8)}.test`;
    expectFailure(await signIn(madeUp));
    expect(await countRows('users', { email: [outsider.email, madeUp] })).toBe(0);
    expect(await countRows('user_identities', { subject: [devSubject(outsider.email), devSubject(madeUp)] })).toBe(0);
  });

  it('ends on /login-failure when the state is tampered with or the flow cookie is missing', async () => {
    const { domain } = await buildCompany();
    const callback = (location: URL) => location.pathname === '/api/auth/oidc/callback';

    const walker = new RedirectWalker();
    const loginPage = await walker.walk(`${publicUrl}/api/auth/oidc`, webPage);
    const back = await walker.walk(new URL(formAction(await loginPage.page!.text())!, loginPage.url).href, callback, {
      email: `tamper@${domain}`,
    });
    expect(back.url.searchParams.get('code')).toBeTruthy();

    const tampered = new URL(back.url);
    tampered.searchParams.set('state', `${back.url.searchParams.get('state')}x`);
    expectFailure((await walker.walk(tampered.href, webPage)).url);
    // The genuine response, but from a browser that did not start this sign-in.
    expectFailure((await new RedirectWalker().walk(back.url.href, webPage)).url);
    expect(await countRows('users', { email: `tamper@${domain}` })).toBe(0);
  });

  it('ends on /login-failure when the user cancels at the issuer (error parameter)', async () => {
    const walker = new RedirectWalker();
    const loginPage = await walker.walk(`${publicUrl}/api/auth/oidc`, webPage);
    const abort = /href="([^"]+\/abort)"/.exec(await loginPage.page!.text())?.[1];
    expect(abort).toBeTruthy();
    expectFailure((await walker.walk(new URL(abort!, loginPage.url).href, webPage)).url);
  });

  it('answers 404 for a provider that is not configured', async () => {
    for (const path of ['/api/auth/google', '/api/auth/google/callback?code=x&state=y', '/api/auth/google/logout']) {
      const res = await fetch(`${publicUrl}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ errors: ['Not found.'] });
    }
  });

  it('logs out at the issuer and comes back to /logout; the next sign-in asks again', async () => {
    const { domain } = await buildCompany();
    const walker = new RedirectWalker();
    const email = `leaving@${domain}`;
    tokenFrom(await signIn(email, walker));
    // The issuer remembers the browser: the second sign-in goes straight back with a token.
    const secondVisit = await walker.walk(`${publicUrl}/api/auth/oidc`, webPage);
    tokenFrom(secondVisit.url);

    for (const path of ['/api/auth/oidc/logout', '/api/auth/logout']) {
      const res = await fetch(`${publicUrl}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(`${issuer}/session/end`);
      expect(Object.fromEntries(location.searchParams)).toEqual({ client_id: 'arcline-web', post_logout_redirect_uri: `${publicUrl}/logout` });
    }

    const confirm = await walker.walk(`${publicUrl}/api/auth/logout`, webPage);
    const html = await confirm.page!.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect(xsrf).toBeTruthy();
    const done = await walker.walk(new URL(formAction(html)!, confirm.url).href, webPage, { xsrf: xsrf!, logout: 'yes' });
    expect(done.url.href).toBe(`${publicUrl}${WEB_ROUTES.logout}`);

    const thirdVisit = await walker.walk(`${publicUrl}/api/auth/oidc`, webPage);
    expect(await thirdVisit.page?.text()).toContain('Arcline local identity provider');
  });
});

describe('identity-provider sign-in while the issuer is unreachable', () => {
  let api: RunningApi;
  let publicUrl: string;

  beforeAll(async () => {
    const [port, deadIssuerPort] = [await freePort(), await freePort()];
    publicUrl = `http://127.0.0.1:${port}`;
    const env = { ...inject('stackEnv'), PORT: String(port), PUBLIC_URL: publicUrl, OIDC_ISSUER: `http://127.0.0.1:${deadIssuerPort}` };
    api = await startApi(parseRuntimeConfig(env), { serveWeb: false });
  });
  afterAll(async () => {
    await api?.close();
  });

  const locationOf = async (path: string) => (await fetch(`${publicUrl}${path}`, { redirect: 'manual' })).headers.get('location');

  it('sends the sign-in popup to /login-failure, every time it is tried', async () => {
    expect(await locationOf('/api/auth/oidc')).toBe(`${publicUrl}${WEB_ROUTES.loginFailure}`);
    expect(await locationOf('/api/auth/oidc')).toBe(`${publicUrl}${WEB_ROUTES.loginFailure}`);
  });

  it('still ends the logout popup on /logout', async () => {
    expect(await locationOf('/api/auth/logout')).toBe(`${publicUrl}${WEB_ROUTES.logout}`);
  });
});
