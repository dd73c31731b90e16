// The scope's approval round: submit, approve, reject with a reason.
import { callEndpoint } from 'shared-auth';
import { scopeEndpoints } from 'shared-contract';

export function submitScopeForApproval(id: number) {
  return callEndpoint(scopeEndpoints.submitScopeApproval, { params: { id } });
}

export function approveScope(id: number) {
  return callEndpoint(scopeEndpoints.approveScope, { query: { scope_id: id } });
}

export function rejectScope(id: number, reason: string) {
  return callEndpoint(scopeEndpoints.rejectScope, { query: { scope_id: id }, body: { reason } });
}
