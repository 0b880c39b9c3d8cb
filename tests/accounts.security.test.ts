import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pino } from 'pino';
import { ACCOUNT_MESSAGES, parseRuntimeConfig } from '@arcline/shared';
import { startApi, type RunningApi, type StartApiOptions } from '@arcline/api/server';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from '@arcline/api/middlewares/rateLimit';
import { buildCompany, buildInvitationCode, buildUser, linkInMail, startMailbox, type Mailbox } from './harness/factories';
import './harness/stackEnv';

const tooMany = { errors: [ACCOUNT_MESSAGES.tooManyAttempts] };

describe('brute-force limits and secrecy of passwords', () => {
  let mailbox: Mailbox;
  const running: RunningApi[] = [];
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    for (const api of running) await api.close();
    await mailbox?.stop();
  });

  /** The API with the options startTestApi does not pass: rate limits and a logger the test reads. */
  async function startApiWith(options: StartApiOptions) {
    const config = parseRuntimeConfig({ ...inject('stackEnv'), PORT: '0', SMTP_URL: mailbox.smtpUrl });
    const api = await startApi({ ...config, PORT: 0 }, { serveWeb: false, ...options });
    running.push(api);
    return (route: string, json?: unknown, token?: string) =>
      fetch(`${api.url}/api/auth/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(json ?? {}),
      });
  }
  const limits = (overrides: Partial<AuthRateLimits>): AuthRateLimits => ({ ...DEFAULT_AUTH_RATE_LIMITS, ...overrides });

  describe('per account', () => {
    let post: Awaited<ReturnType<typeof startApiWith>>;
    beforeAll(async () => {
      const perAccount = (count: number) => ({ perIp: 1000, perAccount: count });
      post = await startApiWith({
        authRateLimits: limits({
          login: perAccount(3),
          signup: perAccount(2),
          forgotPassword: perAccount(2),
          resetPassword: perAccount(2),
          changePassword: perAccount(3),
          verifyEmail: perAccount(3),
        }),
      });
    });

    it('blocks an account after its failed logins, even with the right password, and not the others', async () => {
      const target = await buildUser();
      const other = await buildUser();
      for (let i = 0; i < 3; i += 1) expect((await post('login', { usernameOrEmail: target.user.email, password: 'guess' })).status).toBe(400);
      const blocked = await post('login', { usernameOrEmail: target.user.email.toUpperCase(), password: target.password });
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual(tooMany);
      expect((await post('login', { usernameOrEmail: other.user.email, password: other.password })).status).toBe(200);
    });

    it('locks the account whatever identifier is typed next: the username after the e-mail', async () => {
      const target = await buildUser();
      for (let i = 0; i < 3; i += 1) expect((await post('login', { usernameOrEmail: target.user.email, password: 'guess' })).status).toBe(400);
      expect((await post('login', { usernameOrEmail: target.user.username, password: 'guess' })).status).toBe(429);
      expect((await post('login', { usernameOrEmail: target.user.username.toUpperCase(), password: target.password })).status).toBe(429);
    });

    it('throttles change-password and verify-email per account, so a token cannot guess the password', async () => {
      const { user, password } = await buildUser();
      const { token } = (await (await post('login', { usernameOrEmail: user.email, password })).json()) as { token: string };
      const change = (oldPassword: string) => post('change-password', { oldPassword, newPassword: 'another password', repeatedPassword: 'another password' }, token);
      for (let i = 0; i < 3; i += 1) expect((await change(`guess ${i}`)).status).toBe(400);
      const blocked = await change(password);
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual(tooMany);
      for (let i = 0; i < 3; i += 1) expect((await post('verify-email', { code: `guess-${i}` }, token)).status).toBe(400);
      expect((await post('verify-email', { code: 'guess' }, token)).status).toBe(429);
    });

    it('keeps the counters in PostgreSQL, shared by every API replica', async () => {
      const target = await buildUser();
      const replica = await startApiWith({ authRateLimits: limits({ login: { perIp: 1000, perAccount: 3 } }) });
      for (let i = 0; i < 3; i += 1) {
        const through = i % 2 === 0 ? post : replica;
        expect((await through('login', { usernameOrEmail: target.user.email, password: 'guess' })).status).toBe(400);
      }
      expect((await replica('login', { usernameOrEmail: target.user.email, password: target.password })).status).toBe(429);
    });

    it('does not count successful logins', async () => {
      const { user, password } = await buildUser();
      for (let i = 0; i < 5; i += 1) expect((await post('login', { usernameOrEmail: user.email, password })).status).toBe(200);
      for (let i = 0; i < 2; i += 1) expect((await post('login', { usernameOrEmail: user.email, password: 'guess' })).status).toBe(400);
      expect((await post('login', { usernameOrEmail: user.email, password })).status).toBe(200);
    });

    it('limits sign-ups, reset requests and reset attempts per e-mail', async () => {
      const { company, domain } = await buildCompany();
      await buildInvitationCode(company.id);
      const signup = { email: `limited@${domain}`, userName: 'limited1', password: 'a good password', code: 'wrong code' };
      for (let i = 0; i < 2; i += 1) expect((await post('signup', signup)).status).toBe(400);
      expect(await (await post('signup', { ...signup, email: signup.email.toUpperCase() })).json()).toEqual(tooMany);

      const { user } = await buildUser();
      for (let i = 0; i < 2; i += 1) expect((await post('forgot-password', { email: user.email })).status).toBe(200);
      const forgot = await post('forgot-password', { email: user.email });
      expect(forgot.status).toBe(429);
      expect(await forgot.json()).toEqual(tooMany);

      const reset = { email: user.email, code: 'guessed code', newPassword: 'a new password', repeatedPassword: 'a new password' };
      for (let i = 0; i < 2; i += 1) expect((await post('reset-password', reset)).status).toBe(400);
      const blocked = await post('reset-password', reset);
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual(tooMany);
    });
  });

  describe('per IP', () => {
    // Long enough for three argon2 logins on a loaded machine (4-5 s each seen on 2 shared cores).
    const windowMs = 20000;
    let post: Awaited<ReturnType<typeof startApiWith>>;
    beforeAll(async () => {
      const perIp = { perIp: 3, perAccount: 1000 };
      const every = { login: perIp, signup: perIp, forgotPassword: perIp, resetPassword: perIp, changePassword: perIp, verifyEmail: perIp, resendVerification: perIp };
      post = await startApiWith({ authRateLimits: { windowMs, ...every } });
    });

    it('blocks a client after failed logins across accounts, until the window ends', async () => {
      const { user, password } = await buildUser();
      for (let i = 0; i < 3; i += 1) {
        expect((await post('login', { usernameOrEmail: `account${i}@nowhere.test`, password: 'guess' })).status).toBe(400);
      }
      const blocked = await post('login', { usernameOrEmail: user.email, password });
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual(tooMany);
      await new Promise((resolve) => setTimeout(resolve, windowMs + 200));
      expect((await post('login', { usernameOrEmail: user.email, password })).status).toBe(200);
    });

    it('counts every forgot-password request of a client', async () => {
      for (let i = 0; i < 3; i += 1) expect((await post('forgot-password', { email: `someone${i}@nowhere.test` })).status).toBe(200);
      expect((await post('forgot-password', { email: 'another@nowhere.test' })).status).toBe(429);
    });
  });

  it('never logs a password nor returns one, at the most verbose log level', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const post = await startApiWith({ logger: pino({ level: 'trace' }, sink) });
    const answers: string[] = [];
    const call = async (route: string, json?: unknown, token?: string) => {
      const res = await post(route, json, token);
      answers.push(await res.text());
      return res;
    };
    const secrets = ['signup secret 1', 'wrong secret 2', 'changed secret 3', 'reset secret 4'];

    const { company, domain } = await buildCompany();
    const { code } = await buildInvitationCode(company.id);
    const email = `secretive@${domain}`;
    const signup = await call('signup', { email, userName: `secretive${Date.now()}`, password: secrets[0], code });
    const { token } = JSON.parse(answers.at(-1)!) as { token: string };
    expect(signup.status).toBe(200);
    expect((await call('login', { usernameOrEmail: email, password: secrets[1] })).status).toBe(400);
    expect((await call('login', { usernameOrEmail: email, password: secrets[0] })).status).toBe(200);
    const change = { oldPassword: secrets[0], newPassword: secrets[2], repeatedPassword: secrets[2] };
    expect((await call('change-password', change, token)).status).toBe(200);
    expect((await call('change-password', change, token)).status).toBe(400);
    expect((await call('forgot-password', { email })).status).toBe(200);
    const resetCode = linkInMail(await mailbox.waitForMail(email, 2)).searchParams.get('code');
    const reset = { email, code: resetCode, newPassword: secrets[3], repeatedPassword: secrets[3] };
    expect((await call('reset-password', reset)).status).toBe(200);

    const logs = lines.join('');
    expect(logs).toContain('/api/auth/login');
    expect(logs).toContain('/api/auth/reset-password');
    for (const secret of [...secrets, resetCode!]) {
      expect(logs).not.toContain(secret);
      for (const answer of answers) expect(answer).not.toContain(secret);
    }
    expect(answers.join('')).not.toContain('argon2');
  });
});
