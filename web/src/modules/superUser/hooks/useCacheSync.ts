import { useCallback, useContext, useReducer } from 'react';
import { DocumentHostContext } from '../../document/utils/DocumentHostContext';
import { cacheSyncReducer } from '../utils/cacheSyncReducer';

/**
 * The Super User Menu's cache sync (spec 01 §4): syncing, then synced or syncerror. In Word (and the playground) the
 * add-in's sync engine uploads the whole document; the web app has no document, so `available` is false there.
 */
export function useCacheSync() {
  const session = useContext(DocumentHostContext);
  const [state, dispatch] = useReducer(cacheSyncReducer, 'idle');
  const sync = useCallback(async () => {
    if (!session) return;
    dispatch('start');
    try {
      await session.uploadWholeDocument();
      dispatch('succeeded');
    } catch (error) {
      console.error('the super-user cache sync failed', error);
      dispatch('failed');
    }
  }, [session]);
  return { state, sync, available: session !== null };
}
