// The 404 of this remote's area, rendered inside the shell's layout for unknown paths under its mount point.
import { Box, Typography } from '@mui/material';
import { UI_TEXT } from 'shared-contract';

export function NotFoundPage() {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        {UI_TEXT.page404.title}
      </Typography>
      <Typography color="text.secondary">{UI_TEXT.page404.text}</Typography>
    </Box>
  );
}
