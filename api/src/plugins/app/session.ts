// Server-side sessions: resolves request.actor from the `session` cookie, checks the XSRF token on
// every state-changing request (419), records activity and applies maintenance mode (503).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, inArray } from 'drizzle-orm';
import { ERROR_MESSAGES } from 'shared-contract';
import { sessions, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { findActorBySessionToken, touchLastActivity, type UserRow } from '../../lib/identity';
import { createToken, hashToken, safeEqual } from '../../lib/tokens';
import type { Database } from '../../db/client';

export const SESSION_COOKIE = 'session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths that keep working in maintenance mode (sign-in, the flag itself, the XSRF cookie). */
const MAINTENANCE_OPEN = [/^\/api\/v1\/auth\//, /^\/api\/v1\/app\/config/];

const isSecure = (request: FastifyRequest) => request.protocol === 'https';

export function setXsrfCookie(request: FastifyRequest, reply: FastifyReply, value: string) {
  reply.setCookie(XSRF_COOKIE, value, { path: '/', sameSite: 'lax', secure: isSecure(request), httpOnly: false });
}

/** Starts a session for the user with a new XSRF token (one planted before sign-in is never trusted). */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  options: { actingCompanyId?: number | null } = {},
): Promise<void> {
  const { db, config } = request.server;
  // A new session never reuses an old id (session fixation); the old one is ended.
  if (request.actor) await db.delete(sessions).where(eq(sessions.id, request.actor.session.id));
  const token = createToken();
  const csrf = createToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: user.id,
    actingCompanyId: options.actingCompanyId ?? null,
    csrf,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    expiresAt: new Date(Date.now() + config.sessionTtlHours * 3600_000),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    maxAge: config.sessionTtlHours * 3600,
  });
  setXsrfCookie(request, reply, csrf);
  request.actor = null;
}

export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.actor) await request.server.db.delete(sessions).where(eq(sessions.id, request.actor.session.id));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.actor = null;
}

export async function endSessionsOfCompany(db: Database, companyId: number): Promise<void> {
  await db.delete(sessions).where(inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId))));
}

export default fp(
  async (app) => {
    app.decorateRequest('actor', null);

    app.addHook('onRequest', async (request, reply) => {
      const url = request.url;
      const isApi = url.startsWith('/api/') || url.startsWith('/broadcasting/');
      if (!isApi) return;
      const token = request.cookies[SESSION_COOKIE];
      request.actor = token ? await findActorBySessionToken(app.db, token) : null;
      if (token && !request.actor) reply.clearCookie(SESSION_COOKIE, { path: '/' });

      if (STATE_CHANGING.has(request.method)) {
        const sent = String(request.headers['x-xsrf-token'] ?? '');
        const expected = request.actor ? request.actor.session.csrf : (request.cookies[XSRF_COOKIE] ?? '');
        if (!sent || !expected || !safeEqual(sent, expected)) throw new HttpError(419, ERROR_MESSAGES.csrfMismatch);
      }

      if (app.config.maintenanceMode && url.startsWith('/api/v1/') && !request.actor?.user.isSuperuser && !MAINTENANCE_OPEN.some((p) => p.test(url))) {
        throw new HttpError(503, 'The application is in maintenance mode. Please try again later.', 'maintenance');
      }

      if (request.actor) await touchLastActivity(app.db, request.actor.user);
    });
  },
  { name: 'session', dependencies: ['db', 'cookie'] },
);
