import { Outlet } from 'react-router';
import { Toaster } from './modules/toast/components/Toaster';
import { useConfigurationRefresh } from './modules/configuration/hooks/useConfigurationRefresh';
import { useErrorReportingSetting } from './modules/errorReporting/hooks/useErrorReportingSetting';
import { useForcedLogoutRedirect } from './modules/session/hooks/useForcedLogoutRedirect';
import { useForgetUserDataOnLogout } from './modules/session/hooks/useForgetUserDataOnLogout';
import { useFirstScreenCookie } from './modules/session/hooks/useFirstScreenCookie';
import { useLoggedInCheck } from './modules/session/hooks/useLoggedInCheck';
import { useLoginPopupMessages } from './modules/session/hooks/useLoginPopupMessages';

/** Above every route: the login-state rules of spec 01 §4 and the toasts. */
export function AppRoot() {
  useLoggedInCheck();
  useForcedLogoutRedirect();
  useLoginPopupMessages();
  useConfigurationRefresh();
  useForgetUserDataOnLogout();
  useFirstScreenCookie();
  useErrorReportingSetting();
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
