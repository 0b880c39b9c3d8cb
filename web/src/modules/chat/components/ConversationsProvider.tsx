import { useMemo, useReducer, type ReactNode } from 'react';
import { apiClient } from '../../../api/apiClient';
import { useAttachments } from '../../attachments/hooks/useAttachments';
import { chatReducer } from '../state/chatReducer';
import { ConversationsContext } from '../utils/ConversationsContext';

/** Keeps the chat and research conversations while the user moves between tabs and Matrix Review. */
export function ConversationsProvider({ children }: { children: ReactNode }) {
  const [chat, dispatchChat] = useReducer(chatReducer, []);
  const [research, dispatchResearch] = useReducer(chatReducer, []);
  const attachments = useAttachments(apiClient);
  const value = useMemo(
    () => ({ messages: { chat, research }, dispatch: { chat: dispatchChat, research: dispatchResearch }, attachments }),
    [chat, research, attachments],
  );
  return <ConversationsContext.Provider value={value}>{children}</ConversationsContext.Provider>;
}
