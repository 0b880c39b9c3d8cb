import type { Sequelize } from 'sequelize';
import { allowedDomainStore, sessionStore, type AllowedDomainRow } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { NotFoundError } from '../../errors';
import { recordAdminChange, type AdminActor } from './adminAudit';

export function listDomains(sequelize: Sequelize, companyId: string): Promise<AllowedDomainRow[]> {
  return allowedDomainStore.listOfCompany(sequelizeSql(sequelize), companyId);
}

/**
 * Puts a domain on the company's allow list; a domain is allowed for one company only (the unique index answers 409
 * through the error handler's mapping, api/src/db/constraintViolations.ts).
 */
export async function addDomain(sequelize: Sequelize, actor: AdminActor, domain: string): Promise<AllowedDomainRow> {
  return sequelize.transaction(async (transaction) => {
    const added = await allowedDomainStore.add(sequelizeSql(sequelize, transaction), actor.companyId, domain);
    await recordAdminChange(actor, { action: 'domain.add', target: domain }, transaction);
    return added;
  });
}

/**
 * Takes a domain off the allow list: its people can no longer sign in, and every session they have ends at once (their
 * next call is a 401, as after a deactivation). A sign-in of theirs in progress holds the domain's entry (FOR SHARE)
 * until it commits, so the removal waits for it and ends that session too.
 */
export async function removeDomain(sequelize: Sequelize, actor: AdminActor, domainId: string): Promise<{ sessionsEnded: number }> {
  const found = await allowedDomainStore.findOfCompany(sequelizeSql(sequelize), actor.companyId, domainId);
  if (!found) throw new NotFoundError();
  return sequelize.transaction(async (transaction) => {
    await allowedDomainStore.remove(sequelizeSql(sequelize, transaction), found.id);
    const sessionsEnded = await sessionStore.revokeAllOfDomain(sequelizeSql(sequelize, transaction), actor.companyId, found.domain);
    await recordAdminChange(actor, { action: 'domain.remove', target: found.domain, details: { sessionsEnded } }, transaction);
    return { sessionsEnded };
  });
}
