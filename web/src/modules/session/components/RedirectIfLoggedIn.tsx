import { Navigate, Outlet, useLocation } from 'react-router';
import { WEB_ROUTES } from '@arcline/shared';
import { useIsLoggedIn } from '../hooks/useIsLoggedIn';

/**
 * Login, signup and forgot-password send a logged-in user to the home path, or back to the account page that
 * sent them to /login (an e-mail's /verify-email link opened while logged out keeps its code).
 */
export function RedirectIfLoggedIn() {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  if (isLoggedIn) return <Navigate to={returnPath(location.state) ?? WEB_ROUTES.home} replace />;
  return <Outlet />;
}

function returnPath(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state) || typeof state.from !== 'string') return undefined;
  return state.from.startsWith('/') && !state.from.startsWith('//') ? state.from : undefined;
}
