import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { Op, type Transaction } from 'sequelize';
import { Session, User } from '../models';
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
  constructor(private readonly secret: string) {}

  /** Opens a server-side session (so logout can end it) and signs its first token; in the sign-in's transaction when given. */
  async openSession(user: Pick<User, 'id'>, transaction?: Transaction): Promise<string> {
    const session = await Session.create({ userId: user.id, expiresAt: new Date(Date.now() + SESSION_MAX_AGE_S * 1000) }, { transaction });
    return this.sign(user.id, session.id);
  }

  sign(userId: string, sessionId: string): string {
    return jwt.sign({ sid: sessionId }, this.secret, { algorithm: ALGORITHM, subject: userId, expiresIn: TOKEN_LIFETIME_S });
  }

  /** Verifies signature, algorithm and expiry, then that the session is still open; any failure is a 401. */
  async verify(token: string): Promise<{ user: User; session: Session; refreshedToken?: string }> {
    let claims: TokenClaims;
    try {
      claims = jwt.verify(token, this.secret, { algorithms: [ALGORITHM] }) as TokenClaims;
    } catch {
      throw new AuthenticationError();
    }
    // Ids go to PostgreSQL uuid columns: a signed token with another shape is refused before any query.
    if (!sessionClaims.safeParse(claims).success) throw new AuthenticationError();
    const session = await Session.findOne({
      where: { id: claims.sid, userId: claims.sub, revokedAt: null, expiresAt: { [Op.gt]: new Date() } },
    });
    const user = session ? await User.findByPk(claims.sub, { include: ['company'] }) : null;
    // A deactivated user's sessions are revoked too; checking the flag as well closes any race with that.
    if (!session || !user || user.deactivatedAt) throw new AuthenticationError();
    const secondsLeft = claims.exp - Math.floor(Date.now() / 1000);
    const refreshedToken = secondsLeft < TOKEN_LIFETIME_S / 2 ? this.sign(user.id, session.id) : undefined;
    return { user, session, refreshedToken };
  }

  async revoke(sessionId: string): Promise<void> {
    await Session.update({ revokedAt: new Date() }, { where: { id: sessionId, revokedAt: null } });
  }
}
