// The header's bell: opens Notifications and shows a dot while the unread counter is not zero.
import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from 'shared-contract';
import { useUnreadNotifications } from '../../../hooks/use-unread-notifications';

export function NotificationsBell() {
  const { unread } = useUnreadNotifications();
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Tooltip title="Notifications">
      <IconButton component={RouterLink} to={ROUTES.notifications} aria-label={label}>
        <Badge color="error" variant="dot" invisible={unread === 0} data-testid="unread-dot" overlap="circular">
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
