// Operator endpoints (001 sections 2-8): company list, create account, details, activity, block,
// delete, plan, feature switches, and logging in as / out of a company. Superusers only. Each route
// serves one shared-contract endpoint (superadminEndpoints).
import type { FastifyInstance } from 'fastify';
import { superadminEndpoints as endpoints } from 'shared-contract';
import { LocalCache } from '../../lib/local-cache';
import { route } from '../../lib/route';
import { actorOf, requireSuperuser } from '../../plugins/app/guards';
import * as service from './service';

const operator = { tags: ['superadmin'], preHandler: requireSuperuser };

/**
 * The company list as sent, per URL, for a few seconds: operators page through it far more often
 * than companies, users, projects or contracts change, and each such change (heard from the change
 * feed) drops it. The few seconds bound how long a user's last activity can lag behind.
 */
const COMPANY_LIST_CACHE_TTL_MS = 5000;
const COMPANY_LIST_TABLES = new Set(['companies', 'users', 'projects', 'tasks']);
const JSON_TYPE = 'application/json; charset=utf-8';

export default async function superadminRoutes(app: FastifyInstance) {
  const companyLists = new LocalCache<string>({ ttlMs: COMPANY_LIST_CACHE_TTL_MS, maxEntries: 1000 });
  app.changes.subscribe((change) => {
    if (change.kind === 'everything') companyLists.setEnabled(change.live);
    else if (change.kind === 'row' && COMPANY_LIST_TABLES.has(change.table)) companyLists.clear();
  });

  route(app, endpoints.listCompanies, operator, async ({ query }, request, reply) => {
    // The same URL gives the same page to every operator; only answers that passed validation are kept.
    const cached = companyLists.get(request.url);
    if (cached) return reply.type(JSON_TYPE).send(cached);
    const stamp = companyLists.stamp();
    const page = await service.findCompanyPage(app.db, query);
    companyLists.set(request.url, JSON.stringify(page), { stamp });
    return page;
  });

  route(app, endpoints.createCompany, operator, async ({ body }, request) => ({ data: { id: await service.createCompanyAccount(app, await body(), actorOf(request)) } }));

  route(app, endpoints.findCompany, operator, async ({ params }) => ({ data: await service.findCompanyDetails(app.db, params.id) }));

  route(app, endpoints.deleteCompany, operator, async ({ params }) => ({ data: { message: await service.deleteCompanyPermanently(app.db, params.id) } }));

  route(app, endpoints.switchCompanyBlock, operator, async ({ params }) => ({ data: { message: await service.toggleCompanyBlock(app.db, params.id) } }));

  route(app, endpoints.listCompanyActivity, operator, async ({ params, query }) => ({
    data: await service.findCompanyActivity(app.db, params.id, query.sort_direction ?? null),
  }));

  route(app, endpoints.updateCompanyPlan, operator, async ({ params, body }) => {
    // The plan is validated before the company is looked up (a bad plan is a 422 for any id).
    const { plan } = await body();
    return { data: { message: await service.updateCompanyPlan(app.db, params.id, plan) } };
  });

  route(app, endpoints.loginAsCompany, operator, async ({ body }, request) => {
    const { company_id } = await body();
    const company = await service.findCompanyOrFail(app.db, company_id);
    return { data: await service.actInCompany(app.db, actorOf(request), company.id) };
  });

  route(app, endpoints.logoutFromCompany, operator, async (_input, request) => ({ data: await service.actInCompany(app.db, actorOf(request), null) }));

  route(app, endpoints.switchCompanyFeature, operator, async ({ params }) => ({ data: await service.switchFeature(app.db, params.id) }));
}
