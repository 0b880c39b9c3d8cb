import { QueryTypes, type Sequelize } from 'sequelize';
import {
  PUSH_MESSAGE_TYPES,
  PUSH_NOTIFICATION_RETENTION_HOURS,
  RECENT_FILE_TRANSLATIONS_LIMIT,
  type RecentFileTranslation,
  type TranslationStateUpdatePayload,
} from '@arcline/shared';

interface RecentRow {
  uploadId: string;
  name: string;
  createdAt: Date;
  pushNotificationTopicId: string;
  update: TranslationStateUpdatePayload;
}

/**
 * The user's file translations whose workflow has pushed a state (translating, ready for download or error), newest
 * first, each with its last state. An upload that was requested but never started is left out. The push
 * notifications are kept PUSH_NOTIFICATION_RETENTION_HOURS, longer than a download link lives, so a ready translation
 * is listed until (and a while after) its link expires; the tab says then that it is no longer available.
 */
export async function recentFileTranslations(sequelize: Sequelize, userId: string): Promise<RecentFileTranslation[]> {
  const rows = await sequelize.query<RecentRow>(
    `select u.id as "uploadId", u.name, u.created_at as "createdAt", u.push_topic_id as "pushNotificationTopicId", last.payload as "update"
       from translation_uploads u
       join lateral (
         select n.payload from push_notifications n
          where n.topic_id = u.push_topic_id and n.payload->>'type' = :type
          order by n.seq desc limit 1
       ) last on true
      where u.user_id = :userId and u.created_at > now() - make_interval(hours => :hours)
      order by u.created_at desc
      limit :limit`,
    {
      type: QueryTypes.SELECT,
      replacements: { type: PUSH_MESSAGE_TYPES.translationStateUpdate, userId, hours: PUSH_NOTIFICATION_RETENTION_HOURS, limit: RECENT_FILE_TRANSLATIONS_LIMIT },
    },
  );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
