import { createContext, type Dispatch } from 'react';
import type { ChatAction } from '../state/chatReducer';
import type { ChatMessage } from '../types/ChatMessage';
import type { useAttachments } from '../../attachments/hooks/useAttachments';

/** The tabs of /arcline that hold a conversation. */
export type ConversationTab = 'chat' | 'research';

export interface Conversations {
  messages: Record<ConversationTab, ChatMessage[]>;
  dispatch: Record<ConversationTab, Dispatch<ChatAction>>;
  /** Files attached to the chat; their completed ids go with every prompt. */
  attachments: ReturnType<typeof useAttachments>;
}

export const ConversationsContext = createContext<Conversations | null>(null);
