/** The push payloads the chat, review and indexing workflows publish on a topic (spec 01 §3, §4). */
import type { AiEngine, ChatCitation, ReviewFindingPayload, WordActionPayload } from './chat';
import type { PUSH_MESSAGE_TYPES, PushMessageType, PushPayload } from './push';

/**
 * `status` steps done of `total`; the client shows `message` and, when total > 0, the percentage.
 * Push payloads are type aliases (not interfaces) so they fit PushPayload's index signature.
 */
export type ProgressUpdatePayload = {
  type: typeof PUSH_MESSAGE_TYPES.progressUpdate;
  status: number;
  total: number;
  message: string;
};

export type RunPromptResponsePayload = {
  type: typeof PUSH_MESSAGE_TYPES.runPromptResponse;
  action: { chatMessage: string; citations: ChatCitation[]; engine: AiEngine; model?: string };
};

export type ChatInWordResponsePayload = {
  type: typeof PUSH_MESSAGE_TYPES.chatInWordResponse;
  action: WordActionPayload;
  inferredContext: string;
  citations: ChatCitation[];
  engine: AiEngine;
  model?: string;
};

export type ReviewResponsePayload = {
  type: typeof PUSH_MESSAGE_TYPES.successResponse;
  review: { summary: string; findings: ReviewFindingPayload[]; engine: AiEngine; model?: string };
};

/** Indexing of a cached document finished: how many parts the index now holds. */
export type DocumentIndexedPayload = {
  type: typeof PUSH_MESSAGE_TYPES.successResponse;
  documentId: string;
  partCount: number;
};

export type ErrorResponsePayload = {
  type: typeof PUSH_MESSAGE_TYPES.errorResponse;
  chatMessage: string;
};

export type EndOfTopicPayload = {
  type: typeof PUSH_MESSAGE_TYPES.endOfTopic;
};

export type ChatPushPayload =
  | ProgressUpdatePayload
  | RunPromptResponsePayload
  | ChatInWordResponsePayload
  | ReviewResponsePayload
  | DocumentIndexedPayload
  | ErrorResponsePayload
  | EndOfTopicPayload;

/** The payload a message type carries: a chat payload when one has that type, else the generic PushPayload. */
export type PushPayloadOf<T extends PushMessageType> = [Extract<ChatPushPayload, { type: T }>] extends [never]
  ? PushPayload
  : Extract<ChatPushPayload, { type: T }>;
