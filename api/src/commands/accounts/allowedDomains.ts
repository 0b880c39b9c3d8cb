import { AllowedEmailDomain } from '../../models';

export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The allow-list entry of the e-mail's domain; sign-up and sign-in are only open to listed domains. */
export function findAllowedDomain(email: string): Promise<AllowedEmailDomain | null> {
  return AllowedEmailDomain.findOne({ where: { domain: emailDomain(email) } });
}

/**
 * A user may sign in while not deactivated by an administrator and while the domain of their e-mail is still on
 * their company's allow list.
 */
export async function maySignIn(user: { email: string; companyId: string; deactivatedAt?: Date | null }): Promise<boolean> {
  if (user.deactivatedAt) return false;
  const allowed = await findAllowedDomain(user.email);
  return allowed?.companyId === user.companyId;
}
