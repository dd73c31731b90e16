// A sub-plan company's pending request for the general plan (Settings > Account Details), shown
// to the operator, who answers it with the plan control.
import { Alert, AlertTitle } from '@mui/material';
import type { PlanUpgradeRequest } from 'shared-contract';
import { formatDate } from 'shared-ui';

export function UpgradeRequestAlert({ request }: { request: PlanUpgradeRequest | null | undefined }) {
  if (!request || request.status !== 'pending') return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} aria-label="Upgrade request">
      <AlertTitle>Upgrade to the General plan requested</AlertTitle>
      {`Requested on ${formatDate(request.requested_at)}${request.requested_by ? ` by ${request.requested_by}` : ''}.`}
      {request.message ? ` Message: “${request.message}”` : ''}
      {' Change the plan below to grant it.'}
    </Alert>
  );
}
