// The typed route table shared by the shell and the remotes (000 and 001 section 2).
export const ROUTES = {
  home: '/',
  login: '/login',
  recoveryPassword: '/recovery-password',
  resetPassword: '/reset-password',
  userSignUp: '/user/sign-up',
  companySignUp: '/company/sign-up',
  contactUs: '/contact-us',
  maintenance: '/maintenance-mode',
  emailVerification: '/email-verification',
  superadminLogin: '/superadmin-login',
  superadminSignUp: '/sign-up-owner',
  superadminHome: '/superadmin',
  superadminCompanies: '/superadmin/company',
  superadminCompany: (id: number | string) => `/superadmin/company/${id}`,
  projects: '/projects',
  tasks: '/tasks',
  templates: '/templates',
  companies: '/companies',
  users: '/users',
  settings: '/settings',
  settingsAccountDetails: '/settings/account/account-details',
  dashboard: '/dashboard',
  quickAccess: '/quick-access',
  notifications: '/notifications',
  /** A file prepared by a job, fetched again from its 'download ready' notification. */
  download: (jobId: number | string) => `/downloads/${jobId}`,
  myProfile: (id: number | string) => `/profile/${id}`,
  companyInfo: (id: number | string) => `/company-info/${id}`,
  permissionsError: '/permissions-error',
  forbidden: '/403',
  tooManyAttempts: '/429',
  expired: '/expired',
  notFound: '/404',
  /** The public page that checks an executed contract PDF or its SHA-256 (issue 16; no sign-in). */
  verifyContract: '/verify',
} as const;

/** Routes whose original path is kept when a guest is sent to Login (failedRedirection). */
export const FAILED_REDIRECTION_ROUTES = ['TaskReviewApprove', 'ProjectScopeEdit', 'TaskSign'] as const;
export const FAILED_REDIRECTION_PATTERNS = [
  /^\/tasks\/[^/]+\/contract(\/review)?/, // TaskReviewApprove
  /^\/projects\/[^/]+\/scopes\/[^/]+\/edit/, // ProjectScopeEdit
  /^\/tasks\/[^/]+\/sign/, // TaskSign
];

export const REMOTE_NAMES = ['mf_projects', 'mf_tasks', 'mf_companies', 'mf_settings', 'mf_superadmin', 'mf_arya'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
