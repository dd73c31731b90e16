// What the notification endpoints answer with: the shapes, and the types the shell uses, from one place.
import { dataOf, s, type Infer } from '../schema';

export const notificationItemShape = s.object({
  id: s.integer(),
  type: s.string(),
  type_label: s.string(),
  title: s.string(),
  body: s.string(),
  link: s.nullable(s.string()),
  is_read: s.boolean(),
  read_at: s.nullable(s.dateTime()),
  created_at: s.dateTime(),
});
export type NotificationItem = Infer<typeof notificationItemShape>;

/** The paged list envelope plus the caller's unread notifications of every type. */
export const notificationPageShape = s.object({
  data: s.array(notificationItemShape),
  current_page: s.integer(),
  last_page: s.integer(),
  per_page: s.integer(),
  total: s.integer(),
  unread: s.integer(),
});
export type NotificationPage = Infer<typeof notificationPageShape>;

/** One row per type the caller has, with its counts. */
export const notificationTypeCountShape = s.object({ type: s.string(), label: s.string(), total: s.integer(), unread: s.integer() });
export type NotificationTypeCount = Infer<typeof notificationTypeCountShape>;

export const notificationsReadShape = dataOf(s.object({ updated: s.integer(), unread: s.integer(), message: s.string() }));
export type NotificationsReadReply = Infer<typeof notificationsReadShape>;

export const notificationDeletedShape = dataOf(s.object({ message: s.string(), unread: s.integer() }));
export type NotificationDeletedReply = Infer<typeof notificationDeletedShape>;
