import styled from 'styled-components';
import { MATRIX_STATUS_LINE_REFRESH_MS, matrixStatusLine, type AggregatedResultStatus } from '@arcline/shared';
import { useNow } from '../hooks/useNow';
import { theme } from '../../../theme/theme';

/** 'Last change: {time} ago. Remaining: {n}. Failed: {n}', refreshed every 10 s (spec 02 §9). */
export function MatrixStatusLine({ status }: { status: AggregatedResultStatus }) {
  const now = useNow(MATRIX_STATUS_LINE_REFRESH_MS);
  return <StyledLine data-testid="matrix-status-line">{matrixStatusLine(status, now)}</StyledLine>;
}

const StyledLine = styled.p`
  min-height: 1.4em;
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
`;
