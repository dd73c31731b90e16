// Network membership with consent (DOMAIN.md 7, issue 13 item 2): add-company-by-id is a request
// the other company accepts. Until then the requester sees only its public card: not its users or
// their e-mails, its details, its certifications and their files, nor may it mail its users.
// Accepting (in the app or from the mailed link) links both ways, declining does not, and either
// side's removal ends the link both ways.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { NETWORK_MESSAGES, NETWORK_ROUTES } from 'shared-contract';
import { companies, notifications } from '../src/db/schema';
import { TestClient, findLink, findMailbox } from './helpers/client';
import { PASSWORD, createCompanyWithUsers, createUser } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let requester: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let target: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let third: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let requesterOwner: TestClient;
let targetAdmin: TestClient;
let targetCollaborator: TestClient;
let thirdOwner: TestClient;
let certificationId: number;
let ip = 0;

const V1 = '/api/v1';
const client = async (email: string) => {
  const c = new TestClient(app, `10.47.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};

/** The target's owner adds a certification with an attached file (multipart, as the settings form does). */
async function addCertificationWithFile(owner: TestClient): Promise<number> {
  const boundary = '----network-consent-boundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nTarget OSHA\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="osha.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 target\r\n` +
      `--${boundary}--\r\n`,
  );
  const response = await owner.request('POST', `${V1}/settings/company/certification/add`, { body: payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(response.statusCode).toBe(200);
  return response.json().data.id;
}

beforeAll(async () => {
  app = await createTestApp();
  requester = await createCompanyWithUsers(app, { name: 'Consent Requester' });
  target = await createCompanyWithUsers(app, { name: 'Consent Target', type: 'sub_contractor' });
  third = await createCompanyWithUsers(app, { name: 'Consent Third', type: 'sub_contractor' });
  certificationId = await addCertificationWithFile(await client(target.email('sub_owner')));
  requesterOwner = await client(requester.email('general_owner'));
  targetAdmin = await client(target.email('sub_admin'));
  targetCollaborator = await client(target.email('sub_collaborator'));
  thirdOwner = await client(third.email('sub_owner'));
});
afterAll(async () => {
  await app.close();
});

/** What the requester can read of the target company, each as an HTTP status or the rows it gets. */
const recipients = ['sub_owner', 'sub_admin', 'sub_manager', 'sub_collaborator'] as const;
let sends = 0;
async function whatRequesterSees() {
  // A new recipient each time: the mail limits (3 mails a target) must not answer for the network.
  const recipient = target.users[recipients[sends++ % recipients.length]]!.id;
  const users = (await requesterOwner.get(`${V1}/company/get-all-users`, { query: { per_page: 100 } })).json().data as { email: string; company_id: number }[];
  return {
    networkUserEmails: users.filter((u) => u.company_id === target.company.id).map((u) => u.email),
    details: (await requesterOwner.get(`${V1}/company/network/companies/${target.company.id}`)).statusCode,
    companyUsers: (await requesterOwner.get(`${V1}/company/get-users`, { query: { company_id: target.company.id } })).statusCode,
    companyInfo: (await requesterOwner.get(`${V1}/company/${target.company.id}/info`)).statusCode,
    certifications: (await requesterOwner.get(`${V1}/settings/company/certification`, { query: { company_id: target.company.id } })).statusCode,
    certificationFile: (await requesterOwner.get(`${V1}/settings/company/certification/${certificationId}/download-attachment`)).statusCode,
    communication: (await requesterOwner.post(`${V1}/users/send-communication`, { user_ids: [recipient], subject: 'Verify your account', body: 'Click here' })).statusCode,
  };
}

const requestsOf = async (c: TestClient) => (await c.get(`${V1}/company/network/requests`)).json().data as { id: number; company_id: number; company_name: string }[];

describe('a request by id', () => {
  let requestId: number;

  test('is pending: the requester sees only the public card; the target’s deciders get a notification and a mail', async () => {
    const sent = await requesterOwner.post(`${V1}/company/network/add-company-by-id`, { company_id: target.company.id });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ message: NETWORK_MESSAGES.requestSent('Consent Target'), in_network: false });

    expect(await whatRequesterSees()).toEqual({ networkUserEmails: [], details: 404, companyUsers: 404, companyInfo: 404, certifications: 404, certificationFile: 404, communication: 422 });
    // The search marks it as requested (its logo, served to its network only, is left out) and a second request is refused.
    await app.db.update(companies).set({ logo: 'logos/consent-target.png' }).where(eq(companies.id, target.company.id));
    const found = (await requesterOwner.get(`${V1}/company/network/search-not-added-company`, { query: { search: 'Consent Target' } })).json().data;
    expect(found).toEqual([{ id: target.company.id, name: 'Consent Target', type: 'sub_contractor', logo: null, city: null, is_in_network: false, is_requested: true }]);
    const again = await requesterOwner.post(`${V1}/company/network/add-company-by-id`, { company_id: target.company.id });
    expect(again.json().errors.company_id).toEqual([NETWORK_MESSAGES.requestAlreadySent]);
    // The Invited tab lists it as pending, without the address of the target's administrator.
    const invited = (await requesterOwner.get(`${V1}/company/network/invitations`)).json().data;
    expect(invited).toEqual([expect.objectContaining({ company_name: 'Consent Target', status: 'pending', email: '', partner_company_id: null })]);

    // Owners and admins (companies.create) hear of it in the app and by mail; a collaborator does not.
    for (const role of ['sub_owner', 'sub_admin'] as const) {
      const [told] = await app.db.select().from(notifications).where(and(eq(notifications.userId, target.users[role]!.id), eq(notifications.type, 'network_request')));
      expect(told).toMatchObject({ title: NETWORK_MESSAGES.requestReceivedTitle, link: NETWORK_ROUTES.requests });
      const [mail] = await findMailbox(app, target.email(role));
      expect(findLink(mail.text).pathname).toBe(NETWORK_ROUTES.invitationPage);
    }
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, target.users.sub_collaborator!.id))).toEqual([]);
    expect(await findMailbox(app, target.email('sub_collaborator'))).toEqual([]);

    const requests = await requestsOf(targetAdmin);
    expect(requests).toEqual([
      expect.objectContaining({ company_id: requester.company.id, company_name: 'Consent Requester', company_type: 'general_contractor', requested_by: 'owner Consent Requester' }),
    ]);
    requestId = requests[0].id;
  });

  test('can be answered only by the target’s users who may add companies', async () => {
    expect((await targetCollaborator.get(`${V1}/company/network/requests`)).statusCode).toBe(403);
    expect((await targetCollaborator.post(`${V1}/company/network/requests/${requestId}/accept`)).statusCode).toBe(403);
    // A third company cannot accept it, nor the requester itself.
    expect(await requestsOf(thirdOwner)).toEqual([]);
    expect((await thirdOwner.post(`${V1}/company/network/requests/${requestId}/accept`)).statusCode).toBe(404);
    expect((await requesterOwner.post(`${V1}/company/network/requests/${requestId}/accept`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${V1}/company/network/requests` })).statusCode).toBe(401);
    // An admin of the target whose e-mail is not verified answers nothing, in the app or from the link.
    const unverified = await createUser(app, { companyId: target.company.id, role: 'sub_admin', email: 'unverified@consent-target.test', verified: false });
    const unverifiedClient = await client(unverified.email);
    expect((await unverifiedClient.get(`${V1}/company/network/requests`)).statusCode).toBe(403);
    expect((await unverifiedClient.post(`${V1}/company/network/requests/${requestId}/accept`)).statusCode).toBe(403);
    const [mail] = await findMailbox(app, target.email('sub_admin'));
    const token = findLink(mail.text).searchParams.get('token')!;
    const linkPage = await unverifiedClient.get(NETWORK_ROUTES.invitationPage, { query: { token }, headers: { accept: 'text/html' } });
    expect(linkPage.body).not.toContain('name="_csrf"');
    expect((await unverifiedClient.post(`${NETWORK_ROUTES.invitationPage}/accept`, { token, _csrf: unverifiedClient.cookies.get('XSRF-TOKEN') })).statusCode).toBe(403);
    expect((await whatRequesterSees()).details).toBe(404);
  });

  test('accepted in the app, it links both ways and tells the requester', async () => {
    const accepted = await targetAdmin.post(`${V1}/company/network/requests/${requestId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.message).toBe(NETWORK_MESSAGES.requestAccepted('Consent Requester'));
    const seen = await whatRequesterSees();
    expect(seen).toMatchObject({ details: 200, companyUsers: 200, companyInfo: 200, certifications: 200, certificationFile: 200, communication: 200 });
    expect(seen.networkUserEmails).toContain(target.email('sub_owner'));
    expect((await targetAdmin.get(`${V1}/company/network/companies/${requester.company.id}`)).statusCode).toBe(200);
    const [told] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, requester.users.general_owner!.id), eq(notifications.type, 'invitation_accepted')));
    expect(told.body).toBe(NETWORK_MESSAGES.acceptedNotificationBody('Consent Target'));
    expect(await requestsOf(targetAdmin)).toEqual([]);
    expect((await targetAdmin.post(`${V1}/company/network/requests/${requestId}/accept`)).statusCode).toBe(404);
    // In the network, its logo shows.
    const byEmail = await requesterOwner.get(`${V1}/company/network/find-by-email`, { query: { email: target.email('sub_owner') } });
    expect(byEmail.json().data).toMatchObject({ is_in_network: true, logo: 'logos/consent-target.png' });
  });

  test('removal by the target ends the link both ways', async () => {
    const removed = await targetAdmin.post(`${V1}/company/network/remove-company-by-id`, { company_id: requester.company.id });
    expect(removed.statusCode).toBe(200);
    expect(await whatRequesterSees()).toEqual({ networkUserEmails: [], details: 404, companyUsers: 404, companyInfo: 404, certifications: 404, certificationFile: 404, communication: 422 });
    expect((await requesterOwner.get(`${V1}/company/network`)).json().data).toEqual([]);
  });

  test('declined, nothing is linked and the requester is told; it may ask again', async () => {
    expect((await requesterOwner.post(`${V1}/company/network/add-company-by-id`, { company_id: target.company.id })).statusCode).toBe(200);
    const [request] = await requestsOf(targetAdmin);
    const declined = await targetAdmin.post(`${V1}/company/network/requests/${request.id}/decline`);
    expect(declined.json().data.message).toBe(NETWORK_MESSAGES.requestDeclined('Consent Requester'));
    expect((await whatRequesterSees()).details).toBe(404);
    expect((await targetAdmin.get(`${V1}/company/network`)).json().data).toEqual([]);
    const [told] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, requester.users.general_owner!.id), eq(notifications.type, 'invitation_declined')));
    expect(told.body).toBe(NETWORK_MESSAGES.declinedNotificationBody('Consent Target'));
    expect((await requesterOwner.post(`${V1}/company/network/add-company-by-id`, { company_id: target.company.id })).statusCode).toBe(200);
  });

  test('the requester resends it (a new link to the deciders, the old one dead) or cancels it (gone from Requests)', async () => {
    const [pending] = (await requesterOwner.get(`${V1}/company/network/invitations`, { query: { 'status[]': 'pending' } })).json().data;
    const [oldMail] = await findMailbox(app, target.email('sub_admin'));
    const oldToken = findLink(oldMail.text).searchParams.get('token')!;
    const resent = await requesterOwner.post(`${V1}/company/network/invitations/${pending.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const [newMail] = await findMailbox(app, target.email('sub_admin'));
    expect(findLink(newMail.text).searchParams.get('token')).not.toBe(oldToken);
    expect((await app.inject({ method: 'GET', url: `${NETWORK_ROUTES.invitationPage}?token=${encodeURIComponent(oldToken)}` })).headers.location).toBe('/expired');

    expect((await requesterOwner.post(`${V1}/company/network/invitations/${pending.id}/cancel`)).statusCode).toBe(200);
    expect(await requestsOf(targetAdmin)).toEqual([]);
    expect((await targetAdmin.post(`${V1}/company/network/requests/${pending.id}/accept`)).statusCode).toBe(404);
    expect((await whatRequesterSees()).details).toBe(404);
    // Sent again for the next test.
    expect((await requesterOwner.post(`${V1}/company/network/invitations/${pending.id}/resend`)).statusCode).toBe(200);
  });

  test('accepted from the mailed link by a signed-in decider of the target, it links both ways', async () => {
    const [mail] = await findMailbox(app, target.email('sub_owner'));
    const token = findLink(mail.text).searchParams.get('token')!;
    const targetOwner = await client(target.email('sub_owner'));
    const page = await targetOwner.get(NETWORK_ROUTES.invitationPage, { query: { token }, headers: { accept: 'text/html' } });
    expect(page.body).toContain('Consent Requester invites Consent Target to its network');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1];
    // A third company's owner with the link cannot accept for the target.
    const thirdPage = await thirdOwner.get(NETWORK_ROUTES.invitationPage, { query: { token }, headers: { accept: 'text/html' } });
    expect(thirdPage.body).not.toContain('name="_csrf"');
    expect((await thirdOwner.post(`${NETWORK_ROUTES.invitationPage}/accept`, { token, _csrf: thirdOwner.cookies.get('XSRF-TOKEN') })).statusCode).toBe(403);
    const accepted = await targetOwner.post(`${NETWORK_ROUTES.invitationPage}/accept`, { token, _csrf: csrf });
    expect(accepted.statusCode).toBe(200);
    expect((await whatRequesterSees()).details).toBe(200);
    expect((await thirdOwner.get(`${V1}/company/network/companies/${target.company.id}`)).statusCode).toBe(404);
  });

  test('adding a company that already asked answers its request instead of asking back', async () => {
    expect((await thirdOwner.post(`${V1}/company/network/add-company-by-id`, { company_id: requester.company.id })).statusCode).toBe(200);
    const added = await requesterOwner.post(`${V1}/company/network/add-company-by-id`, { company_id: third.company.id });
    expect(added.json().data).toEqual({ message: NETWORK_MESSAGES.requestAccepted('Consent Third'), in_network: true });
    expect((await requesterOwner.get(`${V1}/company/network/companies/${third.company.id}`)).statusCode).toBe(200);
    expect((await thirdOwner.get(`${V1}/company/network/companies/${requester.company.id}`)).statusCode).toBe(200);
    expect(await requestsOf(requesterOwner)).toEqual([]);
  });
});
