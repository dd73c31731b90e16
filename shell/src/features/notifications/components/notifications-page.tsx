// /notifications: the signed-in user's notifications, newest first, with a filter by type, paging,
// delete (confirmed), "Mark as read" per row and "Mark all as read". Like an inbox, opening the page
// reads nothing: a notification is read when its link is opened or it is marked; the bell follows.
// New notifications and changes made in other tabs arrive over the socket.
import { Box, Button, List, Paper } from '@mui/material';
import DoneAll from '@mui/icons-material/DoneAll';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { normalizeError, useSocketEvent } from 'shared-auth';
import {
  DEFAULT_PAGE_SIZE,
  NOTIFICATION_EVENTS,
  NOTIFICATION_MESSAGES,
  PAGE_SIZES,
  REALTIME_EVENTS,
  authEndpoints,
  type NotificationItem,
} from 'shared-contract';
import { EmptyState, LoadErrorState, LoadingState, PageHeader, Pagination, SelectField, useConfirm, useToast } from 'shared-ui';
import {
  NOTIFICATION_TYPES_KEY,
  deleteNotification,
  isNotificationListKey,
  markNotificationsRead,
  useNotificationPage,
  useNotificationTypes,
} from '../api/notifications';
import { NotificationListItem } from './notification-list-item';

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function NotificationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positive(searchParams.get('page'), 1);
  const perPageParam = positive(searchParams.get('per_page'), DEFAULT_PAGE_SIZE);
  const perPage = (PAGE_SIZES as readonly number[]).includes(perPageParam) ? perPageParam : DEFAULT_PAGE_SIZE;
  const type = searchParams.get('type') || undefined;

  const { mutate } = useSWRConfig();
  const toast = useToast();
  const confirm = useConfirm();
  const list = useNotificationPage({ page, perPage, type });
  const types = useNotificationTypes();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [isMarkingAll, setIsMarkingAll] = useState(false);

  // Paging calls two setters in a row (size, then page 1): each builds on the previous one's result.
  const latestParams = useRef(searchParams);
  latestParams.current = searchParams;
  const setParams = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(latestParams.current);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    latestParams.current = next;
    setSearchParams(next, { replace: true });
  };

  /** The bell, the type counts and (optionally) every cached page of the list. */
  const refresh = useCallback(
    async (withList: boolean) => {
      await Promise.all([mutate(authEndpoints.countUnreadNotifications.path), mutate(NOTIFICATION_TYPES_KEY), withList ? mutate(isNotificationListKey) : null]);
    },
    [mutate],
  );

  useSocketEvent(REALTIME_EVENTS.notificationCreated, () => void refresh(true));
  useSocketEvent(NOTIFICATION_EVENTS.countChanged, () => void refresh(true));

  // Deleting the last row of the last page leaves an empty page: step back to the last one.
  const lastPage = list.data?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setParams({ page: lastPage === 1 ? undefined : lastPage });
  }, [lastPage, page]);

  const handleDelete = async (notification: NotificationItem) => {
    const isConfirmed = await confirm({ title: 'Delete notification', message: NOTIFICATION_MESSAGES.deleteConfirm, confirmText: 'Delete', danger: true });
    if (!isConfirmed) return;
    setBusyId(notification.id);
    try {
      await deleteNotification(notification.id);
      toast.success(NOTIFICATION_MESSAGES.deleted);
      await refresh(true);
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    } finally {
      setBusyId(null);
    }
  };

  /** One notification read: by its "Mark as read" button, or because its link was opened. */
  const handleMarkRead = async (notification: NotificationItem) => {
    setBusyId(notification.id);
    try {
      await markNotificationsRead({ ids: [notification.id] });
      await refresh(true);
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    } finally {
      setBusyId(null);
    }
  };

  const handleMarkAll = async () => {
    setIsMarkingAll(true);
    try {
      const { message } = await markNotificationsRead({ all: true });
      toast.success(message);
      await refresh(true);
    } catch (error) {
      toast.error((await normalizeError(error)).message);
    } finally {
      setIsMarkingAll(false);
    }
  };

  const typeOptions = (types.data ?? []).map((t) => ({ value: t.type, label: `${t.label} (${t.total})` }));
  if (type && !typeOptions.some((o) => o.value === type)) typeOptions.push({ value: type, label: type });
  const unread = list.data?.unread ?? 0;

  return (
    <>
      <PageHeader
        title="Notifications"
        subtitle="Tasks, approvals, signatures and invitations that need your attention."
        actions={
          <Button variant="outlined" startIcon={<DoneAll />} disabled={unread === 0 || isMarkingAll} onClick={() => void handleMarkAll()}>
            Mark all as read
          </Button>
        }
      />
      <Box sx={{ maxWidth: 320, mb: 2 }}>
        <SelectField
          label="Type"
          name="type"
          placeholder="All types"
          options={typeOptions}
          value={type ?? null}
          isLoading={types.isLoading}
          onChange={(value) => setParams({ type: value === null ? undefined : String(value), page: undefined })}
        />
      </Box>
      {list.error ? <LoadErrorState error={list.error} onRetry={() => void list.mutate()} /> : null}
      {list.isLoading && !list.data ? (
        <LoadingState />
      ) : list.data ? (
        <Paper variant="outlined">
          {list.data.data.length === 0 ? (
            <EmptyState />
          ) : (
            <List aria-label="Notifications" disablePadding>
              {list.data.data.map((n) => (
                <NotificationListItem
                  key={n.id}
                  notification={n}
                  isBusy={busyId === n.id}
                  onMarkRead={(item) => void handleMarkRead(item)}
                  onDelete={(item) => void handleDelete(item)}
                />
              ))}
            </List>
          )}
          {list.data.total > 0 ? (
            <Pagination
              page={page}
              perPage={perPage}
              total={list.data.total}
              onPageChange={(next) => setParams({ page: next === 1 ? undefined : next })}
              onPerPageChange={(next) => setParams({ per_page: next === DEFAULT_PAGE_SIZE ? undefined : next, page: undefined })}
            />
          ) : null}
        </Paper>
      ) : null}
    </>
  );
}
