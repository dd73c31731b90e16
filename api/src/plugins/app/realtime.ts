// socket.io on the API's own HTTP server. A connection is authenticated by the session cookie and
// joins `user-notification.{userId}`; other channels are joined only after authorizeChannel.
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

/** Whether the actor may listen on a channel (Laravel-style names, optional private- prefix). */
export function authorizeChannel(actor: Actor, channelName: string): boolean {
  const name = channelName.replace(/^(private-|presence-)/, '');
  const userMatch = /^user-notification\.(\d+)$/.exec(name);
  if (userMatch) return Number(userMatch[1]) === actor.user.id;
  // Scope chat channels arrive with the scopes module, which decides membership.
  return false;
}

export default fp<{ enableSockets?: boolean }>(
  async (app, opts) => {
    let io: Server | null = null;
    const redisClients: Redis[] = [];
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
          await socket.join(userChannel(actor.user.id));
          next();
        } catch (error) {
          next(error as Error);
        }
      });
      io.on('connection', (socket) => {
        socket.on('subscribe', async (channel: unknown, ack?: (r: { ok: boolean }) => void) => {
          const ok = typeof channel === 'string' && authorizeChannel(socket.data.actor as Actor, channel);
          if (ok) await socket.join(String(channel).replace(/^(private-|presence-)/, ''));
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
    });

    // Pusher/Laravel-compatible channel authorisation for clients that ask before subscribing.
    app.post(
      '/broadcasting/auth',
      {
        preHandler: requireAuth,
        schema: {
          tags: ['realtime'],
          body: { type: 'object', required: ['channel_name'], properties: { socket_id: { type: 'string' }, channel_name: { type: 'string' } } },
        },
      },
      async (request, reply) => {
        const { channel_name } = request.body as { channel_name: string; socket_id?: string };
        if (!authorizeChannel(request.actor!, channel_name)) return reply.code(403).send({ message: 'Unauthorized' });
        return { data: { channel_name, authorized: true } };
      },
    );
  },
  { name: 'realtime', dependencies: ['db', 'session'] },
);
