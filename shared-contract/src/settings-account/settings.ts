// Settings > Account (account details, company details) and the settings frame: paths, gates,
// the actions' rights, messages and plans shared by mf-settings, the shell and the API.
import { PERMISSIONS } from '../permissions';
import type { Plan } from '../roles';

/** The settings routes of 000 section 2 (absolute paths; the remote mounts them under /settings). */
export const SETTINGS_PATHS = {
  index: '/settings',
  accountDetails: '/settings/account/account-details',
  companyDetails: '/settings/account/company-details',
  companyUsers: '/settings/account/company-users',
  invitedEmployees: '/settings/account/company-users/invited-employees',
  employeeEdit: (id: number | string) => `/settings/account/company-users/${id}/edit`,
  myProfile: '/settings/account/company-users/my-profile',
  permissionGroup: '/settings/account/permission-group',
  mergeFields: '/settings/templates/document-templates',
  emailTemplates: '/settings/templates/email-templates',
  contractApproval: '/settings/project/contract-approval',
  scopeApproval: '/settings/project/scope-approval',
  companyTypes: '/settings/project/commitment-types',
  documentNaming: '/settings/project/document-naming',
  requirementTemplates: '/settings/project/requirement-templates',
} as const;

/** A permission requirement in the shape of shared-auth's PermissionCheck. */
export type SettingsGate = { all?: readonly string[]; any?: readonly string[]; permission?: string };

/**
 * The settings gates of 000 section 6, one source for the menu, the route guards and the API.
 * `view` lets a user into Settings at all; every page also needs its own gate.
 */
export const SETTINGS_GATES = {
  view: { all: [PERMISSIONS.ACCOUNT_CONFIGURATION_VIEW] },
  accountDetails: { all: [PERMISSIONS.BILLING_ACCOUNT_VIEW, PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT] },
  companyDetails: { all: [PERMISSIONS.COMPANIES_VIEW, PERMISSIONS.ACCOUNT_CONFIGURATION_VIEW] },
  employees: { all: [PERMISSIONS.EMPLOYEES_VIEW] },
  /** Editing the company's permission groups is account configuration. */
  permissionGroups: { all: [PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT] },
  templatesView: { all: [PERMISSIONS.TEMPLATES_EDIT, PERMISSIONS.ACCOUNT_CONFIGURATION_VIEW] },
  projectView: { all: [PERMISSIONS.PROJECTS_DELETE, PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT] },
  /** "Commitment types need edit setting". */
  companyTypes: { all: [PERMISSIONS.ACCOUNT_CONFIGURATION_EDIT] },
} as const satisfies Record<string, SettingsGate>;

export type SettingsGateName = keyof typeof SETTINGS_GATES;

// ---------------------------------------------------------------------------------------------
// What each action of Account Details and Company Details needs, on top of the page gate.
// ---------------------------------------------------------------------------------------------
const P = PERMISSIONS;
export const SETTINGS_ACCOUNT_ACCESS = {
  accountView: [...SETTINGS_GATES.accountDetails.all],
  accountAdmins: [...SETTINGS_GATES.accountDetails.all, P.BILLING_ACCOUNT_EDIT],
  accountSender: [...SETTINGS_GATES.accountDetails.all],
  accountUpgrade: [...SETTINGS_GATES.accountDetails.all, P.BILLING_ACCOUNT_EDIT],
  accountClose: [...SETTINGS_GATES.accountDetails.all, P.BILLING_ACCOUNT_DELETE],
  companyView: [...SETTINGS_GATES.companyDetails.all],
  companyEdit: [...SETTINGS_GATES.companyDetails.all, P.ACCOUNT_CONFIGURATION_EDIT],
  companyCreate: [...SETTINGS_GATES.companyDetails.all, P.ACCOUNT_CONFIGURATION_CREATE],
  companyDelete: [...SETTINGS_GATES.companyDetails.all, P.ACCOUNT_CONFIGURATION_DELETE],
} as const satisfies Record<string, readonly string[]>;
export type SettingsAccountAction = keyof typeof SETTINGS_ACCOUNT_ACCESS;

// ---------------------------------------------------------------------------------------------
// Messages (success toasts and texts of these screens).
// ---------------------------------------------------------------------------------------------
export const SETTINGS_ACCOUNT_MESSAGES = {
  adminsUpdated: 'The account admins have been updated.',
  adminsNotInCompany: 'Every account admin must be an active employee of your company.',
  senderVerificationSent: (email: string) => `A verification link has been sent to ${email}.`,
  senderVerified: 'The sender e-mail has been verified.',
  senderRemoved: 'The platform sender is used again.',
  senderTokenInvalid: 'The verification link is invalid or has expired.',
  accountClosed: 'The company account has been closed.',
  confirmCloseAccount: (company: string) =>
    `Are you sure you want to close the account of "${company}"? Every user will be signed out and nobody will be able to sign in. Your data is kept.`,
  upgradeRequested: 'Your upgrade request has been sent. We will contact you shortly.',
  upgradeAlreadyRequested: 'An upgrade request is already pending.',
  upgradeNotNeeded: 'Your company is already on the General plan.',
  generalInfoSaved: 'Company details have been saved.',
  taxIdAvailable: 'This tax ID is valid and not used by another company.',
  certificationSaved: 'The certification has been saved.',
  certificationRemoved: 'The certification has been removed.',
  licenseSaved: 'The license has been saved.',
  licenseRemoved: 'The license has been removed.',
  officeSaved: 'The office has been saved.',
  officeRemoved: 'The office has been removed.',
  subsidiaryCreated: 'The subsidiary company has been added.',
  subsidiaryUpdated: 'The subsidiary company has been updated.',
  subsidiaryRemoved: 'The subsidiary company has been deleted.',
  confirmRemove: (what: string, name: string) => `Are you sure you want to remove ${what} "${name}"?`,
  companyInfoNotAvailable: 'This company is not available to you.',
  subsidiaryUpgradeTitle: 'Subsidiary companies are available on the General plan',
  subsidiaryUpgradeBody: 'Upgrade your account to add and manage subsidiary companies.',
} as const;

// ---------------------------------------------------------------------------------------------
// Plans and their limits (DOMAIN.md section 1: what the sub plan refuses).
// ---------------------------------------------------------------------------------------------
export const PLAN_FEATURES = [
  { key: 'projects', label: 'Create, edit and archive projects', plans: ['general'] },
  { key: 'bulk_tasks', label: 'Bulk task actions', plans: ['general'] },
  { key: 'subsidiaries', label: 'Subsidiary companies', plans: ['general'] },
  { key: 'insights', label: 'Dashboard insights', plans: ['general'] },
  { key: 'tasks', label: 'Respond to tasks, sign and submit documents', plans: ['general', 'sub'] },
  { key: 'network', label: 'Company network', plans: ['general', 'sub'] },
  { key: 'employees', label: 'Unlimited employees', plans: ['general', 'sub'] },
] as const satisfies ReadonlyArray<{ key: string; label: string; plans: readonly Plan[] }>;

/** Applies the tax ID mask ##-####### (TAX_ID_MASK) to what the user typed: digits only, dash after two. */
export function formatTaxId(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 9);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}

/** 001 section 2: the website is clickable; https:// is added when the value is not a full URL. */
export function toWebsiteHref(website: string): string {
  const trimmed = website.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

