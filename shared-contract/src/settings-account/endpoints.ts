// Every Settings > Account endpoint (Account Details, Company Details, subsidiaries, the Company
// Info card), one contract each (method, path, request schemas, answer).
export * from './find-account-details';
export * from './set-sender-email';
export * from './find-general-info';
export * from './list-company-contacts';
export * from './find-company-info';
export * from './list-certifications';
export * from './list-licenses';
export * from './list-offices';
export * from './list-subsidiaries';
