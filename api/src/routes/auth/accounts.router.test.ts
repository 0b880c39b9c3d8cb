// Route test of accounts.router.ts (password accounts under /api/auth). Deeper: tests/accounts.test.ts (login, signup,
// logout, the first-screen cookie), tests/accounts.email.test.ts (verification, forgot/reset/change password with the
// e-mailed codes), tests/accounts.security.test.ts (rate limits), tests/sessions.test.ts (tokens).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@arcline/shared';
import { buildCompany, buildInvitationCode, DEFAULT_TEST_PASSWORD } from '@arcline/tests/harness/factories';
import { errorsOf, routeSuite } from '@arcline/tests/harness/routeSuite';

describe('accounts.router', () => {
  const suite = routeSuite();
  const signedIn = { ok: true, token: expect.any(String) };

  it('POST /api/auth/login answers {ok, token} for the right password and the one failure message otherwise', async () => {
    const { user } = await suite.signIn();
    const ok = await suite.post('/api/auth/login', undefined, { usernameOrEmail: user.email, password: DEFAULT_TEST_PASSWORD });
    expect({ status: ok.status, body: ok.body }).toEqual({ status: 200, body: signedIn });
    expect((await suite.get('/api/configuration', ok.body.token)).status).toBe(200);
    const wrong = await suite.post('/api/auth/login', undefined, { usernameOrEmail: user.username, password: 'not the password' });
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 400, body: { ok: false, ...errorsOf(ACCOUNT_MESSAGES.loginFailed) } });
  });

  it('POST /api/auth/signup signs up with an invitation code of an allowed domain; bad fields get the spec messages', async () => {
    const { company, domain } = await buildCompany();
    const { code } = await buildInvitationCode(company.id);
    const userName = `new_${randomUUID().slice(0, 8)}`;
    const ok = await suite.post('/api/auth/signup', undefined, { email: `${userName}@${domain}`, userName, password: DEFAULT_TEST_PASSWORD, code });
    expect({ status: ok.status, body: ok.body }).toEqual({ status: 200, body: signedIn });
    const bad = await suite.post('/api/auth/signup', undefined, { email: 'nope', userName: 'ab', password: 'short', code: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([ACCOUNT_MESSAGES.invalidEmailFormat, ACCOUNT_MESSAGES.usernameTooShort(6), ACCOUNT_MESSAGES.passwordTooShort, ACCOUNT_MESSAGES.codeRequired]),
    );
  });

  it('POST /api/auth/forgot-password answers the same success for any well-formed e-mail, 400 for a malformed one', async () => {
    const ok = await suite.post('/api/auth/forgot-password', undefined, { email: `nobody-${randomUUID()}@nowhere.test` });
    expect({ status: ok.status, body: ok.body }).toEqual({ status: 200, body: { actionResult: { message: ACCOUNT_MESSAGES.forgotSucceeded } } });
    const bad = await suite.post('/api/auth/forgot-password', undefined, { email: 'not-an-email' });
    expect({ status: bad.status, body: bad.body }).toEqual({ status: 400, body: errorsOf(ACCOUNT_MESSAGES.notValidEmail) });
  });

  it('POST /api/auth/reset-password answers "Password reset failed." with the reasons, and for an unknown code', async () => {
    const empty = await suite.post('/api/auth/reset-password', undefined, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toBe(ACCOUNT_MESSAGES.resetFailed);
    expect(empty.body.errors).toEqual(expect.arrayContaining([ACCOUNT_MESSAGES.emailRequired, ACCOUNT_MESSAGES.resetCodeRequired, ACCOUNT_MESSAGES.notValidPassword]));
    const { user } = await suite.signIn();
    const wrongCode = await suite.post('/api/auth/reset-password', undefined, {
      email: user.email,
      code: 'not-the-code',
      newPassword: 'a new long password',
      repeatedPassword: 'a new long password',
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.errors).toContain(ACCOUNT_MESSAGES.resetFailed);
  });

  it('POST /api/auth/change-password changes the password of the signed-in user; a wrong old one or a mismatch is a 400', async () => {
    const { token, user } = await suite.signIn();
    const mismatch = await suite.post('/api/auth/change-password', token, { oldPassword: DEFAULT_TEST_PASSWORD, newPassword: 'another long one', repeatedPassword: 'different' });
    expect({ status: mismatch.status, body: mismatch.body }).toEqual({ status: 400, body: errorsOf(ACCOUNT_MESSAGES.passwordsNotEqual) });
    const wrongOld = await suite.post('/api/auth/change-password', token, { oldPassword: 'not it at all', newPassword: 'another long one', repeatedPassword: 'another long one' });
    expect({ status: wrongOld.status, body: wrongOld.body }).toEqual({ status: 400, body: errorsOf(ACCOUNT_MESSAGES.oldPasswordWrong) });
    const ok = await suite.post('/api/auth/change-password', token, { oldPassword: DEFAULT_TEST_PASSWORD, newPassword: 'another long one', repeatedPassword: 'another long one' });
    expect({ status: ok.status, body: ok.body }).toEqual({ status: 200, body: { actionResult: { message: ACCOUNT_MESSAGES.changeSucceeded } } });
    const login = await suite.post('/api/auth/login', undefined, { usernameOrEmail: user.email, password: 'another long one' });
    expect(login.status).toBe(200);
  });

  it('POST /api/auth/verify-email refuses a wrong or missing code; POST /api/auth/resend-verification answers the spec text', async () => {
    const { token } = await suite.signIn({ verified: false });
    const wrong = await suite.post('/api/auth/verify-email', token, { code: 'not-the-code' });
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 400, body: errorsOf(ACCOUNT_MESSAGES.verificationCodeInvalid) });
    const missing = await suite.post('/api/auth/verify-email', token, {});
    expect({ status: missing.status, body: missing.body }).toEqual({ status: 400, body: errorsOf(ACCOUNT_MESSAGES.resetCodeRequired) });
    const resent = await suite.post('/api/auth/resend-verification', token);
    expect({ status: resent.status, body: resent.body }).toEqual({ status: 200, body: { actionResult: { message: ACCOUNT_MESSAGES.verifyResent } } });
  });

  it('POST /api/auth/logout ends the session (204, the token is a 401 afterwards)', async () => {
    const { token } = await suite.signIn();
    const reply = await suite.post('/api/auth/logout', token);
    expect(reply.status).toBe(204);
    expect((await suite.get('/api/configuration', token)).status).toBe(401);
  });

  it('PUT /api/auth/first-screen sets the first-screen cookie (204); DELETE clears it without a session', async () => {
    const { token } = await suite.signIn();
    const set = await suite.put('/api/auth/first-screen', token);
    expect(set.status).toBe(204);
    expect(set.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/i);
    const cleared = await suite.del('/api/auth/first-screen');
    expect(cleared.status).toBe(204);
    expect(cleared.headers.getSetCookie().length).toBeGreaterThan(0);
  });

  it('the signed-in calls need a session (401)', async () => {
    await suite.expectUnauthenticated('POST', '/api/auth/change-password', { oldPassword: 'x', newPassword: 'yyyyyyyy', repeatedPassword: 'yyyyyyyy' });
    await suite.expectUnauthenticated('POST', '/api/auth/verify-email', { code: 'x' });
    await suite.expectUnauthenticated('POST', '/api/auth/resend-verification');
    await suite.expectUnauthenticated('POST', '/api/auth/logout');
    await suite.expectUnauthenticated('PUT', '/api/auth/first-screen');
  });
});
