import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { configurationQueryKey } from '../utils/configurationQueryKey';
import { shouldRefreshAfterAway } from '../utils/shouldRefreshAfterAway';

/**
 * Refreshes the configuration when the tab becomes visible, and on window focus after more than 3 minutes
 * away (spec 01 §4). The first load is the query's own fetch.
 */
export function useConfigurationRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let awaySince: number | null = null;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: configurationQueryKey });
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const onBlur = () => {
      awaySince = Date.now();
    };
    const onFocus = () => {
      if (shouldRefreshAfterAway(awaySince, Date.now())) refresh();
      awaySince = null;
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, [queryClient]);
}
