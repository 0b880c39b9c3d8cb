import { randomUUID } from 'node:crypto';
import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { CHAT_ERROR_MESSAGE, PUSH_MESSAGE_TYPES } from '@arcline/shared';
import type { Sequelize } from 'sequelize';
import { PushNotificationRow, PushTopic } from '../../models';

const ENDED_STATUSES = new Set(['FAILED', 'TERMINATED', 'TIMED_OUT', 'CANCELLED']);
/** A topic whose workflow cannot be found this long after it was opened will never be answered. */
const MISSING_WORKFLOW_GRACE_MS = 10000;

/** Opens a topic owned by the user; the workflow that answers on it is recorded so its failure can be reported. */
export async function openPushTopic(userId: string, kind: string, workflowId: (topicId: string) => string): Promise<PushTopic> {
  const id = randomUUID();
  return PushTopic.create({ id, userId, kind, workflowId: workflowId(id) });
}

/**
 * A topic whose workflow failed, was terminated, cancelled or timed out gets `error-response` then `end-of-topic`,
 * written once (the topic is marked ended in the same transaction), so no client waits forever.
 */
export async function closeTopicsOfEndedWorkflows(sequelize: Sequelize, temporal: Client, topics: PushTopic[]): Promise<void> {
  const open = topics.filter((topic) => !topic.endedAt && topic.workflowId);
  await Promise.all(
    open.map(async (topic) => {
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
