import styled from 'styled-components';
import { theme } from '../../../theme/theme';

export interface FormMessagesProps {
  messages: readonly string[];
  tone: 'success' | 'error';
}

/** The outcome of a form: the spec's message first, then any server errors, one per line. */
export function FormMessages({ messages, tone }: FormMessagesProps) {
  if (messages.length === 0) return null;
  return (
    <StyledMessages role={tone === 'error' ? 'alert' : 'status'} $tone={tone} data-testid={`form-${tone}`}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </StyledMessages>
  );
}

const StyledMessages = styled.div<{ $tone: 'success' | 'error' }>`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${({ $tone }) => ($tone === 'error' ? theme.colors.dangerSoft : theme.colors.successSoft)};
  color: ${({ $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  font-size: ${theme.fontSizes.small};

  p {
    margin: 0;
  }
  p + p {
    margin-top: ${theme.space(1)};
  }
`;
