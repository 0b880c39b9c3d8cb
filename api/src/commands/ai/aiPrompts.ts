import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import type { MonitorActionResult } from '@arcline/shared';
import { AI_WORKFLOW_TIMEOUT_HOURS, SEARCH_ATTRIBUTES, TASK_QUEUES, type StoredPromptRef } from '@arcline/shared/contracts';
import { storedPromptStore, type StoredPrompt } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { openPushTopic } from '../push/pushTopics';

/** Longest a topic-answered AI workflow may run; past it the push poll reports the failure to the client. */
const AI_WORKFLOW_TIMEOUT_MS = AI_WORKFLOW_TIMEOUT_HOURS * 60 * 60 * 1000;

/**
 * Keeps what the user typed (prompt, chat history, standing context) in stored_prompts, for their company and
 * themselves: the workflow is started with the id only, so nothing typed reaches Temporal or its Web UI.
 */
export async function storePrompt(sequelize: Sequelize, user: { id: string; companyId: string }, prompt: StoredPrompt): Promise<StoredPromptRef> {
  return { promptId: await storedPromptStore.add(sequelizeSql(sequelize), { companyId: user.companyId, userId: user.id }, prompt) };
}

export interface MonitoredWorkflow<Input> {
  /** Push topic kind, e.g. 'run-prompt'. */
  kind: string;
  workflowType: string;
  workflowId: (topicId: string) => string;
  input: (topicId: string) => Input;
  documentId?: string;
  /** The client's key of this request: sent again (its answer lost), it gets the same topic and workflow, started once. */
  requestKey?: string;
}

/**
 * Opens a push topic for the caller and starts the workflow that answers on it; the client polls the topic
 * (spec 01 §7: actionResult type monitor with pushNotificationTopicId).
 */
export async function startMonitoredWorkflow<Input>(
  deps: { sequelize: Sequelize; temporal: Client },
  userId: string,
  workflow: MonitoredWorkflow<Input>,
): Promise<MonitorActionResult> {
  const { temporal } = deps;
  const topic = await openPushTopic(sequelizeSql(deps.sequelize), userId, workflow.kind, workflow.workflowId, workflow.requestKey);
  const started = temporal.workflow.start(workflow.workflowType, {
    taskQueue: TASK_QUEUES.main,
    workflowId: workflow.workflowId(topic.id),
    args: [workflow.input(topic.id)],
    workflowExecutionTimeout: AI_WORKFLOW_TIMEOUT_MS,
    searchAttributes: {
      [SEARCH_ATTRIBUTES.userId]: [userId],
      ...(workflow.documentId ? { [SEARCH_ATTRIBUTES.documentId]: [workflow.documentId] } : {}),
    },
  });
  await started.catch((error: unknown) => {
    // The same request sent again: the first one started the topic's workflow already.
    if (!(workflow.requestKey !== undefined && error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  });
  return { type: 'monitor', pushNotificationTopicId: topic.id };
}
