// Settings > Employees: list, show, edit, archive/restore, invitations, the company's roles and the
// professions reference list. Each route serves one shared-contract endpoint (employeeEndpoints).
// Gates: employees.view to list, employees.create to invite, edit and delete per item (the own
// record is always viewable and editable).
import type { FastifyInstance } from 'fastify';
import { PEOPLE_MESSAGES, PERMISSIONS, employeeEndpoints as endpoints } from 'shared-contract';
import { forbidden } from '../../lib/http-error';
import { toPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { parsePaging } from '../../lib/validate';
import { assertMailingAllowed } from '../../lib/mail-limits';
import { actorOf, companyOf, requireAuth, requireCompany, requirePermission } from '../../plugins/app/guards';
import { PROFESSION_TITLES } from './professions-data';
import { toInvitedEmployeeRow } from './presenter';
import * as repo from './repository';
import * as service from './service';

const tags = ['employees'];

export default async function employeesRoutes(app: FastifyInstance) {
  // The reference list exists in every database (tests, new installs), not only with demo data.
  await repo.ensureProfessions(app.db, PROFESSION_TITLES);

  route(app, endpoints.listProfessions, { tags, preHandler: requireAuth }, async () => ({ data: await repo.findProfessions(app.db) }));

  route(app, endpoints.listCompanyRoles, { tags, preHandler: requireCompany }, async (_input, request) => ({ data: service.companyRoles(companyOf(request)) }));

  route(app, endpoints.listEmployees, { tags, preHandler: requirePermission(PERMISSIONS.EMPLOYEES_VIEW) }, async ({ query }, request) => {
    const { page, perPage, offset } = parsePaging(query);
    const { rows, total } = await repo.findEmployeePage(
      app.db,
      companyOf(request).id,
      { search: query.search, role: query.role, profession_ids: query.profession_ids, status: query.status },
      { field: query.sort_field ?? 'name', direction: query.sort_direction ?? 'asc' },
      { perPage, offset },
    );
    return toPage(await service.toEmployeeRows(app.db, actorOf(request), rows), total, { page, perPage });
  });

  route(app, endpoints.findEmployee, { tags, preHandler: requireCompany }, async ({ params }, request) => {
    const actor = actorOf(request);
    const employee = await service.findEmployeeOrFail(app.db, companyOf(request), params.id);
    if (!service.abilitiesFor(actor, employee).view) throw forbidden();
    const [row] = await service.toEmployeeRows(app.db, actor, [employee]);
    return { data: row };
  });

  route(app, endpoints.updateEmployee, { tags, preHandler: requireCompany }, async ({ params, body }, request) => {
    const actor = actorOf(request);
    const company = companyOf(request);
    // Tenant and permission first: another company's id is a 404 whatever the body says.
    const employee = await service.findEmployeeOrFail(app.db, company, params.id);
    if (!service.abilitiesFor(actor, employee).edit) throw forbidden();
    return { data: await service.updateEmployee(app, actor, company, params.id, await body()), message: PEOPLE_MESSAGES.employeeSaved };
  });

  route(app, endpoints.archiveEmployee, { tags, preHandler: requirePermission(PERMISSIONS.EMPLOYEES_DELETE) }, async ({ params }, request) => ({
    data: { message: await service.archiveEmployee(app, actorOf(request), companyOf(request), params.id) },
  }));

  route(app, endpoints.restoreEmployee, { tags, preHandler: requirePermission(PERMISSIONS.EMPLOYEES_DELETE) }, async ({ params }, request) => ({
    data: { message: await service.restoreEmployee(app, actorOf(request), companyOf(request), params.id) },
  }));

  route(app, endpoints.inviteEmployees, { tags, preHandler: requirePermission(PERMISSIONS.EMPLOYEES_CREATE) }, async ({ body }, request) => {
    const input = await body();
    await assertMailingAllowed(request, 'address', input.emails);
    const sent = await service.inviteEmployees(app, actorOf(request), companyOf(request), input);
    return { data: { message: PEOPLE_MESSAGES.invitationsSent(sent), count: sent } };
  });

  route(app, endpoints.listInvitations, { tags, preHandler: requirePermission(PERMISSIONS.EMPLOYEES_VIEW) }, async ({ query }, request) => {
    const { page, perPage, offset } = parsePaging(query);
    const { rows, total } = await repo.findInvitationPage(
      app.db,
      companyOf(request).id,
      { search: query.search, status: query.status },
      { field: query.sort_field ?? 'created_at', direction: query.sort_direction ?? (query.sort_field ? 'asc' : 'desc') },
      { perPage, offset },
    );
    return toPage(rows.map(toInvitedEmployeeRow), total, { page, perPage });
  });

  route(app, endpoints.resendInvitation, { tags, preHandler: requirePermission(PERMISSIONS.EMPLOYEES_CREATE) }, async ({ params }, request) => {
    await assertMailingAllowed(request, 'employee-invitation', [String(params.id)]);
    await service.resendInvitation(app, actorOf(request), companyOf(request), params.id);
    return { data: { message: PEOPLE_MESSAGES.invitationResent } };
  });

  route(app, endpoints.cancelInvitation, { tags, preHandler: requirePermission(PERMISSIONS.EMPLOYEES_CREATE) }, async ({ params }, request) => {
    await service.cancelInvitation(app, companyOf(request), params.id);
    return { data: { message: PEOPLE_MESSAGES.invitationCanceled } };
  });
}
