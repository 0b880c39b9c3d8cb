import styled from 'styled-components';
import type { FindingCommentStatus } from '../utils/reviewReducer';
import { theme } from '../../../theme/theme';

/** The review panel's shared styles (the generic review and the review against a playbook). */
export const StyledLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`;

export const StyledSummary = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;

export const StyledFindings = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  p {
    margin: ${theme.space(1)} 0 0;
  }
  blockquote {
    margin: ${theme.space(1)} 0 0;
    padding-left: ${theme.space(2)};
    border-left: 3px solid ${theme.colors.border};
    color: ${theme.colors.muted};
  }
`;

export const StyledCommentStatus = styled.p<{ $status: FindingCommentStatus }>`
  color: ${({ $status }) => ($status === 'inserted' ? theme.colors.success : $status === 'nothingToAnchor' ? theme.colors.muted : theme.colors.danger)};
`;
