// Contract lists (issue 16 "GET contracts", 000 section 7): GET contracts is the task list fixed to
// contracts (the task list's filters, sorts and paging; sent and received, a vendor never sees a
// draft), GET contracts/counts counts what the caller sees by status, by project and by vendor, and
// GET contracts/:id reads one contract (404 for a task of another type, another company, or a draft
// to the vendor).
import type { FastifyInstance } from 'fastify';
import type { TestClient } from './helpers/client';
import { type CompanyFixture, createContractParties, createGuest, createProject, insertContractTasks, v1 } from './helpers/contracts';
import { signInFrom } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let home: CompanyFixture;
let vendorA: CompanyFixture;
let vendorB: CompanyFixture;
let other: CompanyFixture;
let owner: TestClient;
let viewOnly: TestClient;
let vendorAOwner: TestClient;
let outsider: TestClient;
let towerId: number;
let bridgeId: number;
const ids: Record<string, number> = {};

const signIn = signInFrom(() => app, '10.77.0');

beforeAll(async () => {
  app = await createTestApp();
  ({
    home,
    vendors: [vendorA, vendorB],
    other,
  } = await createContractParties(app, 'Lists', ['Alpha Steel', 'Beta Glass']));
  const tower = await createProject(app, { companyId: home.company.id, name: 'Tower' });
  const bridge = await createProject(app, { companyId: home.company.id, name: 'Bridge' });
  const otherProject = await createProject(app, { companyId: other.company.id, name: 'Elsewhere' });
  towerId = tower.id;
  bridgeId = bridge.id;
  const base = { companyId: home.company.id, internalAssigneeId: home.users.general_manager!.id, createdBy: home.users.general_manager!.id };
  const rows = await insertContractTasks(app, [
    { ...base, projectId: tower.id, vendorCompanyId: vendorA.company.id, number: 'T-000001', name: 'Tower steel', type: 'contract', status: 'draft', dueDate: '2030-01-10' },
    { ...base, projectId: tower.id, vendorCompanyId: vendorA.company.id, number: 'T-000002', name: 'Tower rebar', type: 'contract', status: 'pending_approval', dueDate: '2030-01-20', sentAt: new Date() },
    { ...base, projectId: bridge.id, vendorCompanyId: vendorB.company.id, number: 'T-000003', name: 'Bridge glass', type: 'contract', status: 'pending_external_signature', dueDate: '2030-01-05', sentAt: new Date() },
    { ...base, projectId: bridge.id, vendorCompanyId: vendorA.company.id, number: 'T-000004', name: 'Bridge steel', type: 'contract', status: 'fully_executed', dueDate: '2030-01-30', sentAt: new Date() },
    { ...base, projectId: tower.id, vendorCompanyId: vendorA.company.id, number: 'T-000005', name: 'Tower W-9', type: 'document-request', status: 'pending_submission', dueDate: '2030-01-01', sentAt: new Date() },
    // another company's contract with the same vendor: never the home company's
    {
      companyId: other.company.id,
      projectId: otherProject.id,
      vendorCompanyId: vendorA.company.id,
      number: 'T-000001',
      name: 'Elsewhere steel',
      type: 'contract',
      status: 'pending_approval',
      dueDate: '2030-01-15',
      sentAt: new Date(),
    },
  ]);
  for (const row of rows) ids[row.name] = row.id;
  owner = await signIn(home.email('general_owner'));
  viewOnly = await signIn(home.email('general_view_only'));
  vendorAOwner = await signIn(vendorA.email('sub_owner'));
  outsider = await signIn(other.email('general_owner'));
}, 120_000);
afterAll(async () => {
  await app.close();
});

const names = (response: { json: () => { data: { task_name?: string; name?: string }[] } }) => response.json().data.map((r) => r.task_name ?? r.name);

describe('GET contracts', () => {
  test('the sender sees its contracts only (no other task type), by due date, paged', async () => {
    const response = await owner.get(v1('contracts'));
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['Bridge glass', 'Tower steel', 'Tower rebar', 'Bridge steel']);
    expect(response.json()).toMatchObject({ total: 4, current_page: 1 });
    const page2 = await owner.get(v1('contracts'), { query: { per_page: 3, page: 2 } });
    expect(names(page2)).toEqual(['Bridge steel']);
    // a view-only user reads the same list
    expect(names(await viewOnly.get(v1('contracts')))).toHaveLength(4);
  });

  test('the task list filters and sorts apply; asking for another type still lists contracts only', async () => {
    expect(names(await owner.get(v1('contracts'), { query: { status: ['pending_approval', 'draft'] } }))).toEqual(['Tower steel', 'Tower rebar']);
    expect(names(await owner.get(v1('contracts'), { query: { project_id: bridgeId } }))).toEqual(['Bridge glass', 'Bridge steel']);
    expect(names(await owner.get(v1('contracts'), { query: { company_id: vendorB.company.id } }))).toEqual(['Bridge glass']);
    expect(names(await owner.get(v1('contracts'), { query: { sort_field: 'task_name', sort_direction: 'desc' } }))).toEqual(['Tower steel', 'Tower rebar', 'Bridge steel', 'Bridge glass']);
    expect(names(await owner.get(v1('contracts'), { query: { type: ['document-request'] } }))).toHaveLength(4);
    const bad = await owner.get(v1('contracts'), { query: { status: ['nonsense'] } });
    expect(bad.statusCode).toBe(422);
  });

  test('the vendor sees the contracts sent to it that are not drafts; a stranger sees its own only', async () => {
    expect(names(await vendorAOwner.get(v1('contracts')))).toEqual(['Elsewhere steel', 'Tower rebar', 'Bridge steel']);
    expect(names(await outsider.get(v1('contracts')))).toEqual(['Elsewhere steel']);
  });
});

describe('GET contracts/counts', () => {
  test('the sender counts its contracts by status, by project and by vendor', async () => {
    const response = await owner.get(v1('contracts/counts'));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.by_status).toEqual([
      { status: 'draft', count: 1 },
      { status: 'fully_executed', count: 1 },
      { status: 'pending_approval', count: 1 },
      { status: 'pending_external_signature', count: 1 },
    ]);
    expect(data.by_project).toEqual([
      { project_id: bridgeId, project_name: 'Bridge', count: 2 },
      { project_id: towerId, project_name: 'Tower', count: 2 },
    ]);
    expect(data.by_vendor).toEqual([
      { company_id: vendorA.company.id, company_name: 'Alpha Steel', count: 3 },
      { company_id: vendorB.company.id, company_name: 'Beta Glass', count: 1 },
    ]);
  });

  test('the vendor counts what it sees (no drafts, both senders)', async () => {
    const data = (await vendorAOwner.get(v1('contracts/counts'))).json().data;
    expect(data.by_status).toEqual([
      { status: 'fully_executed', count: 1 },
      { status: 'pending_approval', count: 2 },
    ]);
    expect(data.by_vendor).toEqual([{ company_id: vendorA.company.id, company_name: 'Alpha Steel', count: 3 }]);
    expect(data.by_project.map((p: { project_name: string }) => p.project_name)).toEqual(['Bridge', 'Elsewhere', 'Tower']);
  });

  test('a guest gets 401', async () => {
    const guest = await createGuest(app, '10.77.1.1');
    expect((await guest.get(v1('contracts/counts'))).statusCode).toBe(401);
    expect((await guest.get(v1('contracts'))).statusCode).toBe(401);
  });
});

describe('GET contracts/:id', () => {
  test('the sender reads a contract with its approval state and flags', async () => {
    const response = await owner.get(v1(`contracts/${ids['Tower rebar']}`));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ task: { id: ids['Tower rebar'], status: 'pending_approval' }, approval: { state: 'none' }, round: null });
  });

  test('404: a task of another type, another company, a draft to its vendor, an id that names nothing', async () => {
    expect((await owner.get(v1(`contracts/${ids['Tower W-9']}`))).statusCode).toBe(404);
    expect((await outsider.get(v1(`contracts/${ids['Tower rebar']}`))).statusCode).toBe(404);
    expect((await vendorAOwner.get(v1(`contracts/${ids['Tower steel']}`))).statusCode).toBe(404);
    expect((await vendorAOwner.get(v1(`contracts/${ids['Tower rebar']}`))).statusCode).toBe(200);
    expect((await owner.get(v1('contracts/2147483647'))).statusCode).toBe(404);
    expect((await owner.get(v1('contracts/abc'))).statusCode).toBe(404);
  });
});
