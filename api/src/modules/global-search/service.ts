// Global search: each group pages its own list's query with the search text (the network users
// list and the network companies list), so a group finds exactly what its See All list shows. Each
// group keeps the gate of its list (users: USERS_VIEW like company/get-all-users; companies:
// COMPANIES_VIEW like company/network; projects: PROJECTS_VIEW like projects; tasks:
// task_and_documents.view like task/list; documents: either right, each kind of document by its own
// right); groups the caller may not view are left out, and with none left the answer is 403 like the lists.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GLOBAL_SEARCH_GROUPS, GLOBAL_SEARCH_TASKS_PER_PAGE, PERMISSIONS, type GlobalSearchGroup, type GlobalSearchPage, type GlobalSearchResults, type GlobalSearchRows } from 'shared-contract';
import type { Database } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import type { Actor } from '../../lib/identity';
import { toPage } from '../../lib/lists';
import { requirePermission } from '../../plugins/app/guards';
import { findNetworkPage } from '../network';
import { findNetworkUserPage } from '../network-users';
import { searchProjects, toProjectSearchRow } from '../projects';
import { searchDocumentRows, searchTaskRows } from '../quick-access';
import { toGlobalSearchCompanyRow, toGlobalSearchUserRow } from './presenter';

type Paging = { page: number; perPage: number; offset: number };

const GROUP_SEARCHES: { [G in GlobalSearchGroup]: (db: Database, actor: Actor, search: string, paging: Paging) => Promise<GlobalSearchPage<GlobalSearchRows[G]>> } = {
  users: async (db, actor, search, paging) => {
    const companyId = actor.company!.id;
    const { rows, total } = await findNetworkUserPage(db, companyId, { search }, { field: 'full_name', direction: 'asc' }, paging);
    return toPage(rows.map(toGlobalSearchUserRow), total, paging);
  },
  tasks: async (db, actor, search, paging) => {
    const { rows, total } = await searchTaskRows(db, actor.company!.id, search, paging);
    return toPage(rows, total, paging);
  },
  companies: async (db, actor, search, paging) => {
    const { rows, total } = await findNetworkPage(db, actor.company!.id, { search }, { field: 'name', direction: 'asc' }, paging);
    return toPage(rows.map(toGlobalSearchCompanyRow), total, paging);
  },
  documents: async (db, actor, search, paging) => {
    const { rows, total } = await searchDocumentRows(db, actor, search, paging);
    return toPage(rows, total, paging);
  },
  projects: async (db, actor, search, paging) => {
    const { rows, total } = await searchProjects(db, actor.company!.id, search, paging);
    return toPage(rows.map(toProjectSearchRow), total, paging);
  },
};

/** Each group's gate: the preHandler of the list its See All opens. */
const GROUP_GATES: Record<GlobalSearchGroup, ReturnType<typeof requirePermission>> = {
  users: requirePermission(PERMISSIONS.USERS_VIEW),
  tasks: requirePermission(PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW),
  companies: requirePermission(PERMISSIONS.COMPANIES_VIEW),
  documents: requirePermission({ any: [PERMISSIONS.TASKS_AND_DOCUMENTS_VIEW, PERMISSIONS.PROJECTS_VIEW] }),
  projects: requirePermission(PERMISSIONS.PROJECTS_VIEW),
};

async function mayView(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, group: GlobalSearchGroup): Promise<boolean> {
  try {
    await GROUP_GATES[group].call(app, request, reply);
    return true;
  } catch {
    return false;
  }
}

/** The groups asked for (one with `type`, else all) that the caller may view; none is a 403. */
export async function viewableGroups(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, type: GlobalSearchGroup | undefined): Promise<GlobalSearchGroup[]> {
  const wanted: GlobalSearchGroup[] = type ? [type] : [...GLOBAL_SEARCH_GROUPS];
  const allowed: GlobalSearchGroup[] = [];
  for (const group of wanted) if (await mayView(app, request, reply, group)) allowed.push(group);
  if (!allowed.length) throw forbidden();
  return allowed;
}

/** Each group's page; without a type the Tasks group shows its own page size (it loads more 3 at a time). */
export async function searchGroups(db: Database, actor: Actor, groups: GlobalSearchGroup[], search: string, paging: Paging, previews = false): Promise<GlobalSearchResults> {
  const pagingOf = (group: GlobalSearchGroup) => (previews && group === 'tasks' ? { page: 1, perPage: GLOBAL_SEARCH_TASKS_PER_PAGE, offset: 0 } : paging);
  const pages = await Promise.all(groups.map((group) => GROUP_SEARCHES[group](db, actor, search, pagingOf(group))));
  const results: GlobalSearchResults = {};
  groups.forEach((group, i) => Object.assign(results, { [group]: pages[i] }));
  return results;
}
