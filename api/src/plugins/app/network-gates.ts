// The network gates (NETWORK_GATES in shared-contract, the same map mf-companies' useNetworkGates
// reads) as preHandlers: every permission of the gate, and for an action a role other than
// general_view_only (000 section 6). Shared by the network routes and the invitation page.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { NETWORK_GATES, passesNetworkGate, type NetworkGateName } from 'shared-contract';
import { forbidden } from '../../lib/http-error';
import { requirePermission } from './guards';

/** The company context and the gate's permissions first (their own refusals), then the gate itself. */
export function networkGate(name: NetworkGateName): preHandlerAsyncHookHandler {
  const gate = NETWORK_GATES[name];
  const permissions = requirePermission({ all: [...gate.all] });
  return async function (request, reply) {
    await permissions.call(this, request, reply);
    const actor = request.actor!;
    if (!passesNetworkGate(gate, { permissions: actor.permissions, role: actor.effectiveRole })) throw forbidden();
  };
}

/** Whether the request's actor passes the gate: the same preHandler, run as a test. */
export async function passesGate(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, name: NetworkGateName): Promise<boolean> {
  try {
    await networkGate(name).call(app, request, reply);
    return true;
  } catch {
    return false;
  }
}
