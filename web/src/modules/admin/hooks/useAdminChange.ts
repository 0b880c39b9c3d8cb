import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toastStore } from '../../toast/utils/toastStore';
import type { ApiResult } from '../../../api/createApiClient';
import { describeErrors } from '../../matrix/utils/describeErrors';
import { matrixQueryKeys } from '../../matrix/utils/matrixQueryKeys';
import { adminQueryKeys } from '../utils/adminQueryKeys';

/**
 * Runs an admin change: a failure is a toast with the server's messages; either way every admin section reloads
 * (the audit log shows the change at once). Answers the data of a success, else null.
 */
export function useAdminChange() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async <T>(change: () => Promise<ApiResult<T>>, failureTitle: string): Promise<T | null> => {
    setBusy(true);
    const result = await change();
    setBusy(false);
    void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: matrixQueryKeys.templates() });
    if (result.ok) return result.data;
    toastStore.toast({ title: failureTitle, description: describeErrors(result.errors), variant: 'error' });
    return null;
  };
  return { busy, run };
}
