import type { Migration } from '../migrate';

/**
 * Settings a super user changes for the whole company (README "Super User Menu"): the AI engine (null: the server's
 * default), the enablePerplexity flag and the client error-reporting log level. No row: the defaults.
 */
export const companySettings: Migration = {
  name: '0120-company-settings',
  async up({ sequelize }) {
    await sequelize.query(`
      create table company_settings (
        company_id uuid primary key references companies(id) on delete cascade,
        ai_engine text check (ai_engine in ('local', 'claude', 'selfHosted')),
        enable_perplexity boolean not null default true,
        client_log_level text not null default 'error' check (client_log_level in ('off', 'error', 'warning', 'info')),
        updated_by uuid references users(id) on delete set null,
        updated_at timestamptz not null default now()
      );
    `);
  },
  async down({ sequelize }) {
    await sequelize.query('drop table company_settings;');
  },
};
