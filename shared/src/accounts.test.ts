import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, changePasswordSchema, resetPasswordSchema, signupSchema } from './accounts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('password forms (spec 01 §5)', () => {
  it('reset password: a too-short new password is "Not a valid password."', () => {
    const result = resetPasswordSchema(8).safeParse({ email: 'a@b.c', code: 'x', newPassword: 'short', repeatedPassword: 'short' });
    expect(messages(result)).toEqual([ACCOUNT_MESSAGES.notValidPassword]);
  });

  it('new password form: a too-short password names the minimum length', () => {
    const result = changePasswordSchema(8).safeParse({ oldPassword: 'old-password', newPassword: 'short', repeatedPassword: 'short' });
    expect(messages(result)).toEqual(['Password should be at least 8 characters long.']);
  });

  it('both forms refuse different repeated passwords', () => {
    const reset = resetPasswordSchema(8).safeParse({ email: 'a@b.c', code: 'x', newPassword: 'long-enough', repeatedPassword: 'other-one' });
    expect(messages(reset)).toEqual([ACCOUNT_MESSAGES.passwordsNotEqual]);
  });
});

describe('usernames (issue 34, item 7)', () => {
  const signup = (userName: string) =>
    signupSchema().safeParse({ email: 'a@firm.test', userName, password: 'a good password', code: 'code' });

  it.each(['<svg/onload=alert(1)>', 'robert"); drop', 'jane doe', 'jane@firm', 'tab\tname', 'x'.repeat(5) + '\u202e'])('refuses %j', (userName) => {
    const result = signup(userName);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(ACCOUNT_MESSAGES.usernameCharacters);
  });

  it.each(['jane.doe', 'søren_k-1', 'Åsa.Ødegård', 'user42'])('accepts %j', (userName) => {
    expect(signup(userName).success).toBe(true);
  });
});
