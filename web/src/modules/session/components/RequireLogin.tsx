import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsLoggedIn } from '../hooks/useIsLoggedIn';

export interface RequireLoginProps {
  /** /login for the account routes, / for the main-area routes (spec 01 §2). */
  redirectTo: string;
}

export function RequireLogin({ redirectTo }: RequireLoginProps) {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to={redirectTo} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
