// Who may act on other companies in the network (000 section 6): the permission key of the action,
// and never the general_view_only role. Shared by the API routes and the invitation page.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden } from '../../lib/http-error';
import { requirePermission } from './guards';

/** The general_view_only role only looks (000 section 6: actions on other companies are refused). */
export const refuseViewOnly: preHandlerAsyncHookHandler = async (request) => {
  if (request.actor?.effectiveRole === 'general_view_only') throw forbidden();
};
export const act = (permission: string) => [requirePermission(permission), refuseViewOnly];

/** Whether the request's actor passes act(permission): the same preHandlers, run as a test. */
export async function passesAct(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, permission: string): Promise<boolean> {
  try {
    for (const handler of act(permission)) await handler.call(app, request, reply);
    return true;
  } catch {
    return false;
  }
}
