// Approval workflows (contract and scope): ordered steps, each with one or more approvers. Kinds,
// the right an approver needs, limits, messages and the request schemas.
import * as yup from 'yup';
import { selected } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { PERMISSIONS, type PermissionKey } from '../permissions';
import { rules } from '../validation';

export const APPROVAL_WORKFLOW_KINDS = ['contract', 'scope'] as const;
export type ApprovalWorkflowKind = (typeof APPROVAL_WORKFLOW_KINDS)[number];
export const APPROVAL_WORKFLOW_STEPS_MAX = 10;
/**
 * The right an approver of each kind of workflow must hold (000 section 4's tooltips): contracts
 * are approved under tasks and documents, scopes under projects. A view-only user is never offered.
 */
export const APPROVAL_WORKFLOW_APPROVE_PERMISSION: Record<ApprovalWorkflowKind, PermissionKey> = {
  contract: PERMISSIONS.TASKS_AND_DOCUMENTS_APPROVE,
  scope: PERMISSIONS.PROJECTS_APPROVE,
};
export const WORKFLOW_NAME_MAX = 255;

export const APPROVAL_WORKFLOW_MESSAGES = {
  workflowCreated: 'The approval workflow has been created.',
  workflowSaved: 'The approval workflow has been saved.',
  workflowCopied: (name: string) => `The approval workflow has been copied as "${name}".`,
  workflowDeleted: 'The approval workflow has been deleted.',
  deleteWorkflowConfirm: (name: string) => `Are you sure you want to delete the approval workflow "${name}"?`,
  workflowInUse: (count: number) =>
    `This workflow is used by ${count} ${count === 1 ? 'project' : 'projects'} and can not be deleted. Choose another workflow for ${count === 1 ? 'that project' : 'those projects'} first.`,
  stepsRequired: 'Add at least one step.',
  stepsMax: (max: number) => `A workflow can have at most ${max} steps.`,
  // The spec's inArray rule (000 section 5), as for the subsidiary's people.
  unknownApprover: M.inArray('approver', 'employees'),
  /** One of the company's people whose permission group lacks the kind's approve right. */
  approverMayNotApprove: (kind: ApprovalWorkflowKind) => `The selected approver may not approve ${kind}s.`,
} as const;
const T = APPROVAL_WORKFLOW_MESSAGES;

/** GET settings/approval-workflow/approvers?kind=: the people who may approve that kind. */
export const approversQuerySchema = yup.object({
  kind: yup
    .string<ApprovalWorkflowKind>()
    .typeError(M.required)
    .required(M.required)
    .oneOf([...APPROVAL_WORKFLOW_KINDS], selected('kind')),
});

export const approvalWorkflowSchema = yup.object({
  name: rules.requiredString().max(WORKFLOW_NAME_MAX, M.strMax(WORKFLOW_NAME_MAX)),
  steps: yup
    .array()
    .of(
      yup.object({
        approver_ids: yup
          .array()
          .of(yup.number().typeError(M.number).integer(M.number).required(M.required))
          .min(1, M.required)
          .required(M.required),
      }),
    )
    .min(1, T.stepsRequired)
    .max(APPROVAL_WORKFLOW_STEPS_MAX, T.stepsMax(APPROVAL_WORKFLOW_STEPS_MAX))
    .required(T.stepsRequired),
});
export type ApprovalWorkflowInput = yup.InferType<typeof approvalWorkflowSchema>;

/** Where an approval round (a scope's or a contract's) stands: none without approvers, rejected if any rejected, approved if all approved, else pending. */
export type ApprovalRoundState = 'none' | 'pending' | 'approved' | 'rejected';
export function approvalRoundState(approvals: readonly { approved: boolean; rejected: boolean }[]): ApprovalRoundState {
  if (approvals.length === 0) return 'none';
  if (approvals.some((a) => a.rejected)) return 'rejected';
  if (approvals.every((a) => a.approved)) return 'approved';
  return 'pending';
}
