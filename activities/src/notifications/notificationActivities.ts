import type pg from 'pg';
import { PUSH_MESSAGE_TYPES, type PushPayload } from '@arcline/shared';

export interface PublishNotificationInput {
  /** Chosen by the workflow (uuid4()), so a retried activity writes the row once. */
  id: string;
  topicId: string;
  payload: PushPayload;
}

export function createNotificationActivities(deps: { db: pg.Pool }) {
  return {
    async publishNotification(input: PublishNotificationInput): Promise<void> {
      await deps.db.query(
        'insert into push_notifications (id, topic_id, payload) values ($1, $2, $3) on conflict (id) do nothing',
        [input.id, input.topicId, JSON.stringify(input.payload)],
      );
      if (input.payload.type === PUSH_MESSAGE_TYPES.endOfTopic) {
        await deps.db.query('update push_topics set ended_at = now() where id = $1 and ended_at is null', [input.topicId]);
      }
    },

    async deleteOldPushNotifications(retentionHours: number): Promise<number> {
      const notifications = await deps.db.query(
        `delete from push_notifications where created_at < now() - make_interval(hours => $1)`,
        [retentionHours],
      );
      await deps.db.query(
        `delete from push_topics where created_at < now() - make_interval(hours => $1)
           and not exists (select 1 from push_notifications n where n.topic_id = push_topics.id)`,
        [retentionHours],
      );
      return notifications.rowCount ?? 0;
    },
  };
}
