import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import type { Sequelize, Transaction } from 'sequelize';
import { sessionStore, userStore, type AccountUser, type SessionRow } from '@arcline/shared/data';
import { sequelizeSql } from '../db/sequelizeSql';
import { AuthenticationError } from '../errors';

/** A token lives this long; a request in its second half gets a fresh one (sliding session). */
export const TOKEN_LIFETIME_S = 8 * 60 * 60;
/** A session ends this long after sign-in, however active it is. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
const ALGORITHM = 'HS256';
const sessionClaims = z.object({ sub: z.guid(), sid: z.guid() });

interface TokenClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

export class TokenService {
  /**
   * The HMAC key, made once: given the secret as a string, jsonwebtoken first tries it as a PEM key on every sign and
   * verify (createPublicKey throws), which was the largest single cost of a push poll (bench/README, issue 33).
   */
  private readonly key: KeyObject;

  /** `sequelize`: the API's connection, where sessions are opened, checked and revoked. */
  constructor(
    secret: string,
    private readonly sequelize: Sequelize,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** Opens a server-side session (so logout can end it) and signs its first token; in the sign-in's transaction when given. */
  async openSession(user: { id: string }, transaction?: Transaction): Promise<string> {
    const sessionId = await sessionStore.open(sequelizeSql(this.sequelize, transaction), user.id, new Date(Date.now() + SESSION_MAX_AGE_S * 1000));
    return this.sign(user.id, sessionId);
  }

  sign(userId: string, sessionId: string): string {
    return jwt.sign({ sid: sessionId }, this.key, { algorithm: ALGORITHM, subject: userId, expiresIn: TOKEN_LIFETIME_S });
  }

  /** Verifies signature, algorithm and expiry, then that the session is still open; any failure is a 401. */
  async verify(token: string): Promise<{ user: AccountUser; session: SessionRow; refreshedToken?: string }> {
    let claims: TokenClaims;
    try {
      claims = jwt.verify(token, this.key, { algorithms: [ALGORITHM] }) as TokenClaims;
    } catch {
      throw new AuthenticationError();
    }
    // Ids go to PostgreSQL uuid columns: a signed token with another shape is refused before any query.
    if (!sessionClaims.safeParse(claims).success) throw new AuthenticationError();
    const sql = sequelizeSql(this.sequelize);
    const session = await sessionStore.findOpen(sql, claims.sid, claims.sub, new Date());
    const user = session ? await userStore.findWithCompany(sql, claims.sub) : null;
    // A deactivated user's sessions are revoked too; checking the flag as well closes any race with that.
    if (!session || !user || user.deactivatedAt) throw new AuthenticationError();
    const secondsLeft = claims.exp - Math.floor(Date.now() / 1000);
    const refreshedToken = secondsLeft < TOKEN_LIFETIME_S / 2 ? this.sign(user.id, session.id) : undefined;
    return { user, session, refreshedToken };
  }

  async revoke(sessionId: string): Promise<void> {
    await sessionStore.revoke(sequelizeSql(this.sequelize), sessionId);
  }
}
