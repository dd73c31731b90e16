// Notifications as the API answers them (shared-contract's notification shapes): pure mapping from
// database rows, no queries.
import { notificationTypeLabel, type NotificationItem, type NotificationTypeCount } from 'shared-contract';
import type { NotificationRecord, TypeCountRecord } from './repository';

export function toNotificationItem(row: NotificationRecord): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    type_label: notificationTypeLabel(row.type),
    title: row.title,
    body: row.body,
    link: row.link,
    is_read: row.readAt !== null,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

const byLabel = (a: NotificationTypeCount, b: NotificationTypeCount) => {
  const [x, y] = [a.label.toLowerCase(), b.label.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.type < b.type ? -1 : 1;
};

/** The counts per type, ordered by their label as the type filter lists them. */
export const toTypeCounts = (rows: TypeCountRecord[]): NotificationTypeCount[] =>
  rows.map((r) => ({ type: r.type, label: notificationTypeLabel(r.type), total: Number(r.total), unread: Number(r.unread) })).sort(byLabel);
