import type { Sequelize } from 'sequelize';
import { allowedDomainStore, userActionEventStore, userStore, type Sql, type PersonListing, type UserChanges, type UserRow } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { ADMIN_LIMITS, ADMIN_MESSAGES, type AdminRolesInput } from '@arcline/shared';
import { emailDomain } from '../accounts/allowedDomains';
import { ValidationError } from '../../errors';
import { authorizePerson, authorizeSuperUserGrant } from '../../policies/admin';
import { revokeUserSessions } from '../accounts/userSessions';
import { recordAdminChange, type AdminActor } from './adminAudit';

async function allowedDomainsOf(sql: Sql, companyId: string): Promise<Set<string>> {
  return new Set((await allowedDomainStore.listOfCompany(sql, companyId)).map((allowed) => allowed.domain));
}

/** One person after a change (no activity looked up). */
export async function describePerson(sequelize: Sequelize, user: UserRow): Promise<PersonListing> {
  return { user, lastActiveAt: null, domainAllowed: (await allowedDomainsOf(sequelizeSql(sequelize), user.companyId)).has(emailDomain(user.email)) };
}

/** The people of the actor's company, matching the search in e-mail, username or names. */
export async function listPeople(sequelize: Sequelize, companyId: string, search: string | undefined): Promise<PersonListing[]> {
  const pattern = search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null;
  const users = await userStore.searchOfCompany(sequelizeSql(sequelize), companyId, pattern, ADMIN_LIMITS.peoplePageSize);
  const lastActiveOf = await userActionEventStore.lastActiveOfUsers(sequelizeSql(sequelize), companyId, users.map((user) => user.id));
  const allowed = await allowedDomainsOf(sequelizeSql(sequelize), companyId);
  return users.map((user) => ({ user, lastActiveAt: lastActiveOf.get(user.id) ?? null, domainAllowed: allowed.has(emailDomain(user.email)) }));
}

/** A person of the actor's company; another company's id, or no such id, is a 404. */
export async function findPerson(sequelize: Sequelize, actor: AdminActor, personId: string): Promise<UserRow> {
  return authorizePerson(actor, await userStore.findOfCompany(sequelizeSql(sequelize), actor.companyId, personId));
}

/** Deactivates the person: every session ends at once (the next call is a 401) and sign-in is refused. */
export async function setDeactivated(sequelize: Sequelize, actor: AdminActor, personId: string, deactivated: boolean): Promise<UserRow> {
  const person = await findPerson(sequelize, actor, personId);
  if (deactivated && person.id === actor.userId) throw new ValidationError([ADMIN_MESSAGES.cannotDeactivateSelf]);
  if (Boolean(person.deactivatedAt) === deactivated) return person;
  return sequelize.transaction(async (transaction) => {
    const sql = sequelizeSql(sequelize, transaction);
    const changed = await userStore.update(sql, person.id, { deactivatedAt: deactivated ? new Date() : null });
    if (deactivated) await revokeUserSessions(sql, person.id);
    await recordAdminChange(actor, { action: deactivated ? 'user.deactivate' : 'user.reactivate', target: person.email }, transaction);
    return changed;
  });
}

/**
 * Grants or revokes admin and super-user rights. An admin cannot revoke their own admin rights; super-user rights are
 * granted and revoked only by operators and super users of the person's company, never on one's own account.
 */
export async function setRoles(sequelize: Sequelize, actor: AdminActor, person: UserRow, roles: AdminRolesInput): Promise<UserRow> {
  if (roles.isAdmin === false && person.id === actor.userId) throw new ValidationError([ADMIN_MESSAGES.cannotRevokeOwnAdmin]);
  if (roles.isSuperUser !== undefined && roles.isSuperUser !== person.isSuperUser) {
    authorizeSuperUserGrant(actor, person);
  }
  const changes: UserChanges = {
    ...(roles.isAdmin !== undefined && roles.isAdmin !== person.isAdmin ? { isAdmin: roles.isAdmin } : {}),
    ...(roles.isSuperUser !== undefined && roles.isSuperUser !== person.isSuperUser ? { isSuperUser: roles.isSuperUser } : {}),
  };
  if (Object.keys(changes).length === 0) return person;
  return sequelize.transaction(async (transaction) => {
    const changed = await userStore.update(sequelizeSql(sequelize, transaction), person.id, changes);
    await recordAdminChange(actor, { action: 'user.roles', target: person.email, details: changes }, transaction);
    return changed;
  });
}
