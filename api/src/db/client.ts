// Opens the database: PGlite in DATA_DIR/pgdata when DATABASE_URL is unset, else a node-postgres pool.
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { loadNative } from '../lib/load-native';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * Subscribes to a NOTIFY channel. `onGap` runs when notifications may have been missed (the
 * listening connection dropped) and again once it listens anew; resolves to an unsubscribe.
 */
export type ListenFunction = (channel: string, onPayload: (payload: string) => void, onGap: (listening: boolean) => void) => Promise<() => Promise<void>>;

export type DatabaseHandle = { db: Database; kind: 'pglite' | 'postgres'; close: () => Promise<void>; listen: ListenFunction };

const RELISTEN_DELAY_MS = 1000;

/** LISTEN on a dedicated node-postgres connection (a pooled one would be handed to queries), reconnecting when it drops. */
function createPostgresListen(connectionString: string): ListenFunction {
  return async (channel, onPayload, onGap) => {
    const { Client } = await import('pg');
    let client: InstanceType<typeof Client> | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      next.on('error', () => undefined); // 'end' follows and reconnects
      next.on('end', () => {
        if (stopped || client !== next) return;
        client = null;
        onGap(false);
        scheduleReconnect();
      });
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      client = next;
    };
    const scheduleReconnect = () => {
      retry = setTimeout(() => {
        connect().then(
          () => onGap(true),
          () => {
            if (!stopped) scheduleReconnect();
          },
        );
      }, RELISTEN_DELAY_MS);
      retry.unref();
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    };
  };
}

export type DatabaseOptions = {
  databaseUrl?: string | null;
  dataDir?: string;
  /** PostgreSQL schema to use as search_path (tests isolate each file in one). */
  searchPath?: string;
  /** A PGlite data dir dump to start from (tests clone a migrated template). */
  pgliteDump?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = drizzle(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end(), listen: createPostgresListen(options.databaseUrl) };
  }
  const { PGlite } = loadNative<typeof import('@electric-sql/pglite')>('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let client;
  if (options.pgliteDump) {
    client = new PGlite({ loadDataDir: options.pgliteDump });
  } else if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Database;
  // One in-process database: nothing is missed, so there is never a gap.
  const listen: ListenFunction = async (channel, onPayload) => client.listen(channel, onPayload);
  return { db, kind: 'pglite', close: () => client.close(), listen };
}
