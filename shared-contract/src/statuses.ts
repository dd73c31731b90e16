// Statuses and labels of DOMAIN.md section 4 and 001 section 4.
export const TASK_STATUSES = {
  draft: 'Draft',
  pending_approval: 'Pending Approval',
  pending_external_signature: 'Pending External Signature',
  pending_internal_signature: 'Pending Internal Signature',
  pending_submission: 'Pending Submission',
  pending_acknowledgement: 'Pending Acknowledgement',
  pending_work_start_date: 'Pending Work Start Date',
  submit_as_needed: 'Submit as Needed',
  fully_executed: 'Fully Executed',
  completed: 'Completed',
  revoked: 'Revoked',
} as const;
export type TaskStatus = keyof typeof TASK_STATUSES;
export const ACTIVE_TASK_STATUSES: TaskStatus[] = [
  'pending_external_signature',
  'pending_internal_signature',
  'pending_submission',
  'pending_approval',
  'pending_acknowledgement',
];
export const FINISHED_TASK_STATUSES: TaskStatus[] = ['fully_executed', 'completed', 'revoked'];
export const COMPLETED_LIKE_TASK_STATUSES: TaskStatus[] = ['fully_executed', 'completed'];
export const VIEWER_STATUS_LABELS = {
  pendingYourSignature: 'Pending Your Signature',
  pendingVendorSignature: 'Pending Vendor Signature',
  pendingBuyerSignature: 'Pending Buyer Signature',
} as const;

export const DOCUMENT_TYPES = {
  contract: 'Contract',
  'document-request': 'Document Request',
  acknowledgement: 'Acknowledgement',
  'certificate-of-insurance': 'Certificate Of Insurance',
  'sf-1413': 'SF 1413',
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;
export const REQUIRED_ACTIONS = ['Signature Required', 'Acknowledgement of Receipt Required', 'Request'] as const;
export const TASK_TYPES = ['Contracts', 'Request documents', 'Acknowledge'] as const;
export const TASK_PRIORITIES = { normal: 'Normal', high: 'High' } as const;

export const SCOPE_STATUSES = { drafting: 'Drafting', pending: 'Pending', not_sent: 'Not Sent', sent: 'Sent' } as const;

export const INVITATION_STATUSES = {
  pending: 'Pending response',
  accepted: 'Accepted',
  declined: 'Declined',
  canceled: 'Canceled',
  expired: 'Expired',
} as const;
export type InvitationStatus = keyof typeof INVITATION_STATUSES;
export const INVITE_EMPLOYEE_STATUSES = { pending: 'Pending', accepted: 'Accepted', expired: 'Expired', canceled: 'Canceled' } as const;

export const COMPANY_STATUSES = { active: 'Active', blocked: 'Blocked', closed: 'Closed' } as const;
export type CompanyStatus = keyof typeof COMPANY_STATUSES;
