// The project's Documents tab in one request (issue 9): GET project/documents lists the project's
// additional documents and its scopes' attachments in one page, newest first; the vendor of an
// external project sees only its scopes' attachments; can_delete per row; gates and odd input.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { VALIDATION_MESSAGES as M, selected } from 'shared-contract';
import { projectAdditionalDocuments, projects, scopeAttachments, scopes } from '../src/db/schema';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

type Fixture = Awaited<ReturnType<typeof createCompanyWithUsers>>;
type Row = { kind: string; id: number; name: string; scope_id: number | null; scope_name: string | null; uploaded_by: string | null; can_delete: boolean; created_at: string; size: number };

let app: FastifyInstance;
let home: Fixture;
let vendor: Fixture;
let otherVendor: Fixture;
let owner: TestClient;
let viewer: TestClient;
let outsider: TestClient;
let vendorOwner: TestClient;
let guest: TestClient;
let projectId: number;
let ip = 0;

const client = async (email: string) => {
  const c = new TestClient(app, `10.47.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const v1 = (path: string) => `/api/v1/${path}`;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
const list = async (c: TestClient, query: Record<string, string | number> = {}) => c.get(v1('project/documents'), { query: { project_id: projectId, ...query } });
const names = (rows: Row[]) => rows.map((r) => r.name);

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Docs Home' });
  vendor = await createCompanyWithUsers(app, { name: 'Docs Vendor', type: 'sub_contractor' });
  otherVendor = await createCompanyWithUsers(app, { name: 'Docs Other Vendor', type: 'sub_contractor' });
  const outsiders = await createCompanyWithUsers(app, { name: 'Docs Outsider' });
  owner = await client(home.email('general_owner'));
  viewer = await client(home.email('general_view_only'));
  outsider = await client(outsiders.email('general_owner'));
  vendorOwner = await client(vendor.email('sub_owner'));
  guest = new TestClient(app, '10.47.1.1');
  await guest.csrf();

  const companyId = home.company.id;
  const ownerId = home.users.general_owner!.id;
  const [project] = await app.db.insert(projects).values({ companyId, name: 'Docs Tower', stage: 'Bidding' }).returning();
  projectId = project.id;
  const [electrical, plumbing, sent] = await app.db
    .insert(scopes)
    .values([
      { companyId, projectId, vendorCompanyId: vendor.company.id, name: 'Electrical' },
      { companyId, projectId, vendorCompanyId: otherVendor.company.id, name: 'Plumbing' },
      { companyId, projectId, vendorCompanyId: vendor.company.id, name: 'Sent scope', status: 'sent' },
    ])
    .returning();
  await app.db.insert(scopeAttachments).values([
    { scopeId: electrical.id, path: 'x/wiring.pdf', name: 'wiring.pdf', size: 300, uploadedBy: ownerId, createdAt: at(3) },
    { scopeId: plumbing.id, path: 'x/pipes.pdf', name: 'pipes.pdf', size: 100, createdAt: at(5) },
    { scopeId: sent.id, path: 'x/final.pdf', name: 'final.pdf', size: 50, createdAt: at(1) },
  ]);
  await app.db.insert(projectAdditionalDocuments).values([
    { projectId, companyId, name: 'contract.docx', path: 'x/contract.docx', size: 200, mimeType: 'application/msword', uploadedBy: ownerId, createdAt: at(4) },
    { projectId, companyId, name: 'survey.pdf', path: 'x/survey.pdf', size: 400, createdAt: at(2) },
  ]);
  // Another project's files never show.
  const [elsewhere] = await app.db.insert(projects).values({ companyId, name: 'Docs Elsewhere', stage: 'Bidding' }).returning();
  const [elsewhereScope] = await app.db.insert(scopes).values({ companyId, projectId: elsewhere.id, vendorCompanyId: vendor.company.id, name: 'Elsewhere' }).returning();
  await app.db.insert(scopeAttachments).values({ scopeId: elsewhereScope.id, path: 'x/other.pdf', name: 'other.pdf', size: 1 });
  await app.db.insert(projectAdditionalDocuments).values({ projectId: elsewhere.id, companyId, name: 'other.docx', path: 'x/other.docx', size: 1 });
});
afterAll(async () => {
  await app.close();
});

describe('GET project/documents', () => {
  test("the owner gets the project's documents and every scope attachment in one page, newest first, with who may delete", async () => {
    const response = await list(owner);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: Row[]; total: number; current_page: number; last_page: number; per_page: number };
    expect(body).toMatchObject({ total: 5, current_page: 1, last_page: 1, per_page: 10 });
    expect(names(body.data)).toEqual(['pipes.pdf', 'contract.docx', 'wiring.pdf', 'survey.pdf', 'final.pdf']);
    const byName = new Map(body.data.map((r) => [r.name, r]));
    expect(byName.get('contract.docx')).toEqual({
      kind: 'project',
      id: expect.any(Number),
      name: 'contract.docx',
      size: 200,
      mime_type: 'application/msword',
      scope_id: null,
      scope_name: null,
      uploaded_by: 'owner Docs Home',
      created_at: at(4).toISOString(),
      can_delete: true,
    });
    expect(byName.get('wiring.pdf')).toMatchObject({ kind: 'scope', scope_name: 'Electrical', size: 300, uploaded_by: 'owner Docs Home', can_delete: true });
    expect(byName.get('survey.pdf')).toMatchObject({ kind: 'project', uploaded_by: null, mime_type: null });
    // A sent scope is locked: its files are not deleted from here.
    expect(byName.get('final.pdf')).toMatchObject({ kind: 'scope', scope_name: 'Sent scope', can_delete: false });
  });

  test('pages, search by file name and sort', async () => {
    const first = (await list(owner, { per_page: 2 })).json();
    const second = (await list(owner, { per_page: 2, page: 2 })).json();
    const third = (await list(owner, { per_page: 2, page: 3 })).json();
    expect(first).toMatchObject({ total: 5, last_page: 3 });
    expect([...names(first.data), ...names(second.data), ...names(third.data)]).toEqual(['pipes.pdf', 'contract.docx', 'wiring.pdf', 'survey.pdf', 'final.pdf']);
    expect(names((await list(owner, { search: 'PDF' })).json().data)).toEqual(['pipes.pdf', 'wiring.pdf', 'survey.pdf', 'final.pdf']);
    expect((await list(owner, { search: 'contract' })).json()).toMatchObject({ total: 1, data: [{ name: 'contract.docx' }] });
    expect((await list(owner, { search: '%' })).json().total).toBe(0);
    expect(names((await list(owner, { sort_field: 'name' })).json().data)).toEqual(['contract.docx', 'final.pdf', 'pipes.pdf', 'survey.pdf', 'wiring.pdf']);
    expect(names((await list(owner, { sort_field: 'size', sort_direction: 'desc' })).json().data)).toEqual(['survey.pdf', 'wiring.pdf', 'contract.docx', 'pipes.pdf', 'final.pdf']);
  });

  test('a view-only user reads them without delete', async () => {
    const rows = (await list(viewer)).json().data as Row[];
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.can_delete === false)).toBe(true);
  });

  test("the vendor of an external project sees only its scopes' attachments, read-only", async () => {
    const response = await list(vendorOwner);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as Row[];
    expect(names(rows)).toEqual(['wiring.pdf', 'final.pdf']);
    expect(rows.every((r) => r.kind === 'scope' && r.can_delete === false)).toBe(true);
    expect(response.json().total).toBe(2);
  });

  test('an archived project lists its documents, none deletable', async () => {
    await app.db.update(projects).set({ status: 'archived', archivedAt: new Date() }).where(eq(projects.id, projectId));
    try {
      const rows = (await list(owner)).json().data as Row[];
      expect(rows).toHaveLength(5);
      expect(rows.every((r) => r.can_delete === false)).toBe(true);
    } finally {
      await app.db.update(projects).set({ status: 'active', archivedAt: null }).where(eq(projects.id, projectId));
    }
  });

  test('gates: guest 401, another company 404, a draft is no external project; bad queries 422, never 500', async () => {
    expect((await list(guest)).statusCode).toBe(401);
    expect((await list(outsider)).statusCode).toBe(404);
    const [draft] = await app.db.insert(projects).values({ companyId: home.company.id, name: 'Docs Draft', stage: 'Bidding', isDraft: true }).returning();
    await app.db.insert(scopes).values({ companyId: home.company.id, projectId: draft.id, vendorCompanyId: vendor.company.id, name: 'Draft scope' });
    expect((await vendorOwner.get(v1('project/documents'), { query: { project_id: draft.id } })).statusCode).toBe(404);
    expect((await owner.get(v1('project/documents'), { query: { project_id: 2147483647 } })).statusCode).toBe(404);
    const missing = await owner.get(v1('project/documents'));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ project_id: [M.required] });
    expect((await list(owner, { sort_field: 'path' })).json().errors).toEqual({ sort_field: [selected('sort field')] });
    expect((await list(owner, { per_page: 'x' })).json().errors).toEqual({ per_page: [M.number] });
    expect((await owner.get(v1('project/documents'), { query: { project_id: 'abc' } })).statusCode).toBe(422);
  });
});
