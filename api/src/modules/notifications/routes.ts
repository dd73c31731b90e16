// Notifications of the signed-in user (000 section 7 top bar: users/notifications,
// users/notifications/by-type, POST users/notifications/delete/{id}; plus mark as read). Each
// user sees and changes only their own rows; a change of the unread count is pushed to the user's
// other tabs as NOTIFICATION_EVENTS.countChanged so every bell follows.
import type { FastifyInstance } from 'fastify';
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_MESSAGES,
  markNotificationsReadSchema,
  notificationListQuerySchema,
  type NotificationCountChanged,
  type NotificationPage,
} from 'shared-contract';
import { notFound } from '../../lib/http-error';
import { toPage } from '../../lib/lists';
import { parseId, parsePaging, validateInput } from '../../lib/validate';
import { actorOf, requireAuth } from '../../plugins/app/guards';
import * as repo from './repository';

const tags = ['notifications'];

export default async function notificationsModule(app: FastifyInstance) {
  const signedIn = { preHandler: requireAuth };

  const pushCount = async (userId: number): Promise<number> => {
    const unread = await repo.countUnread(app.db, userId);
    app.realtime.notifyUser(userId, NOTIFICATION_EVENTS.countChanged, { unread } satisfies NotificationCountChanged);
    return unread;
  };

  app.get('/users/notifications', { ...signedIn, schema: { tags, summary: "The caller's notifications, newest first, paged (optional type filter)" } }, async (request): Promise<NotificationPage> => {
    const query = await validateInput(notificationListQuerySchema, request.query);
    const { page, perPage, offset } = parsePaging(query as Record<string, unknown>);
    const userId = actorOf(request).user.id;
    const { rows, total } = await repo.findNotificationPage(app.db, userId, { type: query.type || undefined }, { perPage, offset });
    return { ...toPage(rows, total, { page, perPage }), unread: await repo.countUnread(app.db, userId) };
  });

  app.get('/users/notifications/by-type', { ...signedIn, schema: { tags, summary: "How many notifications (and unread ones) the caller has of each type" } }, async (request) => ({
    data: await repo.countByType(app.db, actorOf(request).user.id),
  }));

  app.post('/users/notifications/read', { ...signedIn, schema: { tags, summary: 'Marks the given notifications (ids) or all of them (all: true) as read' } }, async (request) => {
    const input = await validateInput(markNotificationsReadSchema, request.body);
    const userId = actorOf(request).user.id;
    const updated = await repo.markRead(app.db, userId, input.all ? 'all' : (input.ids as number[]));
    const unread = updated > 0 ? await pushCount(userId) : await repo.countUnread(app.db, userId);
    return { data: { updated, unread, message: NOTIFICATION_MESSAGES.markedRead } };
  });

  app.post('/users/notifications/delete/:id', { ...signedIn, schema: { tags, summary: 'Deletes one of the caller\'s notifications' } }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const userId = actorOf(request).user.id;
    if (!(await repo.deleteOwn(app.db, userId, id))) throw notFound();
    return { data: { message: NOTIFICATION_MESSAGES.deleted, unread: await pushCount(userId) } };
  });
}
