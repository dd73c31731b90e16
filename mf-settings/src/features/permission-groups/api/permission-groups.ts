// GET/POST settings/company/permission: the company's permission groups, one per role.
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type PermissionGroup } from 'shared-contract';

export function usePermissionGroups() {
  return useSWR(API.permissionGroups, async () => (await api.get(API.permissionGroups).json<{ data: PermissionGroup[] }>()).data);
}

export async function savePermissionGroup(role: string, permissions: string[]): Promise<{ data: PermissionGroup; message: string }> {
  return api.post(API.permissionGroups, { json: { role, permissions } }).json<{ data: PermissionGroup; message: string }>();
}
