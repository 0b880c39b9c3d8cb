import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dataOrThrow } from '../../../api/apiError';
import { matrixApi } from '../api/matrixApiClient';
import { matrixQueryKeys } from '../utils/matrixQueryKeys';
import { logMatrixFailure } from '../utils/logMatrixFailure';

export function useMatrices() {
  const query = useQuery({ queryKey: matrixQueryKeys.list(), queryFn: async () => dataOrThrow(await matrixApi.listMatrices()) });
  useEffect(() => {
    if (query.error) logMatrixFailure('fetching the matrices', query.error);
  }, [query.error]);
  return query;
}
