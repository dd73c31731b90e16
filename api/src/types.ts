// Fastify decorations shared by every plugin and module.
import type { Server as SocketServer } from 'socket.io';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Actor } from './lib/identity';
import type { Jobs } from './plugins/app/jobs';
import type { Mailer } from './plugins/app/mail';
import type { FileStorage } from './plugins/app/storage';
import type { RateCounter } from './plugins/external/rate-limit';

export type Realtime = { io: SocketServer | null; notifyUser: (userId: number, event: string, payload: unknown) => void };

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    dbKind: 'pglite' | 'postgres';
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
}
