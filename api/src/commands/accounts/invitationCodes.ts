import { randomBytes } from 'node:crypto';
import { ADMIN_LIMITS, DAY_MS, type AdminInvitationInput } from '@arcline/shared';
import type { Transaction } from 'sequelize';
import { invitationStore, type InvitationRow } from '@arcline/shared/data';
import { transactionSql } from '../../db/sequelizeSql';

/** An admin's invitation code: random, valid for the given days and uses. */
export function createInvitationCode(companyId: string, input: AdminInvitationInput, transaction: Transaction): Promise<InvitationRow> {
  return invitationStore.add(transactionSql(transaction), {
    companyId,
    code: randomBytes(ADMIN_LIMITS.invitationCodeBytes).toString('base64url'),
    reusable: input.uses > 1,
    maxUses: input.uses,
    expiresAt: new Date(Date.now() + input.days * DAY_MS),
  });
}
