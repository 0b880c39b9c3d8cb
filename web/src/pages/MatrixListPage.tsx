import { useState } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MATRIX_TEXTS, WEB_ROUTES, type MatrixSummary } from '@arcline/shared';
import { Button } from '../modules/ui/components/Button';
import { LoadingState } from '../modules/ui/components/LoadingState';
import { toastStore } from '../modules/toast/utils/toastStore';
import { matrixApi } from '../modules/matrix/api/matrixApiClient';
import { useMatrices } from '../modules/matrix/hooks/useMatrices';
import { MatrixListTable } from '../modules/matrix/components/MatrixListTable';
import { DeleteMatrixDialog } from '../modules/matrix/components/DeleteMatrixDialog';
import { Icon } from '../modules/ui/components/Icon';
import { describeErrors } from '../modules/matrix/utils/describeErrors';
import { matrixQueryKeys } from '../modules/matrix/utils/matrixQueryKeys';
import { theme } from '../theme/theme';

const { toasts } = MATRIX_TEXTS;

/** /matrix: the user's matrices; New Matrix creates "New Matrix #{count+1}" and opens it (spec 02 §2). */
export function MatrixListPage() {
  const matrices = useMatrices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<MatrixSummary | null>(null);

  const create = async () => {
    setCreating(true);
    const result = await matrixApi.createMatrix(MATRIX_TEXTS.defaultMatrixName(matrices.data?.length ?? 0));
    setCreating(false);
    if (!result.ok) {
      toastStore.toast({ title: toasts.errorCreatingMatrix, description: describeErrors(result.errors), variant: 'error' });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: matrixQueryKeys.list() });
    void navigate(`${WEB_ROUTES.matrix}/${result.data.id}`);
  };

  const remove = async (matrixId: string) => {
    setToDelete(null);
    const result = await matrixApi.deleteMatrix(matrixId);
    if (!result.ok) toastStore.toast({ title: toasts.errorDeletingMatrix, description: describeErrors(result.errors), variant: 'error' });
    void queryClient.invalidateQueries({ queryKey: matrixQueryKeys.list() });
  };

  return (
    <StyledPage>
      <StyledHeader>
        <StyledTitle>{MATRIX_TEXTS.listTitle}</StyledTitle>
        <Button type="button" disabled={creating || matrices.isPending} onClick={() => void create()}>
          <Icon name="plus" />
          {MATRIX_TEXTS.newMatrix}
        </Button>
      </StyledHeader>
      {matrices.isPending ? (
        <LoadingState />
      ) : matrices.data && matrices.data.length > 0 ? (
        <MatrixListTable matrices={matrices.data} onDelete={setToDelete} />
      ) : (
        <StyledEmpty>{MATRIX_TEXTS.emptyList}</StyledEmpty>
      )}
      <DeleteMatrixDialog matrix={toDelete} onCancel={() => setToDelete(null)} onConfirm={(id) => void remove(id)} />
    </StyledPage>
  );
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(5)};
  padding: ${theme.space(6)};
  overflow-y: auto;
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${theme.fontSizes.title};
`;

const StyledEmpty = styled.p`
  color: ${theme.colors.muted};
`;
