// Reading one of a company's rows by id: every tenant table has id and company_id, and a row of
// another company is as missing as one that does not exist.
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** The row `id` of `table` when it belongs to the company, else null. */
export async function findCompanyRow<T extends PgTable & { id: PgColumn; companyId: PgColumn }>(db: Database, table: T, companyId: number, id: number): Promise<T['$inferSelect'] | null> {
  const from: PgTable = table;
  const [row] = await db
    .select()
    .from(from)
    .where(and(eq(table.companyId, companyId), eq(table.id, id)))
    .limit(1);
  return (row as T['$inferSelect'] | undefined) ?? null;
}
