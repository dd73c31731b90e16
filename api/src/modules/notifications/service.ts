// Notifications of the signed-in user: the page with the unread count, mark as read and delete. A
// change of the unread count is pushed to the user's other tabs as NOTIFICATION_EVENTS.countChanged
// so every bell follows.
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_EVENTS, NOTIFICATION_MESSAGES, type NotificationCountChanged, type NotificationDeletedReply, type NotificationPage, type NotificationsReadReply } from 'shared-contract';
import { notFound } from '../../lib/http-error';
import { toPage } from '../../lib/lists';
import { toNotificationItem, toTypeCounts } from './presenter';
import * as repo from './repository';

type Paging = { page: number; perPage: number; offset: number };

async function pushCount(app: FastifyInstance, userId: number): Promise<number> {
  const unread = await repo.countUnread(app.db, userId);
  app.realtime.notifyUser(userId, NOTIFICATION_EVENTS.countChanged, { unread } satisfies NotificationCountChanged);
  return unread;
}

export async function findNotificationPage(app: FastifyInstance, userId: number, type: string | undefined, paging: Paging): Promise<NotificationPage> {
  const { rows, total } = await repo.findNotificationPage(app.db, userId, { type }, paging);
  return { ...toPage(rows.map(toNotificationItem), total, paging), unread: await repo.countUnread(app.db, userId) };
}

export const countByType = async (app: FastifyInstance, userId: number) => toTypeCounts(await repo.countByType(app.db, userId));

export async function markRead(app: FastifyInstance, userId: number, ids: number[] | 'all'): Promise<NotificationsReadReply['data']> {
  const updated = await repo.markRead(app.db, userId, ids);
  const unread = updated > 0 ? await pushCount(app, userId) : await repo.countUnread(app.db, userId);
  return { updated, unread, message: NOTIFICATION_MESSAGES.markedRead };
}

export async function deleteNotification(app: FastifyInstance, userId: number, id: number): Promise<NotificationDeletedReply['data']> {
  if (!(await repo.deleteOwn(app.db, userId, id))) throw notFound();
  return { message: NOTIFICATION_MESSAGES.deleted, unread: await pushCount(app, userId) };
}
