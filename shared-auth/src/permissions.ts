// Permission checks on the current user: can, cant, canAny, canAll and the role test.
import { useMemo } from 'react';
import { hasAllPermissions, hasAnyPermission, type CurrentUser } from 'shared-contract';
import { useCurrentUser } from './session';

type MaybeUser = CurrentUser | null | undefined;

export function can(user: MaybeUser, permission: string): boolean {
  return !!user && user.permissions.includes(permission);
}

export function cant(user: MaybeUser, permission: string): boolean {
  return !can(user, permission);
}

export function canAny(user: MaybeUser, permissions: readonly string[]): boolean {
  return !!user && hasAnyPermission(user.permissions, permissions);
}

export function canAll(user: MaybeUser, permissions: readonly string[]): boolean {
  return !!user && hasAllPermissions(user.permissions, permissions);
}

export function hasRole(user: MaybeUser, role: string | readonly string[]): boolean {
  if (!user) return false;
  const roles = typeof role === 'string' ? [role] : role;
  return roles.includes(user.role.name);
}

export type PermissionCheck = { any?: readonly string[]; all?: readonly string[]; permission?: string };

/** A route's permission list: 'any' or 'all', otherwise a single permission (001 section 4). */
export function passes(user: MaybeUser, check: PermissionCheck): boolean {
  if (check.permission && !can(user, check.permission)) return false;
  if (check.any && check.any.length && !canAny(user, check.any)) return false;
  if (check.all && check.all.length && !canAll(user, check.all)) return false;
  return true;
}

export function usePermissions() {
  const { user } = useCurrentUser();
  return useMemo(
    () => ({
      user,
      can: (permission: string) => can(user, permission),
      cant: (permission: string) => cant(user, permission),
      canAny: (permissions: readonly string[]) => canAny(user, permissions),
      canAll: (permissions: readonly string[]) => canAll(user, permissions),
      hasRole: (role: string | readonly string[]) => hasRole(user, role),
    }),
    [user],
  );
}
