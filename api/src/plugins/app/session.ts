// Server-side sessions: resolves request.actor from the `session` cookie, checks the XSRF token on
// every state-changing request (419), records activity and applies maintenance mode (503).
// Callers are cached per instance (app.actors) and dropped when the change feed reports a change to
// their session, user, company, permission group or features: a signed-in request reads nothing
// from the database to know who is calling.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, inArray } from 'drizzle-orm';
import { ERROR_MESSAGES } from 'shared-contract';
import { sessions, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { findActorBySessionId, touchLastActivity, type Actor, type UserRow } from '../../lib/identity';
import { LocalCache } from '../../lib/local-cache';
import { createToken, hashToken, safeEqual } from '../../lib/tokens';
import type { Database } from '../../db/client';

type SessionRow = typeof sessions.$inferSelect;

export const SESSION_COOKIE = 'session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * What a signed-in user whose e-mail is not verified may call: the verification page's calls
 * (current user, code check and resend, sign-out), the public ones and the guest flows. Everything
 * else is 403 reason 'unverified' until the code is entered (after sign-up and after change-email).
 */
const UNVERIFIED_OPEN = [
  /^\/api\/sanctum\/csrf-cookie$/,
  /^\/api\/v1\/auth\/(user|logout|login|email\/verify|email\/verification-notification|password\/forgot|password\/reset|superadmin\/login|superadmin\/verify-code)$/,
  /^\/api\/v1\/(app\/config|plans|contact-form|contracts\/verify)$/,
  /^\/api\/v1\/sign-up\//,
];
/** Paths that keep working in maintenance mode (sign-in, the flag itself, the XSRF cookie). */
const MAINTENANCE_OPEN = [/^\/api\/v1\/auth\//, /^\/api\/v1\/app\/config/];

/** How long a cached caller is trusted without hearing of a change: a bound should the feed ever miss one. */
const ACTOR_CACHE_TTL_MS = 60_000;
const ACTOR_CACHE_MAX_ENTRIES = 100_000;
/** How often a session in use records its last request (the idle timeout is counted from it). */
const SESSION_TOUCH_INTERVAL_MS = 60_000;

const isSecure = (request: FastifyRequest) => request.protocol === 'https';

export type ActorLookup = {
  /** The caller behind a session cookie token, or null when the session is unknown or expired. */
  find: (token: string) => Promise<Actor | null>;
  /** Drops a session this instance ended. */
  forget: (sessionId: string) => void;
};

const companyTag = (companyId: number) => `company:${companyId}`;
const userTag = (userId: number | string) => `user:${userId}`;

/** Unused for the idle time (SESSION_IDLE_MINUTES): ended even before its maximum age. */
const isIdle = (session: SessionRow, idleMinutes: number) => Date.now() - session.lastSeenAt.getTime() > idleMinutes * 60_000;

function createActorLookup(app: FastifyInstance): ActorLookup {
  const cache = new LocalCache<Actor>({ ttlMs: ACTOR_CACHE_TTL_MS, maxEntries: ACTOR_CACHE_MAX_ENTRIES });
  app.changes.subscribe((change) => {
    if (change.kind === 'everything') return cache.setEnabled(change.live);
    if (change.kind === 'request') {
      if (change.companyId) cache.invalidate(companyTag(change.companyId));
      return cache.invalidate(userTag(change.userId));
    }
    switch (change.table) {
      case 'sessions':
        return cache.delete(change.id);
      case 'users':
        return cache.invalidate(userTag(change.id));
      case 'companies':
        return cache.invalidate(companyTag(Number(change.id)));
      case 'permission_groups':
      case 'company_features':
        if (change.companyId) cache.invalidate(companyTag(change.companyId));
        return;
      default:
        return;
    }
  });
  const findAndCache = async (sessionId: string) => {
    const stamp = cache.stamp();
    const actor = await findActorBySessionId(app.db, sessionId);
    if (actor) {
      const tags = [userTag(actor.user.id), ...(actor.company ? [companyTag(actor.company.id)] : [])];
      cache.set(sessionId, actor, { stamp, tags, expiresAt: actor.session.expiresAt.getTime() });
    }
    return actor;
  };
  return {
    async find(token) {
      const sessionId = hashToken(token);
      const actor = cache.get(sessionId) ?? (await findAndCache(sessionId));
      // Idle too long: ended here, so neither a request nor a socket handshake can use it.
      if (actor && isIdle(actor.session, app.config.sessionIdleMinutes)) {
        await app.db.delete(sessions).where(eq(sessions.id, sessionId));
        cache.delete(sessionId);
        return null;
      }
      return actor;
    },
    forget: (sessionId) => cache.delete(sessionId),
  };
}

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
  if (request.actor) {
    await db.delete(sessions).where(eq(sessions.id, request.actor.session.id));
    request.server.actors.forget(request.actor.session.id);
  }
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
  if (request.actor) {
    await request.server.db.delete(sessions).where(eq(sessions.id, request.actor.session.id));
    request.server.actors.forget(request.actor.session.id);
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.actor = null;
}

/** Records that the session is in use, at most once a minute (not a write per request). */
async function touchSession(db: Database, session: SessionRow): Promise<void> {
  const now = Date.now();
  if (now - session.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return;
  session.lastSeenAt = new Date(now);
  await db.update(sessions).set({ lastSeenAt: session.lastSeenAt }).where(eq(sessions.id, session.id));
}

export async function endSessionsOfCompany(db: Database, companyId: number): Promise<void> {
  await db.delete(sessions).where(inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId))));
}

export default fp(
  async (app) => {
    app.decorateRequest('actor', null);
    app.decorate('actors', createActorLookup(app));

    app.addHook('onRequest', async (request, reply) => {
      const url = request.url;
      const isApi = url.startsWith('/api/') || url.startsWith('/broadcasting/');
      if (!isApi) return;
      const token = request.cookies[SESSION_COOKIE];
      request.actor = token ? await app.actors.find(token) : null;
      if (token && !request.actor) reply.clearCookie(SESSION_COOKIE, { path: '/' });

      if (STATE_CHANGING.has(request.method)) {
        const sent = String(request.headers['x-xsrf-token'] ?? '');
        const expected = request.actor ? request.actor.session.csrf : (request.cookies[XSRF_COOKIE] ?? '');
        if (!sent || !expected || !safeEqual(sent, expected)) throw new HttpError(419, ERROR_MESSAGES.csrfMismatch);
      }

      if (app.config.maintenanceMode && url.startsWith('/api/v1/') && !request.actor?.user.isSuperuser && !MAINTENANCE_OPEN.some((p) => p.test(url))) {
        throw new HttpError(503, 'The application is in maintenance mode. Please try again later.', 'maintenance');
      }

      if (request.actor && !request.actor.user.emailVerifiedAt) {
        const path = url.split('?')[0].replace(/\/+$/, '');
        if (!UNVERIFIED_OPEN.some((p) => p.test(path))) throw new HttpError(403, ERROR_MESSAGES.emailNotVerified, 'unverified');
      }

      if (request.actor) {
        await touchLastActivity(app.db, request.actor.user);
        await touchSession(app.db, request.actor.session);
      }
    });
  },
  { name: 'session', dependencies: ['db', 'cookie', 'change-feed'] },
);
