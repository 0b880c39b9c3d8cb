import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, FIRST_SCREEN } from '@arcline/shared';
import { allowedDomainStore, invitationStore, userStore, type InvitationRow } from '@arcline/shared/data';
import { apiSql, bindApiDatabase } from '@arcline/api/db/apiDatabase';
import { countRows, updateRows } from './harness/tableRows';
import { startTestApi, type TestApi } from './harness/testApi';
import { buildCompany, buildInvitationCode, buildUser, linkInMail, startMailbox, type Mailbox } from './harness/factories';

/** The invitation code as it is now in the database. */
const reloaded = async (invitation: InvitationRow) => (await invitationStore.findOfCompany(apiSql(), invitation.companyId, invitation.id))!;

describe('password accounts: login, signup, logout', () => {
  let api: TestApi;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    api = await startTestApi({ env: { SMTP_URL: mailbox.smtpUrl, PUBLIC_URL: 'http://arcline.test' } });
  });
  afterAll(async () => {
    await api?.close();
    await mailbox?.stop();
  });

  const post = (path: string, json: unknown, token?: string) => api.request(`/api/auth/${path}`, { method: 'POST', json, token });
  const configuration = async (token: string) => (await (await api.request('/api/configuration', { token })).json()).entity.user;
  const loginFailed = { ok: false, errors: [ACCOUNT_MESSAGES.loginFailed] };

  describe('POST /api/auth/login', () => {
    it('signs in by e-mail in any case and answers {ok, token} for a working session', async () => {
      const { user, password } = await buildUser();
      const res = await post('login', { usernameOrEmail: `  ${user.email.toUpperCase()} `, password });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({ ok: true, token: expect.any(String) });
      expect(await configuration(body.token)).toMatchObject({ email: user.email, companyName: user.company?.name });
    });

    it('signs in by username, case-insensitively', async () => {
      const { user, password } = await buildUser({ username: `Mixed_${Date.now()}` });
      const res = await post('login', { usernameOrEmail: user.username.toLowerCase(), password });
      expect(res.status).toBe(200);
      expect((await res.json()).ok).toBe(true);
    });

    it('gives one message for a wrong password, an unknown account and a missing field', async () => {
      const { user } = await buildUser();
      for (const body of [
        { usernameOrEmail: user.email, password: 'not the password' },
        { usernameOrEmail: 'nobody@nowhere.test', password: 'whatever123' },
        { usernameOrEmail: user.username, password: '' },
        {},
      ]) {
        const res = await post('login', body);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual(loginFailed);
      }
    });

    it('refuses an identity-provider account that has no password', async () => {
      const { user } = await buildUser({ passwordless: true });
      const res = await post('login', { usernameOrEmail: user.email, password: 'placeholder for accounts without a password' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(loginFailed);
    });

    it('refuses a user whose e-mail domain was taken off the allow list', async () => {
      const { user, password, domain } = await buildUser();
      expect((await post('login', { usernameOrEmail: user.email, password })).status).toBe(200);
      await allowedDomainStore.remove(apiSql(), (await allowedDomainStore.findByDomain(apiSql(), domain, false))!.id);
      const res = await post('login', { usernameOrEmail: user.email, password });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(loginFailed);
    });

    it('lets an e-mail match win over another user whose username is that e-mail', async () => {
      const owner = await buildUser({ password: 'owner password' });
      const { company } = await buildCompany();
      await userStore.create(apiSql(), {
        companyId: company.id,
        email: `squatter-${Date.now()}@${owner.domain}`,
        username: owner.user.email,
        fullName: null,
        displayName: 'Squatter',
        passwordHash: null,
      });
      const res = await post('login', { usernameOrEmail: owner.user.email, password: 'owner password' });
      expect(res.status).toBe(200);
      expect(await configuration((await res.json()).token)).toMatchObject({ id: owner.user.id });
    });
  });

  describe('POST /api/auth/signup', () => {
    const signupFor = (domain: string, code: string, overrides: Record<string, unknown> = {}) => {
      const name = `new${Math.random().toString(36).slice(2, 10)}`;
      return { email: `${name}@${domain}`, userName: name, password: 'a good password', code, ...overrides };
    };

    it('creates a verified-later user, counts the invitation, e-mails a verification link and signs in', async () => {
      const { company, domain } = await buildCompany();
      const invitation = await buildInvitationCode(company.id);
      const input = signupFor(domain, invitation.code, { email: `Jane.Doe@${domain.toUpperCase()}`, fullName: '  Jane  Q. Doe ' });
      const res = await post('signup', input);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({ ok: true, token: expect.any(String) });

      const user = (await userStore.findByEmail(apiSql(), `jane.doe@${domain}`))!;
      expect(user).toMatchObject({ companyId: company.id, username: input.userName, fullName: 'Jane  Q. Doe', displayName: 'Jane' });
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user.emailVerifiedAt).toBeNull();
      expect(user.isSuperUser).toBe(false);
      expect((await reloaded(invitation)).useCount).toBe(1);
      expect(await configuration(body.token)).toMatchObject({ name: 'Jane', companyName: company.name, emailVerified: false });

      const mail = await mailbox.waitForMail(user.email);
      const link = linkInMail(mail);
      expect(`${link.origin}${link.pathname}`).toBe('http://arcline.test/verify-email');
      expect(link.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(mail.html).toContain('http://arcline.test/verify-email?code=');
    });

    it('takes the display name as given, else the username when there is no full name', async () => {
      const { company, domain } = await buildCompany();
      const { code } = await buildInvitationCode(company.id);
      const given = signupFor(domain, code, { fullName: 'Jane Doe', displayName: 'JD' });
      const bare = signupFor(domain, code);
      expect((await post('signup', given)).status).toBe(200);
      expect((await post('signup', bare)).status).toBe(200);
      expect((await userStore.findByEmail(apiSql(), given.email))!.displayName).toBe('JD');
      expect((await userStore.findByEmail(apiSql(), bare.email))!.displayName).toBe(bare.userName);
    });

    it('answers every validation message of spec §5 at once', async () => {
      const res = await post('signup', {
        email: 'not-an-email',
        userName: '  abc  ',
        password: 'short',
        code: '   ',
        fullName: 'x'.repeat(101),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        errors: [
          'Invalid email format.',
          'Username must be at least 6 characters',
          'Password must be at least 8 characters.',
          'Please enter the invitation code.',
          'Full name must be at most 100 characters',
        ],
      });
      const tooLong = await post('signup', signupFor('firm.test', 'code', { userName: 'u'.repeat(33) }));
      expect(await tooLong.json()).toEqual({ errors: ['Username must be at most 32 characters'] });
    });

    it('refuses a username with markup or other characters outside the documented set (issue 34, item 7)', async () => {
      const { company, domain } = await buildCompany();
      const { code } = await buildInvitationCode(company.id);
      const markup = signupFor(domain, code, { userName: '<svg/onload=alert(1)>' });
      const res = await post('signup', markup);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errors: [ACCOUNT_MESSAGES.usernameCharacters] });
      expect(await userStore.findByEmail(apiSql(), markup.email)).toBeNull();
      const nordic = signupFor(domain, code, { userName: `søren_${Date.now() % 100000}` });
      expect((await post('signup', nordic)).status).toBe(200);
    });

    it('uses the configured username bounds in its messages', async () => {
      const strict = await startTestApi({ env: { SMTP_URL: mailbox.smtpUrl, USERNAME_MIN_LENGTH: '8', USERNAME_MAX_LENGTH: '10' } });
      try {
        const send = (userName: string) =>
          strict.request('/api/auth/signup', { method: 'POST', json: signupFor('firm.test', 'code', { userName }) });
        expect(await (await send('seven77')).json()).toEqual({ errors: ['Username must be at least 8 characters'] });
        expect(await (await send('eleven_char')).json()).toEqual({ errors: ['Username must be at most 10 characters'] });
      } finally {
        await strict.close();
        bindApiDatabase(api.sequelize); // the factories follow the API started last
      }
    });

    it('refuses an e-mail domain that is not on the allow list', async () => {
      const { company } = await buildCompany();
      const { code } = await buildInvitationCode(company.id);
      const res = await post('signup', signupFor('not-allowed.test', code));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errors: [ACCOUNT_MESSAGES.domainNotAllowed] });
    });

    it('refuses unknown, expired, used single-use and other-company invitation codes', async () => {
      const { company, domain } = await buildCompany();
      const other = await buildCompany();
      const expired = await buildInvitationCode(company.id, { expiresAt: new Date(Date.now() - 1000) });
      const singleUse = await buildInvitationCode(company.id, { reusable: false });
      const otherCompany = await buildInvitationCode(other.company.id);

      expect((await post('signup', signupFor(domain, singleUse.code))).status).toBe(200);
      for (const code of ['no-such-code', expired.code, singleUse.code, otherCompany.code]) {
        const res = await post('signup', signupFor(domain, code));
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ errors: [ACCOUNT_MESSAGES.invitationCodeInvalid] });
      }
      expect((await reloaded(singleUse)).useCount).toBe(1);
      expect(await countRows('users', { company_id: company.id })).toBe(1);
    });

    it('accepts a reusable code until it expires', async () => {
      const { company, domain } = await buildCompany();
      const invitation = await buildInvitationCode(company.id, { reusable: true, expiresAt: new Date(Date.now() + 60000) });
      for (let i = 0; i < 3; i += 1) expect((await post('signup', signupFor(domain, invitation.code))).status).toBe(200);
      expect((await reloaded(invitation)).useCount).toBe(3);
      await updateRows('invitation_codes', { id: invitation.id }, { expires_at: new Date(Date.now() - 1) });
      expect((await post('signup', signupFor(domain, invitation.code))).status).toBe(400);
    });

    it('refuses a taken e-mail or username (any case) without using the code', async () => {
      const { company, domain } = await buildCompany();
      const invitation = await buildInvitationCode(company.id);
      const first = signupFor(domain, invitation.code);
      expect((await post('signup', first)).status).toBe(200);

      const cases: [Record<string, unknown>, string[]][] = [
        [{ email: first.email.toUpperCase() }, [ACCOUNT_MESSAGES.emailTaken]],
        [{ userName: first.userName.toUpperCase() }, [ACCOUNT_MESSAGES.usernameTaken]],
        [{ email: first.email, userName: first.userName }, [ACCOUNT_MESSAGES.emailTaken, ACCOUNT_MESSAGES.usernameTaken]],
      ];
      for (const [overrides, errors] of cases) {
        const res = await post('signup', signupFor(domain, invitation.code, overrides));
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ errors });
      }
      expect((await reloaded(invitation)).useCount).toBe(1);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('ends the current session only and answers 204', async () => {
      const { user, password } = await buildUser();
      const login = async () => (await (await post('login', { usernameOrEmail: user.email, password })).json()).token as string;
      const [current, other] = [await login(), await login()];
      const res = await post('logout', undefined, current);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect((await api.request('/api/configuration', { token: current })).status).toBe(401);
      expect((await api.request('/api/configuration', { token: other })).status).toBe(200);
      expect((await post('logout', undefined, current)).status).toBe(401);
    });

    it('is 401 without a token', async () => {
      const res = await post('logout', undefined);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ errors: ['Unauthorized.'] });
    });
  });

  describe('PUT and DELETE /api/auth/first-screen', () => {
    it("sets the session's token as an HttpOnly, SameSite=Strict cookie; logout and DELETE clear it", async () => {
      const { user, password } = await buildUser();
      const token = (await (await post('login', { usernameOrEmail: user.email, password })).json()).token as string;
      const set = await api.request('/api/auth/first-screen', { method: 'PUT', token });
      expect(set.status).toBe(204);
      const cookie = set.headers.get('set-cookie') ?? '';
      expect(cookie).toContain(`${FIRST_SCREEN.cookie}=${token};`);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; Max-Age=\d+/);
      // PUBLIC_URL is http here: not Secure (an https PUBLIC_URL makes it Secure).
      expect(cookie).not.toMatch(/; Secure/);

      const cleared = (res: Response) => expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${FIRST_SCREEN.cookie}=;.*Expires=Thu, 01 Jan 1970`));
      const removed = await api.request('/api/auth/first-screen', { method: 'DELETE' });
      expect(removed.status).toBe(204);
      cleared(removed);
      cleared(await post('logout', undefined, token));
    });

    it('is 401 without a bearer token, and the cookie is no bearer token for /api', async () => {
      expect((await api.request('/api/auth/first-screen', { method: 'PUT' })).status).toBe(401);
      const { user, password } = await buildUser();
      const token = (await (await post('login', { usernameOrEmail: user.email, password })).json()).token as string;
      const res = await api.request('/api/configuration', { headers: { cookie: `${FIRST_SCREEN.cookie}=${token}` } });
      expect(res.status).toBe(401);
    });
  });
});
