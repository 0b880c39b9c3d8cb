import type { Migration } from '../migrate';

export const translation: Migration = {
  name: '0060-translation',
  async up({ sequelize }) {
    await sequelize.query(`
      -- One row per requested file translation; the translate-file/{id} workflow deletes its blobs at expiry.
      create table translation_uploads (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade,
        company_id uuid not null references companies(id) on delete cascade,
        name text not null,
        size bigint not null,
        blob_prefix text not null,
        push_topic_id uuid not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index translation_uploads_user on translation_uploads (user_id);

      -- Characters translated, one row per translation (keyed by its workflow id), summed per company and month.
      create table translation_usage (
        id text primary key,
        company_id uuid not null references companies(id) on delete cascade,
        user_id uuid references users(id) on delete set null,
        kind text not null check (kind in ('text', 'file')),
        characters integer not null check (characters >= 0),
        engine text not null,
        created_at timestamptz not null default now()
      );
      create index translation_usage_company_month on translation_usage (company_id, kind, created_at);
    `);
  },
  async down({ sequelize }) {
    await sequelize.query('drop table translation_usage; drop table translation_uploads;');
  },
};
