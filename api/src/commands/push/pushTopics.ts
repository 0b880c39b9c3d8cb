import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import type { PushNotification } from '@arcline/shared';
import { claimTopicsDueForCheck, closeTopicWithError, openTopic, recentNotifications, topicsOfUser, type PushTopicRow } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { apiSql } from '../../db/apiDatabase';

const ENDED_STATUSES = new Set(['FAILED', 'TERMINATED', 'TIMED_OUT', 'CANCELLED']);
/** A topic whose workflow cannot be found this long after it was opened will never be answered. */
const MISSING_WORKFLOW_GRACE_MS = 10000;

/**
 * Opens a topic owned by the user, on the API's connection (apiSql); the workflow that answers on it is recorded so
 * its failure can be reported.
 */
export async function openPushTopic(userId: string, kind: string, workflowId: (topicId: string) => string): Promise<PushTopicRow> {
  return openTopic(apiSql(), userId, kind, workflowId);
}

type TopicState = Pick<PushTopicRow, 'id' | 'workflowId' | 'endedAt' | 'createdAt'>;

/**
 * The notifications of the user's topics among `topicIds` (another user's topics read as empty) written in the last
 * `lastNSeconds` seconds, after closing the topics whose workflow ended without answering.
 */
export async function readTopicNotifications(
  sequelize: Sequelize,
  temporal: Client,
  request: { userId: string; topicIds: string[]; lastNSeconds: number; checkIntervalSeconds: number },
): Promise<PushNotification[]> {
  const sql = sequelizeSql(sequelize);
  const topics = await topicsOfUser(sql, request.userId, request.topicIds);
  await closeTopicsOfEndedWorkflows(sequelize, temporal, topics, request.checkIntervalSeconds);
  return recentNotifications(sql, topics.map((topic) => topic.id), request.lastNSeconds);
}

/**
 * A topic whose workflow failed, was terminated, cancelled or timed out gets `error-response` then `end-of-topic`,
 * written once (closeTopicWithError marks the topic ended in the same transaction), so no client waits forever.
 * Each topic's workflow is described at most once per `intervalSeconds`, however often clients poll.
 */
async function closeTopicsOfEndedWorkflows(sequelize: Sequelize, temporal: Client, topics: TopicState[], intervalSeconds: number): Promise<void> {
  const candidates = topics.filter((topic) => !topic.endedAt && topic.workflowId);
  const due = new Set(await claimTopicsDueForCheck(sequelizeSql(sequelize), candidates.map((topic) => topic.id), intervalSeconds));
  const open = candidates.filter((topic) => due.has(topic.id));
  await Promise.all(
    open.map(async (topic) => {
      if (await workflowHasEnded(temporal, topic)) await closeTopicWithError(sequelizeSql(sequelize), topic.id);
    }),
  );
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
