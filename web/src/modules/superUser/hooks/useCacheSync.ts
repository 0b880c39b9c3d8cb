import { useCallback, useReducer } from 'react';
import { cacheSyncReducer } from '../utils/cacheSyncReducer';
import { syncDocumentCache } from '../utils/syncDocumentCache';

export function useCacheSync() {
  const [state, dispatch] = useReducer(cacheSyncReducer, 'idle');
  const sync = useCallback(async () => {
    dispatch('start');
    const succeeded = await syncDocumentCache().catch(() => false);
    dispatch(succeeded ? 'succeeded' : 'failed');
  }, []);
  return { state, sync };
}
