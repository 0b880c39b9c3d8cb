import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FORCED_LOGOUT_REDIRECT_DELAY_MS, WEB_ROUTES } from '@arcline/shared';
import { sessionStore } from '../../../api/sessionStore';

/** When the server ends the session (401 or no token), the browser goes to / after 1 s (spec 01 §4). */
export function useForcedLogoutRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let timer: number | undefined;
    const unsubscribe = sessionStore.onForcedLogout(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void navigate(WEB_ROUTES.landing, { replace: true }), FORCED_LOGOUT_REDIRECT_DELAY_MS);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [navigate]);
}
