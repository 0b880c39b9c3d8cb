import { useQuery } from '@tanstack/react-query';
import { matrixApi } from '../api/matrixApiClient';
import { matrixQueryKeys } from '../utils/matrixQueryKeys';

export function useMatrices() {
  return useQuery({ queryKey: matrixQueryKeys.list(), queryFn: () => matrixApi.listMatrices() });
}
