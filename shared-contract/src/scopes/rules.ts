// The scope requests' rules (000 section 5 messages) and the sentences the scope endpoints answer.
import { selected } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { rules, yup } from '../validation';
import { SCOPE_MAX_FILES } from './shapes';

export const SCOPE_NAME_MAX = 255;
export const SCOPE_DESCRIPTION_MAX = 5000;
export const SCOPE_REASON_MAX = 1000;
/** numeric(14, 2): below a trillion. */
export const SCOPE_AMOUNT_MAX = 999_999_999_999.99;

export const SCOPE_MESSAGES = {
  created: 'Scope created successfully.',
  updated: 'Scope updated successfully.',
  deleted: 'Scope deleted successfully.',
  attachmentsAdded: 'Attachments added successfully.',
  attachmentDeleted: 'Attachment deleted successfully.',
  fileAcceptable: 'The file can be uploaded.',
  submitted: 'Scope sent for approval.',
  /** Submitted in a project without a scope approval workflow: straight to not sent. */
  submittedWithoutWorkflow: 'Scope approved: the project has no scope approval workflow.',
  approved: 'Scope approved.',
  rejected: 'Scope rejected.',
  notDrafting: 'Only a drafting scope can be sent for approval.',
  notPending: 'This scope is not pending approval.',
  notYourTurn: 'It is not your turn to approve this scope.',
  sentLocked: 'A sent scope can not be changed.',
  tooManyFiles: `No more than ${SCOPE_MAX_FILES} files can be uploaded at once.`,
  // Notifications (DOMAIN.md 8).
  approvalRequestedTitle: 'Scope approval requested',
  approvedTitle: 'Scope approved',
  rejectedTitle: 'Scope rejected',
} as const;

/** A list of ids sent as repeated form fields (`editor_ids[]=1&editor_ids[]=2`) or a JSON list; one value reads as a list of one. */
const idList = () =>
  rules
    .ids()
    .transform((value: unknown, original: unknown) => (original === '' || original === undefined ? undefined : Array.isArray(original) ? value : typeof original === 'object' ? value : [original]));

const optionalId = (what: string) => rules.id().transform((v: unknown, original: unknown) => (original === '' || original === null ? undefined : v)).typeError(selected(what));

/** The scope form (create, and update through POST scopes/{id}?_method=PUT); files go as `attachments[]`. */
export const scopeFormSchema = yup.object({
  name: rules.requiredString().max(SCOPE_NAME_MAX, M.strMax(SCOPE_NAME_MAX)),
  description: rules.text().max(SCOPE_DESCRIPTION_MAX, M.strMax(SCOPE_DESCRIPTION_MAX)).nullable(),
  vendor_company_id: rules.id().typeError(M.required).required(M.required),
  /** Default: the vendor's primary contact. */
  vendor_assignee_id: optionalId('vendor assignee'),
  /** Default: the vendor's primary contact. */
  vendor_signer_id: optionalId('vendor signer'),
  amount: yup
    .number()
    .transform((v: unknown, original: unknown) => (original === '' || original === null ? undefined : v))
    .typeError(M.number)
    .min(0, M.numMin(0))
    .max(SCOPE_AMOUNT_MAX, M.numMax(SCOPE_AMOUNT_MAX)),
  work_start_date: rules.date(),
  editor_ids: idList(),
});
export type ScopeFormInput = yup.InferType<typeof scopeFormSchema>;

/** POST scopes: the form plus its project. */
export const createScopeSchema = scopeFormSchema.shape({ project_id: rules.id().typeError(M.required).required(M.required) });
export type CreateScopeInput = yup.InferType<typeof createScopeSchema>;

/** scope/attachment/check: a file's name and size, asked before uploading it. */
export const checkScopeAttachmentSchema = yup.object({
  name: rules.requiredString().max(255, M.strMax(255)),
  size: yup.number().typeError(M.number).integer(M.number).min(0, M.numMin(0)).required(M.required),
});

export const rejectScopeSchema = yup.object({ reason: rules.requiredString().max(SCOPE_REASON_MAX, M.strMax(SCOPE_REASON_MAX)) });

/** `?scope_id=` of the attachment, editor and approval endpoints: required, and a row id (else 404). */
export const scopeIdQuery = yup.object({ scope_id: rules.id().typeError(M.required).required(M.required) });
export const optionalScopeIdQuery = yup.object({ scope_id: rules.id() });
export const projectIdQuery = yup.object({ project_id: rules.id().typeError(M.required).required(M.required) });
