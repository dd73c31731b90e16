// Notifications (DOMAIN.md §8): one row per user, pushed live on `user-notification.{userId}` as
// REALTIME_EVENTS.notificationCreated so the header bell refreshes without a reload.
import type { FastifyInstance } from 'fastify';
import { REALTIME_EVENTS } from 'shared-contract';
import { notifications } from '../db/schema';

export type NotificationInput = { type: string; title: string; body?: string; link?: string | null };

/** Stores the notification for each user and emits it to their sockets. Empty `userIds` is a no-op. */
export async function notifyUsers(app: FastifyInstance, userIds: readonly number[], input: NotificationInput): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const rows = await app.db
    .insert(notifications)
    .values(unique.map((userId) => ({ userId, type: input.type, title: input.title, body: input.body ?? '', link: input.link ?? null })))
    .returning();
  for (const row of rows) {
    app.realtime.notifyUser(row.userId, REALTIME_EVENTS.notificationCreated, {
      id: row.id,
      type: row.type,
      title: row.title,
      body: row.body,
      link: row.link,
      created_at: row.createdAt.toISOString(),
    });
  }
}
