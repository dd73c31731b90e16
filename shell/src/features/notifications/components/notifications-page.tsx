// /notifications: the signed-in user's notifications. Shows the unread count the header's bell
// reads; the notification list itself comes with the notifications screens of a later release.
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { EmptyState, LoadingState, PageHeader } from 'shared-ui';
import { useUnreadNotifications } from '../../../hooks/use-unread-notifications';

export function NotificationsPage() {
  const { unread, isLoading } = useUnreadNotifications();
  const title = unread === 0 ? "You're all caught up" : `You have ${unread} unread notification${unread === 1 ? '' : 's'}`;
  return (
    <>
      <PageHeader title="Notifications" subtitle="Tasks, approvals, signatures and invitations that need your attention." />
      {isLoading ? <LoadingState /> : <EmptyState icon={<NotificationsNoneOutlined fontSize="inherit" />} title={title} />}
    </>
  );
}
