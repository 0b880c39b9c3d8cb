import { useEffect } from 'react';
import { LOGGED_IN_CHECK_INTERVAL_MS } from '@arcline/shared';
import { hasValidToken } from '../utils/hasValidToken';
import { sessionStore } from '../../../api/sessionStore';

/** Every 3 s: a login without a usable token (missing, or past its expiry) is cleared (spec 01 §4). */
export function useLoggedInCheck(): void {
  useEffect(() => {
    const check = () => {
      if (sessionStore.isLoggedIn() && !hasValidToken(sessionStore.getToken(), Date.now())) sessionStore.logOut();
    };
    check();
    const timer = window.setInterval(check, LOGGED_IN_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
}
