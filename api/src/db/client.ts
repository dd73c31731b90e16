// Opens the database: PGlite in DATA_DIR/pgdata when DATABASE_URL is unset, else a node-postgres pool.
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { loadNative } from '../lib/load-native';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseHandle = { db: Database; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

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
    return { db, kind: 'postgres', close: () => pool.end() };
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
  return { db, kind: 'pglite', close: () => client.close() };
}
