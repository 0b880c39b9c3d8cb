import styled from 'styled-components';
import { MATRIX_TEXTS, type ServerAttachmentStatus } from '@arcline/shared';
import { Spinner } from '../../ui/components/Spinner';
import { theme } from '../../../theme/theme';

export interface DocumentTypeBadgeProps {
  documentType: string;
  status: ServerAttachmentStatus;
}

/** The document's type (its extension) with its processing status: a spinner while it is read, red when it failed. */
export function DocumentTypeBadge({ documentType, status }: DocumentTypeBadgeProps) {
  const statusText = MATRIX_TEXTS.documentStatus[status];
  return (
    <StyledBadge $status={status} title={statusText} aria-label={`${documentType.toUpperCase() || '?'}, ${statusText}`} role="img">
      {status === 'QUEUED' || status === 'PROCESSING' ? <Spinner /> : null}
      <span>{documentType.toUpperCase() || '?'}</span>
    </StyledBadge>
  );
}

const StyledBadge = styled.span<{ $status: ServerAttachmentStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  flex-shrink: 0;
  padding: 2px ${theme.space(1.5)};
  border-radius: ${theme.radius};
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${({ $status }) => ($status === 'FAILED' ? theme.colors.danger : $status === 'COMPLETED' ? theme.colors.primary : theme.colors.muted)};
  background: ${({ $status }) => ($status === 'FAILED' ? theme.colors.dangerSoft : $status === 'COMPLETED' ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
`;
