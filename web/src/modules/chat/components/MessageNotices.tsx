import styled from 'styled-components';
import { theme } from '../../../theme/theme';

/** The muted 'working on it' line of an assistant message (spinner and text), in the chat and in Translate. */
export const MessageStatus = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.muted};
`;

/** An assistant message that failed: its error on a red ground. */
export const MessageError = styled.div`
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};
`;
