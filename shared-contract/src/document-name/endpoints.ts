// Every Settings > Document Naming endpoint (settings/company/document-name*), one contract each.
export * from './find-document-name';
export * from './save-document-name';
