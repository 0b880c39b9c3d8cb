import type { ServerAttachmentStatus } from '../attachments';
import type { Sql } from './sql';

/** An attachment as the worker processes it. */
export interface StoredAttachment {
  id: string;
  userId: string;
  name: string;
  mimeType: string;
  md5: string;
  blobName: string;
  /** Declared by the client; checked against the blob before it is read. */
  size: number;
}

export interface AttachmentStatusRow {
  id: string;
  status: ServerAttachmentStatus;
  error: string | null;
}

/**
 * The one data-access module of table `attachments`: the API creates a row (or queues a failed one again) when an
 * upload is requested and reads the statuses; the worker reads the row, and writes its status and paragraph count as
 * `process-attachment` runs. Every read by id that a user asked for is scoped by the user's id.
 */
export const attachmentStore = {
  /** The user's attachment of these bytes, or null. (The unique (user_id, md5) allows one.) */
  async findByMd5(sql: Sql, userId: string, md5: string): Promise<AttachmentStatusRow | null> {
    const rows = await sql.rows<AttachmentStatusRow>('select id, status, error from attachments where user_id = $1 and md5 = $2', [userId, md5]);
    return rows[0] ?? null;
  },

  /**
   * Inserts a QUEUED attachment unless the user already has one of these bytes; false when the other one won (the
   * same bytes requested twice at once: the unique (user, md5) decides).
   */
  async addQueued(
    sql: Sql,
    row: { id: string; userId: string; name: string; size: number; mimeType: string; md5: string; blobName: string },
  ): Promise<boolean> {
    const created = await sql.rows<{ id: string }>(
      `insert into attachments (id, user_id, name, size, mime_type, md5, blob_name, status)
       values ($1, $2, $3, $4, $5, $6, $7, 'QUEUED') on conflict (user_id, md5) do nothing returning id`,
      [row.id, row.userId, row.name, row.size, row.mimeType, row.md5, row.blobName],
    );
    return created.length > 0;
  },

  /** A failed attachment uploaded again: its new name and declared size, QUEUED, its error cleared. */
  async requeue(sql: Sql, id: string, upload: { name: string; size: number; mimeType: string }): Promise<void> {
    await sql.rows(
      `update attachments set name = $2, size = $3, mime_type = $4, status = 'QUEUED', error = null, updated_at = now()
       where id = $1 returning id`,
      [id, upload.name, upload.size, upload.mimeType],
    );
  },

  /** The user's attachments among `ids`; another user's or an unknown id is simply not there. */
  async statusesOfUser(sql: Sql, userId: string, ids: readonly string[]): Promise<AttachmentStatusRow[]> {
    if (ids.length === 0) return [];
    return sql.rows<AttachmentStatusRow>('select id, status, error from attachments where id = any($1::uuid[]) and user_id = $2', [ids, userId]);
  },

  /** The ids among `ids` of the user's attachments. */
  async ownedIds(sql: Sql, userId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await sql.rows<{ id: string }>('select id from attachments where id = any($1::uuid[]) and user_id = $2', [ids, userId]);
    return rows.map((row) => row.id);
  },

  /** The ids among `ids` of the user's completed attachments (text ids: a malformed one is simply not there). */
  async completedOwnedIds(sql: Sql, userId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await sql.rows<{ id: string }>(
      `select id from attachments where user_id = $1 and id::text = any($2::text[]) and status = 'COMPLETED'`,
      [userId, ids],
    );
    return rows.map((row) => row.id);
  },

  /** The attachment the worker processes, or null when it was deleted. */
  async find(sql: Sql, id: string): Promise<StoredAttachment | null> {
    const rows = await sql.rows<Omit<StoredAttachment, 'size'> & { size: string }>(
      `select id, user_id as "userId", name, mime_type as "mimeType", md5, blob_name as "blobName", size from attachments where id = $1`,
      [id],
    );
    const row = rows[0];
    return row ? { ...row, size: Number(row.size) } : null;
  },

  async setStatus(sql: Sql, id: string, status: ServerAttachmentStatus, error: string | null): Promise<void> {
    await sql.rows('update attachments set status = $2, error = $3, updated_at = now() where id = $1 returning id', [id, status, error]);
  },

  async setParagraphCount(sql: Sql, id: string, paragraphCount: number): Promise<void> {
    await sql.rows('update attachments set paragraph_count = $2 where id = $1 returning id', [id, paragraphCount]);
  },
};
