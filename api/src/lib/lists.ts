// What every list endpoint shares: the pattern its search filters match with and the paged envelope
// it answers with (paging itself is read by parsePaging in validate.ts), and the query of one page.
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PagedResponse } from 'shared-contract';
import type { Database } from '../db/client';

/** An ILIKE pattern for "contains text": the user's %, _ and \ are matched literally, not as wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The paged list envelope; an empty list still has one (empty) page. */
export const toPage = <T>(data: T[], total: number, paging: { page: number; perPage: number }): PagedResponse<T> => ({
  data,
  current_page: paging.page,
  last_page: Math.max(1, Math.ceil(total / paging.perPage)),
  per_page: paging.perPage,
  total,
});

/** One page of a table's rows matching `where` in `orderBy` order, with how many match in all. */
export async function selectPage<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  orderBy: readonly (SQL | PgColumn)[],
  paging: { perPage: number; offset: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const from: PgTable = table;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(from)
      .where(where)
      .orderBy(...orderBy)
      .limit(paging.perPage)
      .offset(paging.offset),
    db.select({ n: count() }).from(from).where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: Number(n) };
}
