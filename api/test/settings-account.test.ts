// Settings > Account: account details (plan, admins, sender e-mail, close, upgrade request),
// company details (general info, logo, tax ID, certifications, licenses, offices), subsidiaries
// and the Company Info card, through inject against a real database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ERROR_MESSAGES, SETTINGS_ACCOUNT_MESSAGES as T, VALIDATION_MESSAGES as M } from 'shared-contract';
import { companyNetwork, companies, permissionGroups, sessions } from '../src/db/schema';
import { TestClient, findLink, findMailbox } from './helpers/client';
import { PASSWORD, createCompanyWithUsers, createOperator } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let dataDir: string;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let partner: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let stranger: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let owner: TestClient;
let viewer: TestClient;
let ip = 0;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

const client = async (email: string) => {
  const c = new TestClient(app, `10.61.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };
async function postForm(c: TestClient, method: 'POST' | 'PUT', url: string, parts: Part[]) {
  const boundary = '----settings-account-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('bytes' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`), part.bytes, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json', 'x-xsrf-token': c.cookies.get('XSRF-TOKEN')! };
  headers.cookie = [...c.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  return app.inject({ method, url, headers, payload: Buffer.concat(chunks) });
}
const fields = (values: Record<string, string | number>): Part[] => Object.entries(values).map(([name, value]) => ({ name, value: String(value) }));

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-account-'));
  app = await createTestApp({ config: { dataDir } });
  home = await createCompanyWithUsers(app, { name: 'Account Home' });
  partner = await createCompanyWithUsers(app, { name: 'Account Partner', type: 'sub_contractor', plan: 'sub' });
  stranger = await createCompanyWithUsers(app, { name: 'Account Stranger' });
  await app.db.insert(companyNetwork).values([
    { companyId: home.company.id, partnerCompanyId: partner.company.id },
    { companyId: partner.company.id, partnerCompanyId: home.company.id },
  ]);
  owner = await client(home.email('general_owner'));
  viewer = await client(home.email('general_view_only'));
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('account details', () => {
  test('shows the plan with its limits, the admins (owners by default) and the sender', async () => {
    const response = await owner.get('/api/v1/account');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.company).toMatchObject({ id: home.company.id, name: 'Account Home', status: 'active' });
    expect(data.plan.name).toBe('general');
    expect(data.plan.features.find((f: { key: string }) => f.key === 'subsidiaries').included).toBe(true);
    expect(data.admins.map((a: { id: number }) => a.id)).toEqual([home.users.general_owner!.id]);
    expect(data.candidates.length).toBe(5);
    expect(data.sender).toMatchObject({ email: null, pending_email: null });
    expect(data.upgrade_request).toBeNull();
  });

  test('the page gate refuses a view-only user and a manager cannot close the account', async () => {
    expect((await viewer.get('/api/v1/account')).statusCode).toBe(403);
    const manager = await client(home.email('general_manager'));
    expect((await manager.get('/api/v1/account')).statusCode).toBe(200);
    expect((await manager.post('/api/v1/account/close', {})).statusCode).toBe(403);
  });

  test('updates the admins; only active employees of the company', async () => {
    const bad = await owner.post('/api/v1/account/update-admins', { admin_ids: [] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ admin_ids: [M.required] });
    const foreign = await owner.post('/api/v1/account/update-admins', { admin_ids: [stranger.users.general_owner!.id] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ admin_ids: [T.adminsNotInCompany] });
    const ids = [home.users.general_owner!.id, home.users.general_admin!.id];
    const ok = await owner.post('/api/v1/account/update-admins', { admin_ids: ids });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(T.adminsUpdated);
    expect(ok.json().data.admins.map((a: { id: number }) => a.id).sort()).toEqual([...ids].sort());
  });

  test('setting sender e-mails is rate limited: each call mails an address of the caller’s choosing', async () => {
    const admin = await client(home.email('general_admin'));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await admin.post('/api/v1/account/sender-email', { sender_email: 'not-an-email' })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  test('a sender e-mail is used only after its mailed link is opened', async () => {
    const bad = await owner.post('/api/v1/account/sender-email', { sender_email: 'not-an-email' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ sender_email: [M.email] });
    const sent = await owner.post('/api/v1/account/sender-email', { sender_email: 'Billing@Account-Home.test' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(T.senderVerificationSent('billing@account-home.test'));
    expect(sent.json().data.sender).toMatchObject({ email: null, pending_email: 'billing@account-home.test' });
    const [mail] = await findMailbox(app, 'billing@account-home.test');
    const token = findLink(mail.text).searchParams.get('verify_sender')!;
    expect(token).toBeTruthy();
    const wrong = await owner.post('/api/v1/account/sender-email/verify', { token: 'nope' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ token: [T.senderTokenInvalid] });
    const verified = await owner.post('/api/v1/account/sender-email/verify', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.sender).toMatchObject({ email: 'billing@account-home.test', pending_email: null });
    expect(verified.json().data.sender.verified_at).toBeTruthy();
    // The link works once.
    expect((await owner.post('/api/v1/account/sender-email/verify', { token })).statusCode).toBe(422);
    const removed = await owner.post('/api/v1/account/sender-email/remove', {});
    expect(removed.json().data.sender.email).toBeNull();
  });

  test('a sub-plan company asks for an upgrade once; the operator sees the request', async () => {
    const general = await owner.post('/api/v1/account/upgrade-request', { message: 'more' });
    expect(general.statusCode).toBe(422);
    expect(general.json().errors).toEqual({ plan: [T.upgradeNotNeeded] });
    const subOwner = await client(partner.email('sub_owner'));
    const asked = await subOwner.post('/api/v1/account/upgrade-request', { message: 'We run our own projects now.' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(T.upgradeRequested);
    expect(asked.json().data.upgrade_request).toMatchObject({ status: 'pending', message: 'We run our own projects now.', requested_by: 'owner Account Partner' });
    const again = await subOwner.post('/api/v1/account/upgrade-request', {});
    expect(again.json().errors).toEqual({ plan: [T.upgradeAlreadyRequested] });
    const mails = await findMailbox(app, app.config.supportEmail);
    expect(mails[0].subject).toBe('Upgrade request from Account Partner');

    const operatorEmail = 'settings-account-operator@demo.test';
    await createOperator(app, operatorEmail);
    const operator = new TestClient(app, '10.61.9.1');
    await operator.signInOperator(operatorEmail, PASSWORD);
    const details = await operator.get(`/api/v1/superadmin/companies/${partner.company.id}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().data.upgrade_request).toMatchObject({ status: 'pending', message: 'We run our own projects now.' });
  });

  test('closing the account deactivates the company, ends every session and keeps the data', async () => {
    const closing = await createCompanyWithUsers(app, { name: 'Account Closing' });
    const closer = await client(closing.email('general_owner'));
    const colleague = await client(closing.email('general_manager'));
    await closer.post('/api/v1/settings/company/office/add', { name: 'Kept office' });
    const closed = await closer.post('/api/v1/account/close', { reason: 'Moving on' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().message).toBe(T.accountClosed);
    expect((await colleague.get('/api/v1/auth/user')).statusCode).toBe(401);
    expect((await closer.get('/api/v1/account')).statusCode).toBe(401);
    const [row] = await app.db.select().from(companies).where(eq(companies.id, closing.company.id));
    expect(row.status).toBe('closed');
    const again = new TestClient(app, '10.61.8.1');
    await again.csrf();
    const login = await again.post('/api/v1/auth/login', { email: closing.email('general_owner'), password: PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(ERROR_MESSAGES.companyClosed);
    const left = await app.db.select().from(sessions);
    expect(left.some((s) => [closing.users.general_owner!.id, closing.users.general_manager!.id].includes(s.userId))).toBe(false);
    const { findOffices } = await import('../src/modules/settings-account/repository');
    expect((await findOffices(app.db, closing.company.id)).map((o) => o.name)).toEqual(['Kept office']);
  });
});

describe('company details', () => {
  test('general info: 422 with the spec messages, saves, logo with a time-stamped URL', async () => {
    const bad = await postForm(owner, 'POST', '/api/v1/settings/company/general-info/update', fields({ name: '', website: 'nope', tid: '123' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ name: [M.required], website: [M.url], tid: [M.taxId] });
    const wrongFile = await postForm(owner, 'POST', '/api/v1/settings/company/general-info/update', [...fields({ name: 'Account Home' }), { name: 'logo', filename: 'logo.gif', bytes: PNG }]);
    expect(wrongFile.json().errors).toEqual({ logo: [M.extensions('.jpg, .jpeg, .png')] });
    const saved = await postForm(owner, 'POST', '/api/v1/settings/company/general-info/update', [
      ...fields({ name: 'Account Home Inc', dba: 'AH', website: 'https://home.example.com', tid: '12-3456789' }),
      { name: 'logo', filename: 'logo.png', bytes: PNG },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(T.generalInfoSaved);
    const data = saved.json().data;
    expect(data).toMatchObject({ name: 'Account Home Inc', dba: 'AH', website: 'https://home.example.com', tid: '12-3456789', type: 'general_contractor', type_title: 'General Contractor' });
    expect(data.logo).toMatch(new RegExp(`^/api/v1/company/${home.company.id}/logo\\?v=\\d+$`));
    const logo = await owner.get(data.logo);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    // A network partner sees the logo; a stranger does not.
    expect((await (await client(partner.email('sub_owner'))).get(data.logo)).statusCode).toBe(200);
    expect((await (await client(stranger.email('general_owner'))).get(data.logo)).statusCode).toBe(404);
    const info = await owner.get('/api/v1/settings/company/general-info');
    expect(info.json().data.name).toBe('Account Home Inc');
    expect((await viewer.get('/api/v1/settings/company/general-info')).statusCode).toBe(200);
    expect((await postForm(viewer, 'POST', '/api/v1/settings/company/general-info/update', fields({ name: 'X' }))).statusCode).toBe(403);
  });

  test('verified-tax-id checks the mask and that no other company uses it', async () => {
    await app.db.update(companies).set({ tid: '98-7654321' }).where(eq(companies.id, stranger.company.id));
    const badMask = await owner.post('/api/v1/settings/company/general-info/verified-tax-id/123');
    expect(badMask.statusCode).toBe(422);
    expect(badMask.json().errors).toEqual({ tid: [M.taxId] });
    const taken = await owner.post('/api/v1/settings/company/general-info/verified-tax-id/98-7654321');
    expect(taken.json().errors).toEqual({ tid: [M.unique('tax id')] });
    const ok = await owner.post('/api/v1/settings/company/general-info/verified-tax-id/11-2223334');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ data: { tid: '11-2223334', verified: true }, message: T.taxIdAvailable });
    const saveTaken = await postForm(owner, 'POST', '/api/v1/settings/company/general-info/update', fields({ name: 'Account Home Inc', tid: '98-7654321' }));
    expect(saveTaken.json().errors).toEqual({ tid: [M.unique('tax id')] });
  });

  test('certifications: add with attachment, update, download, remove; partner reads with company_id', async () => {
    const bad = await postForm(owner, 'POST', '/api/v1/settings/company/certification/add', fields({ name: '', exp_date: 'soon' }));
    expect(bad.json().errors).toEqual({ name: [M.required], exp_date: ['This field must be a valid date.'] });
    const added = await postForm(owner, 'POST', '/api/v1/settings/company/certification/add', [
      ...fields({ name: 'OSHA 30', type: 'Safety', number: 'C-1', exp_date: '2027-05-01', agency: 'OSHA', note: 'All foremen' }),
      { name: 'attachment', filename: 'osha.pdf', bytes: Buffer.from('%PDF-1.4 test') },
    ]);
    expect(added.statusCode).toBe(200);
    const cert = added.json().data;
    expect(cert).toMatchObject({ name: 'OSHA 30', type: 'Safety', number: 'C-1', exp_date: '2027-05-01', agency: 'OSHA', note: 'All foremen', attachment_name: 'osha.pdf' });
    const file = await owner.get(cert.attachment_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment; filename="osha.pdf"');
    expect(file.body).toBe('%PDF-1.4 test');
    // The attachment needs the rights of the list it is shown in.
    const group = and(eq(permissionGroups.companyId, home.company.id), eq(permissionGroups.role, 'general_view_only'));
    const [before] = await app.db.select().from(permissionGroups).where(group);
    await app.db.update(permissionGroups).set({ permissions: [] }).where(group);
    try {
      expect((await viewer.get('/api/v1/settings/company/certification')).statusCode).toBe(403);
      expect((await viewer.get(cert.attachment_url)).statusCode).toBe(403);
    } finally {
      await app.db.update(permissionGroups).set({ permissions: before.permissions }).where(group);
    }
    const updated = await postForm(owner, 'POST', `/api/v1/settings/company/certification/update/${cert.id}`, fields({ name: 'OSHA 30 Hour', remove_attachment: 'true' }));
    expect(updated.json().data).toMatchObject({ name: 'OSHA 30 Hour', type: '', attachment_url: null });
    const partnerClient = await client(partner.email('sub_owner'));
    const seen = await partnerClient.get('/api/v1/settings/company/certification', { query: { company_id: home.company.id } });
    expect(seen.json().data.map((c: { name: string }) => c.name)).toEqual(['OSHA 30 Hour']);
    const strangerClient = await client(stranger.email('general_owner'));
    expect((await strangerClient.get('/api/v1/settings/company/certification', { query: { company_id: home.company.id } })).statusCode).toBe(404);
    expect((await strangerClient.post(`/api/v1/settings/company/certification/update/${cert.id}`, { name: 'Hijack' })).statusCode).toBe(404);
    expect((await strangerClient.post('/api/v1/settings/company/certification/remove', { id: cert.id })).statusCode).toBe(404);
    const removed = await owner.post('/api/v1/settings/company/certification/remove', { id: cert.id });
    expect(removed.json().message).toBe(T.certificationRemoved);
    expect((await owner.get('/api/v1/settings/company/certification')).json().data).toEqual([]);
  });

  test('licenses: add, update, remove with their fields', async () => {
    const bad = await owner.post('/api/v1/settings/company/license/add', { number: '' });
    expect(bad.json().errors).toEqual({ number: [M.required] });
    const added = await owner.post('/api/v1/settings/company/license/add', { office: 'Main', state: 'CA', number: 'L-77', type: 'Class B', exp_date: '2028-01-31', note: 'General building' });
    expect(added.json().data).toMatchObject({ office: 'Main', state: 'CA', number: 'L-77', type: 'Class B', exp_date: '2028-01-31', note: 'General building' });
    const id = added.json().data.id;
    const updated = await owner.post(`/api/v1/settings/company/license/update/${id}`, { number: 'L-78', state: 'NV' });
    expect(updated.json().data).toMatchObject({ number: 'L-78', state: 'NV', office: '' });
    expect((await owner.get('/api/v1/settings/company/license')).json().data).toHaveLength(1);
    expect((await owner.post('/api/v1/settings/company/license/remove', { id: 'x' })).statusCode).toBe(422);
    expect((await owner.post('/api/v1/settings/company/license/remove', { id })).statusCode).toBe(200);
    expect((await owner.post('/api/v1/settings/company/license/remove', { id })).statusCode).toBe(404);
  });

  test('offices: one headquarters, phone rule, listed headquarters first', async () => {
    const bad = await owner.post('/api/v1/settings/company/office/add', { name: '', phone: '12' });
    expect(bad.json().errors).toEqual({ name: [M.required], phone: [M.strMinPhone(10)] });
    const a = (await owner.post('/api/v1/settings/company/office/add', { name: 'North yard', city: 'Oakland', is_headquarters: true })).json().data;
    const b = (await owner.post('/api/v1/settings/company/office/add', { name: 'Main office', address: '1 Market St', city: 'San Francisco', state: 'CA', zip_code: '94105', country: 'USA', phone: '+1 (415) 555-0100', fax: '415-555-0101', is_headquarters: true })).json().data;
    expect(b).toMatchObject({ name: 'Main office', zip_code: '94105', phone: '+1 (415) 555-0100', is_headquarters: true });
    const list = (await owner.get('/api/v1/settings/company/office')).json().data;
    expect(list.map((o: { id: number; is_headquarters: boolean }) => [o.id, o.is_headquarters])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    const updated = await owner.post(`/api/v1/settings/company/office/update/${a.id}`, { name: 'North yard 2', city: 'Oakland' });
    expect(updated.json().data.name).toBe('North yard 2');
    expect((await owner.post('/api/v1/settings/company/office/remove', { id: a.id })).json().message).toBe(T.officeRemoved);
  });
});

describe('subsidiaries', () => {
  const valid = () => ({
    name: 'Home West',
    dba: 'HW',
    website: 'https://west.example.com',
    tax: '12-1234567',
    primary_contact_id: home.users.general_owner!.id,
    assignee_id: home.users.general_manager!.id,
    signer_id: home.users.general_admin!.id,
  });

  test('add with attachment, list with names, edit, download, delete', async () => {
    const bad = await postForm(owner, 'POST', '/api/v2/subsidiary-companies', fields({ name: '', website: 'x', tax: '1' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: [M.required],
      dba: [M.required],
      website: [M.url],
      tax: [M.taxId],
      primary_contact_id: [M.required],
      assignee_id: [M.required],
      signer_id: [M.required],
    });
    const wrongExt = await postForm(owner, 'POST', '/api/v2/subsidiary-companies', [...fields(valid()), { name: 'attachment', filename: 'a.exe', bytes: Buffer.from('x') }]);
    expect(wrongExt.json().errors).toEqual({ attachment: [M.extensions('.xlsx, .doc, .docx, .xls, .pdf, .jpeg, .png, .jpg')] });
    const tooBig = await postForm(owner, 'POST', '/api/v2/subsidiary-companies', [...fields(valid()), { name: 'attachment', filename: 'big.pdf', bytes: Buffer.alloc(10_000_001) }]);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ attachment: [M.uploadTooLarge] });
    const foreign = await postForm(owner, 'POST', '/api/v2/subsidiary-companies', fields({ ...valid(), signer_id: stranger.users.general_owner!.id }));
    expect(foreign.json().errors).toEqual({ signer_id: [M.inArray('default signer', 'employees')] });

    const created = await postForm(owner, 'POST', '/api/v2/subsidiary-companies', [...fields(valid()), { name: 'attachment', filename: 'w9.pdf', bytes: Buffer.from('W9') }]);
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(T.subsidiaryCreated);
    const row = created.json().data;
    expect(row).toMatchObject({ name: 'Home West', tax: '12-1234567', primary_contact_name: 'owner Account Home', assignee_name: 'manager Account Home', signer_name: 'admin Account Home', attachment_name: 'w9.pdf' });
    const download = await owner.get(row.attachment_path);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('W9');
    expect(download.headers['content-disposition']).toContain('w9.pdf');

    // The operator downloads it from the company's details, outside any company context.
    const operatorEmail = 'settings-account-operator-2@demo.test';
    await createOperator(app, operatorEmail);
    const operator = new TestClient(app, '10.61.9.2');
    await operator.signInOperator(operatorEmail, PASSWORD);
    const byOperator = await operator.get(row.attachment_path);
    expect(byOperator.statusCode).toBe(200);
    expect(byOperator.body).toBe('W9');
    expect((await viewer.get(row.attachment_path)).statusCode).toBe(200);
    expect((await (await client(stranger.email('general_owner'))).get(row.attachment_path)).statusCode).toBe(404);

    const updated = await postForm(owner, 'POST', `/api/v2/subsidiary-companies/${row.id}?_method=PUT`, fields({ ...valid(), name: 'Home West LLC', remove_attachment: '1' }));
    expect(updated.json()).toMatchObject({ message: T.subsidiaryUpdated, data: { name: 'Home West LLC', attachment_path: null } });
    expect((await owner.get(`/api/v2/subsidiary-companies/${row.id}/download-attachment`)).statusCode).toBe(404);
    const list = await owner.get('/api/v2/subsidiary-companies');
    expect(list.json().data.map((s: { name: string }) => s.name)).toEqual(['Home West LLC']);

    const strangerClient = await client(stranger.email('general_owner'));
    expect((await strangerClient.delete(`/api/v2/subsidiary-companies/${row.id}`)).statusCode).toBe(404);
    expect((await strangerClient.get(`/api/v2/subsidiary-companies/${row.id}`)).statusCode).toBe(404);
    const removed = await owner.delete(`/api/v2/subsidiary-companies/${row.id}`);
    expect(removed.json().message).toBe(T.subsidiaryRemoved);
    expect((await owner.get('/api/v2/subsidiary-companies')).json().data).toEqual([]);
  });

  test('a sub-plan company is refused with reason plan', async () => {
    const subOwner = await client(partner.email('sub_owner'));
    const refused = await postForm(subOwner, 'POST', '/api/v2/subsidiary-companies', fields({ ...valid(), primary_contact_id: partner.users.sub_owner!.id }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ERROR_MESSAGES.planRefused, reason: 'plan' });
  });
});

describe('company info card', () => {
  test('own company and network companies only', async () => {
    const own = await owner.get(`/api/v1/company/${home.company.id}/info`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: home.company.id, is_own: true, type_title: 'General Contractor' });
    expect(own.json().data.admins.length).toBeGreaterThan(0);
    const network = await owner.get(`/api/v1/company/${partner.company.id}/info`);
    expect(network.json().data).toMatchObject({ id: partner.company.id, name: 'Account Partner', is_own: false, admins: [], type_title: 'Sub Contractor' });
    expect(network.json().data.primary_contact).toMatchObject({ email: partner.email('sub_owner') });
    expect((await owner.get(`/api/v1/company/${stranger.company.id}/info`)).statusCode).toBe(404);
    expect((await owner.get('/api/v1/company/999999/info')).statusCode).toBe(404);
    expect((await owner.get('/api/v1/company/abc/info')).statusCode).toBe(404);
  });
});
