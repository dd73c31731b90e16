// The contract endpoints (issue 16; 000 sections 4 and 7 GET contracts; DOMAIN.md 4 and 5): one
// contract each, used by the API route and the client. :id is the contract task's id.
import { defineEndpoint, listQuery } from '../endpoint';
import { dataOf, messageResponse, pageOf, s } from '../schema';
import { taskListFilters } from '../tasks/task-endpoints';
import { TASK_SORT_FIELDS, taskRowShape } from '../tasks/shapes';
import { mergeValuesRule } from '../tasks/rules';
import { yup } from '../validation';
import { contractCommentSchema, contractReasonSchema, contractSignSchema, contractSigningSetupSchema, contractVerifyHashSchema } from './rules';
import { contractAuditEventShape, contractDetailsShape, contractVerificationShape } from './shapes';

const details = s.object({ data: contractDetailsShape, message: s.string() });

export const listContracts = defineEndpoint({
  method: 'GET',
  path: 'contracts',
  summary: 'Contract tasks the caller may see (sent and received), paged, filtered by status, project and vendor',
  query: listQuery(TASK_SORT_FIELDS, taskListFilters),
  response: pageOf(taskRowShape),
});

export const contractCounts = defineEndpoint({
  method: 'GET',
  path: 'contracts/counts',
  summary: 'How many contracts the caller sees, by status, by project and by vendor company',
  response: dataOf(
    s.object({
      by_status: s.array(s.object({ status: s.string(), count: s.integer() })),
      by_project: s.array(s.object({ project_id: s.nullable(s.integer()), project_name: s.nullable(s.string()), count: s.integer() })),
      by_vendor: s.array(s.object({ company_id: s.nullable(s.integer()), company_name: s.nullable(s.string()), count: s.integer() })),
    }),
  ),
});

export const findContract = defineEndpoint({
  method: 'GET',
  path: 'contracts/:id',
  summary: "A contract's approval round, signing round (signers, nodes), record and what the caller may do",
  response: dataOf(contractDetailsShape),
});

export const submitContractForApproval = defineEndpoint({
  method: 'POST',
  path: 'contracts/:id/submit-for-approval',
  summary: "Sends a draft contract into its project's contract approval workflow (approvers are told)",
  response: details,
});

export const approveContract = defineEndpoint({
  method: 'POST',
  path: 'contracts/:id/approve',
  summary: "An approver of the current step approves, with an optional comment",
  body: contractCommentSchema,
  response: details,
});

export const rejectContract = defineEndpoint({
  method: 'POST',
  path: 'contracts/:id/reject',
  summary: 'An approver of the current step rejects, with a reason (the sender is told)',
  body: contractReasonSchema,
  response: details,
});

export const editContract = defineEndpoint({
  method: 'POST',
  path: 'contracts/:id/edit',
  summary: "Changes the contract's merge values (re-renders the document); in approval, resets every other approver",
  body: yup.object({ merge_values: mergeValuesRule().required() }),
  response: details,
});

export const prepareContract = defineEndpoint({
  method: 'POST',
  path: 'contracts/:id/prepare',
  summary: 'Freezes the approved contract as a PDF (SHA-256 stored) and opens a signing round with signers and nodes from the template',
  response: details,
});

export const contractDocument = defineEndpoint({
  method: 'GET',
  path: 'contracts/:id/rounds/:roundId/document',
  summary: "A round's frozen PDF (what the signers sign)",
  file: true,
});

export const saveContractSigningSetup = defineEndpoint({
  method: 'PUT',
  path: 'contracts/:id/signing-setup',
  summary: "The prepared round's signers in steps, placed nodes and copy recipients",
  body: contractSigningSetupSchema,
  response: details,
});

export const sendContract = defineEndpoint({
  method: 'POST',
  path: 'contracts/:id/send',
  summary: 'Sends the prepared round for signature: the first external step is told',
  response: details,
});

export const markContractViewed = defineEndpoint({
  method: 'POST',
  path: 'contracts/:id/viewed',
  summary: 'Records that the calling signer opened the document (once)',
  response: messageResponse,
});

export const signContract = defineEndpoint({
  method: 'POST',
  path: 'contracts/:id/sign',
  summary: 'The calling signer consents and signs every node of theirs; the last signature starts the sealing job',
  body: contractSignSchema,
  response: details,
});

export const declineContract = defineEndpoint({
  method: 'POST',
  path: 'contracts/:id/decline',
  summary: 'The calling signer declines with a reason: the round ends and the contract is revoked',
  body: contractReasonSchema,
  response: details,
});

export const resendContract = defineEndpoint({
  method: 'POST',
  path: 'contracts/:id/resend',
  summary: 'Creates the corrected contract of a declined or revoked one (a new task naming it), to be approved and sent again',
  status: 201,
  response: s.object({ data: s.object({ id: s.integer(), task_id: s.string() }), message: s.string() }),
});

export const contractExecutedPdf = defineEndpoint({
  method: 'GET',
  path: 'contracts/:id/executed',
  summary: 'The executed PDF: signatures stamped, certificate page, PDF digital signature',
  file: true,
});

export const contractAuditTrail = defineEndpoint({
  method: 'GET',
  path: 'contracts/:id/audit',
  summary: "The contract's hash-chained audit trail, oldest first, whether the chain holds, and the seq of the first event that breaks it (null when it holds)",
  response: dataOf(s.object({ events: s.array(contractAuditEventShape), chain_valid: s.boolean(), broken_seq: s.nullable(s.integer()) })),
});

export const contractRecordExport = defineEndpoint({
  method: 'GET',
  path: 'contracts/:id/record',
  summary: "The contract's record as a ZIP: the certificate PDF, the executed PDF when there is one, and the audit chain as JSON",
  file: true,
});

export const verifyContract = defineEndpoint({
  method: 'POST',
  path: 'contracts/verify',
  summary: 'Public: whether an executed contract PDF (multipart file) or its SHA-256 (JSON) is genuine and unmodified',
  body: contractVerifyHashSchema,
  response: dataOf(contractVerificationShape),
});
