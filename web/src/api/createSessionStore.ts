import { STORAGE_KEYS } from '@arcline/shared';

type Listener = () => void;

export interface SessionStore {
  getToken(): string | null;
  isLoggedIn(): boolean;
  /** Login or signup succeeded: store the token and set isLoggedIn. */
  logIn(token: string): void;
  /** A fresh token from X-Refreshed-Token (listeners are told); ignored once the session has ended. */
  replaceToken(token: string): void;
  /** Clears the login: the token is removed and isLoggedIn set false. */
  logOut(): void;
  /** Clears the login because the server refused the session (401 or missing token). */
  forceLogout(): void;
  /** Called on every change, also when another tab changes the stored login. */
  subscribe(listener: Listener): () => void;
  onForcedLogout(listener: Listener): () => void;
}

/** The login state of spec 01 §4, kept in local storage as `isLoggedIn` and the bearer token. */
export function createSessionStore(storage: Storage, events?: Pick<Window, 'addEventListener' | 'removeEventListener'>): SessionStore {
  const listeners = new Set<Listener>();
  const forcedLogoutListeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());

  const logOut = () => {
    storage.removeItem(STORAGE_KEYS.token);
    storage.setItem(STORAGE_KEYS.isLoggedIn, 'false');
    notify();
  };

  return {
    getToken: () => storage.getItem(STORAGE_KEYS.token),
    isLoggedIn: () => storage.getItem(STORAGE_KEYS.isLoggedIn) === 'true',
    logIn(token) {
      storage.setItem(STORAGE_KEYS.token, token);
      storage.setItem(STORAGE_KEYS.isLoggedIn, 'true');
      notify();
    },
    replaceToken(token) {
      if (!storage.getItem(STORAGE_KEYS.token)) return;
      storage.setItem(STORAGE_KEYS.token, token);
      notify();
    },
    logOut,
    forceLogout() {
      logOut();
      forcedLogoutListeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === STORAGE_KEYS.isLoggedIn || event.key === STORAGE_KEYS.token) listener();
      };
      events?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        events?.removeEventListener('storage', onStorage);
      };
    },
    onForcedLogout(listener) {
      forcedLogoutListeners.add(listener);
      return () => forcedLogoutListeners.delete(listener);
    },
  };
}
