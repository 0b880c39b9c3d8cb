import type { Sequelize } from 'sequelize';
import type { AdminInvitationInput } from '@arcline/shared';
import { invitationStore, type InvitationRow } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { NotFoundError } from '../../errors';
import { createInvitationCode } from '../accounts/invitationCodes';
import { recordAdminChange, type AdminActor } from './adminAudit';

export function listInvitations(sequelize: Sequelize, companyId: string): Promise<InvitationRow[]> {
  return invitationStore.listOfCompany(sequelizeSql(sequelize), companyId);
}

export function createInvitation(sequelize: Sequelize, actor: AdminActor, input: AdminInvitationInput): Promise<InvitationRow> {
  return sequelize.transaction(async (transaction) => {
    const invitation = await createInvitationCode(actor.companyId, input, transaction);
    await recordAdminChange(actor, { action: 'invitation.create', target: invitation.code, details: { ...input } }, transaction);
    return invitation;
  });
}

/** Ends a code at once (it expires now); the sign-ups it already counted stay. */
export async function revokeInvitation(sequelize: Sequelize, actor: AdminActor, invitationId: string): Promise<InvitationRow> {
  const invitation = await invitationStore.findOfCompany(sequelizeSql(sequelize), actor.companyId, invitationId);
  if (!invitation) throw new NotFoundError();
  return sequelize.transaction(async (transaction) => {
    const revoked = await invitationStore.expire(sequelizeSql(sequelize, transaction), invitation.id, new Date());
    await recordAdminChange(actor, { action: 'invitation.revoke', target: invitation.code }, transaction);
    return revoked;
  });
}
