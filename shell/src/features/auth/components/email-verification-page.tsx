import { Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { signOut, useCurrentUser } from 'shared-auth';
import { ROUTES } from 'shared-contract';
import { createVerificationCode, verifyEmail } from '../api/verify-email';
import { useStoreCurrentUser } from '../hooks/use-store-current-user';
import { AuthLayout } from '../../../components/auth-layout';
import { CodeForm } from './code-form';

export function EmailVerificationPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const storeCurrentUser = useStoreCurrentUser();

  return (
    <AuthLayout
      title="Verify your e-mail"
      subtitle={
        <>
          We sent a 4-digit code to <strong>{user?.email ?? 'your e-mail address'}</strong>. Enter it below to finish setting up
          your account.
        </>
      }
    >
      <CodeForm
        submitLabel="Verify e-mail"
        onSubmitCode={async (code) => {
          const verified = await verifyEmail(code);
          // Guards read email_verified from the cache: it must be fresh before Home is opened.
          await storeCurrentUser(verified);
          navigate(ROUTES.home, { replace: true });
        }}
        onResend={createVerificationCode}
        resentMessage="A new code has been sent to your e-mail."
        secondaryActions={
          <Button
            variant="text"
            color="inherit"
            onClick={async () => {
              await signOut();
              navigate(ROUTES.login, { replace: true });
            }}
          >
            Sign out
          </Button>
        }
      />
    </AuthLayout>
  );
}
