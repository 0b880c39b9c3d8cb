import { PUSH_MESSAGE_TYPES } from '../push';
import type { TranslationStateUpdatePayload } from '../translation/payloads';
import type { Sql } from './sql';

export interface TranslationUploadRecord {
  id: string;
  userId: string;
  companyId: string;
  name: string;
  size: number;
  /** The blobs of the upload, owned by its translate-file/{id} workflow. */
  blobPrefix: string;
  pushTopicId: string;
}

export interface RecentTranslationRow {
  uploadId: string;
  name: string;
  createdAt: Date;
  pushNotificationTopicId: string;
  update: TranslationStateUpdatePayload;
}

/** The one data-access module of table `translation_uploads`: the file translations users asked to upload. */
export const translationUploadStore = {
  async add(sql: Sql, upload: TranslationUploadRecord): Promise<void> {
    await sql.rows(
      `insert into translation_uploads (id, user_id, company_id, name, size, blob_prefix, push_topic_id, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, now(), now()) returning id`,
      [upload.id, upload.userId, upload.companyId, upload.name, upload.size, upload.blobPrefix, upload.pushTopicId],
    );
  },

  /** The user's upload, or null (another user's upload included). */
  async findOfUser(sql: Sql, userId: string, uploadId: string): Promise<{ id: string; pushTopicId: string } | null> {
    const rows = await sql.rows<{ id: string; pushTopicId: string }>(
      'select id, push_topic_id as "pushTopicId" from translation_uploads where id = $1 and user_id = $2',
      [uploadId, userId],
    );
    return rows[0] ?? null;
  },

  /**
   * The user's uploads of the last `hours` whose workflow has pushed a state, newest first (at most `limit`), each with
   * its last state (the push notifications of its topic).
   */
  async recentWithState(sql: Sql, userId: string, hours: number, limit: number): Promise<RecentTranslationRow[]> {
    return sql.rows<RecentTranslationRow>(
      `select u.id as "uploadId", u.name, u.created_at as "createdAt", u.push_topic_id as "pushNotificationTopicId", last.payload as "update"
         from translation_uploads u
         join lateral (
           select n.payload from push_notifications n
            where n.topic_id = u.push_topic_id and n.payload->>'type' = $1
            order by n.seq desc limit 1
         ) last on true
        where u.user_id = $2 and u.created_at > now() - make_interval(hours => $3)
        order by u.created_at desc
        limit $4`,
      [PUSH_MESSAGE_TYPES.translationStateUpdate, userId, hours, limit],
    );
  },
};
