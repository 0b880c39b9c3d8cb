import { Navigate, Outlet } from 'react-router';
import { WEB_ROUTES } from '@arcline/shared';
import { useConfiguration } from '../hooks/useConfiguration';
import { LoadingState } from '../../ui/components/LoadingState';

/** /admin: only for administrators of their company (configuration.user.isAdmin); others go to /arcline. */
export function RequireAdmin() {
  const configuration = useConfiguration();
  if (configuration.isPending) return <LoadingState />;
  if (!configuration.data?.user.isAdmin) return <Navigate to={WEB_ROUTES.home} replace />;
  return <Outlet />;
}
