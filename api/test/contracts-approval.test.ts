// Contract approvals (issue 16 "Approval", 000 section 4, DOMAIN.md 4): a contract created on a
// project with a contract workflow enters approval at once, a draft is submitted into it; approvers
// act step by step (403 before their step or when not an approver, 422 once they acted); the next
// step, then the sender, hear of it in the app and by mail; a rejection tells the sender why; a change
// (contracts/:id/edit or task/edit) resets every other approver, who is told; every step is in the
// hash-chained audit trail. Tenants and roles: 404 for another company, 403 for the vendor and
// view-only users; odd input is a 422, never a 500.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { CONTRACT_MESSAGES as C, TASK_MESSAGES as T, VALIDATION_MESSAGES as M } from 'shared-contract';
import { approvalWorkflowApprovers, approvalWorkflowSteps, approvalWorkflows, contractApprovals, mergeFields, projects, tasks } from '../src/db/schema';
import { readContractAudit } from '../src/lib/contract-audit';
import { type TestClient, findMailbox } from './helpers/client';
import {
  type CompanyFixture,
  createContractParties,
  createContractTemplate,
  createProject,
  createTask,
  inDays,
  notificationsOf,
  runDueJobs,
  userIdOf as id,
  v1,
} from './helpers/contracts';
import { signInFrom } from './helpers/sign-in';
import { doc, mergeField, paragraph, signatureField, text } from './helpers/template-documents';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let home: CompanyFixture;
let vendor: CompanyFixture;
let owner: TestClient;
let admin: TestClient;
let manager: TestClient;
let collaborator: TestClient;
let viewOnly: TestClient;
let vendorOwner: TestClient;
let outsider: TestClient;
let plainProjectId: number;
let flowProjectId: number;
let workflowId: number;
let templateId: number;

const signIn = signInFrom(() => app, '10.76.0');

beforeAll(async () => {
  app = await createTestApp();
  const parties = await createContractParties(app, 'Approvals');
  ({ home, vendor } = parties);
  // Step 1: the owner and the admin; step 2: the manager; step 3 lists the manager again (approves once, at step 2).
  const [flow] = await app.db.insert(approvalWorkflows).values({ companyId: home.company.id, kind: 'contract', name: 'Two-step review' }).returning();
  workflowId = flow.id;
  const [s1, s2, s3] = await app.db
    .insert(approvalWorkflowSteps)
    .values([
      { workflowId: flow.id, position: 10 },
      { workflowId: flow.id, position: 20 },
      { workflowId: flow.id, position: 30 },
    ])
    .returning();
  await app.db.insert(approvalWorkflowApprovers).values([
    { stepId: s1.id, userId: id(home, 'general_owner') },
    { stepId: s1.id, userId: id(home, 'general_admin') },
    { stepId: s2.id, userId: id(home, 'general_manager') },
    { stepId: s3.id, userId: id(home, 'general_manager') },
  ]);
  plainProjectId = (await createProject(app, { companyId: home.company.id, name: 'Plain Yard' })).id;
  flowProjectId = (await createProject(app, { companyId: home.company.id, name: 'Reviewed Yard', contractWorkflowId: flow.id })).id;
  await app.db.insert(mergeFields).values({ companyId: home.company.id, name: 'retainage', type: 'number', description: 'Retainage percent', defaultValue: '' });
  const body = doc(
    paragraph(text('Subcontract between '), mergeField('company.name'), text(' and '), mergeField('vendor.name'), text(' on '), mergeField('project.name')),
    paragraph(text('Retainage '), mergeField('retainage'), text(' percent.')),
    paragraph(signatureField('external'), signatureField('internal')),
  );
  templateId = (await createContractTemplate(app, home.company.id, 'Subcontract', body)).id;
  owner = await signIn(home.email('general_owner'));
  admin = await signIn(home.email('general_admin'));
  manager = await signIn(home.email('general_manager'));
  collaborator = await signIn(home.email('general_collaborator'));
  viewOnly = await signIn(home.email('general_view_only'));
  vendorOwner = await signIn(vendor.email('sub_owner'));
  outsider = await signIn(parties.other.email('general_owner'));
}, 120_000);
afterAll(async () => {
  await app.close();
});

/** The collaborator sends a contract (internal assignee: the collaborator) and answers its id. */
const createContract = (projectId: number, extra: Record<string, unknown> = {}) =>
  createTask(collaborator, {
    project_id: projectId,
    vendor_company_id: vendor.company.id,
    type: 'contract',
    name: 'Steel subcontract',
    template_id: templateId,
    merge_values: { retainage: '5' },
    internal_assignee_id: id(home, 'general_collaborator'),
    external_assignee_id: id(vendor, 'sub_owner'),
    due_date: inDays(20),
    ...extra,
  });
const approvalsOf = async (taskId: number) => app.db.select().from(contractApprovals).where(eq(contractApprovals.taskId, taskId)).orderBy(contractApprovals.step, contractApprovals.userId);
const auditOf = async (taskId: number) => readContractAudit(app.db, taskId);
const linkNotesOf = async (userId: number, link: string) => {
  await runDueJobs(app);
  return notificationsOf(app, userId, link);
};
const notesOf = (userId: number, taskId: number) => linkNotesOf(userId, `/tasks/${taskId}/contract/review`);
const approve = (client: TestClient, taskId: number, body: unknown = {}) => client.post(v1(`contracts/${taskId}/approve`), body);
const reject = (client: TestClient, taskId: number, body: unknown) => client.post(v1(`contracts/${taskId}/reject`), body);

describe('entering approval', () => {
  test('a contract created on a project with a contract workflow is pending approval with its round opened, step 1 told in the app and by mail', async () => {
    const taskId = await createContract(flowProjectId);
    const [task] = await app.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task.status).toBe('pending_approval');
    const approvals = await approvalsOf(taskId);
    // steps in order, the manager once (at step 2), none acted
    expect(approvals.map((a) => [a.userId, a.step, a.approved, a.rejected])).toEqual(
      [
        [id(home, 'general_owner'), 1, false, false],
        [id(home, 'general_admin'), 1, false, false],
        [id(home, 'general_manager'), 2, false, false],
      ].sort((a, b) => (a[1] as number) - (b[1] as number) || (a[0] as number) - (b[0] as number)),
    );
    const audit = await auditOf(taskId);
    expect(audit.events.map((e) => e.action)).toEqual(['created', 'submitted_for_approval']);
    expect(audit.events[0].details).toMatchObject({ template_id: templateId, template_version: 1, merge_values: expect.objectContaining({ retainage: '5', 'project.name': 'Reviewed Yard' }) });
    expect(audit.events[0].actor_email).toBe(home.email('general_collaborator'));
    expect(audit.chainValid).toBe(true);
    expect((await notesOf(id(home, 'general_owner'), taskId)).map((n) => n.title)).toEqual([C.approvalRequestTitle]);
    expect((await notesOf(id(home, 'general_admin'), taskId)).map((n) => n.title)).toEqual([C.approvalRequestTitle]);
    expect(await notesOf(id(home, 'general_manager'), taskId)).toEqual([]);
    const mail = await findMailbox(app, home.email('general_admin'));
    expect(mail.find((m) => m.text.includes(`/tasks/${taskId}/contract/review`))?.subject).toBe(`${C.approvalRequestTitle}: Steel subcontract`);
  });

  test('a contract on a project without a workflow is a draft with its record started; submitting it is a 422 noWorkflow', async () => {
    const taskId = await createContract(plainProjectId);
    const [task] = await app.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task.status).toBe('draft');
    expect((await auditOf(taskId)).events.map((e) => e.action)).toEqual(['created']);
    const response = await collaborator.post(v1(`contracts/${taskId}/submit-for-approval`));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(C.noWorkflow);
    expect(await approvalsOf(taskId)).toEqual([]);
  });

  test('a draft is submitted into the workflow its project now has: 404 to strangers, 403 to view-only, then pending approval once', async () => {
    const project = await createProject(app, { companyId: home.company.id, name: 'Later Yard' });
    const taskId = await createContract(project.id);
    await app.db.update(projects).set({ contractWorkflowId: workflowId }).where(eq(projects.id, project.id));
    expect((await outsider.post(v1(`contracts/${taskId}/submit-for-approval`))).statusCode).toBe(404);
    // the vendor does not see a draft
    expect((await vendorOwner.post(v1(`contracts/${taskId}/submit-for-approval`))).statusCode).toBe(404);
    expect((await viewOnly.post(v1(`contracts/${taskId}/submit-for-approval`))).statusCode).toBe(403);
    const response = await collaborator.post(v1(`contracts/${taskId}/submit-for-approval`));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(C.submittedForApproval);
    const data = response.json().data;
    expect(data.task.status).toBe('pending_approval');
    expect(data.approval).toMatchObject({ state: 'pending', current_step: 1, workflow_name: 'Two-step review' });
    expect(data.approval.approvals).toHaveLength(3);
    expect(data.can).toMatchObject({ submit_for_approval: false, approve: false, edit: true, prepare: false });
    const [task] = await app.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task.sentAt).not.toBeNull();
    expect((await auditOf(taskId)).events.map((e) => e.action)).toEqual(['created', 'submitted_for_approval']);
    expect((await notesOf(id(home, 'general_owner'), taskId)).map((n) => n.title)).toEqual([C.approvalRequestTitle]);
    const again = await collaborator.post(v1(`contracts/${taskId}/submit-for-approval`));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(T.transition);
  });
});

describe('approving step by step', () => {
  test('steps act in order; the next step and then the sender are told; the contract may then be prepared', async () => {
    const taskId = await createContract(flowProjectId);
    // the manager's step has not come
    const early = await approve(manager, taskId);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(C.notYourStep);
    // not approvers
    for (const client of [collaborator, viewOnly, vendorOwner]) {
      const response = await approve(client, taskId);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(C.notApprover);
    }
    expect((await approve(outsider, taskId)).statusCode).toBe(404);

    const first = await approve(owner, taskId, { comment: '  Looks right.  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(C.approved);
    expect(first.json().data.approval.state).toBe('pending');
    expect(first.json().data.approval.current_step).toBe(1);
    expect(first.json().data.approval.approvals.find((a: { user_id: number }) => a.user_id === id(home, 'general_owner'))).toMatchObject({ approved: true, comment: 'Looks right.' });
    const twice = await approve(owner, taskId);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(C.alreadyActed);
    expect(await notesOf(id(home, 'general_manager'), taskId)).toEqual([]);

    const second = await approve(admin, taskId);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.approval.current_step).toBe(2);
    expect((await notesOf(id(home, 'general_manager'), taskId)).map((n) => n.title)).toEqual([C.approvalRequestTitle]);

    const last = await approve(manager, taskId, { comment: null });
    expect(last.statusCode).toBe(200);
    expect(last.json().data.approval).toMatchObject({ state: 'approved', current_step: null });
    const ready = await linkNotesOf(id(home, 'general_collaborator'), `/tasks/${taskId}/contract`);
    expect(ready.map((n) => n.title)).toContain(C.readyToSendTitle);
    const details = await collaborator.get(v1(`contracts/${taskId}`));
    expect(details.json().data.can).toMatchObject({ prepare: true, edit: true, approve: false });

    const audit = await auditOf(taskId);
    expect(audit.events.map((e) => e.action)).toEqual(['created', 'submitted_for_approval', 'approved', 'approved', 'approved']);
    expect(audit.events[2]).toMatchObject({ actor_email: home.email('general_owner'), details: { step: 1, comment: 'Looks right.' } });
    expect(audit.events[2].user_agent).not.toBeNull();
    expect(audit.chainValid).toBe(true);
  });

  test('one approver approving twice at once is recorded once', async () => {
    const taskId = await createContract(flowProjectId);
    const answers = await Promise.all([approve(owner, taskId), approve(owner, taskId)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect((await auditOf(taskId)).events.filter((e) => e.action === 'approved')).toHaveLength(1);
  });

  test('a rejection needs a reason, ends the round, and tells the sender why', async () => {
    const taskId = await createContract(flowProjectId);
    const empty = await reject(admin, taskId, { reason: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.reason).toEqual([M.required]);
    const response = await reject(admin, taskId, { reason: 'Retainage must be 10.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(C.rejected);
    expect(response.json().data.approval.state).toBe('rejected');
    expect(response.json().data.task.status).toBe('pending_approval');
    // the round is over until the contract changes
    const after = await approve(owner, taskId);
    expect(after.statusCode).toBe(422);
    const told = await linkNotesOf(id(home, 'general_collaborator'), `/tasks/${taskId}/contract`);
    expect(told.find((n) => n.title === C.rejectedTitle)?.body).toContain('Reason: Retainage must be 10.');
    const audit = await auditOf(taskId);
    expect(audit.events[audit.events.length - 1]).toMatchObject({ action: 'rejected', details: { step: 1, comment: 'Retainage must be 10.' } });
  });

  test('odd input: a comment that is not text or too long, a reason of the wrong type, an id that names nothing', async () => {
    const taskId = await createContract(flowProjectId);
    for (const body of [{ comment: { a: 1 } }, { comment: 'x'.repeat(1001) }, { comment: ['a'] }]) {
      const response = await approve(owner, taskId, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.comment).toBeDefined();
    }
    expect((await reject(owner, taskId, { reason: { a: 1 } })).statusCode).toBe(422);
    expect((await reject(owner, taskId, {})).statusCode).toBe(422);
    expect((await approve(owner, 2147483647)).statusCode).toBe(404);
    expect((await owner.post(v1('contracts/abc/approve'), {})).statusCode).toBe(404);
    expect((await approvalsOf(taskId)).every((a) => !a.approved && !a.rejected)).toBe(true);
    // a task that is not a contract is not found here
    const requestId = await createTask(collaborator, {
      project_id: flowProjectId,
      vendor_company_id: vendor.company.id,
      type: 'document-request',
      name: 'W-9',
      internal_assignee_id: id(home, 'general_collaborator'),
      external_assignee_id: id(vendor, 'sub_owner'),
      due_date: inDays(5),
    });
    expect((await approve(owner, requestId)).statusCode).toBe(404);
  });
});

describe('a change resets the other approvers', () => {
  test('contracts/:id/edit re-fills the document, resets every other approver and tells them; the record lists old and new values', async () => {
    const taskId = await createContract(flowProjectId);
    await approve(owner, taskId);
    await approve(admin, taskId);
    const response = await collaborator.post(v1(`contracts/${taskId}/edit`), { merge_values: { retainage: '7' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(C.approvalsReset);
    expect(response.json().data.html).toContain('Retainage 7 percent.');
    expect(response.json().data.merge_values.retainage).toBe('7');
    expect(response.json().data.approval).toMatchObject({ state: 'pending', current_step: 1 });
    expect((await approvalsOf(taskId)).every((a) => !a.approved && !a.rejected && a.comment === null && a.actedAt === null)).toBe(true);
    for (const role of ['general_owner', 'general_admin']) {
      expect((await notesOf(id(home, role), taskId)).map((n) => n.title)).toContain(C.approvalsResetTitle);
    }
    const mail = await findMailbox(app, home.email('general_owner'));
    expect(mail.some((m) => m.subject === `${C.approvalsResetTitle}: Steel subcontract`)).toBe(true);
    const audit = await auditOf(taskId);
    const actions = audit.events.map((e) => e.action);
    expect(actions.slice(-2)).toEqual(['edited', 'approvals_reset']);
    expect(audit.events[audit.events.length - 2].details).toMatchObject({ fields: ['retainage'], changes: [{ field: 'retainage', from: '5', to: '7' }] });
    expect(audit.events[audit.events.length - 1].details).toMatchObject({ reset_user_ids: expect.arrayContaining([id(home, 'general_owner'), id(home, 'general_admin')]) });
    expect(audit.chainValid).toBe(true);
    // the manager's step is not reached until step 1 approves again
    expect((await approve(manager, taskId)).json().message).toBe(C.notYourStep);
  });

  test('an approver who edits keeps their own approval', async () => {
    const taskId = await createContract(flowProjectId);
    await approve(owner, taskId);
    await approve(admin, taskId);
    const response = await owner.post(v1(`contracts/${taskId}/edit`), { merge_values: { retainage: '8' } });
    expect(response.statusCode).toBe(200);
    const approvals = await approvalsOf(taskId);
    expect(approvals.find((a) => a.userId === id(home, 'general_owner'))?.approved).toBe(true);
    expect(approvals.find((a) => a.userId === id(home, 'general_admin'))?.approved).toBe(false);
  });

  test('edit checks the merge values as creation does, and who may edit', async () => {
    const taskId = await createContract(flowProjectId);
    const invalid = await collaborator.post(v1(`contracts/${taskId}/edit`), { merge_values: { retainage: 'ten' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors['merge_values.retainage']).toBeDefined();
    const missing = await collaborator.post(v1(`contracts/${taskId}/edit`), { merge_values: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.merge_values).toEqual([T.mergeFieldsMissing('retainage')]);
    expect((await collaborator.post(v1(`contracts/${taskId}/edit`), { merge_values: 'x' })).statusCode).toBe(422);
    expect((await outsider.post(v1(`contracts/${taskId}/edit`), { merge_values: { retainage: '1' } })).statusCode).toBe(404);
    expect((await vendorOwner.post(v1(`contracts/${taskId}/edit`), { merge_values: { retainage: '1' } })).statusCode).toBe(403);
    expect((await viewOnly.post(v1(`contracts/${taskId}/edit`), { merge_values: { retainage: '1' } })).statusCode).toBe(403);
    const [task] = await app.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task.mergeValues.retainage).toBe('5');
    // the same values change nothing and reset nobody
    await approve(owner, taskId);
    const same = await collaborator.post(v1(`contracts/${taskId}/edit`), { merge_values: { retainage: '5' } });
    expect(same.statusCode).toBe(200);
    expect(same.json().message).toBe(C.edited);
    expect((await approvalsOf(taskId)).find((a) => a.userId === id(home, 'general_owner'))?.approved).toBe(true);
  });

  test('task/edit of a contract in approval is a change too: the others are reset and told, the record lists it', async () => {
    const taskId = await createContract(flowProjectId);
    await approve(owner, taskId);
    const response = await collaborator.post(v1('task/edit'), { task_id: taskId, name: 'Steel and decking subcontract' });
    expect(response.statusCode).toBe(200);
    expect((await approvalsOf(taskId)).find((a) => a.userId === id(home, 'general_owner'))?.approved).toBe(false);
    expect((await notesOf(id(home, 'general_owner'), taskId)).map((n) => n.title)).toContain(C.approvalsResetTitle);
    const audit = await auditOf(taskId);
    expect(audit.events.slice(-2).map((e) => e.action)).toEqual(['edited', 'approvals_reset']);
    expect(audit.events[audit.events.length - 2].details).toMatchObject({ changes: [{ field: 'name', from: 'Steel subcontract', to: 'Steel and decking subcontract' }] });
  });

  test('a rejected contract that is edited goes back to step 1', async () => {
    const taskId = await createContract(flowProjectId);
    await reject(owner, taskId, { reason: 'Wrong retainage.' });
    const response = await collaborator.post(v1(`contracts/${taskId}/edit`), { merge_values: { retainage: '10' } });
    expect(response.json().data.approval).toMatchObject({ state: 'pending', current_step: 1 });
    expect((await approve(owner, taskId)).statusCode).toBe(200);
  });

  test('a draft contract is edited without any approval', async () => {
    const taskId = await createContract(plainProjectId);
    const response = await collaborator.post(v1(`contracts/${taskId}/edit`), { merge_values: { retainage: '3' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(C.edited);
    expect((await auditOf(taskId)).events.map((e) => e.action)).toEqual(['created', 'edited']);
  });
});
