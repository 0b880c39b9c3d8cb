import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { ACCOUNT_MESSAGES, WEB_ROUTES } from '@arcline/shared';
import { allowedDomainStore, invitationStore, userStore, type AccountUser as User } from '@arcline/shared/data';
import { apiSql } from '@arcline/api/db/apiDatabase';
import { countRows } from './harness/tableRows';
import { issueAccountCode } from '@arcline/api/commands/accounts/accountCodes';
import { startTestApi, type TestApi } from './harness/testApi';
import { buildCompany, buildInvitationCode, buildUser, DEFAULT_TEST_PASSWORD } from './harness/factories';
import { signInThroughIssuer } from './harness/redirectWalker';

/**
 * Issue 26 item 2: every sign-in path (password, identity provider, invitation sign-up, password reset) checks the
 * account's state and domain before it writes anything, so a refused attempt leaves the user's row byte for byte as it
 * was, links no identity, opens no session and uses no code.
 */
describe('sign-in gate: a refused sign-in changes nothing', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  /** Everything a sign-in could write about a user: the row as text, linked identities, sessions, unused codes. */
  async function footprint(userId: string) {
    const [state] = await api.sequelize.query<{ row: string; identities: number; sessions: number; open_sessions: number; codes: string }>(
      `select (select row_to_json(u)::text from users u where u.id = $1) as row,
              (select count(*)::int from user_identities where user_id = $1) as identities,
              (select count(*)::int from sessions where user_id = $1) as sessions,
              (select count(*)::int from sessions where user_id = $1 and revoked_at is null) as open_sessions,
              (select coalesce(string_agg(id::text || ':' || coalesce(used_at::text, '-') || ':' || expires_at::text, ',' order by id), '')
                 from account_codes where user_id = $1) as codes`,
      { bind: [userId], type: QueryTypes.SELECT },
    );
    return state!;
  }

  const post = (route: string, json: unknown) => api.request(`/api/auth/${route}`, { method: 'POST', json });
  const login = (usernameOrEmail: string, password = DEFAULT_TEST_PASSWORD) => post('login', { usernameOrEmail, password });
  const loginFailure = () => `${api.config.PUBLIC_URL}${WEB_ROUTES.loginFailure}`;

  const removeDomain = async (domain: string) => {
    const allowed = await allowedDomainStore.findByDomain(apiSql(), domain, false);
    if (allowed) await allowedDomainStore.remove(apiSql(), allowed.id);
  };

  /** A user whose sign-in is refused for each reason the gate knows, with what makes it so. */
  const refusals: { reason: string; refuse(user: User, domain: string): Promise<void> }[] = [
    { reason: 'deactivated', refuse: async (user) => void (await userStore.update(apiSql(), user.id, { deactivatedAt: new Date() })) },
    { reason: 'domain removed from the allow list', refuse: async (_user, domain) => void (await removeDomain(domain)) },
    {
      reason: 'domain now allowed for another company',
      refuse: async (_user, domain) => {
        await removeDomain(domain);
        const other = await buildCompany();
        await allowedDomainStore.add(apiSql(), other.company.id, domain);
      },
    },
  ];

  for (const { reason, refuse } of refusals) {
    it(`password sign-in, ${reason}: 400 and nothing written`, async () => {
      const { company, domain } = await buildCompany();
      const { user } = await buildUser({ companyId: company.id, domain });
      await refuse(user, domain);
      const before = await footprint(user.id);
      for (const identifier of [user.email, user.username]) {
        const res = await login(identifier);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ ok: false, errors: [ACCOUNT_MESSAGES.loginFailed] });
      }
      expect(await footprint(user.id)).toEqual(before);
    });

    it(`identity-provider sign-in of an unverified account, ${reason}: /login-failure, and the password, verification and identity untouched`, async () => {
      const { company, domain } = await buildCompany();
      const { user } = await buildUser({ companyId: company.id, domain, verified: false });
      await api.tokens.openSession(user);
      await refuse(user, domain);
      // A domain of another company lets the issuer's address in (its domain is allowed), but not into this account.
      const before = await footprint(user.id);
      expect((await signInThroughIssuer(api.config.PUBLIC_URL, user.email)).href).toBe(loginFailure());
      const after = await footprint(user.id);
      expect(after).toEqual(before);
      expect(JSON.parse(after.row)).toMatchObject({ password_hash: expect.any(String), email_verified_at: null });
      expect(after.identities).toBe(0);
      expect(await countRows('users', { email: user.email })).toBe(1);
    });

    it(`identity-provider sign-in of a linked account, ${reason}: /login-failure and nothing written`, async () => {
      const { company, domain } = await buildCompany();
      const { user } = await buildUser({ companyId: company.id, domain });
      expect((await signInThroughIssuer(api.config.PUBLIC_URL, user.email)).pathname).toBe(WEB_ROUTES.loginSuccess);
      await refuse(user, domain);
      const before = await footprint(user.id);
      expect((await signInThroughIssuer(api.config.PUBLIC_URL, user.email)).href).toBe(loginFailure());
      expect(await footprint(user.id)).toEqual(before);
    });

    it(`password reset, ${reason}: 400 'Password reset failed.', the code unused and nothing written`, async () => {
      const { company, domain } = await buildCompany();
      const { user } = await buildUser({ companyId: company.id, domain });
      const code = await issueAccountCode(apiSql(), user.id, 'reset-password');
      await refuse(user, domain);
      const before = await footprint(user.id);
      const res = await post('reset-password', { email: user.email, code, newPassword: 'a new good password', repeatedPassword: 'a new good password' });
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual([ACCOUNT_MESSAGES.resetFailed]);
      expect(await footprint(user.id)).toEqual(before);
      expect((await login(user.email)).status).toBe(400);
    });
  }

  it('the reported case: an unverified user, deactivated, signs in through the identity provider; after reactivation the password still works', async () => {
    const { company, domain } = await buildCompany();
    const name = `signup${randomUUID().slice(0, 8)}`;
    const { code } = await buildInvitationCode(company.id);
    const signup = await post('signup', { email: `${name}@${domain}`, userName: name, password: 'a good password', code });
    expect(signup.status).toBe(200);
    const user = (await userStore.findByEmail(apiSql(), `${name}@${domain}`))!;
    expect(user.emailVerifiedAt).toBeNull();
    await userStore.update(apiSql(), user.id, { deactivatedAt: new Date() });
    const before = await footprint(user.id);

    expect((await signInThroughIssuer(api.config.PUBLIC_URL, user.email)).href).toBe(loginFailure());
    expect(await footprint(user.id)).toEqual(before);

    await userStore.update(apiSql(), user.id, { deactivatedAt: null });
    expect((await login(user.email, 'a good password')).status).toBe(200);
  });

  it('invitation sign-up refused (e-mail of an existing, deactivated account; domain not allowed; code of another company): nothing written', async () => {
    const { company, domain } = await buildCompany();
    const { user } = await buildUser({ companyId: company.id, domain });
    await userStore.update(apiSql(), user.id, { deactivatedAt: new Date() });
    const invitation = await buildInvitationCode(company.id, { reusable: false });
    const otherCode = (await buildInvitationCode((await buildCompany()).company.id)).code;
    const before = await footprint(user.id);
    const usersBefore = await countRows('users');

    const attempts: [Record<string, string>, string][] = [
      [{ email: user.email, userName: `again${randomUUID().slice(0, 8)}`, code: invitation.code }, ACCOUNT_MESSAGES.emailTaken],
      [{ email: `x${randomUUID().slice(0, 8)}@elsewhere-${randomUUID().slice(0, 8)}.test`, userName: `else${randomUUID().slice(0, 8)}`, code: invitation.code }, ACCOUNT_MESSAGES.domainNotAllowed],
      [{ email: `y${randomUUID().slice(0, 8)}@${domain}`, userName: `other${randomUUID().slice(0, 8)}`, code: otherCode }, ACCOUNT_MESSAGES.invitationCodeInvalid],
    ];
    for (const [fields, message] of attempts) {
      const res = await post('signup', { password: 'a good password', ...fields });
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual([message]);
    }
    expect(await footprint(user.id)).toEqual(before);
    expect(await countRows('users')).toBe(usersBefore);
    expect((await invitationStore.findOfCompany(apiSql(), invitation.companyId, invitation.id))!.useCount).toBe(0);
  });

  it('invitation sign-up on a domain removed meanwhile is refused like a domain never allowed', async () => {
    const { company, domain } = await buildCompany();
    const { code } = await buildInvitationCode(company.id);
    await removeDomain(domain);
    const name = `late${randomUUID().slice(0, 8)}`;
    const res = await post('signup', { email: `${name}@${domain}`, userName: name, password: 'a good password', code });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([ACCOUNT_MESSAGES.domainNotAllowed]);
    expect(await countRows('users', { email: `${name}@${domain}` })).toBe(0);
  });

  it('a wrong password or a wrong reset code writes nothing either', async () => {
    const { user } = await buildUser();
    await issueAccountCode(apiSql(), user.id, 'reset-password');
    const before = await footprint(user.id);
    expect((await login(user.email, 'not the password')).status).toBe(400);
    const reset = await post('reset-password', { email: user.email, code: 'not-the-code', newPassword: 'a new good password', repeatedPassword: 'a new good password' });
    expect(reset.status).toBe(400);
    expect(await footprint(user.id)).toEqual(before);
  });
});
