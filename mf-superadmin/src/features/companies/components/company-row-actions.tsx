// Per-row delete, block and unblock buttons of the operator's company list.
import { IconButton, Stack, Tooltip } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import type { SuperadminCompanyRow } from 'shared-contract';
import { RowActionButton } from 'shared-ui';
import { useCompanyRowActions } from '../hooks/use-company-row-actions';

export function CompanyRowActions({ company }: { company: SuperadminCompanyRow }) {
  const actions = useCompanyRowActions();
  const isBlocked = company.status === 'blocked';
  return (
    <Stack direction="row" spacing={0.5}>
      {isBlocked ? (
        <Tooltip title="Unblock">
          <IconButton size="small" aria-label={`Unblock ${company.name}`} onClick={() => void actions.unblockCompany(company)}>
            <LockOpenIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Tooltip title="Block">
          <IconButton size="small" aria-label={`Block ${company.name}`} onClick={() => void actions.blockCompany(company)}>
            <BlockIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <RowActionButton action="delete" label={`Delete ${company.name}`} onClick={() => void actions.deleteCompany(company)} />
    </Stack>
  );
}
