import type { Configuration, ConfigurationUser } from '@arcline/shared';
import type { AccountUser } from '@arcline/shared/data';

export type PresentedUser = ConfigurationUser;

/** The user fields that may leave the server; the password hash never does. */
export function presentUser(user: AccountUser): PresentedUser {
  return {
    id: user.id,
    name: user.displayName,
    displayName: user.displayName,
    fullName: user.fullName ?? null,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerifiedAt != null,
    companyName: user.company?.name ?? '',
    isSuperUser: user.isSuperUser,
    isAdmin: user.isAdmin,
  };
}

/** `GET /api/configuration` (spec 01 §3): the user, then what the company's settings and the runtime config give. */
export function presentConfiguration(user: AccountUser, settings: Omit<Configuration, 'user'>): Configuration {
  return { user: presentUser(user), ...settings };
}
