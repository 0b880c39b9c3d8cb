import { randomUUID } from 'node:crypto';
import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { CHAT_ERROR_MESSAGE, PUSH_MESSAGE_TYPES } from '@arcline/shared';
import type { Sequelize } from 'sequelize';
import { PushNotificationRow, PushTopic } from '../models';

const ENDED_STATUSES = new Set(['FAILED', 'TERMINATED', 'TIMED_OUT', 'CANCELLED']);
/** A topic whose workflow cannot be found this long after it was opened will never be answered. */
const MISSING_WORKFLOW_GRACE_MS = 10000;

/** Opens a topic owned by the user; the workflow that answers on it is recorded so its failure can be reported. */
export async function openPushTopic(userId: string, kind: string, workflowId: (topicId: string) => string): Promise<PushTopic> {
  const id = randomUUID();
  return PushTopic.create({ id, userId, kind, workflowId: workflowId(id) });
}

/**
 * The open topics among `topics` whose workflow was not checked in the last `intervalSeconds`, claimed in one
 * statement: concurrent polls (and API replicas) never check the same topic twice within the interval.
 */
async function claimTopicsDueForCheck(sequelize: Sequelize, topics: PushTopic[], intervalSeconds: number): Promise<PushTopic[]> {
  const open = topics.filter((topic) => !topic.endedAt && topic.workflowId);
  if (open.length === 0) return [];
  const [rows] = await sequelize.query(
    `update push_topics set workflow_checked_at = now()
     where id in (:ids) and ended_at is null
       and (workflow_checked_at is null or workflow_checked_at < now() - make_interval(secs => :intervalSeconds))
     returning id`,
    { replacements: { ids: open.map((topic) => topic.id), intervalSeconds } },
  );
  const due = new Set((rows as { id: string }[]).map((row) => row.id));
  return open.filter((topic) => due.has(topic.id));
}

/**
 * A topic whose workflow failed, was terminated, cancelled or timed out gets `error-response` then `end-of-topic`,
 * written once (the topic is marked ended in the same transaction), so no client waits forever. Each topic's
 * workflow is described at most once per `intervalSeconds`, however often clients poll.
 */
export async function closeTopicsOfEndedWorkflows(sequelize: Sequelize, temporal: Client, topics: PushTopic[], intervalSeconds: number): Promise<void> {
  const due = await claimTopicsDueForCheck(sequelize, topics, intervalSeconds);
  await Promise.all(
    due.map(async (topic) => {
      if (!(await workflowHasEnded(temporal, topic))) return;
      await sequelize.transaction(async (transaction) => {
        const [ended] = await PushTopic.update(
          { endedAt: new Date() },
          { where: { id: topic.id, endedAt: null }, transaction },
        );
        if (ended === 0) return;
        await PushNotificationRow.bulkCreate(
          [
            { id: randomUUID(), topicId: topic.id, payload: { type: PUSH_MESSAGE_TYPES.errorResponse, chatMessage: CHAT_ERROR_MESSAGE } },
            { id: randomUUID(), topicId: topic.id, payload: { type: PUSH_MESSAGE_TYPES.endOfTopic } },
          ],
          { transaction },
        );
      });
    }),
  );
}

async function workflowHasEnded(temporal: Client, topic: PushTopic): Promise<boolean> {
  try {
    const description = await temporal.workflow.getHandle(topic.workflowId!).describe();
    return ENDED_STATUSES.has(description.status.name);
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return Date.now() - topic.createdAt.getTime() > MISSING_WORKFLOW_GRACE_MS;
    throw error;
  }
}
