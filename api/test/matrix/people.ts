// Issue 3: employees and their invitations, permission groups, my profile.
// Lists and creates work on the caller's own company, so a user of another company rightly gets
// 200/422 there: those rows are 'auth' with the status the home view-only user gets (403, once
// setup has taken employees.view from the home company's view-only group, as a company may).
import { and, eq } from 'drizzle-orm';
import { INVITATION_LINK_DAYS } from 'shared-contract';
import { invitations, permissionGroups } from '../../src/db/schema';
import type { MatrixModule } from './types';

export const peopleMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const [group] = await app.db
      .select()
      .from(permissionGroups)
      .where(and(eq(permissionGroups.companyId, home.company.id), eq(permissionGroups.role, 'general_view_only')));
    await app.db
      .update(permissionGroups)
      .set({ permissions: group.permissions.filter((p) => !p.startsWith('employees.')) })
      .where(eq(permissionGroups.id, group.id));
    const [invitation] = await app.db
      .insert(invitations)
      .values({
        tokenHash: 'matrix-people-invitation',
        kind: 'employee',
        email: 'matrix-invitee@matrix-home.test',
        role: 'general_collaborator',
        companyId: home.company.id,
        expiresAt: new Date(Date.now() + INVITATION_LINK_DAYS * 86_400_000),
      })
      .returning();
    return { employee: home.users.general_manager!.id, employeeInvitation: invitation.id };
  },
  endpoints: [
    { method: 'GET', path: () => '/api/v1/settings/professions', access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => '/api/v1/settings/company/roles', access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => '/api/v1/employees', access: 'auth', signedIn: 403 },
    { method: 'GET', path: (c) => `/api/v1/employees/${c.ids.employee}`, access: { permission: 'employees.view' } },
    { method: 'PUT', path: (c) => `/api/v1/employees/${c.ids.employee}`, access: { permission: 'employees.edit' }, body: { first_name: 'M', last_name: 'X', role: 'general_manager' } },
    { method: 'POST', path: (c) => `/api/v1/users/${c.ids.employee}/archive`, access: { permission: 'employees.delete' } },
    { method: 'POST', path: (c) => `/api/v1/users/${c.ids.employee}/restore`, access: { permission: 'employees.delete' } },
    { method: 'POST', path: () => '/api/v1/employees/invite', access: 'auth', body: { emails: ['matrix-new@matrix-home.test'], role: 'general_manager' }, signedIn: 403 },
    { method: 'GET', path: () => '/api/v1/employees/invitations', access: 'auth', signedIn: 403 },
    { method: 'POST', path: (c) => `/api/v1/employees/invitations/${c.ids.employeeInvitation}/resend`, access: { permission: 'employees.create' } },
    { method: 'POST', path: (c) => `/api/v1/employees/invitations/${c.ids.employeeInvitation}/cancel`, access: { permission: 'employees.create' } },
    { method: 'GET', path: () => '/api/v1/settings/company/permission', access: 'auth', signedIn: 403 },
    { method: 'POST', path: () => '/api/v1/settings/company/permission', access: 'auth', body: { role: 'general_view_only', permissions: [] }, signedIn: 403 },
    { method: 'GET', path: () => '/api/v1/users/profile/show', access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => '/api/v1/users/profile/save', access: 'auth', body: {}, signedIn: 422 },
    { method: 'POST', path: () => '/api/v1/users/profile/upload-photo', access: 'auth', signedIn: 422, upload: true },
    { method: 'POST', path: () => '/api/v1/users/profile/check-password', access: 'auth', body: { current_password: 'wrong' }, signedIn: 422 },
    { method: 'POST', path: () => '/api/v1/users/profile/change-password', access: 'auth', body: { current_password: 'wrong' }, signedIn: 422 },
    { method: 'POST', path: () => '/api/v1/users/profile/change-email', access: 'auth', body: { email: 'x@y.test', current_password: 'wrong' }, signedIn: 422 },
    { method: 'GET', path: (c) => `/api/v1/users/${c.ids.employee}/photo`, access: 'auth', signedIn: 404 },
  ],
};
