import { Router, type Request } from 'express';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  verifyEmailSchema,
  type RuntimeConfig,
} from '@arcline/shared';
import type { TokenService } from '../../auth/tokens';
import type { Mailer } from '../../mail/mailer';
import { AuthenticationError, ValidationError } from '../../errors';
import type { Session } from '../../models';
import { respond } from '../../respond';
import { authenticate, currentUser } from '../../middlewares/authenticate';
import { parseBody } from '../../middlewares/validate';
import { attemptLimiters, DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from '../../middlewares/rateLimit';
import { signInWithPassword } from '../../commands/accounts/passwordSignIn';
import { signUpUser } from '../../commands/accounts/userSignup';
import { changePassword, requestPasswordReset, resetPassword } from '../../commands/accounts/passwordUpdates';
import { sendVerificationEmail, verifyEmail } from '../../commands/accounts/emailVerification';

export interface AccountsRouterDeps {
  config: RuntimeConfig;
  logger: Logger;
  sequelize: Sequelize;
  tokens: TokenService;
  mailer: Mailer;
  authRateLimits?: AuthRateLimits;
}

/** Password accounts under /api/auth (spec 01 §3, §5, §8): public sign-in calls, then calls of a signed-in user. */
export function accountsRouter(deps: AccountsRouterDeps): Router {
  const router = Router();
  const limits = deps.authRateLimits ?? DEFAULT_AUTH_RATE_LIMITS;
  const limited = (name: keyof Omit<AuthRateLimits, 'windowMs'>, accountField: string, onlyFailures: boolean) =>
    attemptLimiters(name, limits[name], { windowMs: limits.windowMs, accountField, onlyFailures, logger: deps.logger });
  const signedIn = authenticate(deps.tokens);

  router.post('/login', ...limited('login', 'usernameOrEmail', true), async (req, res) => {
    const failed = new ValidationError([ACCOUNT_MESSAGES.loginFailed], { ok: false });
    const input = loginSchema.safeParse(req.body ?? {});
    if (!input.success) throw failed;
    const user = await signInWithPassword(input.data.usernameOrEmail, input.data.password);
    if (!user) throw failed;
    respond.signedIn(res, await deps.tokens.openSession(user));
  });

  router.post('/signup', ...limited('signup', 'email', false), async (req, res) => {
    const bounds = { min: deps.config.USERNAME_MIN_LENGTH, max: deps.config.USERNAME_MAX_LENGTH };
    const user = await signUpUser(parseBody(signupSchema(bounds), req), deps);
    respond.signedIn(res, await deps.tokens.openSession(user));
  });

  router.post('/forgot-password', ...limited('forgotPassword', 'email', false), async (req, res) => {
    const { email } = parseBody(forgotPasswordSchema, req);
    await requestPasswordReset(email, deps);
    respond.action(res, { message: ACCOUNT_MESSAGES.forgotSucceeded });
  });

  router.post('/reset-password', ...limited('resetPassword', 'email', true), async (req, res) => {
    const input = resetPasswordSchema().safeParse(req.body ?? {});
    if (!input.success) {
      const messages = new Set(input.error.issues.map((issue) => issue.message));
      throw new ValidationError([ACCOUNT_MESSAGES.resetFailed, ...messages]);
    }
    await resetPassword(input.data, deps);
    respond.action(res, { message: ACCOUNT_MESSAGES.resetSucceeded });
  });

  router.post('/change-password', signedIn, async (req, res) => {
    const input = parseBody(changePasswordSchema(), req);
    await changePassword(currentUser(req), currentSession(req), input, deps);
    respond.action(res, { message: ACCOUNT_MESSAGES.changeSucceeded });
  });

  router.post('/verify-email', signedIn, async (req, res) => {
    const { code } = parseBody(verifyEmailSchema, req);
    if (!(await verifyEmail(currentUser(req), code, deps))) throw new ValidationError([ACCOUNT_MESSAGES.verificationCodeInvalid]);
    respond.action(res, { message: ACCOUNT_MESSAGES.verifySucceeded });
  });

  router.post('/resend-verification', signedIn, async (req, res) => {
    await sendVerificationEmail(currentUser(req), deps);
    respond.action(res, { message: ACCOUNT_MESSAGES.verifyResent });
  });

  router.post('/logout', signedIn, async (req, res) => {
    await deps.tokens.revoke(currentSession(req).id);
    respond.noContent(res);
  });

  return router;
}

/** The session of the request, for handlers behind `authenticate`. */
function currentSession(req: Request): Session {
  if (!req.session) throw new AuthenticationError();
  return req.session;
}
