import { IDENTITY_PROVIDER_LOGOUT_PATH } from '@arcline/shared';
import { sessionApi } from '../api/sessionApi';
import { openCenteredPopup } from './openCenteredPopup';
import { sessionStore } from '../../../api/sessionStore';
import { SIGN_OUT_WINDOW_NAME } from './signOutWindowName';

/**
 * Ends the session on the server, clears the login, and opens the identity provider's logout in a popup so
 * its session ends too (spec 01 §4). Without a session there is nothing to end.
 */
export async function signOut(): Promise<void> {
  if (!sessionStore.getToken()) return sessionStore.logOut();
  openCenteredPopup(IDENTITY_PROVIDER_LOGOUT_PATH, SIGN_OUT_WINDOW_NAME);
  await sessionApi.logout();
  sessionStore.logOut();
}
