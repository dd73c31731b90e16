// API paths used by both sides. Paths without a leading slash are relative to /api/v1/.
export const API = {
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
  devMailbox: '/api/dev/mailbox',
} as const;
