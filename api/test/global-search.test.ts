// Global search (GET search-results): the Users and Companies groups search the caller's own
// network with the lists' queries, the Projects group the projects the caller's company sees, follow the lists' view permissions, page one group with type.
// The Tasks and Documents groups are tested with Quick Access (quick-access.test.ts).
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { GLOBAL_SEARCH_MESSAGES, GLOBAL_SEARCH_MIN_CHARS, GLOBAL_SEARCH_PREVIEW_ROWS, VALIDATION_MESSAGES as M } from 'shared-contract';
import { companyNetwork, permissionGroups, projects } from '../src/db/schema';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let partner: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let outside: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let ip = 0;

const client = async (email: string) => {
  const c = new TestClient(app, `10.43.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const URL = '/api/v1/search-results';
const setPermissions = (role: string, permissions: string[]) =>
  app.db.update(permissionGroups).set({ permissions }).where(and(eq(permissionGroups.companyId, home.company.id), eq(permissionGroups.role, role)));

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Search Home' });
  partner = await createCompanyWithUsers(app, { name: 'Gridline Partner', type: 'sub_contractor' });
  outside = await createCompanyWithUsers(app, { name: 'Gridline Outside', type: 'sub_contractor' });
  await app.db.insert(companyNetwork).values([
    { companyId: home.company.id, partnerCompanyId: partner.company.id },
    { companyId: partner.company.id, partnerCompanyId: home.company.id },
  ]);
});
afterAll(async () => {
  await app.close();
});

describe('GET search-results', () => {
  test('every group the caller may view, first 5 rows with the total, from the own network only', async () => {
    const owner = await client(home.email('general_owner'));
    const response = await owner.get(URL, { query: { search: '  gridline ' } });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual(['companies', 'documents', 'projects', 'tasks', 'users']);
    expect(data.companies).toMatchObject({ total: 1, current_page: 1, per_page: GLOBAL_SEARCH_PREVIEW_ROWS, last_page: 1 });
    expect(data.companies.data).toEqual([{ id: partner.company.id, name: 'Gridline Partner', type: 'sub_contractor', primary_contact_name: 'owner Gridline Partner' }]);
    const partnerUsers = Object.keys(partner.users).length;
    expect(data.users.total).toBe(partnerUsers);
    expect(data.users.data).toHaveLength(Math.min(partnerUsers, GLOBAL_SEARCH_PREVIEW_ROWS));
    for (const row of data.users.data) {
      expect(row).toEqual({ id: expect.any(Number), full_name: expect.stringMatching(/Gridline Partner$/), email: expect.stringMatching(/@gridline-partner\.test$/), company_id: partner.company.id, company_name: 'Gridline Partner', is_own_company: false });
    }
    expect(JSON.stringify(data)).not.toContain('Gridline Outside');
  });

  test("the own company's users are found; another company searching sees its own network only", async () => {
    const owner = await client(home.email('general_owner'));
    const { data } = (await owner.get(URL, { query: { search: 'search home' } })).json();
    expect(data.users.total).toBe(Object.keys(home.users).length);
    expect(data.companies).toMatchObject({ total: 0, data: [] });
    const stranger = await client(outside.email('sub_owner'));
    const theirs = (await stranger.get(URL, { query: { search: 'gridline' } })).json().data;
    expect(theirs.companies.total).toBe(0);
    expect(theirs.users.data.every((r: { company_id: number }) => r.company_id === outside.company.id)).toBe(true);
  });

  test('type pages one group with page and per_page', async () => {
    const owner = await client(home.email('general_owner'));
    const total = Object.keys(partner.users).length;
    const first = (await owner.get(URL, { query: { search: 'gridline', type: 'users', per_page: 2 } })).json();
    expect(Object.keys(first.data)).toEqual(['users']);
    expect(first.data.users).toMatchObject({ total, current_page: 1, per_page: 2, last_page: Math.ceil(total / 2) });
    expect(first.data.users.data).toHaveLength(2);
    const second = (await owner.get(URL, { query: { search: 'gridline', type: 'users', per_page: 2, page: 2 } })).json();
    expect(second.data.users.current_page).toBe(2);
    expect(second.data.users.data.map((r: { id: number }) => r.id)).not.toContain(first.data.users.data[0].id);
    const companies = (await owner.get(URL, { query: { search: 'gridline', type: 'companies' } })).json();
    expect(Object.keys(companies.data)).toEqual(['companies']);
    expect(companies.data.companies).toMatchObject({ total: 1, per_page: 10 });
  });

  test('the groups follow the lists’ view permissions; none allowed is a 403', async () => {
    await setPermissions('general_manager', ['users.view']);
    await setPermissions('general_collaborator', ['projects.view']);
    const manager = await client(home.email('general_manager'));
    const onlyUsers = await manager.get(URL, { query: { search: 'gridline' } });
    expect(onlyUsers.statusCode).toBe(200);
    expect(Object.keys(onlyUsers.json().data)).toEqual(['users']);
    expect((await manager.get(URL, { query: { search: 'gridline', type: 'companies' } })).statusCode).toBe(403);
    await setPermissions('general_manager', ['companies.view']);
    expect(Object.keys((await manager.get(URL, { query: { search: 'gridline' } })).json().data)).toEqual(['companies']);
    const collaborator = await client(home.email('general_collaborator'));
    expect(Object.keys((await collaborator.get(URL, { query: { search: 'gridline' } })).json().data)).toEqual(['documents', 'projects']);
    await setPermissions('general_collaborator', ['task_and_documents.view']);
    expect(Object.keys((await collaborator.get(URL, { query: { search: 'gridline' } })).json().data)).toEqual(['tasks', 'documents']);
    await setPermissions('general_collaborator', ['templates.view']);
    expect((await collaborator.get(URL, { query: { search: 'gridline' } })).statusCode).toBe(403);
  });

  test('the Projects group: the project search row of the company’s projects, archived ones left out', async () => {
    const [tower] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Gridline Tower', stage: 'Bidding', internalNumber: 'GT-1', managerId: home.users.general_manager!.id }).returning();
    await app.db.insert(projects).values([
      { companyId: home.company.id, name: 'Gridline Old', stage: 'Bidding', status: 'archived', archivedAt: new Date() },
      { companyId: outside.company.id, name: 'Gridline Theirs', stage: 'Bidding' },
    ]);
    const owner = await client(home.email('general_owner'));
    const { data } = (await owner.get(URL, { query: { search: 'gridline', type: 'projects' } })).json();
    expect(data.projects).toMatchObject({ total: 1, current_page: 1 });
    expect(data.projects.data).toEqual([
      {
        id: tower.id,
        name: 'Gridline Tower',
        company_id: home.company.id,
        company_name: 'Search Home',
        internal_number: 'GT-1',
        estimated_start_date: null,
        estimated_end_date: null,
        stage: 'Bidding',
        manager_id: home.users.general_manager!.id,
        manager_first_name: 'manager',
        manager_last_name: 'Search Home',
      },
    ]);
    expect((await owner.get(URL, { query: { search: 'gt-1', type: 'projects' } })).json().data.projects.total).toBe(1);
  });

  test('422 with field messages for a short search, an unknown type or a bad per_page; 401 for a guest', async () => {
    const owner = await client(home.email('general_owner'));
    const short = await owner.get(URL, { query: { search: ' gr ' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.search).toEqual([M.strMin(GLOBAL_SEARCH_MIN_CHARS)]);
    const missing = await owner.get(URL);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.search).toEqual([M.required]);
    const type = await owner.get(URL, { query: { search: 'gridline', type: 'knowledge_base' } });
    expect(type.statusCode).toBe(422);
    expect(type.json().errors.type).toEqual([GLOBAL_SEARCH_MESSAGES.invalidType]);
    const perPage = await owner.get(URL, { query: { search: 'gridline', type: 'users', per_page: 101 } });
    expect(perPage.statusCode).toBe(422);
    expect(perPage.json().errors.per_page).toEqual([M.numMax(100)]);
    const guest = new TestClient(app, '10.43.1.1');
    expect((await guest.get(URL, { query: { search: 'gridline' } })).statusCode).toBe(401);
  });
});
