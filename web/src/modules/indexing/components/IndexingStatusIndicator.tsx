import styled from 'styled-components';
import { SHELL_TEXTS, type IndexingStatus } from '@arcline/shared';
import { Spinner } from '../../ui/components/Spinner';
import { theme } from '../../../theme/theme';

export interface IndexingStatusIndicatorProps {
  status: IndexingStatus;
}

export function IndexingStatusIndicator({ status }: IndexingStatusIndicatorProps) {
  const tone = status === 'error-retrying' || status === 'error-stopped' ? 'error' : 'normal';
  return (
    <StyledIndicator role="status" data-status={status} $tone={tone}>
      {status === 'busy' ? <Spinner /> : <StyledDot $tone={tone} />}
      {SHELL_TEXTS.indexingStatus[status]}
    </StyledIndicator>
  );
}

const StyledIndicator = styled.span<{ $tone: 'error' | 'normal' }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-size: ${theme.fontSizes.small};
  color: ${({ $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.muted)};
  white-space: nowrap;
`;

const StyledDot = styled.span<{ $tone: 'error' | 'normal' }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
`;
