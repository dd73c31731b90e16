// Contract and scope approval workflows: ordered steps of approvers, create, list, show, edit, copy,
// delete refused while a project uses the workflow; approvers must be the company's own people who
// may approve the kind (contracts: task_and_documents approve; scopes: projects approve).
import type { FastifyInstance } from 'fastify';
import { APPROVAL_WORKFLOW_MESSAGES as T, VALIDATION_MESSAGES as M, type ApprovalWorkflow } from 'shared-contract';
import { projects } from '../src/db/schema';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let other: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let owner: TestClient;
let manager: TestClient;
let collaborator: TestClient;
let outsider: TestClient;
let ip = 0;

const client = async (email: string) => {
  const c = new TestClient(app, `10.44.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const base = (kind: 'contract' | 'scope') => `/api/v1/settings/${kind}/approval-workflow`;

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Workflows Home' });
  other = await createCompanyWithUsers(app, { name: 'Workflows Other' });
  owner = await client(home.email('general_owner'));
  manager = await client(home.email('general_manager'));
  collaborator = await client(home.email('general_collaborator'));
  outsider = await client(other.email('general_owner'));
});
afterAll(async () => {
  await app.close();
});

const id = (role: 'general_owner' | 'general_admin' | 'general_manager') => home.users[role]!.id;

describe('approval workflows', () => {
  test('approvers are the active people of the company who may approve the kind', async () => {
    const approvers = async (kind: 'contract' | 'scope') => {
      const response = await manager.get('/api/v1/settings/approval-workflow/approvers', { query: { kind } });
      expect(response.statusCode).toBe(200);
      return response.json().data as { id: number; full_name: string; email: string }[];
    };
    for (const kind of ['contract', 'scope'] as const) {
      const people = await approvers(kind);
      expect(people.map((p) => p.id).sort()).toEqual([id('general_owner'), id('general_admin'), id('general_manager')].sort());
      expect(people.map((p) => p.email).every((e) => e.endsWith('@workflows-home.test'))).toBe(true);
    }
    // View-only and collaborator groups hold no approve right by default: never offered.
    const viewOnly = home.users.general_view_only!.id;
    expect((await approvers('contract')).map((p) => p.id)).not.toContain(viewOnly);
    // The right follows the kind: contracts need task_and_documents approve, scopes projects approve.
    const groups = (await owner.get('/api/v1/settings/company/permission')).json().data as { role: string; permissions: string[] }[];
    const collaboratorRights = groups.find((g) => g.role === 'general_collaborator')!.permissions;
    const grant = await owner.post('/api/v1/settings/company/permission', { role: 'general_collaborator', permissions: [...collaboratorRights, 'task_and_documents.approve'] });
    expect(grant.statusCode).toBe(200);
    expect((await approvers('contract')).map((p) => p.id)).toContain(home.users.general_collaborator!.id);
    expect((await approvers('scope')).map((p) => p.id)).not.toContain(home.users.general_collaborator!.id);
    await owner.post('/api/v1/settings/company/permission', { role: 'general_collaborator', permissions: collaboratorRights });

    const noKind = await manager.get('/api/v1/settings/approval-workflow/approvers');
    expect(noKind.statusCode).toBe(422);
    expect(noKind.json().errors).toEqual({ kind: [M.required] });
    const badKind = await manager.get('/api/v1/settings/approval-workflow/approvers', { query: { kind: 'invoice' } });
    expect(badKind.json().errors).toEqual({ kind: ['The selected kind is invalid.'] });
  });

  test('a user who may not approve is refused as an approver', async () => {
    const viewOnly = home.users.general_view_only!.id;
    for (const kind of ['contract', 'scope'] as const) {
      const response = await owner.post(base(kind), { name: 'With a viewer', steps: [{ approver_ids: [id('general_owner')] }, { approver_ids: [id('general_manager'), viewOnly] }] });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ 'steps[1].approver_ids': [`The selected approver may not approve ${kind}s.`] });
    }
  });

  test('create validates name, steps and approvers', async () => {
    const empty = await owner.post(base('contract'), {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: [M.required], steps: [T.stepsRequired] });
    const noSteps = await owner.post(base('contract'), { name: 'A', steps: [] });
    expect(noSteps.json().errors).toEqual({ steps: [T.stepsRequired] });
    const emptyStep = await owner.post(base('contract'), { name: 'A', steps: [{ approver_ids: [] }] });
    expect(emptyStep.json().errors).toEqual({ 'steps[0].approver_ids': [M.required] });
    const stranger = await owner.post(base('contract'), { name: 'A', steps: [{ approver_ids: [id('general_owner')] }, { approver_ids: [other.users.general_owner!.id] }] });
    expect(stranger.json().errors).toEqual({ 'steps[1].approver_ids': [T.unknownApprover] });
    const tooMany = await owner.post(base('contract'), { name: 'A', steps: Array.from({ length: 11 }, () => ({ approver_ids: [id('general_owner')] })) });
    expect(tooMany.json().errors).toEqual({ steps: [T.stepsMax(10)] });
  });

  test('create, list, show, edit keep the order of steps and approvers', async () => {
    const created = await owner.post(base('contract'), { name: 'Standard', steps: [{ approver_ids: [id('general_manager')] }, { approver_ids: [id('general_admin'), id('general_owner')] }] });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(T.workflowCreated);
    const workflow = created.json().data as ApprovalWorkflow;
    expect(workflow.kind).toBe('contract');
    expect(workflow.steps.map((s) => s.position)).toEqual([1, 2]);
    expect(workflow.steps[0].approvers.map((a) => a.id)).toEqual([id('general_manager')]);
    expect(workflow.steps[1].approvers.map((a) => a.id).sort()).toEqual([id('general_admin'), id('general_owner')].sort());
    expect(workflow.projects_count).toBe(0);
    expect((await owner.post(base('contract'), { name: 'STANDARD', steps: [{ approver_ids: [id('general_owner')] }] })).json().errors).toEqual({ name: [M.unique('name')] });
    // Names are unique per kind: a scope workflow may share it.
    expect((await owner.post(base('scope'), { name: 'Standard', steps: [{ approver_ids: [id('general_owner')] }] })).statusCode).toBe(200);

    expect((await manager.get(base('contract'))).json().data.map((w: ApprovalWorkflow) => w.name)).toEqual(['Standard']);
    expect((await manager.get(`${base('contract')}/${workflow.id}`)).json().data.name).toBe('Standard');
    // A contract workflow is not a scope workflow.
    expect((await manager.get(`${base('scope')}/${workflow.id}`)).statusCode).toBe(404);

    const edited = await manager.put(`${base('contract')}/${workflow.id}`, { name: 'Standard v2', steps: [{ approver_ids: [id('general_owner')] }] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: T.workflowSaved, data: { name: 'Standard v2' } });
    expect(edited.json().data.steps).toHaveLength(1);
  });

  test('copy names the copy and keeps its steps', async () => {
    const source = (await owner.post(base('scope'), { name: 'Review', steps: [{ approver_ids: [id('general_manager')] }, { approver_ids: [id('general_owner')] }] })).json().data as ApprovalWorkflow;
    const first = await owner.post(`${base('scope')}/${source.id}/copy`);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(T.workflowCopied('Review (copy)'));
    const copy = first.json().data as ApprovalWorkflow;
    expect(copy.steps.map((s) => s.approvers.map((a) => a.id))).toEqual([[id('general_manager')], [id('general_owner')]]);
    expect((await owner.post(`${base('scope')}/${source.id}/copy`)).json().data.name).toBe('Review (copy 2)');
  });

  test('delete is refused while a project uses the workflow, with the count', async () => {
    const workflow = (await owner.post(base('contract'), { name: 'In use', steps: [{ approver_ids: [id('general_owner')] }] })).json().data as ApprovalWorkflow;
    await app.db.insert(projects).values([
      { companyId: home.company.id, name: 'Tower', stage: 'Bidding', contractWorkflowId: workflow.id },
      { companyId: home.company.id, name: 'Bridge', stage: 'Bidding', contractWorkflowId: workflow.id },
    ]);
    expect((await owner.get(`${base('contract')}/${workflow.id}`)).json().data.projects_count).toBe(2);
    const refused = await owner.delete(`${base('contract')}/${workflow.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(T.workflowInUse(2));
    expect(T.workflowInUse(2)).toBe('This workflow is used by 2 projects and can not be deleted. Choose another workflow for those projects first.');

    const unused = (await owner.post(base('contract'), { name: 'Unused', steps: [{ approver_ids: [id('general_owner')] }] })).json().data as ApprovalWorkflow;
    expect((await manager.delete(`${base('contract')}/${unused.id}`)).statusCode).toBe(403);
    const deleted = await owner.delete(`${base('contract')}/${unused.id}`);
    expect(deleted.json().data.message).toBe(T.workflowDeleted);
    expect((await owner.get(`${base('contract')}/${unused.id}`)).statusCode).toBe(404);
  });

  test('tenants and gates', async () => {
    const workflow = (await owner.post(base('contract'), { name: 'Private', steps: [{ approver_ids: [id('general_owner')] }] })).json().data as ApprovalWorkflow;
    expect((await outsider.get(`${base('contract')}/${workflow.id}`)).statusCode).toBe(404);
    expect((await outsider.put(`${base('contract')}/${workflow.id}`, { name: 'X', steps: [{ approver_ids: [other.users.general_owner!.id] }] })).statusCode).toBe(404);
    expect((await outsider.post(`${base('contract')}/${workflow.id}/copy`)).statusCode).toBe(404);
    expect((await outsider.get(base('contract'))).json().data).toEqual([]);
    expect((await collaborator.get(base('contract'))).statusCode).toBe(403);
    expect((await collaborator.get('/api/v1/settings/approval-workflow/approvers', { query: { kind: 'contract' } })).statusCode).toBe(403);
  });
});
