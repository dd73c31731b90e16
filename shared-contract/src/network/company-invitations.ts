import { defineEndpoint, listQuery, oneOfKeys } from '../endpoint';
import { messageResponse, pageOf, s } from '../schema';
import { INVITATION_STATUSES } from '../statuses';
import { rules } from '../validation';
import { INVITED_COMPANY_SORT_FIELDS, countRule, inviteCompanySchema, networkPaging } from './rules';
import { invitedCompanyRowShape } from './shapes';

const invitationWithMessage = s.object({ data: invitedCompanyRowShape, message: s.string() });

export const inviteCompany = defineEndpoint({
  method: 'POST',
  path: 'company/network/invite',
  summary: 'Invites a company by e-mail (14-day link)',
  body: inviteCompanySchema,
  response: invitationWithMessage,
});

export const listInvitations = defineEndpoint({
  method: 'GET',
  path: 'company/network/invitations',
  summary: 'Paged network invitations with status, invite date and expiry',
  query: listQuery(INVITED_COMPANY_SORT_FIELDS, {
    ...networkPaging(),
    company_name: rules.queryText(),
    status: oneOfKeys(INVITATION_STATUSES, 'status'),
    invite_date_from: rules.date(),
    invite_date_to: rules.date(),
    expires_in_from: countRule(),
    expires_in_to: countRule(),
  }),
  response: pageOf(invitedCompanyRowShape),
});

export const resendInvitation = defineEndpoint({
  method: 'POST',
  path: 'company/network/invitations/:id/resend',
  summary: 'Mails a new link with a new expiry',
  response: invitationWithMessage,
});

export const cancelInvitation = defineEndpoint({
  method: 'POST',
  path: 'company/network/invitations/:id/cancel',
  summary: 'Cancels a pending invitation (its link stops working)',
  response: messageResponse,
});
