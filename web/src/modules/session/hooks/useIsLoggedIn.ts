import { useSyncExternalStore } from 'react';
import { sessionStore } from '../utils/sessionStore';

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.isLoggedIn, sessionStore.isLoggedIn);
}
