import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { POST_LOGIN_REDIRECT_DELAY_MS, WEB_ROUTES } from '@arcline/shared';
import { parseLoginMessage } from '../utils/parseLoginMessage';
import { loginPopupState } from '../utils/loginPopupState';
import { sessionStore } from '../../../api/sessionStore';

/**
 * Accepts the token a sign-in popup posts to this window (same origin, login-success type only, with the one-time
 * state of the popup this window opened), logs in and goes to /arcline after 100 ms (spec 01 §4).
 */
export function useLoginPopupMessages(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let timer: number | undefined;
    const onMessage = (event: MessageEvent) => {
      const message = parseLoginMessage(event, window.location.origin);
      if (!message || !loginPopupState.take(message.state)) return;
      sessionStore.logIn(message.token);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void navigate(WEB_ROUTES.home), POST_LOGIN_REDIRECT_DELAY_MS);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, [navigate]);
}
