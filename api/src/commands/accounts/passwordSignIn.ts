import { Op, col, fn, where } from 'sequelize';
import { User } from '../../models';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { maySignIn } from './allowedDomains';

let unknownAccountHash: Promise<string> | undefined;
/** Checked against when there is no hash to check, so an unknown account costs the same argon2 work as a known one. */
const placeholderHash = () => (unknownAccountHash ??= hashPassword('placeholder for accounts without a password'));

/**
 * The user these credentials sign in, or null: unknown account, wrong password, no password
 * (identity-provider account) and a domain no longer on the allow list all look the same to the caller.
 * An e-mail match wins over a username match; usernames compare case-insensitively.
 */
/**
 * The account a typed identifier (e-mail or username, any case) names: its user id, so a lockout holds whichever
 * identifier is typed next; the identifier itself when no account matches.
 */
export async function accountKeyOf(usernameOrEmail: string): Promise<string> {
  const identifier = usernameOrEmail.trim().toLowerCase();
  const user = await User.findOne({
    attributes: ['id'],
    where: { [Op.or]: [{ email: identifier }, where(fn('lower', col('username')), identifier)] },
  });
  return user ? `user:${user.id}` : `typed:${identifier}`;
}

export async function signInWithPassword(usernameOrEmail: string, password: string): Promise<User | null> {
  const identifier = usernameOrEmail.trim().toLowerCase();
  const candidates = await User.findAll({
    where: { [Op.or]: [{ email: identifier }, where(fn('lower', col('username')), identifier)] },
    include: ['company'],
  });
  const user = candidates.find((candidate) => candidate.email === identifier) ?? candidates[0];
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await placeholderHash()), password);
  if (!user?.passwordHash || !passwordMatches) return null;
  return (await maySignIn(user)) ? user : null;
}
