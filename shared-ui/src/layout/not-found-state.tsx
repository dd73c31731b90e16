// The 404 block ('Oops! You're lost.'), for unknown paths inside an area of the app.
import { Box, Typography } from '@mui/material';
import { UI_TEXT } from 'shared-contract';

export function NotFoundState() {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        {UI_TEXT.page404.title}
      </Typography>
      <Typography color="text.secondary">{UI_TEXT.page404.text}</Typography>
    </Box>
  );
}
