// The workflows of one kind: settings/{contract|scope}/approval-workflow (GET list, POST create,
// GET/PUT/DELETE {id}, POST {id}/copy). The kind is part of the URL, not a parameter: another kind
// is no route at all (404).
import { defineEndpoint } from '../endpoint';
import { dataOf, messageResponse, s } from '../schema';
import { approvalWorkflowSchema, type ApprovalWorkflowKind } from './rules';
import { approvalWorkflowShape } from './shapes';

const saved = s.object({ data: approvalWorkflowShape, message: s.string() });

export function workflowEndpointsOf<const K extends ApprovalWorkflowKind>(kind: K) {
  const base = `settings/${kind}/approval-workflow` as const;
  return {
    listWorkflows: defineEndpoint({ method: 'GET', path: base, summary: `The company's ${kind} approval workflows`, response: dataOf(s.array(approvalWorkflowShape)) }),
    createWorkflow: defineEndpoint({ method: 'POST', path: base, summary: `Creates a ${kind} approval workflow`, body: approvalWorkflowSchema, response: saved }),
    findWorkflow: defineEndpoint({ method: 'GET', path: `${base}/:id`, summary: `One ${kind} approval workflow`, response: dataOf(approvalWorkflowShape) }),
    updateWorkflow: defineEndpoint({ method: 'PUT', path: `${base}/:id`, summary: `Saves a ${kind} approval workflow`, body: approvalWorkflowSchema, response: saved }),
    deleteWorkflow: defineEndpoint({ method: 'DELETE', path: `${base}/:id`, summary: `Deletes a ${kind} approval workflow (refused while a project uses it)`, response: messageResponse }),
    copyWorkflow: defineEndpoint({ method: 'POST', path: `${base}/:id/copy`, summary: `Copies a ${kind} approval workflow with its steps`, response: saved }),
  };
}

/** The workflow endpoints of each kind: byKind.contract.listWorkflows. */
export const byKind = { contract: workflowEndpointsOf('contract'), scope: workflowEndpointsOf('scope') };
