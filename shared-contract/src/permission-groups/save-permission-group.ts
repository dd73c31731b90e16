import { defineEndpoint } from '../endpoint';
import { s } from '../schema';
import { permissionGroupSaveSchema, permissionGroupShape } from './shapes';

export const savePermissionGroup = defineEndpoint({
  method: 'POST',
  path: 'settings/company/permission',
  summary: "Saves a role's permissions (dependency rules checked)",
  body: permissionGroupSaveSchema,
  response: s.object({ data: permissionGroupShape, message: s.string() }),
});
