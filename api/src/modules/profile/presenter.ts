// Pure mapping of a user to the My Profile answer.
import type { Profession, Profile, RoleOption } from 'shared-contract';
import type { UserRow } from '../../lib/identity';

/** How an operator's role reads on its own profile. */
export const SUPERADMIN_ROLE_OPTION: RoleOption = { name: 'superadmin', show_name: 'Super Administrator' };

export const toProfile = (user: UserRow, role: RoleOption, company: { id: number; name: string } | null, professions: Profession[]): Profile => ({
  id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  full_name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
  email_verified: user.emailVerifiedAt !== null,
  phone: user.phone,
  photo: user.photo,
  role,
  company,
  professions,
});
