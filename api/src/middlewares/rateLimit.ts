import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Logger } from 'pino';
import { ACCOUNT_MESSAGES, MINUTE_MS } from '@arcline/shared';
import { TooManyRequestsError } from '../errors';

/** Attempts allowed per window, counted per client IP and per account identifier (lower-cased). */
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
};

/**
 * Two limiters for one account call: per IP, then per the account named in the body field.
 * With `onlyFailures`, an answer below 400 gives its attempt back (a successful login does not count).
 */
export function attemptLimiters(
  name: string,
  limit: AttemptLimit,
  options: { windowMs: number; accountField: string; onlyFailures: boolean; logger: Logger },
): RequestHandler[] {
  const common = {
    windowMs: options.windowMs,
    skipSuccessfulRequests: options.onlyFailures,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    logger: options.logger,
    handler: () => {
      throw new TooManyRequestsError([ACCOUNT_MESSAGES.tooManyAttempts]);
    },
  };
  const accountOf = (req: Request): string | undefined => {
    const value: unknown = (req.body as Record<string, unknown> | undefined)?.[options.accountField];
    return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
  };
  return [
    rateLimit({ ...common, limit: limit.perIp, identifier: `${name}-per-ip` }),
    rateLimit({
      ...common,
      limit: limit.perAccount,
      identifier: `${name}-per-account`,
      // A request without the field fails validation and is counted per IP only.
      skip: (req) => accountOf(req) === undefined,
      keyGenerator: (req) => `${name}:${accountOf(req)}`,
    }),
  ];
}
