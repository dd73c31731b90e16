// The uniqueness check behind "has already been taken" on a name: whether another row within a
// scope (a company, its active rows, …) has the same name, case-insensitively.
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * Whether a row of `columns.id`'s table other than `exceptId` matches every condition of `scope`
 * and has this name (lower() on both sides).
 */
export async function isNameTaken(
  db: Database,
  columns: { id: PgColumn; name: PgColumn },
  scope: readonly (SQL | undefined)[],
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const where = [...scope, sql`lower(${columns.name}) = lower(${name})`];
  if (exceptId) where.push(sql`${columns.id} <> ${exceptId}`);
  const [row] = await db
    .select({ id: columns.id })
    .from(columns.id.table)
    .where(and(...where))
    .limit(1);
  return !!row;
}
