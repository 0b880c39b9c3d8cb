import { randomInt } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { FULL_NAME_MAX_LENGTH, defaultDisplayName } from '@arcline/shared';
import { sessionStore, userIdentityStore, userStore, type Sql, type UserRow } from '@arcline/shared/data';
import { sequelizeSql } from '../db/sequelizeSql';
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
    const sql = sequelizeSql(deps.sequelize, transaction);
    const allowed = await findAllowedDomain(sql, identity.email, true);
    if (!allowed) return { refusal: 'domain-not-allowed' as const };
    const link = await userIdentityStore.find(sql, provider, identity.subject);
    const existing = link ? null : await userStore.findByEmail(sql, identity.email);
    const knownId = link?.userId ?? existing?.id;

    let user: UserRow;
    if (knownId) {
      const gate = await lockForSignIn(knownId, transaction);
      if (gate.refusal) return { refusal: gate.refusal };
      user = link ? gate.user : await trustVerifiedEmail(sql, gate.user);
    } else {
      user = await createUser(sql, allowed.companyId, identity, bounds);
    }
    if (!link) await userIdentityStore.link(sql, { userId: user.id, provider, subject: identity.subject });
    return { token: await deps.tokens.openSession(user, transaction), userId: user.id };
  });
}

/**
 * The issuer has just proved who owns this address. An account whose address was never verified may have been
 * opened by someone else with it (pre-account takeover): its password and sessions are not trusted any more.
 */
async function trustVerifiedEmail(sql: Sql, user: UserRow): Promise<UserRow> {
  if (user.emailVerifiedAt) return user;
  await sessionStore.revokeAllOfUser(sql, user.id, null);
  return userStore.update(sql, user.id, { emailVerifiedAt: new Date(), passwordHash: null });
}

async function createUser(sql: Sql, companyId: string, identity: VerifiedIdentity, bounds: UsernameBounds): Promise<UserRow> {
  const username = await uniqueUsername(sql, identity.email, bounds);
  const fullName = identity.name?.slice(0, FULL_NAME_MAX_LENGTH) ?? null;
  return userStore.create(sql, {
    companyId,
    email: identity.email,
    username,
    fullName,
    displayName: defaultDisplayName({ fullName: fullName ?? undefined, userName: username }),
    passwordHash: null,
    emailVerifiedAt: new Date(),
  });
}

/** The e-mail's local part as a username within the bounds, numbered when taken (case-insensitively). */
async function uniqueUsername(sql: Sql, email: string, bounds: UsernameBounds): Promise<string> {
  const candidates = usernameCandidates(email, bounds);
  const takenNames = new Set(await userStore.takenUsernames(sql, candidates));
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
