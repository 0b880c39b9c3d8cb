import { Op, type Sequelize } from 'sequelize';
import type { AdminInvitationInput } from '@arcline/shared';
import { InvitationCode } from '../../models';
import { NotFoundError } from '../../errors';
import { createInvitationCode } from '../accounts/invitationCodes';
import { recordAdminChange, type AdminActor } from './adminAudit';

export function listInvitations(companyId: string): Promise<InvitationCode[]> {
  return InvitationCode.findAll({ where: { companyId }, order: [['createdAt', 'DESC']] });
}

export function createInvitation(sequelize: Sequelize, actor: AdminActor, input: AdminInvitationInput): Promise<InvitationCode> {
  return sequelize.transaction(async (transaction) => {
    const invitation = await createInvitationCode(actor.companyId, input, transaction);
    await recordAdminChange(actor, { action: 'invitation.create', target: invitation.code, details: { ...input } }, transaction);
    return invitation;
  });
}

/** Ends a code at once (it expires now); the sign-ups it already counted stay. */
export async function revokeInvitation(sequelize: Sequelize, actor: AdminActor, invitationId: string): Promise<InvitationCode> {
  const invitation = await InvitationCode.findOne({ where: { id: invitationId, companyId: actor.companyId } });
  if (!invitation) throw new NotFoundError();
  return sequelize.transaction(async (transaction) => {
    const now = new Date();
    await InvitationCode.update(
      { expiresAt: now },
      { where: { id: invitation.id, [Op.or]: [{ expiresAt: null }, { expiresAt: { [Op.gt]: now } }] }, transaction },
    );
    await recordAdminChange(actor, { action: 'invitation.revoke', target: invitation.code }, transaction);
    return invitation.reload({ transaction });
  });
}
