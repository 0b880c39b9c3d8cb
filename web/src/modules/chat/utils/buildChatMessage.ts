import { CHAT_AGENTS, CHAT_PROGRESS_MESSAGES, type WordActionPayload } from '@arcline/shared';
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
  /**
   * An insert or modify answer (spec 01 §3): it starts failed and turns successful once applied (§4); the action
   * itself is kept as its documentAction, whose insert offset the edit engine needs.
   */
  wordAction: (action: Exclude<WordActionPayload, { type: 'question' }>, provenance: Pick<ChatMessage, 'citations' | 'engine' | 'model'> = {}): ChatMessage => {
    const common = { id: newId(), agent: CHAT_AGENTS.assistant, chatMessage: action.responseText, applicationStatus: 'failed' as const, documentAction: action, ...provenance };
    if (action.type === 'insert') {
      return { ...common, type: 'insert', textToInsert: action.textToInsert, paragraphId: action.insertPositionParagraphId, textBefore: action.paragraphText };
    }
    return {
      ...common,
      type: 'modify',
      modifiedParagraphs: action.modifiedSelection.map((entry) => ({ paragraphId: entry.paragraphId, applicationStatus: 'failed', textBefore: entry.textBefore, textAfter: entry.text })),
    };
  },
};
