// Network users (000 section 7, issue 4): the users of the caller's company and its network with
// the users filter panel (001 section 3), the export, and send communication. Gates: USERS_VIEW to
// see and export, USERS_COMMUNICATION to write (never the general_view_only role).
import type { FastifyInstance } from 'fastify';
import {
  NETWORK_INT_MAX,
  NETWORK_MESSAGES,
  NETWORK_USER_SORT_FIELDS,
  PERMISSIONS,
  VALIDATION_MESSAGES as M,
  sendCommunicationSchema,
  yup,
  type NetworkUserSortField,
  rules,
} from 'shared-contract';
import { assertMailingAllowed } from '../../lib/mail-limits';
import { toPage } from '../../lib/lists';
import { parsePaging, validateInput } from '../../lib/validate';
import { actorOf, companyOf, requirePermission } from '../../plugins/app/guards';
import { act } from '../../plugins/app/network-gates';
import { countRule, listQuery } from '../../lib/list-query';
import { exportFileName, writeSpreadsheet, type ExportColumn, type ExportFormat } from '../../lib/spreadsheet';
import { registerDownloadJob, startDownloadJob, type DownloadJobPayload } from '../../plugins/app/downloads';
import { findNetworkUserPage, type NetworkUserFilters } from './repository';
import * as service from './service';

const tags = ['network-users'];

const userListSchema = yup.object({
  page: countRule(),
  per_page: countRule(),
  search: rules.queryText(),
  company_name: rules.queryText(),
  user_name: rules.queryText(),
  projects_min: countRule(),
  projects_max: countRule(),
  open_tasks_min: countRule(),
  open_tasks_max: countRule(),
  tasks_overdue_min: countRule(),
  tasks_overdue_max: countRule(),
  professions: yup.array().of(yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)).max(NETWORK_INT_MAX, M.numMax(NETWORK_INT_MAX)).required()),
  sort_field: yup.string().oneOf([...NETWORK_USER_SORT_FIELDS], 'The selected sort field is invalid.'),
  sort_direction: yup.string().oneOf(['asc', 'desc'], 'The selected sort direction is invalid.'),
  format: yup.string().oneOf(['xlsx', 'csv'], 'The selected format is invalid.'),
});
type UserListQuery = yup.InferType<typeof userListSchema>;

const filtersOf = (q: UserListQuery): NetworkUserFilters => ({
  search: q.search || undefined,
  company_name: q.company_name || undefined,
  user_name: q.user_name || undefined,
  projects_min: q.projects_min,
  projects_max: q.projects_max,
  open_tasks_min: q.open_tasks_min,
  open_tasks_max: q.open_tasks_max,
  tasks_overdue_min: q.tasks_overdue_min,
  tasks_overdue_max: q.tasks_overdue_max,
  professions: q.professions as number[] | undefined,
});
const sortOf = (q: UserListQuery) => ({ field: (q.sort_field as NetworkUserSortField | undefined) ?? 'full_name', direction: (q.sort_direction as 'asc' | 'desc' | undefined) ?? 'asc' });

const USER_EXPORT_COLUMNS: ExportColumn<Awaited<ReturnType<typeof findNetworkUserPage>>['rows'][number]>[] = [
  { header: 'Name', width: 26, value: (r) => r.full_name },
  { header: 'Company', width: 28, value: (r) => r.company_name },
  { header: 'Email', width: 30, value: (r) => r.email },
  { header: 'Phone', width: 18, value: (r) => r.phone },
  { header: 'Role', width: 14, value: (r) => r.role.show_name },
  { header: 'Professions', width: 28, value: (r) => r.professions.map((p) => p.title).join(', ') },
  { header: 'Projects', width: 10, value: (r) => r.projects_count },
  { header: 'Open tasks', width: 12, value: (r) => r.task_open_count },
  { header: 'Overdue tasks', width: 14, value: (r) => r.task_overdue_count },
];

const recipientSearchSchema = yup.object({ search: rules.queryText() });

const USERS_EXPORT_JOB = 'network-users.export';

export default async function networkUsersModule(app: FastifyInstance) {
  registerDownloadJob<DownloadJobPayload & { query: UserListQuery }>(app, USERS_EXPORT_JOB, async ({ companyId, query }) => {
    const { rows } = await findNetworkUserPage(app.db, companyId!, filtersOf(query), sortOf(query), null);
    const format = (query.format as ExportFormat | undefined) ?? 'xlsx';
    return { name: exportFileName('network-users', format), bytes: await writeSpreadsheet(format, 'Users', USER_EXPORT_COLUMNS, rows) };
  });

  const view = { preHandler: requirePermission(PERMISSIONS.USERS_VIEW) };
  const communicate = { preHandler: requirePermission(PERMISSIONS.USERS_COMMUNICATION) };

  app.get('/company/get-all-users', { ...view, schema: { tags, summary: "Paged users of the caller's company and its network" } }, async (request) => {
    const query = await validateInput(userListSchema, listQuery(request, ['professions']));
    const { page, perPage, offset } = parsePaging(query as Record<string, unknown>);
    const { rows, total } = await findNetworkUserPage(app.db, companyOf(request).id, filtersOf(query), sortOf(query), { perPage, offset });
    return toPage(rows, total, { page, perPage });
  });

  app.get('/users/export', { ...view, schema: { tags, summary: 'The network users (search, filters and sort applied) as an XLSX or CSV file' } }, async (request, reply) => {
    const query = await validateInput(userListSchema, listQuery(request, ['professions']));
    // A job builds the file (DOMAIN.md section 8); the caller hears download-created when it is ready.
    return reply.code(202).send(await startDownloadJob(app, USERS_EXPORT_JOB, { userId: actorOf(request).user.id, companyId: companyOf(request).id }, { query }));
  });

  app.get('/users/send-communication/search', { ...communicate, schema: { tags, summary: 'Recipients: network users matching the search' } }, async (request) => {
    const { search } = await validateInput(recipientSearchSchema, request.query);
    const rows = await service.findRecipients(app.db, actorOf(request), companyOf(request), search || undefined);
    return { data: rows.map((r) => ({ id: r.id, full_name: r.full_name, email: r.email, company_name: r.company_name })) };
  });

  app.get('/users/send-communication/data', { ...communicate, schema: { tags, summary: 'Merge fields and the messages the caller sent' } }, async (request) => ({
    data: { merge_fields: service.mergeFieldList(), sent: await service.findSentCommunications(app.db, actorOf(request), companyOf(request)) },
  }));

  app.post('/users/send-communication', { preHandler: act(PERMISSIONS.USERS_COMMUNICATION), schema: { tags, summary: 'Mails the message to each recipient and records it' } }, async (request) => {
    const input = await validateInput(sendCommunicationSchema, request.body);
    await assertMailingAllowed(request, 'user', input.user_ids);
    const count = await service.sendCommunication(app, actorOf(request), companyOf(request), input);
    return { data: { message: NETWORK_MESSAGES.communicationSent(count), count } };
  });
}
