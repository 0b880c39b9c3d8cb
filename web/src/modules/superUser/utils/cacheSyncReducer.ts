import type { CacheSyncState } from '@arcline/shared';

export type CacheSyncEvent = 'start' | 'succeeded' | 'failed';

/** Super-user cache sync (spec 02 §2): syncing, then synced or syncerror; a result only ends a running sync. */
export function cacheSyncReducer(state: CacheSyncState, event: CacheSyncEvent): CacheSyncState {
  switch (event) {
    case 'start':
      return 'syncing';
    case 'succeeded':
      return state === 'syncing' ? 'synced' : state;
    case 'failed':
      return state === 'syncing' ? 'syncerror' : state;
  }
}
