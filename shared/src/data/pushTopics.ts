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

/**
 * Opens a topic owned by the user; the workflow that answers on it is recorded so its failure can be reported. With an
 * `id` of the caller's (a request sent again with the same request key), the topic the first request opened is
 * returned instead of a second one; an id of another user's topic is refused.
 */
export async function openTopic(sql: Sql, userId: string, kind: string, workflowId: (topicId: string) => string, id: string = crypto.randomUUID()): Promise<PushTopicRow> {
  const [topic] = await sql.rows<PushTopicRow>(
    `insert into push_topics (id, user_id, kind, workflow_id) values ($1, $2, $3, $4)
     on conflict (id) do nothing
     returning ${TOPIC_COLUMNS}`,
    [id, userId, kind, workflowId(id)],
  );
  if (topic) return topic;
  const [opened] = await sql.rows<PushTopicRow>(`select ${TOPIC_COLUMNS} from push_topics where id = $1 and user_id = $2 and kind = $3`, [id, userId, kind]);
  if (!opened) throw new Error(`push topic ${id} is not the user's ${kind} topic`);
  return opened;
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

/**
 * The topics' notifications of the last `lastNSeconds` seconds, in the order they were written; with `after` (the
 * cursor of an earlier answer, at most `maxWindowSeconds` old), also every notification that answer could not see.
 *
 * The time window alone has gaps under load: a row's `created_at` is its transaction's start, so a row committed late,
 * or a poll that waited in a queue longer than the window's spare second, falls between two polls. The cursor is the
 * snapshot's xmin (PostgreSQL's 64-bit transaction id): every transaction below it had ended when this answer was read,
 * so whatever this answer could not see was written by a transaction at or above it, and the next poll asks for those
 * (`xmin` of the row, widened to 64 bits by the snapshot's epoch). Rows returned twice are dropped by the poller by id.
 */
export async function recentNotifications(
  sql: Sql,
  topicIds: string[],
  lastNSeconds: number,
  after?: { cursor: string; maxWindowSeconds: number },
): Promise<{ notifications: PushNotification[]; cursor: string | undefined }> {
  if (topicIds.length === 0) return { notifications: [], cursor: undefined };
  const rows = await sql.rows<(Omit<PushNotification, 'createdAt'> & { createdAt: Date; id: string | null }) & { cursor: string }>(
    `with horizon as (
       select txid_snapshot_xmin(snapshot) as xmin, txid_snapshot_xmax(snapshot) as xmax from txid_current_snapshot() as snapshot
     ), epoch as (select xmin, xmax, (xmax >> 32) << 32 as base from horizon)
     select n.id, n.topic_id as "topicId", n.payload, n.created_at as "createdAt", e.xmin::text as cursor
     from epoch e left join push_notifications n
       on n.topic_id = any($1::uuid[])
      and (n.created_at > now() - make_interval(secs => $2)
           or ($3::bigint is not null and n.created_at > now() - make_interval(secs => $4)
               and e.base + n.xmin::text::bigint - case when e.base + n.xmin::text::bigint > e.xmax then 4294967296 else 0 end >= $3::bigint))
     order by n.seq`,
    [topicIds, lastNSeconds, after?.cursor ?? null, after?.maxWindowSeconds ?? 0],
  );
  const notifications = rows.filter((row) => row.id !== null).map(({ cursor: _cursor, ...row }) => ({ ...row, id: row.id!, createdAt: row.createdAt.toISOString() }));
  return { notifications, cursor: rows[0]?.cursor };
}

/**
 * The open topics among `topicIds` whose workflow was not checked in the last `intervalSeconds`, claimed in one
 * statement: concurrent polls (and API replicas) never ask Temporal about the same topic twice within the interval.
 */
export async function claimTopicsDueForCheck(sql: Sql, topicIds: string[], intervalSeconds: number): Promise<string[]> {
  if (topicIds.length === 0) return [];
  const rows = await sql.rows<{ id: string }>(
    `update push_topics set workflow_checked_at = now()
     where id = any($1::uuid[]) and ended_at is null
       and (workflow_checked_at is null or workflow_checked_at < now() - make_interval(secs => $2))
     returning id`,
    [topicIds, intervalSeconds],
  );
  return rows.map((row) => row.id);
}

/** A poll's answer read in one statement: see {@link pollTopics}. */
export interface TopicPoll {
  /** The user's topics among those asked for that are still open and have a workflow (to check it has not failed). */
  openTopics: Pick<PushTopicRow, 'id' | 'workflowId' | 'endedAt' | 'createdAt'>[];
  notifications: PushNotification[];
  /** None when no topic asked for is the user's. */
  cursor: string | undefined;
}

/**
 * One poll (`GET /api/push-notifications`) in one statement: the user's topics among `topicIds` (another user's topic
 * is simply not there), their notifications as {@link recentNotifications} reads them (window, cursor, order) and the
 * open ones among those topics, whose workflow the caller may have to check. An empty poll, the common one, is one
 * indexed read (push_topics by primary key, push_notifications by (topic_id, created_at)), no write.
 */
export async function pollTopics(
  sql: Sql,
  userId: string,
  topicIds: string[],
  lastNSeconds: number,
  after?: { cursor: string; maxWindowSeconds: number },
): Promise<TopicPoll> {
  if (topicIds.length === 0) return { openTopics: [], notifications: [], cursor: undefined };
  type Row = Omit<PushNotification, 'createdAt'> & { id: string | null; createdAt: Date; cursor: string; topics: number; openTopics: { id: string; workflowId: string; createdAt: string }[] | null };
  // The created_at bound common to both branches (the window, or the cursor's longer one) comes first, so the index
  // (topic_id, created_at) bounds the scan however the planner reads the `or`.
  const rows = await sql.rows<Row>(
    `with mine as (
       select id, workflow_id, ended_at, created_at from push_topics where id = any($1::uuid[]) and user_id = $2
     ), horizon as (
       select txid_snapshot_xmin(snapshot) as xmin, txid_snapshot_xmax(snapshot) as xmax from txid_current_snapshot() as snapshot
     ), epoch as (select xmin, xmax, (xmax >> 32) << 32 as base from horizon)
     select n.id, n.topic_id as "topicId", n.payload, n.created_at as "createdAt", e.xmin::text as cursor,
       (select count(*)::int from mine) as topics,
       (select json_agg(json_build_object('id', m.id, 'workflowId', m.workflow_id, 'createdAt', m.created_at))
          from mine m where m.ended_at is null and m.workflow_id is not null) as "openTopics"
     from epoch e left join push_notifications n
       on n.topic_id in (select id from mine)
      and n.created_at > now() - make_interval(secs => greatest($3::int, case when $4::bigint is null then 0 else $5::int end))
      and (n.created_at > now() - make_interval(secs => $3)
           or ($4::bigint is not null and n.created_at > now() - make_interval(secs => $5)
               and e.base + n.xmin::text::bigint - case when e.base + n.xmin::text::bigint > e.xmax then 4294967296 else 0 end >= $4::bigint))
     order by n.seq`,
    [topicIds, userId, lastNSeconds, after?.cursor ?? null, after?.maxWindowSeconds ?? 0],
  );
  const first = rows[0];
  if (!first || first.topics === 0) return { openTopics: [], notifications: [], cursor: undefined };
  return {
    openTopics: (first.openTopics ?? []).map((topic) => ({ id: topic.id, workflowId: topic.workflowId, endedAt: null, createdAt: new Date(topic.createdAt) })),
    notifications: rows
      .filter((row) => row.id !== null)
      .map(({ cursor: _cursor, topics: _topics, openTopics: _open, ...row }) => ({ ...row, id: row.id!, createdAt: row.createdAt.toISOString() })),
    cursor: first.cursor,
  };
}
