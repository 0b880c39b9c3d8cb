import type { Transaction } from 'sequelize';
import type { AdminAuditAction } from '@arcline/shared';
import { AdminAuditEntryRow, type User } from '../../models';

/** Who made an admin change: a signed-in admin, or the command line (no user). */
export interface AdminActor {
  userId: string | null;
  email: string;
  companyId: string;
}

/** The actor of the `api/src/cli/admin.ts` command, acting in the company of the user it changes. */
export const CLI_ACTOR_EMAIL = 'command line';

export const actorOf = (user: User): AdminActor => ({ userId: user.id, email: user.email, companyId: user.companyId });

/** Appends one entry to the audit log, in the transaction of the change it records. */
export async function recordAdminChange(
  actor: AdminActor,
  change: { action: AdminAuditAction; target: string; details?: Record<string, unknown> },
  transaction: Transaction,
): Promise<void> {
  await AdminAuditEntryRow.create(
    { companyId: actor.companyId, actorUserId: actor.userId, actorEmail: actor.email, action: change.action, target: change.target, details: change.details ?? {} },
    { transaction },
  );
}
