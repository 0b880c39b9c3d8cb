import { useContext, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { CHAT_CONTEXT_TEXTS } from '@arcline/shared';
import { DocumentHostContext } from '../../document/utils/DocumentHostContext';
import { chatContextStore } from '../state/chatContextStore';
import type { ChatContextScope } from '../state/createChatContextStore';
import { theme } from '../../../theme/theme';

const SCOPES: ChatContextScope[] = ['selection', 'document'];

/** In Word: whether the chat is about the selection or the whole document; a change is the user action change-context. */
export function ChatContextToggle() {
  const session = useContext(DocumentHostContext);
  const scope = useSyncExternalStore(chatContextStore.subscribe, chatContextStore.get, chatContextStore.get);
  if (!session) return null;
  const change = async (next: ChatContextScope) => {
    const documentId = session.documentId();
    const changeTrackingMode = await session.host.readSelection().then(
      (selection) => selection.changeTrackingMode,
      () => undefined,
    );
    chatContextStore.change(next, documentId ? { documentId, changeTrackingMode } : undefined);
  };
  return (
    <StyledToggle role="radiogroup" aria-label={CHAT_CONTEXT_TEXTS.label} data-testid="chat-context">
      <span>{CHAT_CONTEXT_TEXTS.label}</span>
      {SCOPES.map((option) => (
        <label key={option}>
          <input type="radio" name="chat-context" value={option} checked={scope === option} onChange={() => void change(option)} />
          {CHAT_CONTEXT_TEXTS.scopes[option]}
        </label>
      ))}
    </StyledToggle>
  );
}

const StyledToggle = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  font-size: ${theme.fontSizes.small};
  color: ${theme.colors.muted};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1)};
    color: ${theme.colors.text};
  }
`;
