// My Profile: show, save, photo upload with its time-stamped URL, password check and change,
// e-mail change with re-verification.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ERROR_MESSAGES, PEOPLE_MESSAGES, VALIDATION_MESSAGES as M } from 'shared-contract';
import { professions } from '../src/db/schema';
import { TestClient, findLatestCode } from './helpers/client';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let me: TestClient;
let other: TestClient;
let dataDir: string;
let ip = 0;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

const client = async (email: string, password = PASSWORD) => {
  const c = new TestClient(app, `10.50.0.${++ip}`);
  await c.signIn(email, password);
  return c;
};

function multipart(field: string, filename: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----people-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(c: TestClient, filename: string, bytes: Buffer) {
  const { body, contentType } = multipart('photo', filename, bytes);
  const headers: Record<string, string> = { 'content-type': contentType, accept: 'application/json', 'x-xsrf-token': c.cookies.get('XSRF-TOKEN')! };
  headers.cookie = [...c.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  return app.inject({ method: 'POST', url: '/api/v1/users/profile/upload-photo', headers, payload: body });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'people-profile-'));
  app = await createTestApp({ config: { dataDir } });
  home = await createCompanyWithUsers(app, { name: 'Profile Home' });
  me = await client(home.email('general_collaborator'));
  other = await client(home.email('general_view_only'));
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('shows the own profile', async () => {
  const response = await me.get('/api/v1/users/profile/show');
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({
    id: home.users.general_collaborator!.id,
    first_name: 'collaborator',
    email: home.email('general_collaborator'),
    email_verified: true,
    role: { name: 'general_collaborator', show_name: 'Collaborator' },
    company: { id: home.company.id, name: 'Profile Home' },
    professions: [],
  });
  const guest = new TestClient(app, '10.50.1.1');
  expect((await guest.get('/api/v1/users/profile/show')).statusCode).toBe(401);
});

test('saves name, phone and professions; 422 with the exact messages', async () => {
  const bad = await me.post('/api/v1/users/profile/save', { first_name: '', last_name: 'B', phone: '12' });
  expect(bad.statusCode).toBe(422);
  expect(bad.json()).toEqual({ message: ERROR_MESSAGES.invalidData, errors: { first_name: [M.required], phone: [M.strMinPhone(10)] } });
  const [estimator] = await app.db.select().from(professions).where(eq(professions.title, 'Estimator'));
  const saved = await me.post('/api/v1/users/profile/save', { first_name: 'Carlos', last_name: 'Diaz', phone: '+1 555 123 4567', profession_ids: [estimator.id] });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().message).toBe(PEOPLE_MESSAGES.profileSaved);
  expect(saved.json().data).toMatchObject({ full_name: 'Carlos Diaz', phone: '+1 555 123 4567', professions: [{ id: estimator.id, title: 'Estimator' }] });
  const user = await me.get('/api/v1/auth/user');
  expect(user.json().data).toMatchObject({ full_name: 'Carlos Diaz' });
});

test('uploads a photo: jpg/png only, checked by content; time-stamped URL served to signed-in users', async () => {
  const wrongExt = await upload(me, 'photo.gif', PNG);
  expect(wrongExt.statusCode).toBe(422);
  expect(wrongExt.json().errors).toEqual({ photo: [M.extensions('.jpg, .jpeg, .png')] });
  const fake = await upload(me, 'photo.png', Buffer.from('not an image at all'));
  expect(fake.json().errors).toEqual({ photo: [M.extensions('.jpg, .jpeg, .png')] });
  const response = await upload(me, 'me.png', PNG);
  expect(response.statusCode).toBe(200);
  const url = response.json().data.photo as string;
  expect(url).toMatch(new RegExp(`^/api/v1/users/${home.users.general_collaborator!.id}/photo\\?v=\\d+$`));
  expect((await me.get('/api/v1/auth/user')).json().data.photo).toBe(url);
  const image = await other.get(url);
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
  expect(image.rawPayload.equals(PNG)).toBe(true);
  await new Promise((r) => setTimeout(r, 5));
  const second = await upload(me, 'me.png', PNG);
  expect(second.json().data.photo).not.toBe(url);
  expect(fs.readdirSync(path.join(dataDir, 'files', 'profile-photos'))).toHaveLength(1);
  expect((await other.get(`/api/v1/users/${home.users.general_view_only!.id}/photo`)).statusCode).toBe(404);
});

test('checks the current password', async () => {
  const wrong = await me.post('/api/v1/users/profile/check-password', { current_password: 'nope' });
  expect(wrong.statusCode).toBe(422);
  expect(wrong.json().errors).toEqual({ current_password: [PEOPLE_MESSAGES.currentPasswordWrong] });
  const right = await me.post('/api/v1/users/profile/check-password', { current_password: PASSWORD });
  expect(right.json().data).toEqual({ valid: true });
});

test('changes the password: current first, then the rule and confirmation; other sessions end', async () => {
  const email = home.email('general_manager');
  const c = await client(email);
  const elsewhere = await client(email);
  const wrongCurrent = await c.post('/api/v1/users/profile/change-password', { current_password: 'nope', password: 'weak', password_confirmation: 'x' });
  expect(wrongCurrent.json().errors).toEqual({ current_password: [PEOPLE_MESSAGES.currentPasswordWrong] });
  const weak = await c.post('/api/v1/users/profile/change-password', { current_password: PASSWORD, password: 'weak', password_confirmation: 'other' });
  expect(weak.json().errors).toEqual({ password: [M.password], password_confirmation: [M.passwordConfirmation] });
  const ok = await c.post('/api/v1/users/profile/change-password', { current_password: PASSWORD, password: 'Changed!42', password_confirmation: 'Changed!42' });
  expect(ok.statusCode).toBe(200);
  expect(ok.json().data.message).toBe(PEOPLE_MESSAGES.passwordChanged);
  expect((await c.get('/api/v1/auth/user')).statusCode).toBe(200);
  expect((await elsewhere.get('/api/v1/auth/user')).statusCode).toBe(401);
  await client(email, 'Changed!42');
});

test('changes the e-mail: password checked, unique, then the new address must be verified with a mailed code', async () => {
  const c = await client(home.email('general_admin'));
  const wrong = await c.post('/api/v1/users/profile/change-email', { email: 'new-admin@profile.test', current_password: 'nope' });
  expect(wrong.json().errors).toEqual({ current_password: [PEOPLE_MESSAGES.currentPasswordWrong] });
  const invalid = await c.post('/api/v1/users/profile/change-email', { email: 'nope', current_password: PASSWORD });
  expect(invalid.json().errors).toEqual({ email: [M.email] });
  const taken = await c.post('/api/v1/users/profile/change-email', { email: home.email('general_owner'), current_password: PASSWORD });
  expect(taken.json().errors).toEqual({ email: [M.unique('email')] });
  const ok = await c.post('/api/v1/users/profile/change-email', { email: 'New-Admin@Profile.test', current_password: PASSWORD });
  expect(ok.statusCode).toBe(200);
  expect(ok.json().data).toMatchObject({ email: 'new-admin@profile.test', email_verified: false });
  // Unverified again: the API refuses the rest until the new address is verified.
  expect((await c.get('/api/v1/users/profile/show')).json()).toEqual({ message: ERROR_MESSAGES.emailNotVerified, reason: 'unverified' });
  const code = await findLatestCode(app, 'new-admin@profile.test');
  const verified = await c.post('/api/v1/auth/email/verify', { code });
  expect(verified.statusCode).toBe(200);
  expect((await c.get('/api/v1/users/profile/show')).statusCode).toBe(200);
  expect((await c.get('/api/v1/auth/user')).json().data).toMatchObject({ email: 'new-admin@profile.test', email_verified: true });
});

test('values of the wrong type are a 422 with the field messages, never a 500', async () => {
  const c = await client(home.email('general_owner'));
  const save = await c.post('/api/v1/users/profile/save', { first_name: {}, last_name: ['x'], phone: { n: 1 }, profession_ids: 'x' });
  expect(save.statusCode).toBe(422);
  expect(save.json().errors).toEqual({ first_name: [M.required], last_name: [M.required], phone: [M.digits], profession_ids: [M.required] });
  const email = await c.post('/api/v1/users/profile/change-email', { email: [], current_password: null });
  expect(email.statusCode).toBe(422);
  expect(email.json().errors).toEqual({ email: [M.email], current_password: [M.required] });
  const password = await c.post('/api/v1/users/profile/change-password', { current_password: PASSWORD, password: {}, password_confirmation: [] });
  expect(password.statusCode).toBe(422);
  expect(password.json().errors).toEqual({ password: [M.required], password_confirmation: [M.required] });
  expect((await c.post('/api/v1/users/profile/check-password', { current_password: ['x'] })).statusCode).toBe(422);
});
