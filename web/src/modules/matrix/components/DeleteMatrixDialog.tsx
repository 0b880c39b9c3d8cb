import styled from 'styled-components';
import { MATRIX_TEXTS } from '@arcline/shared';
import { Dialog } from '../../ui/components/Dialog';
import { Button } from '../../ui/components/Button';
import { theme } from '../../../theme/theme';

export interface DeleteMatrixDialogProps {
  /** The matrix to delete; null keeps the dialog closed. */
  matrix: { id: string; name: string } | null;
  onCancel(): void;
  onConfirm(matrixId: string): void;
}

/** 'Are you sure?' before a matrix is deleted for good (spec 02 §2). */
export function DeleteMatrixDialog({ matrix, onCancel, onConfirm }: DeleteMatrixDialogProps) {
  return (
    <Dialog
      open={matrix !== null}
      title={MATRIX_TEXTS.confirmTitle}
      description={matrix ? MATRIX_TEXTS.confirmDeleteMatrix(matrix.name) : undefined}
      closeLabel={MATRIX_TEXTS.close}
      onClose={onCancel}
    >
      <StyledButtons>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {MATRIX_TEXTS.cancel}
        </Button>
        <StyledDanger type="button" onClick={() => matrix && onConfirm(matrix.id)}>
          {MATRIX_TEXTS.delete}
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
