import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LOGGED_OUT_LANDING_POLL_MS, WEB_ROUTES } from '@arcline/shared';
import { sessionStore } from '../../../api/sessionStore';

/** The landing page checks every 1 s whether a login happened (in a popup or another tab) and goes home. */
export function useLoggedInPoll(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (sessionStore.isLoggedIn()) void navigate(WEB_ROUTES.home, { replace: true });
    }, LOGGED_OUT_LANDING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [navigate]);
}
