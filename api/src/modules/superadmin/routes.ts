// Operator endpoints (001 sections 2-8): company list, create account, details, activity, block,
// delete, plan, feature switches, and logging in as / out of a company. Superusers only.
import type { FastifyInstance } from 'fastify';
import { PLANS, VALIDATION_MESSAGES as M, createCompanySchema, rules, yup } from 'shared-contract';
import { findCurrentUser } from '../../lib/identity';
import { notFound } from '../../lib/http-error';
import { LocalCache } from '../../lib/local-cache';
import { toPage } from '../../lib/lists';
import { parseId, parsePaging, validateInput } from '../../lib/validate';
import { actorOf, requireSuperuser } from '../../plugins/app/guards';
import { updateActingCompany } from '../auth';
import * as repo from './repository';
import * as service from './service';

const tags = ['superadmin'];
const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);
const dateRule = () => rules.date();
const countRule = () => yup.number().transform(emptyToUndefined).typeError(M.number).integer(M.number).min(0, M.numMin(0));

const listQuerySchema = yup.object({
  page: countRule(),
  per_page: countRule(),
  search: rules.queryText(),
  sort_field: yup.string().oneOf([...repo.SORT_FIELDS, 'last_activity'], 'The selected sort field is invalid.'),
  sort_direction: yup.string().oneOf(['asc', 'desc'], 'The selected sort direction is invalid.'),
  company_name: rules.queryText(),
  owner_name: rules.queryText(),
  creation_date_from: dateRule(),
  creation_date_to: dateRule(),
  users_count_from: countRule(),
  users_count_to: countRule(),
  projects_count_from: countRule(),
  projects_count_to: countRule(),
  contracts_count_from: countRule(),
  contracts_count_to: countRule(),
  last_activity_from: dateRule(),
  last_activity_to: dateRule(),
});

const planSchema = yup.object({ plan: yup.string().required(M.required).oneOf([...PLANS], 'The selected plan is invalid.') });
const companyIdSchema = yup.object({ company_id: yup.number().typeError(M.number).required(M.required).integer(M.number).min(1, M.numMin(1)) });
const activityQuerySchema = yup.object({
  sort_field: yup.string().oneOf(['last_activity'], 'The selected sort field is invalid.'),
  sort_direction: yup.string().oneOf(['asc', 'desc'], 'The selected sort direction is invalid.'),
});

const idParams = { type: 'object', properties: { id: { type: 'string' } } } as const;

/**
 * The company list as sent, per URL, for a few seconds: operators page through it far more often
 * than companies, users, projects or contracts change, and each such change (heard from the change
 * feed) drops it. The few seconds bound how long a user's last activity can lag behind.
 */
const COMPANY_LIST_CACHE_TTL_MS = 5000;
const COMPANY_LIST_TABLES = new Set(['companies', 'users', 'projects', 'tasks']);
const JSON_TYPE = 'application/json; charset=utf-8';

export default async function superadminModule(app: FastifyInstance) {
  const companyLists = new LocalCache<string>({ ttlMs: COMPANY_LIST_CACHE_TTL_MS, maxEntries: 1000 });
  app.changes.subscribe((change) => {
    if (change.kind === 'everything') companyLists.setEnabled(change.live);
    else if (change.kind === 'row' && COMPANY_LIST_TABLES.has(change.table)) companyLists.clear();
  });

  app.register(
    async (v1) => {
      v1.addHook('preHandler', requireSuperuser);

      v1.get('/companies', { schema: { tags, summary: 'Paged, filtered, sorted company list' } }, async (request, reply) => {
        // The same URL gives the same page to every operator; only answers that passed validation are kept.
        const cached = companyLists.get(request.url);
        if (cached) return reply.type(JSON_TYPE).send(cached);
        const stamp = companyLists.stamp();
        const query = await validateInput(listQuerySchema, request.query);
        const { page, perPage, offset } = parsePaging(query as Record<string, unknown>);
        const field = query.sort_field === 'last_activity' ? 'users_max_last_activity' : ((query.sort_field as repo.SortField | undefined) ?? 'created_at');
        const direction = (query.sort_direction as 'asc' | 'desc' | undefined) ?? (query.sort_field ? 'asc' : 'desc');
        const { rows, total } = await repo.findCompanyPage(app.db, query, { field, direction }, { perPage, offset });
        const body = JSON.stringify(toPage(rows, total, { page, perPage }));
        companyLists.set(request.url, body, { stamp });
        return reply.type(JSON_TYPE).send(body);
      });

      v1.post('/companies', { schema: { tags, summary: 'Creates a company and mails its owner an invite; acts inside it' } }, async (request) => {
        const input = await validateInput(createCompanySchema, request.body);
        const actor = actorOf(request);
        const id = await service.createCompanyAccount(app, input, actor.user.id);
        await updateActingCompany(app.db, actor.session.id, id);
        return { data: { id } };
      });

      v1.get('/companies/:id', { schema: { tags, summary: 'Company details', params: idParams } }, async (request) => ({
        data: await service.findCompanyDetails(app.db, parseId((request.params as { id: string }).id)),
      }));

      v1.delete('/companies/:id', { schema: { tags, summary: 'Deletes a company permanently', params: idParams } }, async (request) => ({
        data: { message: await service.deleteCompanyPermanently(app.db, parseId((request.params as { id: string }).id)) },
      }));

      v1.post('/companies/:id/block', { schema: { tags, summary: 'Blocks or unblocks (toggle)', params: idParams } }, async (request) => ({
        data: { message: await service.toggleCompanyBlock(app.db, parseId((request.params as { id: string }).id)) },
      }));

      v1.get('/companies/:id/activity', { schema: { tags, summary: "Users' last activity", params: idParams } }, async (request) => {
        const id = parseId((request.params as { id: string }).id);
        const query = await validateInput(activityQuerySchema, request.query);
        await service.findCompanyOrFail(app.db, id);
        return { data: await repo.findCompanyActivity(app.db, id, (query.sort_direction as 'asc' | 'desc' | undefined) ?? null) };
      });

      v1.put('/companies/:id/plan', { schema: { tags, summary: 'Moves the company to a plan', params: idParams } }, async (request) => {
        const id = parseId((request.params as { id: string }).id);
        const { plan } = await validateInput(planSchema, request.body);
        return { data: { message: await service.updateCompanyPlan(app.db, id, plan as (typeof PLANS)[number]) } };
      });

      v1.post('/login-as-company', { schema: { tags, summary: 'Acts inside a company as its admin' } }, async (request) => {
        const { company_id } = await validateInput(companyIdSchema, request.body);
        const company = await service.findCompanyOrFail(app.db, company_id);
        const actor = actorOf(request);
        await updateActingCompany(app.db, actor.session.id, company.id);
        return { data: await findCurrentUser(app.db, actor.user.id, company.id) };
      });

      v1.post('/logout-from-company', { schema: { tags, summary: 'Leaves the company context' } }, async (request) => {
        const actor = actorOf(request);
        await updateActingCompany(app.db, actor.session.id, null);
        return { data: await findCurrentUser(app.db, actor.user.id, null) };
      });
    },
    { prefix: '/api/v1/superadmin' },
  );

  app.register(
    async (v2) => {
      v2.addHook('preHandler', requireSuperuser);
      v2.put('/company-features/:id', { schema: { tags, summary: 'Switches a company feature on or off (toggle)', params: idParams } }, async (request) => {
        const feature = await repo.toggleFeature(app.db, parseId((request.params as { id: string }).id));
        if (!feature) throw notFound();
        return { data: feature };
      });
    },
    { prefix: '/api/v2' },
  );
}
