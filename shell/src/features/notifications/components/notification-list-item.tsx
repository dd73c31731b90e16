// One notification in the list: its title opens the target (a route of the app or an outside
// address), the type, the time, a "New" mark for what was unread when it was shown, and delete.
import { Box, Chip, IconButton, Link, ListItem, Tooltip, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { NotificationItem } from 'shared-contract';
import { formatDateTime } from 'shared-ui';

type NotificationListItemProps = { notification: NotificationItem; isNew: boolean; isDeleting?: boolean; onDelete: (notification: NotificationItem) => void };

/** App routes open in the router; http(s) links in a new tab; anything else is not a link. */
function NotificationTitle({ notification }: { notification: NotificationItem }) {
  const { link, title } = notification;
  const sx = { fontWeight: 600 };
  if (link && link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link component={RouterLink} to={link} underline="hover" sx={sx}>
        {title}
      </Link>
    );
  }
  if (link && /^https?:\/\//i.test(link)) {
    return (
      <Link href={link} target="_blank" rel="noopener noreferrer" underline="hover" sx={sx}>
        {title}
      </Link>
    );
  }
  return <Typography component="span" sx={sx}>{title}</Typography>;
}

export function NotificationListItem({ notification, isNew, isDeleting = false, onDelete }: NotificationListItemProps) {
  return (
    <ListItem
      divider
      data-testid="notification"
      aria-label={notification.title}
      sx={{ alignItems: 'flex-start', gap: 2, bgcolor: isNew ? 'action.hover' : undefined }}
      secondaryAction={
        <Tooltip title="Delete">
          <span>
            <IconButton edge="end" aria-label={`Delete notification ${notification.title}`} disabled={isDeleting} onClick={() => onDelete(notification)}>
              <DeleteOutlined />
            </IconButton>
          </span>
        </Tooltip>
      }
    >
      <Box sx={{ flex: 1, minWidth: 0, pr: 4 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <NotificationTitle notification={notification} />
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
