// Requirement templates and a scope's requirement checklist (issue 15): the settings CRUD with its
// refusals (name required and unique per company, min <= max, coverage minimums only for a COI, the
// template the company's and of the same type, tenant 404), the checklist's conditions (amount bounds,
// vendor company type) and states (missing, pending with the task's label and overdue, satisfied),
// the contract line and the COI (valid until, lapsed, missing), the vendor's read-only view, and
// creating the missing tasks in one action (assignees, due date, requirement link, nothing twice).
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { COI_MESSAGES, REQUIREMENT_MESSAGES as R, VALIDATION_MESSAGES as M } from 'shared-contract';
import { companyNetwork, insuranceCertificates, projects, requirementTemplates, scopes, tasks, templates } from '../src/db/schema';
import type { TestClient } from './helpers/client';
import { createCompanyWithUsers } from './helpers/fixtures';
import { signInFrom } from './helpers/sign-in';
import { doc, mergeField, paragraph, text } from './helpers/template-documents';
import { createTestApp } from './helpers/test-app';

type Fixture = Awaited<ReturnType<typeof createCompanyWithUsers>>;
let app: FastifyInstance;
let home: Fixture;
let vendor: Fixture;
let other: Fixture;
let owner: TestClient;
let manager: TestClient;
let collaborator: TestClient;
let viewOnly: TestClient;
let vendorOwner: TestClient;
let outsider: TestClient;
let projectId: number;
let ackTemplateId: number;
let requestTemplateId: number;
let otherTemplateId: number;
let sequence = 0;

const signIn = signInFrom(() => app, '10.64.0');
const v1 = (path: string) => `/api/v1/${path}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const SETTINGS = v1('settings/project/requirement-templates');

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Requirements Home' });
  vendor = await createCompanyWithUsers(app, { name: 'Requirements Vendor', type: 'sub_contractor' });
  other = await createCompanyWithUsers(app, { name: 'Requirements Other' });
  await app.db.insert(companyNetwork).values({ companyId: home.company.id, partnerCompanyId: vendor.company.id });
  const [project] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Requirements Tower', stage: 'Bidding' }).returning();
  projectId = project.id;
  const body = doc(paragraph(text('Safety policy of '), mergeField('company.name'), text(' for '), mergeField('vendor.name'), text(' on '), mergeField('project.name')));
  const [ack] = await app.db.insert(templates).values({ companyId: home.company.id, name: 'Safety Ack', type: 'acknowledgement', body, html: '<p>Safety</p>' }).returning();
  const [request] = await app.db.insert(templates).values({ companyId: home.company.id, name: 'W-9 Request', type: 'document-request', body, html: '<p>W-9</p>' }).returning();
  const [foreign] = await app.db.insert(templates).values({ companyId: other.company.id, name: 'Other Ack', type: 'acknowledgement', body, html: '<p>Other</p>' }).returning();
  ackTemplateId = ack.id;
  requestTemplateId = request.id;
  otherTemplateId = foreign.id;
  owner = await signIn(home.email('general_owner'));
  manager = await signIn(home.email('general_manager'));
  collaborator = await signIn(home.email('general_collaborator'));
  viewOnly = await signIn(home.email('general_view_only'));
  vendorOwner = await signIn(vendor.email('sub_owner'));
  outsider = await signIn(other.email('general_owner'));
}, 120_000);
afterAll(async () => {
  await app.close();
});

async function insertScope(values: Partial<typeof scopes.$inferInsert> = {}) {
  const [scope] = await app.db
    .insert(scopes)
    .values({ companyId: home.company.id, projectId, vendorCompanyId: vendor.company.id, name: `Scope ${++sequence}`, status: 'not_sent', amount: '100000', ...values })
    .returning();
  return scope;
}

const requirement = (extra: Record<string, unknown> = {}) => ({ name: `Requirement ${++sequence}`, document_type: 'document-request', template_id: requestTemplateId, due_in_days: 10, ...extra });
async function createRequirement(extra: Record<string, unknown> = {}) {
  const res = await owner.post(`${SETTINGS}/create`, requirement(extra));
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; name: string };
}
const checklistOf = async (client: TestClient, scopeId: number) => {
  const res = await client.get(v1('scope/requirements'), { query: { scope_id: scopeId } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('requirement templates (settings)', () => {
  afterEach(async () => {
    await app.db.delete(requirementTemplates).where(eq(requirementTemplates.companyId, home.company.id));
  });

  it('creates, lists, edits and deletes a requirement template with its conditions', async () => {
    const res = await owner.post(`${SETTINGS}/create`, {
      name: 'Insurance',
      document_type: 'certificate-of-insurance',
      min_amount: 50000,
      max_amount: 500000,
      vendor_company_type: 'sub_contractor',
      coverage_minimums: [{ type: 'general_liability', min_limit: 1000000 }],
      additional_insured_required: true,
      due_in_days: 7,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(R.created);
    const created = res.json().data;
    expect(created).toMatchObject({
      name: 'Insurance',
      document_type: 'certificate-of-insurance',
      document_type_label: 'Certificate Of Insurance',
      template_id: null,
      min_amount: 50000,
      max_amount: 500000,
      vendor_company_type: 'sub_contractor',
      coverage_minimums: [{ type: 'general_liability', min_limit: 1000000 }],
      additional_insured_required: true,
      due_in_days: 7,
      active: true,
    });
    const list = await manager.get(SETTINGS);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { name: string }) => r.name)).toEqual(['Insurance']);

    const edit = await manager.post(`${SETTINGS}/edit/${created.id}`, { name: 'Site safety', document_type: 'acknowledgement', template_id: ackTemplateId, active: false });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ name: 'Site safety', template_name: 'Safety Ack', coverage_minimums: [], min_amount: null, active: false, due_in_days: 14 });

    // The manager lacks account_configuration.delete; the owner deletes.
    expect((await manager.post(`${SETTINGS}/delete/${created.id}`)).statusCode).toBe(403);
    const del = await owner.post(`${SETTINGS}/delete/${created.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().data.message).toBe(R.deleted);
    expect((await owner.get(SETTINGS)).json().data).toEqual([]);
  });

  it("refuses a missing or taken name, max below min, coverage outside a COI and another company's or another type's template", async () => {
    await createRequirement({ name: 'W-9' });
    const taken = await owner.post(`${SETTINGS}/create`, requirement({ name: 'w-9' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: [M.unique('name')] });

    const bad = await owner.post(`${SETTINGS}/create`, { name: '', document_type: 'document-request', min_amount: 1000, max_amount: 10, coverage_minimums: [{ type: 'general_liability', min_limit: 5 }], due_in_days: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ name: [M.required], max_amount: [M.numMin(1000)], coverage_minimums: [R.coiOnly], due_in_days: [M.numMin(1)] });

    const noTemplate = await owner.post(`${SETTINGS}/create`, { name: 'Ack', document_type: 'acknowledgement' });
    expect(noTemplate.json().errors).toEqual({ template_id: [M.required] });
    const foreign = await owner.post(`${SETTINGS}/create`, { name: 'Ack', document_type: 'acknowledgement', template_id: otherTemplateId });
    expect(foreign.json().errors).toEqual({ template_id: ['The selected template is invalid.'] });
    const wrongType = await owner.post(`${SETTINGS}/create`, { name: 'Ack', document_type: 'acknowledgement', template_id: requestTemplateId });
    expect(wrongType.json().errors).toEqual({ template_id: ['The selected template is invalid.'] });
    const duplicate = await owner.post(`${SETTINGS}/create`, {
      name: 'COI',
      document_type: 'certificate-of-insurance',
      coverage_minimums: [
        { type: 'umbrella', min_limit: 5 },
        { type: 'umbrella', min_limit: 6 },
      ],
    });
    expect(duplicate.json().errors).toEqual({ coverage_minimums: [COI_MESSAGES.duplicateCoverage] });
  });

  it("keeps tenants apart and gates on the project settings rights", async () => {
    const own = await createRequirement();
    expect((await outsider.post(`${SETTINGS}/edit/${own.id}`, requirement())).statusCode).toBe(404);
    expect((await outsider.post(`${SETTINGS}/delete/${own.id}`)).statusCode).toBe(404);
    expect((await outsider.get(SETTINGS)).json().data).toEqual([]);
    expect((await collaborator.get(SETTINGS)).statusCode).toBe(403);
    expect((await viewOnly.post(`${SETTINGS}/create`, requirement())).statusCode).toBe(403);
    // The same name in another company is free.
    expect((await outsider.post(`${SETTINGS}/create`, { name: own.name, document_type: 'document-request' })).statusCode).toBe(200);
  });
});

describe('scope checklist', () => {
  afterEach(async () => {
    await app.db.delete(tasks).where(eq(tasks.companyId, home.company.id));
    await app.db.delete(requirementTemplates).where(eq(requirementTemplates.companyId, home.company.id));
    await app.db.delete(insuranceCertificates).where(eq(insuranceCertificates.companyId, home.company.id));
  });

  it('lists the requirements whose amount and company type conditions hold, each with its state', async () => {
    const always = await createRequirement({ name: 'W-9' });
    await createRequirement({ name: 'Large only', min_amount: 500000 });
    await createRequirement({ name: 'Small only', max_amount: 50000 });
    await createRequirement({ name: 'GC vendors only', vendor_company_type: 'general_contractor' });
    const mid = await createRequirement({ name: 'Mid range', min_amount: 100000, max_amount: 200000 });
    await createRequirement({ name: 'Inactive', active: false });
    const scope = await insertScope({ amount: '100000' });

    let list = await checklistOf(manager, scope.id);
    expect(list.items.map((i: { name: string }) => i.name)).toEqual(['Mid range', 'W-9']);
    expect(list.items.every((i: { state: string; task: unknown }) => i.state === 'missing' && i.task === null)).toBe(true);
    expect(list).toMatchObject({ total_count: 2, satisfied_count: 0, missing_count: 2, can_create_tasks: true, is_vendor: false, contract: { state: 'missing', task: null }, coi: { state: 'missing', expiry_date: null } });

    // A pending task (overdue) and a completed one.
    const base = { companyId: home.company.id, projectId, scopeId: scope.id, vendorCompanyId: vendor.company.id, type: 'document-request', internalAssigneeId: home.users.general_manager!.id, externalAssigneeId: vendor.users.sub_manager!.id };
    const [late] = await app.db.insert(tasks).values({ ...base, number: 'T-1', name: 'W-9', status: 'pending_submission', dueDate: inDays(-2), requirementTemplateId: always.id }).returning();
    await app.db.insert(tasks).values({ ...base, number: 'T-2', name: 'Mid', status: 'completed', dueDate: inDays(-5), requirementTemplateId: mid.id });
    // A revoked task fulfils nothing.
    await app.db.insert(tasks).values({ ...base, number: 'T-3', name: 'Old', status: 'revoked', requirementTemplateId: always.id });
    list = await checklistOf(manager, scope.id);
    expect(list.items).toEqual([
      expect.objectContaining({ name: 'Mid range', state: 'satisfied', task: expect.objectContaining({ status: 'completed', status_label: 'Completed', is_overdue: false }) }),
      expect.objectContaining({
        name: 'W-9',
        state: 'pending',
        task: { id: late.id, task_id: 'T-1', name: 'W-9', status: 'pending_submission', status_label: 'Pending Submission', due_date: inDays(-2), is_overdue: true, view_path: `/tasks/${late.id}/request` },
      }),
    ]);
    expect(list).toMatchObject({ satisfied_count: 1, missing_count: 0, can_create_tasks: false });

    // Without an amount, no bound is met.
    const noAmount = await insertScope({ amount: null });
    expect((await checklistOf(manager, noAmount.id)).items.map((i: { name: string }) => i.name)).toEqual(['W-9']);
  });

  it('shows the contract task and the certificate of insurance: valid until a date, lapsed, missing', async () => {
    const scope = await insertScope();
    await app.db.insert(tasks).values({ companyId: home.company.id, projectId, scopeId: scope.id, vendorCompanyId: vendor.company.id, number: 'T-9', name: 'Subcontract', type: 'contract', status: 'fully_executed', externalSignerId: vendor.users.sub_owner!.id });
    const [cert] = await app.db
      .insert(insuranceCertificates)
      .values({ companyId: home.company.id, vendorCompanyId: vendor.company.id, insurer: 'Acme', effectiveDate: inDays(-300), expiryDate: inDays(60) })
      .returning();
    let list = await checklistOf(manager, scope.id);
    expect(list.contract).toMatchObject({ state: 'satisfied', task: { name: 'Subcontract', status_label: 'Fully Executed' } });
    expect(list.coi).toEqual({ state: 'valid', expiry_date: inDays(60) });
    await app.db.update(insuranceCertificates).set({ expiryDate: inDays(-1) }).where(eq(insuranceCertificates.id, cert.id));
    list = await checklistOf(manager, scope.id);
    expect(list.coi).toEqual({ state: 'lapsed', expiry_date: inDays(-1) });
    await app.db.update(insuranceCertificates).set({ supersededAt: new Date() }).where(eq(insuranceCertificates.id, cert.id));
    expect((await checklistOf(manager, scope.id)).coi.state).toBe('missing');
  });

  it('lets the vendor read what it still owes (no drafts, nothing to create) and hides the scope from others', async () => {
    await createRequirement({ name: 'W-9' });
    const scope = await insertScope({ status: 'sent' });
    const list = await checklistOf(vendorOwner, scope.id);
    expect(list).toMatchObject({ is_vendor: true, can_create_tasks: false, missing_count: 1 });
    expect((await outsider.get(v1('scope/requirements'), { query: { scope_id: scope.id } })).statusCode).toBe(404);
    expect((await owner.get(v1('scope/requirements'), { query: { scope_id: 'abc' } })).json().errors).toEqual({ scope_id: [M.required] });
    expect((await owner.get(v1('scope/requirements'))).json().errors).toEqual({ scope_id: [M.required] });
    expect((await vendorOwner.post(v1('scope/requirements/create-tasks'), { scope_id: scope.id })).statusCode).toBe(403);
    expect((await outsider.post(v1('scope/requirements/create-tasks'), { scope_id: scope.id })).statusCode).toBe(404);
    expect((await viewOnly.post(v1('scope/requirements/create-tasks'), { scope_id: scope.id })).statusCode).toBe(403);
  });

  it('creates the missing tasks in one action: assignees, due date, requirement link; never twice', async () => {
    const w9 = await createRequirement({ name: 'W-9', due_in_days: 10 });
    const ack = await createRequirement({ name: 'Safety', document_type: 'acknowledgement', template_id: ackTemplateId, due_in_days: 3 });
    const scope = await insertScope({ vendorAssigneeId: vendor.users.sub_manager!.id, vendorSignerId: vendor.users.sub_owner!.id });

    const res = await collaborator.post(v1('scope/requirements/create-tasks'), { scope_id: scope.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(R.tasksCreated(2));
    const list = res.json().data;
    expect(list).toMatchObject({ missing_count: 0, can_create_tasks: false });
    expect(list.items.map((i: { name: string; state: string; task: { status: string } }) => [i.name, i.state, i.task.status])).toEqual([
      ['Safety', 'pending', 'pending_acknowledgement'],
      ['W-9', 'pending', 'pending_submission'],
    ]);
    const rows = await app.db.select().from(tasks).where(eq(tasks.scopeId, scope.id)).orderBy(tasks.name);
    expect(rows.map((t) => ({ name: t.name, type: t.type, requirement: t.requirementTemplateId, due: t.dueDate, internal: t.internalAssigneeId, external: t.externalAssigneeId, signer: t.externalSignerId, template: t.templateId }))).toEqual([
      { name: 'Safety', type: 'acknowledgement', requirement: ack.id, due: inDays(3), internal: home.users.general_collaborator!.id, external: vendor.users.sub_manager!.id, signer: vendor.users.sub_owner!.id, template: ackTemplateId },
      { name: 'W-9', type: 'document-request', requirement: w9.id, due: inDays(10), internal: home.users.general_collaborator!.id, external: vendor.users.sub_manager!.id, signer: vendor.users.sub_owner!.id, template: requestTemplateId },
    ]);
    expect(rows.every((t) => t.html?.includes('Requirements Vendor'))).toBe(true);

    // Again: nothing is missing, nothing is created.
    const again = await owner.post(v1('scope/requirements/create-tasks'), { scope_id: scope.id });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(R.nothingMissing);
    expect(await app.db.$count(tasks, eq(tasks.scopeId, scope.id))).toBe(2);
  });

  it('creates only the chosen requirements, refuses one that is not missing, and two clicks at once create each task once', async () => {
    const a = await createRequirement({ name: 'A' });
    const b = await createRequirement({ name: 'B' });
    const scope = await insertScope();
    const one = await owner.post(v1('scope/requirements/create-tasks'), { scope_id: scope.id, requirement_ids: [a.id] });
    expect(one.statusCode).toBe(201);
    expect(one.json().message).toBe(R.tasksCreated(1));
    const wrong = await owner.post(v1('scope/requirements/create-tasks'), { scope_id: scope.id, requirement_ids: [a.id] });
    expect(wrong.json().errors).toEqual({ requirement_ids: ['The selected requirement is invalid.'] });

    const second = await insertScope();
    const results = await Promise.all([owner.post(v1('scope/requirements/create-tasks'), { scope_id: second.id }), manager.post(v1('scope/requirements/create-tasks'), { scope_id: second.id })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const made = await app.db.select({ requirement: tasks.requirementTemplateId }).from(tasks).where(eq(tasks.scopeId, second.id));
    expect(made.map((t) => t.requirement).sort()).toEqual([a.id, b.id].sort());
  });

  it('refuses a scope that is not approved, has no vendor or no vendor user, and reports task errors by requirement', async () => {
    const w9 = await createRequirement({ name: 'W-9' });
    for (const status of ['drafting', 'pending']) {
      const scope = await insertScope({ status });
      const res = await owner.post(v1('scope/requirements/create-tasks'), { scope_id: scope.id });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(R.scopeNotApproved);
      expect((await checklistOf(owner, scope.id)).can_create_tasks).toBe(false);
    }
    const noVendor = await insertScope({ vendorCompanyId: null });
    expect((await owner.post(v1('scope/requirements/create-tasks'), { scope_id: noVendor.id })).json().message).toBe(R.scopeWithoutVendor);

    // A vendor out of the network: createTasks' refusal, named by requirement.
    const stranger = await createCompanyWithUsers(app, { name: 'Requirements Stranger', type: 'sub_contractor' });
    const outside = await insertScope({ vendorCompanyId: stranger.company.id });
    const res = await owner.post(v1('scope/requirements/create-tasks'), { scope_id: outside.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [`requirements.${w9.id}`]: ['W-9: The vendor is not in your company network.'] });
    expect(await app.db.$count(tasks, and(eq(tasks.scopeId, outside.id)))).toBe(0);
    expect((await owner.post(v1('scope/requirements/create-tasks'), { scope_id: 'x' })).json().errors).toEqual({ scope_id: [M.required] });
  });
});
