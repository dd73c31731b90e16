// Fastify decorations shared by every plugin and module.
import type { Server as SocketServer } from 'socket.io';
import type { AppConfig } from './config';
import type { Database, ListenFunction } from './db/client';
import type { Actor } from './lib/identity';
import type { ChangeFeed } from './plugins/app/change-feed';
import type { Jobs } from './plugins/app/jobs';
import type { Mailer } from './plugins/app/mail';
import type { ActorLookup } from './plugins/app/session';
import type { FileStorage } from './plugins/app/storage';
import type { RateCounter } from './plugins/external/rate-limit';

export type Realtime = {
  io: SocketServer | null;
  notifyUser: (userId: number, event: string, payload: unknown) => void;
  /** Emits to everyone who joined a channel (on every instance with REDIS_URL). */
  toChannel: (channel: string, event: string, payload: unknown) => void;
  /** A module's check for the channels `<prefix>.<rest>` a socket asks to join (plugins/app/realtime.ts). */
  addChannelAuthorizer: (prefix: string, check: (actor: Actor, rest: string) => Promise<boolean>) => void;
  /**
   * Checks again the `<prefix>.*` rooms (without a prefix: every module's rooms) the users' sockets
   * joined; a socket no longer allowed leaves the room (after a membership change, or an archived user).
   */
  recheckUserChannels: (userIds: readonly number[], prefix?: string) => Promise<void>;
  /** Every socket (on every instance with REDIS_URL) leaves the channel: its subject is gone. */
  closeChannel: (channel: string) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    dbKind: 'pglite' | 'postgres';
    listenToDatabase: ListenFunction;
    /** Committed changes the caches depend on (plugins/app/change-feed.ts). */
    changes: ChangeFeed;
    /** Who is behind a session cookie, cached per instance (plugins/app/session.ts). */
    actors: ActorLookup;
    mailer: Mailer;
    storage: FileStorage;
    realtime: Realtime;
    rateCounter: RateCounter;
    /** Background jobs (plugins/app/jobs.ts). */
    jobs: Jobs;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyReply {
    /** A nonce for this answer's inline scripts, added to its Content-Security-Policy (plugins/app/security-headers.ts). */
    cspNonce(): string;
  }
}
