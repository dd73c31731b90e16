// Every route of both specification documents (000 and 001 section 2) and the guards in front of
// them (001 section 4). Remote areas are mounted where the Module Federation contract says.
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth, RequireGuest, RequirePermissions, RequireSuperadmin, useCurrentUser } from 'shared-auth';
import { ROUTES, type RemoteName } from 'shared-contract';
import { CompanyInfoPage } from '../features/company-info/components/company-info-page';
import { MyProfilePage } from '../features/account/components/my-profile-page';
import { CompanySignUpPage } from '../features/auth/components/company-sign-up-page';
import { ContactUsPage } from '../features/auth/components/contact-us-page';
import { EmailVerificationPage } from '../features/auth/components/email-verification-page';
import { LoginPage } from '../features/auth/components/login-page';
import { MaintenancePage } from '../features/auth/components/maintenance-page';
import { RecoveryPasswordPage } from '../features/auth/components/recovery-password-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { SuperadminLoginPage } from '../features/auth/components/superadmin-login-page';
import { SuperadminSignUpPage } from '../features/auth/components/superadmin-sign-up-page';
import { UserSignUpPage } from '../features/auth/components/user-sign-up-page';
import { ForbiddenPage, PermissionsErrorPage } from '../features/errors/components/forbidden-page';
import { LinkExpiredPage } from '../features/errors/components/link-expired-page';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { RouteErrorPage } from '../features/errors/components/route-error-page';
import { TooManyAttemptsPage } from '../features/errors/components/too-many-attempts-page';
import { AppLayout } from '../features/layout/components/app-layout';
import { NotificationsPage } from '../features/notifications/components/notifications-page';
import { QuickAccessPage } from '../features/quick-access/components/quick-access-page';
import { RemoteRoutes } from '../features/remotes';
import { ACCESS_POLICIES, type AccessPolicy } from '../lib/access-policies';
import { AryaDrawerSlot } from './arya-drawer-slot';
import { RootRoute } from './root-route';

/** The e-mail verification page is for signed-in users who have not verified yet. */
function RequireUnverified({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  if (user?.email_verified) return <Navigate to={ROUTES.home} replace />;
  return <>{children}</>;
}

/** A remote's area, entered only with the view permission its sidebar link asks for. */
function remoteArea(path: string, remote: RemoteName, policy: AccessPolicy): RouteObject {
  return {
    path: `${path}/*`,
    element: (
      <RequirePermissions {...ACCESS_POLICIES[policy]}>
        <RemoteRoutes remote={remote} />
      </RequirePermissions>
    ),
  };
}

const strip = (path: string) => path.replace(/^\//, '');

export const appRoutes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      // Guests only; these pages do not even ask who is signed in when this browser had no session.
      {
        element: <RequireGuest skipUserLoad />,
        children: [
          { path: ROUTES.login, element: <LoginPage /> },
          { path: ROUTES.userSignUp, element: <UserSignUpPage /> },
          { path: ROUTES.companySignUp, element: <CompanySignUpPage /> },
        ],
      },
      {
        element: <RequireGuest />,
        children: [
          { path: ROUTES.recoveryPassword, element: <RecoveryPasswordPage /> },
          { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
          { path: ROUTES.superadminLogin, element: <SuperadminLoginPage /> },
          { path: ROUTES.superadminSignUp, element: <SuperadminSignUpPage /> },
        ],
      },
      // Open to everyone.
      { path: ROUTES.contactUs, element: <ContactUsPage /> },
      { path: ROUTES.maintenance, element: <MaintenancePage /> },
      { path: ROUTES.tooManyAttempts, element: <TooManyAttemptsPage /> },
      { path: ROUTES.expired, element: <LinkExpiredPage /> },
      { path: ROUTES.notFound, element: <NotFoundPage /> },
      {
        path: ROUTES.emailVerification,
        element: (
          <RequireAuth verified={false}>
            <RequireUnverified>
              <EmailVerificationPage />
            </RequireUnverified>
          </RequireAuth>
        ),
      },
      // Company staff (and an operator acting inside a company): login and a verified e-mail.
      {
        element: <RequireAuth />,
        children: [
          { path: ROUTES.forbidden, element: <ForbiddenPage /> },
          {
            element: <AppLayout assistant={<AryaDrawerSlot />} />,
            children: [
              { index: true, element: <Navigate to={ROUTES.projects} replace /> },
              remoteArea(strip(ROUTES.projects), 'mf_projects', 'projectsView'),
              remoteArea(strip(ROUTES.dashboard), 'mf_projects', 'dashboardView'),
              remoteArea(strip(ROUTES.tasks), 'mf_tasks', 'tasksView'),
              remoteArea(strip(ROUTES.templates), 'mf_tasks', 'templatesView'),
              remoteArea(strip(ROUTES.companies), 'mf_companies', 'companiesView'),
              remoteArea(strip(ROUTES.users), 'mf_companies', 'usersView'),
              remoteArea(strip(ROUTES.settings), 'mf_settings', 'settingsView'),
              { path: ROUTES.quickAccess, element: <QuickAccessPage /> },
              { path: ROUTES.notifications, element: <NotificationsPage /> },
              { path: ROUTES.myProfile(':id'), element: <MyProfilePage /> },
              { path: ROUTES.companyInfo(':id'), element: <CompanyInfoPage /> },
              { path: ROUTES.permissionsError, element: <PermissionsErrorPage /> },
            ],
          },
        ],
      },
      // The platform operator's area (001 section 2), in the same layout with the operator's sidebar.
      {
        path: ROUTES.superadminHome,
        element: (
          <RequireAuth>
            <RequireSuperadmin>
              <AppLayout variant="operator" />
            </RequireSuperadmin>
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Navigate to={ROUTES.superadminCompanies} replace /> },
          { path: '*', element: <RemoteRoutes remote="mf_superadmin" /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
