// Notifications (000 section 7 top bar, DOMAIN.md section 8): the signed-in user's list, the counts
// per type, mark as read and delete. Rules, messages and shapes shared by the API and the shell.
import * as yup from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';
import { rules } from './validation';
import { DB_INT_MAX } from './constants';

/** Largest page and the most ids one mark-as-read request may name. */
export const NOTIFICATIONS_MAX_PER_PAGE = 100;
export const NOTIFICATIONS_MAX_IDS = 100;

export const NOTIFICATION_MESSAGES = {
  deleteConfirm: 'Are you sure you want to delete this notification?',
  deleted: 'The notification has been deleted.',
  markedRead: 'The notifications have been marked as read.',
  idsOrAll: 'Choose the notifications to mark as read.',
  invalidType: 'The selected type is invalid.',
} as const;

/** Labels of the notification types the product creates; any other type is shown humanised. */
export const NOTIFICATION_TYPE_LABELS: Record<string, string> = {
  task_assigned: 'Task assigned',
  approval_requested: 'Approval requested',
  invitation_accepted: 'Invitation accepted',
  invitation_declined: 'Invitation declined',
  network_company_added: 'Added to a network',
  network_request: 'Network request',
};

export function notificationTypeLabel(type: string): string {
  const known = NOTIFICATION_TYPE_LABELS[type];
  if (known) return known;
  const words = type.replace(/[_.-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : type;
}

/**
 * Events on `user-notification.{userId}` besides REALTIME_EVENTS.notificationCreated: the unread
 * count changed because notifications were read or deleted (in another tab, say).
 */
export const NOTIFICATION_EVENTS = { countChanged: 'notification.count-changed' } as const;
export type NotificationCountChanged = { unread: number };

/** GET users/notifications: page, per_page and an optional type. */
export const notificationListQuerySchema = yup.object({
  page: rules.page(),
  per_page: rules.perPage(NOTIFICATIONS_MAX_PER_PAGE),
  type: rules.text(NOTIFICATION_MESSAGES.invalidType).max(64, M.strMax(64)).matches(/^[a-z0-9_.-]*$/, NOTIFICATION_MESSAGES.invalidType),
});
export type NotificationListQuery = yup.InferType<typeof notificationListQuerySchema>;

/** POST users/notifications/read: the ids shown, or all: true for every notification. */
export const markNotificationsReadSchema = yup.object({
  ids: yup
    .array()
    .typeError(NOTIFICATION_MESSAGES.idsOrAll)
    .of(yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)).max(DB_INT_MAX, M.numMax(DB_INT_MAX)).required(M.number))
    .max(NOTIFICATIONS_MAX_IDS, `The ids field must not have more than ${NOTIFICATIONS_MAX_IDS} items.`)
    .when('all', {
      is: true,
      then: (s) => s.optional(),
      otherwise: (s) => s.required(NOTIFICATION_MESSAGES.idsOrAll).min(1, NOTIFICATION_MESSAGES.idsOrAll),
    }),
  all: yup.boolean().typeError('The all field must be true or false.'),
});
export type MarkNotificationsReadInput = yup.InferType<typeof markNotificationsReadSchema>;

export type NotificationItem = {
  id: number;
  type: string;
  type_label: string;
  title: string;
  body: string;
  link: string | null;
  is_read: boolean;
  read_at: string | null;
  created_at: string;
};

export type NotificationPage = {
  data: NotificationItem[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** The caller's unread notifications of every type. */
  unread: number;
};

/** GET users/notifications/by-type: one row per type the caller has, with its counts. */
export type NotificationTypeCount = { type: string; label: string; total: number; unread: number };

export type NotificationsReadReply = { data: { updated: number; unread: number; message: string } };
export type NotificationDeletedReply = { data: { message: string; unread: number } };
