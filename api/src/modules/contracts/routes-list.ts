// Contracts: the lists (issue 16 "GET contracts"; 000 section 7): the contract tasks the caller's
// company sees (sent and received), paged with the task list's filters, sorts and paging (tasks'
// findTaskPage fixed to type contract), how many by status, by project and by vendor company, and one
// contract's details. Gate: task_and_documents.view; visibility is tasks' visibleTasksOf.
import type { FastifyInstance } from 'fastify';
import { and, count, eq, sql } from 'drizzle-orm';
import { PERMISSIONS, contractEndpoints as endpoints } from 'shared-contract';
import { alias } from 'drizzle-orm/pg-core';
import { companies, projects, tasks } from '../../db/schema';
import { toPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { parsePaging } from '../../lib/validate';
import { actorOf, requirePermission } from '../../plugins/app/guards';
import { findTaskPage, presentTaskRows, visibleTasksOf } from '../tasks';
import { presentContract } from './access';

const tags = ['contracts'];
const VIEW = { tags, preHandler: requirePermission(PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW) };
const vendorCompany = alias(companies, 'contract_vendor');

export default async function contractListRoutes(app: FastifyInstance) {
  route(app, endpoints.listContracts, VIEW, async ({ query }, request) => {
    const actor = actorOf(request);
    const { page, perPage, offset } = parsePaging(query);
    const { rows, total } = await findTaskPage(app.db, actor.company!.id, actor.user.id, { ...query, type: ['contract'] }, { perPage, offset });
    return toPage(await presentTaskRows(app.db, actor, rows), total, { page, perPage });
  });

  route(app, endpoints.contractCounts, VIEW, async (_input, request) => {
    const companyId = actorOf(request).company!.id;
    const visible = and(eq(tasks.type, 'contract'), visibleTasksOf(companyId));
    const n = sql<number>`cast(${count()} as integer)`;
    const [byStatus, byProject, byVendor] = await Promise.all([
      app.db.select({ status: tasks.status, count: n }).from(tasks).where(visible).groupBy(tasks.status).orderBy(tasks.status),
      app.db
        .select({ project_id: tasks.projectId, project_name: projects.name, count: n })
        .from(tasks)
        .leftJoin(projects, eq(projects.id, tasks.projectId))
        .where(visible)
        .groupBy(tasks.projectId, projects.name)
        .orderBy(sql`lower(${projects.name}) nulls last`, tasks.projectId),
      app.db
        .select({ company_id: tasks.vendorCompanyId, company_name: vendorCompany.name, count: n })
        .from(tasks)
        .leftJoin(vendorCompany, eq(vendorCompany.id, tasks.vendorCompanyId))
        .where(visible)
        .groupBy(tasks.vendorCompanyId, vendorCompany.name)
        .orderBy(sql`lower(${vendorCompany.name}) nulls last`, tasks.vendorCompanyId),
    ]);
    const counted = <T extends { count: number | string }>(rows: T[]) => rows.map((r) => ({ ...r, count: Number(r.count) }));
    return { data: { by_status: counted(byStatus), by_project: counted(byProject), by_vendor: counted(byVendor) } };
  });

  route(app, endpoints.findContract, VIEW, async ({ params }, request) => ({ data: await presentContract(app.db, actorOf(request), params.id) }));
}
