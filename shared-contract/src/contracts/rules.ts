// Contracts (issue 16, DOMAIN.md 4 and 5): the constants, messages and input rules of the approval
// round, the signing set-up (signers in steps, placed nodes, copy recipients), signing and the public
// verification. Used by the API's validation and by the forms, so each message exists once.
import { VALIDATION_MESSAGES as M } from '../messages';
import { SIGNATURE_FIELD_KINDS, SIGNER_ROLES, type SignatureFieldKind, type SignerRole } from '../templates/document';
import { rules, yup } from '../validation';

export const CONTRACT_ROUND_STATUSES = {
  preparing: 'Preparing',
  signing: 'Out for signature',
  sealing: 'Sealing',
  executed: 'Executed',
  declined: 'Declined',
  revoked: 'Revoked',
} as const;
export type ContractRoundStatus = keyof typeof CONTRACT_ROUND_STATUSES;
/** Rounds that are still open (a task has at most one). */
export const OPEN_CONTRACT_ROUND_STATUSES: readonly ContractRoundStatus[] = ['preparing', 'signing', 'sealing'];

export const CONTRACT_SIGNER_STATUSES = { waiting: 'Waiting', pending: 'Pending signature', signed: 'Signed', declined: 'Declined' } as const;
export type ContractSignerStatus = keyof typeof CONTRACT_SIGNER_STATUSES;

/** Where the contract's approval round stands: none (no workflow), pending, approved, rejected. */
export const CONTRACT_APPROVAL_STATES = { none: 'No approval needed', pending: 'Pending approval', approved: 'Approved', rejected: 'Rejected' } as const;
export type ContractApprovalState = keyof typeof CONTRACT_APPROVAL_STATES;

/**
 * Every event of the contract's record (the audit trail, the certificate page, the export): the
 * sentence the certificate and the timeline print for each.
 */
export const CONTRACT_AUDIT_ACTIONS = {
  created: 'Contract created',
  submitted_for_approval: 'Sent for approval',
  approved: 'Approved',
  rejected: 'Rejected',
  edited: 'Contract edited',
  approvals_reset: 'Approvals reset',
  prepared: 'Document frozen for signature',
  sent: 'Sent for signature',
  viewed: 'Viewed',
  consented: 'Consented to sign electronically',
  signed: 'Signed',
  declined: 'Declined',
  revoked: 'Revoked',
  executed: 'Fully executed',
  sealed: 'Sealed',
  resent: 'Corrected and sent again',
} as const;
export type ContractAuditAction = keyof typeof CONTRACT_AUDIT_ACTIONS;

/** The consent a signer gives before signing; shown on TaskSign and stored with the signature. */
export const ESIGN_CONSENT_TEXT =
  'I agree to do business electronically: I consent to receive this document electronically and to sign it with an electronic signature, which is as legally binding as my handwritten signature.';

export const CONTRACT_COMMENT_MAX = 1000;
export const CONTRACT_SIGNERS_MAX = 10;
export const CONTRACT_STEPS_MAX = 5;
export const CONTRACT_NODES_MAX = 100;
export const CONTRACT_COPY_RECIPIENTS_MAX = 10;
export const CONTRACT_TYPED_SIGNATURE_MAX = 100;
/** A drawn signature as a PNG data URL, at most this many characters (about 150 KB of image). */
export const CONTRACT_DRAWN_SIGNATURE_MAX = 200_000;
/** A contract PDF uploaded to the verify page, at most this many bytes. */
export const CONTRACT_VERIFY_MAX_BYTES = 20_000_000; // '20 MB' in uploadSizeMessage, on both sides
/** Smallest and largest node box, in points. */
export const CONTRACT_NODE_SIZE = { minWidth: 24, minHeight: 12, maxWidth: 500, maxHeight: 200 } as const;
/** A new node's size by kind, in points (the template's signature fields use the same). */
export const CONTRACT_NODE_DEFAULT_SIZE: Record<SignatureFieldKind, { width: number; height: number }> = {
  signature: { width: 180, height: 40 },
  initials: { width: 60, height: 30 },
  date: { width: 100, height: 20 },
};

export const CONTRACT_MESSAGES = {
  notAContract: 'This task is not a contract.',
  submittedForApproval: 'The contract was sent for approval.',
  noWorkflow: 'This project has no contract approval workflow: the contract can be sent for signature.',
  approved: 'You approved the contract.',
  rejected: 'You rejected the contract.',
  notApprover: 'You are not an approver of this contract.',
  notYourStep: 'An earlier approval step has not approved the contract yet.',
  alreadyActed: 'You have already approved or rejected this contract.',
  edited: 'The contract was updated.',
  approvalsReset: 'The contract changed: its approvals were reset.',
  notApproved: 'The contract must be approved before it is sent for signature.',
  internalAssigneeRequired: 'Choose an internal assignee before sending the contract for signature.',
  vendorRequired: 'The contract has no vendor to sign it.',
  prepared: 'The document is ready: place the signature fields and send it.',
  notPreparing: 'The document is not being prepared for signature.',
  setupSaved: 'The signers and fields were saved.',
  twoSigners: 'Place signature fields for at least 2 different signers.',
  signerWithoutSignature: 'Every signer needs at least one signature field.',
  nodeOffPage: 'A field lies outside its page.',
  externalSignerCompany: 'An external signer must be a user of the vendor company.',
  internalSignerCompany: 'An internal signer must be a user of your company who may sign.',
  duplicateSigner: 'A person can sign only once.',
  sent: 'The contract was sent for signature.',
  notYourTurn: 'It is not your turn to sign this contract.',
  notASigner: 'You are not a signer of this contract.',
  consentRequired: 'Agree to sign electronically to continue.',
  signatureRequired: 'Type or draw your signature.',
  drawnSignatureInvalid: 'The drawn signature could not be read. Draw it again.',
  signed: 'You signed the contract.',
  declined: 'You declined to sign the contract.',
  resent: 'A corrected contract was created: review it and send it again.',
  notResendable: 'Only a declined or revoked contract can be corrected and sent again.',
  notExecuted: 'The contract has not been executed yet.',
  documentTampered: 'The stored document does not match its recorded fingerprint.',
  verifyInput: 'Choose a PDF file or enter its SHA-256 fingerprint.',
  verifyHash: 'Enter a SHA-256 fingerprint: 64 hexadecimal characters.',
  verifyFileType: 'Choose a PDF file.',
  verifyGenuine: 'Genuine: this is the executed contract as sealed, unmodified since.',
  verifyModified: 'Modified: this file carries a contract seal but was changed after it was sealed.',
  verifyUnknown: 'Unknown: no executed contract has this fingerprint.',
  // Notifications of the approval round (in the app and by mail).
  approvalRequestTitle: 'A contract waits for your approval',
  readyToSendTitle: 'Contract approved: ready to send for signature',
  rejectedTitle: 'Your contract was rejected',
  approvalsResetTitle: 'A contract you reviewed changed: review it again',
} as const;

const node = yup.object({
  /** The signer (a user id of the signers list). */
  user_id: rules.id().typeError(M.required).required(M.required),
  kind: yup
    .string()
    .required(M.required)
    .oneOf(Object.keys(SIGNATURE_FIELD_KINDS) as SignatureFieldKind[], M.required),
  page: yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)).max(10_000, M.numMax(10_000)).required(M.required),
  x: yup.number().typeError(M.number).min(0, M.numMin(0)).max(10_000, M.numMax(10_000)).required(M.required),
  y: yup.number().typeError(M.number).min(0, M.numMin(0)).max(10_000, M.numMax(10_000)).required(M.required),
  width: yup.number().typeError(M.number).min(CONTRACT_NODE_SIZE.minWidth, M.numMin(CONTRACT_NODE_SIZE.minWidth)).max(CONTRACT_NODE_SIZE.maxWidth, M.numMax(CONTRACT_NODE_SIZE.maxWidth)).required(M.required),
  height: yup.number().typeError(M.number).min(CONTRACT_NODE_SIZE.minHeight, M.numMin(CONTRACT_NODE_SIZE.minHeight)).max(CONTRACT_NODE_SIZE.maxHeight, M.numMax(CONTRACT_NODE_SIZE.maxHeight)).required(M.required),
});
export type ContractNodeInput = yup.InferType<typeof node>;

const signer = yup.object({
  user_id: rules.id().typeError(M.required).required(M.required),
  side: yup
    .string()
    .required(M.required)
    .oneOf(Object.keys(SIGNER_ROLES) as SignerRole[], M.required),
  step: yup.number().typeError(M.number).integer(M.number).min(1, M.numMin(1)).max(CONTRACT_STEPS_MAX, M.numMax(CONTRACT_STEPS_MAX)).required(M.required),
});
export type ContractSignerInput = yup.InferType<typeof signer>;

const copyRecipient = yup.object({
  name: rules.requiredString().max(255, M.strMax(255)),
  email: rules.email().required(M.required),
});

/**
 * The sender's signing set-up of a prepared round (PUT contracts/:id/signing-setup): signers in steps
 * per side, the nodes placed on the frozen PDF, copy recipients. At least 2 signers with a signature
 * node each (000 section 4: 2 signature nodes from 2 distinct actors); the server also checks pages,
 * companies and permissions.
 */
export const contractSigningSetupSchema = yup.object({
  signers: yup.array().typeError(M.required).of(signer).min(2, CONTRACT_MESSAGES.twoSigners).max(CONTRACT_SIGNERS_MAX, M.numMax(CONTRACT_SIGNERS_MAX)).required(M.required),
  nodes: yup
    .array()
    .typeError(M.required)
    .of(node)
    .max(CONTRACT_NODES_MAX, M.numMax(CONTRACT_NODES_MAX))
    .required(M.required)
    .test('two-signers', CONTRACT_MESSAGES.twoSigners, (nodes) => new Set((nodes ?? []).filter((n) => n?.kind === 'signature').map((n) => n?.user_id)).size >= 2)
    .test('every-signer', CONTRACT_MESSAGES.signerWithoutSignature, function everySigner(nodes) {
      const signers = (this.parent?.signers ?? []) as { user_id?: number }[];
      const withSignature = new Set((nodes ?? []).filter((n) => n?.kind === 'signature').map((n) => n?.user_id));
      return signers.every((s) => s?.user_id === undefined || withSignature.has(s.user_id));
    }),
  copy_recipients: yup.array().typeError(M.required).of(copyRecipient).max(CONTRACT_COPY_RECIPIENTS_MAX, M.numMax(CONTRACT_COPY_RECIPIENTS_MAX)).default([]),
});
export type ContractSigningSetupInput = yup.InferType<typeof contractSigningSetupSchema>;

/** An adopted signature: typed (a name) or drawn (a PNG data URL from the signature pad). */
export const signatureValueSchema = yup
  .object({
    type: yup.string().required(CONTRACT_MESSAGES.signatureRequired).oneOf(['typed', 'drawn'], CONTRACT_MESSAGES.signatureRequired),
    text: rules
      .text(CONTRACT_MESSAGES.signatureRequired)
      .max(CONTRACT_TYPED_SIGNATURE_MAX, M.strMax(CONTRACT_TYPED_SIGNATURE_MAX))
      .when('type', { is: 'typed', then: (schema) => schema.required(CONTRACT_MESSAGES.signatureRequired) }),
    png: rules
      .text(CONTRACT_MESSAGES.drawnSignatureInvalid)
      .max(CONTRACT_DRAWN_SIGNATURE_MAX, CONTRACT_MESSAGES.drawnSignatureInvalid)
      .when('type', {
        is: 'drawn',
        then: (schema) => schema.required(CONTRACT_MESSAGES.signatureRequired).matches(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, CONTRACT_MESSAGES.drawnSignatureInvalid),
      }),
  })
  .typeError(CONTRACT_MESSAGES.signatureRequired);
export type SignatureValueInput = yup.InferType<typeof signatureValueSchema>;

/** POST contracts/:id/sign: consent (the text of ESIGN_CONSENT_TEXT), the signature, optional initials (typed initials are derived from a typed name). */
export const contractSignSchema = yup.object({
  consent: yup.boolean().typeError(CONTRACT_MESSAGES.consentRequired).oneOf([true], CONTRACT_MESSAGES.consentRequired).required(CONTRACT_MESSAGES.consentRequired),
  signature: signatureValueSchema.required(CONTRACT_MESSAGES.signatureRequired),
  initials: signatureValueSchema.nullable().default(null),
});
export type ContractSignInput = yup.InferType<typeof contractSignSchema>;

export const contractCommentSchema = yup.object({ comment: rules.text().max(CONTRACT_COMMENT_MAX, M.strMax(CONTRACT_COMMENT_MAX)).nullable() });
export const contractReasonSchema = yup.object({ reason: rules.requiredString().max(CONTRACT_COMMENT_MAX, M.strMax(CONTRACT_COMMENT_MAX)) });

/** POST contracts/verify as JSON: a SHA-256 (hex) of the file; a file goes as multipart `file`. */
export const contractVerifyHashSchema = yup.object({
  sha256: rules
    .text(CONTRACT_MESSAGES.verifyHash)
    .transform((v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v))
    .required(CONTRACT_MESSAGES.verifyInput)
    .matches(/^[0-9a-f]{64}$/, CONTRACT_MESSAGES.verifyHash),
});

/** Initials from a typed name: the first letter of each word, at most 3 (Vera Vendor → VV). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
}

/**
 * The signing order of DOMAIN.md 4: every external step in order, then every internal step. Returns
 * the signers whose turn it is (the first step with an unsigned signer), or none when all signed.
 */
export function currentSigningStep<T extends { side: string; step: number; status: string }>(signers: readonly T[]): T[] {
  const order = (s: T) => (s.side === 'external' ? 0 : 1) * 1000 + s.step;
  const unsigned = signers.filter((s) => s.status !== 'signed');
  if (unsigned.length === 0) return [];
  const first = Math.min(...unsigned.map(order));
  return unsigned.filter((s) => order(s) === first);
}
