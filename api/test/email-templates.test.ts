// E-mail templates (settings/email-template/*): list, show, create, edit, delete; subject and body
// checked against the merge fields a mail may use; one template per system mail.
import type { FastifyInstance } from 'fastify';
import { EMAIL_TEMPLATE_MESSAGES as T, VALIDATION_MESSAGES as M, type EmailTemplate } from 'shared-contract';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let owner: TestClient;
let manager: TestClient;
let collaborator: TestClient;
let outsider: TestClient;
let ip = 0;

const client = async (email: string) => {
  const c = new TestClient(app, `10.42.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const v1 = (path: string) => `/api/v1/settings/${path}`;

beforeAll(async () => {
  app = await createTestApp();
  const home = await createCompanyWithUsers(app, { name: 'Mail Templates Home' });
  const other = await createCompanyWithUsers(app, { name: 'Mail Templates Other' });
  owner = await client(home.email('general_owner'));
  manager = await client(home.email('general_manager'));
  collaborator = await client(home.email('general_collaborator'));
  outsider = await client(other.email('general_owner'));
});
afterAll(async () => {
  await app.close();
});

describe('e-mail templates', () => {
  test('create validates required fields and merge fields with the spec message', async () => {
    const empty = await owner.post(v1('email-template/create'), {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: [M.required], subject: [M.required], body: [M.required] });
    const unknown = await owner.post(v1('email-template/create'), { name: 'Award', subject: 'Hi {{vendor.nme}}', body: 'Dear {{foo}} and {{bar}} {{company.name}}' });
    expect(unknown.json().errors).toEqual({ subject: ['Invalid merge field: vendor.nme.'], body: ['Invalid merge field: foo, bar.'] });
    // Document-name-only fields are not for mails.
    const wrongContext = await owner.post(v1('email-template/create'), { name: 'Award', subject: 'S', body: '{{document.type}}' });
    expect(wrongContext.json().errors).toEqual({ body: [M.shortCodePlaceholder('document.type')] });
    const badKey = await owner.post(v1('email-template/create'), { name: 'Award', subject: 'S', body: 'B', mail_key: 'newsletter' });
    expect(badKey.json().errors).toEqual({ mail_key: [T.invalidMailKey] });
  });

  test('create, list with search and paging, show, edit, delete', async () => {
    const created = await owner.post(v1('email-template/create'), { name: 'Scope award', subject: '{{project.name}}: award', body: 'Hello {{vendor.contact_name}}' });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(T.emailTemplateCreated);
    const template = created.json().data as EmailTemplate;
    expect(template).toMatchObject({ name: 'Scope award', mail_key: null, mail_key_label: null });
    await owner.post(v1('email-template/create'), { name: 'Reminder', subject: 'Due {{task.due_date}}', body: 'Please send it.' });
    expect((await owner.post(v1('email-template/create'), { name: 'scope AWARD', subject: 'S', body: 'B' })).json().errors).toEqual({ name: [M.unique('name')] });

    const all = (await manager.get(v1('email-template/list'))).json();
    expect(all).toMatchObject({ total: 2, current_page: 1, per_page: 10, last_page: 1 });
    expect(all.data.map((t: EmailTemplate) => t.name)).toEqual(['Reminder', 'Scope award']);
    const searched = (await manager.get(v1('email-template/list'), { query: { search: 'due' } })).json();
    expect(searched.data.map((t: EmailTemplate) => t.name)).toEqual(['Reminder']);
    const paged = (await manager.get(v1('email-template/list'), { query: { per_page: 1, page: 2 } })).json();
    expect(paged).toMatchObject({ last_page: 2, total: 2 });
    expect(paged.data.map((t: EmailTemplate) => t.name)).toEqual(['Scope award']);

    expect((await manager.get(v1(`email-template/show/${template.id}`))).json().data.body).toBe('Hello {{vendor.contact_name}}');
    const edited = await manager.post(v1(`email-template/edit/${template.id}`), { name: 'Scope award', subject: 'Award', body: 'Hi {{mail.recipient_name}}', mail_key: 'employee_invitation' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: T.emailTemplateSaved, data: { mail_key: 'employee_invitation', mail_key_label: 'Employee invitation' } });
    // Only one template per system mail.
    const second = await owner.post(v1('email-template/create'), { name: 'Other invite', subject: 'S', body: 'B', mail_key: 'employee_invitation' });
    expect(second.json().errors).toEqual({ mail_key: [M.unique('system e-mail')] });

    // The manager has no account_configuration.delete.
    expect((await manager.post(v1(`email-template/delete/${template.id}`))).statusCode).toBe(403);
    const deleted = await owner.post(v1(`email-template/delete/${template.id}`));
    expect(deleted.json().data.message).toBe(T.emailTemplateDeleted);
    expect((await owner.get(v1(`email-template/show/${template.id}`))).statusCode).toBe(404);
  });

  test("the company's own merge fields are valid in templates", async () => {
    expect((await owner.post(v1('email-template/create'), { name: 'Own', subject: 'S', body: '{{site.gate_code}}' })).statusCode).toBe(422);
    await owner.post(v1('shortcode/edit'), { name: 'site.gate_code', type: 'text' });
    expect((await owner.post(v1('email-template/create'), { name: 'Own', subject: 'S', body: '{{site.gate_code}}' })).statusCode).toBe(200);
  });

  test('other companies get 404, roles without the templates gate 403', async () => {
    const template = (await owner.post(v1('email-template/create'), { name: 'Private', subject: 'S', body: 'B' })).json().data as EmailTemplate;
    expect((await outsider.get(v1(`email-template/show/${template.id}`))).statusCode).toBe(404);
    expect((await outsider.post(v1(`email-template/edit/${template.id}`), { name: 'X', subject: 'S', body: 'B' })).statusCode).toBe(404);
    expect((await outsider.post(v1(`email-template/delete/${template.id}`))).statusCode).toBe(404);
    expect((await outsider.get(v1('email-template/list'))).json().data.map((t: EmailTemplate) => t.name)).not.toContain('Private');
    expect((await collaborator.get(v1('email-template/list'))).statusCode).toBe(403);
    expect((await owner.get(v1('email-template/show/nope'))).statusCode).toBe(404);
  });
});
