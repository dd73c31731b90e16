// Limits on mail a signed-in user sends on demand (invitations and their resends, communications):
// per user, and per target (an address, an invitation, a recipient), so a button pressed in a loop
// can neither flood one inbox nor make the platform a spam relay. Counted in app.rateCounter
// (Redis when REDIS_URL is set, shared by every instance); over the limit is 429 with the message
// the client's too-many-attempts page expects.
import type { FastifyRequest } from 'fastify';
import { tooManyAttempts } from './http-error';

const MAIL_WINDOW_MS = 10 * 60_000;

/**
 * Refuses (429) when the caller or any target is over its limit within 10 minutes, else counts
 * one mailing action for the caller and one mail per target. `kind` names the action (the targets
 * of different actions count apart: an invitation id is not a recipient id). A guest (password
 * reset) is counted per target only; its address is held by the per-route request limit.
 */
export async function assertMailingAllowed(request: FastifyRequest, kind: string, targets: (string | number)[]): Promise<void> {
  const { rateCounter, config } = request.server;
  const userKey = request.actor ? `mail:sent-by:${request.actor.user.id}` : null;
  const targetKeys = [...new Set(targets.map((t) => `mail:to-${kind}:${String(t).trim().toLowerCase()}`))];
  if (userKey && (await rateCounter.count(userKey)) >= config.mailActionsPerUser) throw tooManyAttempts();
  for (const key of targetKeys) if ((await rateCounter.count(key)) >= config.mailsPerTarget) throw tooManyAttempts();
  if (userKey) await rateCounter.hit(userKey, MAIL_WINDOW_MS);
  for (const key of targetKeys) await rateCounter.hit(key, MAIL_WINDOW_MS);
}
