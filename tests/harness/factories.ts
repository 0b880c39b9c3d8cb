import { randomUUID } from 'node:crypto';
import { AllowedEmailDomain, Company, InvitationCode, User } from '@arcline/api/models';
import { hashPassword } from '@arcline/api/auth/passwords';

/** Factories write through the API's models; call them after startTestApi() has bound the models. */
export async function buildCompany(overrides: { name?: string; domain?: string } = {}) {
  const suffix = randomUUID().slice(0, 8);
  const company = await Company.create({ name: overrides.name ?? `Company ${suffix}` });
  const domain = overrides.domain ?? `firm-${suffix}.test`;
  await AllowedEmailDomain.create({ companyId: company.id, domain });
  return { company, domain };
}

export async function buildInvitationCode(companyId: string, options: { reusable?: boolean; expiresAt?: Date } = {}) {
  return InvitationCode.create({ companyId, code: `invite-${randomUUID()}`, reusable: options.reusable ?? true, expiresAt: options.expiresAt ?? null });
}

export const DEFAULT_TEST_PASSWORD = 'correct horse battery staple';

export async function buildUser(
  overrides: { companyId?: string; domain?: string; username?: string; password?: string; superUser?: boolean; verified?: boolean } = {},
) {
  const { company, domain } = overrides.companyId
    ? { company: await Company.findByPk(overrides.companyId, { rejectOnEmpty: true }), domain: overrides.domain ?? 'unknown.test' }
    : await buildCompany({ domain: overrides.domain });
  const username = overrides.username ?? `user_${randomUUID().slice(0, 8)}`;
  const password = overrides.password ?? DEFAULT_TEST_PASSWORD;
  const user = await User.create({
    companyId: company.id,
    email: `${username.toLowerCase()}@${domain}`,
    username,
    displayName: username,
    passwordHash: await hashPassword(password),
    isSuperUser: overrides.superUser ?? false,
    emailVerifiedAt: overrides.verified === false ? null : new Date(),
  });
  await user.reload({ include: ['company'] });
  return { user, company, domain, password };
}
