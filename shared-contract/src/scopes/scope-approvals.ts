import { defineEndpoint } from '../endpoint';
import { dataOf, s } from '../schema';
import { rejectScopeSchema, scopeIdQuery } from './rules';
import { scopeApprovalRoundShape, scopeApprovalShape, scopeDetailsShape } from './shapes';

const savedScope = s.object({ data: scopeDetailsShape, message: s.string() });

/**
 * Submit for approval: a drafting scope gets the round of its project's scope workflow (status
 * pending; the first step's approvers are notified), or goes straight to not sent without one.
 */
export const submitScopeApproval = defineEndpoint({
  method: 'POST',
  path: 'scope/approvals/:id',
  summary: 'Sends a drafting scope for approval (pending), or to not sent when the project has no scope workflow',
  response: savedScope,
});

export const listScopeApprovals = defineEndpoint({
  method: 'GET',
  path: 'scope/approvals',
  summary: "A scope's approval round in step order, with can_act for the caller",
  query: scopeIdQuery,
  response: dataOf(s.array(scopeApprovalShape)),
});

/** The caller approves at its step's turn; the last approval makes the scope not sent. */
export const approveScope = defineEndpoint({
  method: 'POST',
  path: 'scope/approvals/approve',
  summary: 'Approves a pending scope as the approver whose step it is',
  query: scopeIdQuery,
  response: savedScope,
});

/** Rejecting (reason required) sends the scope back to drafting. */
export const rejectScope = defineEndpoint({
  method: 'POST',
  path: 'scope/approvals/reject',
  summary: 'Rejects a pending scope with a reason (back to drafting)',
  query: scopeIdQuery,
  body: rejectScopeSchema,
  response: savedScope,
});

export const listScopeApprovalRounds = defineEndpoint({
  method: 'GET',
  path: 'scope/approval-rounds',
  summary: "The company's scope approval workflows with their steps' approvers, sorted by name",
  response: dataOf(s.array(scopeApprovalRoundShape)),
});
