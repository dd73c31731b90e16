// /sign-up-owner: the owner of a company the operator created sets a password. The operator's
// invite links to /user/sign-up?token=..., and both routes render the same form on the same token.
import { InvitationSignUpForm } from './invitation-sign-up-form';

export function SuperadminSignUpPage() {
  return (
    <InvitationSignUpForm
      title="Set up your account"
      describeInvitation={(invitation) => `An account for ${invitation.company_name} was created for you. Confirm your name and choose a password.`}
      submitLabel="Set password and continue"
    />
  );
}
