// 'Logged in as' and the company's name while the operator acts inside a company (000 section 2).
import { alpha, Box, Typography } from '@mui/material';
import { useCurrentUser } from 'shared-auth';
import { UI_TEXT } from 'shared-contract';

export function CompanyContextLabel() {
  const { user } = useCurrentUser();
  if (!user?.is_superuser || !user.company) return null;
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, px: 1.5, py: 0.5, borderRadius: 1, bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12), color: 'text.primary', minWidth: 0, maxWidth: { xs: 160, sm: 320 } }}
    >
      <Typography component="span" variant="body2">
        {UI_TEXT.loggedInAs}
      </Typography>{' '}
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }} noWrap>
        {user.company.name}
      </Typography>
    </Box>
  );
}
