import { useCallback, useState } from 'react';
import { IDENTITY_PROVIDER_LOGIN_PATH } from '@arcline/shared';
import { openCenteredPopup } from '../../session/utils/openCenteredPopup';

const SIGN_IN_WINDOW_NAME = 'arcline-sign-in';

/**
 * Opens the identity provider's sign-in in a 500x600 popup; its /login-success page posts the token back
 * (useLoginPopupMessages). Browsers may block a popup opened without a click: `blocked` says so.
 */
export function useOrganisationSignIn() {
  const [blocked, setBlocked] = useState(false);
  const open = useCallback(() => {
    const popup = openCenteredPopup(IDENTITY_PROVIDER_LOGIN_PATH, SIGN_IN_WINDOW_NAME);
    setBlocked(popup === null);
    popup?.focus();
  }, []);
  return { open, blocked };
}
