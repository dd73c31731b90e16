// Global search (000 section 7 top bar: GET search-results), serving its shared-contract endpoint
// (globalSearchEndpoints.findSearchResults): every group the caller may view, or one group paged.
import type { FastifyInstance } from 'fastify';
import { GLOBAL_SEARCH_PREVIEW_ROWS, globalSearchEndpoints as endpoints, type GlobalSearchGroup } from 'shared-contract';
import { route } from '../../lib/route';
import { parsePaging } from '../../lib/validate';
import { actorOf, requireCompany } from '../../plugins/app/guards';
import * as service from './service';

export default async function globalSearchRoutes(app: FastifyInstance) {
  route(app, endpoints.findSearchResults, { tags: ['global-search'], preHandler: requireCompany }, async ({ query }, request, reply) => {
    const type = query.type as GlobalSearchGroup | undefined;
    const groups = await service.viewableGroups(app, request, reply, type);
    const paging = type ? parsePaging(query) : { page: 1, perPage: GLOBAL_SEARCH_PREVIEW_ROWS, offset: 0 };
    return { data: await service.searchGroups(app.db, actorOf(request), groups, query.search, paging, !type) };
  });
}
