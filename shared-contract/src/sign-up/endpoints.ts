// Every sign-up endpoint, one contract each (method, path, request schemas, answer).
export * from './create-company-owner';
export * from './find-invitation';
export * from './create-invited-user';
