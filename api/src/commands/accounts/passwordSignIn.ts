import type { Sequelize } from 'sequelize';
import { userStore, type Sql } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import type { TokenService } from '../../auth/tokens';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { lockForSignIn } from './allowedDomains';

let unknownAccountHash: Promise<string> | undefined;
/** Checked against when there is no hash to check, so an unknown account costs the same argon2 work as a known one. */
const placeholderHash = () => (unknownAccountHash ??= hashPassword('placeholder for accounts without a password'));

/**
 * The account a typed identifier (e-mail or username, any case) names: its user id, so a lockout holds whichever
 * identifier is typed next; the identifier itself when no account matches.
 */
export async function accountKeyOf(sql: Sql, usernameOrEmail: string): Promise<string> {
  const identifier = usernameOrEmail.trim().toLowerCase();
  const [user] = await userStore.findByEmailOrUsername(sql, identifier);
  return user ? `user:${user.id}` : `typed:${identifier}`;
}

/**
 * Signs in with these credentials: the new session's token, or null. Unknown account, wrong password, no password
 * (identity-provider account), a deactivated account and a domain no longer on the allow list all look the same to
 * the caller. An e-mail match wins over a username match; usernames compare case-insensitively. The password is
 * checked first (argon2, outside any lock); then the account's state and domain are checked again under lock, with
 * the password as it is then, and the session is opened in that same transaction.
 */
export async function signInWithPassword(
  deps: { sequelize: Sequelize; tokens: TokenService },
  usernameOrEmail: string,
  password: string,
): Promise<string | null> {
  const identifier = usernameOrEmail.trim().toLowerCase();
  const candidates = await userStore.findByEmailOrUsername(sequelizeSql(deps.sequelize), identifier);
  const candidate = candidates.find((user) => user.email === identifier) ?? candidates[0];
  const passwordMatches = await verifyPassword(candidate?.passwordHash ?? (await placeholderHash()), password);
  if (!candidate?.passwordHash || !passwordMatches) return null;
  return deps.sequelize.transaction(async (transaction) => {
    const { user, refusal } = await lockForSignIn(candidate.id, transaction);
    if (refusal || user.passwordHash !== candidate.passwordHash) return null;
    return deps.tokens.openSession(user, transaction);
  });
}
