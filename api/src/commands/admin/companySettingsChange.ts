import type { Sequelize } from 'sequelize';
import type { CompanySettings, CompanySettingsUpdate } from '@arcline/shared';
import { companySettingsStore } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import type { AccountUser } from '@arcline/shared/data';
import { actorOf, recordAdminChange } from './adminAudit';

/** The audit log's target of a Super User Menu change. */
export const COMPANY_SETTINGS_AUDIT_TARGET = 'company settings';

const only = (settings: CompanySettings, fields: (keyof CompanySettings)[]) => Object.fromEntries(fields.map((field) => [field, settings[field]]));

/**
 * A super user's change of the company settings (PUT /api/super-user/settings), written to the admin audit log in
 * the same transaction: the fields the change names, before and after.
 */
export function changeCompanySettings(sequelize: Sequelize, user: AccountUser, update: CompanySettingsUpdate): Promise<CompanySettings> {
  return sequelize.transaction(async (transaction) => {
    const { before, after } = await companySettingsStore.update(sequelizeSql(sequelize, transaction), user.companyId, update, user.id);
    const fields = (Object.keys(update) as (keyof CompanySettings)[]).filter((field) => update[field] !== undefined);
    await recordAdminChange(
      actorOf(user),
      { action: 'settings.update', target: COMPANY_SETTINGS_AUDIT_TARGET, details: { before: only(before, fields), after: only(after, fields) } },
      transaction,
    );
    return after;
  });
}
