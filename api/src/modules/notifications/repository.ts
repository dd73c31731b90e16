// Notifications of one user (DOMAIN.md section 8): paged newest first, counted per type, marked as
// read, deleted. Every query is bound to the caller's user id, so another user's row is never seen.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notificationTypeLabel, type NotificationItem, type NotificationTypeCount } from 'shared-contract';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

type NotificationRow = typeof notifications.$inferSelect;

export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    type_label: notificationTypeLabel(row.type),
    title: row.title,
    body: row.body,
    link: row.link,
    is_read: row.readAt !== null,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

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
  return { rows: rows.map(toNotificationItem), total: Number(n) };
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(n);
}

export async function countByType(db: Database, userId: number): Promise<NotificationTypeCount[]> {
  const rows = await db
    .select({
      type: notifications.type,
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .groupBy(notifications.type);
  return rows
    .map((r) => ({ type: r.type, label: notificationTypeLabel(r.type), total: Number(r.total), unread: Number(r.unread) }))
    .sort((a, b) => (a.label.toLowerCase() < b.label.toLowerCase() ? -1 : a.label.toLowerCase() > b.label.toLowerCase() ? 1 : a.type < b.type ? -1 : 1));
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
