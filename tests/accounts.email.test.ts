import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@arcline/shared';
import { userStore } from '@arcline/shared/data';
import { apiSql } from '@arcline/api/db/apiDatabase';
import { updateRows } from './harness/tableRows';
import { startTestApi, type TestApi } from './harness/testApi';
import { buildCompany, buildInvitationCode, buildUser, linkInMail, reloadUser, startMailbox, type Mailbox } from './harness/factories';

describe('password accounts: e-mail verification, password reset and change', () => {
  let api: TestApi;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    api = await startTestApi({ env: { SMTP_URL: mailbox.smtpUrl, PUBLIC_URL: 'http://arcline.test/app' } });
  });
  afterAll(async () => {
    await api?.close();
    await mailbox?.stop();
  });

  const post = (path: string, json: unknown, token?: string) => api.request(`/api/auth/${path}`, { method: 'POST', json, token });
  const login = (usernameOrEmail: string, password: string) => post('login', { usernameOrEmail, password });
  const tokenOf = async (res: Response) => (await res.json()).token as string;
  const isSignedIn = async (token: string) => (await api.request('/api/configuration', { token })).status === 200;

  describe('verify-email and resend-verification', () => {
    async function signUp() {
      const { company, domain } = await buildCompany();
      const { code } = await buildInvitationCode(company.id);
      const email = `verify-${Date.now()}@${domain}`;
      const res = await post('signup', { email, userName: `verify${Date.now()}`, password: 'a good password', code });
      expect(res.status).toBe(200);
      return { email, token: await tokenOf(res) };
    }
    const codeOfMail = async (email: string, count = 1) => {
      const link = linkInMail(await mailbox.waitForMail(email, count));
      expect(`${link.origin}${link.pathname}`).toBe('http://arcline.test/app/verify-email');
      return link.searchParams.get('code')!;
    };

    it('verifies the e-mail with the code of the e-mailed link, once', async () => {
      const { email, token } = await signUp();
      const code = await codeOfMail(email);
      const res = await post('verify-email', { code }, token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ actionResult: { message: ACCOUNT_MESSAGES.verifySucceeded } });
      const { entity } = await (await api.request('/api/configuration', { token })).json();
      expect(entity.user.emailVerified).toBe(true);

      const again = await post('verify-email', { code }, token);
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ errors: [ACCOUNT_MESSAGES.verificationCodeInvalid] });
    });

    it('refuses a wrong, a missing, another user\'s and an expired code', async () => {
      const mine = await signUp();
      const theirs = await signUp();
      const theirCode = await codeOfMail(theirs.email);
      await codeOfMail(mine.email);
      for (const code of ['wrong-code', theirCode]) {
        const res = await post('verify-email', { code }, mine.token);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ errors: [ACCOUNT_MESSAGES.verificationCodeInvalid] });
      }
      expect(await (await post('verify-email', {}, mine.token)).json()).toEqual({ errors: ['Please enter code.'] });

      const user = (await userStore.findByEmail(apiSql(), theirs.email))!;
      await updateRows('account_codes', { user_id: user.id }, { expires_at: new Date(Date.now() - 1000) });
      expect((await post('verify-email', { code: theirCode }, theirs.token)).status).toBe(400);
      expect((await reloadUser(user)).emailVerifiedAt).toBeNull();
    });

    it('resends a new link; only the newest code works', async () => {
      const { email, token } = await signUp();
      const first = await codeOfMail(email);
      const res = await post('resend-verification', undefined, token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ actionResult: { message: ACCOUNT_MESSAGES.verifyResent } });
      const second = await codeOfMail(email, 2);
      expect(second).not.toBe(first);
      expect((await post('verify-email', { code: first }, token)).status).toBe(400);
      expect((await post('verify-email', { code: second }, token)).status).toBe(200);
    });

    it('needs a signed-in user', async () => {
      expect((await post('verify-email', { code: 'x' })).status).toBe(401);
      expect((await post('resend-verification', undefined)).status).toBe(401);
    });
  });

  describe('forgot-password and reset-password', () => {
    const forgotAnswer = { actionResult: { message: "You'll receive an e-mail with further instructions." } };
    const resetCodeOfMail = async (email: string, count = 1) => {
      const link = linkInMail(await mailbox.waitForMail(email, count));
      expect(`${link.origin}${link.pathname}`).toBe('http://arcline.test/app/reset-password');
      expect(link.searchParams.get('email')).toBe(email);
      return link.searchParams.get('code')!;
    };
    const reset = (email: string, code: string, newPassword = 'a brand new password', repeatedPassword = newPassword) =>
      post('reset-password', { email, code, newPassword, repeatedPassword });

    it('e-mails a link whose code sets a new password and signs out every session', async () => {
      const { user, password } = await buildUser();
      const sessions = [await tokenOf(await login(user.email, password)), await tokenOf(await login(user.username, password))];

      const forgot = await post('forgot-password', { email: user.email.toUpperCase() });
      expect(forgot.status).toBe(200);
      expect(await forgot.json()).toEqual(forgotAnswer);
      const code = await resetCodeOfMail(user.email);

      const res = await reset(user.email, code);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ actionResult: { message: ACCOUNT_MESSAGES.resetSucceeded } });
      for (const token of sessions) expect(await isSignedIn(token)).toBe(false);
      expect((await login(user.email, password)).status).toBe(400);
      expect((await login(user.email, 'a brand new password')).status).toBe(200);

      const reused = await reset(user.email, code, 'yet another password');
      expect(reused.status).toBe(400);
      expect(await reused.json()).toEqual({ errors: [ACCOUNT_MESSAGES.resetFailed] });
    });

    it('answers the same for an unknown e-mail and sends nothing', async () => {
      const unknown = `nobody-${Date.now()}@nowhere.test`;
      const res = await post('forgot-password', { email: unknown });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(forgotAnswer);
      const { user } = await buildUser();
      await post('forgot-password', { email: user.email });
      await mailbox.waitForMail(user.email);
      expect(await mailbox.mailsTo(unknown)).toEqual([]);
    });

    it('validates the e-mail of forgot-password', async () => {
      expect(await (await post('forgot-password', { email: '' })).json()).toEqual({ errors: ['Please enter email.'] });
      const invalid = await post('forgot-password', { email: 'no-at-sign' });
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toEqual({ errors: ['Not a valid email.'] });
    });

    it('accepts only the newest, unexpired code of that very user', async () => {
      const { user } = await buildUser();
      const other = await buildUser();
      await post('forgot-password', { email: user.email });
      const older = await resetCodeOfMail(user.email);
      await post('forgot-password', { email: user.email });
      const newest = await resetCodeOfMail(user.email, 2);
      const failed = { errors: [ACCOUNT_MESSAGES.resetFailed] };

      expect(await (await reset(user.email, older)).json()).toEqual(failed);
      expect(await (await reset(other.user.email, newest)).json()).toEqual(failed);
      expect(await (await reset(`nobody-${Date.now()}@nowhere.test`, newest)).json()).toEqual(failed);
      await updateRows('account_codes', { user_id: user.id, purpose: 'reset-password' }, { expires_at: new Date(Date.now() - 1000) });
      const expired = await reset(user.email, newest);
      expect(expired.status).toBe(400);
      expect(await expired.json()).toEqual(failed);
    });

    it('answers "Password reset failed." with each validation message of spec §5', async () => {
      const cases: [Record<string, unknown>, string[]][] = [
        [{ email: '', code: 'c', newPassword: 'long enough', repeatedPassword: 'long enough' }, ['Please enter email.']],
        [{ email: 'no-at-sign', code: 'c', newPassword: 'long enough', repeatedPassword: 'long enough' }, ['Not a valid email.']],
        [{ email: 'a@b.test', code: ' ', newPassword: 'long enough', repeatedPassword: 'long enough' }, ['Please enter code.']],
        [{ email: 'a@b.test', code: 'c', newPassword: 'short', repeatedPassword: 'short' }, ['Not a valid password.']],
        [{ email: 'a@b.test', code: 'c', newPassword: 'long enough', repeatedPassword: 'different' }, ['Two password fields are not equal.']],
      ];
      for (const [body, messages] of cases) {
        const res = await post('reset-password', body);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ errors: [ACCOUNT_MESSAGES.resetFailed, ...messages] });
      }
    });
  });

  describe('change-password', () => {
    const change = (token: string | undefined, oldPassword: string, newPassword: string, repeatedPassword = newPassword) =>
      post('change-password', { oldPassword, newPassword, repeatedPassword }, token);

    it('replaces the password, keeps this session and ends the others', async () => {
      const { user, password } = await buildUser();
      const current = await tokenOf(await login(user.email, password));
      const other = await tokenOf(await login(user.email, password));
      const res = await change(current, password, 'the changed password');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ actionResult: { message: 'Updated Successfully' } });
      expect(await isSignedIn(current)).toBe(true);
      expect(await isSignedIn(other)).toBe(false);
      expect((await login(user.email, password)).status).toBe(400);
      expect((await login(user.email, 'the changed password')).status).toBe(200);
    });

    it('refuses a wrong old password and leaves the password as it was', async () => {
      const { user, password } = await buildUser();
      const token = await tokenOf(await login(user.email, password));
      const res = await change(token, 'not my password', 'the changed password');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errors: ['The old password is not correct.'] });
      expect((await login(user.email, password)).status).toBe(200);
    });

    it('answers the validation messages of spec §5', async () => {
      const { token } = await api.signUpAndIn();
      const cases: [Parameters<typeof change>, string[]][] = [
        [[token, 'old password', 'short'], ['Password should be at least 8 characters long.']],
        [[token, 'old password', 'long enough', 'different'], ['Two password fields are not equal.']],
        [[token, '', 'long enough'], ['Not a valid password.']],
      ];
      for (const [args, errors] of cases) {
        const res = await change(...args);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ errors });
      }
    });

    it('needs a signed-in user', async () => {
      expect((await change(undefined, 'a', 'long enough')).status).toBe(401);
    });
  });
});
