// Notifications of the signed-in user (000 section 7 top bar: users/notifications,
// users/notifications/by-type, POST users/notifications/delete/{id}; plus mark as read). Each route
// serves one shared-contract endpoint (notificationEndpoints); each user sees and changes only
// their own rows.
import type { FastifyInstance } from 'fastify';
import { notificationEndpoints as endpoints } from 'shared-contract';
import { registerNotificationJob } from '../../lib/notify';
import { route } from '../../lib/route';
import { parsePaging } from '../../lib/validate';
import { actorOf, requireAuth } from '../../plugins/app/guards';
import * as service from './service';

const tags = ['notifications'];
const signedIn = { tags, preHandler: requireAuth };

export default async function notificationsRoutes(app: FastifyInstance) {
  // Notifications other modules queue with their changes (lib/notify queueNotifications).
  registerNotificationJob(app);

  route(app, endpoints.listNotifications, signedIn, async ({ query }, request) =>
    service.findNotificationPage(app, actorOf(request).user.id, query.type || undefined, parsePaging(query)),
  );

  route(app, endpoints.listNotificationTypes, signedIn, async (_input, request) => ({ data: await service.countByType(app, actorOf(request).user.id) }));

  route(app, endpoints.markNotificationsRead, signedIn, async ({ body }, request) => {
    const input = await body();
    return { data: await service.markRead(app, actorOf(request).user.id, input.all ? 'all' : (input.ids as number[])) };
  });

  route(app, endpoints.deleteNotification, signedIn, async ({ params }, request) => ({
    data: await service.deleteNotification(app, actorOf(request).user.id, params.id),
  }));
}
