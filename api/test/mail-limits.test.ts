// Mail sent on demand is limited per user (20 actions in 10 minutes) and per target (3 mails in 10
// minutes): a resend button pressed in a loop, or a communication sent again and again, no longer
// floods an inbox. Over the limit is 429 with the too-many-attempts message (the client's /429 page).
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from 'shared-contract';
import { companyNetwork } from '../src/db/schema';
import { TestClient, findMailbox } from './helpers/client';
import { PASSWORD, createCompanyWithUsers, createUser } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let partner: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let ip = 0;
const client = async (email: string) => {
  const c = new TestClient(app, `10.44.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const expectTooMany = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ message: ERROR_MESSAGES.tooManyAttempts });
};

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Limit Home' });
  partner = await createCompanyWithUsers(app, { name: 'Limit Partner', type: 'sub_contractor' });
  await app.db.insert(companyNetwork).values([
    { companyId: home.company.id, partnerCompanyId: partner.company.id },
    { companyId: partner.company.id, partnerCompanyId: home.company.id },
  ]);
});
afterAll(async () => {
  await app.close();
});

test('an employee invitation resent in a loop mails its address 3 times, then 429', async () => {
  const admin = await client(home.email('general_admin'));
  expect((await admin.post('/api/v1/employees/invite', { emails: ['loop@new.test'], role: 'general_view_only' })).statusCode).toBe(200);
  const [row] = (await admin.get('/api/v1/employees/invitations', { query: { search: 'loop@new.test' } })).json().data;
  for (let i = 0; i < 3; i++) expect((await admin.post(`/api/v1/employees/invitations/${row.id}/resend`)).statusCode).toBe(200);
  expectTooMany(await admin.post(`/api/v1/employees/invitations/${row.id}/resend`));
  // Another admin of the company is held by the same per-invitation limit.
  expectTooMany(await (await client(home.email('general_owner'))).post(`/api/v1/employees/invitations/${row.id}/resend`));
  expect(await findMailbox(app, 'loop@new.test')).toHaveLength(4);
});

test('a network invitation resent in a loop: 3 resends, then 429', async () => {
  const manager = await client(home.email('general_manager'));
  const invite = await manager.post('/api/v1/company/network/invite', { company_name: 'Loop Co', contact_name: 'Lou Loop', email: 'lou@loop.test' });
  expect(invite.statusCode).toBe(200);
  const { id } = invite.json().data;
  for (let i = 0; i < 3; i++) expect((await manager.post(`/api/v1/company/network/invitations/${id}/resend`)).statusCode).toBe(200);
  expectTooMany(await manager.post(`/api/v1/company/network/invitations/${id}/resend`));
  expect(await findMailbox(app, 'lou@loop.test')).toHaveLength(4);
});

test('a communication sent again and again reaches a recipient 3 times, then 429', async () => {
  const owner = await client(home.email('general_owner'));
  const recipient = partner.users.sub_owner!;
  for (let i = 0; i < 3; i++) {
    expect((await owner.post('/api/v1/users/send-communication', { user_ids: [recipient.id], subject: `Hello ${i}`, body: 'x' })).statusCode).toBe(200);
  }
  expectTooMany(await owner.post('/api/v1/users/send-communication', { user_ids: [recipient.id], subject: 'Hello again', body: 'x' }));
  expect(await app.jobs.runDue()).toBe(3);
  expect(await findMailbox(app, partner.email('sub_owner'))).toHaveLength(3);
});

test('one user may take 20 mail-sending actions in 10 minutes, whatever the addresses', async () => {
  const owner = await client(partner.email('sub_owner'));
  for (let i = 0; i < 20; i++) {
    const r = await owner.post('/api/v1/employees/invite', { emails: [`many${i}@new.test`], role: 'sub_collaborator' });
    expect([i, r.statusCode]).toEqual([i, 200]);
  }
  expectTooMany(await owner.post('/api/v1/employees/invite', { emails: ['many20@new.test'], role: 'sub_collaborator' }));
  expect(await findMailbox(app, 'many20@new.test')).toHaveLength(0);
});

test('password reset links to one address: 3 in 10 minutes, then 429 from any client address', async () => {
  const email = home.email('general_view_only');
  for (let i = 0; i < 3; i++) {
    const guest = new TestClient(app, `10.44.1.${i + 1}`);
    await guest.csrf();
    expect((await guest.post('/api/v1/auth/password/forgot', { email })).statusCode).toBe(200);
  }
  const another = new TestClient(app, '10.44.1.99');
  await another.csrf();
  expectTooMany(await another.post('/api/v1/auth/password/forgot', { email }));
  expect(await findMailbox(app, email)).toHaveLength(3);
});

test('e-mail verification codes resent in a loop: 3, then 429', async () => {
  const unverified = await createUser(app, { companyId: home.company.id, role: 'general_collaborator', verified: false });
  const c = await client(unverified.email);
  for (let i = 0; i < 3; i++) expect((await c.post('/api/v1/auth/email/verification-notification')).statusCode).toBe(200);
  expectTooMany(await c.post('/api/v1/auth/email/verification-notification'));
  expect(await findMailbox(app, unverified.email)).toHaveLength(3);
});

test('the sender e-mail link to one address: 3, then 429', async () => {
  const owner = await client(partner.email('sub_admin'));
  for (let i = 0; i < 3; i++) expect((await owner.post('/api/v1/account/sender-email', { sender_email: 'sender@loop.test' })).statusCode).toBe(200);
  expectTooMany(await owner.post('/api/v1/account/sender-email', { sender_email: 'sender@loop.test' }));
  expect(await findMailbox(app, 'sender@loop.test')).toHaveLength(3);
});
