// Applies api/drizzle with drizzle's migrator. The folder is found relative to this file or the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client';

export function findMigrationsFolder(): string {
  const candidates = [process.env.MIGRATIONS_DIR, path.resolve(__dirname, '../drizzle'), path.resolve(__dirname, '../../drizzle')];
  for (const dir of candidates) if (dir && fs.existsSync(path.join(dir, 'meta', '_journal.json'))) return dir;
  throw new Error('Migrations folder api/drizzle not found');
}

/**
 * drizzle-kit qualifies foreign keys with "public"; a non-public schema (tests on PostgreSQL use
 * one schema per file) gets the statements rewritten to it, and its own migrations table.
 */
export async function runMigrations(db: Database, options: { schemaName?: string } = {}): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  const migrations = readMigrationFiles({ migrationsFolder });
  const schemaName = options.schemaName;
  if (schemaName && schemaName !== 'public') {
    for (const m of migrations) m.sql = m.sql.map((s) => s.replaceAll('"public".', `"${schemaName}".`));
  }
  // dialect.migrate is what drizzle-orm/{pglite,node-postgres}/migrator call.
  const internal = db as unknown as { dialect: { migrate: (m: unknown, s: unknown, c: unknown) => Promise<void> }; session: unknown };
  await internal.dialect.migrate(migrations, internal.session, { migrationsFolder, migrationsSchema: schemaName ?? 'drizzle' });
}
