import type pg from 'pg';
import { deleteOldNotifications, publishNotification, type PublishedNotification } from '@arcline/shared/data';
import { pgSql } from '../db/pgSql';

/** Push topics and notifications are written by `@arcline/shared/data` (pushTopics), their one owner. */
export function createNotificationActivities(deps: { db: pg.Pool }) {
  const sql = pgSql(deps.db);
  return {
    async publishNotification(input: PublishedNotification): Promise<void> {
      await publishNotification(sql, input);
    },

    async deleteOldPushNotifications(retentionHours: number): Promise<number> {
      return deleteOldNotifications(sql, retentionHours);
    },
  };
}
