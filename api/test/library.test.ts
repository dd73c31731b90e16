// The template library (issue 10): collections (create, list, add and remove templates, rename,
// delete), labels (create, list, attach, detach, delete), favorites per user, rename of a template
// (kept as a version), a collection or a label (library/items/rename), library/items/search, the
// list's collection, label and favorites views, and a project's template collection
// (company/templates-collection/list, project/temporary-collection, projects/{id}/template-collection).
import type { FastifyInstance } from 'fastify';
import { TEMPLATE_MESSAGES as T, VALIDATION_MESSAGES as M, type LibrarySearchResult, type Template, type TemplateCollection, type TemplateLabelRow, type TemplateRow } from 'shared-contract';
import { projects } from '../src/db/schema';
import { TestClient } from './helpers/client';
import { createCompanyWithUsers } from './helpers/fixtures';
import { signInFrom, signInGeneralRoles } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let owner: TestClient;
let manager: TestClient;
let collaborator: TestClient;
let viewOnly: TestClient;
let outsider: TestClient;
let homeId: number;
const tpl: Record<string, Template> = {};
let foreign: Template;

const client = signInFrom(() => app, '10.44.0');
const v1 = (path: string) => `/api/v1/${path}`;
const LIST = '/api/v2/templates';
const body = (words: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }] });
const create = async (c: TestClient, name: string, type = 'contract') => {
  const response = await c.post(v1('templates'), { name, type, body: body(`${name} text`) });
  expect(response.statusCode).toBe(201);
  return response.json().data as Template;
};
const listIds = async (c: TestClient, query: Record<string, string | number>) => ((await c.get(LIST, { query: { per_page: 100, ...query } })).json().data as TemplateRow[]).map((t) => t.name).sort();

beforeAll(async () => {
  app = await createTestApp();
  const home = await createCompanyWithUsers(app, { name: 'Library Home' });
  const other = await createCompanyWithUsers(app, { name: 'Library Other' });
  homeId = home.company.id;
  ({ owner, manager, collaborator, viewOnly } = await signInGeneralRoles(client, home));
  outsider = await client(other.email('general_owner'));
  for (const [key, name, type] of [
    ['sub', 'Subcontract', 'contract'],
    ['coi', 'COI request', 'certificate-of-insurance'],
    ['safety', 'Safety acknowledgement', 'acknowledgement'],
    ['w9', 'W-9 request', 'document-request'],
  ] as const) {
    tpl[key] = await create(owner, name, type);
  }
  foreign = await create(outsider, 'Foreign template');
});
afterAll(async () => {
  await app.close();
});

describe('collections', () => {
  test('create with templates, list, add and remove (drag and drop), rename, delete', async () => {
    expect((await manager.post(v1('library/collection/create'), {})).json().errors).toEqual({ name: [M.required] });
    expect((await manager.post(v1('library/collection/create'), { name: 'x'.repeat(101) })).json().errors).toEqual({ name: [M.strMax(100)] });
    expect((await manager.post(v1('library/collection/create'), { name: 'Mixed', template_ids: [tpl.sub.id, foreign.id] })).json().errors).toEqual({ template_ids: ['The selected template is invalid.'] });
    expect((await collaborator.post(v1('library/collection/create'), { name: 'Nope' })).statusCode).toBe(403);

    const created = await manager.post(v1('library/collection/create'), { name: 'Onboarding', template_ids: [tpl.sub.id, tpl.coi.id] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: T.collectionCreated, data: { name: 'Onboarding', templates_count: 2, project_id: null } });
    const collection = created.json().data as TemplateCollection;
    expect((await manager.post(v1('library/collection/create'), { name: 'onboarding' })).json().errors).toEqual({ name: [M.unique('name')] });

    const added = await manager.post(v1(`library/collection/${collection.id}/templates`), { template_ids: [tpl.safety.id, tpl.sub.id] });
    expect(added.json()).toMatchObject({ message: T.addedToCollection, data: { templates_count: 3 } });
    expect((await manager.post(v1(`library/collection/${collection.id}/templates`), { template_ids: [] })).json().errors).toEqual({ template_ids: [M.required] });
    expect((await manager.post(v1(`library/collection/${collection.id}/templates`), { template_ids: [foreign.id] })).json().errors).toEqual({ template_ids: ['The selected template is invalid.'] });
    const removed = await manager.post(v1(`library/collection/${collection.id}/templates/remove`), { template_ids: [tpl.coi.id] });
    expect(removed.json()).toMatchObject({ message: T.removedFromCollection, data: { templates_count: 2 } });

    expect(await listIds(viewOnly, { collection_id: collection.id })).toEqual(['Safety acknowledgement', 'Subcontract']);
    const row = ((await viewOnly.get(LIST, { query: { search: 'Subcontract' } })).json().data as TemplateRow[])[0];
    expect(row.collections).toEqual([{ id: collection.id, name: 'Onboarding' }]);

    const renamed = await manager.put(v1('library/items/rename'), { entity: 'collection', entity_id: collection.id, name: 'Vendor onboarding' });
    expect(renamed.json()).toEqual({ data: { message: T.renamed, entity: 'collection', id: collection.id, name: 'Vendor onboarding' } });
    const listed = (await viewOnly.get(v1('library/collections'))).json().data as TemplateCollection[];
    expect(listed.map((c) => [c.name, c.templates_count])).toEqual([['Vendor onboarding', 2]]);
    expect((await viewOnly.get(v1('company/templates-collection/list'))).json().data).toEqual(listed);

    // Another company: none of it.
    expect((await outsider.get(v1('library/collections'))).json().data).toEqual([]);
    expect((await outsider.post(v1(`library/collection/${collection.id}/templates`), { template_ids: [foreign.id] })).statusCode).toBe(404);
    expect((await outsider.delete(v1(`library/collection/${collection.id}`))).statusCode).toBe(404);
    expect((await outsider.put(v1('library/items/rename'), { entity: 'collection', entity_id: collection.id, name: 'Mine' })).json().errors).toEqual({ entity_id: ['The selected collection is invalid.'] });

    expect((await collaborator.delete(v1(`library/collection/${collection.id}`))).statusCode).toBe(403);
    expect((await manager.delete(v1(`library/collection/${collection.id}`))).json()).toEqual({ data: { message: T.collectionDeleted } });
    expect((await viewOnly.get(v1('library/collections'))).json().data).toEqual([]);
    // Its templates are kept.
    expect((await viewOnly.get(v1(`templates/${tpl.safety.id}`))).statusCode).toBe(200);
  });
});

describe('labels', () => {
  test('create, attach, filter, detach, rename, delete', async () => {
    expect((await manager.post(v1('library/labels'), { name: '', color: 'pink' })).json().errors).toEqual({ name: [M.required], color: ['The selected color is invalid.'] });
    const created = await manager.post(v1('library/labels'), { name: 'Legal reviewed', color: 'green' });
    expect(created.statusCode).toBe(201);
    const label = created.json().data as TemplateLabelRow;
    expect(label).toMatchObject({ name: 'Legal reviewed', color: 'green', templates_count: 0 });
    expect((await manager.post(v1('library/labels'), { name: 'LEGAL reviewed' })).json().errors).toEqual({ name: [M.unique('name')] });
    const gray = (await manager.post(v1('library/labels'), { name: 'Draft' })).json().data as TemplateLabelRow;
    expect(gray.color).toBe('gray');

    expect((await manager.post(v1(`library/labels/${label.id}/attach`), { template_ids: [tpl.sub.id, tpl.w9.id] })).json()).toEqual({ data: { message: T.labelAttached } });
    expect((await manager.post(v1(`library/labels/${label.id}/attach`), { template_ids: [foreign.id] })).statusCode).toBe(422);
    expect(await listIds(viewOnly, { label_id: label.id })).toEqual(['Subcontract', 'W-9 request']);
    const detail = (await viewOnly.get(v1(`templates/${tpl.sub.id}`))).json().data as Template;
    expect(detail.labels).toEqual([{ id: label.id, name: 'Legal reviewed', color: 'green' }]);
    expect(((await viewOnly.get(v1('library/labels'))).json().data as TemplateLabelRow[]).map((l) => [l.name, l.templates_count])).toEqual([
      ['Draft', 0],
      ['Legal reviewed', 2],
    ]);

    expect((await manager.post(v1(`library/labels/${label.id}/detach`), { template_ids: [tpl.w9.id] })).json()).toEqual({ data: { message: T.labelDetached } });
    expect(await listIds(viewOnly, { label_id: label.id })).toEqual(['Subcontract']);

    expect((await manager.put(v1('library/items/rename'), { entity: 'label', entity_id: label.id, name: 'draft' })).json().errors).toEqual({ name: [M.unique('name')] });
    expect((await manager.put(v1('library/items/rename'), { entity: 'label', entity_id: label.id, name: 'Legal OK' })).statusCode).toBe(200);

    expect((await outsider.get(v1('library/labels'))).json().data).toEqual([]);
    expect((await outsider.delete(v1(`library/labels/${label.id}`))).statusCode).toBe(404);
    expect((await outsider.post(v1(`library/labels/${label.id}/attach`), { template_ids: [foreign.id] })).statusCode).toBe(404);
    expect((await collaborator.delete(v1(`library/labels/${label.id}`))).statusCode).toBe(403);
    expect((await manager.delete(v1(`library/labels/${label.id}`))).json()).toEqual({ data: { message: T.labelDeleted } });
    expect(((await viewOnly.get(v1(`templates/${tpl.sub.id}`))).json().data as Template).labels).toEqual([]);
  });
});

describe('favorites, rename, search', () => {
  test('favorites are each user’s own: add, toggle, remove, the favorites view', async () => {
    const added = await viewOnly.post(v1('library/items/add-to-favorite'), { template_id: tpl.coi.id, favorite: true });
    expect(added.json()).toEqual({ data: { message: T.addedToFavorites, is_favorite: true } });
    expect(await listIds(viewOnly, { view: 'favorites' })).toEqual(['COI request']);
    expect(await listIds(owner, { view: 'favorites' })).toEqual([]);
    expect(((await viewOnly.get(v1(`templates/${tpl.coi.id}`))).json().data as Template).is_favorite).toBe(true);
    expect(((await owner.get(v1(`templates/${tpl.coi.id}`))).json().data as Template).is_favorite).toBe(false);
    // Left out, favorite toggles.
    expect((await viewOnly.post(v1('library/items/add-to-favorite'), { template_id: tpl.coi.id })).json().data).toEqual({ message: T.removedFromFavorites, is_favorite: false });
    expect((await viewOnly.post(v1('library/items/add-to-favorite'), { template_id: tpl.coi.id })).json().data.is_favorite).toBe(true);
    expect((await viewOnly.post(v1('library/items/add-to-favorite'), { template_id: tpl.coi.id, favorite: false })).json().data.is_favorite).toBe(false);
    expect(await listIds(viewOnly, { view: 'favorites' })).toEqual([]);
    expect((await outsider.post(v1('library/items/add-to-favorite'), { template_id: tpl.coi.id })).json().errors).toEqual({ template_id: ['The selected template is invalid.'] });
    expect((await viewOnly.post(v1('library/items/add-to-favorite'), { template_id: 'x', favorite: 'maybe' })).statusCode).toBe(422);
  });

  test('renaming a template keeps a version; the name rules apply', async () => {
    const template = await create(owner, 'Rename me');
    expect((await collaborator.put(v1('library/items/rename'), { entity: 'template', entity_id: template.id, name: 'X' })).statusCode).toBe(403);
    expect((await manager.put(v1('library/items/rename'), { entity: 'template', entity_id: template.id, name: 'subcontract' })).json().errors).toEqual({ name: [M.unique('name')] });
    expect((await manager.put(v1('library/items/rename'), { entity: 'memo', entity_id: template.id, name: '' })).json().errors).toEqual({ entity: ['The selected entity is invalid.'], name: [M.required] });
    expect((await outsider.put(v1('library/items/rename'), { entity: 'template', entity_id: template.id, name: 'Mine' })).statusCode).toBe(404);
    const renamed = await manager.put(v1('library/items/rename'), { entity: 'template', entity_id: template.id, name: 'Renamed template' });
    expect(renamed.json().data).toMatchObject({ entity: 'template', name: 'Renamed template' });
    const detail = (await owner.get(v1(`templates/${template.id}`))).json().data as Template;
    expect(detail).toMatchObject({ name: 'Renamed template', version: 2 });
    expect(detail.body).toEqual(template.body);
    expect((await owner.get(v1(`templates/${template.id}/versions`))).json().data[0]).toMatchObject({ number: 2, note: 'Renamed', name: 'Renamed template' });
  });

  test('search finds active templates, collections and labels of the company only', async () => {
    await manager.post(v1('library/collection/create'), { name: 'Safety pack' });
    await manager.post(v1('library/labels'), { name: 'Safety' });
    const found = (await viewOnly.post(v1('library/items/search'), { search: 'safety' })).json().data as LibrarySearchResult[];
    expect(found.map((r) => [r.entity, r.name])).toEqual([
      ['template', 'Safety acknowledgement'],
      ['collection', 'Safety pack'],
      ['label', 'Safety'],
    ]);
    expect(found[0].detail).toBe('Acknowledgement');
    expect(((await viewOnly.post(v1('library/items/search'), { search: 'safety', entity: ['label'] })).json().data as LibrarySearchResult[]).map((r) => r.entity)).toEqual(['label']);
    expect((await outsider.post(v1('library/items/search'), { search: 'safety' })).json().data).toEqual([]);
    expect((await viewOnly.post(v1('library/items/search'), {})).json().errors).toEqual({ search: [M.required] });
  });
});

describe("a project's template collection", () => {
  test('choose a library collection, make a project-only one, clear it; gates and tenant', async () => {
    const [project] = await app.db.insert(projects).values({ companyId: homeId, name: 'Library tower', stage: 'Bidding' }).returning();
    const [archivedProject] = await app.db.insert(projects).values({ companyId: homeId, name: 'Library archived', stage: 'Bidding', status: 'archived' }).returning();
    const collection = (await manager.post(v1('library/collection/create'), { name: 'Tower pack', template_ids: [tpl.sub.id, tpl.w9.id] })).json().data as TemplateCollection;
    const url = v1(`projects/${project.id}/template-collection`);

    expect((await viewOnly.get(url)).json().data).toEqual({ project_id: project.id, collection: null, templates: [] });
    expect((await viewOnly.put(url, { collection_id: collection.id })).statusCode).toBe(403);
    expect((await outsider.put(url, { collection_id: collection.id })).statusCode).toBe(404);
    expect((await outsider.get(url)).statusCode).toBe(404);
    expect((await manager.put(v1(`projects/${archivedProject.id}/template-collection`), { collection_id: collection.id })).statusCode).toBe(403);

    const chosen = await manager.put(url, { collection_id: collection.id });
    expect(chosen.json().message).toBe(T.projectCollectionSaved);
    expect(chosen.json().data).toMatchObject({ project_id: project.id, collection: { id: collection.id, name: 'Tower pack', templates_count: 2 } });
    expect(chosen.json().data.templates.map((t: { name: string }) => t.name)).toEqual(['Subcontract', 'W-9 request']);
    expect((await viewOnly.get(url)).json().data.collection.id).toBe(collection.id);

    const foreignCollection = (await outsider.post(v1('library/collection/create'), { name: 'Foreign pack' })).json().data as TemplateCollection;
    expect((await manager.put(url, { collection_id: foreignCollection.id })).json().errors).toEqual({ collection_id: ['The selected collection is invalid.'] });

    // A project-only collection: chosen at once, not listed in the library.
    expect((await manager.post(v1('project/temporary-collection'), { project_id: project.id, template_ids: [foreign.id] })).json().errors).toEqual({ template_ids: ['The selected template is invalid.'] });
    expect((await outsider.post(v1('project/temporary-collection'), { project_id: project.id, template_ids: [foreign.id] })).statusCode).toBe(404);
    const temporary = await manager.post(v1('project/temporary-collection'), { project_id: project.id, template_ids: [tpl.safety.id] });
    expect(temporary.statusCode).toBe(201);
    expect(temporary.json().data).toMatchObject({ collection: { name: 'Library tower templates', project_id: project.id, templates_count: 1 } });
    expect(((await viewOnly.get(v1('library/collections'))).json().data as TemplateCollection[]).map((c) => c.name)).not.toContain('Library tower templates');

    expect((await manager.put(url, { collection_id: null })).json().data).toEqual({ project_id: project.id, collection: null, templates: [] });
  });
});
