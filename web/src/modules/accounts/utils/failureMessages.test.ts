import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@arcline/shared';
import { failureMessages } from './failureMessages';

describe('failureMessages', () => {
  it('puts the spec message first, then the server errors', () => {
    expect(failureMessages(ACCOUNT_MESSAGES.signupFailed, [ACCOUNT_MESSAGES.usernameTaken])).toEqual([
      'Signup failed.',
      'This username is already taken.',
    ]);
  });

  it('drops repeats of the spec message and duplicate server errors', () => {
    expect(failureMessages(ACCOUNT_MESSAGES.resetFailed, [ACCOUNT_MESSAGES.resetFailed, 'Please enter code.', 'Please enter code.'])).toEqual([
      'Password reset failed.',
      'Please enter code.',
    ]);
  });

  it('is the spec message alone when the server said nothing', () => {
    expect(failureMessages(ACCOUNT_MESSAGES.loginFailed, [])).toEqual(['Unknown email or invalid password.']);
  });
});
