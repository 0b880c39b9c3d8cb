import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { TEXTS, WEB_ROUTES } from '@arcline/shared';
import { CenteredMessage } from '../modules/ui/components/CenteredMessage';
import { sameOriginOpener } from '../modules/session/utils/sameOriginOpener';
import { sessionStore } from '../api/sessionStore';
import { signOut } from '../modules/session/utils/signOut';
import { SIGN_OUT_WINDOW_NAME } from '../modules/session/utils/signOutWindowName';

/** Shows 'Logging out...', clears the login and goes to /. In the identity provider's logout popup it just closes. */
export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (window.name === SIGN_OUT_WINDOW_NAME && sameOriginOpener()) {
      sessionStore.logOut();
      window.close();
      return;
    }
    void signOut().then(() => navigate(WEB_ROUTES.landing, { replace: true }));
  }, [navigate]);
  return <CenteredMessage>{TEXTS.loggingOut}</CenteredMessage>;
}
