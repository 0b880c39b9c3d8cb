import styled from 'styled-components';
import { CHAT_TEXTS, DOCUMENT_ACTION_TEXTS, PROMPT_MAX_ROWS, PROMPT_MIN_ROWS, RESEARCH_PROMPT_ROWS, TEXTS } from '@arcline/shared';
import { useContext } from 'react';
import { AttachButton } from '../../attachments/components/AttachButton';
import { ChatContextToggle } from './ChatContextToggle';
import { AttachmentGrid } from '../../attachments/components/AttachmentGrid';
import { DocumentReviewPanel } from '../../review/components/DocumentReviewPanel';
import { ConversationsContext } from '../utils/ConversationsContext';
import { useConversation } from '../hooks/useConversation';
import { useSlashCommands } from '../hooks/useSlashCommands';
import { Spinner } from '../../ui/components/Spinner';
import type { ConversationTab } from '../utils/ConversationsContext';
import { EmptyState } from './EmptyState';
import { MessageList } from './MessageList';
import { PromptBox } from './PromptBox';
import { ResearchWarning } from './ResearchWarning';
import { StyledComposer } from './StyledComposer';
import { theme } from '../../../theme/theme';

export interface ConversationScreenProps {
  tab: ConversationTab;
  onOpenSuperUserMenu(): void;
}

/** The chat and research tabs: messages (or the empty state), then the prompt box. */
export function ConversationScreen({ tab, onOpenSuperUserMenu }: ConversationScreenProps) {
  const conversation = useConversation(tab);
  const attachments = useContext(ConversationsContext)?.attachments;
  const runSlashCommand = useSlashCommands();
  const rows = tab === 'research' ? { minRows: RESEARCH_PROMPT_ROWS, maxRows: RESEARCH_PROMPT_ROWS } : { minRows: PROMPT_MIN_ROWS, maxRows: PROMPT_MAX_ROWS };

  const onSubmit = (prompt: string) => {
    if (runSlashCommand(prompt, { clear: conversation.clear, openSuperUserMenu: onOpenSuperUserMenu })) return true;
    if (conversation.waiting) return false;
    void conversation.send(prompt);
    return true;
  };

  return (
    <StyledScreen>
      {conversation.messages.length > 0 ? (
        <MessageList messages={conversation.messages} />
      ) : (
        <EmptyState heading={TEXTS.emptyChat} onStarterPrompt={conversation.inWord ? (prompt) => void conversation.send(prompt) : undefined} />
      )}
      {conversation.applying && (
        <StyledBanner role="status" data-testid="applying-changes">
          <Spinner />
          {DOCUMENT_ACTION_TEXTS.applyingChanges}
        </StyledBanner>
      )}
      <StyledComposer>
        {tab === 'research' && <ResearchWarning />}
        {tab === 'chat' && <DocumentReviewPanel />}
        {tab === 'chat' && <ChatContextToggle />}
        {tab === 'chat' && attachments && <AttachmentGrid attachments={attachments.attachments} onRemove={attachments.remove} />}
        <PromptBox
          placeholder={CHAT_TEXTS.placeholders[tab]}
          {...rows}
          onSubmit={onSubmit}
          leading={tab === 'chat' && attachments ? <AttachButton onFiles={(files) => void attachments.addFiles(files)} /> : undefined}
        />
      </StyledComposer>
    </StyledScreen>
  );
}

const StyledBanner = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)} ${theme.space(4)};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.small};
`;

const StyledScreen = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;
