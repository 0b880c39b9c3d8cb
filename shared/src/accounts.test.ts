import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, changePasswordSchema, resetPasswordSchema } from './accounts';

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
