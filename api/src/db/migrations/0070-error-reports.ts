import type { Migration } from '../migrate';

/**
 * Error reports kept by the tunnel (README "Error reporting"): one row per company and group of identical errors
 * (fingerprint = md5 of message and place), counted; events of no company share the null company.
 */
export const errorReports: Migration = {
  name: '0070-error-reports',
  async up({ sequelize }) {
    await sequelize.query(`
      create table error_reports (
        id bigserial primary key,
        company_id uuid references companies(id) on delete cascade,
        fingerprint text not null,
        source text not null,
        message text not null,
        location text not null,
        occurrences integer not null default 1,
        first_seen_at timestamptz not null,
        last_seen_at timestamptz not null,
        user_id uuid references users(id) on delete set null,
        request_id text,
        workflow_id text,
        workflow_type text,
        user_action_id text,
        environment text,
        release text,
        constraint error_reports_group unique nulls not distinct (company_id, fingerprint)
      );
      create index error_reports_company_last_seen on error_reports (company_id, last_seen_at desc);
      create index error_reports_last_seen on error_reports (last_seen_at desc);
    `);
  },
  async down({ sequelize }) {
    await sequelize.query('drop table error_reports;');
  },
};
