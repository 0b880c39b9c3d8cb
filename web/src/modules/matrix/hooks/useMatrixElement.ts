import { useQuery } from '@tanstack/react-query';
import type { MatrixElementStatus } from '@arcline/shared';
import { dataOrThrow } from '../../../api/apiError';
import { matrixApi } from '../api/matrixApiClient';
import { matrixQueryKeys } from '../utils/matrixQueryKeys';

/** One cell in full; fetched again when the table sees the cell's status change (a recalculation finished). */
export function useMatrixElement(elementId: string, status: MatrixElementStatus | undefined) {
  return useQuery({
    queryKey: matrixQueryKeys.element(elementId, status ?? ''),
    queryFn: async () => dataOrThrow(await matrixApi.getElement(elementId)),
  });
}
