// The screens outside the signed-in layout other than Login, loaded by the router on first use
// (see router.tsx): sign-up, password, operator sign-in, contact, maintenance, contract verification
// and error pages.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from 'shared-auth';
import { ROUTES } from 'shared-contract';
import { EmailVerificationPage } from '../features/auth/components/email-verification-page';

export { CompanySignUpPage } from '../features/auth/components/company-sign-up-page';
export { ContactUsPage } from '../features/auth/components/contact-us-page';
export { MaintenancePage } from '../features/auth/components/maintenance-page';
export { RecoveryPasswordPage } from '../features/auth/components/recovery-password-page';
export { ResetPasswordPage } from '../features/auth/components/reset-password-page';
export { SuperadminLoginPage } from '../features/auth/components/superadmin-login-page';
export { SuperadminSignUpPage } from '../features/auth/components/superadmin-sign-up-page';
export { UserSignUpPage } from '../features/auth/components/user-sign-up-page';
export { ForbiddenPage, PermissionsErrorPage } from '../features/errors/components/forbidden-page';
export { LinkExpiredPage } from '../features/errors/components/link-expired-page';
export { NotFoundPage } from '../components/not-found-page';
export { TooManyAttemptsPage } from '../features/errors/components/too-many-attempts-page';
export { VerifyContractPage } from '../features/verify/components/verify-contract-page';

/** The e-mail verification page is for signed-in users who have not verified yet. */
function RequireUnverified({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  if (user?.email_verified) return <Navigate to={ROUTES.home} replace />;
  return <>{children}</>;
}

export function UnverifiedEmailPage() {
  return (
    <RequireUnverified>
      <EmailVerificationPage />
    </RequireUnverified>
  );
}
