import { useMemo, useReducer, type ReactNode } from 'react';
import { chatReducer } from '../state/chatReducer';
import { ConversationsContext } from '../utils/ConversationsContext';

/** Keeps the chat and research conversations while the user moves between tabs and Matrix Review. */
export function ConversationsProvider({ children }: { children: ReactNode }) {
  const [chat, dispatchChat] = useReducer(chatReducer, []);
  const [research, dispatchResearch] = useReducer(chatReducer, []);
  const value = useMemo(
    () => ({ messages: { chat, research }, dispatch: { chat: dispatchChat, research: dispatchResearch } }),
    [chat, research],
  );
  return <ConversationsContext.Provider value={value}>{children}</ConversationsContext.Provider>;
}
