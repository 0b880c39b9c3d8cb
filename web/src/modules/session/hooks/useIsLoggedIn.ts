import { useSyncExternalStore } from 'react';
import { sessionStore } from '../../../api/sessionStore';

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.isLoggedIn, sessionStore.isLoggedIn);
}
