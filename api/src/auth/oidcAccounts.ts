import { randomInt } from 'node:crypto';
import { Op, col, fn, where, type Sequelize, type Transaction } from 'sequelize';
import { FULL_NAME_MAX_LENGTH, defaultDisplayName } from '@arcline/shared';
import { Session, User, UserIdentity } from '../models';
import { findAllowedDomain, lockForSignIn, type SignInRefusal } from '../commands/accounts/allowedDomains';
import type { TokenService } from './tokens';
import type { VerifiedIdentity } from './oidcClient';

export interface UsernameBounds {
  min: number;
  max: number;
}

const NUMBERED_CANDIDATES = 20;

/**
 * Signs in the Arcline user of an identity the issuer vouched for, all in one transaction: found by the linked identity
 * (provider + subject), else by e-mail (and linked), else created in the company of the e-mail's domain, without a
 * password; then the session is opened. The e-mail's domain must be on the allow list, and a user found must pass the
 * sign-in gate (not deactivated, their domain still their company's) before anything is written: a refused sign-in
 * neither links the identity nor touches the user's password, verification or sessions.
 */
export async function signInWithIdentity(
  deps: { sequelize: Sequelize; tokens: TokenService },
  provider: string,
  identity: VerifiedIdentity,
  bounds: UsernameBounds,
): Promise<{ token: string; userId: string } | { refusal: SignInRefusal }> {
  return deps.sequelize.transaction(async (transaction) => {
    const allowed = await findAllowedDomain(identity.email, transaction);
    if (!allowed) return { refusal: 'domain-not-allowed' as const };
    const link = await UserIdentity.findOne({ where: { provider, subject: identity.subject }, transaction });
    const existing = link ? null : await User.findOne({ attributes: ['id'], where: { email: identity.email }, transaction });
    const knownId = link?.userId ?? existing?.id;

    let user: User;
    if (knownId) {
      const gate = await lockForSignIn(knownId, transaction);
      if (gate.refusal) return { refusal: gate.refusal };
      user = link ? gate.user : await trustVerifiedEmail(gate.user, transaction);
    } else {
      user = await createUser(allowed.companyId, identity, bounds, transaction);
    }
    if (!link) await UserIdentity.create({ userId: user.id, provider, subject: identity.subject }, { transaction });
    return { token: await deps.tokens.openSession(user, transaction), userId: user.id };
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
