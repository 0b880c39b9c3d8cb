import { STORAGE_KEYS } from '@arcline/shared';
import { createMemoryStorage } from './memoryStorage';

/**
 * True while the server renders a first screen (web/src/entry-server.tsx): there is no window. The server renders
 * only for a session it verified (api/src/firstScreen.ts), and never the Word task pane.
 */
export const isServerRender = typeof window === 'undefined';

// The server's stand-ins hold no user's data: the login flag the server checked, and nothing else.
const serverLocalStorage = isServerRender ? createMemoryStorage({ [STORAGE_KEYS.isLoggedIn]: 'true' }) : undefined;
const serverSessionStorage = isServerRender ? createMemoryStorage() : undefined;

/** The browser's local storage (the server's stand-in while it renders). */
export function browserLocalStorage(): Storage {
  return serverLocalStorage ?? window.localStorage;
}

/** The browser's session storage (the server's stand-in while it renders). */
export function browserSessionStorage(): Storage {
  return serverSessionStorage ?? window.sessionStorage;
}
