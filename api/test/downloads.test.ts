// Downloads (DOMAIN.md section 8): a file a job delivered is fetched once by its owner with the
// token of its download-created event (other users, wrong tokens and unknown ids: 404; expired or
// used: 410), and the two list exports end to end: 202 with the job id, the job builds the filtered
// file, the event reaches the user, the download holds the rows; the polling fallback's token too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { DOWNLOAD_EVENTS, DOWNLOAD_MESSAGES, ROUTES, VALIDATION_MESSAGES as M } from 'shared-contract';
import { companyNetwork, downloads, jobs, notifications } from '../src/db/schema';
import { deliverDownload } from '../src/plugins/app/downloads';
import { TestClient } from './helpers/client';
import { exportThroughJob, recordUserEvents } from './helpers/downloads';
import { PASSWORD, createCompanyWithUsers } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

let app: FastifyInstance;
let dataDir: string;
let home: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let partner: Awaited<ReturnType<typeof createCompanyWithUsers>>;
let owner: TestClient;
let manager: TestClient;
let guest: TestClient;
let ip = 0;

const client = async (email: string) => {
  const c = new TestClient(app, `10.62.0.${++ip}`);
  await c.signIn(email, PASSWORD);
  return c;
};
const downloadUrl = (id: number) => `/api/v2/downloads/${id}/download`;
const csvLines = (body: string) => body.replace(/^\uFEFF/, '').trim().split(/\r\n/);
const storedFiles = () => {
  const root = path.join(dataDir, 'files', 'downloads');
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.')) : [];
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'downloads-test-'));
  app = await createTestApp({ config: { dataDir } });
  home = await createCompanyWithUsers(app, { name: 'Dl Home' });
  partner = await createCompanyWithUsers(app, { name: 'Dl Partner', type: 'sub_contractor' });
  await createCompanyWithUsers(app, { name: 'Dl Outside', type: 'sub_contractor' });
  await app.db.insert(companyNetwork).values([
    { companyId: home.company.id, partnerCompanyId: partner.company.id },
    { companyId: partner.company.id, partnerCompanyId: home.company.id },
  ]);
  owner = await client(home.email('general_owner'));
  manager = await client(home.email('general_manager'));
  guest = new TestClient(app, '10.62.1.1');
  await guest.csrf();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the one-time download', () => {
  test('its owner fetches it once with the token; everyone else gets 404', async () => {
    const recorder = recordUserEvents(app);
    const event = await deliverDownload(app, { userId: home.users.general_owner!.id, companyId: home.company.id, name: 'Report ü.csv', bytes: Buffer.from('a,b\r\n1,2\r\n') });
    recorder.restore();
    expect(event).toEqual({ id: expect.any(Number), name: 'Report ü.csv', token: expect.any(String), job_id: null });
    expect(recorder.events.find((e) => e.event === DOWNLOAD_EVENTS.created)).toEqual({ userId: home.users.general_owner!.id, event: DOWNLOAD_EVENTS.created, payload: event });
    const ready = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, home.users.general_owner!.id), eq(notifications.type, 'download_ready')));
    // A file not made by a job has no page to fetch it again from.
    expect(ready.map((n) => [n.title, n.body, n.link])).toEqual([[DOWNLOAD_MESSAGES.ready, 'Report ü.csv', null]]);
    const [row] = await app.db.select().from(downloads).where(eq(downloads.id, event.id));
    expect(row.tokenHash).not.toContain(event.token);
    expect(storedFiles()).toHaveLength(1);

    expect((await guest.get(downloadUrl(event.id), { query: { token: event.token } })).statusCode).toBe(401);
    expect((await manager.get(downloadUrl(event.id), { query: { token: event.token } })).statusCode).toBe(404);
    expect((await owner.get(downloadUrl(event.id), { query: { token: `${event.token}x` } })).statusCode).toBe(404);
    expect((await owner.get(downloadUrl(event.id + 1000), { query: { token: event.token } })).statusCode).toBe(404);
    expect((await owner.get('/api/v2/downloads/abc/download', { query: { token: event.token } })).statusCode).toBe(404);
    const missing = await owner.get(downloadUrl(event.id));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ token: [M.required] });
    expect((await owner.get(downloadUrl(event.id), { query: { token: [event.token, 'b'] } })).statusCode).toBe(422);

    const file = await owner.get(downloadUrl(event.id), { query: { token: event.token } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Report _.csv"; filename*=UTF-8''Report%20%C3%BC.csv`);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.body).toBe('a,b\r\n1,2\r\n');
    for (let waited = 0; storedFiles().length && waited < 2_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    expect(storedFiles()).toHaveLength(0); // fetched once, then gone

    const again = await owner.get(downloadUrl(event.id), { query: { token: event.token } });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(DOWNLOAD_MESSAGES.expired);
  });

  test('an expired download answers 410', async () => {
    const event = await deliverDownload(app, { userId: home.users.general_manager!.id, companyId: home.company.id, name: 'old.csv', bytes: Buffer.from('x') });
    await app.db.update(downloads).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(downloads.id, event.id));
    const response = await manager.get(downloadUrl(event.id), { query: { token: event.token } });
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(DOWNLOAD_MESSAGES.expired);
    // Still a 404 to anyone else: an expired download of another user is not theirs to know about.
    expect((await owner.get(downloadUrl(event.id), { query: { token: event.token } })).statusCode).toBe(404);
    // The next delivery purges it, file and row.
    expect(storedFiles()).toHaveLength(1);
    const next = await deliverDownload(app, { userId: home.users.general_manager!.id, companyId: home.company.id, name: 'new.csv', bytes: Buffer.from('y') });
    expect(await app.db.select().from(downloads).where(eq(downloads.id, event.id))).toEqual([]);
    expect(storedFiles()).toHaveLength(1);
    expect((await manager.get(downloadUrl(next.id), { query: { token: next.token } })).body).toBe('y');
  });
});

describe('exports run as jobs', () => {
  test('the network export: 202, the job runs, the event reaches the user, the file has the filtered rows', async () => {
    const run = await exportThroughJob(app, owner, '/api/v1/company/network/export', { format: 'csv', search: 'partner' });
    expect(run.started.statusCode).toBe(202);
    expect(run.userId).toBe(home.users.general_owner!.id);
    expect(run.event).toMatchObject({ name: expect.stringMatching(/^network-\d{4}-\d{2}-\d{2}\.csv$/), job_id: run.jobId });
    expect(run.file.statusCode).toBe(200);
    expect(csvLines(run.file.body)).toEqual(['Company Name,Tax ID,Projects,Open tasks,Overdue tasks,Type,Primary contact', 'Dl Partner,,0,0,0,Sub Contractor,owner Dl Partner']);
    const [job] = await app.db.select().from(jobs).where(eq(jobs.id, run.jobId));
    expect(job).toMatchObject({ kind: 'network.export', status: 'done', userId: home.users.general_owner!.id, result: { download_id: run.event.id } });
    // Its 'download ready' notification leads to the page that fetches the file through the job.
    const [notification] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, home.users.general_owner!.id), eq(notifications.type, 'download_ready')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notification.link).toBe(ROUTES.download(run.jobId));
    const none = await exportThroughJob(app, owner, '/api/v1/company/network/export', { format: 'csv', search: 'nobody-here' });
    expect(csvLines(none.file.body)).toHaveLength(1);
  });

  test('the users export: the file has the filtered users', async () => {
    const run = await exportThroughJob(app, manager, '/api/v1/users/export', { format: 'csv', company_name: 'partner', sort_field: 'email', sort_direction: 'asc' });
    expect(run.event.name).toMatch(/^network-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csvLines(run.file.body);
    expect(lines[0]).toBe('Name,Company,Email,Phone,Role,Professions,Projects,Open tasks,Overdue tasks');
    expect(lines.slice(1).map((l) => l.split(',')[2]).sort()).toEqual(['sub_admin@dl-partner.test', 'sub_collaborator@dl-partner.test', 'sub_manager@dl-partner.test', 'sub_owner@dl-partner.test'].sort());
  });

  test('a bad query is refused before any job starts', async () => {
    const before = await app.db.select().from(jobs);
    const bad = await owner.get('/api/v1/users/export', { query: { sort_field: 'password', format: 'doc' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ sort_field: ['The selected sort field is invalid.'], format: ['The selected format is invalid.'] });
    expect(await app.db.select().from(jobs)).toHaveLength(before.length);
  });

  test('without a socket the client polls the job, which hands out a fresh token once done', async () => {
    const started = await owner.get('/api/v1/company/network/export', { query: { format: 'csv' } });
    expect(started.statusCode).toBe(202);
    const jobId = started.json().data.id as number;
    const queued = await owner.get(`/api/v2/jobs/${jobId}`);
    expect(queued.json()).toEqual({ data: { id: jobId, kind: 'network.export', status: 'queued', download: null } });
    expect((await manager.get(`/api/v2/jobs/${jobId}`)).statusCode).toBe(404);
    const recorder = recordUserEvents(app);
    await app.jobs.runDue();
    recorder.restore();
    const eventToken = (recorder.events.find((e) => e.event === DOWNLOAD_EVENTS.created)!.payload as { token: string }).token;
    const done = await owner.get(`/api/v2/jobs/${jobId}`);
    expect(done.json().data).toMatchObject({ status: 'done', download: { id: expect.any(Number), name: expect.stringMatching(/^network-.*\.csv$/), token: expect.any(String) } });
    const { download } = done.json().data as { download: { id: number; token: string } };
    expect(download.token).not.toBe(eventToken);
    // The fresh token replaces the event's.
    expect((await owner.get(downloadUrl(download.id), { query: { token: eventToken } })).statusCode).toBe(404);
    const file = await owner.get(downloadUrl(download.id), { query: { token: download.token } });
    expect(file.statusCode).toBe(200);
    expect(csvLines(file.body)[1]).toMatch(/^Dl Partner,/);
    // Once fetched the job has nothing more to hand out.
    expect((await owner.get(`/api/v2/jobs/${jobId}`)).json().data).toMatchObject({ status: 'done', download: null });
  });
});
