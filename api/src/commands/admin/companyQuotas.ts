import type { Sequelize } from 'sequelize';
import type { AdminQuotaUsage, AdminQuotas, AdminQuotasInput, RuntimeConfig } from '@arcline/shared';
import { charactersTranslatedThisMonth, companyQuotaStore, type TranslationUsageKind } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { recordAdminChange, type AdminActor } from './adminAudit';

export type QuotaDefaults = Pick<RuntimeConfig, 'TRANSLATION_TEXT_QUOTA_CHARS' | 'TRANSLATION_FILE_QUOTA_CHARS'>;

const defaultOf = (defaults: QuotaDefaults, kind: TranslationUsageKind): number =>
  kind === 'text' ? defaults.TRANSLATION_TEXT_QUOTA_CHARS : defaults.TRANSLATION_FILE_QUOTA_CHARS;

/** The company's monthly quota of a kind: its own when an admin set one, else the environment's default. */
export async function effectiveQuota(sequelize: Sequelize, companyId: string, kind: TranslationUsageKind, defaults: QuotaDefaults): Promise<number> {
  const own = await companyQuotaStore.find(sequelizeSql(sequelize), companyId);
  return (kind === 'text' ? own?.textQuotaChars : own?.fileQuotaChars) ?? defaultOf(defaults, kind);
}

export async function quotasWithUsage(sequelize: Sequelize, companyId: string, defaults: QuotaDefaults): Promise<AdminQuotas> {
  const own = await companyQuotaStore.find(sequelizeSql(sequelize), companyId);
  const usage = async (kind: TranslationUsageKind, quotaChars: number | null): Promise<AdminQuotaUsage> => ({
    quotaChars,
    defaultQuotaChars: defaultOf(defaults, kind),
    effectiveQuotaChars: quotaChars ?? defaultOf(defaults, kind),
    usedThisMonthChars: await charactersTranslatedThisMonth(sequelizeSql(sequelize), companyId, kind),
  });
  return { text: await usage('text', own?.textQuotaChars ?? null), file: await usage('file', own?.fileQuotaChars ?? null) };
}

export async function setQuotas(sequelize: Sequelize, actor: AdminActor, input: AdminQuotasInput): Promise<void> {
  await sequelize.transaction(async (transaction) => {
    await companyQuotaStore.set(sequelizeSql(sequelize, transaction), actor.companyId, input);
    await recordAdminChange(actor, { action: 'quota.update', target: 'translation quotas', details: { ...input } }, transaction);
  });
}
