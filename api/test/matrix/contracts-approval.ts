// Issue 16, contract approvals and lists: GET contracts, contracts/counts and contracts/:id need only
// task_and_documents.view, which the view-only user holds ('auth' rows with its 200). Submitting for
// approval and editing need task_and_documents.edit (the view-only user gets 403); approving and
// rejecting need to be an approver of the current step (the home owner is; the view-only user is not:
// 403). Another company sees none of the home company's contracts: 404.
import { approvalWorkflowApprovers, approvalWorkflowSteps, approvalWorkflows, companyNetwork, contractApprovals, projects, tasks } from '../../src/db/schema';
import { createCompanyWithUsers } from '../helpers/fixtures';
import type { MatrixModule } from './types';

const v1 = (p: string) => `/api/v1/${p}`;
const edit = { permission: 'task_and_documents.edit' } as const;
const approve = { permission: 'task_and_documents.approve' } as const;

export const contractsApprovalMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const vendor = await createCompanyWithUsers(app, { name: 'Matrix Contract Vendor', type: 'sub_contractor' });
    await app.db.insert(companyNetwork).values({ companyId: home.company.id, partnerCompanyId: vendor.company.id });
    const ownerId = home.users.general_owner!.id;
    const [flow] = await app.db.insert(approvalWorkflows).values({ companyId: home.company.id, kind: 'contract', name: 'Matrix contract review' }).returning();
    const [step] = await app.db.insert(approvalWorkflowSteps).values({ workflowId: flow.id, position: 1 }).returning();
    await app.db.insert(approvalWorkflowApprovers).values({ stepId: step.id, userId: ownerId });
    const [project] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Matrix Contract Yard', stage: 'Bidding', contractWorkflowId: flow.id }).returning();
    const base = {
      companyId: home.company.id,
      projectId: project.id,
      vendorCompanyId: vendor.company.id,
      type: 'contract',
      dueDate: '2030-01-31',
      internalAssigneeId: home.users.general_manager!.id,
      externalAssigneeId: vendor.users.sub_manager!.id,
      createdBy: home.users.general_manager!.id,
    };
    const [draft, inApproval] = await app.db
      .insert(tasks)
      .values([
        { ...base, number: 'T-MCA001', name: 'Matrix contract draft', status: 'draft' },
        { ...base, number: 'T-MCA002', name: 'Matrix contract in approval', status: 'pending_approval', sentAt: new Date() },
      ])
      .returning();
    await app.db.insert(contractApprovals).values({ taskId: inApproval.id, userId: ownerId, step: 1 });
    return { caDraft: draft.id, caInApproval: inApproval.id };
  },
  endpoints: [
    { method: 'GET', path: () => v1('contracts'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: () => v1('contracts/counts'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`contracts/${c.ids.caInApproval}`), access: 'auth', signedIn: 200 },
    { method: 'POST', path: (c) => v1(`contracts/${c.ids.caDraft}/submit-for-approval`), access: edit },
    { method: 'POST', path: (c) => v1(`contracts/${c.ids.caInApproval}/approve`), access: approve, body: { comment: 'Matrix' } },
    { method: 'POST', path: (c) => v1(`contracts/${c.ids.caInApproval}/reject`), access: approve, body: { reason: 'Matrix reason' } },
    { method: 'POST', path: (c) => v1(`contracts/${c.ids.caInApproval}/edit`), access: edit, body: { merge_values: {} } },
  ],
};
