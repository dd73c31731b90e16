// Tasks (000 section 7 Tasks; DOMAIN.md 4 and 8): create, list, board, a user's tasks, details, edit,
// bulk edit, revoke, timeline, the document preview and a template's merge fields for one target.
// Each route serves one taskEndpoints contract. Gates: task_and_documents.view reads (the vendor reads
// the tasks sent to it); creating needs task_and_documents.create on the general plan; editing needs
// task_and_documents.edit (the sending company, unfinished tasks); revoking follows access.ts.
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS, TASK_MESSAGES, taskEndpoints as endpoints } from 'shared-contract';
import { auditOriginOf } from '../../lib/contract-audit';
import { contentDisposition } from '../../lib/downloads';
import { HttpError } from '../../lib/http-error';
import { toPage } from '../../lib/lists';
import { LocalCache } from '../../lib/local-cache';
import { route } from '../../lib/route';
import { parsePaging } from '../../lib/validate';
import { actorOf, requirePermission, requirePlan } from '../../plugins/app/guards';
import { assertTaskAction, findVisibleTaskOrFail } from './access';
import { createTasks, dottedErrors } from './create';
import { assertVisibleTaskUser, findTaskPage } from './list';
import { presentTaskDetails, presentTaskRows } from './presenter';
import * as service from './service';

const tags = ['tasks'];

/**
 * task/list pages, per company, user and normalised query, for TASK_LIST_CACHE_MS (app.config.
 * taskListCacheMs; 0 keeps none): a page is dropped when a task, task file or task event of the
 * company's, as sender or vendor, changes (the change feed, migration 0015's triggers, heard by
 * every instance), on any state-changing request on this instance, and when anything the rows show
 * or the caller's flags depend on changes (people, companies, projects, scopes, permissions).
 */
const TASK_LIST_CACHE_MAX_ENTRIES = 5000;
const TASK_LIST_SOURCES = new Set(['users', 'companies', 'projects', 'scopes', 'permission_groups', 'company_features', 'user_archives', 'sessions']);
const companyTag = (companyId: number) => `company:${companyId}`;
type TaskPage = ReturnType<typeof toPage<Awaited<ReturnType<typeof presentTaskRows>>[number]>>;

/** The validated query as a key: keys sorted, lists sorted and deduplicated, empty values left out. */
export function normalisedQuery(query: Record<string, unknown>): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => [k, Array.isArray(v) ? [...new Set(v.map(String))].sort() : v instanceof Date ? v.toISOString() : v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}
const VIEW = requirePermission(PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW);
const EDIT = requirePermission({ all: [PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW, PERMISSIONS.TASKS_AND_DOCUMENTS_EDIT] });
const CREATE = [requirePermission({ all: [PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW, PERMISSIONS.TASKS_AND_DOCUMENTS_CREATE] }), requirePlan('general')];

/** A validation error with yup's items[0].field paths as the API's items.0.field. */
const withDottedKeys = (error: unknown) => (error instanceof HttpError && error.errors ? new HttpError(error.statusCode, error.message, error.reason, dottedErrors(error.errors)) : error);

export default async function tasksRoutes(app: FastifyInstance) {
  route(app, endpoints.createTasks, { tags, preHandler: CREATE }, async ({ body }, request, reply) => {
    // Tenant first: an item naming another company's project is a 404 whatever the rest holds.
    await service.assertOwnProjects(app.db, actorOf(request), (request.body as { items?: unknown } | null)?.items);
    // A malformed item does not stop the others' checks: createTasks checks each item's fields and data
    // and answers every error at once (items.<i>.<field>).
    let items: unknown[];
    try {
      items = (await body()).items;
    } catch (error) {
      const raw = (request.body as { items?: unknown } | null)?.items;
      const onlyItems = error instanceof HttpError && error.errors && Object.keys(error.errors).every((key) => /^items\[\d+\]/.test(key));
      if (!onlyItems || !Array.isArray(raw)) throw withDottedKeys(error);
      items = raw;
    }
    const created = await createTasks(app, actorOf(request), items);
    reply.code(201);
    return {
      data: created.map((t) => ({ id: t.id, task_id: t.number })),
      message: created.length === 1 ? TASK_MESSAGES.created : TASK_MESSAGES.createdMany(created.length),
    };
  });

  const taskPages = new LocalCache<TaskPage>({ ttlMs: app.config.taskListCacheMs, maxEntries: TASK_LIST_CACHE_MAX_ENTRIES });
  app.changes.subscribe((change) => {
    if (change.kind === 'everything') return taskPages.setEnabled(change.live);
    // A state-changing request on this instance may have changed a task of the caller's company or of
    // a counterparty (a vendor submitting changes the sender's list): its next list read is fresh.
    if (change.kind === 'request') return taskPages.clear();
    // Migration 0015: every change to a task, its files or its events names both companies.
    if (change.table === 'task_list' || change.table === 'tasks') return change.companyId ? taskPages.invalidate(companyTag(change.companyId)) : taskPages.clear();
    if (TASK_LIST_SOURCES.has(change.table)) taskPages.clear();
  });

  route(app, endpoints.listTasks, { tags, preHandler: VIEW }, async ({ query }, request) => {
    const actor = actorOf(request);
    const { page, perPage, offset } = parsePaging(query);
    const caching = app.config.taskListCacheMs > 0;
    const key = `${actor.company!.id}|${actor.user.id}|${normalisedQuery(query)}`;
    const kept = caching ? taskPages.get(key) : undefined;
    if (kept) return kept;
    const stamp = taskPages.stamp();
    const { rows, total } = await findTaskPage(app.db, actor.company!.id, actor.user.id, query, { perPage, offset });
    const found = toPage(await presentTaskRows(app.db, actor, rows), total, { page, perPage });
    if (caching) taskPages.set(key, found, { stamp, tags: [companyTag(actor.company!.id)] });
    return found;
  });

  route(app, endpoints.listUserTasks, { tags, preHandler: VIEW }, async ({ query }, request) => {
    const actor = actorOf(request);
    // The person must be the caller's or of a company in its network (as the network users screens): 404 otherwise.
    await assertVisibleTaskUser(app.db, actor.company!.id, query.user_id);
    const { page, perPage, offset } = parsePaging(query);
    const { rows, total } = await findTaskPage(app.db, actor.company!.id, actor.user.id, query, { perPage, offset });
    return toPage(await presentTaskRows(app.db, actor, rows), total, { page, perPage });
  });

  route(app, endpoints.taskBoard, { tags, preHandler: VIEW }, async ({ query }, request) => ({ data: await service.taskBoard(app.db, actorOf(request), query) }));

  route(app, endpoints.findTask, { tags, preHandler: VIEW }, async ({ params }, request) => ({ data: await presentTaskDetails(app.db, actorOf(request), params.id) }));

  route(app, endpoints.editTask, { tags, preHandler: EDIT }, async ({ body }, request) => {
    const actor = actorOf(request);
    // The task first: another company's task is a 404 whatever the body holds.
    const raw = request.body as { task_id?: unknown } | undefined;
    const id = Number(raw?.task_id);
    if (Number.isInteger(id) && id > 0 && id <= 2147483647) await service.assertMayEdit(app.db, actor, id);
    const task = await service.editTask(app, actor, await body(), auditOriginOf(request));
    return { data: await service.presentTaskRecord(app.db, actor, task), message: TASK_MESSAGES.updated };
  });

  route(app, endpoints.bulkEditTasks, { tags, preHandler: EDIT }, async ({ body }, request) => {
    const updated = await service.bulkEditTasks(app, actorOf(request), await body());
    return { data: { message: TASK_MESSAGES.bulkUpdated(updated), updated } };
  });

  route(app, endpoints.revokeTask, { tags, preHandler: VIEW }, async ({ params, body }, request) => {
    const actor = actorOf(request);
    // Visibility and the action first (404 / 403 / 422), then the reason.
    assertTaskAction(actor, await findVisibleTaskOrFail(app.db, actor, params.id), 'revoke');
    await service.revokeTask(app, actor, params.id, (await body()).reason ?? null);
    return { data: { message: TASK_MESSAGES.revoked } };
  });

  route(app, endpoints.listTaskEvents, { tags, preHandler: VIEW }, async ({ params, query }, request) => {
    const { page, perPage, offset } = parsePaging(query, { perPage: 50, maxPerPage: 100 });
    const { rows, total } = await service.listTaskEvents(app.db, actorOf(request), params.id, { perPage, offset });
    return toPage(rows, total, { page, perPage });
  });

  route(app, endpoints.previewTaskDocument, { tags, preHandler: CREATE }, async ({ body }, request, reply) => {
    const { pdf, title } = await service.previewTaskDocument(app.db, actorOf(request), await body());
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(`${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Document'}.pdf`).replace(/^attachment/, 'inline'))
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  route(app, endpoints.listTaskMergeFields, { tags, preHandler: CREATE }, async ({ query }, request) => ({ data: await service.listTaskMergeFields(app.db, actorOf(request), query) }));
}
