// Route guards of 001 section 4. Each renders its children, or an <Outlet/> when used as a
// layout route, once the current user is known.
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { ROUTES } from 'shared-contract';
import { isFailedRedirectionPath, rememberFailedRedirection } from './failed-redirection';
import { passes, type PermissionCheck } from './permissions';
import { hasSessionHint, useCurrentUser } from './session';
import { signOut } from './session';

type GuardProps = { children?: ReactNode };

export function FullPageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="progressbar" aria-label={label} sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}

const isSuperadminPath = (pathname: string) => pathname === ROUTES.superadminHome || pathname.startsWith(`${ROUTES.superadminHome}/`);

/** Login required; with `verified` (the default) a verified e-mail too. */
export function RequireAuth({ children, verified = true }: GuardProps & { verified?: boolean }) {
  const { user, isLoading, error } = useCurrentUser();
  const location = useLocation();
  if (isLoading || (user === undefined && !error)) return <FullPageLoader />;
  if (!user) {
    const path = `${location.pathname}${location.search}${location.hash}`;
    if (isFailedRedirectionPath(location.pathname)) rememberFailedRedirection(path);
    return <Navigate to={ROUTES.login} replace />;
  }
  if (verified && !user.email_verified) return <Navigate to={ROUTES.emailVerification} replace />;
  if (user.is_superuser && !user.company && !isSuperadminPath(location.pathname)) return <Navigate to={ROUTES.superadminCompanies} replace />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * Guest-only pages: a signed-in user goes Home (except on the too-many-attempts page). With
 * `skipUserLoad`, the current user is only asked for when this browser last had a session.
 */
export function RequireGuest({ children, skipUserLoad = false }: GuardProps & { skipUserLoad?: boolean }) {
  const location = useLocation();
  const enabled = !skipUserLoad || hasSessionHint();
  const { user, isLoading } = useCurrentUser({ enabled });
  if (enabled && isLoading) return <FullPageLoader />;
  if (user && location.pathname !== ROUTES.tooManyAttempts) return <Navigate to={ROUTES.home} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Superadmin routes: anyone else is logged out and sent Home. */
export function RequireSuperadmin({ children }: GuardProps) {
  const { user, isLoading } = useCurrentUser();
  const refused = !!user && !user.is_superuser;
  useEffect(() => {
    if (refused) void signOut().catch(() => undefined);
  }, [refused]);
  if (isLoading || user === undefined) return <FullPageLoader />;
  if (!user) return <Navigate to={ROUTES.login} replace />;
  if (refused) return <Navigate to={ROUTES.home} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** A route's permission list ('any', 'all' or a single permission), else PermissionsError. */
export function RequirePermissions({ children, ...check }: GuardProps & PermissionCheck) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading || user === undefined) return <FullPageLoader />;
  if (!passes(user, check)) return <Navigate to={ROUTES.permissionsError} replace />;
  return <>{children ?? <Outlet />}</>;
}
