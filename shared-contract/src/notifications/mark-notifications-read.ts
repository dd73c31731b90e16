import { defineEndpoint } from '../endpoint';
import { markNotificationsReadSchema } from './requests';
import { notificationsReadShape } from './shapes';

export const markNotificationsRead = defineEndpoint({
  method: 'POST',
  path: 'users/notifications/read',
  summary: 'Marks the given notifications (ids) or all of them (all: true) as read',
  body: markNotificationsReadSchema,
  response: notificationsReadShape,
});
