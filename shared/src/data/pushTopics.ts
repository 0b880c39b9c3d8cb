/**
 * The only module that writes `push_topics` and `push_notifications`, called by the API (opening topics, closing the
 * topics of failed workflows) and by the worker (publishing, cleanup). Ending a topic and writing its last messages
 * happen in one transaction.
 */
import { CHAT_ERROR_MESSAGE, PUSH_MESSAGE_TYPES, type PushNotification, type PushPayload } from '../push';
import type { Sql } from './sql';

export interface PushTopicRow {
  id: string;
  userId: string;
  kind: string;
  workflowId: string | null;
  endedAt: Date | null;
  createdAt: Date;
}

const TOPIC_COLUMNS = `id, user_id as "userId", kind, workflow_id as "workflowId", ended_at as "endedAt", created_at as "createdAt"`;

/** Opens a topic owned by the user; the workflow that answers on it is recorded so its failure can be reported. */
export async function openTopic(sql: Sql, userId: string, kind: string, workflowId: (topicId: string) => string): Promise<PushTopicRow> {
  const id = crypto.randomUUID();
  const [topic] = await sql.rows<PushTopicRow>(
    `insert into push_topics (id, user_id, kind, workflow_id) values ($1, $2, $3, $4)
     returning ${TOPIC_COLUMNS}`,
    [id, userId, kind, workflowId(id)],
  );
  return topic!;
}

export interface PublishedNotification {
  /** Chosen by the publisher (the workflow's uuid4()), so a retried publish writes the row once. */
  id: string;
  topicId: string;
  payload: PushPayload;
}

/** Writes one notification; end-of-topic also marks the topic ended, in the same transaction. */
export async function publishNotification(sql: Sql, notification: PublishedNotification): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.rows(
      `insert into push_notifications (id, topic_id, payload) values ($1, $2, $3)
       on conflict (id) do nothing returning id`,
      [notification.id, notification.topicId, JSON.stringify(notification.payload)],
    );
    if (notification.payload.type === PUSH_MESSAGE_TYPES.endOfTopic) await markEnded(tx, notification.topicId);
  });
}

/**
 * Ends a topic whose workflow failed: `error-response` then `end-of-topic`, written once (only by the call that marks
 * the topic ended), so no client waits forever.
 */
export async function closeTopicWithError(sql: Sql, topicId: string): Promise<void> {
  await sql.transaction(async (tx) => {
    if (!(await markEnded(tx, topicId))) return;
    await tx.rows(
      `insert into push_notifications (id, topic_id, payload) values (gen_random_uuid(), $1, $2), (gen_random_uuid(), $1, $3)
       returning id`,
      [
        topicId,
        JSON.stringify({ type: PUSH_MESSAGE_TYPES.errorResponse, chatMessage: CHAT_ERROR_MESSAGE }),
        JSON.stringify({ type: PUSH_MESSAGE_TYPES.endOfTopic }),
      ],
    );
  });
}

async function markEnded(sql: Sql, topicId: string): Promise<boolean> {
  const rows = await sql.rows(`update push_topics set ended_at = now(), updated_at = now() where id = $1 and ended_at is null returning id`, [topicId]);
  return rows.length > 0;
}

/** Deletes notifications older than the retention and the topics left empty; returns how many notifications went. */
export async function deleteOldNotifications(sql: Sql, retentionHours: number): Promise<number> {
  return sql.transaction(async (tx) => {
    const deleted = await tx.rows(`delete from push_notifications where created_at < now() - make_interval(hours => $1) returning id`, [retentionHours]);
    await tx.rows(
      `delete from push_topics where created_at < now() - make_interval(hours => $1)
         and not exists (select 1 from push_notifications n where n.topic_id = push_topics.id) returning id`,
      [retentionHours],
    );
    return deleted.length;
  });
}

/** The user's topics among `topicIds`; another user's topic is simply not there. */
export async function topicsOfUser(sql: Sql, userId: string, topicIds: string[]): Promise<PushTopicRow[]> {
  if (topicIds.length === 0) return [];
  return sql.rows<PushTopicRow>(`select ${TOPIC_COLUMNS} from push_topics where id = any($1::uuid[]) and user_id = $2`, [topicIds, userId]);
}

/** The topics' notifications of the last `lastNSeconds` seconds, in the order they were written. */
export async function recentNotifications(sql: Sql, topicIds: string[], lastNSeconds: number): Promise<PushNotification[]> {
  if (topicIds.length === 0) return [];
  const rows = await sql.rows<Omit<PushNotification, 'createdAt'> & { createdAt: Date }>(
    `select id, topic_id as "topicId", payload, created_at as "createdAt" from push_notifications
     where topic_id = any($1::uuid[]) and created_at > now() - make_interval(secs => $2)
     order by seq`,
    [topicIds, lastNSeconds],
  );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
