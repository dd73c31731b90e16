// Templates (issue 10): GET /api/v2/templates (paging, search, sort, filters, views), show, create
// and edit with the body checked (document whitelist, 'Invalid merge field: {msg}.' on body,
// signature fields only in contracts, name unique among active templates), every save a version
// (list, show, restore as a new version), archive and restore, PDF previews with sample values,
// the merge-field rename and delete rules carried into template bodies, tenant and permissions.
import type { FastifyInstance } from 'fastify';
import {
  TEMPLATE_DOCUMENT_MESSAGES as D,
  MERGE_FIELD_MESSAGES as MF,
  TEMPLATE_MESSAGES as T,
  VALIDATION_MESSAGES as M,
  type Template,
  type TemplateDocument,
  type TemplateRow,
  type TemplateVersionRow,
} from 'shared-contract';
import { TestClient } from './helpers/client';
import { readPdf } from './helpers/pdf-reader';
import { createCompanyWithUsers } from './helpers/fixtures';
import { signInFrom, signInGeneralRoles } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let owner: TestClient;
let manager: TestClient;
let collaborator: TestClient;
let viewOnly: TestClient;
let outsider: TestClient;
let subOwner: TestClient;

const client = signInFrom(() => app, '10.43.0');
const v1 = (path: string) => `/api/v1/${path}`;
const LIST = '/api/v2/templates';

const text = (value: string) => ({ type: 'text', text: value });
const field = (name: string) => ({ type: 'mergeField', attrs: { name } });
const doc = (...inline: object[]): TemplateDocument => ({ type: 'doc', content: [{ type: 'paragraph', content: inline as never }] });
const signature = (role: 'internal' | 'external') => ({ type: 'signatureField', attrs: { role, kind: 'signature', label: `${role} signer` } });
const input = (name: string, extra: Record<string, unknown> = {}) => ({ name, type: 'contract', description: '', body: doc(text('Agreement for '), field('project.name')), ...extra });

const create = async (c: TestClient, name: string, extra: Record<string, unknown> = {}) => {
  const response = await c.post(v1('templates'), input(name, extra));
  expect(response.statusCode).toBe(201);
  return response.json().data as Template;
};

beforeAll(async () => {
  app = await createTestApp();
  const home = await createCompanyWithUsers(app, { name: 'Templates Home' });
  const other = await createCompanyWithUsers(app, { name: 'Templates Other' });
  const sub = await createCompanyWithUsers(app, { name: 'Templates Sub', type: 'sub_contractor', plan: 'sub' });
  ({ owner, manager, collaborator, viewOnly } = await signInGeneralRoles(client, home));
  outsider = await client(other.email('general_owner'));
  subOwner = await client(sub.email('sub_owner'));
});
afterAll(async () => {
  await app.close();
});

describe('create and validation', () => {
  test('required fields, the document whitelist, merge fields with the spec message, signature fields only in contracts', async () => {
    const empty = await owner.post(v1('templates'), {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: [M.required], type: [M.required], body: [M.required] });

    const badType = await owner.post(v1('templates'), input('X', { type: 'memo' }));
    expect(badType.json().errors).toEqual({ type: ['The selected type is invalid.'] });

    const unknown = await owner.post(v1('templates'), input('X', { body: doc(field('vendor.nme'), text(' and {{foo}} '), field('company.name')) }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ body: ['Invalid merge field: vendor.nme, foo.'] });
    // Mail-only fields are not for templates.
    expect((await owner.post(v1('templates'), input('X', { body: doc(field('mail.link')) }))).json().errors).toEqual({ body: [M.shortCodePlaceholder('mail.link')] });

    const script = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }] };
    expect((await owner.post(v1('templates'), input('X', { body: script }))).json().errors).toEqual({ body: [D.invalid] });
    expect((await owner.post(v1('templates'), input('X', { body: 'hello' }))).json().errors).toEqual({ body: [D.invalid] });
    expect((await owner.post(v1('templates'), input('X', { name: ['a'], body: [] }))).statusCode).toBe(422);

    const signed = await owner.post(v1('templates'), input('Ack', { type: 'acknowledgement', body: doc(text('Read and sign '), signature('external')) }));
    expect(signed.json().errors).toEqual({ body: [T.signatureFieldsOnlyInContracts] });

    expect((await owner.post(v1('templates'), input('x'.repeat(256)))).json().errors).toEqual({ name: [M.strMax(255)] });
  });

  test('a contract with merge fields and two signature fields is stored as JSON and sanitised HTML, version 1', async () => {
    const body = doc(text('<b>Between</b> '), field('company.name'), text(' and {{vendor.name}} '), signature('internal'), signature('external'));
    const created = await owner.post(v1('templates'), { name: '  Electrical Subcontract ', type: 'contract', description: 'Trade partners', body });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(T.templateCreated);
    const template = created.json().data as Template;
    expect(template).toMatchObject({ name: 'Electrical Subcontract', type: 'contract', type_label: 'Contract', description: 'Trade partners', version: 1, archived_at: null, is_favorite: false });
    expect(template.body).toEqual(body);
    expect(template.merge_fields).toEqual(['company.name', 'vendor.name']);
    expect(template.signature_fields).toEqual([
      { role: 'internal', kind: 'signature', label: 'internal signer' },
      { role: 'external', kind: 'signature', label: 'external signer' },
    ]);
    expect(template.html).toContain('&lt;b&gt;Between&lt;/b&gt;');
    expect(template.html).not.toContain('<b>Between');
    expect(template.html).toContain('data-merge-field="company.name"');
    expect(template.html).toContain('data-signature-field="external"');
    expect(template.updated_by?.full_name).toBeTruthy();

    // Unique among the company's active templates, whatever the case.
    expect((await owner.post(v1('templates'), input('electrical SUBCONTRACT'))).json().errors).toEqual({ name: [M.unique('name')] });
    // Another company may use the same name.
    expect((await outsider.post(v1('templates'), input('Electrical Subcontract'))).statusCode).toBe(201);
  });

  test('a company merge field is known to templates; the sub plan may keep templates too', async () => {
    expect((await owner.post(v1('settings/shortcode/edit'), { name: 'retainage.percent', type: 'number', default_value: '10' })).statusCode).toBe(200);
    expect((await owner.post(v1('templates'), input('Retainage', { body: doc(text('Retainage {{retainage.percent}}%')) }))).statusCode).toBe(201);
    // Another company's field is unknown here.
    expect((await outsider.post(v1('templates'), input('Retainage', { body: doc(field('retainage.percent')) }))).json().errors).toEqual({ body: [M.shortCodePlaceholder('retainage.percent')] });
    expect((await subOwner.post(v1('templates'), input('Sub contract form'))).statusCode).toBe(201);
  });
});

describe('list (v2)', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const home = await createCompanyWithUsers(app, { name: 'Templates List' });
    const listOwner = await client(home.email('general_owner'));
    ids = {};
    const types = ['contract', 'document-request', 'acknowledgement', 'certificate-of-insurance', 'sf-1413'];
    for (let i = 0; i < 12; i++) {
      const t = await create(listOwner, `List template ${String(i).padStart(2, '0')}`, { type: types[i % 5], description: i === 3 ? 'Roofing insurance' : '' });
      ids[`t${i}`] = t.id;
    }
    owner2 = listOwner;
  });
  let owner2: TestClient;

  test('pages with per_page (default 10) and current_page, searches name and description, filters type and date modified, sorts', async () => {
    const first = (await owner2.get(LIST)).json();
    expect(first).toMatchObject({ total: 12, per_page: 10, current_page: 1, last_page: 2 });
    expect(first.data).toHaveLength(10);
    // Newest change first by default.
    expect((first.data as TemplateRow[])[0].name).toBe('List template 11');
    const second = (await owner2.get(LIST, { query: { current_page: 2 } })).json();
    expect(second).toMatchObject({ current_page: 2 });
    expect(second.data).toHaveLength(2);

    expect((await owner2.get(LIST, { query: { search: 'roofing' } })).json().data.map((t: TemplateRow) => t.id)).toEqual([ids.t3]);
    expect((await owner2.get(LIST, { query: { search: '_%' } })).json().total).toBe(0);
    const typed = (await owner2.get(LIST, { query: { type: ['sf-1413', 'acknowledgement'], per_page: 50 } })).json();
    expect(typed.total).toBe(4);
    expect(new Set(typed.data.map((t: TemplateRow) => t.type))).toEqual(new Set(['sf-1413', 'acknowledgement']));

    const today = new Date().toISOString().slice(0, 10);
    expect((await owner2.get(LIST, { query: { date_modified_from: today, date_modified_to: today } })).json().total).toBe(12);
    expect((await owner2.get(LIST, { query: { date_modified_to: '2020-01-01' } })).json().total).toBe(0);

    const byName = (await owner2.get(LIST, { query: { sort_field: 'name', sort_direction: 'asc', per_page: 3 } })).json().data.map((t: TemplateRow) => t.name);
    expect(byName).toEqual(['List template 00', 'List template 01', 'List template 02']);

    const bad = await owner2.get(LIST, { query: { type: 'memo', sort_field: 'body', date_modified_from: '2026-02-30', view: 'mine' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['date_modified_from', 'sort_field', 'type[0]', 'view'].sort());
  });

  test('another company sees none of them', async () => {
    expect((await outsider.get(LIST, { query: { search: 'List template' } })).json().total).toBe(0);
    expect((await outsider.get(v1(`templates/${ids.t0}`))).statusCode).toBe(404);
  });
});

describe('edit, versions, archive and restore', () => {
  test('every save keeps a version; an earlier one is restored as a new version', async () => {
    const template = await create(owner, 'Versioned');
    const saved = await manager.put(v1(`templates/${template.id}`), { name: 'Versioned v2', type: 'contract', description: 'Second', body: doc(text('Second body '), field('vendor.name')) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: T.templateSaved, data: { name: 'Versioned v2', version: 2, description: 'Second', merge_fields: ['vendor.name'] } });
    expect(saved.json().data.html).toContain('Second body');

    const refused = await manager.put(v1(`templates/${template.id}`), { name: 'Versioned v2', type: 'contract', body: doc(field('nope')) });
    expect(refused.json().errors).toEqual({ body: [M.shortCodePlaceholder('nope')] });

    const versions = (await viewOnly.get(v1(`templates/${template.id}/versions`))).json();
    expect(versions.total).toBe(2);
    const [v2, v1row] = versions.data as TemplateVersionRow[];
    expect(v2).toMatchObject({ number: 2, name: 'Versioned v2', note: 'Edited', is_current: true });
    expect(v1row).toMatchObject({ number: 1, name: 'Versioned', note: 'Created', is_current: false });
    expect(v2.created_by?.full_name).not.toBe(v1row.created_by?.full_name);

    const old = (await viewOnly.get(v1(`templates/${template.id}/versions/${v1row.id}`))).json().data;
    expect(old).toMatchObject({ number: 1, name: 'Versioned', description: '' });
    expect(old.body).toEqual(input('x').body);

    const restored = await owner.post(v1(`templates/${template.id}/versions/${v1row.id}/restore`));
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ message: T.versionRestored(1), data: { name: 'Versioned', version: 3, description: '' } });
    expect(restored.json().data.body).toEqual(input('x').body);
    const after = (await owner.get(v1(`templates/${template.id}/versions`))).json();
    expect(after.total).toBe(3);
    expect(after.data[0]).toMatchObject({ number: 3, note: 'Restored from version 1', is_current: true });

    // Another template's version is not this template's.
    const otherTemplate = await create(owner, 'Other versioned');
    expect((await owner.get(v1(`templates/${otherTemplate.id}/versions/${v1row.id}`))).statusCode).toBe(404);
    expect((await owner.post(v1(`templates/${otherTemplate.id}/versions/${v1row.id}/restore`))).statusCode).toBe(404);
    expect((await outsider.get(v1(`templates/${template.id}/versions`))).statusCode).toBe(404);
    expect((await outsider.post(v1(`templates/${template.id}/versions/${v1row.id}/restore`))).statusCode).toBe(404);
  });

  test('archive hides a template, makes it read-only, and library/template/restore brings it back', async () => {
    const template = await create(owner, 'Archivable');
    expect((await collaborator.post(v1(`templates/${template.id}/archive`))).statusCode).toBe(403);
    expect((await outsider.post(v1(`templates/${template.id}/archive`))).statusCode).toBe(404);
    const archived = await owner.post(v1(`templates/${template.id}/archive`));
    expect(archived.json()).toEqual({ data: { message: T.templateArchived } });
    expect((await owner.get(LIST, { query: { search: 'Archivable' } })).json().total).toBe(0);
    const inArchive = (await owner.get(LIST, { query: { search: 'Archivable', view: 'archived' } })).json().data as TemplateRow[];
    expect(inArchive.map((t) => t.id)).toEqual([template.id]);
    expect(inArchive[0].archived_at).not.toBeNull();
    expect(inArchive[0].can).toEqual({ view: true, update: false, delete: true });

    const edit = await owner.put(v1(`templates/${template.id}`), input('Archivable'));
    expect(edit.statusCode).toBe(422);
    expect(edit.json().message).toBe(T.templateArchivedReadOnly);

    // Its name is free while it is archived; restoring then asks for a rename.
    const twin = await create(owner, 'Archivable');
    const clash = await owner.post(v1('library/template/restore'), { template_id: template.id });
    expect(clash.json().errors).toEqual({ template_id: [T.restoreNameTaken('Archivable')] });
    await owner.post(v1(`templates/${twin.id}/archive`));

    expect((await outsider.post(v1('library/template/restore'), { template_id: template.id })).json().errors).toEqual({ template_id: ['The selected template is invalid.'] });
    expect((await collaborator.post(v1('library/template/restore'), { template_id: template.id })).statusCode).toBe(403);
    const restored = await owner.post(v1('library/template/restore'), { template_id: template.id });
    expect(restored.json()).toEqual({ data: { message: T.templateRestored } });
    expect((await owner.get(LIST, { query: { search: 'Archivable' } })).json().data.map((t: TemplateRow) => t.id)).toEqual([template.id]);
  });

  test('show answers the body and the flags the permission groups give', async () => {
    const template = await create(owner, 'Flags');
    expect((await owner.get(v1(`templates/${template.id}`))).json().data.can).toEqual({ view: true, update: true, delete: true });
    const seen = (await collaborator.get(v1(`templates/${template.id}`))).json().data as Template;
    expect(seen.can).toEqual({ view: true, update: false, delete: false });
    expect(seen.body).toEqual(template.body);
    expect((await collaborator.post(v1('templates'), input('Nope'))).statusCode).toBe(403);
    expect((await collaborator.put(v1(`templates/${template.id}`), input('Nope'))).statusCode).toBe(403);
    expect((await outsider.put(v1(`templates/${template.id}`), input('Nope'))).statusCode).toBe(404);
    expect((await outsider.get(v1(`templates/${template.id}`))).statusCode).toBe(404);
  });
});

describe('PDF previews', () => {
  test('a saved template and an unsaved body render as PDF with sample values', async () => {
    const template = await create(owner, 'Preview me');
    const pdf = await viewOnly.get(v1(`templates/${template.id}/preview`));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="Preview me\.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The system fields' samples fill the merge fields.
    expect((await readPdf(pdf.rawPayload)).text).toContain('Agreement for Harbor Tower');
    expect((await outsider.get(v1(`templates/${template.id}/preview`))).statusCode).toBe(404);

    // A company field reads its default value; today is today.
    expect((await owner.post(v1('settings/shortcode/edit'), { name: 'preview.fee', type: 'text', default_value: 'Fee 750' })).statusCode).toBe(200);
    const unsaved = await manager.post(v1('templates/preview'), { name: 'Draft', body: doc(text('Hello '), field('vendor.name'), text(' {{preview.fee}} on '), field('today')) });
    expect(unsaved.statusCode).toBe(200);
    expect(unsaved.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const now = new Date();
    const today = `${String(now.getMonth() + 1).padStart(2, '0')}/${String(now.getDate()).padStart(2, '0')}/${now.getFullYear()}`;
    expect((await readPdf(unsaved.rawPayload)).text).toContain(`Hello Ridge Electric Fee 750 on ${today}`);
    expect((await manager.post(v1('templates/preview'), { body: doc(field('nope')) })).json().errors).toEqual({ body: [M.shortCodePlaceholder('nope')] });
    expect((await viewOnly.post(v1('templates/preview'), { body: doc(text('x')) })).statusCode).toBe(403);
  });
});

describe('merge fields in template bodies', () => {
  test('renaming a company field rewrites chips and typed placeholders; deleting a used one is refused naming the template', async () => {
    const fieldSaved = await owner.post(v1('settings/shortcode/edit'), { name: 'site.gate_code', type: 'text' });
    const fieldId = fieldSaved.json().data.id as number;
    const template = await create(owner, 'Gate access', { body: doc(text('Code: '), field('site.gate_code'), text(' (typed {{site.gate_code}}) and {{ site.gate_code }}')) });
    await owner.put(v1(`templates/${template.id}`), { ...input('Gate access'), body: doc(field('site.gate_code'), text(' v2')) });

    const refused = await owner.post(v1(`settings/shortcode/delete/${fieldId}`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MF.mergeFieldInUse('{{site.gate_code}}', 'the template "Gate access"'));

    expect((await owner.post(v1('settings/shortcode/edit'), { id: fieldId, name: 'site.gate', type: 'text' })).statusCode).toBe(200);
    const renamed = (await owner.get(v1(`templates/${template.id}`))).json().data as Template;
    expect(renamed.body).toEqual(doc(field('site.gate'), text(' v2')));
    expect(renamed.html).toContain('data-merge-field="site.gate"');
    expect(renamed.html).not.toContain('gate_code');
    // The versions carry the new name too, so restoring one passes the merge field check.
    const versions = (await owner.get(v1(`templates/${template.id}/versions`))).json().data as TemplateVersionRow[];
    const first = (await owner.get(v1(`templates/${template.id}/versions/${versions[1].id}`))).json().data;
    expect(first.body).toEqual(doc(text('Code: '), field('site.gate'), text(' (typed {{site.gate}}) and {{site.gate}}')));
    expect((await owner.post(v1(`templates/${template.id}/versions/${versions[1].id}/restore`))).statusCode).toBe(200);

    // Archived templates count too: restoring one must not bring back an unknown field.
    await owner.post(v1(`templates/${template.id}/archive`));
    expect((await owner.post(v1(`settings/shortcode/delete/${fieldId}`))).statusCode).toBe(409);
  });
});
