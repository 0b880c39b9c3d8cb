import styled from 'styled-components';
import { ADMIN_TEXTS } from '@arcline/shared';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog';
import { theme } from '../../../theme/theme';

/** A change that needs the admin's confirmation: what it does, said before it is done. */
export interface AdminConfirmation {
  title: string;
  /** What will happen, naming who or what is affected. */
  description: string;
  /** A stronger warning (removing one's own domain). */
  warning?: string;
  confirmLabel: string;
  confirm(): void;
}

interface AdminConfirmDialogProps {
  /** Null keeps the dialog closed. */
  confirmation: AdminConfirmation | null;
  busy: boolean;
  onCancel(): void;
}

/** 'Are you sure?' before an admin change that signs people out or deletes something. */
export function AdminConfirmDialog({ confirmation, busy, onCancel }: AdminConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={confirmation !== null}
      title={confirmation?.title ?? ''}
      description={confirmation?.description}
      labels={{ close: ADMIN_TEXTS.close, cancel: ADMIN_TEXTS.cancel, confirm: confirmation?.confirmLabel ?? '' }}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        confirmation?.confirm();
        onCancel();
      }}
    >
      {confirmation?.warning && (
        <StyledWarning role="alert" data-testid="admin-confirm-warning">
          {confirmation.warning}
        </StyledWarning>
      )}
    </ConfirmDialog>
  );
}

const StyledWarning = styled.p`
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
  font-weight: 600;
`;
