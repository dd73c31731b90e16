// The signed-in user's notifications (000 section 7 top bar): GET users/notifications (paged, type
// filter), GET users/notifications/by-type (counts per type), POST users/notifications/read and
// POST users/notifications/delete/{id}, each through its shared-contract endpoint.
import useSWR from 'swr';
import { callEndpoint, normalizeError, type RequestProblem } from 'shared-auth';
import { notificationEndpoints, type MarkNotificationsReadInput, type NotificationPage, type NotificationTypeCount } from 'shared-contract';

export type NotificationListParams = { page: number; perPage: number; type?: string };

/** SWR keys: the list's key starts with the list endpoint's path so every page can be revalidated at once. */
export const notificationListKey = (params: NotificationListParams) => [notificationEndpoints.listNotifications.path, params.page, params.perPage, params.type ?? ''] as const;
export const isNotificationListKey = (key: unknown) => Array.isArray(key) && key[0] === notificationEndpoints.listNotifications.path;
export const NOTIFICATION_TYPES_KEY = notificationEndpoints.listNotificationTypes.path;

export async function findNotificationPage({ page, perPage, type }: NotificationListParams): Promise<NotificationPage> {
  try {
    return await callEndpoint(notificationEndpoints.listNotifications, { query: { page, per_page: perPage, type } });
  } catch (error) {
    throw await normalizeError(error);
  }
}

export function useNotificationPage(params: NotificationListParams) {
  return useSWR<NotificationPage, RequestProblem>(notificationListKey(params), () => findNotificationPage(params), { keepPreviousData: true });
}

export function useNotificationTypes() {
  return useSWR<NotificationTypeCount[], RequestProblem>(NOTIFICATION_TYPES_KEY, async () => (await callEndpoint(notificationEndpoints.listNotificationTypes)).data);
}

export async function markNotificationsRead(input: MarkNotificationsReadInput) {
  return (await callEndpoint(notificationEndpoints.markNotificationsRead, { body: input })).data;
}

export async function deleteNotification(id: number) {
  return (await callEndpoint(notificationEndpoints.deleteNotification, { params: { id } })).data;
}
