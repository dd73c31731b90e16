// The settings menu of 000 section 2: three groups, each item with its named route and its gate.
// A user sees only the items whose gate they pass (and only the groups with such an item).
import { SETTINGS_PATHS, type SettingsGateName } from 'shared-contract';

export type SettingsMenuItem = {
  /** The spec's named route (SettingDocumentNaming, not in the spec, follows its pattern). */
  name: string;
  label: string;
  description: string;
  path: string;
  gate: SettingsGateName;
};

export type SettingsMenuGroup = { title: string; items: SettingsMenuItem[] };

export const SETTINGS_MENU: SettingsMenuGroup[] = [
  {
    title: 'Account',
    items: [
      { name: 'SettingAccountDetails', label: 'Account Details', description: 'Plan, account admins, sender e-mail, close account', path: SETTINGS_PATHS.accountDetails, gate: 'accountDetails' },
      { name: 'SettingCompanyDetails', label: 'Company Details', description: 'Logo, tax ID, certifications, licenses, offices, subsidiaries', path: SETTINGS_PATHS.companyDetails, gate: 'companyDetails' },
      { name: 'SettingCompanyUsersIndex', label: 'Employees', description: 'Employees of your company and their invitations', path: SETTINGS_PATHS.companyUsers, gate: 'employees' },
      { name: 'SettingPermissionGroups', label: 'Permission Groups', description: 'What each role may do', path: SETTINGS_PATHS.permissionGroup, gate: 'permissionGroups' },
    ],
  },
  {
    title: 'Templates',
    items: [
      { name: 'SettingDocumentTemplate', label: 'Merge Fields', description: 'The merge fields your templates can use', path: SETTINGS_PATHS.mergeFields, gate: 'templatesView' },
      { name: 'SettingEmailTemplates', label: 'Email Templates', description: 'The wording of the e-mails your company sends', path: SETTINGS_PATHS.emailTemplates, gate: 'templatesView' },
    ],
  },
  {
    title: 'Project',
    items: [
      { name: 'SettingContractApprovals', label: 'Contract Approvals', description: 'Approval workflows for contracts', path: SETTINGS_PATHS.contractApproval, gate: 'projectView' },
      { name: 'SettingScopeApproval', label: 'Scope Approvals', description: 'Approval workflows for scopes', path: SETTINGS_PATHS.scopeApproval, gate: 'projectView' },
      { name: 'SettingCompanyTypes', label: 'Company Types', description: 'Commitment and company types of your projects', path: SETTINGS_PATHS.companyTypes, gate: 'companyTypes' },
      { name: 'SettingDocumentNaming', label: 'Document Naming', description: 'How generated documents are named', path: SETTINGS_PATHS.documentNaming, gate: 'projectView' },
      {
        name: 'SettingRequirementTemplates',
        label: 'Requirement Templates',
        description: 'What each scope needs from its vendor: documents, acknowledgements, insurance',
        path: SETTINGS_PATHS.requirementTemplates,
        gate: 'projectView',
      },
    ],
  },
];
