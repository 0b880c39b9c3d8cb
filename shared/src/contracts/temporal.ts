/**
 * Temporal names shared by the API (which starts and signals workflows) and the worker (which runs them):
 * task queues, workflow types, search attributes, signals and schedules live only here.
 */
export const TASK_QUEUES = {
  main: 'arcline-main',
  /** Matrix cells have their own queue and worker slots, so a 2,000-cell matrix never queues ahead of a chat. */
  matrix: 'arcline-matrix',
} as const;

/** Custom search attributes registered on the Temporal server (`--search-attribute` on the dev server). */
export const SEARCH_ATTRIBUTES = {
  userId: 'ArclineUserId',
  matrixId: 'ArclineMatrixId',
  documentId: 'ArclineDocumentId',
  /** The X-T-User-Action id of the click that started the workflow (README "Administration"). */
  userActionId: 'ArclineUserActionId',
} as const;

/** The memo key of the user action id, beside the search attribute, on every workflow a user action started. */
export const USER_ACTION_MEMO_KEY = 'userActionId';

/**
 * The header in which a workflow hands its user action id to the activities it schedules (workflow interceptor), so
 * an activity's error report carries it like the workflow's own does.
 */
export const USER_ACTION_ACTIVITY_HEADER = 'arcline-user-action-id';

export const WORKFLOW_TYPES = {
  helloWorld: 'helloWorldWorkflow',
  throwAsyncError: 'throwAsyncErrorWorkflow',
  processAttachment: 'processAttachmentWorkflow',
  cleanupPushNotifications: 'cleanupPushNotificationsWorkflow',
  indexDocument: 'indexDocumentWorkflow',
  runPrompt: 'runPromptWorkflow',
  chatInWord: 'chatInWordWorkflow',
  reviewDocument: 'reviewDocumentWorkflow',
  webSearch: 'webSearchWorkflow',
  matrixCell: 'matrixCellWorkflow',
  matrixFanout: 'matrixFanoutWorkflow',
  matrixCancel: 'matrixCancelWorkflow',
  translateText: 'translateTextWorkflow',
  translateFile: 'translateFileWorkflow',
  sendEmail: 'sendEmailWorkflow',
  matrixRedline: 'matrixRedlineWorkflow',
  matrixAsk: 'matrixAskWorkflow',
} as const;

export const SIGNALS = {
  /** A document update was stored for index-document: wakes it, or starts it through signal-with-start. */
  documentUpdated: 'documentUpdated',
  /** `POST /api/translate/file`: the languages of an upload's translation; translate-file waits for it. */
  translateFileRequested: 'translateFileRequested',
} as const;

export const CLEANUP_PUSH_NOTIFICATIONS_SCHEDULE_ID = 'cleanup-push-notifications';

/**
 * Long activities (matrix cell, extraction, indexing) heartbeat; without a heartbeat for this long, Temporal
 * gives the attempt to another worker, so work on a dead worker resumes within seconds.
 */
export const LONG_ACTIVITY_HEARTBEAT_TIMEOUT = '10 seconds';

/**
 * How long an e-mail is retried while the SMTP server is down or refuses it; after that the mail is dropped (its
 * links would have expired: a verification link lives 24 hours).
 */
export const EMAIL_DELIVERY_DEADLINE = '24 hours';
