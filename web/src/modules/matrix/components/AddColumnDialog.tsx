import { useState } from 'react';
import { MATRIX_TEXTS, type MatrixQueryTemplate } from '@arcline/shared';
import { toastStore } from '../../toast/utils/toastStore';
import { matrixApi } from '../api/matrixApiClient';
import type { ColumnInput } from '../api/matrixApi';
import { describeErrors } from '../utils/describeErrors';
import { ColumnDialogFrame } from './ColumnDialogFrame';
import { ColumnForm } from './ColumnForm';

export interface AddColumnDialogProps {
  open: boolean;
  matrixId: string;
  templates: MatrixQueryTemplate[];
  onClose(): void;
  /** Called after every submit, success or failure, so the matrix reloads. */
  onSubmitted(): void;
}

/** After a submit, whatever its outcome, the dialog closes, its fields reset and the parent reloads (spec 02 §4). */
export function AddColumnDialog({ open, matrixId, templates, onClose, onSubmitted }: AddColumnDialogProps) {
  const [busy, setBusy] = useState(false);
  const submit = async (input: ColumnInput) => {
    setBusy(true);
    const result = await matrixApi.createColumn(matrixId, input);
    setBusy(false);
    if (!result.ok) {
      toastStore.toast({ title: MATRIX_TEXTS.toasts.errorCreatingColumn, description: describeErrors(result.errors), variant: 'error' });
    }
    onClose();
    onSubmitted();
  };
  return (
    <ColumnDialogFrame open={open} title={MATRIX_TEXTS.addColumn} onClose={onClose}>
      <ColumnForm templates={templates} submitLabel={MATRIX_TEXTS.apply} busy={busy} onSubmit={(input) => void submit(input)} />
    </ColumnDialogFrame>
  );
}
