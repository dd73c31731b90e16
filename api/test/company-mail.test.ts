// composeCompanyMail: the system's own mails in the company's words when it has a template for them.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companyAccounts, emailTemplates, mergeFields, offices } from '../src/db/schema';
import { composeCompanyMail } from '../src/lib/company-mail';
import { TestClient, findMailbox } from './helpers/client';
import { createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
const fallback = { to: 'someone@example.test', subject: 'Default subject', text: 'Default text https://example.test/link' };

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Company Mail Home' });
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  await app.db.delete(emailTemplates).where(eq(emailTemplates.companyId, home.company.id));
});

describe('composeCompanyMail', () => {
  test('without a company or a template the default mail is sent', async () => {
    expect(await composeCompanyMail(app.db, null, 'password_reset', { 'mail.link': 'https://x.test' }, fallback)).toEqual(fallback);
    expect(await composeCompanyMail(app.db, home.company.id, 'password_reset', { 'mail.link': 'https://x.test' }, fallback)).toEqual(fallback);
    // A template that words another mail does not apply.
    await app.db.insert(emailTemplates).values({ companyId: home.company.id, name: 'Invite', subject: 'Join us', body: 'x', mailKey: 'employee_invitation' });
    expect(await composeCompanyMail(app.db, home.company.id, 'password_reset', {}, fallback)).toEqual(fallback);
  });

  test("the company's template fills its merge fields: passed values, company values, own field defaults", async () => {
    await app.db.insert(offices).values({ companyId: home.company.id, name: 'HQ', address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', isHeadquarters: true });
    await app.db.insert(mergeFields).values({ companyId: home.company.id, name: 'support.phone', type: 'text', defaultValue: '555-0100' });
    await app.db.insert(emailTemplates).values({
      companyId: home.company.id,
      name: 'Reset',
      subject: '{{company.name}}:   reset for {{mail.recipient_name}}',
      body: 'Hi {{mail.recipient_name}},\nreset here: {{mail.link}}\nCall {{support.phone}} - {{company.address}} {{unknown.field}}',
      mailKey: 'password_reset',
    });
    const mail = await composeCompanyMail(app.db, home.company.id, 'password_reset', { 'mail.link': 'https://x.test/reset', 'mail.recipient_name': 'Ann Lee' }, fallback);
    expect(mail.to).toBe(fallback.to);
    expect(mail.subject).toBe('Company Mail Home: reset for Ann Lee');
    expect(mail.text).toBe('Hi Ann Lee,\nreset here: https://x.test/reset\nCall 555-0100 - 1 Main St, Springfield, IL 62701');
  });

  test('a template without the link gets it appended; the senders\' own names fill mail.*', async () => {
    await app.db.insert(emailTemplates).values({ companyId: home.company.id, name: 'Invite', subject: 'Welcome from {{mail.sender_name}}', body: 'Join {{company.name}}.', mailKey: 'employee_invitation' });
    const mail = await composeCompanyMail(app.db, home.company.id, 'employee_invitation', { 'invitation.link': 'https://x.test/accept', 'inviter.name': 'Olivia Stone' }, fallback);
    expect(mail.subject).toBe('Welcome from Olivia Stone');
    expect(mail.text).toBe('Join Company Mail Home.\n\nhttps://x.test/accept');
  });

  test('the password reset mail of a company user uses the template end to end', async () => {
    await app.db.insert(emailTemplates).values({ companyId: home.company.id, name: 'Reset', subject: 'Reset your {{company.name}} password', body: 'Use {{mail.link}} within the hour.', mailKey: 'password_reset' });
    const guest = new TestClient(app, '10.43.0.1');
    await guest.csrf();
    const email = home.email('general_manager');
    expect((await guest.post('/api/v1/auth/password/forgot', { email })).statusCode).toBeLessThan(300);
    const [mail] = await findMailbox(app, email);
    expect(mail.subject).toBe('Reset your Company Mail Home password');
    expect(mail.text).toMatch(/^Use https?:\/\/\S+reset-password\?token=\S+ within the hour\.$/);
  });
});

describe('the company sender', () => {
  afterEach(async () => {
    await app.db.delete(companyAccounts).where(eq(companyAccounts.companyId, home.company.id));
  });

  test('a verified sender e-mail names the company and receives the replies; the platform address sends', async () => {
    await app.db.insert(companyAccounts).values({ companyId: home.company.id, senderEmail: 'office@mail-home.test', senderVerifiedAt: new Date() });
    const guest = new TestClient(app, '10.43.0.2');
    await guest.csrf();
    const email = home.email('general_admin');
    expect((await guest.post('/api/v1/auth/password/forgot', { email })).statusCode).toBeLessThan(300);
    const [mail] = await findMailbox(app, email);
    expect(mail.from).toBe(`"Company Mail Home" <${/<([^>]+)>/.exec(app.config.mailFrom)?.[1] ?? app.config.mailFrom}>`);
    expect(mail.reply_to).toBe('office@mail-home.test');
  });

  test('a sender e-mail not yet verified changes nothing', async () => {
    await app.db.insert(companyAccounts).values({ companyId: home.company.id, pendingSenderEmail: 'office@mail-home.test', senderEmail: 'office@mail-home.test' });
    expect(await composeCompanyMail(app.db, home.company.id, 'password_reset', {}, fallback)).toEqual(fallback);
  });
});
