// Exports as jobs end to end (DOMAIN.md section 8): the owner exports the network; the export
// answers 202, 'Preparing download' shows while a job builds the file, download-created reaches the
// browser over the socket, the file is fetched once with its token and saved ('Your download is
// ready.'); the same link a second time is refused. Without a socket the job status is polled.
import { readFileSync } from 'node:fs';
import type { Browser, Page, Response } from 'playwright-core';
import { launchBrowser, newPage, signIn, watchErrors } from '../support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const isExport = (r: Response) => r.url().includes('/api/v1/company/network/export');
const isDownload = (r: Response) => /\/api\/v2\/downloads\/\d+\/download\?token=/.test(r.url());

test('the owner exports the network: a job prepares the file and the browser saves it once', async () => {
  const errors = watchErrors(page);
  const polls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v2/jobs/')) polls.push(r.url());
  });
  await signIn(page, 'owner@northwind.test');
  await page.waitForURL('**/projects');
  await page.goto('/companies');
  const table = page.getByRole('table', { name: 'Companies' });
  await table.getByRole('link', { name: 'Ridge Electric' }).waitFor();

  const started = page.waitForResponse(isExport);
  const fetched = page.waitForResponse(isDownload);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await started).status()).toBe(202);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^network-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an XLSX is a zip
  await page.getByText('Your download is ready.').waitFor();
  expect(polls).toEqual([]); // the socket's download-created event did it

  const once = await fetched;
  expect(once.status()).toBe(200);
  const again = await page.request.get(once.url());
  expect(again.status()).toBe(410);
  expect(errors.filter((e) => !/remote|Loading chunk|ChunkLoadError/i.test(e))).toEqual([]);
});

test('without a socket the browser polls the job and still gets the file', async () => {
  const offline = await newPage(browser);
  // Neither of socket.io's transports gets through.
  await offline.route('**/socket.io/**', (route) => route.abort());
  await offline.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  try {
    const polls: string[] = [];
    offline.on('request', (r) => {
      if (r.url().includes('/api/v2/jobs/')) polls.push(r.url());
    });
    await signIn(offline, 'owner@northwind.test');
    await offline.waitForURL('**/projects');
    await offline.goto('/users');
    await offline.getByRole('table', { name: 'Network users' }).getByRole('link', { name: 'Rita Ridge' }).waitFor();
    const download = offline.waitForEvent('download');
    await offline.getByRole('button', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toMatch(/^network-users-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await offline.getByText('Your download is ready.').waitFor();
    expect(polls.length).toBeGreaterThan(0);
  } finally {
    await offline.context().close();
  }
});

test('a file left behind (the user went elsewhere) is fetched from its notification, once', async () => {
  const later = await newPage(browser);
  try {
    await signIn(later, 'owner@northwind.test');
    await later.waitForURL('**/projects');
    // The export is started and the page left before the file was fetched.
    const started = await later.request.get('/api/v1/company/network/export', { headers: { accept: 'application/json' } });
    expect(started.status()).toBe(202);
    const jobId = ((await started.json()) as { data: { id: number } }).data.id;
    const jobStatus = async () => ((await (await later.request.get(`/api/v2/jobs/${jobId}`)).json()) as { data: { status: string } }).data.status;
    for (let waited = 0; (await jobStatus()) !== 'done'; waited += 250) {
      if (waited > 30_000) throw new Error(`job ${jobId} did not finish`);
      await later.waitForTimeout(250);
    }

    await later.goto('/notifications');
    const notification = later.getByRole('link', { name: 'Your download is ready.' }).first();
    await notification.waitFor();
    expect(await notification.getAttribute('href')).toBe(`/downloads/${jobId}`);
    const download = later.waitForEvent('download');
    await notification.click();
    expect((await download).suggestedFilename()).toMatch(/^network-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await later.getByText('Your download is ready.').waitFor();

    // Each file is handed out once: the same notification now says so.
    await later.getByRole('link', { name: 'Back to notifications' }).click();
    await later.getByRole('link', { name: 'Your download is ready.' }).first().click();
    await later.getByText('This download has expired.').waitFor();
  } finally {
    await later.context().close();
  }
});
