import styled from 'styled-components';
import { MATRIX_TEXTS, matrixProgress, type AggregatedResultStatus } from '@arcline/shared';
import { theme } from '../../../theme/theme';

/** The share of cells done while some are processing; hidden when none are. */
export function MatrixProgressBar({ status }: { status: AggregatedResultStatus }) {
  if (status.processing === 0) return null;
  const percent = Math.round(matrixProgress(status) * 100);
  return (
    <StyledTrack role="progressbar" aria-label={MATRIX_TEXTS.progressLabel} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <StyledBar style={{ width: `${percent}%` }} />
    </StyledTrack>
  );
}

const StyledTrack = styled.div`
  height: 4px;
  overflow: hidden;
  border-radius: 2px;
  background: ${theme.colors.surfaceMuted};
`;

const StyledBar = styled.div`
  height: 100%;
  background: ${theme.colors.primary};
  transition: width ${theme.transition};
`;
