import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from 'shared-contract';
import { passwordResets, sessions, users } from '../src/db/schema';
import { TestClient, findLatestCode, findLink, findMailbox } from './helpers/client';
import { PASSWORD, createCompanyWithUsers, createOperator, createUser } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let acme: Awaited<ReturnType<typeof createCompanyWithUsers>>;

beforeAll(async () => {
  app = await createTestApp();
  acme = await createCompanyWithUsers(app, { name: 'Acme Builders' });
});
afterAll(async () => {
  await app.close();
});

describe('sign-in and out', () => {
  test('csrf-cookie sets a readable XSRF-TOKEN cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/.{20,}/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  test('signs in, reads the user, signs out', async () => {
    const client = new TestClient(app);
    const user = await client.signIn(acme.email('general_owner'), PASSWORD);
    expect(user).toMatchObject({ email: acme.email('general_owner'), is_superuser: false, email_verified: true, role: { name: 'general_owner', show_name: 'Owner' } });
    expect(user.company).toMatchObject({ name: 'Acme Builders', type: 'general_contractor', plan: 'general', status: 'active' });
    expect(user.permissions).toContain('projects.create');
    expect(user.company.features.map((f: { feature: string }) => f.feature)).toEqual(expect.arrayContaining(['artificial_intelligence', 'bulk_send', 'chat', 'insights']));
    const session = [...client.cookies.keys()];
    expect(session).toContain('session');

    const me = await client.get('/api/v1/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(user.id);

    const out = await client.post('/api/v1/auth/logout');
    expect(out.statusCode).toBe(200);
    expect((await client.get('/api/v1/auth/user')).statusCode).toBe(401);
  });

  test('a signed-out session token no longer works (server-side sessions)', async () => {
    const client = new TestClient(app);
    await client.signIn(acme.email('general_admin'), PASSWORD);
    const token = client.cookies.get('session')!;
    await client.post('/api/v1/auth/logout');
    const replay = await app.inject({ method: 'GET', url: '/api/v1/auth/user', cookies: { session: token } });
    expect(replay.statusCode).toBe(401);
  });

  test('a session unused for the idle time (2 hours) ends; one in use records its last request at most once a minute', async () => {
    const email = acme.email('general_view_only');
    const client = new TestClient(app, '10.0.9.1');
    await client.signIn(email, PASSWORD);
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    const sessionOf = async () => (await app.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0];
    const setLastSeen = (at: Date) => app.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.userId, user.id));

    // Used 30 seconds ago: not written again.
    const recent = new Date(Date.now() - 30_000);
    await setLastSeen(recent);
    expect((await client.get('/api/v1/auth/user')).statusCode).toBe(200);
    expect((await sessionOf()).lastSeenAt.getTime()).toBe(recent.getTime());
    // Used 90 minutes ago: still signed in, and the last request is recorded.
    await setLastSeen(new Date(Date.now() - 90 * 60_000));
    expect((await client.get('/api/v1/auth/user')).statusCode).toBe(200);
    expect(Date.now() - (await sessionOf()).lastSeenAt.getTime()).toBeLessThan(10_000);
    // Unused for 2 hours and a minute: signed out, well before the 14-day maximum.
    await setLastSeen(new Date(Date.now() - 121 * 60_000));
    expect((await client.get('/api/v1/auth/user')).statusCode).toBe(401);
    expect(await sessionOf()).toBeUndefined();
  });

  test('the session cookie is httpOnly, SameSite=Lax, and Secure only behind TLS', async () => {
    const client = new TestClient(app);
    await client.csrf();
    const response = await client.post('/api/v1/auth/login', { email: acme.email('general_manager'), password: PASSWORD });
    const cookie = response.cookies.find((c) => c.name === 'session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();

    const behindProxy = await createTestApp({ config: { trustProxy: true } });
    try {
      await createCompanyWithUsers(behindProxy, { name: 'Proxy Co' });
      const tls = new TestClient(behindProxy);
      await tls.get('/api/sanctum/csrf-cookie', { headers: { 'x-forwarded-proto': 'https' } });
      const signed = await tls.post('/api/v1/auth/login', { email: 'general_owner@proxy-co.test', password: PASSWORD }, { headers: { 'x-forwarded-proto': 'https' } });
      expect(signed.statusCode).toBe(200);
      expect(signed.cookies.find((c) => c.name === 'session')!.secure).toBe(true);
    } finally {
      await behindProxy.close();
    }
  });

  test('a wrong password is refused with the credentials message', async () => {
    const client = new TestClient(app, '10.0.0.1');
    await client.csrf();
    const response = await client.post('/api/v1/auth/login', { email: acme.email('general_owner'), password: 'Wrong!2026' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.invalidCredentials });
  });

  test('login input is validated per field (422)', async () => {
    const client = new TestClient(app);
    await client.csrf();
    const response = await client.post('/api/v1/auth/login', { email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: ERROR_MESSAGES.invalidData,
      errors: { email: [VALIDATION_MESSAGES.email], password: [VALIDATION_MESSAGES.required] },
    });
  });

  test('the 6th failed sign-in within a minute for one e-mail from one address gets 429; colleagues behind that address still sign in', async () => {
    const email = acme.email('general_collaborator');
    const office = new TestClient(app, '10.1.0.1');
    await office.csrf();
    for (let i = 0; i < 5; i++) expect((await office.post('/api/v1/auth/login', { email, password: 'Wrong!2026' })).statusCode).toBe(401);
    const sixth = await office.post('/api/v1/auth/login', { email, password: PASSWORD });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(ERROR_MESSAGES.tooManyAttempts);
    // A colleague at the same office address is not locked out by someone else's typos.
    await new TestClient(app, '10.1.0.1').signIn(acme.email('general_owner'), PASSWORD);
    // The same person from another address is not either.
    await new TestClient(app, '10.1.0.2').signIn(email, PASSWORD);
  });

  test('one address trying many e-mails is stopped at the per-address ceiling (50 a minute)', async () => {
    const client = new TestClient(app, '10.2.0.1');
    await client.csrf();
    for (let i = 0; i < 50; i++) {
      expect((await client.post('/api/v1/auth/login', { email: `nobody${i}@example.test`, password: 'Wrong!2026' })).statusCode).toBe(401);
    }
    expect((await client.post('/api/v1/auth/login', { email: acme.email('general_view_only'), password: PASSWORD })).statusCode).toBe(429);
    // Another address is not affected.
    const other = new TestClient(app, '10.2.0.2');
    await other.signIn(acme.email('general_view_only'), PASSWORD);
  });

  test('an unknown e-mail takes as long as a wrong password of a known one (sign-in time does not reveal accounts)', async () => {
    const client = new TestClient(app, '10.2.1.1');
    await client.csrf();
    const median = async (email: string) => {
      const times: number[] = [];
      for (let i = 0; i < 4; i++) {
        const started = performance.now();
        expect((await client.post('/api/v1/auth/login', { email, password: 'Wrong!2026' })).statusCode).toBe(401);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[1];
    };
    const known = await median(acme.email('general_admin'));
    const unknown = await median('nobody-at-all@example.test');
    // argon2 dominates a known e-mail's refusal; without a dummy check an unknown one is several times faster.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  test('state-changing requests without the XSRF header get 419', async () => {
    const client = new TestClient(app);
    await client.csrf();
    const missing = await client.post('/api/v1/auth/login', { email: acme.email('general_owner'), password: PASSWORD }, { skipXsrf: true });
    expect(missing.statusCode).toBe(419);
    expect(missing.json()).toEqual({ message: ERROR_MESSAGES.csrfMismatch });
    const wrong = await client.post('/api/v1/auth/login', { email: acme.email('general_owner'), password: PASSWORD }, { skipXsrf: true, headers: { 'x-xsrf-token': 'forged' } });
    expect(wrong.statusCode).toBe(419);

    await client.signIn(acme.email('general_owner'), PASSWORD);
    expect((await client.post('/api/v1/auth/logout', undefined, { skipXsrf: true })).statusCode).toBe(419);
    expect((await client.get('/api/v1/auth/user')).statusCode).toBe(200);
  });

  test('signing in issues a new XSRF token: one planted in the browser before sign-in is not trusted', async () => {
    const client = new TestClient(app, '10.2.0.9');
    await client.csrf();
    const planted = client.cookies.get('XSRF-TOKEN');
    await client.signIn(acme.email('general_manager'), PASSWORD);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(planted);
    expect((await client.post('/api/v1/auth/logout', undefined, { skipXsrf: true, headers: { 'x-xsrf-token': planted ?? '' } })).statusCode).toBe(419);
    expect((await client.post('/api/v1/auth/logout')).statusCode).toBeLessThan(300);
  });

  test('operators cannot use the company sign-in', async () => {
    await createOperator(app, 'op-auth@demo.test');
    const client = new TestClient(app);
    await client.csrf();
    const response = await client.post('/api/v1/auth/login', { email: 'op-auth@demo.test', password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(client.cookies.has('session')).toBe(false);
  });
});

describe('operator two-step sign-in', () => {
  test('password, then the mailed 4-digit code', async () => {
    await createOperator(app, 'op-two@demo.test');
    const client = new TestClient(app);
    await client.csrf();
    const step1 = await client.post('/api/v1/auth/superadmin/login', { email: 'op-two@demo.test', password: PASSWORD });
    expect(step1.statusCode).toBe(200);
    expect(step1.json()).toEqual({ data: { code_sent: true } });
    expect(client.cookies.has('session')).toBe(false);
    const code = await findLatestCode(app, 'op-two@demo.test');

    const wrong = await client.post('/api/v1/auth/superadmin/verify-code', { email: 'op-two@demo.test', code: code === '0000' ? '1111' : '0000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual([VALIDATION_MESSAGES.verificationCode]);

    const step2 = await client.post('/api/v1/auth/superadmin/verify-code', { email: 'op-two@demo.test', code });
    expect(step2.statusCode).toBe(200);
    expect(step2.json().data).toMatchObject({ is_superuser: true, company: null, acting_as_company: false, role: { name: 'superadmin' } });
    expect((await client.get('/api/v1/auth/user')).json().data.is_superuser).toBe(true);

    // A code works once.
    const again = new TestClient(app);
    await again.csrf();
    expect((await again.post('/api/v1/auth/superadmin/verify-code', { email: 'op-two@demo.test', code })).statusCode).toBe(422);
  });

  test('company users cannot pass the operator sign-in', async () => {
    const client = new TestClient(app, '10.3.0.1');
    await client.csrf();
    const response = await client.post('/api/v1/auth/superadmin/login', { email: acme.email('general_owner'), password: PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(await findMailbox(app, acme.email('general_owner'))).toHaveLength(0);
  });
});

describe('sign-up and e-mail verification', () => {
  const input = {
    first_name: 'Nina',
    last_name: 'Stone',
    company_name: 'Stone Works',
    email: 'nina@stone.test',
    password: 'Secret!23',
    password_confirmation: 'Secret!23',
  };

  test('a new general contractor company, signed in and unverified, then verified with the mailed code', async () => {
    const client = new TestClient(app, '10.4.0.1');
    await client.csrf();
    const response = await client.post('/api/v1/sign-up/company-owner', input);
    expect(response.statusCode).toBe(200);
    const user = response.json().data;
    expect(user).toMatchObject({ email: 'nina@stone.test', email_verified: false, role: { name: 'general_owner' } });
    expect(user.company).toMatchObject({ name: 'Stone Works', type: 'general_contractor', plan: 'general' });
    expect(user.permissions).toContain('account_configuration.delete');

    const wrong = await client.post('/api/v1/auth/email/verify', { code: '12' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual([VALIDATION_MESSAGES.strSize(4)]);

    // Until the code is entered the API refuses everything but the verification page's calls.
    for (const path of ['/api/v1/employees', '/api/v1/account', '/api/v1/employees/invitations', '/api/v1/company/network', '/api/v1/auth/onboarding']) {
      const refused = await client.get(path);
      expect([path, refused.statusCode, refused.json()]).toEqual([path, 403, { message: ERROR_MESSAGES.emailNotVerified, reason: 'unverified' }]);
    }
    expect((await client.post('/api/v1/employees/invite', { email: 'friend@stone.test' })).statusCode).toBe(403);
    expect((await client.get('/api/v1/auth/user')).statusCode).toBe(200);
    expect((await client.post('/api/v1/auth/email/verification-notification')).statusCode).toBe(200);

    const code = await findLatestCode(app, 'nina@stone.test');
    const verified = await client.post('/api/v1/auth/email/verify', { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.email_verified).toBe(true);
    expect((await client.get('/api/v1/employees')).statusCode).toBe(200);
  });

  test('a sub contractor sign-up lands on the sub plan; a taken e-mail is a 422 on email', async () => {
    const client = new TestClient(app, '10.4.0.2');
    await client.csrf();
    const sub = await client.post('/api/v1/sign-up/company-owner', { ...input, email: 'sub@stone.test', company_type: 'sub_contractor' });
    expect(sub.json().data.company).toMatchObject({ type: 'sub_contractor', plan: 'sub' });
    expect(sub.json().data.role.name).toBe('sub_owner');

    const again = new TestClient(app, '10.4.0.3');
    await again.csrf();
    const taken = await again.post('/api/v1/sign-up/company-owner', { ...input, email: 'NINA@stone.test' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  test('sign-up fields are validated with the shared messages', async () => {
    const client = new TestClient(app, '10.4.0.4');
    await client.csrf();
    const response = await client.post('/api/v1/sign-up/company-owner', { email: 'x', password: 'short', password_confirmation: 'other' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: [VALIDATION_MESSAGES.required],
      last_name: [VALIDATION_MESSAGES.required],
      company_name: [VALIDATION_MESSAGES.required],
      email: [VALIDATION_MESSAGES.email],
      password: [VALIDATION_MESSAGES.password],
      password_confirmation: [VALIDATION_MESSAGES.passwordConfirmation],
    });
  });

  test('a new verification code can be requested and replaces the old one', async () => {
    const client = new TestClient(app, '10.4.0.5');
    await client.csrf();
    await client.post('/api/v1/sign-up/company-owner', { ...input, email: 'resend@stone.test' });
    const first = await findLatestCode(app, 'resend@stone.test');
    expect((await client.post('/api/v1/auth/email/verification-notification')).statusCode).toBe(200);
    const second = await findLatestCode(app, 'resend@stone.test');
    expect(await findMailbox(app, 'resend@stone.test')).toHaveLength(2);
    if (first !== second) expect((await client.post('/api/v1/auth/email/verify', { code: first })).statusCode).toBe(422);
    expect((await client.post('/api/v1/auth/email/verify', { code: second })).json().data.email_verified).toBe(true);
  });

  test('sign-up is rate limited per address', async () => {
    const limited = await createTestApp({ config: { sensitiveRateLimit: 2 } });
    try {
      const client = new TestClient(limited, '10.9.9.9');
      await client.csrf();
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await client.post('/api/v1/sign-up/company-owner', {})).statusCode);
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('password reset', () => {
  test('forgot mails a link; reset sets the password once; the old password stops working', async () => {
    const email = acme.email('general_manager');
    const client = new TestClient(app, '10.5.0.1');
    await client.csrf();
    const forgot = await client.post('/api/v1/auth/password/forgot', { email });
    expect(forgot.statusCode).toBe(200);
    const [mail] = await findMailbox(app, email);
    const link = findLink(mail.text);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    const token = link.searchParams.get('token')!;

    const reset = await client.post('/api/v1/auth/password/reset', { token, email, password: 'Changed!42', password_confirmation: 'Changed!42' });
    expect(reset.statusCode).toBe(200);
    await new TestClient(app, '10.5.0.2').signIn(email, 'Changed!42');

    const reused = await client.post('/api/v1/auth/password/reset', { token, email, password: 'Again!4242', password_confirmation: 'Again!4242' });
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({ message: 'Sorry, this link has expired.', reason: 'expired' });
  });

  test('a newer link ends the older one; using a link ends every other outstanding link', async () => {
    const email = acme.email('general_view_only');
    const client = new TestClient(app, '10.5.1.1');
    await client.csrf();
    const tokenOfNewestMail = async () => findLink((await findMailbox(app, email))[0].text).searchParams.get('token')!;
    await client.post('/api/v1/auth/password/forgot', { email });
    const first = await tokenOfNewestMail();
    await client.post('/api/v1/auth/password/forgot', { email });
    const second = await tokenOfNewestMail();
    expect(second).not.toBe(first);
    const withFirst = await client.post('/api/v1/auth/password/reset', { token: first, email, password: 'Changed!42', password_confirmation: 'Changed!42' });
    expect(withFirst.statusCode).toBe(410);
    expect((await client.post('/api/v1/auth/password/reset', { token: second, email, password: 'Changed!42', password_confirmation: 'Changed!42' })).statusCode).toBe(200);
    // An older link kept aside (issued, then the user reset with a newer one) is dead too.
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect((await app.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).every((r) => r.usedAt !== null)).toBe(true);
    // Changing the password in My Profile ends a link mailed before.
    await client.post('/api/v1/auth/password/forgot', { email });
    const third = await tokenOfNewestMail();
    const signedIn = new TestClient(app, '10.5.1.2');
    await signedIn.signIn(email, 'Changed!42');
    const change = await signedIn.post('/api/v1/users/profile/change-password', { current_password: 'Changed!42', password: 'Profile!42', password_confirmation: 'Profile!42' });
    expect(change.statusCode).toBe(200);
    expect((await client.post('/api/v1/auth/password/reset', { token: third, email, password: 'Stolen!424', password_confirmation: 'Stolen!424' })).statusCode).toBe(410);
  });

  test('an expired link answers 410', async () => {
    const email = acme.email('general_admin');
    const client = new TestClient(app, '10.5.0.3');
    await client.csrf();
    await client.post('/api/v1/auth/password/forgot', { email });
    const token = findLink((await findMailbox(app, email))[0].text).searchParams.get('token')!;
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    await app.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, user.id));
    const reset = await client.post('/api/v1/auth/password/reset', { token, email, password: 'Changed!42', password_confirmation: 'Changed!42' });
    expect(reset.statusCode).toBe(410);
    expect(reset.json().reason).toBe('expired');
  });

  test('an unknown address gets the same answer and no mail', async () => {
    const client = new TestClient(app, '10.5.0.4');
    await client.csrf();
    const response = await client.post('/api/v1/auth/password/forgot', { email: 'ghost@example.test' });
    expect(response.statusCode).toBe(200);
    expect(await findMailbox(app, 'ghost@example.test')).toHaveLength(0);
  });
});

describe('small auth calls', () => {
  test('app config, plans, onboarding, notification count, contact form, reference book', async () => {
    const client = new TestClient(app, '10.6.0.1');
    expect((await client.get('/api/v1/app/config')).json()).toEqual({ data: { maintenance_mode: false, product_name: 'Contract Hub' } });
    expect((await client.get('/api/v1/plans')).json().data.map((p: { value: string }) => p.value)).toEqual(['general', 'sub']);
    expect((await client.get('/api/v1/auth/user-notifications')).statusCode).toBe(401);

    await client.signIn(acme.email('general_owner'), PASSWORD);
    expect((await client.get('/api/v1/auth/user-notifications')).json()).toEqual({ data: { unread: 0 } });
    expect((await client.post('/api/v1/auth/onboarding', { welcome_video_seen: true })).json()).toEqual({ data: { welcome_video_seen: true } });
    expect((await client.get('/api/v1/auth/onboarding')).json()).toEqual({ data: { welcome_video_seen: true } });

    const contact = await client.post('/api/v1/contact-form', { name: 'Ann', email: 'ann@example.test', message: 'Hello there' });
    expect(contact.statusCode).toBe(200);
    expect((await findMailbox(app, 'support@contract-hub.local'))[0].text).toContain('Hello there');
    expect((await client.post('/api/v1/contact-form', { name: '', email: 'bad' })).json().errors).toEqual({
      name: [VALIDATION_MESSAGES.required],
      email: [VALIDATION_MESSAGES.email],
      message: [VALIDATION_MESSAGES.required],
    });

    const book = await client.get('/api/v1/reference-book/list', { query: { only: 'invite_employee_statuses' } });
    expect(Object.keys(book.json().data)).toEqual(['invite_employee_statuses']);
    expect(book.json().data.invite_employee_statuses[0]).toEqual({ key: 'pending', title: 'Pending' });
    const statuses = await client.get('/api/v1/reference-book/list', { query: { only: 'task_statuses' } });
    expect(statuses.json().data.task_statuses.fully_executed).toBe('Fully Executed');
    expect((await client.get('/api/v1/reference-book/list', { query: { only: 'nope' } })).statusCode).toBe(422);
  });

  test('onboarding stores only its known flags, checked by the shared schema, from a small body', async () => {
    const person = await createUser(app, { companyId: acme.company.id, role: 'general_collaborator' });
    const client = new TestClient(app, '10.6.0.2');
    await client.signIn(person.email, PASSWORD);
    const wrongType = await client.post('/api/v1/auth/onboarding', { welcome_video_seen: 'perhaps' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors).toEqual({ welcome_video_seen: ['The welcome video seen field must be true or false.'] });
    const extra = await client.post('/api/v1/auth/onboarding', { welcome_video_seen: true, anything: { nested: 'x'.repeat(1000) } });
    expect(extra.json()).toEqual({ data: { welcome_video_seen: true } });
    // An empty body keeps what is stored.
    expect((await client.post('/api/v1/auth/onboarding', {})).json()).toEqual({ data: { welcome_video_seen: true } });
    const huge = await client.post('/api/v1/auth/onboarding', { welcome_video_seen: true, blob: 'x'.repeat(4 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: expect.any(String) });
    const [row] = await app.db.select({ onboarding: users.onboarding }).from(users).where(eq(users.id, person.id));
    expect(row.onboarding).toEqual({ welcome_video_seen: true });
  });

  test('malformed JSON is a 400, never a 500; unknown API paths are 404 JSON', async () => {
    const client = new TestClient(app, '10.6.0.2');
    await client.csrf();
    const response = await client.request('POST', '/api/v1/auth/login', { rawBody: '{"email": ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
    const arrayBody = await client.request('POST', '/api/v1/auth/login', { rawBody: '[1,2]' });
    expect(arrayBody.statusCode).toBe(422);
    const missing = await client.get('/api/v1/does-not-exist');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found.' });
  });
});
