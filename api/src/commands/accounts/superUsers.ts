import { Op } from 'sequelize';
import type { RuntimeConfig } from '@arcline/shared';
import { User } from '../../models';

/** The e-mails of `SUPER_USER_EMAILS` (comma-separated), lower-cased like stored e-mails. */
export function configuredSuperUserEmails(config: Pick<RuntimeConfig, 'SUPER_USER_EMAILS'>): string[] {
  return config.SUPER_USER_EMAILS.split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0);
}

/** Grants the flag to the configured users that exist; it never revokes (the admin command does). */
export async function grantConfiguredSuperUsers(config: Pick<RuntimeConfig, 'SUPER_USER_EMAILS'>): Promise<string[]> {
  const emails = configuredSuperUserEmails(config);
  if (emails.length === 0) return [];
  const [, granted] = await User.update(
    { isSuperUser: true },
    { where: { email: { [Op.in]: emails }, isSuperUser: false }, returning: true },
  );
  return granted.map((user) => user.email);
}

/** Sets or clears the flag of one user; null when no user has that e-mail. */
export async function setSuperUser(email: string, isSuperUser: boolean): Promise<User | null> {
  const user = await User.findOne({ where: { email: email.trim().toLowerCase() } });
  if (!user) return null;
  return user.update({ isSuperUser });
}
