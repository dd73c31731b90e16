// Pure mapping of a permission group row to the contract's answer.
import type { PermissionGroup } from 'shared-contract';
import type { PermissionGroupRow } from './repository';

export const toPermissionGroup = (row: PermissionGroupRow, showName: string, editable: boolean, usersCount: number): PermissionGroup => ({
  id: row.id,
  role: row.role,
  show_name: showName,
  permissions: row.permissions,
  editable,
  users_count: usersCount,
});
