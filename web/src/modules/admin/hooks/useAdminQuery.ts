import { useQuery } from '@tanstack/react-query';
import { dataOrThrow } from '../../../api/apiError';
import type { ApiResult } from '../../../api/createApiClient';

/** A read of the admin console: thrown ApiErrors reach the section's error state. */
export function useAdminQuery<T>(queryKey: readonly unknown[], load: () => Promise<ApiResult<T>>) {
  return useQuery({ queryKey, queryFn: async () => dataOrThrow(await load()) });
}
