// Companies (000 section 7, issue 4): the network list and export, finding and adding companies,
// invitations (invite, list, resend, cancel), import, a network company's details, users and the
// caller's private notes about it. Gates: COMPANIES_VIEW to see; the companies key of the action
// to act, and never for the general_view_only role (000 section 6).
import type { FastifyInstance } from 'fastify';
import {
  IMPORT_EXTENSIONS,
  INVITATION_STATUSES,
  INVITED_COMPANY_SORT_FIELDS,
  NETWORK_MESSAGES,
  NETWORK_SORT_FIELDS,
  NETWORK_USER_SORT_FIELDS,
  PERMISSIONS,
  VALIDATION_MESSAGES as M,
  checkFile,
  companyIdSchema,
  findByEmailSchema,
  networkIdRule,
  inviteCompanySchema,
  noteCreateSchema,
  noteUpdateSchema,
  yup,
  type InvitationStatus,
  type InvitedCompanySortField,
  type NetworkSortField,
  type NetworkUserSortField,
  rules,
} from 'shared-contract';
import { fieldError, notFound } from '../../lib/http-error';
import { assertMailingAllowed } from '../../lib/mail-limits';
import { toPage } from '../../lib/lists';
import { countRule, listQuery } from '../../lib/list-query';
import { parseId, parsePaging, validateInput } from '../../lib/validate';
import { actorOf, companyOf, requirePermission } from '../../plugins/app/guards';
import { findNetworkUserPage } from '../network-users';
import { act } from '../../plugins/app/network-gates';
import { confirmImport, previewImport } from './import';
import invitationPageRoutes from './invitation-page';
import * as repo from './repository';
import * as service from './service';
import { exportFileName, writeSpreadsheet, type ExportColumn, type ExportFormat } from '../../lib/spreadsheet';
import { registerDownloadJob, startDownloadJob, type DownloadJobPayload } from '../../plugins/app/downloads';

const tags = ['network'];
const idParams = { type: 'object', properties: { id: { type: 'string' } } } as const;
const dateRule = () => rules.date();
const directionRule = () => yup.string().oneOf(['asc', 'desc'], 'The selected sort direction is invalid.');
const formatRule = () => yup.string().oneOf(['xlsx', 'csv'], 'The selected format is invalid.');

const networkListSchema = yup.object({
  page: countRule(),
  per_page: countRule(),
  search: rules.queryText(),
  company_name: rules.queryText(),
  contact_name: rules.queryText(),
  sort_field: yup.string().oneOf([...NETWORK_SORT_FIELDS], 'The selected sort field is invalid.'),
  sort_direction: directionRule(),
  format: formatRule(),
});

const invitationListSchema = yup.object({
  page: countRule(),
  per_page: countRule(),
  search: rules.queryText(),
  company_name: rules.queryText(),
  status: yup.array().of(yup.string().oneOf(Object.keys(INVITATION_STATUSES), 'The selected status is invalid.').required()),
  invite_date_from: dateRule(),
  invite_date_to: dateRule(),
  expires_in_from: countRule(),
  expires_in_to: countRule(),
  sort_field: yup.string().oneOf([...INVITED_COMPANY_SORT_FIELDS], 'The selected sort field is invalid.'),
  sort_direction: directionRule(),
});

const searchSchema = yup.object({ search: rules.text().required(M.required).min(2, M.strMin(2)).max(255, M.strMax(255)) });
const notesQuerySchema = yup.object({ company_id: networkIdRule() });
const companyUsersSchema = yup.object({
  company_id: networkIdRule(),
  page: countRule(),
  per_page: countRule(),
  search: rules.queryText(),
  sort_field: yup.string().oneOf([...NETWORK_USER_SORT_FIELDS], 'The selected sort field is invalid.'),
  sort_direction: directionRule(),
});

type NetworkQuery = yup.InferType<typeof networkListSchema>;
const networkSort = (q: NetworkQuery) => ({
  field: (q.sort_field as NetworkSortField | undefined) ?? 'name',
  direction: (q.sort_direction as 'asc' | 'desc' | undefined) ?? 'asc',
});
const networkFilters = (q: NetworkQuery) => ({ search: q.search || undefined, company_name: q.company_name || undefined, contact_name: q.contact_name || undefined });

const contactName = (r: { primary_contact_first_name: string | null; primary_contact_last_name: string | null }) =>
  r.primary_contact_first_name === null ? null : `${r.primary_contact_first_name} ${r.primary_contact_last_name ?? ''}`.trim();

const NETWORK_EXPORT_COLUMNS: ExportColumn<Awaited<ReturnType<typeof repo.findNetworkPage>>['rows'][number]>[] = [
  { header: 'Company Name', width: 32, value: (r) => r.name },
  { header: 'Tax ID', width: 14, value: (r) => r.tid },
  { header: 'Projects', width: 10, value: (r) => r.projects_count },
  { header: 'Open tasks', width: 12, value: (r) => r.tasks_count },
  { header: 'Overdue tasks', width: 14, value: (r) => r.overdue_tasks_count },
  { header: 'Type', width: 18, value: (r) => (r.type === 'general_contractor' ? 'General Contractor' : 'Sub Contractor') },
  { header: 'Primary contact', width: 24, value: contactName },
];



const NETWORK_EXPORT_JOB = 'network.export';

export default async function networkModule(app: FastifyInstance) {
  await app.register(invitationPageRoutes);

  registerDownloadJob<DownloadJobPayload & { query: NetworkQuery }>(app, NETWORK_EXPORT_JOB, async ({ companyId, query }) => {
    const { rows } = await repo.findNetworkPage(app.db, companyId!, networkFilters(query), networkSort(query), null);
    const format = (query.format as ExportFormat | undefined) ?? 'xlsx';
    return { name: exportFileName('network', format), bytes: await writeSpreadsheet(format, 'Network', NETWORK_EXPORT_COLUMNS, rows) };
  });

  app.register(
    async (v1) => {
      const view = { preHandler: requirePermission(PERMISSIONS.COMPANIES_VIEW) };

      v1.get('/company/network', { ...view, schema: { tags, summary: "Paged company search rows of the caller's network" } }, async (request) => {
        const query = await validateInput(networkListSchema, request.query);
        const { page, perPage, offset } = parsePaging(query as Record<string, unknown>);
        const { rows, total } = await repo.findNetworkPage(app.db, companyOf(request).id, networkFilters(query), networkSort(query), { perPage, offset });
        return toPage(rows, total, { page, perPage });
      });

      v1.get('/company/network/export', { ...view, schema: { tags, summary: 'The network (search, filters and sort applied) as an XLSX or CSV file' } }, async (request, reply) => {
        const query = await validateInput(networkListSchema, request.query);
        // A job builds the file (DOMAIN.md section 8); the caller hears download-created when it is ready.
        return reply.code(202).send(await startDownloadJob(app, NETWORK_EXPORT_JOB, { userId: actorOf(request).user.id, companyId: companyOf(request).id }, { query }));
      });

      v1.get(
        '/company/network/search-not-added-company',
        { preHandler: act(PERMISSIONS.COMPANIES_CREATE), schema: { tags, summary: 'Companies on the platform by name, not in the network yet' } },
        async (request) => {
          const { search } = await validateInput(searchSchema, request.query);
          return { data: await repo.searchCompaniesNotInNetwork(app.db, companyOf(request).id, search) };
        },
      );

      v1.get(
        '/company/network/find-by-email',
        { preHandler: act(PERMISSIONS.COMPANIES_CREATE), schema: { tags, summary: 'The company of the user with this e-mail (null when none)' } },
        async (request) => {
          const { email } = await validateInput(findByEmailSchema, request.query);
          const company = companyOf(request);
          const found = await repo.findCompanyByUserEmail(app.db, company.id, email);
          if (found?.id === company.id) throw fieldError('email', NETWORK_MESSAGES.emailOfOwnCompany);
          if (!found || found.status !== 'active') return { data: null };
          const { status: _status, ...match } = found;
          return { data: match };
        },
      );

      v1.post('/company/network/add-company-by-id', { preHandler: act(PERMISSIONS.COMPANIES_CREATE), schema: { tags, summary: 'Sends a platform company a request to join each other’s networks' } }, async (request) => {
        const { company_id } = await validateInput(companyIdSchema, request.body);
        // in_network: the company had asked first, so adding it answered its request.
        return { data: await service.addCompanyById(app, actorOf(request), companyOf(request), company_id) };
      });

      v1.post('/company/network/remove-company-by-id', { preHandler: act(PERMISSIONS.COMPANIES_DELETE), schema: { tags, summary: "Removes a company from the caller's network" } }, async (request) => {
        const { company_id } = await validateInput(companyIdSchema, request.body);
        return { data: { message: await service.removeCompanyById(app.db, companyOf(request), company_id) } };
      });

      v1.post('/company/network/invite', { preHandler: act(PERMISSIONS.COMPANIES_CREATE), schema: { tags, summary: 'Invites a company by e-mail (14-day link)' } }, async (request) => {
        const input = await validateInput(inviteCompanySchema, request.body);
        await assertMailingAllowed(request, 'address', [input.email]);
        const invitation = await service.inviteCompany(app, actorOf(request), companyOf(request), input);
        return { data: invitation, message: NETWORK_MESSAGES.invitationSent(invitation.email) };
      });

      v1.get('/company/network/invitations', { ...view, schema: { tags, summary: 'Paged network invitations with status, invite date and expiry' } }, async (request) => {
        const query = await validateInput(invitationListSchema, listQuery(request, ['status']));
        const { page, perPage, offset } = parsePaging(query as Record<string, unknown>);
        const { rows, total } = await repo.findInvitationPage(
          app.db,
          companyOf(request).id,
          {
            search: query.search || undefined,
            company_name: query.company_name || undefined,
            status: query.status as InvitationStatus[] | undefined,
            invite_date_from: query.invite_date_from,
            invite_date_to: query.invite_date_to,
            expires_in_from: query.expires_in_from,
            expires_in_to: query.expires_in_to,
          },
          {
            field: (query.sort_field as InvitedCompanySortField | undefined) ?? 'created_at',
            direction: (query.sort_direction as 'asc' | 'desc' | undefined) ?? (query.sort_field ? 'asc' : 'desc'),
          },
          { perPage, offset },
        );
        return toPage(rows, total, { page, perPage });
      });

      v1.post(
        '/company/network/invitations/:id/resend',
        { preHandler: act(PERMISSIONS.COMPANIES_CREATE), schema: { tags, summary: 'Mails a new link with a new expiry', params: idParams } },
        async (request) => {
          await assertMailingAllowed(request, 'company-invitation', [(request.params as { id: string }).id]);
          return {
            data: await service.resendInvitation(app, actorOf(request), companyOf(request), parseId((request.params as { id: string }).id)),
            message: NETWORK_MESSAGES.invitationResent,
          };
        },
      );

      v1.post(
        '/company/network/invitations/:id/cancel',
        { preHandler: act(PERMISSIONS.COMPANIES_CREATE), schema: { tags, summary: 'Cancels a pending invitation (its link stops working)', params: idParams } },
        async (request) => {
          await service.cancelInvitation(app.db, companyOf(request), parseId((request.params as { id: string }).id));
          return { data: { message: NETWORK_MESSAGES.invitationCanceled } };
        },
      );

      // Requests addressed to the caller's company (DOMAIN.md 7): answered by whoever may add companies.
      v1.get('/company/network/requests', { preHandler: act(PERMISSIONS.COMPANIES_CREATE), schema: { tags, summary: 'Pending requests and invitations from other companies to join their network' } }, async (request) => ({
        data: await repo.findIncomingRequests(app.db, companyOf(request).id),
      }));

      v1.post(
        '/company/network/requests/:id/accept',
        { preHandler: act(PERMISSIONS.COMPANIES_CREATE), schema: { tags, summary: 'Accepts a request: both companies join each other’s networks', params: idParams } },
        async (request) => ({
          data: { message: await service.answerRequest(app, companyOf(request), parseId((request.params as { id: string }).id), true) },
        }),
      );

      v1.post(
        '/company/network/requests/:id/decline',
        { preHandler: act(PERMISSIONS.COMPANIES_CREATE), schema: { tags, summary: 'Declines a request (the requester is told)', params: idParams } },
        async (request) => ({
          data: { message: await service.answerRequest(app, companyOf(request), parseId((request.params as { id: string }).id), false) },
        }),
      );

      v1.post('/company/network/import/preview', { preHandler: act(PERMISSIONS.COMPANIES_CREATE), schema: { tags, summary: 'Reads a CSV or XLSX file of companies and checks each row' } }, async (request) => {
        if (!request.isMultipart()) throw fieldError('file', NETWORK_MESSAGES.importFileRequired);
        const part = await request.file();
        if (!part) throw fieldError('file', NETWORK_MESSAGES.importFileRequired);
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', M.uploadTooLarge);
          throw error;
        }
        const problem = checkFile({ name: part.filename, size: bytes.length }, { extensions: IMPORT_EXTENSIONS });
        if (problem) throw fieldError('file', problem);
        return { data: await previewImport(app.db, actorOf(request), companyOf(request), part.filename, bytes) };
      });

      v1.post(
        '/company/network/import/:id/confirm',
        { preHandler: act(PERMISSIONS.COMPANIES_CREATE), schema: { tags, summary: 'Sends the invitations of the new rows, all or nothing', params: idParams } },
        async (request) => {
          const count = await confirmImport(app, actorOf(request), companyOf(request), parseId((request.params as { id: string }).id));
          return { data: { message: NETWORK_MESSAGES.importConfirmed(count), count } };
        },
      );

      v1.get('/company/network/companies/:id', { ...view, schema: { tags, summary: 'A network company: card, offices, primary contact', params: idParams } }, async (request) => ({
        data: await service.findCompanyDetails(app.db, companyOf(request), parseId((request.params as { id: string }).id)),
      }));

      const usersOfCompany = { preHandler: requirePermission({ all: [PERMISSIONS.COMPANIES_VIEW, PERMISSIONS.USERS_VIEW] }) };

      v1.get('/company/get-users', { ...usersOfCompany, schema: { tags, summary: 'Paged users of one network company' } }, async (request) => {
        const query = await validateInput(companyUsersSchema, request.query);
        const company = companyOf(request);
        await service.findNetworkCompanyOrFail(app.db, company, query.company_id);
        const { page, perPage, offset } = parsePaging(query as Record<string, unknown>);
        const { rows, total } = await findNetworkUserPage(
          app.db,
          company.id,
          { company_id: query.company_id, search: query.search || undefined },
          { field: (query.sort_field as NetworkUserSortField | undefined) ?? 'full_name', direction: (query.sort_direction as 'asc' | 'desc' | undefined) ?? 'asc' },
          { perPage, offset },
        );
        return toPage(rows, total, { page, perPage });
      });

      v1.get(
        '/company/network/companies/:id/users/:userId',
        { ...usersOfCompany, schema: { tags, summary: 'One user of a network company', params: { type: 'object', properties: { id: { type: 'string' }, userId: { type: 'string' } } } } },
        async (request) => {
          const params = request.params as { id: string; userId: string };
          const company = companyOf(request);
          const partnerId = parseId(params.id);
          await service.findNetworkCompanyOrFail(app.db, company, partnerId);
          const { rows } = await findNetworkUserPage(app.db, company.id, { company_id: partnerId, user_ids: [parseId(params.userId)] }, { field: 'full_name', direction: 'asc' }, { perPage: 1, offset: 0 });
          if (!rows[0]) throw notFound();
          return { data: rows[0] };
        },
      );

      // Notes: private to the caller's company; viewing needs COMPANIES_VIEW, writing COMPANIES_EDIT.
      v1.get('/company/notes', { ...view, schema: { tags, summary: "The caller's notes about a network company (query company_id)" } }, async (request) => {
        const { company_id } = await validateInput(notesQuerySchema, request.query);
        return { data: await service.findNotes(app.db, actorOf(request), companyOf(request), company_id) };
      });

      v1.post('/company/notes/create', { preHandler: act(PERMISSIONS.COMPANIES_EDIT), schema: { tags, summary: 'Adds a note about a network company' } }, async (request) => {
        const input = await validateInput(noteCreateSchema, request.body);
        return { data: await service.createNote(app.db, actorOf(request), companyOf(request), input.company_id, input.body), message: NETWORK_MESSAGES.noteSaved };
      });

      v1.put('/company/notes/update/:id', { preHandler: act(PERMISSIONS.COMPANIES_EDIT), schema: { tags, summary: 'Edits a note', params: idParams } }, async (request) => {
        const id = parseId((request.params as { id: string }).id);
        const company = companyOf(request);
        // Tenant first: another company's note is a 404 whatever the body says.
        const input = await validateInput(noteUpdateSchema, request.body).catch(async (error) => {
          if (!(await repo.findNote(app.db, company.id, id))) throw notFound();
          throw error;
        });
        return { data: await service.updateNote(app.db, actorOf(request), company, id, input.body), message: NETWORK_MESSAGES.noteSaved };
      });

      v1.delete('/company/notes/delete/:id', { preHandler: act(PERMISSIONS.COMPANIES_EDIT), schema: { tags, summary: 'Deletes a note', params: idParams } }, async (request) => {
        await service.deleteNote(app.db, companyOf(request), parseId((request.params as { id: string }).id));
        return { data: { message: NETWORK_MESSAGES.noteDeleted } };
      });
    },
    { prefix: '/api/v1' },
  );
}
