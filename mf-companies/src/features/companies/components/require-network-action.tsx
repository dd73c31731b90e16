// Route guard of the screens that add companies (invite, import): COMPANIES_CREATE and a role other than
// general_view_only (000 section 6); anyone else goes to the permission error page.
import { Navigate, Outlet } from 'react-router-dom';
import { FullPageLoader, useCurrentUser } from 'shared-auth';
import { ROUTES } from 'shared-contract';
import { useNetworkGates } from '../../../lib/use-network-gates';

export function RequireNetworkAdd() {
  const { isLoading } = useCurrentUser();
  const { user, canAdd } = useNetworkGates();
  if (isLoading || user === undefined) return <FullPageLoader />;
  if (!canAdd) return <Navigate to={ROUTES.permissionsError} replace />;
  return <Outlet />;
}
