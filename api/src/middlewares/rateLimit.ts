import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import { ACCOUNT_MESSAGES, MINUTE_MS } from '@arcline/shared';
import { TooManyRequestsError } from '../errors';

/** Attempts allowed per window, counted per client IP and per account. */
export interface AttemptLimit {
  perIp: number;
  perAccount: number;
}

export interface AuthRateLimits {
  windowMs: number;
  login: AttemptLimit;
  signup: AttemptLimit;
  forgotPassword: AttemptLimit;
  resetPassword: AttemptLimit;
  changePassword: AttemptLimit;
  verifyEmail: AttemptLimit;
  resendVerification: AttemptLimit;
}

/**
 * Per account, the limits stop guessing one password or flooding one inbox; per IP, they stop one client
 * from trying many accounts. IP limits stay generous because a firm's staff often share one address.
 */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  windowMs: 15 * MINUTE_MS,
  login: { perIp: 100, perAccount: 10 },
  signup: { perIp: 100, perAccount: 10 },
  forgotPassword: { perIp: 100, perAccount: 5 },
  resetPassword: { perIp: 100, perAccount: 10 },
  changePassword: { perIp: 100, perAccount: 10 },
  verifyEmail: { perIp: 100, perAccount: 10 },
  resendVerification: { perIp: 100, perAccount: 5 },
};

/** The table (migration 0060) that holds every counter, so all API replicas share them. */
const RATE_LIMIT_TABLE = 'rate_limits';

/** Keys are hashed: an identifier of any length fits the table's key column and none is stored in clear. */
const hashed = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Resolves the account an attempt is about: a user id when one matches, else the identifier as typed. */
export type AccountOf = (req: Request) => Promise<string | undefined> | string | undefined;

/**
 * Two limiters for one account call, per IP then per account, counted in PostgreSQL (rate-limiter-flexible).
 * With `onlyFailures`, an answer below 400 gives its attempt back (a successful login does not count).
 * The counter names carry the limit and window, so differently configured APIs never share a counter.
 */
export function attemptLimiters(
  name: string,
  limit: AttemptLimit,
  options: { windowMs: number; accountOf: AccountOf; onlyFailures: boolean; sequelize: Sequelize },
): RequestHandler[] {
  const counter = (scope: string, points: number) =>
    new RateLimiterPostgres({
      storeClient: options.sequelize,
      storeType: 'sequelize',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: `${name}-${scope}-${points}-${options.windowMs}`,
      points,
      duration: options.windowMs / 1000,
    });
  const perIp = counter('ip', limit.perIp);
  const perAccount = counter('account', limit.perAccount);

  const attempt = (limiter: RateLimiterPostgres, key: string): RequestHandler => async (_req, res, next) => {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        res.setHeader('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
        throw new TooManyRequestsError([ACCOUNT_MESSAGES.tooManyAttempts]);
      }
      throw rejection;
    }
    if (options.onlyFailures) {
      res.once('finish', () => {
        if (res.statusCode < 400) void limiter.reward(key, 1).catch(() => undefined);
      });
    }
    next();
  };

  return [
    (req, res, next) => attempt(perIp, hashed(req.ip ?? 'unknown'))(req, res, next),
    async (req, res, next) => {
      const account = await options.accountOf(req);
      // A request that names no account fails validation and is counted per IP only.
      if (account === undefined) return next();
      return attempt(perAccount, hashed(account))(req, res, next);
    },
  ];
}
