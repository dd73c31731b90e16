import { PRODUCT_NAME, type SignUpInvitation as Invitation } from 'shared-contract';
import { InvitationSignUpForm } from './invitation-sign-up-form';

// network: a company (network) invitation's company_name is the inviting company; accepting creates
// the invitee's own sub contractor company, so it does not read like joining a team.
const isCompanyInvitation = (invitation: Invitation | null) => invitation?.kind === 'company';

export function UserSignUpPage() {
  return (
    <InvitationSignUpForm
      title={(invitation) => (invitation === null ? 'Create your account' : isCompanyInvitation(invitation) ? 'Join the network' : 'Join your team')}
      describeInvitation={(invitation) =>
        isCompanyInvitation(invitation)
          ? `${invitation.company_name} has invited your company to its network on ${PRODUCT_NAME}. Create your account to accept: you become the owner of your company's account, and both companies join each other's network.`
          : `You have been invited to join ${invitation.company_name} on ${PRODUCT_NAME}.`
      }
      submitLabel="Create account"
    />
  );
}
