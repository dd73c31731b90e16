// Column helpers every area shares, so each table's timestamps and search indexes are declared the same way.
import { sql, type SQL } from 'drizzle-orm';
import { index, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * A pg_trgm GIN index for a list search's `ilike '%text%'` (migration 0004). `expression` must be
 * exactly what the query matches (e.g. `coalesce(phone, '')`), else the planner cannot use it. The
 * operator class is qualified: pg_trgm lives in public, and tests on PostgreSQL run in their own schema.
 */
export const trigramIndex = (name: string, expression: PgColumn | SQL) => index(name).using('gin', sql`${expression} public.gin_trgm_ops`);
