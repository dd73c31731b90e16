// Every Settings > Company Types endpoint (settings/company/company-type*), one contract each.
export * from './list-company-types';
export * from './save-company-type';
export * from './delete-company-type';
