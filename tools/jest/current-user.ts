// Test data: signed-in users as GET auth/user returns them.
import { ALL_PERMISSION_KEYS, type CurrentCompany, type CurrentUser } from 'shared-contract';

export const northwind: CurrentCompany = {
  id: 7,
  name: 'Northwind Builders',
  type: 'general_contractor',
  plan: 'general',
  logo: null,
  status: 'active',
  features: [
    { id: 1, feature: 'bulk_send', feature_label: 'Bulk send', enabled: true },
    { id: 2, feature: 'artificial_intelligence', feature_label: 'Artificial Intelligence (Arya)', enabled: false },
  ],
};

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 12,
    first_name: 'Olivia',
    last_name: 'Stone',
    full_name: 'Olivia Stone',
    email: 'owner@northwind.test',
    phone: null,
    photo: null,
    permissions: [...ALL_PERMISSION_KEYS],
    role: { name: 'general_owner', show_name: 'Owner' },
    company: northwind,
    last_activity: null,
    is_superuser: false,
    email_verified: true,
    acting_as_company: false,
    ...overrides,
  };
}

export function makeOperator(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeUser({
    id: 1,
    first_name: 'Platform',
    last_name: 'Operator',
    full_name: 'Platform Operator',
    email: 'operator@demo.test',
    permissions: [],
    role: { name: 'superadmin', show_name: 'Super Administrator' },
    company: null,
    is_superuser: true,
    ...overrides,
  });
}

/** The GET auth/user answer for a user (or a guest). */
export const userReply = (user: CurrentUser | null) => (user ? { body: { data: user } } : { status: 401, body: { message: 'Unauthenticated.' } });
