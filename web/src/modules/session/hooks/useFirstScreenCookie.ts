import { useEffect } from 'react';
import { sessionApi } from '../api/sessionApi';
import { isOfficeMode } from '../utils/isOfficeMode';
import { sessionStore } from '../../../api/sessionStore';

/**
 * Keeps the first-screen cookie on the session's current token (api/src/firstScreen.ts): set once signed in and
 * whenever the token is refreshed, cleared when the session ends, so the server can paint a matrix's table before the
 * app's scripts run. Never in the Word task pane, which is not rendered by the server.
 */
export function useFirstScreenCookie(): void {
  useEffect(() => {
    if (isOfficeMode()) return undefined;
    let sent: string | null = null;
    const sync = () => {
      const token = sessionStore.isLoggedIn() ? sessionStore.getToken() : null;
      if (token === sent) return;
      const ended = sent !== null && token === null;
      sent = token;
      if (token) void sessionApi.setFirstScreenCookie();
      else if (ended) void sessionApi.clearFirstScreenCookie();
    };
    sync();
    return sessionStore.subscribe(sync);
  }, []);
}
