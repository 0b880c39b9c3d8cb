import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { REFRESHED_TOKEN_HEADER } from '@arcline/shared';
import { AuthenticationError } from '../errors';
import type { AccountUser, SessionRow } from '@arcline/shared/data';
import type { TokenService } from '../auth/tokens';

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

/** Requires a valid bearer token; a token in its second half of life is replaced through a response header. */
export function authenticate(tokens: TokenService): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) throw new AuthenticationError();
    const { user, session, refreshedToken } = await tokens.verify(token);
    req.user = user;
    req.session = session;
    if (refreshedToken) res.setHeader(REFRESHED_TOKEN_HEADER, refreshedToken);
    req.log = req.log.child({ userId: user.id });
    next();
  };
}

/** The signed-in user, for handlers mounted behind `authenticate`. */
export function currentUser(req: Request): AccountUser {
  if (!req.user) throw new AuthenticationError();
  return req.user;
}
