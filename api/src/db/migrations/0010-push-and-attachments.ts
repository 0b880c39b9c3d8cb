import type { Migration } from '../migrate';

export const pushAndAttachments: Migration = {
  name: '0010-push-and-attachments',
  async up({ sequelize }) {
    await sequelize.query(`
      create table push_topics (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade,
        kind text not null,
        workflow_id text,
        ended_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index push_topics_user on push_topics (user_id);
      create table push_notifications (
        id uuid primary key,
        seq bigserial not null,
        topic_id uuid not null references push_topics(id) on delete cascade,
        payload jsonb not null,
        created_at timestamptz not null default now()
      );
      create index push_notifications_topic_created on push_notifications (topic_id, created_at);
      create index push_notifications_created on push_notifications (created_at);

      create table attachments (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade,
        name text not null,
        size bigint not null,
        mime_type text not null,
        md5 text not null,
        blob_name text not null,
        status text not null check (status in ('QUEUED', 'PROCESSING', 'COMPLETED', 'FAILED')),
        error text,
        paragraph_count integer,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (user_id, md5)
      );

      -- Text of attachments and synchronised documents, one row per paragraph, for full-text retrieval.
      create table text_chunks (
        id bigserial primary key,
        user_id uuid not null references users(id) on delete cascade,
        source_type text not null check (source_type in ('attachment', 'document')),
        source_id text not null,
        ordinal integer not null,
        part_id text,
        content text not null,
        search tsvector generated always as (to_tsvector('english', content)) stored,
        unique (source_type, source_id, ordinal)
      );
      create index text_chunks_search on text_chunks using gin (search);
      create index text_chunks_owner_source on text_chunks (user_id, source_type, source_id);
    `);
  },
  async down({ sequelize }) {
    await sequelize.query('drop table text_chunks; drop table attachments; drop table push_notifications; drop table push_topics;');
  },
};
