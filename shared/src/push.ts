/** Push notifications (spec 01 §3, §4): rows keyed by topic, polled by the client. */

export const PUSH_MESSAGE_TYPES = {
  endOfTopic: 'end-of-topic',
  chatInWordResponse: 'chat-in-word-endpoint-response',
  runPromptResponse: 'run-prompt-response',
  errorResponse: 'error-response',
  successResponse: 'success-response',
  progressUpdate: 'progress-update',
  translationStateUpdate: 'translation-state-update',
} as const;

export type PushMessageType = (typeof PUSH_MESSAGE_TYPES)[keyof typeof PUSH_MESSAGE_TYPES];

export interface PushPayload {
  type: PushMessageType;
  [key: string]: unknown;
}

export interface PushNotification {
  id: string;
  topicId: string;
  payload: PushPayload;
  createdAt: string;
}

/** The chat error text a client shows when a topic's workflow failed (spec 01 §8). */
export const CHAT_ERROR_MESSAGE = 'Sorry, something went wrong when communicating with our services.';

/** How long notifications are kept before the cleanup schedule removes them. */
export const PUSH_NOTIFICATION_RETENTION_HOURS = 24;

/** Bounds of `GET /api/push-notifications`: topics per poll, and the look-back window. */
export const PUSH_QUERY_LIMITS = { maxTopics: 100, maxWindowSeconds: 3600 } as const;

/** The 400 messages of a malformed push poll. */
export const PUSH_QUERY_MESSAGES = {
  topicIds: 'topicIds must be a JSON list of topic ids.',
  lastNSeconds: 'lastNSeconds must be a number of seconds.',
  window: `lastNSeconds must be at most ${PUSH_QUERY_LIMITS.maxWindowSeconds}.`,
  after: 'after must be the cursor of an earlier answer.',
} as const;
