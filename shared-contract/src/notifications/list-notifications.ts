import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { notificationListQuerySchema } from './requests';
import { notificationPageShape, notificationTypeCountShape } from './shapes';

export const listNotifications = defineEndpoint({
  method: 'GET',
  path: 'users/notifications',
  summary: "The caller's notifications, newest first, paged (optional type filter)",
  query: notificationListQuerySchema,
  response: notificationPageShape,
});

export const listNotificationTypes = defineEndpoint({
  method: 'GET',
  path: 'users/notifications/by-type',
  summary: 'How many notifications (and unread ones) the caller has of each type',
  response: dataOf(s.array(notificationTypeCountShape)),
});
