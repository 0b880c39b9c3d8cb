import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, changePasswordSchema, signupSchema } from '@arcline/shared';
import { fieldErrors } from './fieldErrors';

describe('fieldErrors', () => {
  it("maps the signup schema's failures to its fields with the spec's messages", () => {
    const parsed = signupSchema().safeParse({ email: 'nope', userName: 'abc', password: 'short', code: '', fullName: 'x'.repeat(101) });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!.issues)).toEqual({
      email: ACCOUNT_MESSAGES.invalidEmailFormat,
      userName: 'Username must be at least 6 characters',
      password: ACCOUNT_MESSAGES.passwordTooShort,
      code: ACCOUNT_MESSAGES.codeRequired,
      fullName: 'Full name must be at most 100 characters',
    });
  });

  it('keeps the first message of a field and puts the repeat mismatch on the repeat field', () => {
    const parsed = changePasswordSchema().safeParse({ oldPassword: 'old-password', newPassword: 'long-enough', repeatedPassword: 'different' });
    expect(fieldErrors(parsed.error!.issues)).toEqual({ repeatedPassword: ACCOUNT_MESSAGES.passwordsNotEqual });
  });
});
