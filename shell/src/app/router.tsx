// Every route of both specification documents (000 and 001 section 2) and the guards in front of
// them (001 section 4). Remote areas are mounted where the Module Federation contract says.
//
// Only the sign-in page (and the guards and frames around it) is in the startup bundle: every other
// screen is loaded by its route's `lazy` when it is first opened, so the sign-in page does not
// download the layout, the remote loading, the other screens or the MUI components only they use
// (README "Benchmarks"). The router loads a lazy route before it renders it, so no screen flashes a
// loader while its code arrives.
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth, RequireGuest, RequireSuperadmin } from 'shared-auth';
import { ROUTES, type RemoteName } from 'shared-contract';
import { LoginPage } from '../features/auth/components/login-page';
import { RouteErrorPage } from '../features/errors/components/route-error-page';
import type { AccessPolicy } from '../lib/access-policies';
import { RootRoute } from './root-route';

/** A route whose element is built from a module loaded on first use. */
function lazyElement<M>(load: () => Promise<M>, render: (module: M) => ReactNode): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: render(await load()) }) };
}

const publicPages = () => import('./public-pages');
const signedInPages = () => import('./signed-in-pages');

/** A remote's area, entered only with the view permission its sidebar link asks for. */
function remoteArea(path: string, remote: RemoteName, policy: AccessPolicy): RouteObject {
  return {
    path: `${path}/*`,
    ...lazyElement(signedInPages, ({ RemoteArea }) => <RemoteArea remote={remote} policy={policy} />),
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
          { path: ROUTES.userSignUp, ...lazyElement(publicPages, ({ UserSignUpPage }) => <UserSignUpPage />) },
          { path: ROUTES.companySignUp, ...lazyElement(publicPages, ({ CompanySignUpPage }) => <CompanySignUpPage />) },
        ],
      },
      {
        element: <RequireGuest />,
        children: [
          { path: ROUTES.recoveryPassword, ...lazyElement(publicPages, ({ RecoveryPasswordPage }) => <RecoveryPasswordPage />) },
          { path: ROUTES.resetPassword, ...lazyElement(publicPages, ({ ResetPasswordPage }) => <ResetPasswordPage />) },
          { path: ROUTES.superadminLogin, ...lazyElement(publicPages, ({ SuperadminLoginPage }) => <SuperadminLoginPage />) },
          { path: ROUTES.superadminSignUp, ...lazyElement(publicPages, ({ SuperadminSignUpPage }) => <SuperadminSignUpPage />) },
        ],
      },
      // Open to everyone.
      { path: ROUTES.contactUs, ...lazyElement(publicPages, ({ ContactUsPage }) => <ContactUsPage />) },
      { path: ROUTES.verifyContract, ...lazyElement(publicPages, ({ VerifyContractPage }) => <VerifyContractPage />) },
      { path: ROUTES.maintenance, ...lazyElement(publicPages, ({ MaintenancePage }) => <MaintenancePage />) },
      { path: ROUTES.tooManyAttempts, ...lazyElement(publicPages, ({ TooManyAttemptsPage }) => <TooManyAttemptsPage />) },
      { path: ROUTES.expired, ...lazyElement(publicPages, ({ LinkExpiredPage }) => <LinkExpiredPage />) },
      { path: ROUTES.notFound, ...lazyElement(publicPages, ({ NotFoundPage }) => <NotFoundPage />) },
      {
        path: ROUTES.emailVerification,
        element: <RequireAuth verified={false} />,
        children: [{ index: true, ...lazyElement(publicPages, ({ UnverifiedEmailPage }) => <UnverifiedEmailPage />) }],
      },
      // Company staff (and an operator acting inside a company): login and a verified e-mail.
      {
        element: <RequireAuth />,
        children: [
          { path: ROUTES.forbidden, ...lazyElement(publicPages, ({ ForbiddenPage }) => <ForbiddenPage />) },
          {
            ...lazyElement(signedInPages, ({ CompanyLayout }) => <CompanyLayout />),
            children: [
              { index: true, element: <Navigate to={ROUTES.projects} replace /> },
              remoteArea(strip(ROUTES.projects), 'mf_projects', 'projectsView'),
              remoteArea(strip(ROUTES.dashboard), 'mf_projects', 'dashboardView'),
              remoteArea(strip(ROUTES.tasks), 'mf_tasks', 'tasksView'),
              remoteArea(strip(ROUTES.templates), 'mf_tasks', 'templatesView'),
              remoteArea(strip(ROUTES.companies), 'mf_companies', 'companiesView'),
              remoteArea(strip(ROUTES.users), 'mf_companies', 'usersView'),
              remoteArea(strip(ROUTES.settings), 'mf_settings', 'settingsView'),
              { path: ROUTES.quickAccess, ...lazyElement(signedInPages, ({ QuickAccessPage }) => <QuickAccessPage />) },
              { path: ROUTES.notifications, ...lazyElement(signedInPages, ({ NotificationsPage }) => <NotificationsPage />) },
              { path: ROUTES.download(':jobId'), ...lazyElement(signedInPages, ({ DownloadPage }) => <DownloadPage />) },
              { path: ROUTES.myProfile(':id'), ...lazyElement(signedInPages, ({ MyProfilePage }) => <MyProfilePage />) },
              { path: ROUTES.companyInfo(':id'), ...lazyElement(signedInPages, ({ CompanyInfoPage }) => <CompanyInfoPage />) },
              { path: ROUTES.permissionsError, ...lazyElement(publicPages, ({ PermissionsErrorPage }) => <PermissionsErrorPage />) },
            ],
          },
        ],
      },
      // The platform operator's area (001 section 2), in the same layout with the operator's sidebar.
      {
        path: ROUTES.superadminHome,
        element: (
          <RequireAuth>
            <RequireSuperadmin />
          </RequireAuth>
        ),
        children: [
          {
            ...lazyElement(signedInPages, ({ OperatorLayout }) => <OperatorLayout />),
            children: [
              { index: true, element: <Navigate to={ROUTES.superadminCompanies} replace /> },
              { path: '*', ...lazyElement(signedInPages, ({ RemoteRoutes }) => <RemoteRoutes remote="mf_superadmin" />) },
            ],
          },
        ],
      },
      { path: '*', ...lazyElement(publicPages, ({ NotFoundPage }) => <NotFoundPage />) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
