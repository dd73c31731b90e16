import { Box, Typography } from '@mui/material';
import { PRODUCT_NAME, UI_TEXT } from 'shared-contract';

export function AppFooter() {
  return (
    <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {`© ${new Date().getFullYear()} ${PRODUCT_NAME}. ${UI_TEXT.allRightsReserved}`}
      </Typography>
    </Box>
  );
}
