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
import { respond } from '../../respond';
import { sequelizeSql } from '../../db/sequelizeSql';
import { authenticate, bearerToken, currentUser } from '../../middlewares/authenticate';
import { firstScreenCookie } from '../../firstScreen';
import { parseBody } from '../../middlewares/validate';
import { attemptLimiters, DEFAULT_AUTH_RATE_LIMITS, type AccountOf, type AuthRateLimits } from '../../middlewares/rateLimit';
import { accountKeyOf, signInWithPassword } from '../../commands/accounts/passwordSignIn';
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
  const limited = (name: keyof Omit<AuthRateLimits, 'windowMs'>, accountOf: AccountOf, onlyFailures: boolean) =>
    attemptLimiters(name, limits[name], { windowMs: limits.windowMs, accountOf, onlyFailures, sequelize: deps.sequelize });
  const signedIn = authenticate(deps.tokens);
  const bodyText = (req: Request, field: string): string | undefined => {
    const value: unknown = (req.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
  };
  /** The account named in a body field, resolved to the user whatever identifier was typed. */
  const namedAccount = (field: string) => async (req: Request) => {
    const typed = bodyText(req, field);
    return typed === undefined ? undefined : accountKeyOf(sequelizeSql(deps.sequelize), typed);
  };
  const signedInAccount = (req: Request) => currentUser(req).id;

  router.post('/login', ...limited('login', namedAccount('usernameOrEmail'), true), async (req, res) => {
    const failed = new ValidationError([ACCOUNT_MESSAGES.loginFailed], { ok: false });
    const input = loginSchema.safeParse(req.body ?? {});
    if (!input.success) throw failed;
    const token = await signInWithPassword(deps, input.data.usernameOrEmail, input.data.password);
    if (!token) throw failed;
    respond.signedIn(res, token);
  });

  router.post('/signup', ...limited('signup', (req) => bodyText(req, 'email'), false), async (req, res) => {
    const bounds = { min: deps.config.USERNAME_MIN_LENGTH, max: deps.config.USERNAME_MAX_LENGTH };
    respond.signedIn(res, await signUpUser(parseBody(signupSchema(bounds), req), deps));
  });

  router.post('/forgot-password', ...limited('forgotPassword', namedAccount('email'), false), async (req, res) => {
    const { email } = parseBody(forgotPasswordSchema, req);
    await requestPasswordReset(email, deps);
    respond.action(res, { message: ACCOUNT_MESSAGES.forgotSucceeded });
  });

  router.post('/reset-password', ...limited('resetPassword', namedAccount('email'), true), async (req, res) => {
    const input = resetPasswordSchema().safeParse(req.body ?? {});
    if (!input.success) {
      const messages = new Set(input.error.issues.map((issue) => issue.message));
      throw new ValidationError([ACCOUNT_MESSAGES.resetFailed, ...messages]);
    }
    await resetPassword(input.data, deps);
    respond.action(res, { message: ACCOUNT_MESSAGES.resetSucceeded });
  });

  router.post('/change-password', signedIn, ...limited('changePassword', signedInAccount, true), async (req, res) => {
    const input = parseBody(changePasswordSchema(), req);
    await changePassword(currentUser(req), currentSession(req), input, deps);
    respond.action(res, { message: ACCOUNT_MESSAGES.changeSucceeded });
  });

  router.post('/verify-email', signedIn, ...limited('verifyEmail', signedInAccount, true), async (req, res) => {
    const { code } = parseBody(verifyEmailSchema, req);
    if (!(await verifyEmail(currentUser(req), code, deps))) throw new ValidationError([ACCOUNT_MESSAGES.verificationCodeInvalid]);
    respond.action(res, { message: ACCOUNT_MESSAGES.verifySucceeded });
  });

  router.post('/resend-verification', signedIn, ...limited('resendVerification', signedInAccount, false), async (req, res) => {
    await sendVerificationEmail(currentUser(req), deps);
    respond.action(res, { message: ACCOUNT_MESSAGES.verifyResent });
  });

  router.post('/logout', signedIn, async (req, res) => {
    await deps.tokens.revoke(currentSession(req).id);
    firstScreenCookie.clear(res, deps.config);
    respond.noContent(res);
  });

  /** The first-screen cookie for this session (api/src/firstScreen.ts): the app sets it once signed in. */
  router.put('/first-screen', signedIn, (req, res) => {
    const token = bearerToken(req);
    if (!token) throw new AuthenticationError();
    firstScreenCookie.set(res, deps.config, token);
    respond.noContent(res);
  });

  /** Clears the first-screen cookie: the app's session ended without a logout call (the server refused it). */
  router.delete('/first-screen', (_req, res) => {
    firstScreenCookie.clear(res, deps.config);
    respond.noContent(res);
  });

  return router;
}

/** The session of the request (its id), for handlers behind `authenticate`. */
function currentSession(req: Request): { id: string } {
  if (!req.session) throw new AuthenticationError();
  return req.session;
}
