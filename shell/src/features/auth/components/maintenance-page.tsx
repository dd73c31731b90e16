import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { normalizeError } from 'shared-auth';
import { PRODUCT_NAME, ROUTES } from 'shared-contract';
import { useRefreshAppConfig } from '../api/find-app-config';
import { AuthLayout } from '../../../components/auth-layout';

export const MAINTENANCE_TEXT = `${PRODUCT_NAME} is down for scheduled maintenance. We will be back shortly. Thank you for your patience.`;

export function MaintenancePage() {
  const navigate = useNavigate();
  const refreshAppConfig = useRefreshAppConfig();
  const [isChecking, setIsChecking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const checkAgain = async () => {
    setIsChecking(true);
    setNotice(null);
    try {
      // Stored for the maintenance gate too, so Home does not send the user straight back here.
      const config = await refreshAppConfig();
      if (!config.maintenance_mode) {
        navigate(ROUTES.home, { replace: true });
        return;
      }
      setNotice('Maintenance is still in progress. Please try again in a few minutes.');
    } catch (error) {
      const problem = await normalizeError(error);
      setNotice(problem.message);
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <AuthLayout title="We'll be back soon">
      <Stack spacing={2.5}>
        <Typography>{MAINTENANCE_TEXT}</Typography>
        {notice ? (
          <Alert severity="info" role="status">
            {notice}
          </Alert>
        ) : null}
        <Button variant="outlined" onClick={checkAgain} loading={isChecking}>
          Check again
        </Button>
      </Stack>
    </AuthLayout>
  );
}
