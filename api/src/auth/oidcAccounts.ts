import { randomInt } from 'node:crypto';
import { Op, col, fn, where, type Sequelize, type Transaction } from 'sequelize';
import { FULL_NAME_MAX_LENGTH, defaultDisplayName } from '@arcline/shared';
import { AllowedEmailDomain, Session, User, UserIdentity } from '../models';
import type { VerifiedIdentity } from './oidcClient';

export interface UsernameBounds {
  min: number;
  max: number;
}

const NUMBERED_CANDIDATES = 20;

/**
 * The Arcline user for an identity the issuer vouched for, or undefined when the e-mail's domain is not on the
 * allow list (then nothing is written). Found by the linked identity (provider + subject), else by e-mail (and
 * linked), else created in the company of the e-mail's domain, without a password; all in one transaction.
 */
export async function userForIdentity(
  sequelize: Sequelize,
  provider: string,
  identity: VerifiedIdentity,
  bounds: UsernameBounds,
): Promise<User | undefined> {
  const domain = identity.email.slice(identity.email.lastIndexOf('@') + 1);
  return sequelize.transaction(async (transaction) => {
    const allowed = await AllowedEmailDomain.findOne({ where: { domain }, transaction });
    if (!allowed) return undefined;
    const link = await UserIdentity.findOne({ where: { provider, subject: identity.subject }, transaction });
    if (link) return User.findByPk(link.userId, { include: ['company'], transaction, rejectOnEmpty: true });

    const existing = await User.findOne({ where: { email: identity.email }, transaction });
    const user = existing ? await trustVerifiedEmail(existing, transaction) : await createUser(allowed.companyId, identity, bounds, transaction);
    await UserIdentity.create({ userId: user.id, provider, subject: identity.subject }, { transaction });
    return User.findByPk(user.id, { include: ['company'], transaction, rejectOnEmpty: true });
  });
}

/**
 * The issuer has just proved who owns this address. An account whose address was never verified may have been
 * opened by someone else with it (pre-account takeover): its password and sessions are not trusted any more.
 */
async function trustVerifiedEmail(user: User, transaction: Transaction): Promise<User> {
  if (user.emailVerifiedAt) return user;
  await Session.update({ revokedAt: new Date() }, { where: { userId: user.id, revokedAt: null }, transaction });
  return user.update({ emailVerifiedAt: new Date(), passwordHash: null }, { transaction });
}

async function createUser(companyId: string, identity: VerifiedIdentity, bounds: UsernameBounds, transaction: Transaction): Promise<User> {
  const username = await uniqueUsername(identity.email, bounds, transaction);
  const fullName = identity.name?.slice(0, FULL_NAME_MAX_LENGTH) ?? null;
  return User.create(
    {
      companyId,
      email: identity.email,
      username,
      fullName,
      displayName: defaultDisplayName({ fullName: fullName ?? undefined, userName: username }),
      passwordHash: null,
      emailVerifiedAt: new Date(),
    },
    { transaction },
  );
}

/** The e-mail's local part as a username within the bounds, numbered when taken (case-insensitively). */
async function uniqueUsername(email: string, bounds: UsernameBounds, transaction: Transaction): Promise<string> {
  const candidates = usernameCandidates(email, bounds);
  const taken = await User.findAll({
    attributes: ['username'],
    where: where(fn('lower', col('username')), { [Op.in]: candidates }),
    transaction,
  });
  const takenNames = new Set(taken.map((user) => user.username.toLowerCase()));
  return candidates.find((candidate) => !takenNames.has(candidate)) ?? withSuffix(candidates[0]!, String(randomInt(100000, 1000000)), bounds);
}

/** "nina.newcomer@…" → nina.newcomer, nina.newcomer2, …; short local parts are padded with digits ("bo" → "bo0000"). */
export function usernameCandidates(email: string, bounds: UsernameBounds): string[] {
  const local = email
    .slice(0, email.lastIndexOf('@'))
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, bounds.max);
  const base = (local || 'user').padEnd(bounds.min, '0');
  return [base, ...Array.from({ length: NUMBERED_CANDIDATES }, (_, index) => withSuffix(base, String(index + 2), bounds))];
}

function withSuffix(base: string, suffix: string, bounds: UsernameBounds): string {
  return `${base.slice(0, bounds.max - suffix.length)}${suffix}`;
}
