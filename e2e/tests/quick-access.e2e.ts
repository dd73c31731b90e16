// Quick Access end to end in real Chromium: Northwind's owner uploads two documents to a new project,
// finds one in the global search's Documents group and adds it to Quick Access, finds the other on
// /quick-access (the Documents group's See All) and adds it there, sees both listed with their
// links, downloads them as one ZIP (the download job behind 'Preparing download'), and removes one
// after confirming. Another company's user sees neither in the global search.
import { inflateRawSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { eventually, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';
import { setWelcomeTourSeen } from '../support/onboarding';

const RUN = Date.now().toString(36);
const PROJECT = `Quick access e2e ${RUN}`;
const SURVEY = `survey-${RUN}.pdf`;
const PERMIT = `permit-${RUN}.pdf`;
const BYTES: Record<string, Buffer> = {
  [SURVEY]: Buffer.from(`%PDF-1.4 site survey ${RUN}\n`.repeat(20)),
  [PERMIT]: Buffer.from(`%PDF-1.4 building permit ${RUN}\n`),
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function xsrfOf(page: Page) {
  const cookies = await page.context().cookies();
  return decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
}

/** The API as the page's signed-in user (session cookie and XSRF header, as the browser sends them). */
async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await page.request.fetch(`/api/v1/${path}`, { method, headers: { accept: 'application/json', 'x-xsrf-token': await xsrfOf(page) }, data });
  const text = await response.text();
  if (response.status() >= 400) throw new Error(`${method} ${path}: ${response.status()} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function upload(page: Page, projectId: number, name: string) {
  const response = await page.request.fetch(`/api/v1/project/step-5?project_id=${projectId}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'x-xsrf-token': await xsrfOf(page) },
    multipart: { documents: { name, mimeType: 'application/pdf', buffer: BYTES[name] } },
  });
  if (response.status() >= 400) throw new Error(`upload ${name}: ${response.status()} ${await response.text()}`);
}

async function signedIn(email: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser);
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  await setWelcomeTourSeen(page);
  return { page, errors };
}

/** The entries of a ZIP file (names and bytes), read with node:zlib. */
function unzip(zip: Buffer): Record<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  const entries: Record<string, Buffer> = {};
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    entries[name] = method === 8 ? inflateRawSync(data) : Buffer.from(data);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

test('add documents to Quick Access from the global search and the Quick Access page, download two as a ZIP, remove one', async () => {
  const { page, errors } = await signedIn('owner@northwind.test');
  const stage = (await api(page, 'GET', 'project/stage')).data[0];
  const projectId = (await api(page, 'POST', 'projects', { name: PROJECT, stage_id: stage.id })).data.id as number;
  await upload(page, projectId, SURVEY);
  await upload(page, projectId, PERMIT);

  // The global search's Documents group finds the survey; Add puts it in Quick Access.
  await page.goto('/projects');
  const box = page.getByRole('textbox', { name: 'Global search' });
  await box.pressSequentially(`survey-${RUN}`);
  const dialog = page.getByRole('dialog', { name: `Search results for “survey-${RUN}”` });
  await dialog.waitFor();
  const documents = dialog.getByRole('region', { name: 'Documents (1)' });
  await documents.getByRole('link', { name: SURVEY, exact: true }).waitFor();
  await documents.getByRole('button', { name: `Add ${SURVEY} to Quick Access` }).click();
  await page.getByText('Document added to Quick Access.').waitFor();
  await documents.getByText('Added').waitFor();

  // See All opens /quick-access with the search: the survey is there, already added.
  await documents.getByRole('button', { name: 'See All Documents' }).click();
  await page.waitForURL((url) => url.pathname === '/quick-access' && url.searchParams.get('search') === `survey-${RUN}`);
  const pinned = page.getByRole('table', { name: 'Documents', exact: true });
  await pinned.getByRole('link', { name: SURVEY, exact: true }).waitFor();

  // Find the permit on the page and add it too.
  const find = page.getByRole('searchbox', { name: 'Search documents by name' });
  await find.fill(`permit-${RUN}`);
  const found = page.getByRole('table', { name: 'Find documents' });
  await found.getByRole('button', { name: `Add to Quick Access: ${PERMIT}` }).click();
  await page.getByText('Document added to Quick Access.').first().waitFor();
  await pinned.getByRole('link', { name: PERMIT, exact: true }).waitFor();
  expect(await pinned.getByRole('link', { name: SURVEY, exact: true }).getAttribute('href')).toMatch(/^\/api\/v1\/project\/additional-documents\/\d+\/download$/);

  // Both selected, Download as ZIP: the job builds documents.zip and the browser saves it.
  for (const name of [SURVEY, PERMIT]) await pinned.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as ZIP (2)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('documents.zip');
  const entries = unzip(await readFile((await file.path())!));
  expect(Object.keys(entries).sort()).toEqual([PERMIT, SURVEY].sort());
  expect(entries[SURVEY].equals(BYTES[SURVEY])).toBe(true);
  expect(entries[PERMIT].equals(BYTES[PERMIT])).toBe(true);
  await page.getByText('Your download is ready.').waitFor();

  // Remove asks first, then the permit leaves Quick Access (the document itself stays).
  await pinned.getByRole('button', { name: `Remove ${PERMIT}` }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText(`Remove “${PERMIT}” from Quick Access? The document itself is not deleted.`).waitFor();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await page.getByText('Document removed from Quick Access.').waitFor();
  await eventually(async () => expect(await pinned.getByRole('link', { name: PERMIT, exact: true }).count()).toBe(0));
  await page.reload();
  await page.getByRole('table', { name: 'Documents', exact: true }).getByRole('link', { name: SURVEY, exact: true }).waitFor();
  expect(await page.getByRole('table', { name: 'Documents', exact: true }).getByRole('link', { name: PERMIT, exact: true }).count()).toBe(0);
  expect(errors).toEqual([]);

  // Another company's user finds none of Northwind's project documents.
  const stranger = await signedIn('owner@ridge.test');
  const theirs = await api(stranger.page, 'GET', `search-results?search=${encodeURIComponent(`survey-${RUN}`)}&type=documents`);
  expect(theirs.data.documents.total).toBe(0);
});
