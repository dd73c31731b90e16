import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { permissionGroupShape } from './shapes';

export const listPermissionGroups = defineEndpoint({
  method: 'GET',
  path: 'settings/company/permission',
  summary: "The company's permission groups, one per role",
  response: dataOf(s.array(permissionGroupShape)),
});
