// Names take letters, spaces and the punctuation of names, on every endpoint that takes one: a
// last name of `<script>…</script>` is a 422 with the one shared message, never stored.
import type { FastifyInstance } from 'fastify';
import { VALIDATION_MESSAGES as M } from 'shared-contract';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers, createOperator } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

const MARKUP = '<script>alert(1)</script>';
let app: FastifyInstance;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let owner: TestClient;
let operator: TestClient;
let ip = 0;

const client = () => new TestClient(app, `10.61.0.${++ip}`);

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Names Home' });
  owner = client();
  await owner.signIn(home.email('general_owner'), PASSWORD);
  const op = await createOperator(app);
  operator = client();
  await operator.signInOperator(op.email, PASSWORD);
});
afterAll(async () => {
  await app.close();
});

const refused = (response: { statusCode: number; json: () => { errors: Record<string, string[]> } }, field: string) => {
  expect(response.statusCode).toBe(422);
  expect(response.json().errors[field]).toEqual([M.personName]);
};

test('company sign-up', async () => {
  const guest = client();
  await guest.csrf();
  const body = { first_name: 'Nina', last_name: MARKUP, company_name: 'Stone Works', email: 'nina@names.test', password: 'Secret!23', password_confirmation: 'Secret!23' };
  refused(await guest.post('/api/v1/sign-up/company-owner', body), 'last_name');
});

test('sign-up from an invitation link', async () => {
  const guest = client();
  await guest.csrf();
  const body = { token: 'any', first_name: MARKUP, last_name: 'Novak', email: 'n@names.test', password: 'Secret!23', password_confirmation: 'Secret!23' };
  refused(await guest.post('/api/v1/sign-up/user', body), 'first_name');
});

test('employee edit', async () => {
  const id = home.users.general_manager!.id;
  refused(await owner.put(`/api/v1/employees/${id}`, { first_name: 'Mia', last_name: MARKUP, role: 'general_manager' }), 'last_name');
  // The usual punctuation of names is fine.
  const saved = await owner.put(`/api/v1/employees/${id}`, { first_name: 'Jean-Luc', last_name: "O'Brien-Łukasz, Jr.", role: 'general_manager' });
  expect(saved.statusCode).toBe(200);
});

test('My Profile', async () => {
  refused(await owner.post('/api/v1/users/profile/save', { first_name: 'Olivia', last_name: MARKUP }), 'last_name');
});

test('operator: create account', async () => {
  const body = { owner_first_name: 'Ann', owner_last_name: MARKUP, owner_email: 'ann@names.test', company_name: 'Names Co', company_tax_id: '12-3456789', company_website: 'names.test' };
  refused(await operator.post('/api/v1/superadmin/companies', body), 'owner_last_name');
});

test('network: invite company contact name', async () => {
  const body = { company_name: 'Coastal', contact_name: MARKUP, email: 'c@coastal.test', phone: '+1 206 555 0190', tax_id: '45-1234567' };
  refused(await owner.post('/api/v1/company/network/invite', body), 'contact_name');
});

test('network: an import row with markup in the contact name is invalid with the message', async () => {
  const boundary = '----names-boundary';
  const csv = ['Name,Tax ID,Contact name,Contact e-mail,Phone', `Delta,,${MARKUP},d@delta.test,`].join('\n');
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  const response = await owner.request('POST', '/api/v1/company/network/import/preview', { body: payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(response.statusCode).toBe(200);
  expect(response.json().data.rows[0]).toMatchObject({ outcome: 'invalid', reasons: [`Contact name: ${M.personName}`] });
});
