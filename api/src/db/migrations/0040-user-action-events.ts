import type { Migration } from '../migrate';

/** Tracked user actions (spec 01 §7), e.g. full-document-cache-sync with the add-in's sync statistics. */
export const userActionEvents: Migration = {
  name: '0040-user-action-events',
  async up({ sequelize }) {
    await sequelize.query(`
      create table user_action_events (
        id bigserial primary key,
        user_id uuid not null references users(id) on delete cascade,
        type text not null,
        event_time timestamptz not null,
        user_action_id text,
        data jsonb not null,
        created_at timestamptz not null default now()
      );
      create index user_action_events_user_type on user_action_events (user_id, type, created_at);
    `);
  },
  async down({ sequelize }) {
    await sequelize.query('drop table user_action_events');
  },
};
