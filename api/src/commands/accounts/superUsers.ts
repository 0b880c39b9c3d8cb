import type { Sequelize, Transaction } from 'sequelize';
import type { RuntimeConfig } from '@arcline/shared';
import { userStore, type UserRow } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { CONFIGURATION_ACTOR_EMAIL, operatorActor, recordAdminChange } from '../admin/adminAudit';

/** The e-mails of `SUPER_USER_EMAILS` (comma-separated), lower-cased like stored e-mails. */
export function configuredSuperUserEmails(config: Pick<RuntimeConfig, 'SUPER_USER_EMAILS'>): string[] {
  return config.SUPER_USER_EMAILS.split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0);
}

/**
 * An operator of the deployment: a super user whose e-mail is named in SUPER_USER_EMAILS. Only operators see what
 * crosses companies (every company's error reports); a super user made in the product sees their own company's.
 */
export function isOperator(config: Pick<RuntimeConfig, 'SUPER_USER_EMAILS'>, user: Pick<UserRow, 'email' | 'isSuperUser'>): boolean {
  return user.isSuperUser && configuredSuperUserEmails(config).includes(user.email.toLowerCase());
}

/** Grants the flag to the configured users that exist, each in its company's audit log; it never revokes. */
export async function grantConfiguredSuperUsers(sequelize: Sequelize, config: Pick<RuntimeConfig, 'SUPER_USER_EMAILS'>): Promise<string[]> {
  const emails = configuredSuperUserEmails(config);
  if (emails.length === 0) return [];
  return sequelize.transaction(async (transaction) => {
    const granted = await userStore.grantSuperUser(sequelizeSql(sequelize, transaction), emails);
    for (const user of granted) await recordConfiguredGrant(user, transaction);
    return granted.map((user) => user.email);
  });
}

/** The audit entry of a super-user right that SUPER_USER_EMAILS gave (at start-up, or at sign-up). */
export function recordConfiguredGrant(user: Pick<UserRow, 'email' | 'companyId'>, transaction: Transaction): Promise<void> {
  return recordAdminChange(
    operatorActor(CONFIGURATION_ACTOR_EMAIL, user.companyId),
    { action: 'user.roles', target: user.email, details: { isSuperUser: true } },
    transaction,
  );
}
