// The development outbox holds reset links, invitation links and sign-in codes: only a signed-in
// platform operator reads it, only outside production (or with DEV_MAILBOX=true), and the
// operator's own code is written to the console for whoever started the server.
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import { formatConsoleMail } from '../src/plugins/app/mail';
import { TestClient } from './helpers/client';
import { PASSWORD, createCompanyWithUsers, createOperator, createUser } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

describe('outside production', () => {
  let app: FastifyInstance;
  let acme: Awaited<ReturnType<typeof createCompanyWithUsers>>;
  beforeAll(async () => {
    app = await createTestApp();
    acme = await createCompanyWithUsers(app, { name: 'Mailbox Co' });
    await createOperator(app, 'mailbox-operator@demo.test');
    await createUser(app, { companyId: acme.company.id, role: 'general_collaborator', email: 'unverified@mailbox-co.test', verified: false });
  });
  afterAll(async () => {
    await app.close();
  });

  test('a guest asking a reset for someone cannot read the link: guests, company users and unverified users are refused', async () => {
    const guest = new TestClient(app, '10.40.0.1');
    await guest.csrf();
    expect((await guest.post('/api/v1/auth/password/forgot', { email: acme.email('general_owner') })).statusCode).toBe(200);
    expect((await guest.get('/api/dev/mailbox', { query: { to: acme.email('general_owner') } })).statusCode).toBe(401);

    const owner = new TestClient(app, '10.40.0.2');
    await owner.signIn(acme.email('general_owner'), PASSWORD);
    expect((await owner.get('/api/dev/mailbox')).statusCode).toBe(403);

    const unverified = new TestClient(app, '10.40.0.3');
    await unverified.signIn('unverified@mailbox-co.test', PASSWORD);
    expect((await unverified.get('/api/dev/mailbox')).statusCode).toBe(403);
  });

  test('a signed-in operator reads it', async () => {
    const operator = new TestClient(app, '10.40.0.4');
    await operator.signInOperator('mailbox-operator@demo.test', PASSWORD);
    const response = await operator.get('/api/dev/mailbox', { query: { to: acme.email('general_owner') } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].subject).toMatch(/password/i);
  });

  test('with MAIL_TO_CONSOLE each outbox mail is written to the console, so the operator can read its first code', async () => {
    const written: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    const console = await createTestApp({ config: { mailToConsole: true } });
    try {
      await createOperator(console, 'console-operator@demo.test');
      const client = new TestClient(console, '10.40.0.5');
      await client.csrf();
      expect((await client.post('/api/v1/auth/superadmin/login', { email: 'console-operator@demo.test', password: PASSWORD })).statusCode).toBe(200);
      const [mail] = await console.mailer.outbox('console-operator@demo.test');
      expect(written.join('')).toContain(formatConsoleMail(mail));
      expect(formatConsoleMail(mail)).toMatch(/----- mail to console-operator@demo\.test -----\nSubject: .*\n\n.*code is \d{4}/);
    } finally {
      write.mockRestore();
      await console.close();
    }
  });
});

describe('in production', () => {
  test('there is no outbox route, not even for an operator, unless DEV_MAILBOX=true', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.test' }).devMailbox).toBe(false);
    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).mailToConsole).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' }).mailToConsole).toBe(true);
    const app = await createTestApp({ config: { nodeEnv: 'production', devMailbox: false } });
    try {
      await createOperator(app, 'prod-operator@demo.test');
      const operator = new TestClient(app, '10.40.1.1');
      await operator.signInOperator('prod-operator@demo.test', PASSWORD);
      expect((await operator.get('/api/dev/mailbox')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
