import { Box, Typography } from '@mui/material';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import type { ReactNode } from 'react';
import { UI_TEXT } from 'shared-contract';

type EmptyStateProps = { title?: ReactNode; description?: ReactNode; icon?: ReactNode; action?: ReactNode };

export function EmptyState({ title = UI_TEXT.noDataYet, description, icon, action }: EmptyStateProps) {
  return (
    <Box role="status" sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Box sx={{ fontSize: 40, lineHeight: 1, mb: 1, color: 'text.disabled' }}>{icon ?? <InboxOutlined fontSize="inherit" />}</Box>
      <Typography variant="subtitle1" color="text.primary">
        {title}
      </Typography>
      {description ? <Typography variant="body2">{description}</Typography> : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}
