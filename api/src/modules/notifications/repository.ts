// Notifications of one user (DOMAIN.md section 8): paged newest first, counted per type, marked as
// read, deleted. Every query is bound to the caller's user id, so another user's row is never seen.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRecord = typeof notifications.$inferSelect;
export type TypeCountRecord = { type: string; total: number; unread: number };

const ownedBy = (userId: number, type?: string) => (type ? and(eq(notifications.userId, userId), eq(notifications.type, type)) : eq(notifications.userId, userId));

export async function findNotificationPage(db: Database, userId: number, filter: { type?: string }, paging: { perPage: number; offset: number }) {
  const where = ownedBy(userId, filter.type);
  const [{ n }] = await db.select({ n: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(paging.perPage)
    .offset(paging.offset);
  return { rows, total: Number(n) };
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(n);
}

export async function countByType(db: Database, userId: number): Promise<TypeCountRecord[]> {
  return db
    .select({
      type: notifications.type,
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .groupBy(notifications.type);
}

/** Marks the given (or all) unread notifications of the user as read; returns how many changed. */
export async function markRead(db: Database, userId: number, ids: number[] | 'all'): Promise<number> {
  const where = ids === 'all' ? and(eq(notifications.userId, userId), isNull(notifications.readAt)) : and(eq(notifications.userId, userId), isNull(notifications.readAt), inArray(notifications.id, ids));
  const rows = await db.update(notifications).set({ readAt: new Date() }).where(where).returning({ id: notifications.id });
  return rows.length;
}

/** Deletes the user's own notification; false when the id is not one of theirs. */
export async function deleteOwn(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(notifications).where(and(eq(notifications.userId, userId), eq(notifications.id, id))).returning({ id: notifications.id });
  return rows.length > 0;
}
