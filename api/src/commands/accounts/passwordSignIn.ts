import { Op, col, fn, where } from 'sequelize';
import { User } from '../../models';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { isDomainAllowedFor } from './allowedDomains';

let unknownAccountHash: Promise<string> | undefined;
/** Checked against when there is no hash to check, so an unknown account costs the same argon2 work as a known one. */
const placeholderHash = () => (unknownAccountHash ??= hashPassword('placeholder for accounts without a password'));

/**
 * The user these credentials sign in, or null: unknown account, wrong password, no password
 * (identity-provider account) and a domain no longer on the allow list all look the same to the caller.
 * An e-mail match wins over a username match; usernames compare case-insensitively.
 */
export async function signInWithPassword(usernameOrEmail: string, password: string): Promise<User | null> {
  const identifier = usernameOrEmail.trim().toLowerCase();
  const candidates = await User.findAll({
    where: { [Op.or]: [{ email: identifier }, where(fn('lower', col('username')), identifier)] },
    include: ['company'],
  });
  const user = candidates.find((candidate) => candidate.email === identifier) ?? candidates[0];
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await placeholderHash()), password);
  if (!user?.passwordHash || !passwordMatches) return null;
  return (await isDomainAllowedFor(user)) ? user : null;
}
