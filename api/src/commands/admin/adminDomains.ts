import { UniqueConstraintError, type Sequelize } from 'sequelize';
import { ADMIN_MESSAGES } from '@arcline/shared';
import { AllowedEmailDomain } from '../../models';
import { ConflictError, NotFoundError } from '../../errors';
import { recordAdminChange, type AdminActor } from './adminAudit';

export function listDomains(companyId: string): Promise<AllowedEmailDomain[]> {
  return AllowedEmailDomain.findAll({ where: { companyId }, order: [['domain', 'ASC']] });
}

/** Puts a domain on the company's allow list; a domain is allowed for one company only (409 otherwise). */
export async function addDomain(sequelize: Sequelize, actor: AdminActor, domain: string): Promise<AllowedEmailDomain> {
  return sequelize
    .transaction(async (transaction) => {
      const added = await AllowedEmailDomain.create({ companyId: actor.companyId, domain }, { transaction });
      await recordAdminChange(actor, { action: 'domain.add', target: domain }, transaction);
      return added;
    })
    .catch((error: unknown) => {
      if (error instanceof UniqueConstraintError) throw new ConflictError([ADMIN_MESSAGES.domainTaken]);
      throw error;
    });
}

/** Takes a domain off the allow list: its people can no longer sign in (their open sessions run out as today). */
export async function removeDomain(sequelize: Sequelize, actor: AdminActor, domainId: string): Promise<void> {
  const found = await AllowedEmailDomain.findOne({ where: { id: domainId, companyId: actor.companyId } });
  if (!found) throw new NotFoundError();
  await sequelize.transaction(async (transaction) => {
    await found.destroy({ transaction });
    await recordAdminChange(actor, { action: 'domain.remove', target: found.domain }, transaction);
  });
}
