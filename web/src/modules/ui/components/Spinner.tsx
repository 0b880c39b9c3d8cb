import styled, { keyframes } from 'styled-components';
import { theme } from '../../../theme/theme';

export function Spinner() {
  return <StyledSpinner aria-hidden="true" />;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledSpinner = styled.span`
  display: inline-block;
  flex-shrink: 0;
  width: 14px;
  height: 14px;
  border: 2px solid ${theme.colors.border};
  border-top-color: ${theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
