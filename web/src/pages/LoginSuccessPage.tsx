import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_SUCCESS_MESSAGE_TYPE, POST_LOGIN_REDIRECT_DELAY_MS, TEXTS, WEB_ROUTES, type LoginSuccessMessage } from '@arcline/shared';
import { CenteredMessage } from '../modules/ui/components/CenteredMessage';
import { sameOriginOpener } from '../modules/session/utils/sameOriginOpener';
import { sessionStore } from '../modules/session/utils/sessionStore';

/**
 * End of the identity provider's flow, `/login-success#token=…`. In the sign-in popup: hand the token to the
 * opener (same origin only) and close. Opened on its own: log in here and go home after 100 ms.
 */
export function LoginSuccessPage() {
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
    // The token must not linger in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) {
      void navigate(WEB_ROUTES.loginFailure, { replace: true });
      return;
    }
    const opener = sameOriginOpener();
    if (opener) {
      const message: LoginSuccessMessage = { type: LOGIN_SUCCESS_MESSAGE_TYPE, token };
      opener.postMessage(message, window.location.origin);
      window.close();
      return;
    }
    sessionStore.logIn(token);
    window.setTimeout(() => void navigate(WEB_ROUTES.home, { replace: true }), POST_LOGIN_REDIRECT_DELAY_MS);
  }, [navigate]);

  return <CenteredMessage>{TEXTS.loginSuccess}</CenteredMessage>;
}
