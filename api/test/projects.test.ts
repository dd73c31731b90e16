// Projects (issue 9): the list with its filters and views, external projects of a vendor, create,
// save, archive and restore with their gates (permission, plan, tenant), the company stage and
// owner-type lists, names-list, per-item flags, the activity and its download, and location/*.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ERROR_MESSAGES, PROJECT_MESSAGES, VALIDATION_MESSAGES as M } from 'shared-contract';
import { companies, notifications, permissionGroups, projectActivity, projects, scopes, users } from '../src/db/schema';
import { recordProjectActivity, seedProjectDemoData } from '../src/modules/projects';
import { TestClient } from './helpers/client';
import { exportThroughJob } from './helpers/downloads';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

const V1 = '/api/v1';
let app: FastifyInstance;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let other: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let vendor: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let subPlan: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let owner: TestClient;
let manager: TestClient;
let viewer: TestClient;
let collaborator: TestClient;
let outsider: TestClient;
let vendorOwner: TestClient;
let subOwner: TestClient;
let guest: TestClient;
let ip = 0;

const client = async (email: string) => {
  const c = new TestClient(app, `10.91.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Proj Home' });
  other = await createCompanyWithUsers(app, { name: 'Proj Other' });
  vendor = await createCompanyWithUsers(app, { name: 'Proj Vendor', type: 'sub_contractor' });
  subPlan = await createCompanyWithUsers(app, { name: 'Proj Sub Plan', plan: 'sub' });
  owner = await client(home.email('general_owner'));
  manager = await client(home.email('general_manager'));
  viewer = await client(home.email('general_view_only'));
  collaborator = await client(home.email('general_collaborator'));
  outsider = await client(other.email('general_owner'));
  vendorOwner = await client(vendor.email('sub_owner'));
  subOwner = await client(subPlan.email('general_owner'));
  guest = new TestClient(app, '10.91.1.1');
  await guest.csrf();
});
afterAll(async () => {
  await app.close();
});

const stageId = async (c: TestClient, name = 'Bidding') => ((await c.get(`${V1}/project/stage`)).json().data as { id: number; name: string }[]).find((s) => s.name === name)!.id;
const ownerTypeId = async (c: TestClient, name = 'Private') => ((await c.get(`${V1}/project/owner-type`)).json().data as { id: number; name: string }[]).find((s) => s.name === name)!.id;

async function createProject(c: TestClient, fields: Record<string, unknown> = {}) {
  const response = await c.post(`${V1}/projects`, { name: 'Tower', stage_id: await stageId(c), ...fields });
  if (response.statusCode !== 201) throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  return response.json().data as { id: number } & Record<string, unknown>;
}

describe('stage and owner-type lists', () => {
  test('are seeded per company with the defaults on first read, in order', async () => {
    const stages = await viewer.get(`${V1}/project/stage`);
    expect(stages.statusCode).toBe(200);
    expect(stages.json().data.map((s: { name: string }) => s.name)).toEqual(['Bidding', 'Pre-construction', 'Construction', 'Close-out']);
    const types = await viewer.get(`${V1}/project/owner-type`);
    expect(types.json().data.map((s: { name: string }) => s.name)).toEqual(['Private', 'Public', 'Federal']);
    // Another company's list is its own.
    const otherStages = (await outsider.get(`${V1}/project/stage`)).json().data as { id: number }[];
    expect(otherStages.map((s) => s.id)).not.toContain(stages.json().data[0].id);
  });

  test('add new: unique name per company, required, 255 characters; sub plan and view-only refused', async () => {
    const created = await owner.post(`${V1}/project/stage/create`, { name: 'Warranty' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ data: { name: 'Warranty' }, message: PROJECT_MESSAGES.stageCreated });
    const again = await owner.post(`${V1}/project/stage/create`, { name: 'warranty' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ name: [M.unique('name')] });
    expect((await owner.post(`${V1}/project/stage/create`, { name: ' ' })).json().errors).toEqual({ name: [M.required] });
    expect((await owner.post(`${V1}/project/stage/create`, { name: 'x'.repeat(256) })).json().errors).toEqual({ name: [M.strMax(255)] });
    expect((await owner.post(`${V1}/project/stage/create`, { name: ['a'] })).statusCode).toBe(422);
    const type = await owner.post(`${V1}/project/owner-type/create`, { name: 'Municipal' });
    expect(type.statusCode).toBe(201);
    expect(type.json().message).toBe(PROJECT_MESSAGES.ownerTypeCreated);
    expect((await outsider.post(`${V1}/project/owner-type/create`, { name: 'Municipal' })).statusCode).toBe(201);
    const refused = await viewer.post(`${V1}/project/stage/create`, { name: 'Nope' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().reason).toBe('permission');
    const plan = await subOwner.post(`${V1}/project/stage/create`, { name: 'Nope' });
    expect(plan.statusCode).toBe(403);
    expect(plan.json()).toMatchObject({ reason: 'plan', message: ERROR_MESSAGES.planRefused });
    expect((await guest.get(`${V1}/project/stage`)).statusCode).toBe(401);
  });
});

describe('creating and saving a project', () => {
  test('creates with every field, records the activity and notifies the manager', async () => {
    const managerId = home.users.general_manager!.id;
    const response = await owner.post(`${V1}/projects`, {
      name: '  Harbor Bridge ',
      internal_number: 'HB-001',
      owner_type_id: await ownerTypeId(owner, 'Public'),
      stage_id: await stageId(owner, 'Construction'),
      estimated_start_date: '2026-03-01',
      estimated_end_date: '2026-12-31',
      country_id: 'US',
      state_id: 'US-CA',
      city: 'Los Angeles',
      street: '1 Main St',
      zip: '90001',
      manager_id: managerId,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(PROJECT_MESSAGES.created);
    expect(body.data).toMatchObject({
      name: 'Harbor Bridge',
      internal_number: 'HB-001',
      owner: { owner_name: 'Public' },
      stage: 'Construction',
      estimated_start_date: '2026-03-01',
      estimated_end_date: '2026-12-31',
      country_id: 'US',
      country_name: 'United States',
      state_id: 'US-CA',
      state_name: 'California',
      city: 'Los Angeles',
      manager_id: managerId,
      manager_full_name: 'manager Proj Home',
      manager_email: home.email('general_manager'),
      company_name: 'Proj Home',
      is_draft: false,
      is_external: false,
      status: 'active',
      can: { view: true, update: true, delete: true, scopeCreate: true, taskCreate: true },
    });
    const activity = await app.db.select().from(projectActivity).where(eq(projectActivity.projectId, body.data.id));
    expect(activity).toEqual([expect.objectContaining({ action: 'project.created', userId: home.users.general_owner!.id, details: { name: 'Harbor Bridge' } })]);
    const notes = await app.db.select().from(notifications).where(and(eq(notifications.userId, managerId), eq(notifications.type, 'project_manager_assigned')));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'You are the manager of the project Harbor Bridge', link: `/projects/${body.data.id}` });
  });

  test('the wizard keeps a draft that resumes at step 2', async () => {
    const draft = await createProject(owner, { name: 'Draft One', is_draft: true });
    expect(draft).toMatchObject({ is_draft: true, wizard_step: 2 });
  });

  test('422 per field with the spec messages', async () => {
    const stage = await stageId(owner);
    const required = await owner.post(`${V1}/projects`, {});
    expect(required.statusCode).toBe(422);
    expect(required.json().errors).toEqual({ name: [M.required], stage_id: [M.required] });
    await createProject(owner, { name: 'Numbered', internal_number: 'N-1' });
    const bad = await owner.post(`${V1}/projects`, {
      name: 'x'.repeat(256),
      internal_number: 'n-1',
      stage_id: stage,
      estimated_start_date: '2026-05-02',
      estimated_end_date: '2026-05-01',
    });
    expect(bad.json().errors).toEqual({ name: [M.strMax(255)], estimated_end_date: [PROJECT_MESSAGES.endBeforeStart] });
    const unique = await owner.post(`${V1}/projects`, { name: 'Dup', internal_number: 'n-1', stage_id: stage });
    expect(unique.json().errors).toEqual({ internal_number: [M.unique('internal number')] });
    // Another company may use the same number.
    expect((await outsider.post(`${V1}/projects`, { name: 'Dup', internal_number: 'N-1', stage_id: await stageId(outsider) })).statusCode).toBe(201);
    const lists = await owner.post(`${V1}/projects`, {
      name: 'Lists',
      stage_id: await stageId(outsider),
      owner_type_id: await ownerTypeId(outsider),
      manager_id: other.users.general_owner!.id,
      country_id: 'ZZ',
      state_id: 'US-CA',
    });
    expect(lists.json().errors).toEqual({
      stage_id: ['The selected stage is invalid.'],
      owner_type_id: ['The selected owner type is invalid.'],
      manager_id: ['The selected project manager is invalid.'],
      country_id: ['The selected country is invalid.'],
    });
    const state = await owner.post(`${V1}/projects`, { name: 'State', stage_id: stage, country_id: 'CA', state_id: 'US-CA' });
    expect(state.json().errors).toEqual({ state_id: [PROJECT_MESSAGES.stateNotInCountry] });
    const noCountry = await owner.post(`${V1}/projects`, { name: 'State', stage_id: stage, state_id: 'US-CA' });
    expect(noCountry.json().errors).toEqual({ state_id: [PROJECT_MESSAGES.stateNotInCountry] });
    const dates = await owner.post(`${V1}/projects`, { name: 'Dates', stage_id: stage, estimated_start_date: '2026-02-30' });
    expect(dates.json().errors).toEqual({ estimated_start_date: [M.date] });
  });

  test('odd input is a 422, never a 500', async () => {
    for (const body of [
      { name: ['a'], stage_id: 'x' },
      { name: { a: 1 }, stage_id: 1.5 },
      { name: 'ok', stage_id: 99999999999 },
      { name: 'ok', stage_id: -1, manager_id: 'abc', owner_type_id: [1] },
      { name: 'a\u0000b', stage_id: 1, city: 'x'.repeat(100000) },
      { name: 'ok', stage_id: 1, is_draft: 'maybe', estimated_start_date: 12 },
    ]) {
      const response = await owner.post(`${V1}/projects`, body);
      expect(response.statusCode).toBe(422);
    }
  });

  test('gates: guest 401, view-only 403 permission, sub plan 403 plan', async () => {
    expect((await guest.post(`${V1}/projects`, { name: 'x' })).statusCode).toBe(401);
    const refused = await viewer.post(`${V1}/projects`, { name: 'x', stage_id: await stageId(viewer) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: 'permission' });
    const plan = await subOwner.post(`${V1}/projects`, { name: 'x', stage_id: 1 });
    expect(plan.statusCode).toBe(403);
    expect(plan.json()).toMatchObject({ reason: 'plan', message: ERROR_MESSAGES.planRefused });
  });

  test('saves the details, records which fields changed; another company’s project is a 404 whatever the body', async () => {
    const project = await createProject(owner, { name: 'Saver', internal_number: 'S-1' });
    const saved = await manager.put(`${V1}/projects/${project.id}`, { name: 'Saver 2', internal_number: 'S-1', stage_id: await stageId(manager, 'Close-out') });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ data: { name: 'Saver 2', stage: 'Close-out', internal_number: 'S-1' }, message: PROJECT_MESSAGES.saved });
    const activity = await owner.get(`${V1}/project/activity`, { query: { project_id: project.id } });
    expect(activity.json().data[0]).toMatchObject({ action: 'project.updated', action_label: 'Project updated', details: { fields: ['name', 'stage_id'] }, user_full_name: 'manager Proj Home' });
    expect((await outsider.put(`${V1}/projects/${project.id}`, { bad: true })).statusCode).toBe(404);
    expect((await owner.put(`${V1}/projects/999999`, {})).statusCode).toBe(404);
    expect((await owner.put(`${V1}/projects/abc`, {})).statusCode).toBe(404);
    expect((await viewer.put(`${V1}/projects/${project.id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await subOwner.put(`${V1}/projects/${project.id}`, {})).json().reason).toBe('plan');
    await createProject(owner, { name: 'Neighbour', internal_number: 'S-2' });
    const taken = await owner.put(`${V1}/projects/${project.id}`, { name: 'Saver 2', internal_number: 's-2', stage_id: await stageId(owner) });
    expect(taken.json().errors).toEqual({ internal_number: [M.unique('internal number')] });
    const bad = await owner.put(`${V1}/projects/${project.id}`, { name: '', stage_id: null });
    expect(bad.json().errors).toEqual({ name: [M.required], stage_id: [M.required] });
  });
});

describe('archive and restore', () => {
  test('"delete" archives; the project moves to the Archived view, is read-only, and comes back on restore', async () => {
    const project = await createProject(owner, { name: 'Archivable' });
    const archived = await owner.delete(`${V1}/projects/${project.id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ message: PROJECT_MESSAGES.archived, data: { status: 'archived', can: { update: false, delete: true, scopeCreate: false } } });
    expect(archived.json().data.archived_at).toEqual(expect.any(String));
    const list = (await owner.get(`${V1}/projects`, { query: { search: 'Archivable' } })).json();
    expect(list.total).toBe(0);
    const archivedList = (await owner.get(`${V1}/projects`, { query: { search: 'Archivable', view: 'archived' } })).json();
    expect(archivedList.data.map((p: { id: number }) => p.id)).toEqual([project.id]);
    // Read-only like every other archived-project write: one 422, before the body is even checked.
    const save = await owner.put(`${V1}/projects/${project.id}`, { name: 'x', stage_id: await stageId(owner) });
    expect(save.statusCode).toBe(422);
    expect(save.json().message).toBe(PROJECT_MESSAGES.archivedReadOnly);
    const invalid = await owner.put(`${V1}/projects/${project.id}`, { name: '' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().message).toBe(PROJECT_MESSAGES.archivedReadOnly);
    expect((await owner.get(`${V1}/projects/${project.id}`)).json().data).toMatchObject({ name: 'Archivable', status: 'archived' });
    const restored = await owner.post(`${V1}/projects/${project.id}/restore`);
    expect(restored.json()).toMatchObject({ message: PROJECT_MESSAGES.restored, data: { status: 'active', archived_at: null } });
    const again = await owner.post(`${V1}/projects/${project.id}/restore`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ id: [PROJECT_MESSAGES.notArchived] });
    const actions = (await owner.get(`${V1}/project/activity`, { query: { project_id: project.id, sort_field: 'created_at', sort_direction: 'asc' } })).json().data.map((a: { action: string }) => a.action);
    expect(actions).toEqual(['project.created', 'project.archived', 'project.restored']);
  });

  test('gates: other tenant 404, view-only 403, sub plan 403 plan', async () => {
    const project = await createProject(owner, { name: 'Guarded' });
    expect((await outsider.delete(`${V1}/projects/${project.id}`)).statusCode).toBe(404);
    expect((await outsider.post(`${V1}/projects/${project.id}/restore`)).statusCode).toBe(404);
    expect((await viewer.delete(`${V1}/projects/${project.id}`)).json().reason).toBe('permission');
    expect((await viewer.post(`${V1}/projects/${project.id}/restore`)).json().reason).toBe('permission');
    expect((await subOwner.delete(`${V1}/projects/${project.id}`)).json().reason).toBe('plan');
    expect((await guest.delete(`${V1}/projects/${project.id}`)).statusCode).toBe(401);
  });
});

describe('the projects list', () => {
  let ids: Record<string, number>;
  let listerClient: TestClient;
  const lister = () => listerClient;
  beforeAll(async () => {
    const c = await createCompanyWithUsers(app, { name: 'Proj List' });
    listerClient = await client(c.email('general_owner'));
    const lister = listerClient;
    const stage = async (name: string) => stageId(lister, name);
    const managerId = c.users.general_manager!.id;
    const make = async (name: string, fields: Record<string, unknown>) => (await createProject(lister, { name, ...fields })).id;
    ids = {
      alpha: await make('Alpha Plaza', { internal_number: 'A-100', stage_id: await stage('Bidding'), estimated_start_date: '2026-01-10', estimated_end_date: '2026-06-01', owner_type_id: await ownerTypeId(lister, 'Federal') }),
      beta: await make('Beta Mall', { internal_number: 'B-200', stage_id: await stage('Construction'), estimated_start_date: '2026-03-01', estimated_end_date: '2027-01-01', manager_id: managerId }),
      gamma: await make('Gamma 100% Tower', { stage_id: await stage('Close-out'), is_draft: true }),
    };
  });
  const names = async (query: Record<string, string | number | string[]>) => {
    const response = await lister().get(`${V1}/projects`, { query });
    expect(response.statusCode).toBe(200);
    return response.json().data.map((p: { name: string }) => p.name);
  };

  test('newest first by default, paged, with the list row fields', async () => {
    const page = (await lister().get(`${V1}/projects`, { query: { per_page: 2 } })).json();
    expect(page).toMatchObject({ total: 3, per_page: 2, last_page: 2, current_page: 1 });
    expect(page.data.map((p: { name: string }) => p.name)).toEqual(['Gamma 100% Tower', 'Beta Mall']);
    expect(page.data[0]).toMatchObject({ is_draft: true, wizard_step: 2, stage: 'Close-out', owner: null, manager_id: null, manager_full_name: null });
    expect(page.data[1]).toMatchObject({ manager_full_name: 'manager Proj List', manager_phone: null });
  });

  test('search (name, internal number, literal % and _), sort, and the 001 filters', async () => {
    expect(await names({ search: 'b-2' })).toEqual(['Beta Mall']);
    expect(await names({ search: '100%' })).toEqual(['Gamma 100% Tower']);
    expect(await names({ search: '_' })).toEqual([]);
    expect(await names({ sort_field: 'name' })).toEqual(['Alpha Plaza', 'Beta Mall', 'Gamma 100% Tower']);
    expect(await names({ sort_field: 'internal_number', sort_direction: 'desc' })).toEqual(['Beta Mall', 'Alpha Plaza', 'Gamma 100% Tower']);
    expect(await names({ stage: ['Bidding', 'Close-out'], sort_field: 'name' })).toEqual(['Alpha Plaza', 'Gamma 100% Tower']);
    expect(await names({ 'stage[]': 'Construction' })).toEqual(['Beta Mall']);
    expect(await names({ start_from: '2026-02-01' })).toEqual(['Beta Mall']);
    expect(await names({ start_to: '2026-02-01' })).toEqual(['Alpha Plaza']);
    expect(await names({ end_from: '2026-07-01', end_to: '2027-01-01' })).toEqual(['Beta Mall']);
    expect(await names({ project_manager: 'manager proj' })).toEqual(['Beta Mall']);
    expect(await names({ owner_name: 'feder' })).toEqual(['Alpha Plaza']);
    expect(await names({ project_name: 'mall' })).toEqual(['Beta Mall']);
    expect(await names({ company_name: 'proj list', is_draft: 'true' })).toEqual(['Gamma 100% Tower']);
    expect(await names({ ownership: 'external' })).toEqual([]);
  });

  test('bad query values are 422 with the messages', async () => {
    const response = await lister().get(`${V1}/projects`, { query: { sort_field: 'password', view: 'all', start_from: '2026-13-01', page: 0, per_page: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      sort_field: ['The selected sort field is invalid.'],
      view: ['The selected view is invalid.'],
      start_from: [M.date],
      page: [M.numMin(1)],
      per_page: [M.number],
    });
    expect((await lister().get(`${V1}/projects`, { query: { search: 'x'.repeat(300) } })).json().errors).toEqual({ search: [M.strMax(255)] });
  });

  test('gates: guest 401, no other company’s rows', async () => {
    expect((await guest.get(`${V1}/projects`)).statusCode).toBe(401);
    const mine = (await outsider.get(`${V1}/projects`, { query: { per_page: 100 } })).json().data.map((p: { id: number }) => p.id);
    expect(mine).not.toContain(ids.alpha);
    expect((await outsider.get(`${V1}/projects/${ids.alpha}`)).statusCode).toBe(404);
  });

  test('names-list: visible, not archived, by name, searchable', async () => {
    const response = await lister().get(`${V1}/project/names-list`);
    expect(response.json().data.map((p: { name: string }) => p.name)).toEqual(['Alpha Plaza', 'Beta Mall', 'Gamma 100% Tower']);
    expect((await lister().get(`${V1}/project/names-list`, { query: { search: 'mall' } })).json().data).toEqual([{ id: ids.beta, name: 'Beta Mall' }]);
    expect((await guest.get(`${V1}/project/names-list`)).statusCode).toBe(401);
  });
});

describe('the list’s stored manager name and totals (migration 0009)', () => {
  let c: Awaited<ReturnType<typeof createCompanyWithUsers>>;
  let sorter: TestClient;
  let ids: { p1: number; p2: number; p3: number };
  beforeAll(async () => {
    c = await createCompanyWithUsers(app, { name: 'Proj Sort' });
    sorter = await client(c.email('general_owner'));
    ids = {
      p1: (await createProject(sorter, { name: 'One', manager_id: c.users.general_manager!.id })).id,
      p2: (await createProject(sorter, { name: 'Two', manager_id: c.users.general_collaborator!.id })).id,
      p3: (await createProject(sorter, { name: 'Three' })).id,
    };
  });
  const byManager = async (direction: 'asc' | 'desc') =>
    (await sorter.get(`${V1}/projects`, { query: { sort_field: 'manager', sort_direction: direction } })).json().data.map((p: { id: number }) => p.id);
  const total = async (view?: 'archived') => (await sorter.get(`${V1}/projects`, { query: { per_page: 1, ...(view ? { view } : {}) } })).json();

  test('sorted by the manager’s current name, empty last in both directions', async () => {
    // "collaborator Proj Sort" < "manager Proj Sort"; Three has no manager.
    expect(await byManager('asc')).toEqual([ids.p2, ids.p1, ids.p3]);
    expect(await byManager('desc')).toEqual([ids.p1, ids.p2, ids.p3]);
    // A rename of the manager reorders the list (the database follows it onto the projects).
    await app.db.update(users).set({ firstName: 'aaron' }).where(eq(users.id, c.users.general_manager!.id));
    expect(await byManager('asc')).toEqual([ids.p1, ids.p2, ids.p3]);
    const row = (await sorter.get(`${V1}/projects`, { query: { sort_field: 'manager' } })).json().data[0];
    expect(row).toMatchObject({ id: ids.p1, manager_full_name: 'aaron Proj Sort' });
    // A project whose manager is taken away sorts with the empty ones, last either way, by id.
    await app.db.update(projects).set({ managerId: null }).where(eq(projects.id, ids.p2));
    expect(await byManager('asc')).toEqual([ids.p1, ids.p2, ids.p3]);
    expect(await byManager('desc')).toEqual([ids.p1, ids.p3, ids.p2]);
    // A new manager through the form is followed too ("admin Proj Sort" after "aaron Proj Sort").
    const saved = await sorter.put(`${V1}/projects/${ids.p3}`, { name: 'Three', stage_id: await stageId(sorter), manager_id: c.users.general_admin!.id });
    expect(saved.statusCode).toBe(200);
    expect(await byManager('asc')).toEqual([ids.p1, ids.p3, ids.p2]);
    expect(await byManager('desc')).toEqual([ids.p3, ids.p1, ids.p2]);
    const stored = await app.db.select({ id: projects.id, managerName: projects.managerName }).from(projects).where(eq(projects.companyId, c.company.id));
    expect(Object.fromEntries(stored.map((p) => [p.id, p.managerName]))).toEqual({ [ids.p1]: 'aaron Proj Sort', [ids.p2]: null, [ids.p3]: 'admin Proj Sort' });
  });

  test('the unfiltered totals follow creation, archive and restore', async () => {
    expect(await total()).toMatchObject({ total: 3, last_page: 3 });
    expect(await total('archived')).toMatchObject({ total: 0, last_page: 1 });
    expect((await sorter.delete(`${V1}/projects/${ids.p1}`)).statusCode).toBe(200);
    expect(await total()).toMatchObject({ total: 2, last_page: 2 });
    expect(await total('archived')).toMatchObject({ total: 1, data: [expect.objectContaining({ id: ids.p1 })] });
    expect((await sorter.post(`${V1}/projects/${ids.p1}/restore`)).statusCode).toBe(200);
    const four = await createProject(sorter, { name: 'Four', is_draft: true });
    expect(await total()).toMatchObject({ total: 4 });
    expect(await total('archived')).toMatchObject({ total: 0 });
    // The same totals as counting the rows (filters count them).
    expect((await sorter.get(`${V1}/projects`, { query: { search: 'o' } })).json().total).toBe(3);
    await app.db.delete(projects).where(eq(projects.id, four.id));
    expect(await total()).toMatchObject({ total: 3 });
  });

  test('a kept page is dropped by any change to what it shows, made anywhere (here straight in the database)', async () => {
    const rows = async () => (await sorter.get(`${V1}/projects`, { query: { sort_field: 'name' } })).json().data as { id: number; name: string; company_name: string; manager_phone: string | null }[];
    expect((await rows()).map((p) => p.name)).toEqual(['One', 'Three', 'Two']);
    expect((await rows()).map((p) => p.name)).toEqual(['One', 'Three', 'Two']);
    await app.db.update(projects).set({ name: 'Aardvark' }).where(eq(projects.id, ids.p2));
    expect((await rows()).map((p) => p.name)).toEqual(['Aardvark', 'One', 'Three']);
    await app.db.update(users).set({ phone: '555-0100' }).where(eq(users.id, c.users.general_admin!.id));
    expect((await rows()).find((p) => p.id === ids.p3)).toMatchObject({ manager_phone: '555-0100' });
    await app.db.update(companies).set({ name: 'Proj Sort Renamed' }).where(eq(companies.id, c.company.id));
    expect((await rows())[0]).toMatchObject({ company_name: 'Proj Sort Renamed' });
  });
});

describe('external projects of a vendor', () => {
  let projectId: number;
  let scopeId: number;
  beforeAll(async () => {
    projectId = (await createProject(owner, { name: 'Shared Site', internal_number: 'SH-1' })).id;
    const hidden = await createProject(owner, { name: 'Not Shared' });
    const draft = await createProject(owner, { name: 'Shared Draft', is_draft: true });
    [{ id: scopeId }] = await app.db.insert(scopes).values({ companyId: home.company.id, projectId, vendorCompanyId: vendor.company.id, name: 'Steel' }).returning();
    await app.db.insert(scopes).values({ companyId: home.company.id, projectId: draft.id, vendorCompanyId: vendor.company.id, name: 'Draft steel' });
    expect(hidden.id).toBeGreaterThan(0);
  });

  test('the vendor lists and opens them read-only, with the owner company', async () => {
    const list = (await vendorOwner.get(`${V1}/projects`)).json();
    expect(list.data.map((p: { name: string }) => p.name)).toEqual(['Shared Site']);
    expect(list.data[0]).toMatchObject({ is_external: true, company_name: 'Proj Home', company_id: home.company.id, can: { view: true, update: false, delete: false, scopeCreate: false, taskCreate: false } });
    expect((await vendorOwner.get(`${V1}/projects`, { query: { ownership: 'own' } })).json().total).toBe(0);
    const one = await vendorOwner.get(`${V1}/projects/${projectId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ is_external: true, name: 'Shared Site' });
    expect((await vendorOwner.get(`${V1}/project/names-list`)).json().data).toEqual([{ id: projectId, name: 'Shared Site' }]);
  });

  test('the vendor cannot change them nor read their activity', async () => {
    expect((await vendorOwner.put(`${V1}/projects/${projectId}`, { name: 'x', stage_id: 1 })).statusCode).toBe(403);
    expect((await vendorOwner.delete(`${V1}/projects/${projectId}`)).statusCode).toBe(403);
    expect((await vendorOwner.get(`${V1}/project/activity`, { query: { project_id: projectId } })).statusCode).toBe(403);
    expect((await vendorOwner.get(`${V1}/permissions/project/${projectId}`)).json().data).toEqual({ view: true, update: false, delete: false, scopeCreate: false, taskCreate: false });
  });

  test('permissions/scope/{id}: the scopes module’s flags; strangers 404', async () => {
    const own = await owner.get(`${V1}/permissions/scope/${scopeId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ view: true, update: true, delete: true });
    const asVendor = await vendorOwner.get(`${V1}/permissions/scope/${scopeId}`);
    expect(asVendor.json().data).toMatchObject({ view: true, update: false, delete: false });
    expect((await outsider.get(`${V1}/permissions/scope/${scopeId}`)).statusCode).toBe(404);
  });
});

describe('a draft its creator finishes with projects.create alone', () => {
  let creator: TestClient;
  let otherCreator: TestClient;
  let maker: Awaited<ReturnType<typeof createCompanyWithUsers>>;
  beforeAll(async () => {
    maker = await createCompanyWithUsers(app, { name: 'Proj Draft Maker' });
    // The collaborator and the manager of this company may view and create projects, not edit them.
    await app.db
      .update(permissionGroups)
      .set({ permissions: ['projects.view', 'projects.create'] })
      .where(and(eq(permissionGroups.companyId, maker.company.id), eq(permissionGroups.role, 'general_collaborator')));
    await app.db
      .update(permissionGroups)
      .set({ permissions: ['projects.view', 'projects.create'] })
      .where(and(eq(permissionGroups.companyId, maker.company.id), eq(permissionGroups.role, 'general_manager')));
    creator = await client(maker.email('general_collaborator'));
    otherCreator = await client(maker.email('general_manager'));
  });

  test('PUT on the own draft saves step 1 and the flags say update; another draft, a finished project: 403', async () => {
    const draft = await createProject(creator, { name: 'Creator draft', is_draft: true });
    expect(draft).toMatchObject({ is_draft: true, can: { update: true, delete: false } });
    const flags = async (c: TestClient, id: number) => (await c.get(`${V1}/permissions/project/${id}`)).json().data;
    expect(await flags(creator, draft.id)).toMatchObject({ view: true, update: true });
    expect(await flags(otherCreator, draft.id)).toMatchObject({ view: true, update: false });
    const listed = (await creator.get(`${V1}/projects`, { query: { search: 'Creator draft' } })).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: draft.id, can: expect.objectContaining({ update: true }) })]);

    const saved = await creator.put(`${V1}/projects/${draft.id}`, { name: 'Creator draft renamed', stage_id: await stageId(creator) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: PROJECT_MESSAGES.saved, data: { name: 'Creator draft renamed', is_draft: true, can: { update: true } } });
    // The same rules as for an editor: the spec's messages per field.
    const invalid = await creator.put(`${V1}/projects/${draft.id}`, { name: '', stage_id: await stageId(creator) });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.name).toEqual([M.required]);

    // Another creator's draft, and the own project once finished, need projects.edit.
    const refused = await otherCreator.put(`${V1}/projects/${draft.id}`, { name: 'Taken over', stage_id: await stageId(otherCreator) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().reason).toBe('permission');
    await app.db.update(projects).set({ isDraft: false }).where(eq(projects.id, draft.id));
    expect(await flags(creator, draft.id)).toMatchObject({ update: false });
    expect((await creator.put(`${V1}/projects/${draft.id}`, { name: 'After the wizard', stage_id: await stageId(creator) })).statusCode).toBe(403);
    expect((await creator.get(`${V1}/projects/${draft.id}`)).json().data.name).toBe('Creator draft renamed');
    // Another company's draft stays a 404.
    expect((await outsider.put(`${V1}/projects/${draft.id}`, { name: 'x', stage_id: 1 })).statusCode).toBe(404);
  });
});

describe('per-item flags: permissions/project/{id}', () => {
  test('follow the role, the plan and the archive', async () => {
    const project = await createProject(owner, { name: 'Flags' });
    const flags = async (c: TestClient) => (await c.get(`${V1}/permissions/project/${project.id}`)).json().data;
    expect(await flags(owner)).toEqual({ view: true, update: true, delete: true, scopeCreate: true, taskCreate: true });
    expect(await flags(viewer)).toEqual({ view: true, update: false, delete: false, scopeCreate: false, taskCreate: false });
    // Collaborators hold projects assign, which needs edit and delete (000 section 4).
    expect(await flags(collaborator)).toMatchObject({ view: true, update: true, delete: true, scopeCreate: true });
    expect((await outsider.get(`${V1}/permissions/project/${project.id}`)).statusCode).toBe(404);
    expect((await owner.get(`${V1}/permissions/task/${project.id}`)).statusCode).toBe(422);
    expect((await owner.get(`${V1}/permissions/project/abc`)).statusCode).toBe(404);
    expect((await guest.get(`${V1}/permissions/project/${project.id}`)).statusCode).toBe(401);
    const subProject = (await app.db.insert(projects).values({ companyId: subPlan.company.id, name: 'Sub', stage: 'Bidding' }).returning())[0];
    expect((await subOwner.get(`${V1}/permissions/project/${subProject.id}`)).json().data).toEqual({ view: true, update: false, delete: false, scopeCreate: false, taskCreate: true });
  });
});

describe('project activity', () => {
  test('other modules record through recordProjectActivity; filters, paging, and the gates', async () => {
    const project = await createProject(owner, { name: 'Logged' });
    await recordProjectActivity(app.db, { projectId: project.id, companyId: home.company.id, userId: home.users.general_manager!.id, action: 'team.users_added', subjectType: 'user', subjectId: 5, details: { user: 'x' } });
    await recordProjectActivity(app.db, { projectId: project.id, companyId: home.company.id, userId: null, action: 'custom.thing' });
    const all = (await viewer.get(`${V1}/project/activity`, { query: { project_id: project.id } })).json();
    expect(all.total).toBe(3);
    expect(all.data[0]).toMatchObject({ action: 'custom.thing', action_label: 'custom.thing', user_id: null, user_full_name: null });
    expect(all.data[1]).toMatchObject({ action: 'team.users_added', action_label: 'Team members added', subject_type: 'user', subject_id: 5, details: { user: 'x' } });
    const filtered = (await viewer.get(`${V1}/project/activity`, { query: { project_id: project.id, action: ['team.users_added', 'project.created'], user_id: home.users.general_manager!.id } })).json();
    expect(filtered.data.map((a: { action: string }) => a.action)).toEqual(['team.users_added']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await viewer.get(`${V1}/project/activity`, { query: { project_id: project.id, date_from: today, date_to: today } })).json().total).toBe(3);
    expect((await viewer.get(`${V1}/project/activity`, { query: { project_id: project.id, date_to: '2020-01-01' } })).json().total).toBe(0);
    const missing = await viewer.get(`${V1}/project/activity`);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ project_id: [M.required] });
    expect((await viewer.get(`${V1}/project/activity`, { query: { project_id: 'x', user_id: -1 } })).json().errors).toEqual({ project_id: [M.required], user_id: [M.numMin(1)] });
    expect((await outsider.get(`${V1}/project/activity`, { query: { project_id: project.id } })).statusCode).toBe(404);
    expect((await guest.get(`${V1}/project/activity`, { query: { project_id: project.id } })).statusCode).toBe(401);
  });

  test('download runs as a job and holds the filtered activity', async () => {
    const project = await createProject(owner, { name: 'Exported' });
    const run = await exportThroughJob(app, viewer, `${V1}/project/activity/download`, { project_id: project.id, format: 'csv' });
    expect(run.started.statusCode).toBe(202);
    expect(run.file.statusCode).toBe(200);
    const lines = run.file.body.replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe('Date,User,Action,Subject,Details');
    expect(lines[1]).toContain(',owner Proj Home,Project created,project,');
    expect(lines).toHaveLength(2);
    expect((await outsider.get(`${V1}/project/activity/download`, { query: { project_id: project.id } })).statusCode).toBe(404);
    expect((await viewer.get(`${V1}/project/activity/download`, { query: { project_id: project.id, format: 'pdf' } })).json().errors).toEqual({ format: ['The selected format is invalid.'] });
  });
});

describe('location', () => {
  test('countries, states of a country, cities of a state', async () => {
    const countries = (await viewer.get(`${V1}/location/get-countries`)).json().data;
    expect(countries).toContainEqual({ country_id: 'US', country_name: 'United States', phone_code: '1' });
    const states = (await viewer.get(`${V1}/location/get-states`, { query: { country_id: 'US' } })).json().data;
    expect(states).toContainEqual({ state_id: 'US-CA', state_name: 'California' });
    expect(states.length).toBeGreaterThanOrEqual(50);
    const cities = (await viewer.get(`${V1}/location/get-cities`, { query: { state_id: 'US-CA' } })).json().data;
    expect(cities).toContainEqual({ city_name: 'Los Angeles' });
    expect((await viewer.get(`${V1}/location/get-states`, { query: { country_id: 'ZZ' } })).json().errors).toEqual({ country_id: ['The selected country is invalid.'] });
    expect((await viewer.get(`${V1}/location/get-cities`, { query: { state_id: 'XX' } })).json().errors).toEqual({ state_id: ['The selected state is invalid.'] });
    expect((await viewer.get(`${V1}/location/get-states`)).json().errors).toEqual({ country_id: [M.required] });
    expect((await guest.get(`${V1}/location/get-countries`)).statusCode).toBe(401);
  });

  test('search-addresses and get-place-data answer from the same data', async () => {
    const found = (await viewer.get(`${V1}/location/search-addresses`, { query: { search: 'Los Angeles' } })).json().data;
    const la = found.find((m: { place_id: string }) => m.place_id === 'US-CA/Los Angeles');
    expect(la).toEqual({ place_id: 'US-CA/Los Angeles', description: 'Los Angeles, California, United States' });
    const place = (await viewer.get(`${V1}/location/get-place-data`, { query: { place_id: la.place_id } })).json().data;
    expect(place).toMatchObject({ country_id: 'US', country_name: 'United States', state_id: 'US-CA', state_name: 'California', city: 'Los Angeles' });
    expect(typeof place.latitude).toBe('number');
    expect((await viewer.get(`${V1}/location/get-place-data`, { query: { place_id: 'US-CA' } })).json().data).toMatchObject({ state_name: 'California', city: null });
    expect((await viewer.get(`${V1}/location/get-place-data`, { query: { place_id: 'US' } })).json().data).toMatchObject({ country_id: 'US', state_id: null });
    expect((await viewer.get(`${V1}/location/get-place-data`, { query: { place_id: 'US-CA/Nowhere Town' } })).statusCode).toBe(404);
    expect((await viewer.get(`${V1}/location/get-place-data`, { query: { place_id: 'ZZ' } })).statusCode).toBe(404);
    expect((await viewer.get(`${V1}/location/search-addresses`, { query: { search: 'Lo' } })).json().errors).toEqual({ search: [M.strMin(3)] });
    expect((await viewer.get(`${V1}/location/search-addresses`, { query: { search: 'zzqqxx' } })).json().data).toEqual([]);
  });
});

describe('demo data', () => {
  test('fills every project, leaves one draft and one archived, logs each creation, and runs once', async () => {
    const demo = await createCompanyWithUsers(app, { name: 'Proj Demo' });
    await app.db.insert(projects).values(['One', 'Two', 'Three', 'Four'].map((name) => ({ companyId: demo.company.id, name, stage: 'Bidding' })));
    await seedProjectDemoData(app.db, demo.company.id);
    await seedProjectDemoData(app.db, demo.company.id);
    const rows = await app.db.select().from(projects).where(eq(projects.companyId, demo.company.id)).orderBy(projects.id);
    expect(rows.map((r) => [r.internalNumber, r.isDraft, r.status])).toEqual([
      ['NW-1001', false, 'active'],
      ['NW-1002', false, 'active'],
      ['NW-1003', true, 'active'],
      ['NW-1004', false, 'archived'],
    ]);
    expect(rows.every((r) => r.managerId !== null && r.stateId !== null && r.ownerTypeId !== null)).toBe(true);
    const logged = await app.db.select().from(projectActivity).where(eq(projectActivity.companyId, demo.company.id));
    expect(logged).toHaveLength(5);
    const c = await client(demo.email('general_owner'));
    const list = (await c.get(`${V1}/projects`, { query: { sort_field: 'name' } })).json();
    expect(list.data.map((p: { name: string }) => p.name)).toEqual(['One', 'Three', 'Two']);
  });
});
