// Opens the database: PGlite in DATA_DIR/pgdata when DATABASE_URL is unset, else a node-postgres pool.
// A PostgreSQL connection that drops (a restart, pg_terminate_backend, a cut TCP connection) is logged
// and dropped, never left to crash the process, and the next query opens a new one; a database that
// stops answering fails queries after a timeout instead of holding requests forever.
import fs from 'node:fs';
import path from 'node:path';
import type { ClientConfig, PoolClient } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { loadNative } from '../lib/load-native';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute(sql`…`)` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/**
 * Subscribes to a NOTIFY channel. `onGap` runs when notifications may have been missed (the
 * listening connection dropped) and again once it listens anew; resolves to an unsubscribe.
 */
export type ListenFunction = (channel: string, onPayload: (payload: string) => void, onGap: (listening: boolean) => void) => Promise<() => Promise<void>>;

export type DatabaseLog = { warn: (obj: unknown, msg?: string) => void };
/** useLog: where dropped connections are reported from now on (the app's logger, for a handle opened before the app). */
export type DatabaseHandle = { db: Database; kind: 'pglite' | 'postgres'; close: () => Promise<void>; listen: ListenFunction; useLog?: (log: DatabaseLog) => void };

const RELISTEN_DELAY_MS = 1000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
/** How much longer than the statement timeout the client waits for an answer before it gives up on the server. */
const READ_TIMEOUT_MARGIN_MS = 2_000;
/** The error node-postgres raises when query_timeout passes without an answer. */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

const consoleLog: DatabaseLog = { warn: (obj, msg) => console.warn(msg, obj) };

/** LISTEN on a dedicated node-postgres connection (a pooled one would be handed to queries), reconnecting when it drops. */
function createPostgresListen(config: ClientConfig, log: () => DatabaseLog): ListenFunction {
  return async (channel, onPayload, onGap) => {
    const { Client } = await import('pg');
    let client: InstanceType<typeof Client> | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new Client(config);
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      // Unhandled, a dropped connection's 'error' would end the process; 'end' follows and reconnects.
      next.on('error', (error) => log().warn({ err: error }, 'the database connection listening for changes failed'));
      next.on('end', () => {
        if (stopped || client !== next) return;
        client = null;
        onGap(false);
        scheduleReconnect();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
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

/**
 * A pooled connection whose server stopped answering is closed when a query gives up on it (else a
 * transaction's ROLLBACK would queue behind the lost query and the connection return to the pool
 * stuck); closed, the pool drops it.
 */
function closeOnReadTimeout(client: PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const closeIfTimedOut = (error: unknown) => {
    if ((error as Error | undefined)?.message === READ_TIMEOUT_MESSAGE) (client as unknown as { connection?: { stream?: { destroy: () => void } } }).connection?.stream?.destroy();
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const callback = args[args.length - 1];
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        closeIfTimedOut(error);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(closeIfTimedOut);
    return result;
  };
}

export type DatabaseOptions = {
  databaseUrl?: string | null;
  dataDir?: string;
  /** PostgreSQL schema to use as search_path (tests isolate each file in one). */
  searchPath?: string;
  /** A PGlite data dir dump to start from (tests clone a migrated template). */
  pgliteDump?: Blob;
  /** PostgreSQL: how long opening a connection may take before the query fails. */
  connectTimeoutMs?: number;
  /** PostgreSQL: the server cancels a statement running longer (the client gives up a little later). */
  statementTimeoutMs?: number;
  /** PostgreSQL: the application_name of the connections (pg_stat_activity shows it). */
  applicationName?: string;
  /** Where dropped connections are reported (the app's logger). */
  log?: DatabaseLog;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    let log = options.log ?? consoleLog;
    const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const connection: ClientConfig = {
      connectionString: options.databaseUrl,
      application_name: options.applicationName ?? 'contract-hub-api',
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      // A cut connection is noticed by TCP keepalive even while the pool idles.
      keepAlive: true,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    };
    /**
     * drizzle's transaction() releases its connection in a `finally` that a failed BEGIN never reaches:
     * a connection that drops while checked out is released here (once; drizzle's own release then does
     * nothing), else every such failure would keep one of the pool's connections for good.
     */
    class ReleasingPool extends Pool {
      connect(...args: unknown[]): never {
        if (args.length) return (super.connect as (...a: unknown[]) => never)(...args);
        return super.connect().then((client) => {
          const release = client.release;
          let released = false;
          const releaseOnce = (error?: Error | boolean) => {
            if (released) return;
            released = true;
            client.removeListener('end', onEnd);
            release.call(client, error);
          };
          const onEnd = () => releaseOnce(new Error('The database connection ended.'));
          client.once('end', onEnd);
          client.release = releaseOnce;
          return client;
        }) as never;
      }
    }
    const pool = new ReleasingPool({ ...connection, max: 10, statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + READ_TIMEOUT_MARGIN_MS });
    // An idle connection that drops is removed by the pool, which then emits 'error': unhandled, the process would exit.
    pool.on('error', (error) => log.warn({ err: error }, 'an idle database connection failed and was dropped'));
    pool.on('connect', (client) => {
      // A connection that drops while a request holds it (a transaction) emits 'error' on the client
      // itself; the request's query fails with it and the pool drops the connection on release.
      client.on('error', (error) => log.warn({ err: error }, 'a database connection in use failed'));
      closeOnReadTimeout(client);
    });
    const db = drizzle(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      listen: createPostgresListen(connection, () => log),
      useLog: (next) => {
        log = next;
      },
    };
  }
  const { PGlite } = loadNative<typeof import('@electric-sql/pglite')>('@electric-sql/pglite');
  // pg_trgm (PGlite's contrib build) backs the search indexes of migration 0004.
  const { pg_trgm } = loadNative<typeof import('@electric-sql/pglite/contrib/pg_trgm')>('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { pg_trgm };
  const { drizzle } = await import('drizzle-orm/pglite');
  let client;
  if (options.pgliteDump) {
    client = new PGlite({ loadDataDir: options.pgliteDump, extensions });
  } else if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  } else {
    client = new PGlite({ extensions });
  }
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Database;
  // One in-process database: nothing is missed, so there is never a gap.
  const listen: ListenFunction = async (channel, onPayload) => client.listen(channel, onPayload);
  return { db, kind: 'pglite', close: () => client.close(), listen };
}
