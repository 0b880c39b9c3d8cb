import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH, SIGNUP_PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from './constants';

/** Account messages of spec 01 §5 and §8, used by the server's validation and the account forms. */
export const ACCOUNT_MESSAGES = {
  invalidEmailFormat: 'Invalid email format.',
  passwordTooShort: `Password must be at least ${SIGNUP_PASSWORD_MIN_LENGTH} characters.`,
  codeRequired: 'Please enter the invitation code.',
  usernameTooShort: (min: number) => `Username must be at least ${min} characters`,
  usernameTooLong: (max: number) => `Username must be at most ${max} characters`,
  usernameCharacters: 'Username may contain only letters, digits, dots, hyphens and underscores.',
  fullNameTooLong: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  newPasswordTooShort: (min: number) => `Password should be at least ${min} characters long.`,
  passwordsNotEqual: 'Two password fields are not equal.',
  emailRequired: 'Please enter email.',
  notValidEmail: 'Not a valid email.',
  resetCodeRequired: 'Please enter code.',
  notValidPassword: 'Not a valid password.',
  loginFailed: 'Unknown email or invalid password.',
  forgotFailed: 'Failed to request password reset.',
  forgotSucceeded: "You'll receive an e-mail with further instructions.",
  resetFailed: 'Password reset failed.',
  resetSucceeded: 'Password updated. You can now login with your new password.',
  changeFailed: 'Password update failed.',
  changeSucceeded: 'Updated Successfully',
  signupFailed: 'Signup failed.',
  verifySucceeded: 'Thank you for verifying your e-mail!',
  verifyFailed:
    'Verification failed. This can happen when a code was requested several times: only the newest link works. You can request a new code by',
  verifyResendLink: 'clicking here',
  verifyResent: 'You should receive an e-mail with the verification link shortly.',
  domainNotAllowed: 'Your e-mail domain is not allowed to sign up. Please ask your firm to request access.',
  invitationCodeInvalid: 'The invitation code is not valid.',
  emailTaken: 'An account with this e-mail already exists.',
  usernameTaken: 'This username is already taken.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  oldPasswordWrong: 'The old password is not correct.',
  verificationCodeInvalid: 'The verification link is not valid or has expired.',
} as const;

export const usernameBounds = { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH };

/** A text field whose absence reads like an empty value: the same spec message, not zod's generic one. */
const text = (missingMessage: string) => z.string({ error: missingMessage });

/** Required, then text@text; an empty e-mail gets only the first message. */
const resetFormEmail = () =>
  text(ACCOUNT_MESSAGES.emailRequired)
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.emailRequired, abort: true })
    .regex(/^[^@\s]+@[^@\s]+$/, ACCOUNT_MESSAGES.notValidEmail);

export const loginSchema = z.object({
  usernameOrEmail: text(ACCOUNT_MESSAGES.loginFailed).trim().min(1, ACCOUNT_MESSAGES.loginFailed),
  password: text(ACCOUNT_MESSAGES.loginFailed).min(1, ACCOUNT_MESSAGES.loginFailed),
});

export const signupSchema = (bounds = usernameBounds) =>
  z.object({
    email: text(ACCOUNT_MESSAGES.invalidEmailFormat).trim().toLowerCase().email(ACCOUNT_MESSAGES.invalidEmailFormat),
    userName: text(ACCOUNT_MESSAGES.usernameTooShort(bounds.min))
      .trim()
      .min(bounds.min, ACCOUNT_MESSAGES.usernameTooShort(bounds.min))
      .max(bounds.max, ACCOUNT_MESSAGES.usernameTooLong(bounds.max))
      .regex(USERNAME_PATTERN, ACCOUNT_MESSAGES.usernameCharacters),
    password: text(ACCOUNT_MESSAGES.passwordTooShort).min(SIGNUP_PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort),
    code: text(ACCOUNT_MESSAGES.codeRequired).trim().min(1, ACCOUNT_MESSAGES.codeRequired),
    fullName: z.string().trim().max(FULL_NAME_MAX_LENGTH, ACCOUNT_MESSAGES.fullNameTooLong).optional(),
    displayName: z.string().trim().max(FULL_NAME_MAX_LENGTH).optional(),
  });

/** Display name defaults to the first word of the full name, else the username (spec 01 §3). */
export function defaultDisplayName(input: { displayName?: string; fullName?: string; userName: string }): string {
  return input.displayName?.trim() || input.fullName?.trim().split(/\s+/)[0] || input.userName.trim();
}

export const forgotPasswordSchema = z.object({ email: resetFormEmail() });

/** The new-password form says how long a password must be; the reset form only says 'Not a valid password.' (spec 01 §5). */
const newPasswordFields = (min: number, tooShortMessage = ACCOUNT_MESSAGES.newPasswordTooShort(min)) => ({
  newPassword: text(tooShortMessage).min(min, tooShortMessage),
  repeatedPassword: text(ACCOUNT_MESSAGES.passwordsNotEqual),
});
const passwordsMatch = (value: { newPassword: string; repeatedPassword: string }) => value.newPassword === value.repeatedPassword;

export const resetPasswordSchema = (min = SIGNUP_PASSWORD_MIN_LENGTH) =>
  z
    .object({
      email: resetFormEmail(),
      code: text(ACCOUNT_MESSAGES.resetCodeRequired).trim().min(1, ACCOUNT_MESSAGES.resetCodeRequired),
      ...newPasswordFields(min, ACCOUNT_MESSAGES.notValidPassword),
    })
    .refine(passwordsMatch, { message: ACCOUNT_MESSAGES.passwordsNotEqual, path: ['repeatedPassword'] });

export const changePasswordSchema = (min = SIGNUP_PASSWORD_MIN_LENGTH) =>
  z
    .object({ oldPassword: text(ACCOUNT_MESSAGES.notValidPassword).min(1, ACCOUNT_MESSAGES.notValidPassword), ...newPasswordFields(min) })
    .refine(passwordsMatch, { message: ACCOUNT_MESSAGES.passwordsNotEqual, path: ['repeatedPassword'] });

export const verifyEmailSchema = z.object({
  code: text(ACCOUNT_MESSAGES.resetCodeRequired).trim().min(1, ACCOUNT_MESSAGES.resetCodeRequired),
});

/** Answer of login and signup: the client judges success by `ok` and stores the bearer token. */
export interface SignedInResponse {
  ok: true;
  token: string;
}
