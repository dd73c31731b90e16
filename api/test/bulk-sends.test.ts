// Bulk send (issue 15): one template to many vendors or scopes. Rows validated together with their
// per-row problems (nothing stored until all are valid), a thousand rows at once, every row's
// preview, sending as jobs with progress, a partial failure reported row by row, a retry that sends
// only the failed rows, nothing sent twice when a job runs again (as after kill -9), the sheet
// (template download, CSV and XLSX upload), and the gates (plan, permission, feature, tenant).
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { BULK_SEND_MESSAGES as B, ERROR_MESSAGES, VALIDATION_MESSAGES as M } from 'shared-contract';
import { bulkSendRows, bulkSends, companies, companyFeatures, companyNetwork, jobs, mergeFields, notifications, projects, scopes, tasks, templates, userArchives, users } from '../src/db/schema';
import { sendRows } from '../src/modules/bulk-sends';
import { writeSpreadsheet } from '../src/lib/spreadsheet';
import type { TestClient } from './helpers/client';
import { createCompanyWithUsers } from './helpers/fixtures';
import { signInFrom } from './helpers/sign-in';
import { doc, mergeField, paragraph, text } from './helpers/template-documents';
import { createTestApp } from './helpers/test-app';

type Fixture = Awaited<ReturnType<typeof createCompanyWithUsers>>;
let app: FastifyInstance;
let home: Fixture;
let vendorA: Fixture;
let vendorB: Fixture;
let other: Fixture;
let subCompany: Fixture;
let owner: TestClient;
let viewOnly: TestClient;
let outsider: TestClient;
let subOwner: TestClient;
let projectId: number;
let templateId: number;
let scopeAId: number;
let scopeBId: number;
let manyVendorIds: number[] = [];

const signIn = signInFrom(() => app, '10.62.0');
const v1 = (path: string) => `/api/v1/${path}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Bulk Home' });
  vendorA = await createCompanyWithUsers(app, { name: 'Bulk Vendor A', type: 'sub_contractor' });
  vendorB = await createCompanyWithUsers(app, { name: 'Bulk Vendor B', type: 'sub_contractor' });
  other = await createCompanyWithUsers(app, { name: 'Bulk Other' });
  subCompany = await createCompanyWithUsers(app, { name: 'Bulk Sub', type: 'sub_contractor' });
  await app.db.insert(companyNetwork).values([
    { companyId: home.company.id, partnerCompanyId: vendorA.company.id },
    { companyId: home.company.id, partnerCompanyId: vendorB.company.id },
  ]);
  const [project] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Bulk Tower', stage: 'Bidding' }).returning();
  projectId = project.id;
  const [scopeA] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId, vendorCompanyId: vendorA.company.id, name: 'Electrical', status: 'sent', amount: '120000' }).returning();
  const [scopeB] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId, vendorCompanyId: vendorB.company.id, name: 'Plumbing', status: 'sent', amount: '80000' }).returning();
  scopeAId = scopeA.id;
  scopeBId = scopeB.id;
  await app.db.insert(mergeFields).values({ companyId: home.company.id, name: 'contract_value', type: 'currency', description: 'The contract value', defaultValue: '' });
  const body = doc(paragraph(text('Subcontract between '), mergeField('company.name'), text(' and '), mergeField('vendor.name'), text(' on '), mergeField('project.name'), text(' for '), mergeField('contract_value')));
  const [template] = await app.db.insert(templates).values({ companyId: home.company.id, name: 'Bulk Subcontract', type: 'contract', body, html: '<p>Subcontract</p>' }).returning();
  templateId = template.id;
  owner = await signIn(home.email('general_owner'));
  viewOnly = await signIn(home.email('general_view_only'));
  outsider = await signIn(other.email('general_owner'));
  subOwner = await signIn(subCompany.email('sub_owner'));
}, 120_000);
afterAll(async () => {
  await app.close();
});

/** Runs the queued jobs (the bulk send's rows, notifications, mail) until none is due. */
async function runJobs() {
  while ((await app.jobs.runDue()) > 0);
}

const settings = (extra: Record<string, unknown> = {}) => ({
  template_id: templateId,
  target: 'vendor',
  project_id: projectId,
  due_date: inDays(14),
  priority: 'high',
  internal_assignee_id: home.users.general_manager!.id,
  ...extra,
});
const validate = (client: TestClient, rows: unknown[], extra: Record<string, unknown> = {}) => client.post(v1('task/bulk-send/validate'), { ...settings(extra), rows });
/** The bulk send's tasks in the order of its rows (rows are sent several at a time, so task ids need not follow them). */
const tasksOf = async (bulkSendId: number) =>
  (
    await app.db
      .select({ task: tasks })
      .from(tasks)
      .innerJoin(bulkSendRows, eq(bulkSendRows.taskId, tasks.id))
      .where(eq(tasks.bulkSendId, bulkSendId))
      .orderBy(bulkSendRows.rowIndex)
  ).map((r) => r.task);
const progress = async (id: number) => (await owner.get(v1(`task/bulk-send/${id}`))).json().data;

/** Validates and stores a bulk send of these rows; its id. */
async function storedBulkSend(rows: unknown[], extra: Record<string, unknown> = {}): Promise<number> {
  const response = await validate(owner, rows, extra);
  expect(response.statusCode).toBe(200);
  const body = response.json().data;
  expect(body.problems).toEqual([]);
  return body.bulk_send.id;
}

describe('validate', () => {
  it('answers every row problem at once and stores nothing while one row is invalid', async () => {
    const before = await app.db.select({ n: sql<number>`count(*)::int` }).from(bulkSends);
    const response = await validate(owner, [
      { vendor_company_id: vendorA.company.id, merge_values: { contract_value: '125000' } },
      { vendor_company_id: other.company.id, merge_values: { contract_value: '1' } },
      { vendor_company_id: vendorA.company.id, merge_values: { contract_value: '2' } },
      { vendor_company_id: vendorB.company.id, merge_values: {} },
      { vendor_company_id: vendorB.company.id, merge_values: { contract_value: 'a lot' } },
      { merge_values: { contract_value: '3' } },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json().data;
    expect(body.valid).toBe(false);
    expect(body.bulk_send).toBeNull();
    expect(body.message).toBe(B.invalid(5));
    expect(body.problems).toEqual([
      { row: 1, errors: { vendor_company_id: B.vendorNotInNetwork } },
      { row: 2, errors: { vendor_company_id: B.duplicateTarget } },
      { row: 3, errors: { merge_values: B.mergeFieldsMissing('contract_value') } },
      { row: 4, errors: { vendor_company_id: B.duplicateTarget, 'merge_values.contract_value': M.number } },
      { row: 5, errors: { vendor_company_id: B.vendorRequired } },
    ]);
    const after = await app.db.select({ n: sql<number>`count(*)::int` }).from(bulkSends);
    expect(after[0].n).toBe(before[0].n);
  });

  it('checks the shared settings as fields (422) and the template as the company’s (404)', async () => {
    const noProject = await validate(owner, [{ vendor_company_id: vendorA.company.id, merge_values: { contract_value: '1' } }], { project_id: null });
    expect(noProject.statusCode).toBe(422);
    expect(noProject.json().errors).toEqual({ project_id: [B.projectRequired] });
    const badSchedule = await validate(owner, [{ vendor_company_id: vendorA.company.id }], { due_date: '', internal_assignee_id: vendorA.users.sub_owner!.id });
    expect(badSchedule.statusCode).toBe(422);
    expect(badSchedule.json().errors.due_date).toEqual([M.required]);
    const strangerAssignee = await validate(owner, [{ vendor_company_id: vendorA.company.id }], { internal_assignee_id: vendorA.users.sub_owner!.id });
    expect(strangerAssignee.json().errors).toEqual({ internal_assignee_id: [B.assigneeNotInCompany] });
    const noRows = await owner.post(v1('task/bulk-send/validate'), { ...settings(), rows: [] });
    expect(noRows.statusCode).toBe(422);
    expect(noRows.json().errors.rows).toEqual([M.required]);
    const [foreign] = await app.db.insert(templates).values({ companyId: other.company.id, name: 'Other contract', type: 'contract', body: doc(paragraph(text('x'))), html: '<p>x</p>' }).returning();
    expect((await validate(owner, [{ vendor_company_id: vendorA.company.id }], { template_id: foreign.id })).statusCode).toBe(404);
  });

  it('sends to scopes: each row takes its scope’s project and vendor, and a scope of another company is refused', async () => {
    const [foreignProject] = await app.db.insert(projects).values({ companyId: other.company.id, name: 'Other Tower', stage: 'Bidding' }).returning();
    const [foreignScope] = await app.db.insert(scopes).values({ companyId: other.company.id, projectId: foreignProject.id, vendorCompanyId: vendorA.company.id, name: 'Theirs', status: 'sent' }).returning();
    const response = await validate(
      owner,
      [
        { scope_id: scopeAId, merge_values: { contract_value: '10' } },
        { scope_id: foreignScope.id, merge_values: { contract_value: '10' } },
      ],
      { target: 'scope', project_id: null },
    );
    expect(response.json().data.problems).toEqual([{ row: 1, errors: { scope_id: B.scopeNotFound } }]);
    const id = await storedBulkSend([{ scope_id: scopeAId, merge_values: { contract_value: '10' } }, { scope_id: scopeBId, merge_values: { contract_value: '20' } }], { target: 'scope', project_id: null });
    const rows = (await owner.get(v1(`task/bulk-send/${id}/rows`))).json();
    expect(rows.data.map((r: { scope_name: string; vendor_name: string; project_name: string }) => [r.scope_name, r.vendor_name, r.project_name])).toEqual([
      ['Electrical', 'Bulk Vendor A', 'Bulk Tower'],
      ['Plumbing', 'Bulk Vendor B', 'Bulk Tower'],
    ]);
    expect((await owner.post(v1(`task/bulk-send/${id}/send`))).statusCode).toBe(202);
    await runJobs();
    const created = await tasksOf(id);
    expect(created.map((t) => [t.scopeId, t.vendorCompanyId, t.projectId])).toEqual([
      [scopeAId, vendorA.company.id, projectId],
      [scopeBId, vendorB.company.id, projectId],
    ]);
  });
});

describe('send', () => {
  it('previews each row, sends every row as a task in the background with progress, and refuses a second send', async () => {
    const id = await storedBulkSend([
      { vendor_company_id: vendorA.company.id, merge_values: { contract_value: '125000' } },
      { vendor_company_id: vendorB.company.id, merge_values: { contract_value: '98000.50' } },
    ]);
    expect(await progress(id)).toMatchObject({ status: 'validated', total: 2, pending: 2, sent: 0, failed: 0, template_name: 'Bulk Subcontract' });
    const page = (await owner.get(v1(`task/bulk-send/${id}/rows`))).json();
    expect(page.total).toBe(2);
    const [first] = page.data;
    expect(first).toMatchObject({ row_index: 0, vendor_name: 'Bulk Vendor A', project_name: 'Bulk Tower', status: 'pending', merge_values: { contract_value: '125000' }, task_id: null });
    const preview = await owner.get(first.preview_url);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const sent = await owner.post(v1(`task/bulk-send/${id}/send`));
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ message: B.queued(2), data: { status: 'sending', pending: 2 } });
    expect((await owner.post(v1(`task/bulk-send/${id}/send`))).json()).toMatchObject({ message: B.alreadySent });
    await runJobs();
    expect(await progress(id)).toMatchObject({ status: 'done', total: 2, pending: 0, sent: 2, failed: 0 });
    const created = await tasksOf(id);
    // The project has no contract approval workflow: each contract goes out for the vendor's signature.
    expect(created.map((t) => [t.vendorCompanyId, t.type, t.priority, t.name, t.status, t.sentAt !== null])).toEqual([
      [vendorA.company.id, 'contract', 'high', 'Bulk Subcontract', 'pending_external_signature', true],
      [vendorB.company.id, 'contract', 'high', 'Bulk Subcontract', 'pending_external_signature', true],
    ]);
    const vendorNotes = await app.db.select().from(notifications).where(eq(notifications.userId, vendorA.users.sub_owner!.id));
    expect(vendorNotes.length).toBeGreaterThan(0);
    expect(created[0].html).toContain('Bulk Vendor A');
    expect(created[0].html).toContain('Bulk Home');
    expect(created[1].html).toContain('Bulk Vendor B');
    // The vendor's own owner is the task's external assignee: it sees the task as the vendor.
    expect(created[0].externalAssigneeId).toBe(vendorA.users.sub_owner!.id);
    const sentRows = (await owner.get(v1(`task/bulk-send/${id}/rows`))).json().data;
    expect(sentRows.map((r: { status: string; task_id: number; task_number: string }) => [r.status, r.task_id, r.task_number])).toEqual([
      ['sent', created[0].id, created[0].number],
      ['sent', created[1].id, created[1].number],
    ]);
    expect((await owner.post(v1(`task/bulk-send/${id}/retry`))).json().message).toBe(B.nothingToRetry);
  });

  it('reports a partial failure row by row and a retry sends only the failed rows', async () => {
    const id = await storedBulkSend([
      { vendor_company_id: vendorA.company.id, merge_values: { contract_value: '1000' } },
      { vendor_company_id: vendorB.company.id, merge_values: { contract_value: '2000' } },
    ]);
    // Between validation and sending, vendor B's people all leave: its row cannot be assigned.
    const vendorBUsers = Object.values(vendorB.users).map((u) => u!.id);
    await app.db.insert(userArchives).values(vendorBUsers.map((userId) => ({ userId })));
    await owner.post(v1(`task/bulk-send/${id}/send`));
    await runJobs();
    expect(await progress(id)).toMatchObject({ status: 'partial', sent: 1, failed: 1, pending: 0 });
    const failed = (await owner.get(v1(`task/bulk-send/${id}/rows`), { query: { status: 'failed' } })).json();
    expect(failed.total).toBe(1);
    expect(failed.data[0]).toMatchObject({ vendor_name: 'Bulk Vendor B', status: 'failed', error: B.vendorWithoutUsers, task_id: null });
    expect((await tasksOf(id)).map((t) => t.vendorCompanyId)).toEqual([vendorA.company.id]);

    await app.db.delete(userArchives).where(inArray(userArchives.userId, vendorBUsers));
    const retried = await owner.post(v1(`task/bulk-send/${id}/retry`));
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toMatchObject({ message: B.retried(1), data: { status: 'sending', pending: 1, sent: 1 } });
    await runJobs();
    expect(await progress(id)).toMatchObject({ status: 'done', sent: 2, failed: 0 });
    expect((await tasksOf(id)).map((t) => t.vendorCompanyId)).toEqual([vendorA.company.id, vendorB.company.id]);
  });

  it('sends nothing twice when a job runs again after its rows were sent (a restart after kill -9)', async () => {
    const id = await storedBulkSend([
      { vendor_company_id: vendorA.company.id, merge_values: { contract_value: '1' } },
      { vendor_company_id: vendorB.company.id, merge_values: { contract_value: '2' } },
    ]);
    await owner.post(v1(`task/bulk-send/${id}/send`));
    const [job] = await app.db.select().from(jobs).where(and(eq(jobs.kind, 'bulk-send.rows'), sql`${jobs.payload}->>'bulk_send_id' = ${String(id)}`));
    const rowIds = job.payload.row_ids as number[];
    // The job's work done once, then its whole payload run again, and again concurrently.
    expect(await sendRows(app, id, rowIds)).toEqual({ sent: 2, failed: 0, skipped: 0 });
    expect(await sendRows(app, id, rowIds)).toEqual({ sent: 0, failed: 0, skipped: 2 });
    await runJobs();
    await Promise.all([sendRows(app, id, rowIds), sendRows(app, id, rowIds)]);
    expect(await tasksOf(id)).toHaveLength(2);
    expect(await progress(id)).toMatchObject({ status: 'done', sent: 2 });
  });

  // A thousand rows end to end on PostgreSQL (the production path; bench/bulk-send.mjs times it);
  // on the embedded database, which runs every query on this one thread, a hundred say the same.
  const manyCount = process.env.TEST_DATABASE_URL ? 1000 : 100;
  it(`validates and sends ${manyCount} rows at once`, async () => {
    const count = manyCount;
    const made = await app.db
      .insert(companies)
      .values(Array.from({ length: count }, (_, i) => ({ name: `Bulk Many ${String(i).padStart(4, '0')}`, type: 'sub_contractor', plan: 'sub' })))
      .returning({ id: companies.id });
    manyVendorIds = made.map((c) => c.id);
    const [{ passwordHash }] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, vendorA.users.sub_owner!.id));
    await app.db.insert(users).values(manyVendorIds.map((companyId, i) => ({ companyId, role: 'sub_owner', email: `many${i}@bulk-many.test`, firstName: 'Many', lastName: String(i), passwordHash })));
    await app.db.insert(companyNetwork).values(manyVendorIds.map((partnerCompanyId) => ({ companyId: home.company.id, partnerCompanyId })));

    const started = Date.now();
    const response = await validate(
      owner,
      manyVendorIds.map((vendor_company_id, i) => ({ vendor_company_id, merge_values: { contract_value: String(1000 + i) } })),
    );
    const validateMs = Date.now() - started;
    expect(response.statusCode).toBe(200);
    const { bulk_send: bulk, problems } = response.json().data;
    expect(problems).toEqual([]);
    expect(bulk).toMatchObject({ total: count, pending: count });
    expect(validateMs).toBeLessThan(15_000);
    const lastPage = Math.ceil(count / 50);
    const pages = (await owner.get(v1(`task/bulk-send/${bulk.id}/rows`), { query: { page: lastPage, per_page: 50 } })).json();
    expect(pages).toMatchObject({ total: count, current_page: lastPage, last_page: lastPage });
    expect(pages.data.at(-1).row_index).toBe(count - 1);

    expect((await owner.post(v1(`task/bulk-send/${bulk.id}/send`))).statusCode).toBe(202);
    const queued = await app.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(and(eq(jobs.kind, 'bulk-send.rows'), sql`${jobs.payload}->>'bulk_send_id' = ${String(bulk.id)}`));
    expect(queued[0].n).toBe(count / 25);
    // The rows' jobs, each as the runner runs it (the tasks' notifications stay queued: their
    // delivery is the notifications' tests', and a thousand of them would only slow this one).
    const rowJobs = await app.db.select().from(jobs).where(and(eq(jobs.kind, 'bulk-send.rows'), sql`${jobs.payload}->>'bulk_send_id' = ${String(bulk.id)}`));
    for (const job of rowJobs) await sendRows(app, bulk.id, job.payload.row_ids as number[]);
    await app.db.delete(jobs).where(inArray(jobs.id, rowJobs.map((j) => j.id)));
    expect(await progress(bulk.id)).toMatchObject({ status: 'done', sent: count, failed: 0, pending: 0 });
    const created = await app.db.select({ n: sql<number>`count(distinct ${tasks.vendorCompanyId})::int` }).from(tasks).where(eq(tasks.bulkSendId, bulk.id));
    expect(created[0].n).toBe(count);
  }, 600_000);
});

describe('targets, merge fields and the sheet', () => {
  it('lists the network’s vendors and the active projects’ scopes', async () => {
    const vendors = (await owner.get(v1('task/bulk-send/targets'), { query: { kind: 'vendor', search: 'Bulk Vendor' } })).json().data;
    expect(vendors.map((v: { name: string }) => v.name)).toEqual(['Bulk Vendor A', 'Bulk Vendor B']);
    const found = (await owner.get(v1('task/bulk-send/targets'), { query: { kind: 'scope', search: 'plumb' } })).json().data;
    expect(found).toEqual([{ kind: 'scope', id: scopeBId, name: 'Plumbing', vendor_company_id: vendorB.company.id, vendor_name: 'Bulk Vendor B', project_id: projectId, project_name: 'Bulk Tower' }]);
    expect((await outsider.get(v1('task/bulk-send/targets'), { query: { kind: 'vendor', search: 'Bulk Vendor' } })).json().data).toEqual([]);
  });

  it('tells which merge fields the data fills and which each row fills', async () => {
    const fields = (await owner.get(v1('task/bulk-send/merge-fields'), { query: { template_id: templateId, target: 'vendor', project_id: projectId } })).json().data;
    expect(fields.map((f: { name: string; from_data: boolean }) => [f.name, f.from_data])).toEqual([
      ['company.name', true],
      ['vendor.name', true],
      ['project.name', true],
      ['contract_value', false],
    ]);
    expect((await outsider.get(v1('task/bulk-send/merge-fields'), { query: { template_id: templateId } })).statusCode).toBe(404);
  });

  it('downloads the sheet template and reads a filled CSV or XLSX back into rows', async () => {
    const csv = await owner.get(v1('task/bulk-send/sheet'), { query: { template_id: templateId, target: 'vendor' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.replace(/^\uFEFF/, '').trim()).toBe('vendor_id,vendor_name,contract_value');
    const xlsx = await owner.get(v1('task/bulk-send/sheet'), { query: { template_id: templateId, target: 'scope', format: 'xlsx' } });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const upload = (name: string, content: Buffer) => {
      const boundary = '----bulk-sheet';
      const rawBody = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return owner.request('POST', v1('task/bulk-send/sheet'), { body: rawBody, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    };
    const read = await upload('rows.csv', Buffer.from(`vendor_id,vendor_name,contract_value\r\n${vendorA.company.id},A,"1,500"\r\n${vendorB.company.id},B,2500\r\n`));
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({
      target: 'vendor',
      rows: [
        { vendor_company_id: vendorA.company.id, scope_id: null, merge_values: { contract_value: '1,500' } },
        { vendor_company_id: vendorB.company.id, scope_id: null, merge_values: { contract_value: '2500' } },
      ],
    });
    const sheet = await writeSpreadsheet('xlsx', 'Rows', [{ header: 'scope_id', value: (r: number[]) => r[0] }, { header: 'contract_value', value: (r: number[]) => r[1] }], [[scopeAId, 700]]);
    const fromXlsx = await upload('rows.xlsx', sheet);
    expect(fromXlsx.json().data).toEqual({ target: 'scope', rows: [{ vendor_company_id: null, scope_id: scopeAId, merge_values: { contract_value: '700' } }] });
    expect((await upload('rows.txt', Buffer.from('vendor_id\n1'))).json().errors).toEqual({ file: [B.sheetType] });
    expect((await upload('rows.csv', Buffer.from('name,contract_value\nx,1\n'))).json().errors).toEqual({ file: [B.sheetTargetColumn] });
    expect((await upload('rows.csv', Buffer.from('vendor_id,contract_value\n'))).json().errors).toEqual({ file: [B.sheetEmpty] });
    expect((await upload('rows.csv', Buffer.from('vendor_id\nabc\n'))).json().errors).toEqual({ file: [B.sheetTargetId(2)] });
  });
});

describe('gates', () => {
  it('refuses the sub plan (reason plan), a user without task create (permission) and a company with bulk send off (feature)', async () => {
    const plan = await subOwner.post(v1('task/bulk-send/validate'), { ...settings(), rows: [] });
    expect(plan.statusCode).toBe(403);
    expect(plan.json()).toMatchObject({ message: ERROR_MESSAGES.planRefused, reason: 'plan' });
    const permission = await viewOnly.get(v1('task/bulk-send/targets'), { query: { kind: 'vendor' } });
    expect(permission.statusCode).toBe(403);
    expect(permission.json().reason).toBe('permission');
    await app.db.update(companyFeatures).set({ enabled: false }).where(and(eq(companyFeatures.companyId, home.company.id), eq(companyFeatures.feature, 'bulk_send')));
    try {
      const feature = await owner.get(v1('task/bulk-send/targets'), { query: { kind: 'vendor' } });
      expect(feature.statusCode).toBe(403);
      expect(feature.json()).toMatchObject({ message: B.featureOff, reason: 'feature' });
    } finally {
      await app.db.update(companyFeatures).set({ enabled: true }).where(and(eq(companyFeatures.companyId, home.company.id), eq(companyFeatures.feature, 'bulk_send')));
    }
  });

  it('answers 404 for another company’s bulk send and its rows, and 401 to a guest', async () => {
    const id = await storedBulkSend([{ vendor_company_id: vendorA.company.id, merge_values: { contract_value: '5' } }]);
    const [row] = await app.db.select().from(bulkSendRows).where(eq(bulkSendRows.bulkSendId, id));
    for (const path of [`task/bulk-send/${id}`, `task/bulk-send/${id}/rows`, `task/bulk-send/${id}/rows/${row.id}/preview`]) expect((await outsider.get(v1(path))).statusCode).toBe(404);
    for (const path of [`task/bulk-send/${id}/send`, `task/bulk-send/${id}/retry`]) expect((await outsider.post(v1(path))).statusCode).toBe(404);
    expect((await owner.get(v1(`task/bulk-send/${id}/rows/999999999/preview`))).statusCode).toBe(404);
    const guest = await app.inject({ method: 'GET', url: v1(`task/bulk-send/${id}`) });
    expect(guest.statusCode).toBe(401);
    expect((await app.db.select().from(bulkSends).where(eq(bulkSends.id, id)))[0].status).toBe('validated');
  });
});
