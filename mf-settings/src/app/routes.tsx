// The `./routes` expose: the shell mounts it at /settings/* (paths below are relative to it).
// Every page sits in the settings layout (side menu) and behind its gate from 000 section 6
// (SETTINGS_GATES in shared-contract); a refused user goes to the permission-error page.
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequirePermissions } from 'shared-auth';
import { SETTINGS_GATES, type SettingsGateName } from 'shared-contract';
import { NotFoundState } from 'shared-ui';
import { AccountDetailsPage } from '../features/account-details/components/account-details-page';
import { CompanyDetailsPage } from '../features/company-details/components/company-details-page';
import { SettingsLandingPage } from '../features/settings-menu/components/settings-landing-page';
import { SettingsLayout } from '../features/settings-menu/components/settings-layout';
import { EmployeeEditPage } from '../features/employees/components/employee-edit-page';
import { EmployeesListPage } from '../features/employees/components/employees-list-page';
import { InvitedEmployeesPage } from '../features/employees/components/invited-employees-page';
import { MyRecordRedirect } from '../features/employees/components/my-record-redirect';
import { PermissionGroupsPage } from '../features/permission-groups/components/permission-groups-page';
import { MergeFieldsPage } from '../features/merge-fields/components/merge-fields-page';
import { EmailTemplatesPage } from '../features/email-templates/components/email-templates-page';
import { EmailTemplateEditorPage } from '../features/email-templates/components/email-template-editor-page';
import { EmailTemplateShowPage } from '../features/email-templates/components/email-template-show-page';
import { ApprovalWorkflowsPage } from '../features/approval-workflows/components/approval-workflows-page';
import { CompanyTypesPage } from '../features/company-types/components/company-types-page';
import { DocumentNamingPage } from '../features/document-naming/components/document-naming-page';
import { RequirementTemplatesPage } from '../features/requirement-templates/components/requirement-templates-page';

/** Wraps a page in its settings gate. */
function gated(gate: SettingsGateName, page: ReactNode) {
  return <RequirePermissions {...SETTINGS_GATES[gate]}>{page}</RequirePermissions>;
}

export default function SettingsRoutes() {
  return (
    <Routes>
      <Route element={<SettingsLayout />}>
        <Route index element={<SettingsLandingPage />} />
        <Route path="account/account-details" element={gated('accountDetails', <AccountDetailsPage />)} />
        <Route path="account/company-details" element={gated('companyDetails', <CompanyDetailsPage />)} />
        <Route path="account/company-users" element={gated('employees', <EmployeesListPage />)} />
        <Route path="account/company-users/invited-employees" element={gated('employees', <InvitedEmployeesPage />)} />
        {/* Your own record is always open: no gate on my-profile and edit (the API decides per item). */}
        <Route path="account/company-users/my-profile" element={<MyRecordRedirect />} />
        <Route path="account/company-users/:id/edit" element={<EmployeeEditPage />} />
        <Route path="account/permission-group" element={gated('permissionGroups', <PermissionGroupsPage />)} />
        <Route path="templates/document-templates" element={gated('templatesView', <MergeFieldsPage />)} />
        <Route path="templates/email-templates" element={gated('templatesView', <EmailTemplatesPage />)} />
        <Route path="templates/email-templates/create" element={gated('templatesView', <EmailTemplateEditorPage />)} />
        <Route path="templates/email-templates/:id" element={gated('templatesView', <EmailTemplateShowPage />)} />
        <Route path="templates/email-templates/:id/edit" element={gated('templatesView', <EmailTemplateEditorPage />)} />
        <Route path="project/contract-approval" element={gated('projectView', <ApprovalWorkflowsPage key="contract" kind="contract" />)} />
        <Route path="project/scope-approval" element={gated('projectView', <ApprovalWorkflowsPage key="scope" kind="scope" />)} />
        <Route path="project/commitment-types" element={gated('companyTypes', <CompanyTypesPage />)} />
        <Route path="project/document-naming" element={gated('projectView', <DocumentNamingPage />)} />
        <Route path="project/requirement-templates" element={gated('projectView', <RequirementTemplatesPage />)} />
      </Route>
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
