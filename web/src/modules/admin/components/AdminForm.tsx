import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../../theme/theme';

interface AdminFormProps {
  onSubmit(): Promise<void>;
  /** A grid's `grid-template-columns`; without it the fields sit in a row. */
  columns?: string;
  children: ReactNode;
}

/** The admin console's small add/create form: its fields and its submit button, bottom-aligned. */
export function AdminForm({ onSubmit, columns, children }: AdminFormProps) {
  return (
    <StyledForm
      $columns={columns}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </StyledForm>
  );
}

const StyledForm = styled.form<{ $columns?: string }>`
  display: ${({ $columns }) => ($columns ? 'grid' : 'flex')};
  grid-template-columns: ${({ $columns }) => $columns ?? 'none'};
  align-items: flex-end;
  gap: ${theme.space(3)};
`;
