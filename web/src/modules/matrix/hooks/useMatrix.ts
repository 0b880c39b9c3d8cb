import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MATRIX_POLL_INTERVAL_MS } from '@arcline/shared';
import { dataOrThrow } from '../../../api/apiError';
import { matrixApi } from '../api/matrixApiClient';
import { matrixQueryKeys } from '../utils/matrixQueryKeys';
import { logMatrixFailure } from '../utils/logMatrixFailure';

/** The matrix detail: fetched on load, and every 2 s while any cell is processing (spec 02 §4). */
export function useMatrix(matrixId: string) {
  const query = useQuery({
    queryKey: matrixQueryKeys.detail(matrixId),
    queryFn: async () => dataOrThrow(await matrixApi.getMatrix(matrixId)),
    refetchInterval: (current) => ((current.state.data?.aggregatedResultStatus.processing ?? 0) > 0 ? MATRIX_POLL_INTERVAL_MS : false),
  });
  useEffect(() => {
    if (query.error) logMatrixFailure('fetching the matrix', query.error);
  }, [query.error]);
  return query;
}
