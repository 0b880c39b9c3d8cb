import type { Sql } from './sql';

/** A company's own monthly translation quotas; null means the environment's default applies. */
export interface CompanyQuotaRow {
  textQuotaChars: number | null;
  fileQuotaChars: number | null;
}

const numberOrNull = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** The one data-access module of table `company_quotas`. */
export const companyQuotaStore = {
  /** The company's own quotas, or null when an admin never set any. */
  async find(sql: Sql, companyId: string): Promise<CompanyQuotaRow | null> {
    const rows = await sql.rows<{ text_quota_chars: string | null; file_quota_chars: string | null }>(
      'select text_quota_chars, file_quota_chars from company_quotas where company_id = $1',
      [companyId],
    );
    const row = rows[0];
    return row ? { textQuotaChars: numberOrNull(row.text_quota_chars), fileQuotaChars: numberOrNull(row.file_quota_chars) } : null;
  },

  /** Sets both quotas (a null one falls back to the default). */
  async set(sql: Sql, companyId: string, quotas: CompanyQuotaRow): Promise<void> {
    await sql.rows(
      `insert into company_quotas (company_id, text_quota_chars, file_quota_chars) values ($1, $2, $3)
       on conflict (company_id) do update set text_quota_chars = excluded.text_quota_chars, file_quota_chars = excluded.file_quota_chars, updated_at = now()
       returning company_id`,
      [companyId, quotas.textQuotaChars, quotas.fileQuotaChars],
    );
  },
};
