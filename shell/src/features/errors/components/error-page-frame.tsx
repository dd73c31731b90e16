// The frame every error page shares: a large status code, a heading, a line of text and one action.
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

type ErrorPageFrameProps = {
  /** Shown large above the title, e.g. 403. */
  code?: string;
  title: string;
  text?: string;
  action?: ReactNode;
  /** Inside the app layout the page fills the content area instead of the whole window. */
  isInLayout?: boolean;
};

export function ErrorPageFrame({ code, title, text, action, isInLayout = false }: ErrorPageFrameProps) {
  return (
    <Box
      component={isInLayout ? 'section' : 'main'}
      sx={{
        minHeight: isInLayout ? '50vh' : '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 6,
        bgcolor: isInLayout ? undefined : 'background.default',
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
        {code ? (
          <Typography component="p" sx={{ fontSize: { xs: 72, sm: 96 }, fontWeight: 700, lineHeight: 1, color: 'primary.main' }}>
            {code}
          </Typography>
        ) : null}
        <Typography component="h1" variant="h2">
          {title}
        </Typography>
        {text ? (
          <Typography variant="body1" color="text.secondary">
            {text}
          </Typography>
        ) : null}
        {action ? <Box sx={{ pt: 1 }}>{action}</Box> : null}
      </Stack>
    </Box>
  );
}
