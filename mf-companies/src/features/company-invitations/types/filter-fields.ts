// The invited company filter panel of 001 section 3: company_name, status (multi), invite date range
// and the link expiry range (whole days left).
import { INVITATION_STATUSES, type InvitationStatus } from 'shared-contract';
import type { FilterFieldDef } from 'shared-ui';

/** The statuses in the order 001 section 4 lists them (Accepted, Declined, Canceled, Expired, Pending response). */
export const INVITATION_STATUS_ORDER: InvitationStatus[] = ['accepted', 'declined', 'canceled', 'expired', 'pending'];

export const INVITATION_FILTER_FIELDS: FilterFieldDef[] = [
  { type: 'text', name: 'company_name', label: 'Company name' },
  { type: 'multiselect', name: 'status', label: 'Status', options: INVITATION_STATUS_ORDER.map((value) => ({ value, label: INVITATION_STATUSES[value] })) },
  { type: 'dateRange', name: 'invite_date', label: 'Invite date', fromName: 'invite_date_from', toName: 'invite_date_to' },
  { type: 'numericRange', name: 'expires_in', label: 'Expires in (days)', minName: 'expires_in_from', maxName: 'expires_in_to' },
];
