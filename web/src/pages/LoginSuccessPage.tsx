import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_STATE, LOGIN_SUCCESS_MESSAGE_TYPE, TEXTS, WEB_ROUTES, type LoginSuccessMessage } from '@arcline/shared';
import { CenteredMessage } from '../modules/ui/components/CenteredMessage';
import { sameOriginOpener } from '../modules/session/utils/sameOriginOpener';

/**
 * End of the identity provider's flow, `/login-success#token=…&state=…`. In the sign-in popup: hand the token and
 * the opener's login state to the opener (same origin only), which takes it only with the state it made, and close.
 * Opened on its own (a link, a bookmark, another site's window) it signs nobody in: a link with someone else's token
 * would sign the victim into that account (issue 34, item 1).
 */
export function LoginSuccessPage() {
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const token = fragment.get('token');
    const state = fragment.get(LOGIN_STATE.fragmentParameter);
    // The token must not linger in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const opener = sameOriginOpener();
    if (!token || !state || !opener) {
      void navigate(WEB_ROUTES.loginFailure, { replace: true });
      return;
    }
    const message: LoginSuccessMessage = { type: LOGIN_SUCCESS_MESSAGE_TYPE, token, state };
    opener.postMessage(message, window.location.origin);
    window.close();
  }, [navigate]);

  return <CenteredMessage>{TEXTS.loginSuccess}</CenteredMessage>;
}
