import styled from 'styled-components';
import { CHAT_AGENTS, CHAT_TEXTS } from '@arcline/shared';
import { Spinner } from '../../ui/components/Spinner';
import type { ChatMessage } from '../types/ChatMessage';
import { AssistantMarkdown } from './AssistantMarkdown';
import { AnswerProvenance } from './AnswerProvenance';
import { DocumentActionItem } from './DocumentActionItem';
import { MessageError, MessageStatus } from './MessageNotices';
import { theme } from '../../../theme/theme';

export function MessageItem({ message }: { message: ChatMessage }) {
  if (message.agent === CHAT_AGENTS.user) {
    return (
      <StyledRow $align="end" data-agent="user">
        <StyledUserBubble aria-label={CHAT_TEXTS.userLabel}>{message.chatMessage}</StyledUserBubble>
      </StyledRow>
    );
  }
  if (message.type === 'waiting') {
    return (
      <StyledRow $align="start" data-agent={message.agent} data-type="waiting">
        <MessageStatus role="status">
          <Spinner />
          {message.message ?? CHAT_TEXTS.waiting}
          {message.progress !== undefined && ` ${Math.round(message.progress)}%`}
        </MessageStatus>
      </StyledRow>
    );
  }
  if (message.type === 'error') {
    return (
      <StyledRow $align="start" data-agent={message.agent} data-type="error">
        <MessageError role="alert">{message.chatMessage}</MessageError>
      </StyledRow>
    );
  }
  if (message.type === 'insert' || message.type === 'modify') {
    return (
      <StyledRow $align="start" data-agent={message.agent} data-type={message.type}>
        <DocumentActionItem message={message} />
      </StyledRow>
    );
  }
  return (
    <StyledRow $align="start" data-agent={message.agent} data-type={message.type}>
      <StyledAnswer aria-label={CHAT_TEXTS.assistantLabel}>
        <AssistantMarkdown text={message.chatMessage ?? ''} />
        <AnswerProvenance message={message} />
      </StyledAnswer>
    </StyledRow>
  );
}

const StyledRow = styled.div<{ $align: 'start' | 'end' }>`
  display: flex;
  justify-content: flex-${({ $align }) => $align};
  padding: ${theme.space(2)} 0;
`;

const StyledUserBubble = styled.div`
  max-width: 80%;
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.primarySoft};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledAnswer = styled.div`
  width: 100%;
`;

