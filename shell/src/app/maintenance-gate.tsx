// Maintenance mode (001 section 4): while GET app/config says maintenance_mode, everyone except
// superusers goes to the maintenance page. The operator's sign-in and the contact form stay open, so
// operators can still get in and customers can still reach the support team.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageLoader, hasSessionHint, useCurrentUser } from 'shared-auth';
import { ROUTES } from 'shared-contract';
import { useAppConfig } from '../features/auth/api/find-app-config';

const OPEN_DURING_MAINTENANCE: readonly string[] = [ROUTES.maintenance, ROUTES.superadminLogin, ROUTES.contactUs];

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const isOpen = OPEN_DURING_MAINTENANCE.includes(pathname);
  const { config, isLoading } = useAppConfig();
  const isUnderMaintenance = !isOpen && !!config?.maintenance_mode;
  // A browser that never signed in belongs to a guest: no need to ask who it is.
  const { user, isLoading: isUserLoading } = useCurrentUser({ enabled: isUnderMaintenance && hasSessionHint() });

  if (isOpen) return <>{children}</>;
  // Without the configuration (the API is unreachable) the screens show their own errors.
  if (isLoading) return <FullPageLoader />;
  if (!isUnderMaintenance) return <>{children}</>;
  if (isUserLoading) return <FullPageLoader />;
  if (user?.is_superuser) return <>{children}</>;
  return <Navigate to={ROUTES.maintenance} replace />;
}
