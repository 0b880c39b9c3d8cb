import { Navigate, Outlet } from 'react-router';
import { WEB_ROUTES } from '@arcline/shared';
import { useIsLoggedIn } from '../../session/hooks/useIsLoggedIn';
import { useConfiguration } from '../hooks/useConfiguration';
import { LoadingState } from '../../ui/components/LoadingState';

/** /tests and /super: only for super users (configuration.user.isSuperUser); others go to /arcline. */
export function RequireSuperUser() {
  const isLoggedIn = useIsLoggedIn();
  const configuration = useConfiguration();
  if (!isLoggedIn) return <Navigate to={WEB_ROUTES.landing} replace />;
  if (configuration.isPending) return <LoadingState />;
  if (!configuration.data?.user.isSuperUser) return <Navigate to={WEB_ROUTES.home} replace />;
  return <Outlet />;
}
