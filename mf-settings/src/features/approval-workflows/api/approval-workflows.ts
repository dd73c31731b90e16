// Settings > Contract Approvals and Scope Approvals: settings/{kind}/approval-workflow (GET list,
// POST create, PUT/DELETE {id}, POST {id}/copy) and the people who may approve each kind
// (approvalWorkflowEndpoints).
import useSWR from 'swr';
import { callEndpoint } from 'shared-auth';
import { approvalWorkflowEndpoints as endpoints, type ApprovalWorkflowInput, type ApprovalWorkflowKind } from 'shared-contract';

const of = (kind: ApprovalWorkflowKind) => endpoints.byKind[kind];

export function useApprovalWorkflows(kind: ApprovalWorkflowKind) {
  return useSWR(of(kind).listWorkflows.path, async () => (await callEndpoint(of(kind).listWorkflows)).data);
}

/** The company's people who may approve this kind of workflow (the server checks the approve right). */
export function useApprovers(kind: ApprovalWorkflowKind) {
  return useSWR([endpoints.listApprovers.path, kind] as const, async ([, k]) => (await callEndpoint(endpoints.listApprovers, { query: { kind: k } })).data);
}

export const createWorkflow = (kind: ApprovalWorkflowKind, input: ApprovalWorkflowInput) => callEndpoint(of(kind).createWorkflow, { body: input });
export const updateWorkflow = (kind: ApprovalWorkflowKind, id: number, input: ApprovalWorkflowInput) => callEndpoint(of(kind).updateWorkflow, { params: { id }, body: input });
export const copyWorkflow = (kind: ApprovalWorkflowKind, id: number) => callEndpoint(of(kind).copyWorkflow, { params: { id } });
export async function deleteWorkflow(kind: ApprovalWorkflowKind, id: number): Promise<string> {
  return (await callEndpoint(of(kind).deleteWorkflow, { params: { id } })).data.message;
}
