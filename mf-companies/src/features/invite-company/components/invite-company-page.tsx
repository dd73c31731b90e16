// Companies > Invite: send a company already on the platform a request to join networks, or invite one by e-mail.
import { Box, Card, CardContent, Divider, Link, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { NETWORK_ROUTES } from 'shared-contract';
import { PageHeader } from 'shared-ui';
import { FindPlatformCompany } from './find-platform-company';
import { InviteByEmailForm } from './invite-by-email-form';

export function InviteCompanyPage() {
  const navigate = useNavigate();
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Link component={RouterLink} to={NETWORK_ROUTES.existing} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <ArrowBackIcon fontSize="small" /> Companies
      </Link>
      <PageHeader title="Invite company" subtitle="Add a company to your network." />
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={3} divider={<Divider flexItem />}>
            <FindPlatformCompany />
            <InviteByEmailForm onInvited={() => navigate(NETWORK_ROUTES.invited)} />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
