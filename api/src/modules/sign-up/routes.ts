// Sign-up calls: a new company with its owner, and sign-up from an invitation link. Each route serves
// one shared-contract endpoint (signUpEndpoints).
import type { FastifyInstance } from 'fastify';
import { signUpEndpoints as endpoints } from 'shared-contract';
import { findCurrentUser } from '../../lib/identity';
import { sensitiveRateLimit } from '../../lib/rate-limits';
import { route } from '../../lib/route';
import { startSession } from '../../plugins/app/session';
import * as service from './service';

const tags = ['sign-up'];

export default async function signUpRoutes(app: FastifyInstance) {
  const sensitive = sensitiveRateLimit(app);

  route(app, endpoints.createCompanyOwner, { tags, config: sensitive }, async ({ body }, request, reply) => {
    const user = await service.createCompanyOwner(app, await body());
    await startSession(request, reply, user);
    return { data: await findCurrentUser(app.db, user.id) };
  });

  route(app, endpoints.findInvitation, { tags, config: sensitive }, async ({ query }) => ({ data: await service.describeInvitation(app.db, query.token) }));

  route(app, endpoints.createInvitedUser, { tags, config: sensitive }, async ({ body }, request, reply) => {
    const user = await service.acceptInvitation(app, await body());
    await startSession(request, reply, user);
    return { data: await findCurrentUser(app.db, user.id) };
  });
}
