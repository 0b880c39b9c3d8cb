import { useCallback, useState } from 'react';
import { IDENTITY_PROVIDER_LOGIN_PATH, LOGIN_STATE } from '@arcline/shared';
import { openCenteredPopup } from '../../session/utils/openCenteredPopup';
import { loginPopupState } from '../../session/utils/loginPopupState';

const SIGN_IN_WINDOW_NAME = 'arcline-sign-in';

/**
 * Opens the identity provider's sign-in in a 500x600 popup with a fresh one-time login state; its /login-success page
 * posts the token and that state back (useLoginPopupMessages). Browsers may block a popup opened without a click:
 * `blocked` says so.
 */
export function useOrganisationSignIn() {
  const [blocked, setBlocked] = useState(false);
  const open = useCallback(() => {
    const state = loginPopupState.begin();
    const popup = openCenteredPopup(`${IDENTITY_PROVIDER_LOGIN_PATH}?${new URLSearchParams({ [LOGIN_STATE.queryParameter]: state })}`, SIGN_IN_WINDOW_NAME);
    setBlocked(popup === null);
    popup?.focus();
  }, []);
  return { open, blocked };
}
