import { createHash } from 'node:crypto';
import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import { PUSH_QUERY_LIMITS, type PushNotification } from '@arcline/shared';
import { claimTopicsDueForCheck, closeTopicWithError, openTopic, pollTopics, type PushTopicRow, type Sql } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';

const ENDED_STATUSES = new Set(['FAILED', 'TERMINATED', 'TIMED_OUT', 'CANCELLED']);
/** A topic whose workflow cannot be found this long after it was opened will never be answered. */
const MISSING_WORKFLOW_GRACE_MS = 10000;

/** The namespace of the topic ids derived from a user's request keys (a UUID v5 of its own). */
const REQUEST_KEY_NAMESPACE = Buffer.from('6f0c3a52e1d44b0f9a7e2c1d5b8e4a90', 'hex');

/**
 * The topic id of a request sent with a request key: the same for the same user and key (a UUID v5 of both), so a
 * request sent again after a lost answer finds the topic, and the workflow, the first one started.
 */
export function keyedTopicId(userId: string, requestKey: string): string {
  const hash = createHash('sha1').update(REQUEST_KEY_NAMESPACE).update(`${userId}:${requestKey}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Opens a topic owned by the user, on the caller's connection; the workflow that answers on it is recorded so its
 * failure can be reported. With a request key, the same request sent again gets the topic it opened the first time.
 */
export async function openPushTopic(
  sql: Sql,
  userId: string,
  kind: string,
  workflowId: (topicId: string) => string,
  requestKey?: string,
): Promise<PushTopicRow> {
  return openTopic(sql, userId, kind, workflowId, requestKey === undefined ? undefined : keyedTopicId(userId, requestKey));
}

type TopicState = Pick<PushTopicRow, 'id' | 'workflowId' | 'endedAt' | 'createdAt'>;

/**
 * The notifications of the user's topics among `topicIds` (another user's topics read as empty) written in the last
 * `lastNSeconds` seconds, and with `after` every one the poll that got that cursor could not see yet, after closing
 * the topics whose workflow ended without answering; with the cursor for the next poll (none when no topic is the user's).
 *
 * One statement (pollTopics) reads the topics and their notifications. Only when one of them is still open and due
 * for a check of its workflow (at most once per `checkIntervalSeconds` per topic, whatever the number of polls and
 * APIs) does the poll claim it, ask Temporal, and, if that closed a topic, read again so the closing messages come
 * in this answer as they always did.
 */
export async function readTopicNotifications(
  sequelize: Sequelize,
  temporal: Client,
  request: { userId: string; topicIds: string[]; lastNSeconds: number; after?: string; checkIntervalSeconds: number },
): Promise<{ notifications: PushNotification[]; cursor: string | undefined }> {
  const sql = sequelizeSql(sequelize);
  const after = request.after === undefined ? undefined : { cursor: request.after, maxWindowSeconds: PUSH_QUERY_LIMITS.maxWindowSeconds };
  const read = () => pollTopics(sql, request.userId, request.topicIds, request.lastNSeconds, after);
  const poll = await read();
  if (poll.openTopics.length === 0) return poll;
  const closed = await closeTopicsOfEndedWorkflows(sequelize, temporal, poll.openTopics, request.checkIntervalSeconds);
  return closed ? read() : poll;
}

/**
 * A topic whose workflow failed, was terminated, cancelled or timed out gets `error-response` then `end-of-topic`,
 * written once (closeTopicWithError marks the topic ended in the same transaction), so no client waits forever.
 * Each topic's workflow is described at most once per `intervalSeconds`, however often clients poll.
 */
async function closeTopicsOfEndedWorkflows(sequelize: Sequelize, temporal: Client, topics: TopicState[], intervalSeconds: number): Promise<boolean> {
  const candidates = topics.filter((topic) => !topic.endedAt && topic.workflowId);
  const due = new Set(await claimTopicsDueForCheck(sequelizeSql(sequelize), candidates.map((topic) => topic.id), intervalSeconds));
  const open = candidates.filter((topic) => due.has(topic.id));
  const ended = await Promise.all(
    open.map(async (topic) => {
      if (!(await workflowHasEnded(temporal, topic))) return false;
      await closeTopicWithError(sequelizeSql(sequelize), topic.id);
      return true;
    }),
  );
  return ended.includes(true);
}

async function workflowHasEnded(temporal: Client, topic: TopicState): Promise<boolean> {
  try {
    const description = await temporal.workflow.getHandle(topic.workflowId!).describe();
    return ENDED_STATUSES.has(description.status.name);
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return Date.now() - topic.createdAt.getTime() > MISSING_WORKFLOW_GRACE_MS;
    throw error;
  }
}
