import { Box, CircularProgress, Typography } from '@mui/material';

type LoadingStateProps = { label?: string; isFullPage?: boolean };

export function LoadingState({ label = 'Loading', isFullPage = false }: LoadingStateProps) {
  return (
    <Box
      role="status"
      aria-busy="true"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, py: 6, minHeight: isFullPage ? '60vh' : undefined }}
    >
      <CircularProgress size={32} aria-label={label} />
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
