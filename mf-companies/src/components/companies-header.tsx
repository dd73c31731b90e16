// The Companies page header: title, and for those who may add companies the Invite and Import buttons.
import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { NETWORK_ROUTES } from 'shared-contract';
import { PageHeader } from 'shared-ui';
import { useNetworkGates } from '../lib/use-network-gates';

export const COMPANIES_TITLE = 'Companies';

export function CompaniesHeader({ extraActions }: { extraActions?: ReactNode }) {
  const { canAdd } = useNetworkGates();
  return (
    <PageHeader
      title={COMPANIES_TITLE}
      actions={
        <Stack direction="row" spacing={1}>
          {extraActions}
          {canAdd ? (
            <>
              <Button variant="outlined" startIcon={<UploadFileOutlined />} component={RouterLink} to={NETWORK_ROUTES.import}>
                Import
              </Button>
              <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={NETWORK_ROUTES.invite}>
                Invite company
              </Button>
            </>
          ) : null}
        </Stack>
      }
    />
  );
}
