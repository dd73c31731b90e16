import { defineEndpoint, listQuery, oneOfKeys } from '../endpoint';
import { messageResponse, pageOf } from '../schema';
import { INVITE_EMPLOYEE_STATUSES } from '../statuses';
import { INVITATION_SORT_FIELDS, invitedEmployeeRowShape } from './shapes';

export const listInvitations = defineEndpoint({
  method: 'GET',
  path: 'employees/invitations',
  summary: 'Paged employee invitations with status filter',
  query: listQuery(INVITATION_SORT_FIELDS, { status: oneOfKeys(INVITE_EMPLOYEE_STATUSES, 'status') }),
  response: pageOf(invitedEmployeeRowShape),
});

export const resendInvitation = defineEndpoint({
  method: 'POST',
  path: 'employees/invitations/:id/resend',
  summary: 'Mails a new link (pending or expired invitations)',
  response: messageResponse,
});

export const cancelInvitation = defineEndpoint({
  method: 'POST',
  path: 'employees/invitations/:id/cancel',
  summary: 'Cancels a pending invitation (its link stops working)',
  response: messageResponse,
});
