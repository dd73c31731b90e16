// The product's mark and name; the name is dropped where the space is a folded sidebar.
import { Box, Typography } from '@mui/material';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from 'shared-contract';

type AppLogoProps = { to: string; isCompact?: boolean };

export function AppLogo({ to, isCompact = false }: AppLogoProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={`${PRODUCT_NAME} home`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', minWidth: 0, borderRadius: 1 }}
    >
      <HandshakeOutlined aria-hidden sx={{ fontSize: 30 }} />
      {isCompact ? null : (
        <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700, color: 'text.primary' }}>
          {PRODUCT_NAME}
        </Typography>
      )}
    </Box>
  );
}
