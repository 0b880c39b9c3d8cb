/**
 * The only module that reads and writes `company_settings`: one row per company that a super user has changed
 * (README "Super User Menu"); a company without a row has COMPANY_SETTINGS_DEFAULTS. Read by the API (configuration,
 * the menu) and by the worker (which engine answers for the company).
 */
import { COMPANY_SETTINGS_DEFAULTS, type CompanySettings } from '../clientSettings';
import type { CompanySettingsUpdate } from '../companySettings';
import type { Sql } from './sql';

interface CompanySettingsRow {
  ai_engine: CompanySettings['aiEngine'];
  enable_perplexity: boolean;
  client_log_level: CompanySettings['clientLogLevel'];
}

const toSettings = (row: CompanySettingsRow | undefined): CompanySettings =>
  row ? { aiEngine: row.ai_engine, enablePerplexity: row.enable_perplexity, clientLogLevel: row.client_log_level } : { ...COMPANY_SETTINGS_DEFAULTS };

export const companySettingsStore = {
  async get(sql: Sql, companyId: string): Promise<CompanySettings> {
    const [row] = await sql.rows<CompanySettingsRow>('select ai_engine, enable_perplexity, client_log_level from company_settings where company_id = $1', [companyId]);
    return toSettings(row);
  },

  /** The settings of the company the user belongs to. */
  async getForUser(sql: Sql, userId: string): Promise<CompanySettings> {
    const [row] = await sql.rows<CompanySettingsRow>(
      `select s.ai_engine, s.enable_perplexity, s.client_log_level
         from users u join company_settings s on s.company_id = u.company_id where u.id = $1`,
      [userId],
    );
    return toSettings(row);
  },

  /** Applies the given settings (the others stay) and records who changed them; answers the settings before and after. */
  async update(sql: Sql, companyId: string, update: CompanySettingsUpdate, updatedBy: string): Promise<{ before: CompanySettings; after: CompanySettings }> {
    return sql.transaction(async (tx) => {
      // The row is locked first, so two concurrent changes each see the other's result as their `before`.
      await tx.rows('select 1 from company_settings where company_id = $1 for update', [companyId]);
      const current = await companySettingsStore.get(tx, companyId);
      const next: CompanySettings = {
        aiEngine: update.aiEngine === undefined ? current.aiEngine : update.aiEngine,
        enablePerplexity: update.enablePerplexity ?? current.enablePerplexity,
        clientLogLevel: update.clientLogLevel ?? current.clientLogLevel,
      };
      const [row] = await tx.rows<CompanySettingsRow>(
        `insert into company_settings (company_id, ai_engine, enable_perplexity, client_log_level, updated_by, updated_at)
         values ($1, $2, $3, $4, $5, now())
         on conflict (company_id) do update set ai_engine = excluded.ai_engine, enable_perplexity = excluded.enable_perplexity,
           client_log_level = excluded.client_log_level, updated_by = excluded.updated_by, updated_at = excluded.updated_at
         returning ai_engine, enable_perplexity, client_log_level`,
        [companyId, next.aiEngine, next.enablePerplexity, next.clientLogLevel, updatedBy],
      );
      return { before: current, after: toSettings(row) };
    });
  },
};
