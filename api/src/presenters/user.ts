import type { User } from '../models';

export interface PresentedUser {
  id: string;
  name: string;
  displayName: string;
  fullName: string | null;
  username: string;
  email: string;
  emailVerified: boolean;
  companyName: string;
  isSuperUser: boolean;
}

/** The user fields that may leave the server; the password hash never does. */
export function presentUser(user: User): PresentedUser {
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
  };
}
