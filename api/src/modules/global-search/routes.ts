// Global search (000 section 7 top bar: GET search-results). Each group keeps the gate of its list
// (users: USERS_VIEW like company/get-all-users; companies: COMPANIES_VIEW like company/network);
// groups the caller may not view are left out, and with none left the answer is 403 like the lists.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  GLOBAL_SEARCH_GROUPS,
  GLOBAL_SEARCH_PREVIEW_ROWS,
  PERMISSIONS,
  globalSearchQuerySchema,
  type GlobalSearchGroup,
  type GlobalSearchResults,
} from 'shared-contract';
import { forbidden } from '../../lib/http-error';
import { parsePaging, validateInput } from '../../lib/validate';
import { companyOf, requireCompany, requirePermission } from '../../plugins/app/guards';
import { GROUP_SEARCHES } from './service';

const tags = ['global-search'];

/** Each group's gate: the preHandler of the list its See All opens. */
const GROUP_GATES: Record<GlobalSearchGroup, ReturnType<typeof requirePermission>> = {
  users: requirePermission(PERMISSIONS.USERS_VIEW),
  companies: requirePermission(PERMISSIONS.COMPANIES_VIEW),
};

async function mayView(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, group: GlobalSearchGroup): Promise<boolean> {
  try {
    await GROUP_GATES[group].call(app, request, reply);
    return true;
  } catch {
    return false;
  }
}

export default async function globalSearchModule(app: FastifyInstance) {
  app.get(
    '/search-results',
    { preHandler: requireCompany, schema: { tags, summary: 'Global search: the first rows of every group the caller may view, or one group paged (type)' } },
    async (request, reply) => {
      const query = await validateInput(globalSearchQuerySchema, request.query);
      const wanted: GlobalSearchGroup[] = query.type ? [query.type as GlobalSearchGroup] : [...GLOBAL_SEARCH_GROUPS];
      const allowed: GlobalSearchGroup[] = [];
      for (const group of wanted) if (await mayView(app, request, reply, group)) allowed.push(group);
      if (!allowed.length) throw forbidden();
      const paging = query.type ? parsePaging(query as Record<string, unknown>) : { page: 1, perPage: GLOBAL_SEARCH_PREVIEW_ROWS, offset: 0 };
      const companyId = companyOf(request).id;
      const data: GlobalSearchResults = {};
      const pages = await Promise.all(allowed.map((group) => GROUP_SEARCHES[group](app.db, companyId, query.search, paging)));
      allowed.forEach((group, i) => Object.assign(data, { [group]: pages[i] }));
      return { data };
    },
  );
}
