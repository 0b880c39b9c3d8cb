import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Dialog } from './Dialog';
import { Button } from './Button';
import { theme } from '../../../theme/theme';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, naming who or what is affected. */
  description?: string;
  /** Shown above the buttons (a stronger warning). */
  children?: ReactNode;
  labels: { close: string; cancel: string; confirm: string };
  busy?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** 'Are you sure?' before something that cannot be undone: Cancel, and a danger button that does it. */
export function ConfirmDialog({ open, title, description, children, labels, busy = false, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} description={description} closeLabel={labels.close} onClose={onCancel}>
      {children}
      <StyledButtons>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {labels.cancel}
        </Button>
        <StyledDanger type="button" disabled={busy} onClick={onConfirm}>
          {labels.confirm}
        </StyledDanger>
      </StyledButtons>
    </Dialog>
  );
}

const StyledButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space(2)};
`;

const StyledDanger = styled(Button)`
  background: ${theme.colors.danger};

  &:hover:not(:disabled) {
    background: ${theme.colors.danger};
  }
`;
