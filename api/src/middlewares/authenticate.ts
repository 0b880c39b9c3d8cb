import type { NextFunction, Request, RequestHandler, Response } from 'express';
import jwt from 'jsonwebtoken';
import { REFRESHED_TOKEN_HEADER } from '@arcline/shared';
import { AuthenticationError } from '../errors';
import type { AccountUser, SessionRow } from '@arcline/shared/data';
import type { TokenService } from '../auth/tokens';
import { bindRequestLog } from './requestLogger';

declare module 'express-serve-static-core' {
  interface Request {
    user?: AccountUser;
    session?: SessionRow;
  }
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || undefined : undefined;
}

/**
 * How long an API process reuses a token's verification (signature, open session, active user) for the push poll,
 * the one request every open tab sends every 2 s. A session revoked (sign-out, password change, deactivation, a domain
 * removed) stops receiving push notifications within this bound on every API; every other request, and every request
 * that is not a GET of the poll, checks the session in PostgreSQL each time, so revocation stays immediate there.
 */
export const POLL_VERIFICATION_CACHE_MS = 5000;
/** Requests that may reuse a recent verification: the push poll only (`GET /api/push-notifications`). */
const CACHED_VERIFICATION_PATHS = new Set(['/push-notifications']);
/** At most this many tokens remembered per process; the map is emptied when full (then refilled by the next polls). */
const MAX_CACHED_VERIFICATIONS = 10000;

type Verification = Awaited<ReturnType<TokenService['verify']>>;

/**
 * When a token stops being valid by its own `exp` claim (ms since the epoch), read from a token `TokenService.verify`
 * has just accepted (so its signature is checked); 0 when it carries none, so such a verification is never reused.
 */
export function tokenExpiresAt(token: string): number {
  const claims = jwt.decode(token, { json: true });
  return typeof claims?.exp === 'number' ? claims.exp * 1000 : 0;
}

/**
 * A token's verification reused within POLL_VERIFICATION_CACHE_MS; per process, per `authenticate` middleware. An
 * entry keeps the token's own expiry beside it and is never used past it, nor past its session's end.
 */
export class VerificationCache {
  private readonly entries = new Map<string, { verification: Verification; until: number }>();

  constructor(
    private readonly ttlMs = POLL_VERIFICATION_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async verify(tokens: TokenService, token: string): Promise<Verification> {
    const now = this.now();
    const cached = this.entries.get(token);
    if (cached && cached.until > now) return cached.verification;
    const verification = await tokens.verify(token);
    if (this.entries.size >= MAX_CACHED_VERIFICATIONS) this.entries.clear();
    // Never past the session's own end, nor past the token's `exp` (jsonwebtoken refuses a token at its exp second).
    this.entries.set(token, { verification, until: Math.min(now + this.ttlMs, verification.session.expiresAt.getTime(), tokenExpiresAt(token)) });
    return verification;
  }
}

/**
 * Requires a valid bearer token; a token in its second half of life is replaced through a response header. The push
 * poll reuses a verification of the same token for up to POLL_VERIFICATION_CACHE_MS (no PostgreSQL query then).
 */
export function authenticate(tokens: TokenService): RequestHandler {
  const cache = new VerificationCache();
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) throw new AuthenticationError();
    const cacheable = req.method === 'GET' && CACHED_VERIFICATION_PATHS.has(req.path);
    const { user, session, refreshedToken } = cacheable ? await cache.verify(tokens, token) : await tokens.verify(token);
    req.user = user;
    req.session = session;
    if (refreshedToken) res.setHeader(REFRESHED_TOKEN_HEADER, refreshedToken);
    bindRequestLog(req, { userId: user.id });
    next();
  };
}

/** The signed-in user, for handlers mounted behind `authenticate`. */
export function currentUser(req: Request): AccountUser {
  if (!req.user) throw new AuthenticationError();
  return req.user;
}
