// GET auth/user-notifications: how many notifications the signed-in user has not read (the header's
// bell and the Notifications page). Refreshed whenever the server pushes a new notification.
import useSWR from 'swr';
import { callEndpoint, useSocketEvent } from 'shared-auth';
import { NOTIFICATION_EVENTS, REALTIME_EVENTS, authEndpoints, type UnreadNotifications } from 'shared-contract';

export type { UnreadNotifications };

/** The SWR key of the count: the endpoint's path (the Notifications page refreshes it). */
export const UNREAD_NOTIFICATIONS_KEY = authEndpoints.countUnreadNotifications.path;

/** Emitted on the user's `user-notification.{userId}` room when a notification is stored. */
export const NOTIFICATION_CREATED_EVENT = REALTIME_EVENTS.notificationCreated;

export async function findUnreadNotifications(): Promise<UnreadNotifications> {
  const { data } = await callEndpoint(authEndpoints.countUnreadNotifications);
  return data;
}

export function useUnreadNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  const { data, isLoading, mutate } = useSWR(enabled ? UNREAD_NOTIFICATIONS_KEY : null, findUnreadNotifications);
  useSocketEvent(NOTIFICATION_CREATED_EVENT, () => void mutate(), enabled);
  useSocketEvent(NOTIFICATION_EVENTS.countChanged, () => void mutate(), enabled); // read or deleted in another tab
  return { unread: data?.unread ?? 0, isLoading };
}
