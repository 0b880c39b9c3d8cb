import type { Migration } from '../migrate';

/**
 * Server-side copies of Word documents (spec 01 §4, API document sync). Document ids are hashes the add-in makes
 * from the document's creation time and URL, so two colleagues opening the same shared file send the same id:
 * a document is keyed by (user_id, id), and its text chunks are unique per user too.
 */
export const documents: Migration = {
  name: '0020-documents',
  async up({ sequelize }) {
    await sequelize.query(`
      create table documents (
        user_id uuid not null references users(id) on delete cascade,
        id text not null check (length(id) between 1 and 256),
        title text,
        part_count integer not null default 0,
        -- When the index last took in a full or incremental update; null until the first one is indexed.
        synced_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        primary key (user_id, id)
      );

      -- Updates waiting for index-document: the request body is kept here rather than in workflow history,
      -- which has a payload size limit a long document would exceed. Applied in seq order, then deleted.
      create table document_updates (
        id uuid primary key,
        seq bigserial not null,
        user_id uuid not null,
        document_id text not null,
        topic_id uuid not null references push_topics(id) on delete cascade,
        kind text not null check (kind in ('full', 'changes')),
        body jsonb not null,
        created_at timestamptz not null default now(),
        foreign key (user_id, document_id) references documents (user_id, id) on delete cascade
      );
      create index document_updates_document on document_updates (user_id, document_id, seq);

      alter table text_chunks drop constraint text_chunks_source_type_source_id_ordinal_key;
      alter table text_chunks add constraint text_chunks_owner_source_ordinal unique (user_id, source_type, source_id, ordinal);
      create index text_chunks_owner_part on text_chunks (user_id, source_type, source_id, part_id);
    `);
  },
  async down({ sequelize }) {
    await sequelize.query(`
      drop index text_chunks_owner_part;
      alter table text_chunks drop constraint text_chunks_owner_source_ordinal;
      alter table text_chunks add constraint text_chunks_source_type_source_id_ordinal_key unique (source_type, source_id, ordinal);
      drop table document_updates;
      drop table documents;
    `);
  },
};
