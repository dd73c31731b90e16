import { PRODUCT_NAME } from 'shared-contract';
import { InvitationSignUpForm } from './invitation-sign-up-form';

export function UserSignUpPage() {
  return (
    <InvitationSignUpForm
      title="Join your team"
      describeInvitation={(invitation) => `You have been invited to join ${invitation.company_name} on ${PRODUCT_NAME}.`}
      submitLabel="Create account"
    />
  );
}
