// Task actions (issue 15, DOMAIN.md 4 and 8): the vendor's submission on a document request or COI
// (10 MB, extensions, at most 10 files, a COI's insurance fields, nothing stored when refused), the
// sending side's approval (completed, or submit_as_needed on a recurring request; a COI checked
// against its requirement and recorded as the vendor's certificate) and rejection with a reason,
// acknowledgement, the SF 1413 form, file and document downloads; every refusal (422 status, 403
// person, 404 tenant) and two approvals at once.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { COI_MESSAGES, TASK_ACTION_MESSAGES as A, TASK_MESSAGES as T, VALIDATION_MESSAGES as M, type TemplateDocument } from 'shared-contract';
import { insuranceCertificates, notifications, requirementTemplates, scopes, projects, taskEvents, taskFiles, tasks } from '../src/db/schema';
import { findCoiRequirement } from '../src/modules/task-actions';
import type { TestClient } from './helpers/client';
import { createCompanyWithUsers } from './helpers/fixtures';
import { signInFrom } from './helpers/sign-in';
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
let vendorManager: TestClient;
let vendorCollaborator: TestClient;
let outsider: TestClient;
let projectId: number;
let scopeId: number;
let sequence = 0;

const signIn = signInFrom(() => app, '10.61.0');
const v1 = (path: string) => `/api/v1/${path}`;
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Actions Home' });
  vendor = await createCompanyWithUsers(app, { name: 'Actions Vendor', type: 'sub_contractor' });
  other = await createCompanyWithUsers(app, { name: 'Actions Other' });
  const [project] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Actions Tower', stage: 'Bidding' }).returning();
  projectId = project.id;
  const [scope] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId, vendorCompanyId: vendor.company.id, name: 'Electrical', status: 'sent', amount: '250000' }).returning();
  scopeId = scope.id;
  owner = await signIn(home.email('general_owner'));
  manager = await signIn(home.email('general_manager'));
  collaborator = await signIn(home.email('general_collaborator'));
  viewOnly = await signIn(home.email('general_view_only'));
  vendorManager = await signIn(vendor.email('sub_manager'));
  vendorCollaborator = await signIn(vendor.email('sub_collaborator'));
  outsider = await signIn(other.email('general_owner'));
});
afterAll(async () => {
  await app.close();
});

/** A task sent by the home company to the vendor: the manager reviews it, the vendor's manager acts on it. */
async function insertTask(values: Partial<typeof tasks.$inferInsert> = {}) {
  const [task] = await app.db
    .insert(tasks)
    .values({
      companyId: home.company.id,
      projectId,
      scopeId,
      vendorCompanyId: vendor.company.id,
      number: `T-9${String(++sequence).padStart(5, '0')}`,
      name: `Request ${sequence}`,
      type: 'document-request',
      status: 'pending_submission',
      dueDate: inDays(7),
      internalAssigneeId: home.users.general_manager!.id,
      externalAssigneeId: vendor.users.sub_manager!.id,
      externalSignerId: vendor.users.sub_manager!.id,
      createdBy: home.users.general_owner!.id,
      sentAt: new Date(),
      ...values,
    })
    .returning();
  return task;
}

type FilePart = { name: string; content: string | Buffer; type?: string; field?: string };
/** A multipart body as a browser sends it: files[] and text fields. */
function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = '----task-actions-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files[]'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/pdf'}\r\n\r\n`));
    parts.push(Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { rawBody: Buffer.concat(parts).toString('latin1'), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const submit = (c: TestClient, taskId: number, files: FilePart[], fields?: Record<string, string>) => c.request('POST', v1(`tasks/${taskId}/submissions`), multipart(files, fields));
const pdf = (name: string) => ({ name, content: `%PDF-1.4 ${name}` });

const COI_FIELDS = {
  insurer: 'Acme Mutual',
  coverages: [
    { type: 'general_liability', policy_number: 'GL-1', limit: 2_000_000 },
    { type: 'workers_compensation', policy_number: 'WC-1', limit: 1_000_000 },
  ],
  additional_insured: true,
  effective_date: inDays(-30),
  expiry_date: inDays(335),
};

const filesOf = (taskId: number) => app.db.select().from(taskFiles).where(eq(taskFiles.taskId, taskId)).orderBy(taskFiles.id);
const eventsOf = async (taskId: number) => (await app.db.select().from(taskEvents).where(eq(taskEvents.taskId, taskId)).orderBy(taskEvents.id)).map((e) => e.action);
const statusOf = async (taskId: number) => (await app.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, taskId)))[0].status;
const storedUnder = (taskId: number) => app.storage.list(`tasks/${taskId}/`);

/** Runs the queued jobs (notifications, mail) until none is due. */
async function deliver() {
  while ((await app.jobs.runDue()) > 0);
}
const notificationsOf = (userId: number) => app.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('a document request: upload, reject with a reason, upload again, approve', () => {
  test('the whole round with statuses, files, the timeline and who is told', async () => {
    const task = await insertTask({ name: 'Safety plan' });

    const first = await submit(vendorManager, task.id, [pdf('plan-v1.pdf'), { name: 'photo.png', content: 'png', type: 'image/png' }]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: T.submitted, data: { status: 'pending_approval', files: [{ name: 'plan-v1.pdf', review_status: 'pending' }, { name: 'photo.png' }] } });
    await deliver();
    expect((await notificationsOf(home.users.general_manager!.id)).map((n) => n.title)).toContain(T.approvalPendingTitle);

    const rejected = await manager.post(v1(`tasks/${task.id}/reject`), { reason: 'The plan is not signed.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ message: T.rejected, data: { status: 'pending_submission', reject_reason: 'The plan is not signed.' } });
    expect((await filesOf(task.id)).map((f) => [f.reviewStatus, f.reviewReason])).toEqual([
      ['rejected', 'The plan is not signed.'],
      ['rejected', 'The plan is not signed.'],
    ]);
    await deliver();
    const told = await notificationsOf(vendor.users.sub_manager!.id);
    expect(told.find((n) => n.title === T.rejectedTitle)?.body).toContain('Reason: The plan is not signed.');
    const mail = await app.mailer.outbox(vendor.email('sub_manager'));
    expect(mail.some((m) => m.subject.includes(T.rejectedTitle) && m.text.includes('The plan is not signed.'))).toBe(true);

    expect((await app.db.select({ reason: tasks.rejectReason }).from(tasks).where(eq(tasks.id, task.id)))[0].reason).toBe('The plan is not signed.');

    expect((await submit(vendorManager, task.id, [pdf('plan-v2.pdf')])).statusCode).toBe(200);
    const approved = await manager.post(v1(`tasks/${task.id}/approve`), { comment: 'Thanks' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: T.approved, data: { status: 'completed', reject_reason: null } });
    expect(approved.json().data.completed_at).toEqual(expect.any(String));
    expect((await filesOf(task.id)).map((f) => [f.name, f.reviewStatus])).toEqual([
      ['plan-v1.pdf', 'rejected'],
      ['photo.png', 'rejected'],
      ['plan-v2.pdf', 'approved'],
    ]);
    expect(await eventsOf(task.id)).toEqual(['submit', 'reject', 'submit', 'approve']);
    await deliver();
    expect((await notificationsOf(vendor.users.sub_manager!.id)).map((n) => n.title)).toContain(T.completedTitle);

    // A finished task takes no more uploads nor decisions.
    expect((await submit(vendorManager, task.id, [pdf('late.pdf')])).json()).toMatchObject({ message: T.transition });
    expect((await manager.post(v1(`tasks/${task.id}/approve`), {})).statusCode).toBe(422);
    expect((await manager.post(v1(`tasks/${task.id}/reject`), { reason: 'x' })).statusCode).toBe(422);
  });

  test('a vendor user with task_and_documents.edit may submit for the assignee; the approve permission lets the owner decide', async () => {
    const task = await insertTask();
    expect((await submit(vendorCollaborator, task.id, [pdf('a.pdf')])).statusCode).toBe(200);
    expect((await owner.post(v1(`tasks/${task.id}/approve`), {})).json().data.status).toBe('completed');
  });
});

describe('upload limits: nothing is stored when a submission is refused', () => {
  let taskId: number;
  beforeAll(async () => {
    taskId = (await insertTask()).id;
  });
  afterEach(async () => {
    expect(await filesOf(taskId)).toEqual([]);
    expect(await storedUnder(taskId)).toEqual([]);
    expect(await statusOf(taskId)).toBe('pending_submission');
  });

  test('no file', async () => {
    const res = await submit(vendorManager, taskId, []);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ files: [A.filesRequired] });
    expect((await vendorManager.post(v1(`tasks/${taskId}/submissions`), {})).json().errors).toEqual({ files: [A.filesRequired] });
  });

  test('a file over 10 MB gets the spec message', async () => {
    const res = await submit(vendorManager, taskId, [pdf('ok.pdf'), { name: 'big.pdf', content: Buffer.alloc(10_000_001, 65) }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ files: [M.uploadTooLarge] });
  });

  test('a file of exactly 10 MB is taken', async () => {
    const other = await insertTask();
    expect((await submit(vendorManager, other.id, [{ name: 'exact.pdf', content: Buffer.alloc(10_000_000, 65) }])).statusCode).toBe(200);
    expect((await filesOf(other.id))[0].size).toBe(10_000_000);
  });

  test('an extension outside the list', async () => {
    const res = await submit(vendorManager, taskId, [pdf('ok.pdf'), { name: 'run.exe', content: 'MZ' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.files[0]).toMatch(/\.pdf, \.doc/);
  });

  test('more than 10 files', async () => {
    const res = await submit(
      vendorManager,
      taskId,
      Array.from({ length: 11 }, (_, i) => pdf(`f${i}.pdf`)),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ files: [A.tooManyFiles] });
  });
});

describe('who may act, and when', () => {
  test('the sending side cannot submit, the vendor cannot decide, a view-only or collaborator user without the approve right cannot decide', async () => {
    const task = await insertTask();
    expect((await submit(owner, task.id, [pdf('a.pdf')])).statusCode).toBe(403);
    expect((await submit(owner, task.id, [pdf('a.pdf')])).json().message).toBe(T.notYourAction);
    expect((await submit(viewOnly, task.id, [pdf('a.pdf')])).statusCode).toBe(403);
    // Approving a task that waits for the vendor is refused by its status first.
    expect((await manager.post(v1(`tasks/${task.id}/approve`), {})).json()).toMatchObject({ message: T.transition });
    await submit(vendorManager, task.id, [pdf('a.pdf')]);
    expect((await vendorManager.post(v1(`tasks/${task.id}/approve`), {})).statusCode).toBe(403);
    expect((await vendorManager.post(v1(`tasks/${task.id}/reject`), { reason: 'x' })).statusCode).toBe(403);
    expect((await collaborator.post(v1(`tasks/${task.id}/approve`), {})).statusCode).toBe(403);
    expect((await viewOnly.post(v1(`tasks/${task.id}/approve`), {})).statusCode).toBe(403);
    // The second upload waits for the decision.
    expect((await submit(vendorManager, task.id, [pdf('b.pdf')])).statusCode).toBe(422);
    expect(await statusOf(task.id)).toBe('pending_approval');
  });

  test('the internal assignee decides without the approve right (a collaborator assigned to the task)', async () => {
    const task = await insertTask({ internalAssigneeId: home.users.general_collaborator!.id });
    await submit(vendorManager, task.id, [pdf('a.pdf')]);
    expect((await collaborator.post(v1(`tasks/${task.id}/reject`), { reason: 'Blurry scan' })).statusCode).toBe(200);
  });

  test('another company gets 404 for every action and download', async () => {
    const task = await insertTask();
    const [file] = await app.db.insert(taskFiles).values({ taskId: task.id, kind: 'attachment', path: `${task.id}/x/0/a.pdf`, name: 'a.pdf', size: 3 }).returning();
    expect((await submit(outsider, task.id, [pdf('a.pdf')])).statusCode).toBe(404);
    for (const action of ['approve', 'acknowledge', 'form']) expect((await outsider.post(v1(`tasks/${task.id}/${action}`), {})).statusCode).toBe(404);
    expect((await outsider.post(v1(`tasks/${task.id}/reject`), { reason: 'x' })).statusCode).toBe(404);
    expect((await outsider.get(v1(`tasks/${task.id}/files/${file.id}`))).statusCode).toBe(404);
    expect((await outsider.get(v1(`tasks/${task.id}/document`))).statusCode).toBe(404);
    expect((await outsider.get(v1(`tasks/999999/document`))).statusCode).toBe(404);
  });

  test('the vendor does not see a draft', async () => {
    const task = await insertTask({ type: 'contract', status: 'draft' });
    expect((await vendorManager.get(v1(`tasks/${task.id}/document`))).statusCode).toBe(404);
  });

  test('a rejection needs a reason; the body is read only after the checks', async () => {
    const task = await insertTask();
    await submit(vendorManager, task.id, [pdf('a.pdf')]);
    expect((await manager.post(v1(`tasks/${task.id}/reject`), { reason: '  ' })).json().errors).toEqual({ reason: [M.required] });
    expect((await manager.post(v1(`tasks/${task.id}/reject`), { reason: 'x'.repeat(5000) })).statusCode).toBe(422);
    expect((await vendorManager.post(v1(`tasks/${task.id}/reject`), { reason: '' })).statusCode).toBe(403);
    expect((await manager.post(v1(`tasks/${task.id}/approve`), { override: 'maybe' })).statusCode).toBe(422);
    expect(await statusOf(task.id)).toBe('pending_approval');
  });
});

describe('a recurring request', () => {
  test('stays open for more submissions (submit_as_needed) until its last occurrence, which completes', async () => {
    const recurrence = { recurrenceEvery: 1, recurrencePeriod: 'month', recurrenceUntilRepeats: 3 } as const;
    const open = await insertTask({ ...recurrence, recurrenceIndex: 1 });
    await submit(vendorManager, open.id, [pdf('payroll-1.pdf')]);
    const approved = await manager.post(v1(`tasks/${open.id}/approve`), {});
    expect(approved.json().data.status).toBe('submit_as_needed');
    // More submissions as needed, each reviewed.
    expect((await submit(vendorManager, open.id, [pdf('payroll-1b.pdf')])).json().data.status).toBe('pending_approval');
    expect((await manager.post(v1(`tasks/${open.id}/approve`), {})).json().data.status).toBe('submit_as_needed');

    const last = await insertTask({ ...recurrence, recurrenceIndex: 3 });
    await submit(vendorManager, last.id, [pdf('payroll-3.pdf')]);
    expect((await manager.post(v1(`tasks/${last.id}/approve`), {})).json().data.status).toBe('completed');

    const pastDate = await insertTask({ recurrenceEvery: 1, recurrencePeriod: 'week', recurrenceUntilDate: today(), recurrenceIndex: 2 });
    await submit(vendorManager, pastDate.id, [pdf('p.pdf')]);
    expect((await manager.post(v1(`tasks/${pastDate.id}/approve`), {})).json().data.status).toBe('completed');
  });
});

describe('a certificate of insurance', () => {
  const coi = (values: Partial<typeof tasks.$inferInsert> = {}) => insertTask({ type: 'certificate-of-insurance', name: 'COI', ...values });
  const submitCoi = (c: TestClient, taskId: number, insurance: unknown, files = [pdf('coi.pdf')]) =>
    submit(c, taskId, files, insurance === undefined ? {} : { insurance: typeof insurance === 'string' ? insurance : JSON.stringify(insurance) });

  afterEach(async () => {
    await app.db.delete(requirementTemplates).where(eq(requirementTemplates.companyId, home.company.id));
  });

  test('needs its insurance fields, each refused field under insurance.<field>, nothing stored', async () => {
    const task = await coi();
    const none = await submitCoi(vendorManager, task.id, undefined);
    expect(none.json().errors).toEqual({ insurance: [M.required] });
    expect((await submitCoi(vendorManager, task.id, '{not json')).json().errors).toEqual({ insurance: [A.insuranceUnreadable] });
    const bad = await submitCoi(vendorManager, task.id, { ...COI_FIELDS, insurer: '', coverages: [{ type: 'dental', policy_number: '', limit: 0 }], expiry_date: inDays(-60) }, []);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      files: [A.filesRequired],
      'insurance.insurer': [M.required],
      'insurance.coverages[0].type': [expect.any(String)],
      'insurance.coverages[0].policy_number': [M.required],
      'insurance.coverages[0].limit': [M.numMin(1)],
      'insurance.expiry_date': [COI_MESSAGES.expiryBeforeEffective],
    });
    expect(await filesOf(task.id)).toEqual([]);
    expect(await storedUnder(task.id)).toEqual([]);
  });

  test('checked against the requirement: the problems show on the submission and refuse the approval until overridden; the approval records the certificate and supersedes the older one', async () => {
    await app.db.insert(requirementTemplates).values({
      companyId: home.company.id,
      name: 'COI over 100k',
      documentType: 'certificate-of-insurance',
      minAmount: '100000',
      coverageMinimums: [
        { type: 'general_liability', min_limit: 5_000_000 },
        { type: 'auto_liability', min_limit: 1_000_000 },
      ],
      additionalInsuredRequired: true,
    });
    const [older] = await app.db
      .insert(insuranceCertificates)
      .values({ companyId: home.company.id, vendorCompanyId: vendor.company.id, insurer: 'Old Insurer', effectiveDate: inDays(-400), expiryDate: inDays(20) })
      .returning();
    const task = await coi();
    const uploaded = await submitCoi(vendorManager, task.id, COI_FIELDS);
    expect(uploaded.statusCode).toBe(200);
    const problems = [COI_MESSAGES.belowMinimum('General Liability', '$5,000,000'), COI_MESSAGES.coverageMissing('Automobile Liability')];
    expect(uploaded.json().data.files[0].insurance).toMatchObject({ insurer: 'Acme Mutual', requirement_problems: problems });

    const refused = await manager.post(v1(`tasks/${task.id}/approve`), {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: A.coiRequirementNotMet, errors: { insurance: problems } });
    expect(await statusOf(task.id)).toBe('pending_approval');
    expect(await app.db.select().from(insuranceCertificates).where(eq(insuranceCertificates.taskId, task.id))).toEqual([]);

    const approved = await manager.post(v1(`tasks/${task.id}/approve`), { override: true });
    expect(approved.json().data.status).toBe('completed');
    const [certificate] = await app.db.select().from(insuranceCertificates).where(eq(insuranceCertificates.taskId, task.id));
    expect(certificate).toMatchObject({
      companyId: home.company.id,
      vendorCompanyId: vendor.company.id,
      insurer: 'Acme Mutual',
      additionalInsured: true,
      effectiveDate: COI_FIELDS.effective_date,
      expiryDate: COI_FIELDS.expiry_date,
      supersededAt: null,
      coverages: COI_FIELDS.coverages,
    });
    expect(certificate.fileId).toBe((await filesOf(task.id))[0].id);
    const [old] = await app.db.select().from(insuranceCertificates).where(eq(insuranceCertificates.id, older.id));
    expect(old.supersededAt).toBeInstanceOf(Date);
    const [event] = await app.db.select().from(taskEvents).where(and(eq(taskEvents.taskId, task.id), eq(taskEvents.action, 'approve')));
    expect(event.details).toMatchObject({ override: true, requirement_problems: problems, from: 'pending_approval', to: 'completed' });
  });

  test('a certificate that meets the requirement is approved at once; an expired one never is', async () => {
    const good = await coi();
    await submitCoi(vendorManager, good.id, COI_FIELDS);
    expect((await manager.post(v1(`tasks/${good.id}/approve`), {})).json().data.status).toBe('completed');

    const expired = await coi();
    await submitCoi(vendorManager, expired.id, { ...COI_FIELDS, effective_date: inDays(-400), expiry_date: inDays(-1) });
    const res = await manager.post(v1(`tasks/${expired.id}/approve`), { override: true });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: A.coiExpired, errors: { insurance: [COI_MESSAGES.expired] } });
    expect((await manager.post(v1(`tasks/${expired.id}/reject`), { reason: 'Expired' })).json().data.status).toBe('pending_submission');
  });

  test('findCoiRequirement: the task own requirement template first, else the company templates whose conditions hold, merged', async () => {
    const base = { companyId: home.company.id, documentType: 'certificate-of-insurance' };
    const [small] = await app.db
      .insert(requirementTemplates)
      .values({ ...base, name: 'Small', maxAmount: '100000', coverageMinimums: [{ type: 'general_liability', min_limit: 1 }] })
      .returning();
    await app.db.insert(requirementTemplates).values([
      { ...base, name: 'Large', minAmount: '100000', coverageMinimums: [{ type: 'general_liability', min_limit: 3_000_000 }] },
      { ...base, name: 'Subs', vendorCompanyType: 'sub_contractor', coverageMinimums: [{ type: 'general_liability', min_limit: 2_000_000 }, { type: 'umbrella', min_limit: 5 }], additionalInsuredRequired: true },
      { ...base, name: 'GCs only', vendorCompanyType: 'general_contractor', coverageMinimums: [{ type: 'professional_liability', min_limit: 9 }] },
      { ...base, name: 'Inactive', active: false, coverageMinimums: [{ type: 'auto_liability', min_limit: 9 }] },
      { ...base, name: 'Not a COI', documentType: 'document-request' },
    ]);
    const task = await coi();
    const merged = await findCoiRequirement(app.db, task);
    expect(merged).toMatchObject({
      coverage_minimums: expect.arrayContaining([
        { type: 'general_liability', min_limit: 3_000_000 },
        { type: 'umbrella', min_limit: 5 },
      ]),
      additional_insured_required: true,
    });
    expect(merged!.coverage_minimums).toHaveLength(2);
    expect(await findCoiRequirement(app.db, { ...task, requirementTemplateId: small.id })).toMatchObject({ coverage_minimums: [{ type: 'general_liability', min_limit: 1 }], additional_insured_required: false, template_ids: [small.id] });
    // Without a scope, only templates without an amount bound apply.
    expect((await findCoiRequirement(app.db, { ...task, scopeId: null }))!.template_ids).toHaveLength(1);
    // Another company's template is not the task's.
    expect(await findCoiRequirement(app.db, { ...task, companyId: other.company.id })).toBeNull();
  });
});

describe('an acknowledgement', () => {
  test('the external assignee acknowledges: completed, who and when on the timeline, the sender told', async () => {
    const task = await insertTask({ type: 'acknowledgement', status: 'pending_acknowledgement', name: 'Site rules' });
    expect((await vendorManager.post(v1(`tasks/${task.id}/acknowledge`), {})).json().errors).toEqual({ confirm: [M.required] });
    expect((await manager.post(v1(`tasks/${task.id}/acknowledge`), { confirm: true })).statusCode).toBe(403);
    const res = await vendorManager.post(v1(`tasks/${task.id}/acknowledge`), { confirm: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: T.acknowledged, data: { status: 'completed' } });
    const [event] = await app.db.select().from(taskEvents).where(and(eq(taskEvents.taskId, task.id), eq(taskEvents.action, 'acknowledge')));
    expect(event).toMatchObject({ userId: vendor.users.sub_manager!.id, details: { from: 'pending_acknowledgement', to: 'completed' } });
    expect(event.createdAt).toBeInstanceOf(Date);
    await deliver();
    expect((await notificationsOf(home.users.general_manager!.id)).some((n) => n.title === T.completedTitle && n.body.includes('Site rules'))).toBe(true);
    expect((await vendorManager.post(v1(`tasks/${task.id}/acknowledge`), { confirm: true })).json()).toMatchObject({ message: T.transition });
  });

  test('is not a document request: submitting on it is refused by its status', async () => {
    const task = await insertTask({ type: 'acknowledgement', status: 'pending_acknowledgement' });
    expect((await submit(vendorManager, task.id, [pdf('a.pdf')])).statusCode).toBe(422);
  });
});

describe('the SF 1413 form', () => {
  const FORM = {
    subcontract_number: 'SC-42',
    subcontract_amount: 125000.5,
    subcontractor_name: 'Actions Vendor',
    subcontractor_address: '1 Main St, Springfield',
    work_description: 'Electrical rough-in',
    certified: true,
  };
  test('the vendor fills it: kept on the task, which waits for the external signature', async () => {
    const task = await insertTask({ type: 'sf-1413', name: 'SF 1413', externalSignerId: vendor.users.sub_owner!.id });
    const bad = await vendorManager.post(v1(`tasks/${task.id}/form`), { ...FORM, subcontract_number: '', subcontract_amount: 'lots', certified: false });
    expect(bad.json().errors).toEqual({ subcontract_number: [M.required], subcontract_amount: [M.number], certified: [M.required] });
    expect((await manager.post(v1(`tasks/${task.id}/form`), FORM)).statusCode).toBe(403);
    const res = await vendorManager.post(v1(`tasks/${task.id}/form`), FORM);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: T.formSubmitted, data: { status: 'pending_external_signature', form: FORM } });
    expect((await vendorManager.post(v1(`tasks/${task.id}/form`), FORM)).statusCode).toBe(422);
    await deliver();
    expect((await notificationsOf(vendor.users.sub_owner!.id)).some((n) => n.title === T.signaturePendingTitle && n.body.includes('SF 1413'))).toBe(true);
  });

  test('a document request has no form', async () => {
    const task = await insertTask();
    expect((await vendorManager.post(v1(`tasks/${task.id}/form`), FORM)).json()).toMatchObject({ message: T.transition });
  });
});

describe('downloads', () => {
  test('a file of the task, as an attachment with a safe name, for both sides; a file of another task is a 404', async () => {
    const task = await insertTask();
    await submit(vendorManager, task.id, [{ name: 'Plan; final #2.pdf', content: '%PDF-1.4 plan' }]);
    const [file] = await filesOf(task.id);
    for (const c of [vendorManager, manager, viewOnly]) {
      const res = await c.get(v1(`tasks/${task.id}/files/${file.id}`));
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('%PDF-1.4 plan');
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Plan_ final _2.pdf"/);
    }
    const another = await insertTask();
    expect((await manager.get(v1(`tasks/${another.id}/files/${file.id}`))).statusCode).toBe(404);
    expect((await manager.get(v1(`tasks/${task.id}/files/abc`))).statusCode).toBe(404);
  });

  test('the filled document as PDF; a task without a document is a 404', async () => {
    const body: TemplateDocument = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Safety rules for the site' }] }] };
    const task = await insertTask({ type: 'acknowledgement', status: 'pending_acknowledgement', name: 'Site rules', body, html: '<p>Safety rules for the site</p>' });
    const res = await vendorManager.get(v1(`tasks/${task.id}/document`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Site rules.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await manager.get(v1(`tasks/${(await insertTask()).id}/document`))).statusCode).toBe(404);
  });
});

describe('two decisions at once', () => {
  test('two approvals of one submission: one wins, the other is refused, one approval on the timeline', async () => {
    const task = await insertTask();
    await submit(vendorManager, task.id, [pdf('a.pdf')]);
    const answers = await Promise.all([manager.post(v1(`tasks/${task.id}/approve`), {}), owner.post(v1(`tasks/${task.id}/approve`), {})]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect((await eventsOf(task.id)).filter((a) => a === 'approve')).toHaveLength(1);
    expect(await statusOf(task.id)).toBe('completed');
  });

  test('an approval and a rejection at once: one wins', async () => {
    const task = await insertTask({ type: 'certificate-of-insurance' });
    await submit(vendorManager, task.id, [pdf('coi.pdf')], { insurance: JSON.stringify(COI_FIELDS) });
    const answers = await Promise.all([manager.post(v1(`tasks/${task.id}/approve`), {}), owner.post(v1(`tasks/${task.id}/reject`), { reason: 'No' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const certificates = await app.db.select().from(insuranceCertificates).where(eq(insuranceCertificates.taskId, task.id));
    expect(certificates).toHaveLength((await statusOf(task.id)) === 'completed' ? 1 : 0);
  });
});
