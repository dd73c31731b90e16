// Merge fields (settings/shortcode/*): system and company fields, paging and search, create/edit with
// the shared rules, renames carried into the texts that use a field, delete refused while used, export.
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { MERGE_FIELD_MESSAGES as T, SYSTEM_MERGE_FIELD_NAMES, VALIDATION_MESSAGES as M, type MergeField } from 'shared-contract';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';
import { exportThroughJob } from './helpers/downloads';

let app: FastifyInstance;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let owner: TestClient;
let collaborator: TestClient;
let outsider: TestClient;
let ip = 0;

const client = async (email: string) => {
  const c = new TestClient(app, `10.41.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const v1 = (path: string) => `/api/v1/settings/${path}`;

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Shortcodes Home' });
  const other = await createCompanyWithUsers(app, { name: 'Shortcodes Other' });
  owner = await client(home.email('general_owner'));
  collaborator = await client(home.email('general_collaborator'));
  outsider = await client(other.email('general_owner'));
});
afterAll(async () => {
  await app.close();
});

const create = (c: TestClient, body: Record<string, unknown>) => c.post(v1('shortcode/edit'), body);

describe('merge fields', () => {
  test('the paged list holds every system field, with types, and pages', async () => {
    const response = await owner.get(v1('shortcode/list-paginated'), { query: { per_page: 100 } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const names = (body.data as MergeField[]).map((f) => f.name);
    for (const name of ['company.name', 'vendor.contact_name', 'scope.amount', 'task.due_date', 'today', 'signer.external.name']) expect(names).toContain(name);
    const amount = (body.data as MergeField[]).find((f) => f.name === 'scope.amount')!;
    expect(amount).toMatchObject({ type: 'currency', type_label: 'Currency', is_system: true, placeholder: '{{scope.amount}}' });
    expect(body.total).toBe(SYSTEM_MERGE_FIELD_NAMES.length);
    const page2 = (await owner.get(v1('shortcode/list-paginated'), { query: { per_page: 5, page: 2 } })).json();
    expect(page2).toMatchObject({ current_page: 2, per_page: 5, last_page: Math.ceil(SYSTEM_MERGE_FIELD_NAMES.length / 5) });
    expect(page2.data).toHaveLength(5);
    expect((await owner.get(v1('shortcode/list-paginated'), { query: { page: 'x' } })).statusCode).toBe(422);
  });

  test('create validates with the shared messages and rejects duplicates of any case', async () => {
    const bad = await create(owner, { name: 'bad name!', type: 'colour', default_value: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ name: [T.mergeFieldName], type: ['The selected type is invalid.'] });
    const missing = await create(owner, {});
    expect(missing.json().errors.name).toEqual([M.required]);
    const badNumber = await create(owner, { name: 'retainage', type: 'number', default_value: 'ten' });
    expect(badNumber.json().errors).toEqual({ default_value: [M.number] });
    const badDate = await create(owner, { name: 'start', type: 'date', default_value: '2026-13-45' });
    expect(badDate.json().errors).toEqual({ default_value: [T.invalidDate] });
    const system = await create(owner, { name: 'Company.Name', type: 'text' });
    expect(system.json().errors).toEqual({ name: [M.unique('name')] });

    const ok = await create(owner, { name: 'contract.retainage', type: 'number', description: 'Retainage %', default_value: '10' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: T.mergeFieldSaved, data: { name: 'contract.retainage', type: 'number', is_system: false, default_value: '10' } });
    expect((await create(owner, { name: 'CONTRACT.RETAINAGE', type: 'text' })).json().errors).toEqual({ name: [M.unique('name')] });
    // Another company may use the same name: fields are per company.
    expect((await create(outsider, { name: 'contract.retainage', type: 'text' })).statusCode).toBe(200);
  });

  test('search, origin filter, company list and completion search', async () => {
    await create(owner, { name: 'insurance.coverage', type: 'currency', description: 'Minimum liability coverage' });
    const found = (await owner.get(v1('shortcode/list-paginated'), { query: { search: 'liability' } })).json();
    expect(found.data.map((f: MergeField) => f.name)).toEqual(['insurance.coverage']);
    const own = (await owner.get(v1('shortcode/list-paginated'), { query: { origin: 'company', per_page: 100 } })).json();
    expect(own.data.every((f: MergeField) => !f.is_system)).toBe(true);
    // The outsider's field of the same name is not in the home company's lists.
    expect(own.total).toBe((await owner.get(v1('shortcode/list'))).json().data.length);
    const completion = (await collaborator.get(v1('shortcode/company-list'))).json().data as { name: string; is_system: boolean }[];
    expect(completion.map((f) => f.name)).toEqual(expect.arrayContaining(['company.name', 'insurance.coverage']));
    expect(completion.findIndex((f) => !f.is_system)).toBeGreaterThan(completion.findIndex((f) => f.is_system));
    const search = (await collaborator.get(v1('shortcode/search'), { query: { search: 'insur' } })).json().data;
    expect(search.map((f: { name: string }) => f.name)).toEqual(['insurance.coverage']);
    const types = (await collaborator.get(v1('shortcode/types'))).json().data;
    expect(types).toEqual([
      { value: 'text', label: 'Text' },
      { value: 'number', label: 'Number' },
      { value: 'date', label: 'Date' },
      { value: 'currency', label: 'Currency' },
    ]);
  });

  test('a rename is carried into the e-mail templates and the naming pattern that use it', async () => {
    const field = (await create(owner, { name: 'site.super', type: 'text' })).json().data as MergeField;
    const template = (
      await owner.post(v1('email-template/create'), { name: 'Uses super', subject: 'Hi {{site.super}}', body: 'Dear {{ site.super }}, {{company.name}}' })
    ).json().data;
    expect((await owner.post(v1('company/document-name/edit'), { pattern: '{{project.name}} {{site.super}}' })).statusCode).toBe(200);
    const renamed = await create(owner, { id: field.id, name: 'site.superintendent', type: 'text' });
    expect(renamed.statusCode).toBe(200);
    const after = (await owner.get(v1(`email-template/show/${template.id}`))).json().data;
    expect(after.subject).toBe('Hi {{site.superintendent}}');
    expect(after.body).toBe('Dear {{site.superintendent}}, {{company.name}}');
    expect((await owner.get(v1('company/document-name'))).json().data.pattern).toBe('{{project.name}} {{site.superintendent}}');

    // While used it can not be deleted; the message says where.
    const refused = await owner.post(v1(`shortcode/delete/${field.id}`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(T.mergeFieldInUse('{{site.superintendent}}', 'the e-mail template "Uses super" and the document naming pattern'));
    await owner.post(v1(`email-template/delete/${template.id}`));
    await owner.post(v1('company/document-name/edit'), { pattern: '{{project.name}}' });
    const deleted = await owner.post(v1(`shortcode/delete/${field.id}`));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.message).toBe(T.mergeFieldDeleted);
  });

  test('system fields are read-only; other companies get 404; the collaborator 403', async () => {
    const list = (await owner.get(v1('shortcode/list-paginated'), { query: { search: 'vendor.name' } })).json().data as MergeField[];
    const system = list.find((f) => f.name === 'vendor.name')!;
    const edit = await create(owner, { id: system.id, name: 'vendor.renamed', type: 'text' });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual({ name: [T.systemMergeFieldReadOnly] });
    expect((await owner.post(v1(`shortcode/delete/${system.id}`))).statusCode).toBe(422);
    const own = (await create(owner, { name: 'tenant.check', type: 'text' })).json().data as MergeField;
    expect((await create(outsider, { id: own.id, name: 'tenant.stolen', type: 'text' })).statusCode).toBe(404);
    expect((await outsider.post(v1(`shortcode/delete/${own.id}`))).statusCode).toBe(404);
    expect((await collaborator.post(v1(`shortcode/delete/${own.id}`))).statusCode).toBe(403);
    expect((await collaborator.get(v1('shortcode/list-paginated'))).statusCode).toBe(403);
    expect((await create(owner, { id: 'abc', name: 'x', type: 'text' })).statusCode).toBe(404);
  });

  test('export downloads every visible field as xlsx, or csv', async () => {
    const { file: xlsx } = await exportThroughJob(app, owner, v1('shortcode/export'));
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment; filename="merge-fields-\d{4}-\d{2}-\d{2}\.xlsx";/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Merge fields')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Merge field');
    const cells: string[] = [];
    sheet.eachRow((row) => cells.push(String(row.getCell(1).value)));
    expect(cells).toEqual(expect.arrayContaining(['{{company.name}}', '{{contract.retainage}}']));
    const { file: csv } = await exportThroughJob(app, owner, v1('shortcode/export'), { format: 'csv' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Merge field,Name,Type,Origin,Description,Default value');
    expect(csv.body).toContain('{{insurance.coverage}},insurance.coverage,Currency,Company,Minimum liability coverage,');
    expect((await owner.get(v1('shortcode/export'), { query: { format: 'pdf' } })).statusCode).toBe(422);
  });
});
