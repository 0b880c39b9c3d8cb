/**
 * Names shared by the API (which starts and signals workflows) and the worker (which runs them):
 * task queues, workflow id builders, search attributes, signals and queries live only here.
 */
import type { LocalContext, ProviderChatTurn, WordSelection } from '@arcline/shared';

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
} as const;

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

/*
 * Chat, chat in Word, research, review and document indexing (spec 01 §4, §7; README "Chat, research and review calls").
 * The topic-answered workflows are keyed by their push topic, so an operator goes from a topic to its workflow.
 */

/**
 * One indexing workflow per user and document: the document id is a client-made hash that colleagues opening the
 * same shared file have in common, so the user is part of the id. It applies that copy's updates one at a time.
 */
export const indexDocumentWorkflowId = (userId: string, documentId: string): string => `index-document/${userId}/${documentId}`;
export const runPromptWorkflowId = (topicId: string): string => `run-prompt/${topicId}`;
export const chatInWordWorkflowId = (topicId: string): string => `chat-in-word/${topicId}`;
export const runInsertPromptWorkflowId = (topicId: string): string => `run-insert-prompt/${topicId}`;
export const runModifyPromptWorkflowId = (topicId: string): string => `run-modify-prompt/${topicId}`;
export const reviewDocumentWorkflowId = (topicId: string): string => `review-document/${topicId}`;
export const webSearchWorkflowId = (requestId: string): string => `web-search/${requestId}`;

export const SIGNALS = {
  /** A document update was stored for index-document: wakes it, or starts it through signal-with-start. */
  documentUpdated: 'documentUpdated',
} as const;

/** ApplicationFailure types of AI activities that a retry cannot fix. */
export const AI_FAILURE_TYPES = {
  unavailable: 'AiUnavailable',
  invalidRequest: 'AiInvalidRequest',
  malformedOutput: 'AiMalformedOutput',
  unsupportedByEngine: 'UnsupportedByEngine',
} as const;

export interface IndexDocumentInput {
  userId: string;
  documentId: string;
}

export interface RunPromptInput {
  topicId: string;
  userId: string;
  userPrompt: string;
  attachmentIds: string[];
  chatHistory: ProviderChatTurn[];
  promptContext?: string;
}

/** What the Word call asks for: a chat turn about the selection, or a drafted insert or modification. */
export type WordRequest =
  | { kind: 'chat'; selection?: WordSelection; localContext?: LocalContext }
  | { kind: 'insert'; paragraphId: string; offset?: number }
  | { kind: 'modify'; paragraphIds: string[] };

export interface ChatInWordWorkflowInput {
  topicId: string;
  userId: string;
  documentId: string;
  userPrompt: string;
  attachmentIds: string[];
  chatHistory: ProviderChatTurn[];
  promptContext?: string;
  request: WordRequest;
}

export interface ReviewDocumentInput {
  topicId: string;
  userId: string;
  documentId: string;
  instructions?: string;
}

export interface WebSearchInput {
  userId: string;
  userPrompt: string;
}

/*
 * Matrix Review: one workflow per cell, `matrix-cell/{elementId}`, on TASK_QUEUES.matrix. Restarting a cell starts
 * it again under the same id, terminating a run still in flight; the run reads the cell's current generation first
 * and stores its answer only while that generation is current.
 */
export const matrixCellWorkflowId = (elementId: string): string => `matrix-cell/${elementId}`;

export interface MatrixCellWorkflowInput {
  elementId: string;
  /** How long the cell waits for its document's text (MATRIX_DOCUMENT_WAIT_MINUTES); injectable for tests. */
  documentWaitMinutes: number;
}

/**
 * Why a cell failed, as the workflow knows it; the activity that stores the failure writes the user's message, so the
 * workflow bundle stays free of the texts (and of everything else `@arcline/shared` would load per workflow run).
 */
export type MatrixCellFailure =
  | { reason: 'documentNotReady' }
  | { reason: 'extractionFailed' }
  /** A message already written for the user: the document's extraction error, or an AI failure no retry fixes. */
  | { reason: 'explained'; message: string };

export type MatrixCellWorkflowResult =
  | { outcome: 'completed' | 'failed' }
  /** The cell was deleted or restarted by a newer run: nothing was stored. */
  | { outcome: 'superseded' };

/**
 * Long activities (matrix cell, extraction, indexing) heartbeat; without a heartbeat for this long, Temporal
 * gives the attempt to another worker, so work on a dead worker resumes within seconds.
 */
export const LONG_ACTIVITY_HEARTBEAT_TIMEOUT = '10 seconds';
