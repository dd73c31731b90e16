// API paths used by both sides. Paths without a leading slash are relative to /api/v1/.
export const API = {
  superadmin: {
    companies: 'superadmin/companies',
    company: (id: number | string) => `superadmin/companies/${id}`,
    companyBlock: (id: number | string) => `superadmin/companies/${id}/block`,
    companyActivity: (id: number | string) => `superadmin/companies/${id}/activity`,
    companyPlan: (id: number | string) => `superadmin/companies/${id}/plan`,
    loginAsCompany: 'superadmin/login-as-company',
    logoutFromCompany: 'superadmin/logout-from-company',
  },
  companyFeature: (id: number | string) => `/api/v2/company-features/${id}`,
  profile: {
    show: 'users/profile/show',
    save: 'users/profile/save',
    uploadPhoto: 'users/profile/upload-photo',
    checkPassword: 'users/profile/check-password',
    changePassword: 'users/profile/change-password',
    changeEmail: 'users/profile/change-email',
    photo: (userId: number | string) => `users/${userId}/photo`,
  },
  // settings-templates (issue 3)
  shortcodes: {
    listPaginated: 'settings/shortcode/list-paginated',
    list: 'settings/shortcode/list',
    types: 'settings/shortcode/types',
    companyList: 'settings/shortcode/company-list',
    search: 'settings/shortcode/search',
    export: 'settings/shortcode/export',
    edit: 'settings/shortcode/edit',
    delete: (id: number | string) => `settings/shortcode/delete/${id}`,
  },
  emailTemplates: {
    list: 'settings/email-template/list',
    show: (id: number | string) => `settings/email-template/show/${id}`,
    create: 'settings/email-template/create',
    edit: (id: number | string) => `settings/email-template/edit/${id}`,
    delete: (id: number | string) => `settings/email-template/delete/${id}`,
  },
  approvalWorkflows: {
    list: (kind: 'contract' | 'scope') => `settings/${kind}/approval-workflow`,
    one: (kind: 'contract' | 'scope', id: number | string) => `settings/${kind}/approval-workflow/${id}`,
    create: (kind: 'contract' | 'scope') => `settings/${kind}/approval-workflow`,
    copy: (kind: 'contract' | 'scope', id: number | string) => `settings/${kind}/approval-workflow/${id}/copy`,
    approvers: 'settings/approval-workflow/approvers',
  },
  companyTypes: {
    list: 'settings/company/company-type',
    enabled: 'settings/company/company-type/enabled',
    create: 'settings/company/company-type/create',
    edit: (id: number | string) => `settings/company/company-type/edit/${id}`,
    delete: (id: number | string) => `settings/company/company-type/delete/${id}`,
  },
  documentName: {
    show: 'settings/company/document-name',
    preview: 'settings/company/document-name/preview',
    edit: 'settings/company/document-name/edit',
  },
  referenceBook: 'reference-book/list',
  // Notifications: the top bar's list, counts per type, mark as read and delete
  notifications: {
    list: 'users/notifications',
    byType: 'users/notifications/by-type',
    read: 'users/notifications/read',
    delete: (id: number | string) => `users/notifications/delete/${id}`,
  },
  /** The header's global search (search, type, page, per_page). */
  globalSearch: 'search-results',
  devMailbox: '/api/dev/mailbox',
  // Jobs and downloads: a job's status (polling fallback) and the one-time download of its file
  downloads: {
    job: (id: number | string) => `/api/v2/jobs/${id}`,
    download: (id: number | string, token: string) => `/api/v2/downloads/${id}/download?token=${encodeURIComponent(token)}`,
  },
} as const;
