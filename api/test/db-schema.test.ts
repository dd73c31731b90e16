// The schema is one file per area (api/src/db/schema/). drizzle-kit reads the whole folder, but the app
// and every caller read index.ts only: a table left out of index.ts would get its migration and yet be
// missing from `db.query` and from '../db/schema' imports. This keeps the two views the same.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema';

const folder = join(__dirname, '../src/db/schema');
const areaFiles = readdirSync(folder).filter((file) => file.endsWith('.ts') && !['index.ts', 'columns.ts'].includes(file));

const tablesOf = (exports: Record<string, unknown>) => Object.entries(exports).filter(([, value]) => is(value, PgTable)) as [string, PgTable][];

describe('db schema folder', () => {
  it.each(areaFiles)('index.ts re-exports every table of %s under the same name', async (file) => {
    const area = tablesOf((await import(join(folder, file))) as Record<string, unknown>);
    expect(area.length).toBeGreaterThan(0);
    for (const [name, table] of area) {
      expect({ name, exported: (schema as Record<string, unknown>)[name] === table }).toEqual({ name, exported: true });
    }
  });

  it('names each database table once across the areas', () => {
    const names = tablesOf(schema).map(([, table]) => getTableName(table));
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
