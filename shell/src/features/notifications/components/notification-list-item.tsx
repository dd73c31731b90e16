// One notification in the list: its title opens the target (a route of the app or an outside
// address) and marks it read, the type, the time, a "New" mark while it is unread, "Mark as read"
// for an unread one, and delete.
import { Box, Chip, IconButton, Link, ListItem, Tooltip, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { NotificationItem } from 'shared-contract';
import { formatDateTime } from 'shared-ui';

type NotificationListItemProps = {
  notification: NotificationItem;
  isBusy?: boolean;
  /** The user opened the notification's link, or asked to mark it read. */
  onMarkRead: (notification: NotificationItem) => void;
  onDelete: (notification: NotificationItem) => void;
};

/** App routes open in the router; http(s) links in a new tab; anything else is not a link. */
function NotificationTitle({ notification, onOpen }: { notification: NotificationItem; onOpen: () => void }) {
  const { link, title } = notification;
  const sx = { fontWeight: 600 };
  if (link && link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link component={RouterLink} to={link} underline="hover" sx={sx} onClick={onOpen}>
        {title}
      </Link>
    );
  }
  if (link && /^https?:\/\//i.test(link)) {
    return (
      <Link href={link} target="_blank" rel="noopener noreferrer" underline="hover" sx={sx} onClick={onOpen}>
        {title}
      </Link>
    );
  }
  return <Typography component="span" sx={sx}>{title}</Typography>;
}

export function NotificationListItem({ notification, isBusy = false, onMarkRead, onDelete }: NotificationListItemProps) {
  const isNew = !notification.is_read;
  return (
    <ListItem
      divider
      data-testid="notification"
      aria-label={notification.title}
      sx={{ alignItems: 'flex-start', gap: 2, bgcolor: isNew ? 'action.hover' : undefined }}
      secondaryAction={
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {isNew ? (
            <Tooltip title="Mark as read">
              <span>
                <IconButton aria-label={`Mark notification ${notification.title} as read`} disabled={isBusy} onClick={() => onMarkRead(notification)}>
                  <DoneOutlined />
                </IconButton>
              </span>
            </Tooltip>
          ) : null}
          <Tooltip title="Delete">
            <span>
              <IconButton edge="end" aria-label={`Delete notification ${notification.title}`} disabled={isBusy} onClick={() => onDelete(notification)}>
                <DeleteOutlined />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      }
    >
      <Box sx={{ flex: 1, minWidth: 0, pr: isNew ? 10 : 4 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <NotificationTitle notification={notification} onOpen={() => (isNew ? onMarkRead(notification) : undefined)} />
          {isNew ? <Chip label="New" color="primary" size="small" /> : null}
        </Box>
        {notification.body ? (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {notification.body}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {`${notification.type_label} · ${formatDateTime(notification.created_at)}`}
        </Typography>
      </Box>
    </ListItem>
  );
}
