// Issue 2: auth, reference book, real time and the operator area.
import type { MatrixModule } from './types';

export const platformMatrix: MatrixModule = {
  endpoints: [
    { method: 'GET', path: () => '/api/v1/auth/user', access: 'auth' },
    { method: 'POST', path: () => '/api/v1/auth/email/verification-notification', access: 'auth' },
    { method: 'POST', path: () => '/api/v1/auth/email/verify', access: 'auth', body: { code: '1234' } },
    { method: 'GET', path: () => '/api/v1/auth/onboarding', access: 'auth' },
    { method: 'POST', path: () => '/api/v1/auth/onboarding', access: 'auth', body: {} },
    { method: 'GET', path: () => '/api/v1/auth/user-notifications', access: 'auth' },
    { method: 'GET', path: () => '/api/v1/reference-book/list', access: 'auth' },
    { method: 'POST', path: () => '/broadcasting/auth', access: 'auth', body: { socket_id: '1.1', channel_name: 'private-user-notification.1' }, signedIn: 403 },
    // The outbox holds reset links and sign-in codes: operators only (dev-mailbox.test.ts: unverified users, production).
    { method: 'GET', path: () => '/api/dev/mailbox', access: 'superuser' },
    { method: 'GET', path: () => '/api/v1/superadmin/companies', access: 'superuser' },
    { method: 'POST', path: () => '/api/v1/superadmin/companies', access: 'superuser', body: {} },
    { method: 'GET', path: (c) => `/api/v1/superadmin/companies/${c.companyId}`, access: 'superuser' },
    { method: 'DELETE', path: (c) => `/api/v1/superadmin/companies/${c.companyId}`, access: 'superuser' },
    { method: 'POST', path: (c) => `/api/v1/superadmin/companies/${c.companyId}/block`, access: 'superuser' },
    { method: 'GET', path: (c) => `/api/v1/superadmin/companies/${c.companyId}/activity`, access: 'superuser' },
    { method: 'PUT', path: (c) => `/api/v1/superadmin/companies/${c.companyId}/plan`, access: 'superuser', body: { plan: 'sub' } },
    { method: 'POST', path: () => '/api/v1/superadmin/login-as-company', access: 'superuser', body: {} },
    { method: 'POST', path: () => '/api/v1/superadmin/logout-from-company', access: 'superuser' },
    { method: 'PUT', path: (c) => `/api/v2/company-features/${c.featureId}`, access: 'superuser' },
  ],
};
