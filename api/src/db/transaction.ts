// The one way to run work in a transaction. The handle the work receives is drizzle's transaction,
// which is a Database too, so the repositories that take a Database take it as they are.
import type { Database } from './client';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Runs `work` in one transaction (a savepoint when `db` is a transaction already): all of it or none. */
export function withTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
