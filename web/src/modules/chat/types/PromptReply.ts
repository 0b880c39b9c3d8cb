/**
 * What sending a prompt gives: an answer now, a push topic whose notifications carry the answer later, or a
 * failure (the chat then shows CHAT_ERROR_MESSAGE).
 */
import type { AiEngine, ResearchSourcePayload } from '@arcline/shared';

export type PromptReply =
  | { kind: 'answer'; text: string; sources?: ResearchSourcePayload[]; engine?: AiEngine; model?: string }
  | { kind: 'monitor'; pushNotificationTopicId: string }
  /** `message` replaces the chat's error text where the failure has its own (a Word data error, a document not synced). */
  | { kind: 'failed'; message?: string };
