// The signed-in user's notifications (000 section 7 top bar): GET users/notifications (paged, type
// filter), GET users/notifications/by-type (counts per type), POST users/notifications/read and
// POST users/notifications/delete/{id}.
import useSWR from 'swr';
import { api, normalizeError, type RequestProblem } from 'shared-auth';
import {
  API,
  type MarkNotificationsReadInput,
  type NotificationDeletedReply,
  type NotificationPage,
  type NotificationTypeCount,
  type NotificationsReadReply,
} from 'shared-contract';

export type NotificationListParams = { page: number; perPage: number; type?: string };

/** SWR keys: the list's key starts with API.notifications.list so every page can be revalidated at once. */
export const notificationListKey = (params: NotificationListParams) => [API.notifications.list, params.page, params.perPage, params.type ?? ''] as const;
export const isNotificationListKey = (key: unknown) => Array.isArray(key) && key[0] === API.notifications.list;
export const NOTIFICATION_TYPES_KEY = API.notifications.byType;

export async function findNotificationPage({ page, perPage, type }: NotificationListParams): Promise<NotificationPage> {
  const searchParams: Record<string, string | number> = { page, per_page: perPage };
  if (type) searchParams.type = type;
  try {
    return await api.get(API.notifications.list, { searchParams }).json<NotificationPage>();
  } catch (error) {
    throw await normalizeError(error);
  }
}

export function useNotificationPage(params: NotificationListParams) {
  return useSWR<NotificationPage, RequestProblem>(notificationListKey(params), () => findNotificationPage(params), { keepPreviousData: true });
}

export function useNotificationTypes() {
  return useSWR<NotificationTypeCount[], RequestProblem>(NOTIFICATION_TYPES_KEY, async () => (await api.get(API.notifications.byType).json<{ data: NotificationTypeCount[] }>()).data);
}

export async function markNotificationsRead(input: MarkNotificationsReadInput): Promise<NotificationsReadReply['data']> {
  return (await api.post(API.notifications.read, { json: input }).json<NotificationsReadReply>()).data;
}

export async function deleteNotification(id: number): Promise<NotificationDeletedReply['data']> {
  return (await api.post(API.notifications.delete(id)).json<NotificationDeletedReply>()).data;
}
