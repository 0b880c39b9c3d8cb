import type { Transaction } from 'sequelize';
import type { AdminAuditAction } from '@arcline/shared';
import { adminAuditStore, type UserRow } from '@arcline/shared/data';
import { transactionSql } from '../../db/sequelizeSql';

/** Who made an admin change: a signed-in admin, or an operator (the command line, SUPER_USER_EMAILS; no user). */
export interface AdminActor {
  userId: string | null;
  email: string;
  companyId: string;
  /** Super users of the company and operators grant and revoke super-user rights; other admins do not. */
  isSuperUser: boolean;
}

/** The actor of the `api/src/cli/admin.ts` and `superUser.ts` commands, acting in the company of the user it changes. */
export const CLI_ACTOR_EMAIL = 'command line';

/** The actor of the super-user rights that SUPER_USER_EMAILS grants at start-up and at sign-up. */
export const CONFIGURATION_ACTOR_EMAIL = 'configuration (SUPER_USER_EMAILS)';

export const actorOf = (user: Pick<UserRow, 'id' | 'email' | 'companyId' | 'isSuperUser'>): AdminActor => ({ userId: user.id, email: user.email, companyId: user.companyId, isSuperUser: user.isSuperUser });

/** An operator acting on `companyId` from outside the product (command line, configuration). */
export const operatorActor = (email: string, companyId: string): AdminActor => ({ userId: null, email, companyId, isSuperUser: true });

/** Appends one entry to the audit log, in the transaction of the change it records. */
export async function recordAdminChange(
  actor: AdminActor,
  change: { action: AdminAuditAction; target: string; details?: Record<string, unknown> },
  transaction: Transaction,
): Promise<void> {
  await adminAuditStore.add(transactionSql(transaction), {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: change.action,
    target: change.target,
    details: change.details ?? {},
  });
}
