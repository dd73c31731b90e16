// Account Details: plan and limits, account admins, the sender e-mail, the upgrade request, closing.
import type { FastifyInstance } from 'fastify';
import { SETTINGS_ACCOUNT_MESSAGES as T, settingsAccountEndpoints as endpoints } from 'shared-contract';
import { assertMailingAllowed } from '../../lib/mail-limits';
import { sensitiveRateLimit } from '../../lib/rate-limits';
import { route } from '../../lib/route';
import { actorOf, companyOf } from '../../plugins/app/guards';
import { SESSION_COOKIE } from '../../plugins/app/session';
import { gate } from './access';
import * as service from './service';

export function accountRoutes(app: FastifyInstance) {
  const details = (request: Parameters<typeof companyOf>[0]) => service.findAccountDetails(app, companyOf(request));

  route(app, endpoints.findAccountDetails, gate('accountView'), async (_input, request) => ({ data: await details(request) }));

  route(app, endpoints.updateAccountAdmins, gate('accountAdmins'), async ({ body }, request) => {
    const input = await body();
    await service.updateAdmins(app.db, companyOf(request).id, input.admin_ids as number[]);
    return { data: await details(request), message: T.adminsUpdated };
  });

  // Each call mails an address of the caller's choosing: limited like the other sensitive calls.
  const sensitive = { config: sensitiveRateLimit(app) };
  route(app, endpoints.requestSenderEmail, { ...gate('accountSender'), ...sensitive }, async ({ body }, request) => {
    const input = await body();
    await assertMailingAllowed(request, 'address', [input.sender_email]);
    const message = await service.requestSenderEmail(app, companyOf(request), input.sender_email);
    return { data: await details(request), message };
  });

  route(app, endpoints.verifySenderEmail, gate('accountSender'), async ({ body }, request) => {
    await service.verifySenderEmail(app.db, companyOf(request).id, (await body()).token);
    return { data: await details(request), message: T.senderVerified };
  });

  route(app, endpoints.removeSenderEmail, gate('accountSender'), async (_input, request) => {
    await service.removeSenderEmail(app.db, companyOf(request).id);
    return { data: await details(request), message: T.senderRemoved };
  });

  route(app, endpoints.closeAccount, gate('accountClose'), async ({ body }, request, reply) => {
    const input = await body();
    const actor = actorOf(request);
    await service.closeAccount(app, companyOf(request), actor, input.reason ?? '');
    if (!actor.user.isSuperuser) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { data: { message: T.accountClosed }, message: T.accountClosed };
  });

  route(app, endpoints.requestUpgrade, gate('accountUpgrade'), async ({ body }, request) => {
    const input = await body();
    await service.requestUpgrade(app, companyOf(request), actorOf(request), input.message ?? '');
    return { data: await details(request), message: T.upgradeRequested };
  });
}
