import type { Migration } from '../migrate';

/** Tracked user actions (spec 01 §3, §7 /api/engagement/chronicle), per user and company, append-only. */
export const usageEvents: Migration = {
  name: '0050-usage-events',
  async up({ sequelize }) {
    await sequelize.query(`
      create table user_action_events (
        id bigserial primary key,
        company_id uuid not null references companies(id) on delete cascade,
        user_id uuid not null references users(id) on delete cascade,
        type text not null,
        event_time timestamptz not null,
        user_action_id text,
        elapsed_ms integer,
        document_data jsonb,
        document_update_statistics jsonb,
        received_at timestamptz not null default now()
      );
      create index user_action_events_company_time on user_action_events (company_id, event_time);
      create index user_action_events_user_time on user_action_events (user_id, event_time);
      create index user_action_events_action on user_action_events (user_action_id) where user_action_id is not null;
    `);
  },
  async down({ sequelize }) {
    await sequelize.query('drop table user_action_events;');
  },
};
