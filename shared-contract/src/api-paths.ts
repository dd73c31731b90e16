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
  permissionGroups: 'settings/company/permission',
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
  network: {
    list: 'company/network',
    searchNotAdded: 'company/network/search-not-added-company',
    findByEmail: 'company/network/find-by-email',
    addById: 'company/network/add-company-by-id',
    removeById: 'company/network/remove-company-by-id',
    export: 'company/network/export',
    invite: 'company/network/invite',
    invitations: 'company/network/invitations',
    resendInvitation: (id: number | string) => `company/network/invitations/${id}/resend`,
    cancelInvitation: (id: number | string) => `company/network/invitations/${id}/cancel`,
    /** Requests addressed to the caller's company, and the answers. */
    requests: 'company/network/requests',
    acceptRequest: (id: number | string) => `company/network/requests/${id}/accept`,
    declineRequest: (id: number | string) => `company/network/requests/${id}/decline`,
    importPreview: 'company/network/import/preview',
    importConfirm: (id: number | string) => `company/network/import/${id}/confirm`,
    company: (id: number | string) => `company/network/companies/${id}`,
    /** The users of one network company (query company_id). */
    companyUsers: 'company/get-users',
    companyUser: (id: number | string, userId: number | string) => `company/network/companies/${id}/users/${userId}`,
  },
  companyNotes: {
    list: 'company/notes',
    create: 'company/notes/create',
    update: (id: number | string) => `company/notes/update/${id}`,
    delete: (id: number | string) => `company/notes/delete/${id}`,
  },
  networkUsers: {
    /** The users of every company of the network plus one's own. */
    list: 'company/get-all-users',
    export: 'users/export',
  },
  sendCommunication: {
    search: 'users/send-communication/search',
    data: 'users/send-communication/data',
    send: 'users/send-communication',
  },
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
