import type { Sequelize } from 'sequelize';
import { PUSH_NOTIFICATION_RETENTION_HOURS, RECENT_FILE_TRANSLATIONS_LIMIT, type RecentFileTranslation } from '@arcline/shared';
import { translationUploadStore } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';

/**
 * The user's file translations whose workflow has pushed a state (translating, ready for download or error), newest
 * first, each with its last state. An upload that was requested but never started is left out. The push
 * notifications are kept PUSH_NOTIFICATION_RETENTION_HOURS, longer than a download link lives, so a ready translation
 * is listed until (and a while after) its link expires; the tab says then that it is no longer available.
 */
export async function recentFileTranslations(sequelize: Sequelize, userId: string): Promise<RecentFileTranslation[]> {
  const rows = await translationUploadStore.recentWithState(sequelizeSql(sequelize), userId, PUSH_NOTIFICATION_RETENTION_HOURS, RECENT_FILE_TRANSLATIONS_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
