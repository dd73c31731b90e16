// Sign-up calls: a new company with its owner, and sign-up from an invitation link.
import type { FastifyInstance } from 'fastify';
import { companySignUpSchema, userSignUpSchema } from 'shared-contract';
import { findCurrentUser } from '../../lib/identity';
import { validateInput } from '../../lib/validate';
import { startSession } from '../../plugins/app/session';
import * as service from './service';

const tags = ['sign-up'];

export default async function signUpModule(app: FastifyInstance) {
  const sensitive = { rateLimit: { max: app.config.sensitiveRateLimit, timeWindow: 60_000 } };

  app.post('/sign-up/company-owner', { config: sensitive, schema: { tags, summary: 'Creates a company and its owner, signs in, mails a code' } }, async (request, reply) => {
    const input = await validateInput(companySignUpSchema, request.body);
    const user = await service.createCompanyOwner(app, input);
    await startSession(request, reply, user);
    return { data: await findCurrentUser(app.db, user.id) };
  });

  app.get(
    '/sign-up/invitation',
    { config: sensitive, schema: { tags, summary: 'Who an invitation link is for (410 when expired)', querystring: { type: 'object', properties: { token: { type: 'string' } } } } },
    async (request) => ({ data: await service.describeInvitation(app.db, (request.query as { token?: string }).token) }),
  );

  app.post('/sign-up/user', { config: sensitive, schema: { tags, summary: 'Accepts an invitation link: creates the user and signs in' } }, async (request, reply) => {
    const input = await validateInput(userSignUpSchema, request.body);
    const user = await service.acceptInvitation(app, input);
    await startSession(request, reply, user);
    return { data: await findCurrentUser(app.db, user.id) };
  });
}
