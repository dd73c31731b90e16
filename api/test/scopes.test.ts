// Scopes (issue 9): list, create and update (multipart, POST ?_method=PUT), show, delete; attachments
// (10 MB, extensions), editors, approvals in step order with the reset rule of 000 section 4, rounds,
// check-permission; tenant, permission, plan and vendor (read-only) gates; odd input.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_MESSAGES, PROJECT_MESSAGES, SCOPE_MESSAGES as T, VALIDATION_MESSAGES as M, selected } from 'shared-contract';
import {
  approvalWorkflowApprovers,
  approvalWorkflowSteps,
  approvalWorkflows,
  chatMessages,
  companyNetwork,
  creationFormSections,
  customFields,
  entityCustomFieldValues,
  jobs,
  notifications,
  permissionGroups,
  projectActivity,
  projects,
  scopeApprovals,
  scopes,
  userArchives,
} from '../src/db/schema';
import { NOTIFICATION_JOB } from '../src/lib/notify';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

type Fixture = Awaited<ReturnType<typeof createCompanyWithUsers>>;
let app: FastifyInstance;
let home: Fixture;
let other: Fixture;
let vendor: Fixture;
let stranger: Fixture;
let subPlan: Fixture;
let owner: TestClient;
let admin: TestClient;
let manager: TestClient;
let viewer: TestClient;
let outsider: TestClient;
let vendorOwner: TestClient;
let subOwner: TestClient;
let guest: TestClient;
let projectId: number;
let plainProjectId: number;
let otherProjectId: number;
let ip = 0;

const client = async (email: string) => {
  const c = new TestClient(app, `10.40.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const v1 = (path: string) => `/api/v1/${path}`;

/** A multipart body as a browser sends it: text fields (lists as repeated `name[]`) and files. */
function multipart(fields: Record<string, string | number | (string | number)[]>, files: { field?: string; name: string; content: string | Buffer; type?: string }[] = []) {
  const boundary = '----scopes-test-boundary';
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const name = Array.isArray(value) ? `${key}[]` : key;
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
    }
  }
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'attachments[]'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/pdf'}\r\n\r\n`));
    parts.push(Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { rawBody: Buffer.concat(parts).toString('latin1'), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const send = (c: TestClient, method: 'POST', url: string, form: ReturnType<typeof multipart>) => c.request(method, url, { rawBody: form.rawBody, headers: form.headers });
const createScope = async (c: TestClient, fields: Record<string, string | number | (string | number)[]>, files?: Parameters<typeof multipart>[1]) =>
  send(c, 'POST', v1('scopes'), multipart({ project_id: projectId, name: 'Electrical', vendor_company_id: vendor.company.id, ...fields }, files));

async function scopeWorkflow(companyId: number, steps: number[][]) {
  const [flow] = await app.db.insert(approvalWorkflows).values({ companyId, kind: 'scope', name: `Flow ${Math.random()}` }).returning();
  for (const [i, userIds] of steps.entries()) {
    const [step] = await app.db.insert(approvalWorkflowSteps).values({ workflowId: flow.id, position: i + 1 }).returning();
    await app.db.insert(approvalWorkflowApprovers).values(userIds.map((userId) => ({ stepId: step.id, userId })));
  }
  return flow.id;
}

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Scopes Home' });
  other = await createCompanyWithUsers(app, { name: 'Scopes Other' });
  vendor = await createCompanyWithUsers(app, { name: 'Scopes Vendor', type: 'sub_contractor' });
  stranger = await createCompanyWithUsers(app, { name: 'Scopes Stranger', type: 'sub_contractor' });
  subPlan = await createCompanyWithUsers(app, { name: 'Scopes Sub Plan', plan: 'sub' });
  await app.db.insert(companyNetwork).values([
    { companyId: home.company.id, partnerCompanyId: vendor.company.id },
    { companyId: vendor.company.id, partnerCompanyId: home.company.id },
  ]);
  const workflowId = await scopeWorkflow(home.company.id, [[home.users.general_admin!.id], [home.users.general_manager!.id]]);
  [{ id: projectId }] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Scoped Tower', stage: 'Construction', scopeWorkflowId: workflowId }).returning();
  [{ id: plainProjectId }] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'No Workflow Hall', stage: 'Bidding' }).returning();
  [{ id: otherProjectId }] = await app.db.insert(projects).values({ companyId: other.company.id, name: 'Other Project', stage: 'Bidding' }).returning();
  owner = await client(home.email('general_owner'));
  admin = await client(home.email('general_admin'));
  manager = await client(home.email('general_manager'));
  viewer = await client(home.email('general_view_only'));
  outsider = await client(other.email('general_owner'));
  vendorOwner = await client(vendor.email('sub_owner'));
  subOwner = await client(subPlan.email('general_owner'));
  guest = new TestClient(app, '10.40.1.1');
  await guest.csrf();
});
afterAll(async () => {
  await app.close();
});

describe('creating a scope', () => {
  test('saves a drafting scope with editors and attachments; the vendor contact is the default assignee and signer', async () => {
    const res = await createScope(
      owner,
      { description: 'Wiring', amount: '1250.5', work_start_date: '2030-05-01', editor_ids: [home.users.general_manager!.id, home.users.general_collaborator!.id] },
      [{ name: 'plan.pdf', content: '%PDF-1.4 plan' }],
    );
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe(T.created);
    expect(data).toMatchObject({
      project_id: projectId,
      name: 'Electrical',
      description: 'Wiring',
      amount: '1250.50',
      work_start_date: '2030-05-01',
      status: 'drafting',
      status_label: 'Drafting',
      approval_state: 'none',
      is_external: false,
      vendor_company_id: vendor.company.id,
      vendor_company_name: 'Scopes Vendor',
      vendor_assignee: { id: vendor.users.sub_owner!.id },
      vendor_signer: { id: vendor.users.sub_owner!.id },
      can: { view: true, update: true, delete: true, chat: true },
    });
    expect(data.editors.map((e: { id: number }) => e.id).sort()).toEqual([home.users.general_manager!.id, home.users.general_collaborator!.id].sort());
    expect(data.attachments).toEqual([expect.objectContaining({ name: 'plan.pdf', size: 13, url: expect.stringMatching(/^\/api\/v1\/scope\/attachment\/\d+\/download$/) })]);
    const file = await owner.get(data.attachments[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 plan');
    const activity = await app.db.select().from(projectActivity).where(and(eq(projectActivity.projectId, projectId), eq(projectActivity.action, 'scope.created')));
    expect(activity).toHaveLength(1);
  });

  test('422 per field with the spec messages', async () => {
    const res = await send(owner, 'POST', v1('scopes'), multipart({ name: 'x'.repeat(256), amount: 'abc', work_start_date: '2030-02-30', vendor_company_id: '' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      project_id: [M.required],
      name: [M.strMax(255)],
      amount: [M.number],
      work_start_date: [M.date],
      vendor_company_id: [M.required],
    });
    const negative = await createScope(owner, { amount: -1, name: '' });
    expect(negative.json().errors).toMatchObject({ amount: [M.numMin(0)], name: [M.required] });
  });

  test('the vendor must be in the network; assignee, signer and editors must belong to it and to the company', async () => {
    const res = await createScope(owner, { vendor_company_id: stranger.company.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ vendor_company_id: [selected('vendor company')] });
    const people = await createScope(owner, { vendor_assignee_id: home.users.general_owner!.id, vendor_signer_id: 999999, editor_ids: [vendor.users.sub_owner!.id] });
    expect(people.json().errors).toEqual({ vendor_assignee_id: [selected('vendor assignee')], vendor_signer_id: [selected('vendor signer')], editor_ids: [selected('editor')] });
  });

  test('files: the 10 MB rule and the extensions', async () => {
    const exe = await createScope(owner, {}, [{ name: 'virus.exe', content: 'MZ' }]);
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors.attachments[0]).toMatch(/^Only files with the following extensions are allowed: \.pdf, /);
    const big = await createScope(owner, {}, [{ name: 'big.pdf', content: Buffer.alloc(10_000_001, 1) }]);
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ attachments: [M.uploadTooLarge] });
  });

  test("another company's project is a 404; the view-only user 403; the sub plan 403 plan; a guest 401", async () => {
    expect((await send(owner, 'POST', v1('scopes'), multipart({ project_id: otherProjectId, name: 'X', vendor_company_id: vendor.company.id }))).statusCode).toBe(404);
    const refused = await createScope(viewer, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().reason).toBe('permission');
    const plan = await createScope(subOwner, {});
    expect(plan.statusCode).toBe(403);
    expect(plan.json()).toMatchObject({ reason: 'plan', message: ERROR_MESSAGES.planRefused });
    expect((await createScope(guest, {})).statusCode).toBe(401);
  });

  test('odd input is a 422, never a 500', async () => {
    for (const body of [{ project_id: [1], name: ['a'], vendor_company_id: { a: 1 } }, { project_id: '1e400', name: 'a\u0000b', vendor_company_id: '99999999999999', editor_ids: 'x' }]) {
      const res = await owner.post(v1('scopes'), body);
      expect(res.statusCode).toBe(422);
    }
  });
});

test('vendor-options: the network companies with their active users and default assignee and signer, for projects.assign alone', async () => {
  const res = await owner.get(v1('scope/vendor-options'));
  expect(res.statusCode).toBe(200);
  const options = res.json().data;
  expect(options.map((o: { id: number }) => o.id)).toEqual([vendor.company.id]);
  const [option] = options;
  expect(option.name).toBe('Scopes Vendor');
  expect(option.users.map((u: { id: number }) => u.id).sort()).toEqual(Object.values(vendor.users).map((u) => u!.id).sort());
  expect(option.default_assignee_id).toBe(option.default_signer_id);
  expect(option.users.map((u: { id: number }) => u.id)).toContain(option.default_assignee_id);
  // projects.assign without companies.view or users.view still gets the vendors.
  const [group] = await app.db.select().from(permissionGroups).where(and(eq(permissionGroups.companyId, home.company.id), eq(permissionGroups.role, 'general_manager')));
  await app.db.update(permissionGroups).set({ permissions: group.permissions.filter((p) => !p.startsWith('companies.') && !p.startsWith('users.')) }).where(eq(permissionGroups.id, group.id));
  try {
    expect((await manager.get(v1('company/network'))).statusCode).toBe(403);
    expect((await manager.get(v1('scope/vendor-options'))).json().data).toEqual(options);
  } finally {
    await app.db.update(permissionGroups).set({ permissions: group.permissions }).where(eq(permissionGroups.id, group.id));
  }
  expect((await viewer.get(v1('scope/vendor-options'))).statusCode).toBe(403);
  expect((await subOwner.get(v1('scope/vendor-options'))).json().reason).toBe('plan');
  expect((await guest.get(v1('scope/vendor-options'))).statusCode).toBe(401);
  expect((await outsider.get(v1('scope/vendor-options'))).json().data).toEqual([]);
});

test("vendor-options: each vendor's default is its primary contact (first active owner, else first active user, else none), in queries that do not grow with the network", async () => {
  const countQueries = async () => {
    const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = jest.spyOn(client, 'query');
    try {
      const res = await owner.get(v1('scope/vendor-options'));
      expect(res.statusCode).toBe(200);
      return { count: spy.mock.calls.length, data: res.json().data as { id: number; default_assignee_id: number | null; default_signer_id: number | null }[] };
    } finally {
      spy.mockRestore();
    }
  };
  await countQueries(); // the caller's session is cached from here on
  const before = await countQueries();
  const extra = await Promise.all(['Scopes Vendor B', 'Scopes Vendor C', 'Scopes Vendor D'].map((name) => createCompanyWithUsers(app, { name, type: 'sub_contractor' })));
  await app.db.insert(companyNetwork).values(extra.map((v) => ({ companyId: home.company.id, partnerCompanyId: v.company.id })));
  // B's owner is archived: its next active user is the contact. C has no active user: no default.
  await app.db.insert(userArchives).values({ userId: extra[0].users.sub_owner!.id });
  await app.db.insert(userArchives).values(Object.values(extra[1].users).map((u) => ({ userId: u!.id })));
  try {
    const after = await countQueries();
    expect(after.count).toBe(before.count);
    const byId = new Map(after.data.map((o) => [o.id, o]));
    expect(byId.get(vendor.company.id)).toMatchObject({ default_assignee_id: vendor.users.sub_owner!.id, default_signer_id: vendor.users.sub_owner!.id });
    const firstActive = Math.min(...Object.values(extra[0].users).map((u) => u!.id).filter((id) => id !== extra[0].users.sub_owner!.id));
    expect(byId.get(extra[0].company.id)).toMatchObject({ default_assignee_id: firstActive, default_signer_id: firstActive });
    expect(byId.get(extra[1].company.id)).toMatchObject({ default_assignee_id: null, default_signer_id: null });
    expect(byId.get(extra[2].company.id)).toMatchObject({ default_assignee_id: extra[2].users.sub_owner!.id });
  } finally {
    await app.db.delete(companyNetwork).where(and(eq(companyNetwork.companyId, home.company.id), inArray(companyNetwork.partnerCompanyId, extra.map((v) => v.company.id))));
  }
});

describe('reading scopes', () => {
  let scopeId: number;
  beforeAll(async () => {
    scopeId = (await createScope(owner, { name: 'Concrete Pour' })).json().data.id;
  });

  test('the project list pages, searches, filters and sorts', async () => {
    const res = await viewer.get(v1('scopes'), { query: { project_id: projectId, search: 'concrete', sort_field: 'name', sort_direction: 'asc' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ current_page: 1, total: 1, data: [{ id: scopeId, name: 'Concrete Pour', can: { view: true, update: false, delete: false, chat: false } }] });
    const byStatus = await owner.get(v1('scopes'), { query: { project_id: projectId, status: ['sent'] } });
    expect(byStatus.json().total).toBe(0);
    const bad = await owner.get(v1('scopes'), { query: { project_id: projectId, status: ['nope'], sort_field: 'nope' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ sort_field: [selected('sort field')] });
    expect((await owner.get(v1('scopes'))).json().errors).toEqual({ project_id: [M.required] });
  });

  test("another company's project or scope is a 404", async () => {
    expect((await outsider.get(v1('scopes'), { query: { project_id: projectId } })).statusCode).toBe(404);
    expect((await outsider.get(v1(`scopes/${scopeId}`))).statusCode).toBe(404);
    expect((await outsider.get(v1('scope/attachment/list'), { query: { scope_id: scopeId } })).statusCode).toBe(404);
    expect((await outsider.get(v1('scope/approvals'), { query: { scope_id: scopeId } })).statusCode).toBe(404);
    expect((await outsider.get(v1('scope/check-permission'), { query: { project_id: projectId } })).statusCode).toBe(404);
    expect((await owner.get(v1('scopes/2147483648'))).statusCode).toBe(404);
  });

  test('the vendor sees its scopes read-only (an external project)', async () => {
    const list = await vendorOwner.get(v1('scopes'), { query: { project_id: projectId } });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.length).toBeGreaterThan(0);
    expect(list.json().data[0]).toMatchObject({ is_external: true, company_name: 'Scopes Home', can: { view: true, update: false, delete: false, chat: true } });
    expect((await vendorOwner.get(v1(`scopes/${scopeId}`))).statusCode).toBe(200);
    const perms = await vendorOwner.get(v1('scope/check-permission'), { query: { project_id: projectId } });
    expect(perms.json().data).toEqual({ view: true, create: false, update: false, delete: false, approve: false, chat: true });
    const update = await send(vendorOwner, 'POST', v1(`scopes/${scopeId}?_method=PUT`), multipart({ name: 'Mine', vendor_company_id: vendor.company.id }));
    expect(update.statusCode).toBe(403);
    expect((await vendorOwner.delete(v1(`scopes/${scopeId}`))).statusCode).toBe(403);
    // A vendor company is on the sub plan: its writes are refused there first.
    expect((await vendorOwner.post(v1(`scope/approvals/${scopeId}`))).statusCode).toBe(403);
    // A company that is not the vendor of any scope of the project does not see it.
    const strangerOwner = await client(stranger.email('sub_owner'));
    expect((await strangerOwner.get(v1('scopes'), { query: { project_id: projectId } })).statusCode).toBe(404);
  });

  test('a user of the company who is not on the project team sees its scopes as they see the project (list, show, attachments); the chat stays for its members (403)', async () => {
    const [teamless] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Teamless Annex', stage: 'Bidding' }).returning();
    const [scope] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId: teamless.id, vendorCompanyId: vendor.company.id, vendorAssigneeId: vendor.users.sub_owner!.id, name: 'Teamless scope' }).returning();
    // The manager is on no team and has no project-wide right beyond projects.view: the project is visible (000 section 6, DOMAIN.md 3).
    expect((await manager.get(`/api/v1/projects/${teamless.id}`)).statusCode).toBe(200);
    const list = await manager.get(v1('scopes'), { query: { project_id: teamless.id } });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([scope.id]);
    expect((await manager.get(v1(`scopes/${scope.id}`))).json().data).toMatchObject({ id: scope.id, name: 'Teamless scope' });
    expect((await manager.get(v1('scope/attachment/list'), { query: { scope_id: scope.id } })).statusCode).toBe(200);
    const chat = await manager.get(v1('message/show'), { query: { scope_id: scope.id, part: 1 } });
    expect(chat.statusCode).toBe(403);
    expect(chat.json().reason).toBe('permission');
    expect((await vendorOwner.get(v1('message/show'), { query: { scope_id: scope.id, part: 1 } })).statusCode).toBe(200);
    // Without projects.view neither the project nor its scopes.
    const [group] = await app.db.select().from(permissionGroups).where(and(eq(permissionGroups.companyId, home.company.id), eq(permissionGroups.role, 'general_manager')));
    await app.db.update(permissionGroups).set({ permissions: group.permissions.filter((p) => p !== 'projects.view') }).where(eq(permissionGroups.id, group.id));
    try {
      expect((await manager.get(`/api/v1/projects/${teamless.id}`)).statusCode).toBe(403);
      expect((await manager.get(v1('scopes'), { query: { project_id: teamless.id } })).statusCode).toBe(403);
      expect((await manager.get(v1(`scopes/${scope.id}`))).statusCode).toBe(403);
      expect((await manager.get(v1('message/show'), { query: { scope_id: scope.id, part: 1 } })).statusCode).toBe(403);
    } finally {
      await app.db.update(permissionGroups).set({ permissions: group.permissions }).where(eq(permissionGroups.id, group.id));
    }
  });

  test('a draft project is not an external project: its vendor sees neither the project nor its scopes, their files or chat (404) until the draft is finished', async () => {
    const [draft] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Draft Depot', stage: 'Bidding', isDraft: true, wizardStep: 3 }).returning();
    const [scope] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId: draft.id, vendorCompanyId: vendor.company.id, vendorAssigneeId: vendor.users.sub_owner!.id, name: 'Draft scope' }).returning();
    const attachment = await send(owner, 'POST', v1('scope/attachment/add'), multipart({ scope_id: scope.id }, [{ name: 'draft.pdf', content: '%PDF-1.4 draft' }]));
    expect(attachment.statusCode).toBe(200);
    const fileUrl = attachment.json().data[0].url as string;
    await app.db.insert(chatMessages).values({ scopeId: scope.id, companyId: home.company.id, userId: home.users.general_owner!.id, content: 'Drafting' });
    const vendorSees = async () => ({
      project: (await vendorOwner.get(`/api/v1/projects/${draft.id}`)).statusCode,
      list: (await vendorOwner.get(v1('scopes'), { query: { project_id: draft.id } })).statusCode,
      show: (await vendorOwner.get(v1(`scopes/${scope.id}`))).statusCode,
      permission: (await vendorOwner.get(v1('scope/check-permission'), { query: { project_id: draft.id } })).statusCode,
      files: (await vendorOwner.get(v1('scope/attachment/list'), { query: { scope_id: scope.id } })).statusCode,
      download: (await vendorOwner.get(fileUrl)).statusCode,
      chat: (await vendorOwner.get(v1('message/show'), { query: { scope_id: scope.id, part: 1 } })).statusCode,
      unread: ((await vendorOwner.get(v1('message/get-chat-data'), { query: { project_id: draft.id } })).json().data.unread_counts as { scope_id: number }[]).map((u) => u.scope_id),
    });
    expect(await vendorSees()).toEqual({ project: 404, list: 404, show: 404, permission: 404, files: 404, download: 404, chat: 404, unread: [] });
    // The owner sees its draft's scopes.
    expect((await owner.get(v1(`scopes/${scope.id}`))).statusCode).toBe(200);
    await app.db.update(projects).set({ isDraft: false }).where(eq(projects.id, draft.id));
    expect(await vendorSees()).toEqual({ project: 200, list: 200, show: 200, permission: 200, files: 200, download: 200, chat: 200, unread: [scope.id] });
  });

  test('check-permission answers the caller\'s flags', async () => {
    expect((await owner.get(v1('scope/check-permission'), { query: { project_id: projectId } })).json().data).toEqual({ view: true, create: true, update: true, delete: true, approve: true, chat: true });
    // general_view_only has view only: no chat (projects.communication).
    expect((await viewer.get(v1('scope/check-permission'), { query: { project_id: projectId } })).json().data).toEqual({ view: true, create: false, update: false, delete: false, approve: false, chat: false });
    expect((await owner.get(v1('scope/check-permission'))).json().errors).toEqual({ project_id: [M.required] });
  });

  test('get-editors lists the active employees with the scope editors selected', async () => {
    const withEditors = (await createScope(owner, { editor_ids: [home.users.general_admin!.id] })).json().data.id;
    const res = await owner.get(v1('scope/get-editors'), { query: { scope_id: withEditors } });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { id: number; selected: boolean }[];
    expect(rows.filter((r) => r.selected).map((r) => r.id)).toEqual([home.users.general_admin!.id]);
    expect(rows).toHaveLength(Object.keys(home.users).length);
    expect((await owner.get(v1('scope/get-editors'))).json().data.every((r: { selected: boolean }) => !r.selected)).toBe(true);
    expect((await outsider.get(v1('scope/get-editors'), { query: { scope_id: withEditors } })).statusCode).toBe(404);
  });

  test('approval-rounds are the scope workflows sorted by name', async () => {
    await app.db.insert(approvalWorkflows).values([
      { companyId: home.company.id, kind: 'scope', name: 'beta round' },
      { companyId: home.company.id, kind: 'scope', name: 'Alpha round' },
      { companyId: home.company.id, kind: 'contract', name: 'A contract flow' },
    ]);
    const res = await viewer.get(v1('scope/approval-rounds'));
    expect(res.statusCode).toBe(200);
    const names = (res.json().data as { name: string }[]).map((r) => r.name);
    expect(names.slice(0, 2)).toEqual(['Alpha round', 'beta round']);
    expect(names).not.toContain('A contract flow');
    expect(res.json().data.find((r: { steps: unknown[] }) => r.steps.length === 2).steps[0].approvers[0].id).toBe(home.users.general_admin!.id);
  });
});

describe('updating and deleting', () => {
  test('POST scopes/{id}?_method=PUT saves the form, replaces editors and adds files', async () => {
    const id = (await createScope(owner, { editor_ids: [home.users.general_admin!.id] })).json().data.id;
    const res = await send(
      manager,
      'POST',
      v1(`scopes/${id}?_method=PUT`),
      multipart({ name: 'Electrical rev 2', vendor_company_id: vendor.company.id, amount: '', editor_ids: [home.users.general_manager!.id] }, [{ name: 'rev2.png', content: 'png', type: 'image/png' }]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: T.updated, data: { name: 'Electrical rev 2', amount: null, editors: [{ id: home.users.general_manager!.id }], attachments: [{ name: 'rev2.png' }] } });
    const patch = await send(owner, 'POST', v1(`scopes/${id}?_method=PATCH`), multipart({ name: 'x', vendor_company_id: vendor.company.id }));
    expect(patch.json().errors).toEqual({ _method: [selected('method')] });
    expect((await send(owner, 'POST', v1(`scopes/${id}?_method=PUT&_method=POST`), multipart({ name: 'x', vendor_company_id: vendor.company.id }))).statusCode).toBe(422);
    // Without the override it is the same update; huge text is a 422 per field.
    const huge = await owner.post(v1(`scopes/${id}`), { name: 'y'.repeat(100_000), description: 'd'.repeat(5001), vendor_company_id: vendor.company.id, editor_ids: [] });
    expect(huge.json().errors).toEqual({ name: [M.strMax(255)], description: [M.strMax(5000)] });
    const cleared = await owner.post(v1(`scopes/${id}`), { name: 'Electrical rev 3', vendor_company_id: vendor.company.id, editor_ids: [] });
    expect(cleared.json().data).toMatchObject({ name: 'Electrical rev 3', editors: [] });
    expect((await send(outsider, 'POST', v1(`scopes/${id}?_method=PUT`), multipart({ name: '' }))).statusCode).toBe(404);
    expect((await send(owner, 'POST', v1(`scopes/${id}?_method=PUT`), multipart({ name: '' }))).json().errors).toMatchObject({ name: [M.required], vendor_company_id: [M.required] });
  });

  test('attachments: add, check, list, delete', async () => {
    const id = (await createScope(owner, {})).json().data.id;
    const added = await send(owner, 'POST', v1('scope/attachment/add'), multipart({ scope_id: id }, [{ name: 'a.pdf', content: 'A' }, { name: 'b.xlsx', content: 'B' }]));
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(T.attachmentsAdded);
    expect(added.json().data).toHaveLength(2);
    const none = await send(owner, 'POST', v1('scope/attachment/add'), multipart({ scope_id: id }));
    expect(none.json().errors).toEqual({ attachments: [M.required] });
    expect((await send(owner, 'POST', v1('scope/attachment/add'), multipart({}, [{ name: 'a.pdf', content: 'A' }]))).json().errors).toEqual({ scope_id: [M.required] });
    expect((await send(outsider, 'POST', v1('scope/attachment/add'), multipart({ scope_id: id }, [{ name: 'a.pdf', content: 'A' }]))).statusCode).toBe(404);

    expect((await owner.post(v1('scope/attachment/check'), { name: 'ok.pdf', size: 100 })).json().data).toEqual({ acceptable: true, message: T.fileAcceptable });
    expect((await owner.post(v1('scope/attachment/check'), { name: 'big.pdf', size: 10_000_001 })).json().errors).toEqual({ file: [M.uploadTooLarge] });
    expect((await owner.post(v1('scope/attachment/check'), { name: 'x.exe', size: 1 })).json().errors.file[0]).toMatch(/^Only files with the following extensions are allowed/);
    expect((await owner.post(v1('scope/attachment/check'), { name: ['x'], size: 'big' })).json().errors).toMatchObject({ name: [M.required], size: [M.number] });

    const list = await viewer.get(v1('scope/attachment/list'), { query: { scope_id: id } });
    expect(list.json().data.map((a: { name: string }) => a.name).sort()).toEqual(['a.pdf', 'b.xlsx']);
    const first = list.json().data[0].id;
    expect((await outsider.post(v1('scope/attachment/delete'), { id: first })).statusCode).toBe(404);
    expect((await viewer.post(v1('scope/attachment/delete'), { id: first })).statusCode).toBe(403);
    const deleted = await owner.post(v1('scope/attachment/delete'), { id: first });
    expect(deleted.json().data.message).toBe(T.attachmentDeleted);
    expect((await owner.get(v1(`scope/attachment/${first}/download`))).statusCode).toBe(404);
    expect((await owner.get(v1('scope/attachment/list'), { query: { scope_id: id } })).json().data).toHaveLength(1);
  });

  test("the details carry the scope's custom field values; deleting the scope removes them", async () => {
    const id = (await createScope(owner, {})).json().data.id;
    const [section] = await app.db.insert(creationFormSections).values({ companyId: home.company.id, name: 'Scope fields' }).returning();
    const [field] = await app.db.insert(customFields).values({ companyId: home.company.id, sectionId: section.id, name: 'Retention', type: 'text' }).returning();
    await app.db.insert(entityCustomFieldValues).values({ companyId: home.company.id, entityType: 'scope', entityId: id, fieldId: field.id, value: '5%' });
    expect((await owner.get(v1(`scopes/${id}`))).json().data.custom_fields).toEqual([expect.objectContaining({ entity: 'scope', entity_id: id, custom_field_id: field.id, value: '5%' })]);
    await owner.delete(v1(`scopes/${id}`));
    expect(await app.db.select().from(entityCustomFieldValues).where(and(eq(entityCustomFieldValues.entityType, 'scope'), eq(entityCustomFieldValues.entityId, id)))).toEqual([]);
  });

  test('delete: the owner side only; a sent scope is locked', async () => {
    const id = (await createScope(owner, {})).json().data.id;
    expect((await outsider.delete(v1(`scopes/${id}`))).statusCode).toBe(404);
    expect((await viewer.delete(v1(`scopes/${id}`))).statusCode).toBe(403);
    const res = await owner.delete(v1(`scopes/${id}`));
    expect(res.json().data.message).toBe(T.deleted);
    expect((await owner.get(v1(`scopes/${id}`))).statusCode).toBe(404);
    const sent = (await createScope(owner, {})).json().data.id;
    await app.db.update(scopes).set({ status: 'sent' }).where(eq(scopes.id, sent));
    expect((await owner.delete(v1(`scopes/${sent}`))).json().message).toBe(T.sentLocked);
    expect((await owner.get(v1(`scopes/${sent}`))).json().data.can).toMatchObject({ update: false, delete: false });
  });
});

test("an archived project's scopes are read-only (422 with one message) until it is restored", async () => {
  const [archived] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Archived Works', stage: 'Close-out' }).returning();
  const id = (await send(owner, 'POST', v1('scopes'), multipart({ project_id: archived.id, name: 'Old', vendor_company_id: vendor.company.id }))).json().data.id;
  const attachmentId = (await send(owner, 'POST', v1('scope/attachment/add'), multipart({ scope_id: id }, [{ name: 'a.pdf', content: 'A' }]))).json().data[0].id;
  await app.db.update(projects).set({ archivedAt: new Date() }).where(eq(projects.id, archived.id));
  expect((await owner.get(v1(`scopes/${id}`))).json().data.can).toMatchObject({ view: true, update: false, delete: false });
  const refused = (res: { statusCode: number; json: () => { message: string } }) => {
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PROJECT_MESSAGES.archivedReadOnly);
  };
  refused(await send(owner, 'POST', v1(`scopes/${id}?_method=PUT`), multipart({ name: 'New', vendor_company_id: vendor.company.id })));
  expect((await owner.get(v1('scope/check-permission'), { query: { project_id: archived.id } })).json().data).toMatchObject({ create: false, update: false, approve: false });
  refused(await send(owner, 'POST', v1('scopes'), multipart({ project_id: archived.id, name: 'New', vendor_company_id: vendor.company.id })));
  refused(await send(owner, 'POST', v1('scope/attachment/add'), multipart({ scope_id: id }, [{ name: 'b.pdf', content: 'B' }])));
  refused(await owner.post(v1('scope/attachment/delete'), { id: attachmentId }));
  refused(await owner.post(v1(`scope/approvals/${id}`)));
  refused(await owner.delete(v1(`scopes/${id}`)));
  // Reading stays allowed; restored, the scope takes changes again.
  expect((await owner.get(v1('scope/attachment/list'), { query: { scope_id: id } })).statusCode).toBe(200);
  await app.db.update(projects).set({ archivedAt: null }).where(eq(projects.id, archived.id));
  expect((await send(owner, 'POST', v1(`scopes/${id}?_method=PUT`), multipart({ name: 'New', vendor_company_id: vendor.company.id }))).statusCode).toBe(200);
});

describe('approvals', () => {
  const adminId = () => home.users.general_admin!.id;
  const managerId = () => home.users.general_manager!.id;
  const notificationsOf = (userId: number, type: string) => app.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  /** The notifications queued and not yet delivered. */
  const queuedNotifications = async () =>
    (await app.db.select().from(jobs).where(and(eq(jobs.kind, NOTIFICATION_JOB), eq(jobs.status, 'queued')))).map((j) => j.payload as { user_ids: number[]; notification: { type: string } });
  beforeEach(async () => {
    await app.jobs.runDue();
  });

  test('without a scope workflow a scope goes straight to not sent', async () => {
    const id = (await send(owner, 'POST', v1('scopes'), multipart({ project_id: plainProjectId, name: 'Direct', vendor_company_id: vendor.company.id }))).json().data.id;
    const res = await owner.post(v1(`scope/approvals/${id}`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: T.submittedWithoutWorkflow, data: { status: 'not_sent', approvals: [] } });
    expect((await owner.post(v1(`scope/approvals/${id}`))).json().message).toBe(T.notDrafting);
  });

  test('two steps in order, a rejection with its reason, a change resetting the others, and a re-approval', async () => {
    const id = (await createScope(owner, { name: 'Two step' })).json().data.id;
    const before = (await notificationsOf(adminId(), 'scope_approval_requested')).length;
    const submitted = await owner.post(v1(`scope/approvals/${id}`));
    expect(submitted.json()).toMatchObject({ message: T.submitted, data: { status: 'pending', approval_state: 'pending' } });
    expect(submitted.json().data.approvals.map((a: { user_id: number; step: number }) => [a.user_id, a.step])).toEqual([
      [adminId(), 1],
      [managerId(), 2],
    ]);
    // The answer comes first: the notification was queued with the change and is stored by the job runner.
    expect((await notificationsOf(adminId(), 'scope_approval_requested')).length).toBe(before);
    expect(await queuedNotifications()).toEqual([{ user_ids: [adminId()], notification: expect.objectContaining({ type: 'scope_approval_requested' }) }]);
    await app.jobs.runDue();
    expect((await notificationsOf(adminId(), 'scope_approval_requested')).length).toBe(before + 1);
    expect(await queuedNotifications()).toEqual([]);

    // Step 2 waits for step 1; an outsider of the round is refused; the vendor and strangers cannot reach it.
    expect((await manager.post(v1('scope/approvals/approve'), undefined, { query: { scope_id: id } })).json().message).toBe(T.notYourTurn);
    expect((await owner.post(v1('scope/approvals/approve'), undefined, { query: { scope_id: id } })).statusCode).toBe(403);
    expect((await outsider.post(v1('scope/approvals/approve'), undefined, { query: { scope_id: id } })).statusCode).toBe(404);
    expect((await viewer.post(v1('scope/approvals/approve'), undefined, { query: { scope_id: id } })).statusCode).toBe(403);
    const list = await admin.get(v1('scope/approvals'), { query: { scope_id: id } });
    expect(list.json().data.map((a: { can_act: boolean }) => a.can_act)).toEqual([true, false]);

    const first = await admin.post(v1('scope/approvals/approve'), undefined, { query: { scope_id: id } });
    expect(first.json()).toMatchObject({ message: T.approved, data: { status: 'pending', approvals: [{ approved: true }, { approved: false }] } });
    const asked = (await notificationsOf(managerId(), 'scope_approval_requested')).length;
    expect((await queuedNotifications()).map((p) => p.notification.type).sort()).toEqual(['scope_approval_requested', 'scope_approved']);
    await app.jobs.runDue();
    expect((await notificationsOf(managerId(), 'scope_approval_requested')).length).toBe(asked + 1);
    expect((await notificationsOf(home.users.general_owner!.id, 'scope_approved')).length).toBeGreaterThan(0);
    expect((await admin.post(v1('scope/approvals/approve'), undefined, { query: { scope_id: id } })).json().message).toBe(T.notYourTurn);

    // Reject: the reason is required; the scope is drafting again.
    expect((await manager.post(v1('scope/approvals/reject'), {}, { query: { scope_id: id } })).json().errors).toEqual({ reason: [M.required] });
    expect((await manager.post(v1('scope/approvals/reject'), { reason: 'x'.repeat(1001) }, { query: { scope_id: id } })).json().errors).toEqual({ reason: [M.strMax(1000)] });
    const rejected = await manager.post(v1('scope/approvals/reject'), { reason: 'Amount too high' }, { query: { scope_id: id } });
    expect(rejected.json()).toMatchObject({ message: T.rejected, data: { status: 'drafting', approval_state: 'rejected', approvals: [{ approved: true }, { rejected: true, reason: 'Amount too high' }] } });
    await app.jobs.runDue();
    expect((await notificationsOf(home.users.general_owner!.id, 'scope_rejected')).length).toBeGreaterThan(0);
    expect((await manager.post(v1('scope/approvals/approve'), undefined, { query: { scope_id: id } })).json().message).toBe(T.notPending);

    // Resubmitted: a fresh round. Step 1 approves, then the admin (an approver) changes the scope:
    // every other approver is reset, its own approval stays.
    await owner.post(v1(`scope/approvals/${id}`));
    await admin.post(v1('scope/approvals/approve'), undefined, { query: { scope_id: id } });
    await app.db.update(scopeApprovals).set({ approved: true }).where(and(eq(scopeApprovals.scopeId, id), eq(scopeApprovals.userId, managerId())));
    await app.db.update(scopes).set({ status: 'pending' }).where(eq(scopes.id, id));
    const changed = await send(admin, 'POST', v1(`scopes/${id}?_method=PUT`), multipart({ name: 'Two step, lower amount', vendor_company_id: vendor.company.id, amount: 900 }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.approvals.map((a: { approved: boolean; rejected: boolean }) => [a.approved, a.rejected])).toEqual([
      [true, false],
      [false, false],
    ]);
    expect(changed.json().data.status).toBe('pending');

    const last = await manager.post(v1('scope/approvals/approve'), undefined, { query: { scope_id: id } });
    expect(last.json().data).toMatchObject({ status: 'not_sent', approval_state: 'approved' });
    const activity = (await app.db.select().from(projectActivity).where(eq(projectActivity.subjectId, id))).map((a) => a.action);
    expect(activity).toEqual(expect.arrayContaining(['scope.submitted', 'scope.approved', 'scope.rejected', 'scope.updated']));
  });

  test('approving needs projects.approve', async () => {
    const id = (await createScope(owner, {})).json().data.id;
    await owner.post(v1(`scope/approvals/${id}`));
    const [group] = await app.db.select().from(permissionGroups).where(and(eq(permissionGroups.companyId, home.company.id), eq(permissionGroups.role, 'general_admin')));
    await app.db.update(permissionGroups).set({ permissions: group.permissions.filter((p) => p !== 'projects.approve') }).where(eq(permissionGroups.id, group.id));
    try {
      const res = await admin.post(v1('scope/approvals/approve'), undefined, { query: { scope_id: id } });
      expect(res.statusCode).toBe(403);
      expect(res.json().reason).toBe('permission');
    } finally {
      await app.db.update(permissionGroups).set({ permissions: group.permissions }).where(eq(permissionGroups.id, group.id));
    }
  });

  test('odd query ids: 422, never 500', async () => {
    for (const scopeId of ['abc', '-1', '99999999999', '']) {
      const res = await admin.post(v1('scope/approvals/approve'), undefined, { query: { scope_id: scopeId } });
      expect(res.statusCode).toBe(422);
    }
    expect((await admin.post(v1('scope/approvals/approve'), undefined, { query: { scope_id: 2147483647 } })).statusCode).toBe(404);
  });
});

describe('demo data', () => {
  test('scopes in every status for the network vendors, once', async () => {
    const { seedScopeDemoData } = await import('../src/modules/scopes');
    const demo = await createCompanyWithUsers(app, { name: 'Scopes Demo' });
    await app.db.insert(companyNetwork).values({ companyId: demo.company.id, partnerCompanyId: vendor.company.id });
    await app.db.insert(projects).values([1, 2, 3].map((i) => ({ companyId: demo.company.id, name: `Demo ${i}`, stage: 'Bidding' })));
    await seedScopeDemoData(app.db, demo.company.id);
    await seedScopeDemoData(app.db, demo.company.id);
    const rows = await app.db.select().from(scopes).where(eq(scopes.companyId, demo.company.id));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['drafting', 'pending', 'not_sent', 'sent']));
    expect(rows).toHaveLength(9);
    expect(rows.every((r) => r.vendorCompanyId === vendor.company.id && r.vendorAssigneeId !== null)).toBe(true);
  });
});
