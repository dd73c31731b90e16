// Employee rows as the API answers them (shared-contract's employee shapes): pure mapping from
// database records, no queries.
import { ROLES, type EmployeeAbilities, type EmployeeRow, type InvitedEmployeeRow, type Profession, type RoleName, type RoleOption } from 'shared-contract';
import type { EmployeeRecord, InvitationRecord } from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A role as shown: its key and the label of the role list (an unknown key shows as itself). */
export const roleOption = (name: string | null): RoleOption => ({ name: name ?? '', show_name: ROLES[name as RoleName]?.show_name ?? name ?? '' });

export function toEmployeeRow(u: EmployeeRecord, professions: Profession[], isMe: boolean, can: EmployeeAbilities): EmployeeRow {
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    full_name: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    phone: u.phone,
    photo: u.photo,
    role: roleOption(u.role),
    professions,
    last_activity: iso(u.lastActivity),
    created_at: u.createdAt.toISOString(),
    status: u.archivedAt ? 'archived' : 'active',
    archived_at: iso(u.archivedAt),
    is_me: isMe,
    can,
  };
}

export function toInvitedEmployeeRow(r: InvitationRecord): InvitedEmployeeRow {
  return {
    id: r.id,
    email: r.email,
    role: roleOption(r.role),
    status: r.status,
    invited_by: r.inviterFirstName === null ? null : `${r.inviterFirstName} ${r.inviterLastName ?? ''}`.trim(),
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
    accepted_at: iso(r.acceptedAt),
  };
}
