// Notifications (DOMAIN.md §8): one row per user, pushed live on `user-notification.{userId}` as
// REALTIME_EVENTS.notificationCreated so the header bell refreshes without a reload. Rules that
// notify about a change queue them with that change's transaction (queueNotifications).
import type { FastifyInstance } from 'fastify';
import { REALTIME_EVENTS } from 'shared-contract';
import type { Database } from '../db/client';
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

/** The job kind that stores and pushes notifications queued with a transaction (queueNotifications). */
export const NOTIFICATION_JOB = 'notifications.deliver';
const NOTIFICATION_ATTEMPTS = 5;

/**
 * Queues the notifications in the caller's transaction `db`: they commit with the change they tell
 * of (or not at all), and the job runner stores and pushes them after the commit, so the request
 * answers first and a crash loses none. Call app.jobs.wake() once the transaction has committed.
 */
export async function queueNotifications(app: FastifyInstance, db: Database, userIds: readonly number[], input: NotificationInput): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  await app.jobs.enqueueMany(NOTIFICATION_JOB, [{ user_ids: unique, notification: input }], { db, maxAttempts: NOTIFICATION_ATTEMPTS });
}

/** Registers the runner's handler of queued notifications (once, by the notifications module). */
export function registerNotificationJob(app: FastifyInstance): void {
  app.jobs.register(NOTIFICATION_JOB, async (payload) => {
    await notifyUsers(app, payload.user_ids as number[], payload.notification as NotificationInput);
  });
}
