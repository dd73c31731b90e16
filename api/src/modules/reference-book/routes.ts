// Reference lists the filter panels read (001 section 7): task statuses and employee invite statuses.
// The route serves one shared-contract endpoint (referenceBookEndpoints).
import type { FastifyInstance } from 'fastify';
import { referenceBookEndpoints as endpoints } from 'shared-contract';
import { route } from '../../lib/route';
import { requireAuth } from '../../plugins/app/guards';
import * as service from './service';

export default async function referenceBookRoutes(app: FastifyInstance) {
  route(app, endpoints.listReferenceBooks, { tags: ['reference-book'], preHandler: requireAuth }, async ({ query }) => ({ data: service.findReferenceBooks(query.only) }));
}
