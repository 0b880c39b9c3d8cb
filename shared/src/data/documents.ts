import type { DocumentChange, DocumentPart } from '../chat';
import type { Sql } from './sql';

export type DocumentUpdateKind = 'full' | 'changes';
export type DocumentUpdateBody = { title?: string; documentParts: DocumentPart[] } | { changes: DocumentChange[] };

/** A stored update of a user's document, as index-document applies it. */
export interface StoredDocumentUpdate {
  userId: string;
  documentId: string;
  kind: DocumentUpdateKind;
  body: DocumentUpdateBody;
}

/** The oldest stored update of a document, as index-document sees it. */
export interface PendingDocumentUpdate {
  updateId: string;
  topicId: string;
  kind: DocumentUpdateKind;
  /** Parts of a full update, or change events of an incremental one: the progress total. */
  total: number;
}

/**
 * The one data-access module of tables `documents` (a user's copy of a Word document, keyed by user and the client's
 * document id) and `document_updates` (the updates waiting for `index-document`): the API stores an update, the
 * worker applies it and marks the document synced. The document's paragraphs are in `text_chunks` (textChunks.ts).
 */
export const documentStore = {
  /** Never sent by this user (another user's copy of the same id included), sent but not indexed yet, or indexed. */
  async syncState(sql: Sql, userId: string, documentId: string): Promise<'missing' | 'not-synced' | 'synced'> {
    const rows = await sql.rows<{ synced_at: Date | null }>('select synced_at from documents where user_id = $1 and id = $2', [userId, documentId]);
    if (!rows[0]) return 'missing';
    return rows[0].synced_at ? 'synced' : 'not-synced';
  },

  /** Stores an update in one transaction; a full one creates the user's copy of the document first. */
  async addUpdate(
    sql: Sql,
    update: { id: string; userId: string; documentId: string; topicId: string; kind: DocumentUpdateKind; body: DocumentUpdateBody },
  ): Promise<void> {
    await sql.transaction(async (tx) => {
      if (update.kind === 'full') {
        await tx.rows(
          `insert into documents (user_id, id) values ($1, $2) on conflict (user_id, id) do update set updated_at = now() returning id`,
          [update.userId, update.documentId],
        );
      }
      await tx.rows(
        `insert into document_updates (id, user_id, document_id, topic_id, kind, body) values ($1, $2, $3, $4, $5, $6::jsonb) returning id`,
        [update.id, update.userId, update.documentId, update.topicId, update.kind, JSON.stringify(update.body)],
      );
    });
  },

  async removeUpdate(sql: Sql, updateId: string): Promise<void> {
    await sql.rows('delete from document_updates where id = $1 returning id', [updateId]);
  },

  /** The document's oldest stored update, or null when none is left. */
  async nextUpdate(sql: Sql, userId: string, documentId: string): Promise<PendingDocumentUpdate | null> {
    const rows = await sql.rows<PendingDocumentUpdate>(
      `select id as "updateId", topic_id as "topicId", kind,
              coalesce(jsonb_array_length(case kind when 'full' then body->'documentParts' else body->'changes' end), 0) as total
       from document_updates where user_id = $1 and document_id = $2 order by seq limit 1`,
      [userId, documentId],
    );
    return rows[0] ?? null;
  },

  /** The update, or null when an earlier attempt applied (and deleted) it already. */
  async findUpdate(sql: Sql, updateId: string, userId: string, documentId: string): Promise<StoredDocumentUpdate | null> {
    const rows = await sql.rows<StoredDocumentUpdate>(
      `select user_id as "userId", document_id as "documentId", kind, body from document_updates where id = $1 and user_id = $2 and document_id = $3`,
      [updateId, userId, documentId],
    );
    return rows[0] ?? null;
  },

  /** Records that the index now reflects the document (its part count, a full update's title), and drops the applied update. */
  async markSynced(sql: Sql, updateId: string, update: StoredDocumentUpdate, partCount: number): Promise<void> {
    const title = 'title' in update.body ? (update.body.title ?? null) : null;
    await sql.transaction(async (tx) => {
      await tx.rows(
        `update documents set part_count = $3, title = coalesce($4, title), synced_at = now(), updated_at = now()
         where user_id = $1 and id = $2 returning id`,
        [update.userId, update.documentId, partCount, title],
      );
      await tx.rows('delete from document_updates where id = $1 returning id', [updateId]);
    });
  },
};
