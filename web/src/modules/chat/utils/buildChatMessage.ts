import { CHAT_AGENTS, CHAT_PROGRESS_MESSAGES } from '@arcline/shared';
import type { ChatMessage } from '../types/ChatMessage';

const newId = () => crypto.randomUUID();

/** The chat items the web app creates itself. */
export const buildChatMessage = {
  prompt: (text: string): ChatMessage => ({ id: newId(), agent: CHAT_AGENTS.user, type: 'chat-message', chatMessage: text }),
  waiting: (): ChatMessage => ({ id: newId(), agent: CHAT_AGENTS.addin, type: 'waiting', message: CHAT_PROGRESS_MESSAGES.gatheringData }),
  answer: (text: string, provenance: Pick<ChatMessage, 'citations' | 'sources' | 'engine' | 'model'> = {}): ChatMessage => ({
    id: newId(),
    agent: CHAT_AGENTS.assistant,
    type: 'chat-response-only',
    chatMessage: text,
    ...provenance,
  }),
  error: (text: string): ChatMessage => ({ id: newId(), agent: CHAT_AGENTS.addin, type: 'error', chatMessage: text }),
};
