// Pure mapping of sign-up answers: who an invitation link is for.
import type { SignUpInvitation } from 'shared-contract';
import type { InvitationRow } from './repository';

export const toSignUpInvitation = (invitation: InvitationRow, companyName: string | null): SignUpInvitation => ({
  email: invitation.email,
  company_name: companyName ?? '',
  first_name: invitation.firstName ?? '',
  last_name: invitation.lastName ?? '',
  kind: invitation.kind,
});
