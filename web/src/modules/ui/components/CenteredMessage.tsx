import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../../theme/theme';

/** A short status on an otherwise empty page: 'Logging out...', 'Login Successful, redirecting to home...'. */
export function CenteredMessage({ children }: { children: ReactNode }) {
  return <StyledMessage role="status">{children}</StyledMessage>;
}

const StyledMessage = styled.p`
  margin: 0;
  padding: ${theme.space(20)} ${theme.space(6)};
  text-align: center;
  font-size: ${theme.fontSizes.large};
`;
