import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ADMIN_TEXTS } from '@arcline/shared';
import { LoadingState } from '../../ui/components/LoadingState';
import { theme } from '../../../theme/theme';

export interface AdminSectionProps {
  title: string;
  /** The section's read: pending shows the spinner, an error its message. */
  status: 'pending' | 'error' | 'success';
  children: ReactNode;
}

/** A titled block of the console with the loading and error states of its read. */
export function AdminSection({ title, status, children }: AdminSectionProps) {
  return (
    <StyledSection aria-label={title}>
      <h2>{title}</h2>
      {status === 'pending' ? <LoadingState /> : status === 'error' ? <StyledError role="alert">{ADMIN_TEXTS.loadFailed}</StyledError> : children}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.large};
  }
`;

const StyledError = styled.p`
  color: ${theme.colors.danger};
`;
