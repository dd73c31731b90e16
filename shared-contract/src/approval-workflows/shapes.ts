// What the approval workflow endpoints answer with: the shapes, and the types the screens use.
import { s, type Infer } from '../schema';
import { APPROVAL_WORKFLOW_KINDS } from './rules';

export const approvalWorkflowApproverShape = s.object({ id: s.integer(), full_name: s.string(), email: s.string() });
export type ApprovalWorkflowApprover = Infer<typeof approvalWorkflowApproverShape>;

export const approvalWorkflowStepShape = s.object({ id: s.integer(), position: s.integer(), approvers: s.array(approvalWorkflowApproverShape) });
export type ApprovalWorkflowStep = Infer<typeof approvalWorkflowStepShape>;

export const approvalWorkflowShape = s.object({
  id: s.integer(),
  kind: s.enum(APPROVAL_WORKFLOW_KINDS),
  name: s.string(),
  steps: s.array(approvalWorkflowStepShape),
  projects_count: s.integer(),
  updated_at: s.dateTime(),
});
export type ApprovalWorkflow = Infer<typeof approvalWorkflowShape>;
