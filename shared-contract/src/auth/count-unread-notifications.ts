import { defineEndpoint } from '../endpoint';
import { dataOf } from '../schema';
import { unreadNotificationsShape } from './shapes';

export const countUnreadNotifications = defineEndpoint({
  method: 'GET',
  path: 'auth/user-notifications',
  summary: 'Unread notification count',
  response: dataOf(unreadNotificationsShape),
});
