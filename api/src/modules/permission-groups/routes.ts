// Settings > Permission Groups: GET/POST settings/company/permission (000 section 7). Each route serves
// one shared-contract endpoint (permissionGroupEndpoints).
import type { FastifyInstance } from 'fastify';
import { PEOPLE_MESSAGES, PERMISSIONS, SETTINGS_GATES, permissionGroupEndpoints as endpoints } from 'shared-contract';
import { route } from '../../lib/route';
import { actorOf, companyOf, requirePermission } from '../../plugins/app/guards';
import * as service from './service';

const tags = ['permission-groups'];

export default async function permissionGroupsRoutes(app: FastifyInstance) {
  // The page's gate (SETTINGS_GATES.permissionGroups), one source with the menu and the route.
  route(app, endpoints.listPermissionGroups, { tags, preHandler: requirePermission({ all: [...SETTINGS_GATES.permissionGroups.all] }) }, async (_input, request) => ({
    data: await service.findPermissionGroups(app.db, companyOf(request)),
  }));

  route(
    app,
    endpoints.savePermissionGroup,
    { tags, preHandler: requirePermission({ all: [...SETTINGS_GATES.permissionGroups.all, PERMISSIONS.EMPLOYEES_EDIT] }) },
    async ({ body }, request) => {
      const input = await body();
      const group = await service.savePermissionGroup(app.db, companyOf(request), input.role, input.permissions, actorOf(request).permissions);
      return { data: group, message: PEOPLE_MESSAGES.permissionsSaved };
    },
  );
}
