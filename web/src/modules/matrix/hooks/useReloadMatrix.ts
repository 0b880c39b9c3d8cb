import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { matrixQueryKeys } from '../utils/matrixQueryKeys';

/** Reloads the matrix after any change (spec 02 §4): documents, columns, cells, name. */
export function useReloadMatrix(matrixId: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: matrixQueryKeys.detail(matrixId) }), [queryClient, matrixId]);
}
