import type { Sequelize } from 'sequelize';
import { sessionStore } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { AllowedEmailDomain } from '../../models';
import { NotFoundError } from '../../errors';
import { recordAdminChange, type AdminActor } from './adminAudit';

export function listDomains(companyId: string): Promise<AllowedEmailDomain[]> {
  return AllowedEmailDomain.findAll({ where: { companyId }, order: [['domain', 'ASC']] });
}

/**
 * Puts a domain on the company's allow list; a domain is allowed for one company only (the unique index answers 409
 * through the error handler's mapping, api/src/db/constraintViolations.ts).
 */
export async function addDomain(sequelize: Sequelize, actor: AdminActor, domain: string): Promise<AllowedEmailDomain> {
  return sequelize.transaction(async (transaction) => {
    const added = await AllowedEmailDomain.create({ companyId: actor.companyId, domain }, { transaction });
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
  const found = await AllowedEmailDomain.findOne({ where: { id: domainId, companyId: actor.companyId } });
  if (!found) throw new NotFoundError();
  return sequelize.transaction(async (transaction) => {
    await found.destroy({ transaction });
    const sessionsEnded = await sessionStore.revokeAllOfDomain(sequelizeSql(sequelize, transaction), actor.companyId, found.domain);
    await recordAdminChange(actor, { action: 'domain.remove', target: found.domain, details: { sessionsEnded } }, transaction);
    return { sessionsEnded };
  });
}
