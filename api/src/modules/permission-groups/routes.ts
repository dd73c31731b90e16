// Settings > Permission Groups: GET/POST settings/company/permission (000 section 7).
import type { FastifyInstance } from 'fastify';
import { PEOPLE_MESSAGES, PERMISSIONS, SETTINGS_GATES, permissionGroupSaveSchema } from 'shared-contract';
import { validateInput } from '../../lib/validate';
import { actorOf, companyOf, requirePermission } from '../../plugins/app/guards';
import * as service from './service';

const tags = ['permission-groups'];

export default async function permissionGroupsModule(app: FastifyInstance) {
  app.get(
    '/settings/company/permission',
    {
      // The page's gate (SETTINGS_GATES.permissionGroups), one source with the menu and the route.
      preHandler: requirePermission({ all: [...SETTINGS_GATES.permissionGroups.all] }),
      schema: { tags, summary: "The company's permission groups, one per role" },
    },
    async (request) => ({ data: await service.findPermissionGroups(app.db, companyOf(request)) }),
  );

  app.post(
    '/settings/company/permission',
    {
      preHandler: requirePermission({ all: [...SETTINGS_GATES.permissionGroups.all, PERMISSIONS.EMPLOYEES_EDIT] }),
      schema: { tags, summary: "Saves a role's permissions (dependency rules checked)" },
    },
    async (request) => {
      const input = await validateInput(permissionGroupSaveSchema, request.body);
      const group = await service.savePermissionGroup(app.db, companyOf(request), input.role, input.permissions as string[], actorOf(request).permissions);
      return { data: group, message: PEOPLE_MESSAGES.permissionsSaved };
    },
  );
}
