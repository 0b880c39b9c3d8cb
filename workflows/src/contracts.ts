/**
 * Names shared by the API (which starts and signals workflows) and the worker (which runs them):
 * task queues, workflow id builders, search attributes, signals and queries live only here.
 */

export const TASK_QUEUES = {
  main: 'arcline-main',
} as const;

/** Custom search attributes registered on the Temporal server (`--search-attribute` on the dev server). */
export const SEARCH_ATTRIBUTES = {
  userId: 'ArclineUserId',
  matrixId: 'ArclineMatrixId',
  documentId: 'ArclineDocumentId',
} as const;

export const WORKFLOW_TYPES = {
  helloWorld: 'helloWorldWorkflow',
  throwAsyncError: 'throwAsyncErrorWorkflow',
  processAttachment: 'processAttachmentWorkflow',
  cleanupPushNotifications: 'cleanupPushNotificationsWorkflow',
} as const;

export const processAttachmentWorkflowId = (attachmentId: string): string => `process-attachment/${attachmentId}`;
export const CLEANUP_PUSH_NOTIFICATIONS_SCHEDULE_ID = 'cleanup-push-notifications';

export interface ProcessAttachmentInput {
  attachmentId: string;
  /** How long to wait for the browser's upload; injectable so tests need not wait the real time. */
  uploadWaitMinutes: number;
}

export const helloWorldWorkflowId = (requestId: string): string => `hello-world/${requestId}`;
export const throwAsyncErrorWorkflowId = (requestId: string): string => `throw-async-error/${requestId}`;

export interface HelloWorldInput {
  name: string;
}

export interface HelloWorldResult {
  greeting: string;
  servedBy: string;
}

/** The message the throw-async-error workflow fails with, so tests and operators can recognise it. */
export const ASYNC_TEST_ERROR_MESSAGE = 'Asynchronous test error raised by an activity on purpose.';
