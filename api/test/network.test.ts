// Company network: the list (search, filters, sort, paging), export, adding and removing companies,
// platform look-ups, invitations (invite, list, filters, resend, cancel, expiry), answering a
// mailed invitation (sign-up as a new company; accept as an existing one, signed in as a user of it
// who may add companies; decline), imports,
// a network company's details and users, and the caller's private notes.
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ERROR_MESSAGES, NETWORK_MESSAGES, VALIDATION_MESSAGES as M } from 'shared-contract';
import { companies, companyNetwork, emailTemplates, invitations, notifications, tasks, users } from '../src/db/schema';
import { TestClient, findLink, findMailbox } from './helpers/client';
import { PASSWORD, createCompanyWithUsers, createOperator } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';
import { InvitationGoneError, acceptInvitationForExistingCompany, declineInvitation, findLiveCompanyInvitation } from '../src/modules/network/service';
import { exportThroughJob } from './helpers/downloads';

let app: FastifyInstance;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let ridge: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let bayside: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let stranger: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let owner: TestClient;
let viewer: TestClient;
let collaborator: TestClient;
let ridgeOwner: TestClient;
let ip = 0;

const client = async (email: string) => {
  const c = new TestClient(app, `10.41.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const V1 = '/api/v1';

/** The answering company's user accepts the pending request of `fromCompanyId` in the app. */
async function acceptRequestFrom(answerer: TestClient, fromCompanyId: number) {
  const requests = (await answerer.get(`${V1}/company/network/requests`)).json().data as { id: number; company_id: number }[];
  const request = requests.find((r) => r.company_id === fromCompanyId);
  expect(request).toBeDefined();
  const accepted = await answerer.post(`${V1}/company/network/requests/${request!.id}/accept`);
  expect(accepted.statusCode).toBe(200);
}
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

beforeAll(async () => {
  app = await createTestApp();
  home = await createCompanyWithUsers(app, { name: 'Net Home' });
  ridge = await createCompanyWithUsers(app, { name: 'Net Ridge', type: 'sub_contractor' });
  bayside = await createCompanyWithUsers(app, { name: 'Net Bayside', type: 'sub_contractor' });
  stranger = await createCompanyWithUsers(app, { name: 'Net Stranger', type: 'sub_contractor' });
  await app.db.update(companies).set({ tid: '12-3456789' }).where(eq(companies.id, ridge.company.id));
  owner = await client(home.email('general_owner'));
  viewer = await client(home.email('general_view_only'));
  collaborator = await client(home.email('general_collaborator'));
  ridgeOwner = await client(ridge.email('sub_owner'));
});
afterAll(async () => {
  await app.close();
});

describe('adding companies and the network list', () => {
  test('add-company-by-id sends a request; the partner’s acceptance puts both companies in each other’s network', async () => {
    const response = await owner.post(`${V1}/company/network/add-company-by-id`, { company_id: ridge.company.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe(NETWORK_MESSAGES.requestSent('Net Ridge'));
    expect((await owner.post(`${V1}/company/network/add-company-by-id`, { company_id: bayside.company.id })).statusCode).toBe(200);
    // Nothing is linked until the partner answers.
    expect(names((await ridgeOwner.get(`${V1}/company/network`)).json().data)).toEqual([]);
    expect(names((await owner.get(`${V1}/company/network`)).json().data)).toEqual([]);
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, ridge.users.sub_owner!.id));
    expect(told.map((n) => n.type)).toContain('network_request');
    await acceptRequestFrom(ridgeOwner, home.company.id);
    await acceptRequestFrom(await client(bayside.email('sub_admin')), home.company.id);
    expect(names((await ridgeOwner.get(`${V1}/company/network`)).json().data)).toEqual(['Net Home']);
    expect(names((await owner.get(`${V1}/company/network`)).json().data)).toEqual(['Net Bayside', 'Net Ridge']);
  });

  test('add-company-by-id refuses the own company, a company already in the network and bad input', async () => {
    const own = await owner.post(`${V1}/company/network/add-company-by-id`, { company_id: home.company.id });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.company_id).toEqual([NETWORK_MESSAGES.ownCompany]);
    const again = await owner.post(`${V1}/company/network/add-company-by-id`, { company_id: ridge.company.id });
    expect(again.json().errors.company_id).toEqual([NETWORK_MESSAGES.alreadyInNetwork]);
    const empty = await owner.post(`${V1}/company/network/add-company-by-id`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.company_id).toEqual([M.required]);
    const text = await owner.post(`${V1}/company/network/add-company-by-id`, { company_id: 'abc' });
    expect(text.json().errors.company_id).toEqual([M.number]);
    const missing = await owner.post(`${V1}/company/network/add-company-by-id`, { company_id: 999999 });
    expect(missing.statusCode).toBe(422);
  });

  test('the list has the company search row columns, with the work between the two companies', async () => {
    const [task] = await app.db
      .insert(tasks)
      .values([
        { companyId: home.company.id, vendorCompanyId: ridge.company.id, name: 'Open', type: 'contract', status: 'pending_approval', dueDate: '2020-01-01' },
        { companyId: home.company.id, vendorCompanyId: ridge.company.id, name: 'Done', type: 'contract', status: 'completed', dueDate: '2020-01-01' },
        { companyId: ridge.company.id, vendorCompanyId: home.company.id, name: 'Theirs', type: 'acknowledgement', status: 'pending_acknowledgement' },
        // Their draft is not sent to us yet: not counted.
        { companyId: ridge.company.id, vendorCompanyId: home.company.id, name: 'Their draft', type: 'contract', status: 'draft', dueDate: '2020-01-01' },
      ])
      .returning();
    expect(task.id).toBeGreaterThan(0);
    const response = await viewer.get(`${V1}/company/network`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
    const row = body.data.find((r: { id: number }) => r.id === ridge.company.id);
    expect(row).toEqual({
      id: ridge.company.id,
      name: 'Net Ridge',
      tid: '12-3456789',
      logo: null,
      projects_count: 0,
      tasks_count: 2,
      overdue_tasks_count: 1,
      coi_lapsed: false,
      type: 'sub_contractor',
      primary_contact_id: ridge.users.sub_owner!.id,
      primary_contact_first_name: 'owner',
      primary_contact_last_name: 'Net Ridge',
    });
  });

  test('search, filters, sort and paging', async () => {
    const search = await viewer.get(`${V1}/company/network`, { query: { search: 'ridge' } });
    expect(names(search.json().data)).toEqual(['Net Ridge']);
    const byTid = await viewer.get(`${V1}/company/network`, { query: { search: '3456' } });
    expect(names(byTid.json().data)).toEqual(['Net Ridge']);
    const byName = await viewer.get(`${V1}/company/network`, { query: { company_name: 'BAYSIDE' } });
    expect(names(byName.json().data)).toEqual(['Net Bayside']);
    const byContact = await viewer.get(`${V1}/company/network`, { query: { contact_name: 'owner Net Ridge' } });
    expect(names(byContact.json().data)).toEqual(['Net Ridge']);
    const desc = await viewer.get(`${V1}/company/network`, { query: { sort_field: 'name', sort_direction: 'desc' } });
    expect(names(desc.json().data)).toEqual(['Net Ridge', 'Net Bayside']);
    const byTasks = await viewer.get(`${V1}/company/network`, { query: { sort_field: 'tasks_count', sort_direction: 'desc' } });
    expect(names(byTasks.json().data)[0]).toBe('Net Ridge');
    const page2 = await viewer.get(`${V1}/company/network`, { query: { per_page: 1, page: 2 } });
    expect(page2.json()).toMatchObject({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    expect(names(page2.json().data)).toEqual(['Net Ridge']);
    const beyond = await viewer.get(`${V1}/company/network`, { query: { per_page: 1, page: 9 } });
    expect(beyond.json()).toMatchObject({ data: [], total: 2 });
    const bad = await viewer.get(`${V1}/company/network`, { query: { sort_field: 'password', per_page: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ sort_field: ['The selected sort field is invalid.'], per_page: [M.number] });
  });

  test('export runs as a job and its download holds the network as XLSX or CSV', async () => {
    const xlsxRun = await exportThroughJob(app, viewer, `${V1}/company/network/export`);
    expect(xlsxRun.started.json()).toEqual({ data: { id: xlsxRun.jobId } });
    expect(xlsxRun.userId).toBe(home.users.general_view_only!.id);
    const xlsx = xlsxRun.file;
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment; filename="network-\d{4}-\d{2}-\d{2}\.xlsx";/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).getCell(1).value).toBe('Company Name');
    expect(book.worksheets[0].rowCount).toBe(3);
    const csv = (await exportThroughJob(app, viewer, `${V1}/company/network/export`, { format: 'csv', search: 'ridge' })).file;
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines).toEqual(['Company Name,Tax ID,Projects,Open tasks,Overdue tasks,Type,Primary contact', 'Net Ridge,12-3456789,0,2,1,Sub Contractor,owner Net Ridge']);
    const bad = await viewer.get(`${V1}/company/network/export`, { query: { format: 'pdf' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ format: ['The selected format is invalid.'] });
  });

  test('the view-only role and a role without companies.create cannot act', async () => {
    expect((await viewer.post(`${V1}/company/network/add-company-by-id`, { company_id: stranger.company.id })).statusCode).toBe(403);
    expect((await collaborator.post(`${V1}/company/network/add-company-by-id`, { company_id: stranger.company.id })).statusCode).toBe(403);
    expect((await viewer.post(`${V1}/company/network/remove-company-by-id`, { company_id: ridge.company.id })).statusCode).toBe(403);
    expect((await viewer.get(`${V1}/company/network/search-not-added-company`, { query: { search: 'Net' } })).statusCode).toBe(403);
  });
});

describe('finding companies on the platform', () => {
  test('search-not-added-company finds active companies by name outside the network', async () => {
    const response = await owner.get(`${V1}/company/network/search-not-added-company`, { query: { search: 'net' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { id: stranger.company.id, name: 'Net Stranger', type: 'sub_contractor', logo: null, city: null, is_in_network: false, is_requested: false },
    ]);
    const short = await owner.get(`${V1}/company/network/search-not-added-company`, { query: { search: 'n' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.search).toEqual([M.strMin(2)]);
  });

  test('find-by-email answers the company of a user, null when none, 422 for the own company', async () => {
    const found = await owner.get(`${V1}/company/network/find-by-email`, { query: { email: stranger.email('sub_admin').toUpperCase() } });
    expect(found.json().data).toMatchObject({ id: stranger.company.id, name: 'Net Stranger', is_in_network: false });
    const inNetwork = await owner.get(`${V1}/company/network/find-by-email`, { query: { email: ridge.email('sub_admin') } });
    expect(inNetwork.json().data).toMatchObject({ id: ridge.company.id, is_in_network: true });
    const none = await owner.get(`${V1}/company/network/find-by-email`, { query: { email: 'nobody@nowhere.test' } });
    expect(none.json()).toEqual({ data: null });
    const own = await owner.get(`${V1}/company/network/find-by-email`, { query: { email: home.email('general_admin') } });
    expect(own.json().errors.email).toEqual([NETWORK_MESSAGES.emailOfOwnCompany]);
    const bad = await owner.get(`${V1}/company/network/find-by-email`, { query: { email: 'not-an-email' } });
    expect(bad.json().errors.email).toEqual([M.email]);
  });
});

describe('removing a company', () => {
  test('either side’s removal ends the link both ways; a company outside the network is a 404', async () => {
    await owner.post(`${V1}/company/network/add-company-by-id`, { company_id: stranger.company.id });
    const strangerOwner = await client(stranger.email('sub_owner'));
    await acceptRequestFrom(strangerOwner, home.company.id);
    // The company that accepted removes the requester: neither keeps the other.
    const response = await strangerOwner.post(`${V1}/company/network/remove-company-by-id`, { company_id: home.company.id });
    expect(response.json().data.message).toBe(NETWORK_MESSAGES.companyRemoved('Net Home'));
    const between = await app.db
      .select()
      .from(companyNetwork)
      .where(
        sql`(${companyNetwork.companyId} = ${home.company.id} and ${companyNetwork.partnerCompanyId} = ${stranger.company.id}) or (${companyNetwork.companyId} = ${stranger.company.id} and ${companyNetwork.partnerCompanyId} = ${home.company.id})`,
      );
    expect(between).toHaveLength(0);
    expect((await owner.get(`${V1}/company/network/companies/${stranger.company.id}`)).statusCode).toBe(404);
    expect((await owner.post(`${V1}/company/network/remove-company-by-id`, { company_id: stranger.company.id })).statusCode).toBe(404);
  });
});

const invite = (c: TestClient, email: string, company = 'Coastal Glazing') =>
  c.post(`${V1}/company/network/invite`, { company_name: company, contact_name: 'Grace Lee', email, phone: '+1 206 555 0190', tax_id: '45-1234567' });

const tokenFromMail = async (email: string) => {
  const [mail] = await findMailbox(app, email);
  const link = findLink(mail.text);
  expect(link.pathname).toBe('/company-invitation');
  return link.searchParams.get('token')!;
};

/** The invitation page, as a guest (null) or as a signed-in client. */
const openPage = (c: TestClient | null, token: string) =>
  c ? c.get('/company-invitation', { query: { token }, headers: { accept: 'text/html' } }) : app.inject({ method: 'GET', url: `/company-invitation?token=${encodeURIComponent(token)}` });
const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
const acceptAs = (c: TestClient, token: string, csrf?: string) => c.post('/company-invitation/accept', { token, ...(csrf ? { _csrf: csrf } : {}) });

describe('invitations', () => {
  test('invite validates with the form’s messages', async () => {
    const response = await owner.post(`${V1}/company/network/invite`, { company_name: '', email: 'bad', phone: '12', tax_id: '1' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      company_name: [M.required],
      contact_name: [M.required],
      email: [M.email],
      phone: [M.strMinPhone(10)],
      tax_id: [M.taxId],
    });
  });

  test('invite mails a 14-day link and lists the invitation as pending', async () => {
    const response = await invite(owner, 'grace@coastal.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(NETWORK_MESSAGES.invitationSent('grace@coastal.test'));
    const row = response.json().data;
    expect(row).toMatchObject({ company_name: 'Coastal Glazing', contact_name: 'Grace Lee', email: 'grace@coastal.test', status: 'pending', expires_in: 14, invited_by: 'owner Net Home' });
    const [mail] = await findMailbox(app, 'grace@coastal.test');
    expect(mail.text).toContain('Net Home');
    expect(mail.text).toContain('http://localhost:8080/company-invitation?token=');
    const list = await viewer.get(`${V1}/company/network/invitations`);
    expect(list.statusCode).toBe(200);
    // The three accepted requests of add-company-by-id above are on the Invited tab too.
    expect(list.json()).toMatchObject({ total: 4, current_page: 1 });
    expect(list.json().data[0]).toMatchObject({ id: row.id, status: 'pending' });
  });

  test('a second invitation to the same e-mail, one to the own company and one to the network are refused', async () => {
    expect((await invite(owner, 'GRACE@coastal.test')).json().errors.email).toEqual([NETWORK_MESSAGES.pendingInvitationExists]);
    expect((await invite(owner, home.email('general_manager'))).json().errors.email).toEqual([NETWORK_MESSAGES.emailOfOwnCompany]);
    expect((await invite(owner, ridge.email('sub_manager'))).json().errors.email).toEqual([NETWORK_MESSAGES.alreadyInNetwork]);
    expect((await invite(viewer, 'x@coastal.test')).statusCode).toBe(403);
  });

  test('the invitation page offers accept (sign-up) and decline; a bad token goes to the expired page', async () => {
    const token = await tokenFromMail('grace@coastal.test');
    const page = await app.inject({ method: 'GET', url: `/company-invitation?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Net Home invites Coastal Glazing to its network');
    expect(page.body).toContain(`/user/sign-up?token=${encodeURIComponent(token)}`);
    const dead = await app.inject({ method: 'GET', url: '/company-invitation?token=nope' });
    expect(dead.statusCode).toBe(302);
    expect(dead.headers.location).toBe('/expired');
  });

  test('signing up from the link creates a sub contractor company owned by the invitee in both networks', async () => {
    const token = await tokenFromMail('grace@coastal.test');
    const described = await app.inject({ method: 'GET', url: `${V1}/sign-up/invitation?token=${encodeURIComponent(token)}` });
    expect(described.json().data).toMatchObject({ email: 'grace@coastal.test', company_name: 'Net Home', kind: 'company' });
    const guest = new TestClient(app, '10.41.1.1');
    await guest.csrf();
    const signUp = await guest.post(`${V1}/sign-up/user`, {
      token,
      first_name: 'Grace',
      last_name: 'Lee',
      email: 'grace@coastal.test',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(signUp.statusCode).toBe(200);
    const [user] = await app.db.select().from(users).where(eq(users.email, 'grace@coastal.test'));
    expect(user.role).toBe('sub_owner');
    const [company] = await app.db.select().from(companies).where(eq(companies.id, user.companyId!));
    expect(company).toMatchObject({ name: 'Coastal Glazing', type: 'sub_contractor', plan: 'sub', tid: '45-1234567' });
    const network = await owner.get(`${V1}/company/network`, { query: { search: 'coastal' } });
    expect(names(network.json().data)).toEqual(['Coastal Glazing']);
    const grace = await client('grace@coastal.test');
    expect(names((await grace.get(`${V1}/company/network`)).json().data)).toEqual(['Net Home']);
    const list = await owner.get(`${V1}/company/network/invitations`, { query: { status: 'accepted' } });
    expect(list.json().data[0]).toMatchObject({ status: 'accepted', expires_in: 0, partner_company_id: company.id });
    const told = await app.db.select().from(notifications).where(and(eq(notifications.userId, home.users.general_owner!.id), eq(notifications.type, 'invitation_accepted')));
    expect(told.map((n) => n.body)).toContain(NETWORK_MESSAGES.acceptedNotificationBody('Coastal Glazing'));
    // The used link is dead.
    expect((await app.inject({ method: 'GET', url: `/company-invitation?token=${encodeURIComponent(token)}` })).headers.location).toBe('/expired');
  });

  test('two sign-ups with one link at once (a double submit): one company, the other told the link is used', async () => {
    const inviter = await createCompanyWithUsers(app, { name: 'Double Home' });
    expect((await invite(await client(inviter.email('general_owner')), 'twice@double.test', 'Double Submit')).statusCode).toBe(200);
    const token = await tokenFromMail('twice@double.test');
    const signUp = async (ip: string) => {
      const guest = new TestClient(app, ip);
      await guest.csrf();
      return guest.post(`${V1}/sign-up/user`, { token, first_name: 'Dee', last_name: 'Double', email: 'twice@double.test', password: PASSWORD, password_confirmation: PASSWORD });
    };
    const statuses = (await Promise.all([signUp('10.41.2.1'), signUp('10.41.2.2')])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 410]);
    expect(await app.db.select().from(companies).where(eq(companies.name, 'Double Submit'))).toHaveLength(1);
  });

  test('an existing company joins only when a signed-in user of it who may add companies accepts', async () => {
    expect((await invite(owner, stranger.email('sub_admin'), 'Stranger Again')).statusCode).toBe(200);
    const token = await tokenFromMail(stranger.email('sub_admin'));
    const inNetwork = async () => names((await owner.get(`${V1}/company/network`, { query: { search: 'stranger' } })).json().data);

    // A guest (the link alone) is asked to sign in; the page brings them back here afterwards.
    const guestPage = await openPage(null, token);
    expect(guestPage.statusCode).toBe(200);
    expect(guestPage.body).toContain(`${stranger.email('sub_admin')} already has an account`);
    expect(guestPage.body).toContain(`>${NETWORK_MESSAGES.signInToAccept}</a>`);
    expect(guestPage.body).toContain('href="/login"');
    expect(guestPage.body).toContain(`sessionStorage.setItem("failedRedirection", "/company-invitation?token=${encodeURIComponent(token)}")`);
    // Its one inline script runs under the page's Content-Security-Policy by the answer's nonce.
    const nonce = /<script nonce="([^"]+)">/.exec(guestPage.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(guestPage.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(guestPage.body).toContain(NETWORK_MESSAGES.invitationSignInToAccept('Net Stranger'));
    expect(guestPage.body).not.toContain('Accept invitation');
    expect(guestPage.body).toContain('/company-invitation/decline');
    const guest = await app.inject({ method: 'POST', url: '/company-invitation/accept', payload: `token=${encodeURIComponent(token)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(guest.statusCode).toBe(401);
    expect(guest.body).toContain(NETWORK_MESSAGES.invitationSignInToAccept('Net Stranger'));
    expect(await inNetwork()).toEqual([]);

    // A user of the company without companies.create, and a user of another company: an admin must accept.
    for (const someone of [await client(stranger.email('sub_collaborator')), ridgeOwner]) {
      const seen = await openPage(someone, token);
      expect(seen.body).toContain(NETWORK_MESSAGES.invitationAdminMustAccept('Net Stranger'));
      expect(seen.body).not.toContain('Accept invitation');
      expect(seen.body).not.toContain('name="_csrf"');
      expect(seen.body).toContain('/company-invitation/decline');
      const refusedAccept = await acceptAs(someone, token, someone.cookies.get('XSRF-TOKEN'));
      expect(refusedAccept.statusCode).toBe(403);
      expect(refusedAccept.body).toContain(NETWORK_MESSAGES.invitationAdminMustAccept('Net Stranger'));
    }
    expect(await inNetwork()).toEqual([]);

    // The owner of the invitee company accepts; the form carries the session's XSRF token.
    const strangerOwner = await client(stranger.email('sub_owner'));
    const ownerPage = await openPage(strangerOwner, token);
    expect(ownerPage.body).toContain('Accept invitation');
    expect(ownerPage.body).not.toContain(NETWORK_MESSAGES.signInToAccept);
    const csrf = csrfOf(ownerPage.body);
    expect(csrf).toBe(strangerOwner.cookies.get('XSRF-TOKEN'));
    for (const bad of [undefined, ridgeOwner.cookies.get('XSRF-TOKEN')]) {
      const forged = await acceptAs(strangerOwner, token, bad);
      expect(forged.statusCode).toBe(419);
      expect(forged.body).toContain(NETWORK_MESSAGES.invitationPageExpired);
    }
    expect(await inNetwork()).toEqual([]);
    const accepted = await strangerOwner.request('POST', '/company-invitation/accept', {
      rawBody: `token=${encodeURIComponent(token)}&_csrf=${encodeURIComponent(csrf!)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toContain(NETWORK_MESSAGES.invitationAccepted('Net Home'));
    expect(await inNetwork()).toEqual(['Net Stranger']);
    await owner.post(`${V1}/company/network/remove-company-by-id`, { company_id: stranger.company.id });
  });

  test('declining marks the invitation declined and tells the inviter', async () => {
    await invite(owner, 'tom@timberline.test', 'Timberline Framing');
    const token = await tokenFromMail('tom@timberline.test');
    const declined = await app.inject({ method: 'POST', url: '/company-invitation/decline', payload: { token } });
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain(NETWORK_MESSAGES.invitationDeclined('Net Home'));
    const list = await owner.get(`${V1}/company/network/invitations`, { query: { status: ['declined'] } });
    expect(list.json().data.map((r: { email: string }) => r.email)).toEqual(['tom@timberline.test']);
    const told = await app.db.select().from(notifications).where(and(eq(notifications.userId, home.users.general_owner!.id), eq(notifications.type, 'invitation_declined')));
    expect(told[0].body).toBe(NETWORK_MESSAGES.declinedNotificationBody('Timberline Framing'));
    const again = await app.inject({ method: 'POST', url: '/company-invitation/decline', payload: { token } });
    expect(again.statusCode).toBe(303);
  });

  test('resend mails a new link (the old one dies); cancel stops a pending one; expired links expire', async () => {
    const created = (await invite(owner, 'ivy@ironworks.test', 'Ironworks')).json().data;
    const oldToken = await tokenFromMail('ivy@ironworks.test');
    const resent = await owner.post(`${V1}/company/network/invitations/${created.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ message: NETWORK_MESSAGES.invitationResent, data: { status: 'pending', expires_in: 14 } });
    const newToken = await tokenFromMail('ivy@ironworks.test');
    expect(newToken).not.toBe(oldToken);
    expect((await app.inject({ method: 'GET', url: `/company-invitation?token=${encodeURIComponent(oldToken)}` })).statusCode).toBe(302);

    const canceled = await owner.post(`${V1}/company/network/invitations/${created.id}/cancel`);
    expect(canceled.json().data.message).toBe(NETWORK_MESSAGES.invitationCanceled);
    expect((await app.inject({ method: 'GET', url: `/company-invitation?token=${encodeURIComponent(newToken)}` })).statusCode).toBe(302);
    const twice = await owner.post(`${V1}/company/network/invitations/${created.id}/cancel`);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(NETWORK_MESSAGES.onlyPendingCanBeCanceled);

    // Past its 14 days a pending invitation reads expired; resend brings it back.
    const late = (await invite(owner, 'eve@late.test', 'Late Co')).json().data;
    await app.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 15 * 86_400_000) }).where(eq(invitations.id, late.id));
    const expired = await owner.get(`${V1}/company/network/invitations`, { query: { status: 'expired' } });
    expect(expired.json().data.map((r: { id: number }) => r.id)).toEqual([late.id]);
    expect((await owner.post(`${V1}/company/network/invitations/${late.id}/cancel`)).statusCode).toBe(422);
    expect((await owner.post(`${V1}/company/network/invitations/${late.id}/resend`)).json().data.status).toBe('pending');

    const accepted = (await owner.get(`${V1}/company/network/invitations`, { query: { status: 'accepted' } })).json().data[0];
    const refused = await owner.post(`${V1}/company/network/invitations/${accepted.id}/resend`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(NETWORK_MESSAGES.acceptedCannotBeResent);
    // Another company's invitation is a 404.
    expect((await ridgeOwner.post(`${V1}/company/network/invitations/${late.id}/cancel`)).statusCode).toBe(404);
  });

  test('the invitations list filters by name, status, invite date and expiry, and sorts', async () => {
    const all = (await owner.get(`${V1}/company/network/invitations`, { query: { per_page: 50 } })).json();
    expect(all.total).toBe(8); // 5 invitations by e-mail and 3 accepted requests
    const byName = await owner.get(`${V1}/company/network/invitations`, { query: { company_name: 'timber' } });
    expect(byName.json().data.map((r: { company_name: string }) => r.company_name)).toEqual(['Timberline Framing']);
    const statuses = await owner.get(`${V1}/company/network/invitations`, { query: { 'status[]': ['pending', 'canceled'], per_page: 50 } });
    expect(statuses.json().data.map((r: { status: string }) => r.status).sort()).toEqual(['canceled', 'pending']);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await owner.get(`${V1}/company/network/invitations`, { query: { invite_date_from: today, invite_date_to: today, per_page: 50 } });
    expect(dated.json().total).toBe(8);
    const future = await owner.get(`${V1}/company/network/invitations`, { query: { invite_date_from: '2999-01-01' } });
    expect(future.json().total).toBe(0);
    const expiring = await owner.get(`${V1}/company/network/invitations`, { query: { expires_in_from: 10, expires_in_to: 14 } });
    expect(expiring.json().data.map((r: { status: string }) => r.status)).toEqual(['pending']);
    const sorted = await owner.get(`${V1}/company/network/invitations`, { query: { sort_field: 'company_name', per_page: 50 } });
    const companyNames = sorted.json().data.map((r: { company_name: string }) => r.company_name.toLowerCase()[0]);
    expect(companyNames).toEqual([...companyNames].sort());
    const bad = await owner.get(`${V1}/company/network/invitations`, { query: { status: 'maybe', invite_date_from: 'yesterday', expires_in_to: -1 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ invite_date_from: ['This field must be a valid date.'], expires_in_to: [M.numMin(0)] });
    expect(Object.keys(bad.json().errors)).toContain('status[0]');
  });
});

const csvFile = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n');

function multipart(fileName: string, content: Buffer | string, contentType = 'text/csv') {
  const boundary = '----network-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(c: TestClient, fileName: string, content: Buffer | string, contentType?: string) {
  const { payload, headers } = multipart(fileName, content, contentType);
  return c.request('POST', `${V1}/company/network/import/preview`, { body: payload, headers });
}

describe('import', () => {
  const header = ['Name', 'Tax ID', 'Contact name', 'Contact e-mail', 'Phone'];

  test('the preview sorts each row into new invitation, already in network or invalid with a reason', async () => {
    const response = await upload(
      owner,
      'companies.csv',
      csvFile([
        header,
        ['Alpha Steel', '11-1111111', 'Al Pha', 'al@alpha.test', '+1 206 555 0101'],
        ['Net Ridge', '', 'Rita', 'rita@ridge-elsewhere.test', ''],
        ['Beta Roofing', '', '', 'not-an-email', ''],
        ['Alpha Twin', '', 'Al Twin', 'AL@alpha.test', ''],
        ['Gamma', '', 'Gee', 'eve@late.test', ''],
        ['Own', '', 'Me', home.email('general_admin'), ''],
      ]),
    );
    expect(response.statusCode).toBe(200);
    const preview = response.json().data;
    expect(preview.file_name).toBe('companies.csv');
    expect(preview.counts).toEqual({ new_invitation: 1, in_network: 1, invalid: 4 });
    expect(preview.rows.map((r: { row: number; outcome: string }) => [r.row, r.outcome])).toEqual([
      [2, 'new_invitation'],
      [3, 'in_network'],
      [4, 'invalid'],
      [5, 'invalid'],
      [6, 'invalid'],
      [7, 'invalid'],
    ]);
    expect(preview.rows[2].reasons).toEqual([`Contact name: ${M.required}`, `Contact e-mail: ${M.email}`]);
    expect(preview.rows[3].reasons).toEqual([NETWORK_MESSAGES.duplicateInFile]);
    expect(preview.rows[4].reasons).toEqual([NETWORK_MESSAGES.pendingInvitationExists]);
    expect(preview.rows[5].reasons).toEqual([NETWORK_MESSAGES.emailOfOwnCompany]);

    const confirmed = await owner.post(`${V1}/company/network/import/${preview.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ message: NETWORK_MESSAGES.importConfirmed(1), count: 1 });
    // The invitation mails go out through background jobs queued with the invitations.
    expect(await findMailbox(app, 'al@alpha.test')).toEqual([]);
    await app.jobs.runDue();
    expect((await findMailbox(app, 'al@alpha.test')).length).toBe(1);
    const again = await owner.post(`${V1}/company/network/import/${preview.id}/confirm`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(NETWORK_MESSAGES.importAlreadyConfirmed);
    expect((await ridgeOwner.post(`${V1}/company/network/import/${preview.id}/confirm`)).statusCode).toBe(404);
  });

  test('an XLSX file is read the same way', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Companies');
    sheet.addRow(['Company', 'EIN', 'Contact', 'Email', 'Phone number']);
    sheet.addRow(['Delta Drywall', '22-2222222', 'Dee Delta', 'dee@delta.test', '2065550102']);
    sheet.addRow(['Echo Paint', '', 'Ed Echo', 'ed@echo.test', '']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const response = await upload(owner, 'companies.xlsx', bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.counts).toEqual({ new_invitation: 2, in_network: 0, invalid: 0 });
    expect(response.json().data.rows[0]).toMatchObject({ company_name: 'Delta Drywall', tax_id: '22-2222222', contact_name: 'Dee Delta', email: 'dee@delta.test', phone: '2065550102' });
  });

  test('an XLSX sheet past the row limit is refused before its cells are read; far-off columns are ignored', async () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Companies');
    sheet.addRow(['Name', 'Contact name', 'Contact e-mail']);
    sheet.addRow(['Far Column Co', 'Fay Far', 'fay@far.test']);
    sheet.getRow(2).getCell(16384).value = 'x'; // column XFD, the last one a sheet has
    const wide = await upload(owner, 'wide.xlsx', Buffer.from(await book.xlsx.writeBuffer()), xlsx);
    expect(wide.statusCode).toBe(200);
    expect(wide.json().data.rows[0]).toMatchObject({ company_name: 'Far Column Co', email: 'fay@far.test' });
    for (let i = 0; i < 5001; i++) sheet.addRow([`Co ${i}`, 'C', `c${i}@many.test`]);
    const tall = await upload(owner, 'tall.xlsx', Buffer.from(await book.xlsx.writeBuffer()), xlsx);
    expect(tall.statusCode).toBe(422);
    expect(tall.json().errors.file).toEqual([NETWORK_MESSAGES.importTooManyRows(5000)]);
  });

  test('unusable files are refused on the file field', async () => {
    const wrongType = await upload(owner, 'companies.pdf', 'x');
    expect(wrongType.json().errors.file).toEqual([M.extensions('.csv, .xlsx')]);
    const noColumns = await upload(owner, 'companies.csv', 'Foo,Bar\n1,2\n');
    expect(noColumns.json().errors.file).toEqual([NETWORK_MESSAGES.importMissingColumns('Name, Contact e-mail')]);
    const empty = await upload(owner, 'companies.csv', csvFile([header]));
    expect(empty.json().errors.file).toEqual([NETWORK_MESSAGES.importEmpty]);
    const broken = await upload(owner, 'companies.xlsx', 'not a zip', 'application/octet-stream');
    expect(broken.json().errors.file).toEqual([NETWORK_MESSAGES.importUnreadable]);
    const none = await owner.post(`${V1}/company/network/import/preview`, {});
    expect(none.json().errors.file).toEqual([NETWORK_MESSAGES.importFileRequired]);
  });

  test('confirming is all or nothing: a failure leaves no invitation behind', async () => {
    const preview = (
      await upload(
        owner,
        'two.csv',
        csvFile([header, ['Foxtrot', '', 'Fox Trot', 'fox@foxtrot.test', ''], ['Golf', '', 'Gol F', 'golf@golf.test', '']]),
      )
    ).json().data;
    // The database refuses the second row's invitation, after the first row's was written.
    await app.db.execute(sql`alter table invitations add constraint network_test_no_golf check (email <> 'golf@golf.test')`);
    const failed = await owner.post(`${V1}/company/network/import/${preview.id}/confirm`);
    await app.db.execute(sql`alter table invitations drop constraint network_test_no_golf`);
    expect(failed.statusCode).toBe(500);
    const left = await app.db.select().from(invitations).where(eq(invitations.email, 'fox@foxtrot.test'));
    expect(left).toHaveLength(0);
    expect(await findMailbox(app, 'fox@foxtrot.test')).toHaveLength(0);
    // The import stays open: once the cause is gone it can be confirmed.
    const retried = await owner.post(`${V1}/company/network/import/${preview.id}/confirm`);
    expect(retried.json().data.count).toBe(2);
  });
});

describe('company details, users and notes', () => {
  let noteId: number;

  test('details of a network company; own or outside companies are 404', async () => {
    const response = await viewer.get(`${V1}/company/network/companies/${ridge.company.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: ridge.company.id,
      name: 'Net Ridge',
      tid: '12-3456789',
      type: 'sub_contractor',
      type_title: 'Sub Contractor',
      users_count: 4,
      primary_contact: { id: ridge.users.sub_owner!.id, full_name: 'owner Net Ridge', email: ridge.email('sub_owner') },
      offices: [],
    });
    expect((await viewer.get(`${V1}/company/network/companies/${home.company.id}`)).statusCode).toBe(404);
    expect((await viewer.get(`${V1}/company/network/companies/${stranger.company.id}`)).statusCode).toBe(404);
    expect((await viewer.get(`${V1}/company/network/companies/abc`)).statusCode).toBe(404);
  });

  test('users of a network company and one of them', async () => {
    const response = await viewer.get(`${V1}/company/get-users`, { query: { company_id: ridge.company.id, sort_field: 'full_name' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(4);
    expect(response.json().data.every((u: { company_id: number }) => u.company_id === ridge.company.id)).toBe(true);
    const one = await viewer.get(`${V1}/company/network/companies/${ridge.company.id}/users/${ridge.users.sub_admin!.id}`);
    expect(one.json().data).toMatchObject({ id: ridge.users.sub_admin!.id, email: ridge.email('sub_admin'), role: { name: 'sub_admin' }, is_own_company: false });
    expect((await viewer.get(`${V1}/company/network/companies/${ridge.company.id}/users/${home.users.general_owner!.id}`)).statusCode).toBe(404);
    expect((await viewer.get(`${V1}/company/get-users`, { query: { company_id: stranger.company.id } })).statusCode).toBe(404);
    expect((await viewer.get(`${V1}/company/get-users`)).json().errors.company_id).toEqual([M.required]);
  });

  test('notes: create, list, edit, delete, private to the writing company', async () => {
    const empty = await owner.post(`${V1}/company/notes/create`, { company_id: ridge.company.id, body: '  ' });
    expect(empty.json().errors.body).toEqual([M.required]);
    const created = await owner.post(`${V1}/company/notes/create`, { company_id: ridge.company.id, body: 'Ask for the COI.' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ message: NETWORK_MESSAGES.noteSaved, data: { company_id: ridge.company.id, body: 'Ask for the COI.', author: { full_name: 'owner Net Home' }, can_edit: true } });
    noteId = created.json().data.id;
    const outside = await owner.post(`${V1}/company/notes/create`, { company_id: stranger.company.id, body: 'x' });
    expect(outside.statusCode).toBe(404);

    const seen = await viewer.get(`${V1}/company/notes`, { query: { company_id: ridge.company.id } });
    expect(seen.json().data).toHaveLength(1);
    expect(seen.json().data[0].can_edit).toBe(false);
    // Ridge keeps its own notes about Net Home and never sees Net Home's.
    await ridgeOwner.post(`${V1}/company/notes/create`, { company_id: home.company.id, body: 'Pays on time.' });
    const ridgeNotes = await ridgeOwner.get(`${V1}/company/notes`, { query: { company_id: home.company.id } });
    expect(ridgeNotes.json().data.map((n: { body: string }) => n.body)).toEqual(['Pays on time.']);

    const edited = await owner.put(`${V1}/company/notes/update/${noteId}`, { body: 'Ask for the updated COI.' });
    expect(edited.json().data.body).toBe('Ask for the updated COI.');
    expect((await ridgeOwner.put(`${V1}/company/notes/update/${noteId}`, { body: 'mine now' })).statusCode).toBe(404);
    expect((await ridgeOwner.put(`${V1}/company/notes/update/${noteId}`, { body: '' })).statusCode).toBe(404);
    expect((await owner.put(`${V1}/company/notes/update/${noteId}`, { body: '' })).json().errors.body).toEqual([M.required]);
    expect((await viewer.put(`${V1}/company/notes/update/${noteId}`, { body: 'x' })).statusCode).toBe(403);
    expect((await ridgeOwner.delete(`${V1}/company/notes/delete/${noteId}`)).statusCode).toBe(404);
    const deleted = await owner.delete(`${V1}/company/notes/delete/${noteId}`);
    expect(deleted.json().data.message).toBe(NETWORK_MESSAGES.noteDeleted);
    expect((await owner.get(`${V1}/company/notes`, { query: { company_id: ridge.company.id } })).json().data).toEqual([]);
  });
});

// QA: bad input is a 422 (or a 404 for a row that cannot exist), never a 500.
describe('bad input never answers 500', () => {
  const huge = 99_999_999_999;
  test('impossible dates and numbers past the integer range in list filters are 422s', async () => {
    for (const query of [{ invite_date_from: '2026-13-45' }, { invite_date_to: '2026-02-30' }, { expires_in_from: String(huge) }, { expires_in_to: '1e400' }] as Record<string, string>[]) {
      const res = await owner.get(`${V1}/company/network/invitations`, { query });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 422 });
    }
    expect((await owner.get(`${V1}/company/network/invitations`, { query: { invite_date_from: '2026-02-30' } })).json().errors).toEqual({ invite_date_from: ['This field must be a valid date.'] });
    expect((await owner.get(`${V1}/company/network`, { query: { page: String(huge) } })).statusCode).toBe(422);
  });

  test('ids past the integer range in bodies and queries are 422s, not database errors', async () => {
    const add = await owner.post(`${V1}/company/network/add-company-by-id`, { company_id: huge });
    expect(add.statusCode).toBe(422);
    expect(add.json().errors.company_id).toEqual([M.numMax(2147483647)]);
    expect((await owner.post(`${V1}/company/network/remove-company-by-id`, { company_id: huge })).statusCode).toBe(422);
    expect((await owner.get(`${V1}/company/get-users`, { query: { company_id: String(huge) } })).statusCode).toBe(422);
    expect((await owner.get(`${V1}/company/notes`, { query: { company_id: String(huge) } })).statusCode).toBe(422);
    expect((await owner.post(`${V1}/company/notes/create`, { company_id: huge, body: 'x' })).statusCode).toBe(422);
  });

  test('lists and objects where text is expected are 422s', async () => {
    const res = await owner.post(`${V1}/company/network/invite`, { company_name: ['x'], contact_name: {}, email: 5, phone: ['1'], tax_id: {} });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['company_name', 'contact_name', 'email', 'phone', 'tax_id']);
    const bare = await owner.post(`${V1}/company/network/invite`, { company_name: ['x'], contact_name: {}, email: 5 });
    expect(bare.statusCode).toBe(422);
    expect((await owner.get(`${V1}/company/network`, { query: { search: ['a', 'b'] } })).statusCode).toBe(422);
    expect((await owner.get(`${V1}/company/network/invitations`, { query: { company_name: ['a', 'b'] } })).statusCode).toBe(422);
  });
});

describe('the company e-mail template for invitations', () => {
  test("a company's 'company_invitation' template words the mail; the link is always in it", async () => {
    const [template] = await app.db
      .insert(emailTemplates)
      .values({ companyId: ridge.company.id, name: 'Network invitation', mailKey: 'company_invitation', subject: 'Work with {{company.name}}', body: 'Hello {{mail.recipient_name}}, {{mail.sender_name}} asks you to join us.' })
      .returning();
    try {
      const response = await invite(ridgeOwner, 'templated@orchard-roofing.test', 'Orchard Roofing');
      expect(response.statusCode).toBe(200);
      const [mail] = await findMailbox(app, 'templated@orchard-roofing.test');
      expect(mail.subject).toBe('Work with Net Ridge');
      expect(mail.text.startsWith('Hello Grace Lee, owner Net Ridge asks you to join us.')).toBe(true);
      // The template forgot the link: it is added, and it works.
      const link = findLink(mail.text);
      expect(link.pathname).toBe('/company-invitation');
      expect((await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    } finally {
      await app.db.delete(emailTemplates).where(eq(emailTemplates.id, template.id));
    }
  });
});

describe('one live invitation per e-mail', () => {
  test('resending an old invitation is refused while another invitation to the e-mail is pending', async () => {
    const email = 'twice@larch-framing.test';
    const first = (await invite(ridgeOwner, email, 'Larch Framing')).json().data;
    expect((await ridgeOwner.post(`${V1}/company/network/invitations/${first.id}/cancel`)).statusCode).toBe(200);
    const second = (await invite(ridgeOwner, email, 'Larch Framing')).json().data;
    expect(second.status).toBe('pending');

    const resend = await ridgeOwner.post(`${V1}/company/network/invitations/${first.id}/resend`);
    expect(resend.statusCode).toBe(422);
    expect(resend.json().message).toBe(NETWORK_MESSAGES.pendingInvitationExists);
    const list = await ridgeOwner.get(`${V1}/company/network/invitations`, { query: { search: email } });
    expect(list.json().data.map((r: { status: string }) => r.status).sort()).toEqual(['canceled', 'pending']);
    // The pending one itself can be resent (a new link), and once it is canceled the old one can be too.
    expect((await ridgeOwner.post(`${V1}/company/network/invitations/${second.id}/resend`)).statusCode).toBe(200);
    expect((await ridgeOwner.post(`${V1}/company/network/invitations/${second.id}/cancel`)).statusCode).toBe(200);
    expect((await ridgeOwner.post(`${V1}/company/network/invitations/${first.id}/resend`)).statusCode).toBe(200);
  });
});

describe('who cannot be invited or accept', () => {
  test("the platform operator's e-mail cannot be invited", async () => {
    await createOperator(app, 'net-operator@demo.test');
    expect((await invite(owner, 'NET-operator@demo.test', 'Operator Co')).json().errors.email).toEqual([NETWORK_MESSAGES.emailNotInvitable]);
    const preview = await upload(owner, 'companies.csv', csvFile([['Name', 'Tax ID', 'Contact name', 'Contact e-mail', 'Phone'], ['Operator Co', '', 'Op', 'net-operator@demo.test', '']]));
    expect(preview.json().data.rows[0]).toMatchObject({ outcome: 'invalid', reasons: [NETWORK_MESSAGES.emailNotInvitable] });
  });

  test('a view-only user cannot accept, even when the invitation went to their own address; an admin can', async () => {
    const summit = await createCompanyWithUsers(app, { name: 'Net Summit' });
    expect((await invite(owner, summit.email('general_view_only'), 'Summit Co')).statusCode).toBe(200);
    const token = await tokenFromMail(summit.email('general_view_only'));
    const summitViewer = await client(summit.email('general_view_only'));
    const seen = await openPage(summitViewer, token);
    expect(seen.body).toContain(NETWORK_MESSAGES.invitationAdminMustAccept('Net Summit'));
    expect(seen.body).not.toContain('Accept invitation');
    const refusedAccept = await acceptAs(summitViewer, token, summitViewer.cookies.get('XSRF-TOKEN'));
    expect(refusedAccept.statusCode).toBe(403);
    expect((await owner.get(`${V1}/company/network`, { query: { search: 'Net Summit' } })).json().data).toEqual([]);

    const summitAdmin = await client(summit.email('general_admin'));
    const adminPage = await openPage(summitAdmin, token);
    expect(adminPage.body).toContain('Accept invitation');
    const accepted = await acceptAs(summitAdmin, token, csrfOf(adminPage.body));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toContain(NETWORK_MESSAGES.invitationAccepted('Net Home'));
    expect(names((await owner.get(`${V1}/company/network`, { query: { search: 'Net Summit' } })).json().data)).toEqual(['Net Summit']);
    // The used link is dead.
    expect((await openPage(null, token)).headers.location).toBe('/expired');
    await owner.post(`${V1}/company/network/remove-company-by-id`, { company_id: summit.company.id });
  });

  test('a blocked company cannot accept; once unblocked the same link works', async () => {
    const blocked = await createCompanyWithUsers(app, { name: 'Net Blocked', type: 'sub_contractor' });
    expect((await invite(owner, blocked.email('sub_owner'), 'Blocked Co')).statusCode).toBe(200);
    const token = await tokenFromMail(blocked.email('sub_owner'));
    await app.db.update(companies).set({ status: 'blocked' }).where(eq(companies.id, blocked.company.id));
    const accept = () => app.inject({ method: 'POST', url: '/company-invitation/accept', payload: { token } });
    const refused = await accept();
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(ERROR_MESSAGES.companyBlocked);
    expect((await owner.get(`${V1}/company/network`, { query: { search: 'Net Blocked' } })).json().data).toEqual([]);
    await app.db.update(companies).set({ status: 'active' }).where(eq(companies.id, blocked.company.id));
    // Once active, it is the usual rule: signed in, as a user of the company who may add companies.
    expect((await accept()).statusCode).toBe(401);
    const blockedOwner = await client(blocked.email('sub_owner'));
    expect((await acceptAs(blockedOwner, token, csrfOf((await openPage(blockedOwner, token)).body))).statusCode).toBe(200);
    expect(names((await owner.get(`${V1}/company/network`, { query: { search: 'Net Blocked' } })).json().data)).toEqual(['Net Blocked']);
  });
});

describe('answers that lose a race', () => {
  test('an accept or decline read before a cancel landed finds the invitation gone and changes nothing', async () => {
    const late = await createCompanyWithUsers(app, { name: 'Net Late', type: 'sub_contractor' });
    expect((await invite(owner, late.email('sub_owner'), 'Late Co')).statusCode).toBe(200);
    const token = await tokenFromMail(late.email('sub_owner'));
    const live = (await findLiveCompanyInvitation(app.db, token))!;
    await app.db.update(invitations).set({ status: 'canceled' }).where(eq(invitations.id, live.invitation.id));
    const [partner] = await app.db.select().from(companies).where(eq(companies.id, late.company.id));
    await expect(acceptInvitationForExistingCompany(app, live, partner)).rejects.toBeInstanceOf(InvitationGoneError);
    await expect(declineInvitation(app, live)).rejects.toBeInstanceOf(InvitationGoneError);
    expect((await owner.get(`${V1}/company/network`, { query: { search: 'Net Late' } })).json().data).toEqual([]);
    const [row] = await app.db.select().from(invitations).where(eq(invitations.id, live.invitation.id));
    expect(row.status).toBe('canceled');
  });
});
