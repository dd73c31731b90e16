// The `./routes` expose: the shell mounts it at /companies/* and at /users/*; which mount it is
// rendered under decides the route table (paths below are relative to that mount).
import { Route, Routes, useMatch } from 'react-router-dom';
import { ROUTES } from 'shared-contract';
import { NotFoundState, SectionLandingPage } from 'shared-ui';
// -- network-users (helper D): imports --
import { RequirePermissions as RequireUsersPermissions } from 'shared-auth';
import { PERMISSIONS as USERS_PERMISSIONS } from 'shared-contract';
import { NetworkUsersPage } from '../features/network-users/components/network-users-page';
import { SendCommunicationPage } from '../features/send-communication/components/send-communication-page';
// -- end network-users imports --
// -- companies (helper E): imports --
import { Navigate } from 'react-router-dom';
import { RequirePermissions } from 'shared-auth';
import { PERMISSIONS } from 'shared-contract';
import { NetworkListPage } from '../features/companies/components/network-list-page';
import { RequireNetworkAdd } from '../features/companies/components/require-network-action';
import { InvitedCompaniesPage } from '../features/company-invitations/components/invited-companies-page';
import { InviteCompanyPage } from '../features/invite-company/components/invite-company-page';
import { ImportCompaniesPage } from '../features/import-companies/components/import-companies-page';
import { CompanyDetailsPage } from '../features/company-details/components/company-details-page';
import { CompanyInfoTab } from '../features/company-details/components/company-info-tab';
import { CompanyNotesTab } from '../features/company-details/components/company-notes-tab';
import { CompanyUsersTab } from '../features/company-details/components/company-users-tab';
import { CompanyUserPage } from '../features/company-details/components/company-user-page';
// -- end companies imports --

const NETWORK_USERS_TITLE = 'Network Users';

export default function CompaniesRoutes() {
  const isNetworkUsers = useMatch(`${ROUTES.users}/*`) !== null;
  if (isNetworkUsers) {
    return (
      <Routes>
        {/* -- network-users (helper D): routes under /users -- */}
        <Route element={<RequireUsersPermissions permission={USERS_PERMISSIONS.USERS_VIEW} />}>
          <Route index element={<NetworkUsersPage />} />
          <Route element={<RequireUsersPermissions permission={USERS_PERMISSIONS.USERS_COMMUNICATION} />}>
            <Route path="send-communication" element={<SendCommunicationPage />} />
          </Route>
        </Route>
        {/* -- end network-users -- */}
        <Route path="*" element={<NotFoundState />} />
      </Routes>
    );
  }
  return (
    <Routes>
      {/* -- companies (helper E): routes under /companies -- */}
      <Route element={<RequirePermissions permission={PERMISSIONS.COMPANIES_VIEW} />}>
        <Route index element={<NetworkListPage />} />
        <Route path="invited" element={<InvitedCompaniesPage />} />
        <Route element={<RequireNetworkAdd />}>
          <Route path="invite" element={<InviteCompanyPage />} />
          <Route path="import" element={<ImportCompaniesPage />} />
        </Route>
        <Route path=":id" element={<CompanyDetailsPage />}>
          <Route index element={<Navigate to="info" replace />} />
          <Route path="info" element={<CompanyInfoTab />} />
          <Route path="notes" element={<CompanyNotesTab />} />
          <Route element={<RequirePermissions all={[PERMISSIONS.COMPANIES_VIEW, PERMISSIONS.USERS_VIEW]} />}>
            <Route path="users" element={<CompanyUsersTab />} />
            <Route path="users/:userId" element={<CompanyUserPage />} />
          </Route>
        </Route>
      </Route>
      {/* -- end companies -- */}
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
