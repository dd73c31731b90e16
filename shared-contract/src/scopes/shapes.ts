// What the scope endpoints answer with (000 sections 3, 4 and 6; DOMAIN.md 3): the scope row and
// its details (vendor, editors, attachments, approval round), the per-item flags, the approval rounds.
import { s, type Infer } from '../schema';
import { PROJECT_DOCUMENT_EXTENSIONS } from '../project-setup/rules';
import { entityValueShape } from '../project-setup/shapes';
import { SCOPE_STATUSES } from '../statuses';

/** Scope statuses (DOMAIN.md 3): SCOPE_STATUSES holds the labels the list shows. */
export type ScopeStatus = keyof typeof SCOPE_STATUSES;

/**
 * Where a scope's approval round stands: none (never submitted, or the project has no scope
 * workflow), pending (some approver still has to act), approved (every approver approved),
 * rejected (an approver rejected; the scope is back in drafting until it is submitted again).
 */
export const SCOPE_APPROVAL_STATES = { none: 'None', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;
export type ScopeApprovalState = keyof typeof SCOPE_APPROVAL_STATES;

export const SCOPE_SORT_FIELDS = ['name', 'vendor', 'amount', 'work_start_date', 'status', 'created_at'] as const;
export type ScopeSortField = (typeof SCOPE_SORT_FIELDS)[number];

/** Scope attachments and the bulk upload: the spec's 10 MB rule and the project documents' extensions (one list for the Documents tab). */
export const SCOPE_ATTACHMENT_EXTENSIONS = PROJECT_DOCUMENT_EXTENSIONS;
/** At most this many files in one upload (create, update or attachment/add): the multipart limit. */
export const SCOPE_MAX_FILES = 10;

/**
 * Per-item flags (000 section 6: scopes follow project permissions; edit also governs create and
 * chat). The vendor (an external scope) gets view and chat only.
 */
export const scopeFlagsShape = s.object({ view: s.boolean(), update: s.boolean(), delete: s.boolean(), chat: s.boolean() });
export type ScopeFlags = Infer<typeof scopeFlagsShape>;

/** A person on a scope: vendor assignee or signer, editor, approver. */
function scopeUserFields() {
  return { id: s.integer(), first_name: s.string(), last_name: s.string(), full_name: s.string(), email: s.string(), photo: s.nullable(s.string()) };
}
export const scopeUserShape = s.object(scopeUserFields());
export type ScopeUser = Infer<typeof scopeUserShape>;

/** A vendor the scope form offers: a network company with its active users (assignee and signer) and its primary contact, the default of both. */
export const scopeVendorOptionShape = s.object({
  id: s.integer(),
  name: s.string(),
  users: s.array(scopeUserShape),
  default_assignee_id: s.nullable(s.integer()),
  default_signer_id: s.nullable(s.integer()),
});
export type ScopeVendorOption = Infer<typeof scopeVendorOptionShape>;

export const scopeAttachmentShape = s.object({
  id: s.integer(),
  scope_id: s.integer(),
  name: s.string(),
  /** Bytes. */
  size: s.integer(),
  mime_type: s.nullable(s.string()),
  /** The download address (GET, same-origin session). */
  url: s.string(),
  uploaded_by: s.nullable(s.string()),
  created_at: s.dateTime(),
});
export type ScopeAttachment = Infer<typeof scopeAttachmentShape>;

/** One approver of the scope's round; approvers act in step order. */
export const scopeApprovalShape = s.object({
  id: s.integer(),
  user_id: s.integer(),
  user: scopeUserShape,
  /** The workflow step (1 = first). */
  step: s.integer(),
  approved: s.boolean(),
  rejected: s.boolean(),
  /** The rejection reason. */
  reason: s.nullable(s.string()),
  acted_at: s.nullable(s.dateTime()),
  /** The caller is this approver and it is this step's turn (approve / reject buttons). */
  can_act: s.boolean(),
});
export type ScopeApproval = Infer<typeof scopeApprovalShape>;

const scopeRowFields = {
  id: s.integer(),
  project_id: s.integer(),
  project_name: s.string(),
  /** The owning general contractor. */
  company_id: s.integer(),
  company_name: s.string(),
  /** The caller's company is the vendor (read-only, 000 section 6 "external projects"). */
  is_external: s.boolean(),
  name: s.string(),
  description: s.nullable(s.string()),
  /** A decimal written with two places ("1250.00"), or null. */
  amount: s.nullable(s.string()),
  work_start_date: s.nullable(s.date()),
  status: s.enum(Object.keys(SCOPE_STATUSES) as ScopeStatus[]),
  status_label: s.string(),
  approval_state: s.enum(Object.keys(SCOPE_APPROVAL_STATES) as ScopeApprovalState[]),
  vendor_company_id: s.nullable(s.integer()),
  vendor_company_name: s.nullable(s.string()),
  vendor_assignee: s.nullable(scopeUserShape),
  vendor_signer: s.nullable(scopeUserShape),
  /** The vendor's current certificate of insurance for the owning company has expired (issue 15): work is blocked until a valid one is approved. */
  coi_lapsed: s.boolean(),
  created_by: s.nullable(s.string()),
  created_at: s.dateTime(),
  updated_at: s.dateTime(),
  can: scopeFlagsShape,
};
export const scopeRowShape = s.object(scopeRowFields);
export type ScopeRow = Infer<typeof scopeRowShape>;

/** One scope with its editors, attachments, approval round (in step order) and custom field values. */
export const scopeDetailsShape = s.object({
  ...scopeRowFields,
  editors: s.array(scopeUserShape),
  attachments: s.array(scopeAttachmentShape),
  approvals: s.array(scopeApprovalShape),
  /** The scope's custom field values (saved through entity/custom-fields, project-setup). */
  custom_fields: s.array(entityValueShape),
});
export type ScopeDetails = Infer<typeof scopeDetailsShape>;

/** What the caller may do with scopes in one project (GET scope/check-permission). */
export const scopePermissionShape = s.object({ view: s.boolean(), create: s.boolean(), update: s.boolean(), delete: s.boolean(), approve: s.boolean(), chat: s.boolean() });
export type ScopePermission = Infer<typeof scopePermissionShape>;

/** An employee offered as a scope editor; `selected` when already an editor of the scope asked about. */
export const scopeEditorOptionShape = s.object({ ...scopeUserFields(), selected: s.boolean() });
export type ScopeEditorOption = Infer<typeof scopeEditorOptionShape>;

/** A scope approval workflow of the company (an approval round) with its steps' approvers. */
export const scopeApprovalRoundShape = s.object({
  id: s.integer(),
  name: s.string(),
  steps: s.array(s.object({ step: s.integer(), approvers: s.array(scopeUserShape) })),
});
export type ScopeApprovalRound = Infer<typeof scopeApprovalRoundShape>;
