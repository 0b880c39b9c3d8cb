import type { Client } from '@temporalio/client';
import type { MonitorActionResult } from '@arcline/shared';
import { SEARCH_ATTRIBUTES, TASK_QUEUES } from '@arcline/shared/contracts';
import { openPushTopic } from '../push/pushTopics';

/** Longest a topic-answered AI workflow may run; past it the push poll reports the failure to the client. */
const AI_WORKFLOW_TIMEOUT = '1 hour';

export interface MonitoredWorkflow<Input> {
  /** Push topic kind, e.g. 'run-prompt'. */
  kind: string;
  workflowType: string;
  workflowId: (topicId: string) => string;
  input: (topicId: string) => Input;
  documentId?: string;
}

/**
 * Opens a push topic for the caller and starts the workflow that answers on it; the client polls the topic
 * (spec 01 §7: actionResult type monitor with pushNotificationTopicId).
 */
export async function startMonitoredWorkflow<Input>(temporal: Client, userId: string, workflow: MonitoredWorkflow<Input>): Promise<MonitorActionResult> {
  const topic = await openPushTopic(userId, workflow.kind, workflow.workflowId);
  await temporal.workflow.start(workflow.workflowType, {
    taskQueue: TASK_QUEUES.main,
    workflowId: workflow.workflowId(topic.id),
    args: [workflow.input(topic.id)],
    workflowExecutionTimeout: AI_WORKFLOW_TIMEOUT,
    searchAttributes: {
      [SEARCH_ATTRIBUTES.userId]: [userId],
      ...(workflow.documentId ? { [SEARCH_ATTRIBUTES.documentId]: [workflow.documentId] } : {}),
    },
  });
  return { type: 'monitor', pushNotificationTopicId: topic.id };
}
