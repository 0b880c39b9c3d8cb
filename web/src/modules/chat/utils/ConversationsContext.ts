import { createContext, type Dispatch } from 'react';
import type { ChatAction } from '../state/chatReducer';
import type { ChatMessage } from '../types/ChatMessage';

/** The tabs of /arcline that hold a conversation. */
export type ConversationTab = 'chat' | 'research';

export interface Conversations {
  messages: Record<ConversationTab, ChatMessage[]>;
  dispatch: Record<ConversationTab, Dispatch<ChatAction>>;
}

export const ConversationsContext = createContext<Conversations | null>(null);
