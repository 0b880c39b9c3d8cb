import { CHAT_AGENTS } from '@arcline/shared';
import type { ChatMessage } from '../types/ChatMessage';

export type ChatHistoryItem = Omit<ChatMessage, 'id' | 'applying' | 'editNotes' | 'integrityWarnings'>;

/**
 * History sent with a prompt: no add-in items (waiting, errors), no trailing user message, no ids (spec 01 §3), and
 * none of what only this pane shows about an applied edit.
 */
export function toChatHistory(messages: readonly ChatMessage[]): ChatHistoryItem[] {
  const items = messages.filter((message) => message.agent !== CHAT_AGENTS.addin);
  if (items.at(-1)?.agent === CHAT_AGENTS.user) items.pop();
  return items.map(({ id: _id, applying: _applying, editNotes: _notes, integrityWarnings: _warnings, ...item }) => item);
}
