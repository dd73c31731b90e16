// Builds the app for one test file: PGlite cloned from a migrated template (fast), or PostgreSQL
// with a fresh schema when TEST_DATABASE_URL is set.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../../src/db/client';
import { findMigrationsFolder, runMigrations } from '../../src/db/migrate';

// PGlite start-up and argon2 are slow on a shared 2-core machine; the project's testTimeout is not applied per project.
jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function migrationsFingerprint(): string {
  const folder = findMigrationsFolder();
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(folder).sort()) if (file.endsWith('.sql')) hash.update(fs.readFileSync(path.join(folder, file)));
  hash.update(fs.readFileSync(path.join(folder, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

/** A gzip dump of a migrated PGlite, made once per migration set and shared by every test file. */
async function findTemplateDump(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `contract-hub-api-template-${migrationsFingerprint()}.tar.gz`);
  const lock = `${file}.lock`;
  for (let waited = 0; !fs.existsSync(file); waited += 200) {
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another worker is building it.
      if (waited > 60_000) fs.rmSync(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      const handle = await openDatabase({});
      await runMigrations(handle.db);
      const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } }).$client;
      const dump = await client.dumpDataDir('gzip');
      await handle.close();
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(tmp, file);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return new Blob([fs.readFileSync(file)]);
}

/** database: the PostgreSQL pool's settings, e.g. another address of the same server (only with TEST_DATABASE_URL). */
export type TestAppOptions = { config?: Partial<AppConfig>; database?: Pick<DatabaseOptions, 'databaseUrl' | 'applicationName' | 'connectTimeoutMs' | 'statementTimeoutMs'> } & Pick<BuildAppOptions, 'enableSockets'>;

export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  // Tests read mail through app.mailer.outbox (helpers/client.ts), not from the console.
  const config: Partial<AppConfig> = { nodeEnv: 'test', logLevel: 'silent', publicUrl: 'http://localhost:8080', staticRoot: os.tmpdir(), mailToConsole: false, checkResponses: true, ...options.config };
  const testUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let schemaName: string | undefined;
  if (testUrl) {
    schemaName = `t_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: testUrl });
    await admin.connect();
    await admin.query(`create schema "${schemaName}"`);
    await admin.end();
    handle = await openDatabase({ databaseUrl: testUrl, searchPath: schemaName, ...options.database });
    const close = handle.close;
    const dropSchema = schemaName;
    handle = {
      ...handle,
      close: async () => {
        await close();
        const cleanup = new Client({ connectionString: testUrl });
        await cleanup.connect();
        await cleanup.query(`drop schema if exists "${dropSchema}" cascade`);
        await cleanup.end();
      },
    };
  } else {
    handle = await openDatabase({ pgliteDump: await findTemplateDump() });
  }
  return buildApp({
    config,
    env: {},
    database: handle,
    databaseSchema: schemaName,
    skipMigrations: !testUrl,
    enableSockets: options.enableSockets ?? false,
  });
}
