import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { MATRIX_TEXTS, type MatrixQueryTemplate } from '@arcline/shared';
import { dataOrThrow } from '../../../api/apiError';
import { matrixApi } from '../api/matrixApiClient';
import type { ColumnInput } from '../api/matrixApi';
import { matrixQueryKeys } from '../utils/matrixQueryKeys';
import { logMatrixFailure } from '../utils/logMatrixFailure';
import { ColumnDialogFrame } from './ColumnDialogFrame';
import { ColumnForm } from './ColumnForm';
import { Skeleton } from './Skeleton';
import { theme } from '../../../theme/theme';

export interface EditColumnDialogProps {
  /** The column to edit; null keeps the dialog closed. */
  columnId: string | null;
  templates: MatrixQueryTemplate[];
  onClose(): void;
  onChanged(): void;
}

/** Save closes, resets and reloads; Delete closes and reloads when it succeeded (spec 02 §4). */
export function EditColumnDialog({ columnId, templates, onClose, onChanged }: EditColumnDialogProps) {
  return (
    <ColumnDialogFrame open={columnId !== null} title={MATRIX_TEXTS.editColumn} onClose={onClose}>
      {columnId && <EditColumnForm columnId={columnId} templates={templates} onClose={onClose} onChanged={onChanged} />}
    </ColumnDialogFrame>
  );
}

function EditColumnForm({ columnId, templates, onClose, onChanged }: EditColumnDialogProps & { columnId: string }) {
  const [busy, setBusy] = useState(false);
  const column = useQuery({
    queryKey: matrixQueryKeys.column(columnId),
    queryFn: async () => dataOrThrow(await matrixApi.getColumn(columnId)),
    gcTime: 0,
  });

  const save = async (input: ColumnInput) => {
    setBusy(true);
    const result = await matrixApi.updateColumn(columnId, input);
    setBusy(false);
    if (!result.ok) logMatrixFailure('saving the column', result.errors);
    onClose();
    onChanged();
  };
  const remove = async () => {
    setBusy(true);
    const result = await matrixApi.deleteColumn(columnId);
    setBusy(false);
    if (!result.ok) {
      logMatrixFailure('deleting the column', result.errors);
      return;
    }
    onClose();
    onChanged();
  };

  if (column.isError) return <StyledError>{MATRIX_TEXTS.errorLoadingData}</StyledError>;
  if (!column.data) {
    return (
      <StyledLoading>
        <Skeleton height="38px" />
        <Skeleton height="38px" />
      </StyledLoading>
    );
  }
  return (
    <ColumnForm
      templates={templates}
      initial={column.data}
      submitLabel={MATRIX_TEXTS.save}
      busy={busy}
      onSubmit={(input) => void save(input)}
      onDelete={() => void remove()}
    />
  );
}

const StyledLoading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(4)};
`;

const StyledError = styled.p`
  color: ${theme.colors.danger};
`;
