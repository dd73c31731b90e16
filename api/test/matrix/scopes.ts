// Issue 9, scopes: list, show, create and update (multipart), delete, attachments, editors, approvals
// and rounds, check-permission, the project's documents. Reads need projects.view, which the view-only user holds: those rows
// are 'auth' with the 200 it gets (the tenant 404s are in scopes.test.ts). Changes need
// projects.assign, approvals projects.approve, on the general plan: permission rows, where another
// company gets 404 for the home company's project, scope or attachment.
import { approvalWorkflowApprovers, approvalWorkflowSteps, approvalWorkflows, companyNetwork, projects, scopeApprovals, scopeAttachments, scopes } from '../../src/db/schema';
import { createCompanyWithUsers } from '../helpers/fixtures';
import type { MatrixContext, MatrixModule } from './types';

const v1 = (p: string) => `/api/v1/${p}`;
const assign = { permission: 'projects.assign', plan: 'general' } as const;
const approve = { permission: 'projects.approve', plan: 'general' } as const;

export const scopesMatrix: MatrixModule = {
  setup: async (app, { home }) => {
    const companyId = home.company.id;
    const vendor = await createCompanyWithUsers(app, { name: 'Matrix Scope Vendor', type: 'sub_contractor' });
    await app.db.insert(companyNetwork).values({ companyId, partnerCompanyId: vendor.company.id });
    const [flow] = await app.db.insert(approvalWorkflows).values({ companyId, kind: 'scope', name: 'Matrix scope round' }).returning();
    const [step] = await app.db.insert(approvalWorkflowSteps).values({ workflowId: flow.id, position: 1 }).returning();
    await app.db.insert(approvalWorkflowApprovers).values({ stepId: step.id, userId: home.users.general_owner!.id });
    const [project] = await app.db.insert(projects).values({ companyId, name: 'Matrix scope project', stage: 'Bidding', scopeWorkflowId: flow.id }).returning();
    const [scope] = await app.db.insert(scopes).values({ companyId, projectId: project.id, vendorCompanyId: vendor.company.id, name: 'Matrix scope', status: 'pending' }).returning();
    await app.db.insert(scopeApprovals).values({ scopeId: scope.id, userId: home.users.general_owner!.id, step: 1 });
    const relative = `${scope.id}/matrix/plan.pdf`;
    await app.storage.put(`scopes/${relative}`, Buffer.from('%PDF-1.4 matrix'));
    const [attachment] = await app.db.insert(scopeAttachments).values({ scopeId: scope.id, path: relative, name: 'plan.pdf', size: 15 }).returning();
    return { scProject: project.id, scScope: scope.id, scAttachment: attachment.id, scVendor: vendor.company.id };
  },
  endpoints: [
    { method: 'GET', path: (c) => v1(`scopes?project_id=${c.ids.scProject}`), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`project/documents?project_id=${c.ids.scProject}`), access: 'auth', signedIn: 200 },
    {
      method: 'POST',
      path: () => v1('scopes'),
      access: assign,
      upload: true,
      body: (c: MatrixContext) => ({ project_id: c.ids.scProject, name: 'Matrix new scope', vendor_company_id: c.ids.scVendor }),
    },
    { method: 'GET', path: (c) => v1(`scopes/${c.ids.scScope}`), access: 'auth', signedIn: 200 },
    {
      method: 'POST',
      path: (c) => v1(`scopes/${c.ids.scScope}?_method=PUT`),
      access: assign,
      upload: true,
      body: (c: MatrixContext) => ({ name: 'Matrix scope', vendor_company_id: c.ids.scVendor }),
    },
    { method: 'DELETE', path: (c) => v1(`scopes/${c.ids.scScope}`), access: assign },
    { method: 'GET', path: (c) => v1(`scope/attachment/list?scope_id=${c.ids.scScope}`), access: 'auth', signedIn: 200 },
    { method: 'POST', path: () => v1('scope/attachment/add'), access: assign, upload: true, body: (c: MatrixContext) => ({ scope_id: c.ids.scScope }) },
    { method: 'POST', path: () => v1('scope/attachment/check'), access: 'auth', signedIn: 403, body: { name: 'plan.pdf', size: 10 } },
    { method: 'POST', path: () => v1('scope/attachment/delete'), access: assign, body: (c: MatrixContext) => ({ id: c.ids.scAttachment }) },
    { method: 'GET', path: (c) => v1(`scope/attachment/${c.ids.scAttachment}/download`), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`scope/get-editors?scope_id=${c.ids.scScope}`), access: 'auth', signedIn: 200 },
    // The caller's own network, gated by projects.assign: the view-only user's 403 (another company gets its own, in scopes.test.ts).
    { method: 'GET', path: () => v1('scope/vendor-options'), access: 'auth', signedIn: 403 },
    { method: 'POST', path: (c) => v1(`scope/approvals/${c.ids.scScope}`), access: assign },
    { method: 'GET', path: (c) => v1(`scope/approvals?scope_id=${c.ids.scScope}`), access: 'auth', signedIn: 200 },
    { method: 'POST', path: (c) => v1(`scope/approvals/approve?scope_id=${c.ids.scScope}`), access: approve },
    { method: 'POST', path: (c) => v1(`scope/approvals/reject?scope_id=${c.ids.scScope}`), access: approve, body: { reason: 'Matrix reason' } },
    { method: 'GET', path: () => v1('scope/approval-rounds'), access: 'auth', signedIn: 200 },
    { method: 'GET', path: (c) => v1(`scope/check-permission?project_id=${c.ids.scProject}`), access: 'auth', signedIn: 200 },
  ],
};
