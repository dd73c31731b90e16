// The `./routes` expose: the shell mounts it at /companies/* and at /users/*; which mount it is
// rendered under decides the route table (paths below are relative to that mount).
import { Navigate, Route, Routes, useMatch } from 'react-router-dom';
import { RequirePermissions } from 'shared-auth';
import { PERMISSIONS, ROUTES } from 'shared-contract';
import { NotFoundState } from 'shared-ui';
import { NetworkUsersPage } from '../features/network-users/components/network-users-page';
import { SendCommunicationPage } from '../features/send-communication/components/send-communication-page';
import { NetworkListPage } from '../features/companies/components/network-list-page';
import { RequireNetworkAdd } from '../features/companies/components/require-network-action';
import { InvitedCompaniesPage } from '../features/company-invitations/components/invited-companies-page';
import { InviteCompanyPage } from '../features/invite-company/components/invite-company-page';
import { ImportCompaniesPage } from '../features/import-companies/components/import-companies-page';
import { NetworkRequestsPage } from '../features/network-requests/components/network-requests-page';
import { CompanyDetailsPage } from '../features/company-details/components/company-details-page';
import { CompanyInfoTab } from '../features/company-details/components/company-info-tab';
import { CompanyNotesTab } from '../features/company-details/components/company-notes-tab';
import { CompanyUsersTab } from '../features/company-details/components/company-users-tab';
import { CompanyUserInfoTab, CompanyUserPage } from '../features/company-details/components/company-user-page';
import { CompanyTasksTab, CompanyUserTasksTab } from '../features/company-details/components/company-tasks-tab';
import { CompanyDocumentsTab, CompanyProjectsTab, CompanyUserProjectsTab } from '../features/company-details/components/company-shared-tabs';

export default function CompaniesRoutes() {
  const isNetworkUsers = useMatch(`${ROUTES.users}/*`) !== null;
  if (isNetworkUsers) {
    return (
      <Routes>
        <Route element={<RequirePermissions permission={PERMISSIONS.USERS_VIEW} />}>
          <Route index element={<NetworkUsersPage />} />
          <Route element={<RequirePermissions permission={PERMISSIONS.USERS_COMMUNICATION} />}>
            <Route path="send-communication" element={<SendCommunicationPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundState />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route element={<RequirePermissions permission={PERMISSIONS.COMPANIES_VIEW} />}>
        <Route index element={<NetworkListPage />} />
        <Route path="invited" element={<InvitedCompaniesPage />} />
        <Route element={<RequireNetworkAdd />}>
          <Route path="invite" element={<InviteCompanyPage />} />
          <Route path="import" element={<ImportCompaniesPage />} />
          <Route path="requests" element={<NetworkRequestsPage />} />
        </Route>
        <Route path=":id" element={<CompanyDetailsPage />}>
          <Route index element={<Navigate to="info" replace />} />
          <Route path="info" element={<CompanyInfoTab />} />
          <Route element={<RequirePermissions all={[PERMISSIONS.COMPANIES_VIEW, PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW]} />}>
            <Route path="tasks" element={<CompanyTasksTab />} />
          </Route>
          <Route element={<RequirePermissions permission={PERMISSIONS.PROJECTS_VIEW} />}>
            <Route path="projects" element={<CompanyProjectsTab />} />
          </Route>
          <Route path="documents" element={<CompanyDocumentsTab />} />
          <Route path="notes" element={<CompanyNotesTab />} />
          <Route element={<RequirePermissions all={[PERMISSIONS.COMPANIES_VIEW, PERMISSIONS.USERS_VIEW]} />}>
            <Route path="users" element={<CompanyUsersTab />} />
            <Route path="users/:userId" element={<CompanyUserPage />}>
              <Route index element={<CompanyUserInfoTab />} />
              <Route path="info" element={<CompanyUserInfoTab />} />
              <Route element={<RequirePermissions permission={PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW} />}>
                <Route path="tasks" element={<CompanyUserTasksTab />} />
              </Route>
              <Route element={<RequirePermissions permission={PERMISSIONS.PROJECTS_VIEW} />}>
                <Route path="projects" element={<CompanyUserProjectsTab />} />
              </Route>
            </Route>
          </Route>
        </Route>
      </Route>
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
