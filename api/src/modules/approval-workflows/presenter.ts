// Approval workflows as the API answers them (shared-contract's approvalWorkflowShape): pure mapping
// of a workflow row, its steps (numbered from 1 in order) and their approvers.
import type { ApprovalWorkflow, ApprovalWorkflowKind } from 'shared-contract';
import type { StepApproverRecord, StepRecord, WorkflowRow } from './repository';

export const toApprovalWorkflow = (row: WorkflowRow, steps: StepRecord[], approvers: StepApproverRecord[], projectsCount: number): ApprovalWorkflow => ({
  id: row.id,
  kind: row.kind as ApprovalWorkflowKind,
  name: row.name,
  steps: steps
    .filter((s) => s.workflowId === row.id)
    .map((s, i) => ({
      id: s.id,
      position: i + 1,
      approvers: approvers.filter((a) => a.stepId === s.id).map(({ id, full_name, email }) => ({ id, full_name, email })),
    })),
  projects_count: projectsCount,
  updated_at: row.updatedAt.toISOString(),
});
