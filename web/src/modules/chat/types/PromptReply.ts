/**
 * What sending a prompt gives: an answer now, a push topic whose notifications carry the answer later, or a
 * failure (the chat then shows CHAT_ERROR_MESSAGE).
 */
export type PromptReply =
  | { kind: 'answer'; text: string }
  | { kind: 'monitor'; pushNotificationTopicId: string }
  | { kind: 'failed' };
