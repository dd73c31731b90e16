// Every sign-in, session and public app endpoint, one contract each (method, path, request schemas, answer).
export * from './session';
export * from './passwords';
export * from './verify-email';
export * from './onboarding-flags';
export * from './count-unread-notifications';
export * from './superadmin-sign-in';
export * from './app-info';
