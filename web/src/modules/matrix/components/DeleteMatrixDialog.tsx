import { MATRIX_TEXTS } from '@arcline/shared';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog';

export interface DeleteMatrixDialogProps {
  /** The matrix to delete; null keeps the dialog closed. */
  matrix: { id: string; name: string } | null;
  onCancel(): void;
  onConfirm(matrixId: string): void;
}

/** 'Are you sure?' before a matrix is deleted for good (spec 02 §2). */
export function DeleteMatrixDialog({ matrix, onCancel, onConfirm }: DeleteMatrixDialogProps) {
  return (
    <ConfirmDialog
      open={matrix !== null}
      title={MATRIX_TEXTS.confirmTitle}
      description={matrix ? MATRIX_TEXTS.confirmDeleteMatrix(matrix.name) : undefined}
      labels={{ close: MATRIX_TEXTS.close, cancel: MATRIX_TEXTS.cancel, confirm: MATRIX_TEXTS.delete }}
      onCancel={onCancel}
      onConfirm={() => matrix && onConfirm(matrix.id)}
    />
  );
}
