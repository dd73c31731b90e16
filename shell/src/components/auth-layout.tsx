// The frame of every sign-in, sign-up and public page: a centered card under the product name.
import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { PRODUCT_NAME } from 'shared-contract';

type AuthLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  /** Links under the card (sign up, back to sign in). */
  footer?: ReactNode;
  /** Sign-up forms have more fields side by side. */
  isWide?: boolean;
  children: ReactNode;
};

export function AuthLayout({ title, subtitle, footer, isWide = false, children }: AuthLayoutProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        px: 2,
        py: { xs: 4, sm: 8 },
      }}
    >
      <Box sx={{ width: '100%', maxWidth: isWide ? 560 : 440 }}>
        <Typography
          component="p"
          variant="h5"
          align="center"
          sx={{ mb: 3, fontWeight: 700, letterSpacing: 0.2, color: 'primary.main' }}
        >
          {PRODUCT_NAME}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 2 }}>
          <Typography component="h1" variant="h5" sx={{ mb: subtitle ? 1 : 3, fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography component="div" variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          ) : null}
          {children}
        </Paper>
        {footer ? (
          <Typography component="div" variant="body2" align="center" color="text.secondary" sx={{ mt: 3 }}>
            {footer}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
