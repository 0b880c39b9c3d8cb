import { AllowedEmailDomain } from '../../models';

export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The allow-list entry of the e-mail's domain; sign-up and sign-in are only open to listed domains. */
export function findAllowedDomain(email: string): Promise<AllowedEmailDomain | null> {
  return AllowedEmailDomain.findOne({ where: { domain: emailDomain(email) } });
}

/** A user may sign in while the domain of their e-mail is still on their company's allow list. */
export async function isDomainAllowedFor(user: { email: string; companyId: string }): Promise<boolean> {
  const allowed = await findAllowedDomain(user.email);
  return allowed?.companyId === user.companyId;
}
