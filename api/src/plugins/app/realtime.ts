// socket.io on the API's own HTTP server. A connection is authenticated by the session cookie and
// joins `user-notification.{userId}`; other channels are joined only after authorizeChannel. Modules
// own the other channels: each registers the check of its prefix (`scope-chat.{id}`) with
// app.realtime.addChannelAuthorizer, so this plugin imports no module.
// With REDIS_URL the Redis adapter lets every API instance broadcast to every socket.
// Only the app's own origins may connect (lib/origins): a page elsewhere could otherwise open a
// socket with the user's cookie and read their events, one-time download tokens included.
import { createAdapter } from '@socket.io/redis-adapter';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import { Server } from 'socket.io';
import type { Actor } from '../../lib/identity';
import { configuredOrigins, isAllowedOrigin } from '../../lib/origins';
import { requireAuth } from './guards';
import { SESSION_COOKIE } from './session';

export const userChannel = (userId: number) => `user-notification.${userId}`;

/** A module's check of its channels: `rest` is the name after `<prefix>.`. */
export type ChannelAuthorizer = (actor: Actor, rest: string) => Promise<boolean>;
type Authorizers = Map<string, ChannelAuthorizer>;

const channelOf = (channelName: string) => channelName.replace(/^(private-|presence-)/, '');

/**
 * Whether the actor may listen on a channel (Laravel-style names, optional private- prefix): its own
 * user channel, or a channel whose prefix a module registered and whose check passes. A registered
 * channel carries business data, so an unverified e-mail joins none (as the session plugin refuses it
 * every API call).
 */
export async function authorizeChannel(actor: Actor, channelName: string, authorizers: Authorizers = new Map()): Promise<boolean> {
  const name = channelOf(channelName);
  const userMatch = /^user-notification\.(\d+)$/.exec(name);
  if (userMatch) return Number(userMatch[1]) === actor.user.id;
  const dot = name.indexOf('.');
  const check = dot > 0 ? authorizers.get(name.slice(0, dot)) : undefined;
  if (!check || actor.user.emailVerifiedAt === null) return false;
  return check(actor, name.slice(dot + 1));
}

export default fp<{ enableSockets?: boolean }>(
  async (app, opts) => {
    let io: Server | null = null;
    const redisClients: Redis[] = [];
    const authorizers: Authorizers = new Map();
    const authorize = async (actor: Actor, channel: unknown) => {
      try {
        return typeof channel === 'string' && channel.length <= 200 && (await authorizeChannel(actor, channel, authorizers));
      } catch (error) {
        app.log.warn({ err: error, channel }, 'channel authorization failed');
        return false;
      }
    };
    if (opts.enableSockets !== false) {
      io = new Server(app.server, {
        path: '/socket.io',
        serveClient: false,
        // CORS headers only for the configured origins; same-origin pages need none.
        cors: { origin: [...configuredOrigins(app.config)], credentials: true },
        // Refuses the handshake (HTTP polling and WebSocket upgrade alike) from any other origin.
        allowRequest: (req, callback) => callback(null, isAllowedOrigin(req, app.config)),
      });
      if (app.config.redisUrl) {
        const pub = new Redis(app.config.redisUrl);
        const sub = pub.duplicate();
        redisClients.push(pub, sub);
        io.adapter(createAdapter(pub, sub));
      }
      io.use(async (socket, next) => {
        try {
          const cookies = app.parseCookie(socket.request.headers.cookie ?? '');
          const token = cookies[SESSION_COOKIE];
          const actor = token ? await app.actors.find(token) : null;
          if (!actor) return next(new Error('Unauthenticated.'));
          socket.data.actor = actor;
          socket.data.sessionToken = token;
          await socket.join(userChannel(actor.user.id));
          next();
        } catch (error) {
          next(error as Error);
        }
      });
      io.on('connection', (socket) => {
        socket.on('unsubscribe', async (channel: unknown) => {
          if (typeof channel === 'string' && !/^user-notification\./.test(channelOf(channel))) await socket.leave(channelOf(channel));
        });
        socket.on('subscribe', async (channel: unknown, ack?: (r: { ok: boolean }) => void) => {
          // The caller as of now (the session cache drops changed callers): a session ended or a right
          // withdrawn since the connection joins nothing more.
          const actor = await app.actors.find(String(socket.data.sessionToken)).catch(() => null);
          const ok = actor !== null && (await authorize(actor, channel));
          if (ok) await socket.join(channelOf(String(channel)));
          if (typeof ack === 'function') ack({ ok });
        });
      });
      app.addHook('preClose', async () => {
        io?.disconnectSockets(true);
      });
      app.addHook('onClose', async () => {
        io?.engine.close();
        for (const client of redisClients) client.disconnect();
      });
    }

    app.decorate('realtime', {
      io,
      notifyUser: (userId: number, event: string, payload: unknown) => {
        io?.to(userChannel(userId)).emit(event, payload);
      },
      toChannel: (channel: string, event: string, payload: unknown) => {
        io?.to(channel).emit(event, payload);
      },
      closeChannel: (channel: string) => {
        io?.in(channel).socketsLeave(channel);
      },
      addChannelAuthorizer: (prefix: string, check: ChannelAuthorizer) => {
        if (authorizers.has(prefix) || prefix === 'user-notification' || prefix.includes('.')) throw new Error(`Channel prefix ${prefix} is taken or invalid`);
        authorizers.set(prefix, check);
      },
      recheckUserChannels: async (userIds: readonly number[], prefix?: string) => {
        if (!io || userIds.length === 0) return;
        // One prefix, or (none given) every room a module's check let the socket join.
        const checked = (room: string) => (prefix === undefined ? authorizers.has(room.slice(0, Math.max(0, room.indexOf('.')))) : room.startsWith(`${prefix}.`));
        const sockets = await io.in([...new Set(userIds)].map(userChannel)).fetchSockets();
        for (const socket of sockets) {
          const rooms = [...socket.rooms].filter(checked);
          if (rooms.length === 0) continue;
          const actor = await app.actors.find(String(socket.data.sessionToken)).catch(() => null);
          for (const room of rooms) if (!actor || !(await authorize(actor, room))) socket.leave(room);
        }
      },
    });

    // Pusher/Laravel-compatible channel authorisation for clients that ask before subscribing.
    app.post(
      '/broadcasting/auth',
      {
        preHandler: requireAuth,
        schema: {
          tags: ['realtime'],
          summary: 'Authorises the signed-in user to subscribe to a private channel (its own notification room)',
          body: { type: 'object', required: ['channel_name'], properties: { socket_id: { type: 'string' }, channel_name: { type: 'string' } } },
        },
      },
      async (request, reply) => {
        const { channel_name } = request.body as { channel_name: string; socket_id?: string };
        if (!(await authorize(request.actor!, channel_name))) return reply.code(403).send({ message: 'Unauthorized' });
        return { data: { channel_name, authorized: true } };
      },
    );
  },
  { name: 'realtime', dependencies: ['db', 'session'] },
);
