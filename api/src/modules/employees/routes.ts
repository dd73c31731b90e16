// Employees (Settings > Employees): list, show, edit, archive/restore, invitations, the company's
// roles and the professions reference list. Gates: EMPLOYEES_VIEW to list, EMPLOYEES_CREATE to
// invite, edit/delete per item (own record always editable).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EMPLOYEE_SORT_FIELDS,
  EMPLOYEE_STATUSES,
  INVITATION_SORT_FIELDS,
  INVITE_EMPLOYEE_STATUSES,
  PEOPLE_MESSAGES,
  PERMISSIONS,
  VALIDATION_MESSAGES as M,
  employeeUpdateSchema,
  inviteEmployeesSchema,
  textRule,
  yup,
  type EmployeeStatus,
  type InviteEmployeeStatus,
  rules,
} from 'shared-contract';
import { forbidden } from '../../lib/http-error';
import { assertMailingAllowed } from '../../lib/mail-limits';
import { toPage } from '../../lib/lists';
import { parseId, parsePaging, validateInput } from '../../lib/validate';
import { actorOf, companyOf, requireAuth, requireCompany, requirePermission } from '../../plugins/app/guards';
import { PROFESSION_TITLES } from './professions-data';
import * as repo from './repository';
import * as service from './service';

const tags = ['employees'];
const idParams = { type: 'object', properties: { id: { type: 'string' } } } as const;

/** Multi-value filters arrive as `key=a&key=b`, `key[]=a` or a single `key=a`. */
function readList(query: Record<string, unknown>, key: string): string[] | undefined {
  const raw = query[key] ?? query[`${key}[]`];
  if (raw === undefined || raw === '') return undefined;
  return (Array.isArray(raw) ? raw : [raw]).map(String).filter((v) => v !== '');
}

const pagingRules = {
  page: yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)),
  per_page: yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)),
  search: textRule().max(255, M.strMax(255)),
  sort_direction: yup.string().oneOf(['asc', 'desc'], 'The selected sort direction is invalid.'),
};

const employeeListSchema = yup.object({
  ...pagingRules,
  sort_field: yup.string().oneOf([...EMPLOYEE_SORT_FIELDS], 'The selected sort field is invalid.'),
  role: yup.array().of(yup.string().required()),
  profession_ids: rules.ids(),
  status: yup.array().of(yup.string().oneOf(Object.keys(EMPLOYEE_STATUSES), 'The selected status is invalid.').required()),
});

const invitationListSchema = yup.object({
  ...pagingRules,
  sort_field: yup.string().oneOf([...INVITATION_SORT_FIELDS], 'The selected sort field is invalid.'),
  status: yup.array().of(yup.string().oneOf(Object.keys(INVITE_EMPLOYEE_STATUSES), 'The selected status is invalid.').required()),
});

const listQuery = (request: FastifyRequest, multi: string[]) => {
  const query = { ...(request.query as Record<string, unknown>) };
  for (const key of multi) {
    delete query[`${key}[]`];
    const list = readList(request.query as Record<string, unknown>, key);
    if (list) query[key] = list;
    else delete query[key];
  }
  return query;
};

export default async function employeesModule(app: FastifyInstance) {
  // The reference list exists in every database (tests, new installs), not only with demo data.
  await repo.ensureProfessions(app.db, PROFESSION_TITLES);

  app.get('/settings/professions', { preHandler: requireAuth, schema: { tags, summary: 'The professions reference list (id, title)' } }, async () => ({
    data: await repo.findProfessions(app.db),
  }));

  app.get('/settings/company/roles', { preHandler: requireCompany, schema: { tags, summary: "The roles of the caller's company type" } }, async (request) => ({
    data: service.companyRoles(companyOf(request)),
  }));

  app.get('/employees', { preHandler: requirePermission(PERMISSIONS.EMPLOYEES_VIEW), schema: { tags, summary: 'Paged, filtered, sorted employees of the company' } }, async (request) => {
    const query = await validateInput(employeeListSchema, listQuery(request, ['role', 'profession_ids', 'status']));
    const { page, perPage, offset } = parsePaging(query as Record<string, unknown>);
    const actor = actorOf(request);
    const { rows, total } = await repo.findEmployeePage(
      app.db,
      companyOf(request).id,
      { search: query.search, role: query.role as string[] | undefined, profession_ids: query.profession_ids as number[] | undefined, status: query.status as EmployeeStatus[] | undefined },
      { field: (query.sort_field as (typeof EMPLOYEE_SORT_FIELDS)[number] | undefined) ?? 'name', direction: (query.sort_direction as 'asc' | 'desc' | undefined) ?? 'asc' },
      { perPage, offset },
    );
    return toPage(await service.toEmployeeRows(app.db, actor, rows), total, { page, perPage });
  });

  app.get('/employees/:id', { preHandler: requireCompany, schema: { tags, summary: 'One employee (own record always)', params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const employee = await service.findEmployeeOrFail(app.db, companyOf(request), parseId((request.params as { id: string }).id));
    if (!service.abilitiesFor(actor, employee).view) throw forbidden();
    const [row] = await service.toEmployeeRows(app.db, actor, [employee]);
    return { data: row };
  });

  app.put('/employees/:id', { preHandler: requireCompany, schema: { tags, summary: 'Saves an employee: name, phone, role, professions', params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const company = companyOf(request);
    const id = parseId((request.params as { id: string }).id);
    // Tenant and permission first: another company's id is a 404 whatever the body says.
    const employee = await service.findEmployeeOrFail(app.db, company, id);
    if (!service.abilitiesFor(actor, employee).edit) throw forbidden();
    const input = await validateInput(employeeUpdateSchema, request.body);
    return { data: await service.updateEmployee(app, actor, company, id, input), message: PEOPLE_MESSAGES.employeeSaved };
  });

  app.post('/users/:id/archive', { preHandler: requirePermission(PERMISSIONS.EMPLOYEES_DELETE), schema: { tags, summary: 'Archives an employee (no sign-in)', params: idParams } }, async (request) => ({
    data: { message: await service.archiveEmployee(app, actorOf(request), companyOf(request), parseId((request.params as { id: string }).id)) },
  }));

  app.post('/users/:id/restore', { preHandler: requirePermission(PERMISSIONS.EMPLOYEES_DELETE), schema: { tags, summary: 'Restores an archived employee', params: idParams } }, async (request) => ({
    data: { message: await service.restoreEmployee(app, actorOf(request), companyOf(request), parseId((request.params as { id: string }).id)) },
  }));

  app.post('/employees/invite', { preHandler: requirePermission(PERMISSIONS.EMPLOYEES_CREATE), schema: { tags, summary: 'Invites employees by e-mail with a role' } }, async (request) => {
    const input = await validateInput(inviteEmployeesSchema, request.body);
    await assertMailingAllowed(request, 'address', input.emails);
    const sent = await service.inviteEmployees(app, actorOf(request), companyOf(request), input);
    return { data: { message: PEOPLE_MESSAGES.invitationsSent(sent), count: sent } };
  });

  app.get('/employees/invitations', { preHandler: requirePermission(PERMISSIONS.EMPLOYEES_VIEW), schema: { tags, summary: 'Paged employee invitations with status filter' } }, async (request) => {
    const query = await validateInput(invitationListSchema, listQuery(request, ['status']));
    const { page, perPage, offset } = parsePaging(query as Record<string, unknown>);
    const { rows, total } = await repo.findInvitationPage(
      app.db,
      companyOf(request).id,
      { search: query.search, status: query.status as InviteEmployeeStatus[] | undefined },
      { field: (query.sort_field as (typeof INVITATION_SORT_FIELDS)[number] | undefined) ?? 'created_at', direction: (query.sort_direction as 'asc' | 'desc' | undefined) ?? (query.sort_field ? 'asc' : 'desc') },
      { perPage, offset },
    );
    return toPage(rows.map(service.toInvitedEmployeeRow), total, { page, perPage });
  });

  app.post(
    '/employees/invitations/:id/resend',
    { preHandler: requirePermission(PERMISSIONS.EMPLOYEES_CREATE), schema: { tags, summary: 'Mails a new link (pending or expired invitations)', params: idParams } },
    async (request) => {
      await assertMailingAllowed(request, 'employee-invitation', [(request.params as { id: string }).id]);
      await service.resendInvitation(app, actorOf(request), companyOf(request), parseId((request.params as { id: string }).id));
      return { data: { message: PEOPLE_MESSAGES.invitationResent } };
    },
  );

  app.post(
    '/employees/invitations/:id/cancel',
    { preHandler: requirePermission(PERMISSIONS.EMPLOYEES_CREATE), schema: { tags, summary: 'Cancels a pending invitation (its link stops working)', params: idParams } },
    async (request) => {
      await service.cancelInvitation(app, companyOf(request), parseId((request.params as { id: string }).id));
      return { data: { message: PEOPLE_MESSAGES.invitationCanceled } };
    },
  );
}
