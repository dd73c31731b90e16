// Notifications (000 section 7 top bar, DOMAIN.md section 8): the limits, messages, type labels and
// live events shared by the API and the shell.
import { selected } from '../endpoint';

/** Largest page and the most ids one mark-as-read request may name. */
export const NOTIFICATIONS_MAX_PER_PAGE = 100;
export const NOTIFICATIONS_MAX_IDS = 100;

export const NOTIFICATION_MESSAGES = {
  deleteConfirm: 'Are you sure you want to delete this notification?',
  deleted: 'The notification has been deleted.',
  markedRead: 'The notifications have been marked as read.',
  idsOrAll: 'Choose the notifications to mark as read.',
  invalidType: selected('type'),
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
