// Downloads and jobs (DOMAIN.md section 8, 000 section 7): GET /api/v2/downloads/{id}/download?token=
// hands the owner their prepared file once, and GET /api/v2/jobs/{id} tells the owner how their job
// is doing. Each route serves one shared-contract endpoint (downloadEndpoints).
import type { FastifyInstance } from 'fastify';
import { downloadEndpoints as endpoints } from 'shared-contract';
import { sendAttachment } from '../../lib/downloads';
import { route } from '../../lib/route';
import { actorOf, requireAuth } from '../../plugins/app/guards';
import * as service from './service';

const signedIn = { tags: ['downloads'], preHandler: requireAuth };

export default async function downloadsRoutes(app: FastifyInstance) {
  route(app, endpoints.downloadFile, signedIn, async ({ params, query }, request, reply) => {
    const file = await service.openDownloadOnce(app, request.log, actorOf(request).user.id, params.id, query.token);
    return sendAttachment(reply, file.stream, file.name);
  });

  route(app, endpoints.findJob, signedIn, async ({ params }, request) => ({ data: await service.findOwnJob(app, actorOf(request).user.id, params.id) }));
}
