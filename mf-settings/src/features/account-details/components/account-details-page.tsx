// Settings > Account > Account Details (SettingAccountDetails): plan and limits, account admins,
// sender e-mail (verified by a mailed link that lands here with ?verify_sender=), close account.
import { useEffect, useRef } from 'react';
import { Alert, Stack } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { normalizeError, usePermissions } from 'shared-auth';
import { SETTINGS_ACCOUNT_ACCESS as ACCESS, type AccountDetails } from 'shared-contract';
import { LoadingState, PageHeader, useToast } from 'shared-ui';
import { useAccountDetails, verifySenderEmail } from '../api/account';
import { AdminsSection } from './admins-section';
import { CloseAccountSection } from './close-account-section';
import { PlanSection } from './plan-section';
import { SenderSection } from './sender-section';

/** Verifies the sender e-mail once when the page is opened from the mailed link. */
function useSenderVerification(onVerified: (next: AccountDetails) => void) {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const token = params.get('verify_sender');
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    void (async () => {
      try {
        const result = await verifySenderEmail(token);
        toast.success(result.message);
        onVerified(result.data);
      } catch (e) {
        const problem = await normalizeError(e);
        toast.error(problem.errors?.token ?? problem.message);
      } finally {
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.delete('verify_sender');
          return next;
        }, { replace: true });
      }
    })();
  }, [token, toast, onVerified, setParams]);
}

export function AccountDetailsPage() {
  const { canAll, user } = usePermissions();
  const { data: account, error, mutate } = useAccountDetails();
  const replace = (next: AccountDetails) => void mutate(next, { revalidate: false });
  useSenderVerification(replace);

  return (
    <>
      <PageHeader title="Account Details" subtitle={account ? account.company.name : undefined} />
      {error ? <Alert severity="error">The account details could not be loaded. Please reload the page.</Alert> : null}
      {!account && !error ? <LoadingState /> : null}
      {account ? (
        <Stack spacing={3}>
          <PlanSection account={account} canRequestUpgrade={canAll(ACCESS.accountUpgrade)} onChange={replace} />
          <AdminsSection account={account} canEdit={canAll(ACCESS.accountAdmins)} onChange={replace} />
          <SenderSection account={account} onChange={replace} />
          {canAll(ACCESS.accountClose) ? <CloseAccountSection account={account} isOperator={Boolean(user?.is_superuser)} /> : null}
        </Stack>
      ) : null}
    </>
  );
}
