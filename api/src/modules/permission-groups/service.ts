// Permission groups of a company (one per role of its type, DOMAIN.md 2). Saving applies the
// dependency rules of 000 section 4 (no saved group may break one) and takes effect on the next request
// of every user of the role: permissions are read per request (lib/identity.ts).
import {
  ALL_PERMISSION_KEYS,
  PEOPLE_MESSAGES,
  VALIDATION_MESSAGES as M,
  describePermission,
  describePermissionViolation,
  findPermissionViolations,
  findUnheldGrants,
  ownerRoleFor,
  rolesFor,
  type CompanyType,
  type PermissionGroup,
  type RoleName,
} from 'shared-contract';
import type { Database } from '../../db/client';
import { fieldError } from '../../lib/http-error';
import type { CompanyRow } from '../../lib/identity';
import { countUsersByRole, roleOption } from '../employees';
import { toPermissionGroup } from './presenter';
import * as repo from './repository';

/** The owner's group always holds every key, so a company cannot lock itself out. */
export const isGroupEditable = (company: CompanyRow, role: string) => role !== ownerRoleFor(company.type as CompanyType);

export async function findPermissionGroups(db: Database, company: CompanyRow): Promise<PermissionGroup[]> {
  const roles = rolesFor(company.type as CompanyType);
  const rows = await repo.findGroupsOfCompany(db, company.id);
  const counts = await countUsersByRole(db, company.id);
  return rows
    .filter((g) => roles.includes(g.role as RoleName))
    .sort((a, b) => roles.indexOf(a.role as RoleName) - roles.indexOf(b.role as RoleName))
    .map((g) => toPermissionGroup(g, roleOption(g.role).show_name, isGroupEditable(company, g.role), counts.get(g.role) ?? 0));
}

/** `held`: the saving user's own rights; a save may not add a right the saver does not hold. */
export async function savePermissionGroup(db: Database, company: CompanyRow, role: string, permissions: string[], held: readonly string[]): Promise<PermissionGroup> {
  if (!rolesFor(company.type as CompanyType).includes(role as RoleName)) throw fieldError('role', M.inArray('role', 'roles'));
  if (!isGroupEditable(company, role)) throw fieldError('role', PEOPLE_MESSAGES.ownerGroupLocked);
  const unknown = permissions.find((p) => !(ALL_PERMISSION_KEYS as string[]).includes(p));
  if (unknown) throw fieldError('permissions', PEOPLE_MESSAGES.unknownPermission(unknown));
  const unique = ALL_PERMISSION_KEYS.filter((k) => permissions.includes(k));
  const current = await repo.findGroupOfRole(db, company.id, role);
  const violations = findPermissionViolations(unique);
  if (violations.length) throw fieldError('permissions', violations.map(describePermissionViolation).join(' '));
  const unheld = findUnheldGrants(current?.permissions ?? [], unique, held);
  if (unheld.length) throw fieldError('permissions', PEOPLE_MESSAGES.cannotGrantUnheld(unheld.map(describePermission).join(', ')));
  if (current) {
    await repo.updateGroupPermissions(db, current.id, unique);
  } else {
    await repo.insertGroup(db, company.id, role, unique);
  }
  const groups = await findPermissionGroups(db, company);
  return groups.find((g) => g.role === role)!;
}
