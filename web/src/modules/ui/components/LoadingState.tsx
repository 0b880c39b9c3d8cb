import styled from 'styled-components';
import { SHELL_TEXTS } from '@arcline/shared';
import { Spinner } from './Spinner';
import { theme } from '../../../theme/theme';

export function LoadingState() {
  return (
    <StyledLoading role="status">
      <Spinner />
      {SHELL_TEXTS.loading}
    </StyledLoading>
  );
}

const StyledLoading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(10)};
  color: ${theme.colors.muted};
`;
