import { defineEndpoint } from '../endpoint';
import { notificationDeletedShape } from './shapes';

export const deleteNotification = defineEndpoint({
  method: 'POST',
  path: 'users/notifications/delete/:id',
  summary: "Deletes one of the caller's notifications",
  response: notificationDeletedShape,
});
