// What the contract endpoints answer with (issue 16): a contract's details (its approval round, its
// current signing round with signers and nodes, what the caller may do), the audit trail, and the
// public verification's answer.
import { s, type Infer } from '../schema';
import { SIGNATURE_FIELD_KINDS, SIGNER_ROLES, type SignatureFieldKind, type SignerRole } from '../templates/document';
import { taskRowShape } from '../tasks/shapes';
import { CONTRACT_APPROVAL_STATES, CONTRACT_AUDIT_ACTIONS, CONTRACT_ROUND_STATUSES, CONTRACT_SIGNER_STATUSES, type ContractApprovalState, type ContractAuditAction, type ContractRoundStatus, type ContractSignerStatus } from './rules';

const sides = Object.keys(SIGNER_ROLES) as SignerRole[];
const kinds = Object.keys(SIGNATURE_FIELD_KINDS) as SignatureFieldKind[];

export const contractApprovalShape = s.object({
  id: s.integer(),
  user_id: s.integer(),
  user_name: s.string(),
  step: s.integer(),
  approved: s.boolean(),
  rejected: s.boolean(),
  comment: s.nullable(s.string()),
  acted_at: s.nullable(s.string()),
});
export type ContractApproval = Infer<typeof contractApprovalShape>;

export const contractSignerShape = s.object({
  id: s.integer(),
  user_id: s.integer(),
  full_name: s.string(),
  email: s.string(),
  company_name: s.nullable(s.string()),
  side: s.enum(sides),
  step: s.integer(),
  status: s.enum(Object.keys(CONTRACT_SIGNER_STATUSES) as ContractSignerStatus[]),
  viewed_at: s.nullable(s.string()),
  signed_at: s.nullable(s.string()),
  declined_at: s.nullable(s.string()),
  decline_reason: s.nullable(s.string()),
});
export type ContractSigner = Infer<typeof contractSignerShape>;

export const contractNodeShape = s.object({
  id: s.integer(),
  /** The signer's user id. */
  user_id: s.integer(),
  kind: s.enum(kinds),
  page: s.integer(),
  x: s.number(),
  y: s.number(),
  width: s.number(),
  height: s.number(),
  /** Whether its signer has signed (the node is filled on the executed PDF). */
  signed: s.boolean(),
});
export type ContractNode = Infer<typeof contractNodeShape>;

export const contractRoundShape = s.object({
  id: s.integer(),
  /** 1 for the task's first round. */
  number: s.integer(),
  status: s.enum(Object.keys(CONTRACT_ROUND_STATUSES) as ContractRoundStatus[]),
  document_sha256: s.string(),
  page_count: s.integer(),
  page_sizes: s.array(s.object({ width: s.number(), height: s.number() })),
  copy_recipients: s.array(s.object({ name: s.string(), email: s.string() })),
  signers: s.array(contractSignerShape),
  nodes: s.array(contractNodeShape),
  executed_sha256: s.nullable(s.string()),
  sent_at: s.nullable(s.string()),
  sealed_at: s.nullable(s.string()),
  decline_reason: s.nullable(s.string()),
  created_at: s.string(),
});
export type ContractRound = Infer<typeof contractRoundShape>;

/** What the caller may do with the contract now (the server decides; the client shows and explains). */
export const contractFlagsShape = s.object({
  /** Send a draft into the project's approval workflow. */
  submit_for_approval: s.boolean(),
  approve: s.boolean(),
  reject: s.boolean(),
  /** Change the merge values (resets the other approvers while in approval). */
  edit: s.boolean(),
  /** Freeze the document and open a round (needs an approved contract and an internal assignee). */
  prepare: s.boolean(),
  /** Arrange signers and nodes of the prepared round, and send it. */
  send: s.boolean(),
  sign: s.boolean(),
  decline: s.boolean(),
  revoke: s.boolean(),
  /** Correct a declined or revoked contract and send it again (a new task). */
  resend: s.boolean(),
  download_executed: s.boolean(),
  export_record: s.boolean(),
});
export type ContractFlags = Infer<typeof contractFlagsShape>;

export const contractDetailsShape = s.object({
  task: taskRowShape,
  /** The filled document as sanitised HTML (the review view shows it). */
  html: s.nullable(s.string()),
  merge_values: s.record(s.string()),
  template_id: s.nullable(s.integer()),
  template_version: s.nullable(s.integer()),
  approval: s.object({
    state: s.enum(Object.keys(CONTRACT_APPROVAL_STATES) as ContractApprovalState[]),
    workflow_name: s.nullable(s.string()),
    /** The step whose approvers act now; null when none is pending. */
    current_step: s.nullable(s.integer()),
    approvals: s.array(contractApprovalShape),
  }),
  /** The open round, else the last one; null before the first. */
  round: s.nullable(contractRoundShape),
  rounds_count: s.integer(),
  /** The caller's signer row in the round, if any. */
  my_signer_id: s.nullable(s.integer()),
  supersedes_task_id: s.nullable(s.integer()),
  superseded_by_task_id: s.nullable(s.integer()),
  consent_text: s.string(),
  can: contractFlagsShape,
});
export type ContractDetails = Infer<typeof contractDetailsShape>;

export const contractAuditEventShape = s.object({
  seq: s.integer(),
  action: s.enum(Object.keys(CONTRACT_AUDIT_ACTIONS) as ContractAuditAction[]),
  /** The action's sentence (CONTRACT_AUDIT_ACTIONS). */
  label: s.string(),
  round_id: s.nullable(s.integer()),
  actor_name: s.nullable(s.string()),
  actor_email: s.nullable(s.string()),
  ip: s.nullable(s.string()),
  user_agent: s.nullable(s.string()),
  document_sha256: s.nullable(s.string()),
  details: s.record(s.unknown()),
  occurred_at: s.string(),
  prev_hash: s.nullable(s.string()),
  hash: s.string(),
});
export type ContractAuditEvent = Infer<typeof contractAuditEventShape>;

/** The public verify page's answer: nothing of the content, only whether and when and by whom it was signed. */
export const contractVerificationShape = s.object({
  result: s.enum(['genuine', 'modified', 'unknown'] as const),
  message: s.string(),
  sha256: s.string(),
  /** For a genuine file only (the caller holds it): when it was sealed, who signed and when. */
  sealed_at: s.nullable(s.string()),
  signers: s.array(s.object({ full_name: s.string(), company_name: s.nullable(s.string()), signed_at: s.string() })),
  /** Whether the file's PDF signature checks out (null when no file was given). */
  pdf_signature_valid: s.nullable(s.boolean()),
});
export type ContractVerification = Infer<typeof contractVerificationShape>;
