import { useQuery } from '@tanstack/react-query';
import { dataOrThrow } from '../../../api/apiError';
import { matrixApi } from '../api/matrixApiClient';
import { matrixQueryKeys } from '../utils/matrixQueryKeys';

/** The template library; it changes only with a deployment. */
export function useMatrixQueries() {
  return useQuery({ queryKey: matrixQueryKeys.templates(), queryFn: async () => dataOrThrow(await matrixApi.listQueries()), staleTime: Infinity });
}
