import styled from 'styled-components';
import { ADMIN_TEXTS } from '@arcline/shared';
import { Dialog } from '../../ui/components/Dialog';
import { Button } from '../../ui/components/Button';
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
    <Dialog
      open={confirmation !== null}
      title={confirmation?.title ?? ''}
      description={confirmation?.description}
      closeLabel={ADMIN_TEXTS.close}
      onClose={onCancel}
    >
      {confirmation?.warning && (
        <StyledWarning role="alert" data-testid="admin-confirm-warning">
          {confirmation.warning}
        </StyledWarning>
      )}
      <StyledButtons>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {ADMIN_TEXTS.cancel}
        </Button>
        <StyledDanger
          type="button"
          disabled={busy}
          onClick={() => {
            confirmation?.confirm();
            onCancel();
          }}
        >
          {confirmation?.confirmLabel}
        </StyledDanger>
      </StyledButtons>
    </Dialog>
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
