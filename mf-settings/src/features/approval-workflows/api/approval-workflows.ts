// Settings > Contract Approvals and Scope Approvals: settings/{kind}/approval-workflow (GET list,
// POST create, PUT/DELETE {id}, POST {id}/copy) and the people who may approve each kind.
import useSWR from 'swr';
import { api } from 'shared-auth';
import { API, type ApprovalWorkflow, type ApprovalWorkflowApprover, type ApprovalWorkflowInput, type ApprovalWorkflowKind } from 'shared-contract';

type Saved = { data: ApprovalWorkflow; message: string };

export function useApprovalWorkflows(kind: ApprovalWorkflowKind) {
  return useSWR(API.approvalWorkflows.list(kind), async (path: string) => (await api.get(path).json<{ data: ApprovalWorkflow[] }>()).data);
}

/** The company's people who may approve this kind of workflow (the server checks the approve right). */
export function useApprovers(kind: ApprovalWorkflowKind) {
  return useSWR([API.approvalWorkflows.approvers, kind] as const, async ([path, k]) => (await api.get(path, { searchParams: { kind: k } }).json<{ data: ApprovalWorkflowApprover[] }>()).data);
}

export const createWorkflow = (kind: ApprovalWorkflowKind, input: ApprovalWorkflowInput) => api.post(API.approvalWorkflows.create(kind), { json: input }).json<Saved>();
export const updateWorkflow = (kind: ApprovalWorkflowKind, id: number, input: ApprovalWorkflowInput) => api.put(API.approvalWorkflows.one(kind, id), { json: input }).json<Saved>();
export const copyWorkflow = (kind: ApprovalWorkflowKind, id: number) => api.post(API.approvalWorkflows.copy(kind, id)).json<Saved>();
export async function deleteWorkflow(kind: ApprovalWorkflowKind, id: number): Promise<string> {
  return (await api.delete(API.approvalWorkflows.one(kind, id)).json<{ data: { message: string } }>()).data.message;
}
