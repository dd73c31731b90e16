// GET/POST settings/company/permission: the company's permission groups, one per role.
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { permissionGroupEndpoints } from 'shared-contract';

export function usePermissionGroups() {
  return useSWR(permissionGroupEndpoints.listPermissionGroups.path, async () => (await callEndpoint(permissionGroupEndpoints.listPermissionGroups)).data);
}

export function savePermissionGroup(role: string, permissions: string[]) {
  return callEndpoint(permissionGroupEndpoints.savePermissionGroup, { body: { role, permissions } });
}
