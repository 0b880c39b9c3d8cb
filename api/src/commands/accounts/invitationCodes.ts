import { randomBytes } from 'node:crypto';
import { ADMIN_LIMITS, DAY_MS, type AdminInvitationInput } from '@arcline/shared';
import type { Transaction } from 'sequelize';
import { InvitationCode } from '../../models';

/**
 * Uses left on a code: a code with max_uses counts up to it; without, a reusable code is unlimited and any other
 * is single use (the codes made before max_uses existed keep their meaning).
 */
export function hasUsesLeft(invitation: Pick<InvitationCode, 'reusable' | 'useCount' | 'maxUses'>): boolean {
  if (invitation.maxUses != null) return invitation.useCount < invitation.maxUses;
  return invitation.reusable || invitation.useCount === 0;
}

/** An admin's invitation code: random, valid for the given days and uses. */
export function createInvitationCode(companyId: string, input: AdminInvitationInput, transaction: Transaction): Promise<InvitationCode> {
  return InvitationCode.create(
    {
      companyId,
      code: randomBytes(ADMIN_LIMITS.invitationCodeBytes).toString('base64url'),
      reusable: input.uses > 1,
      maxUses: input.uses,
      expiresAt: new Date(Date.now() + input.days * DAY_MS),
    },
    { transaction },
  );
}
