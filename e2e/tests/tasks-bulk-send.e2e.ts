// Bulk send end to end in real Chromium (issue 15's Done when): Northwind's manager sends a contract
// to 20 vendors in one bulk send from the browser (the Bulk send button on /tasks, the template, the
// project, the shared settings, 20 vendors picked by search and Select all, every row checked, a row's
// document previewed as a PDF, sent with progress); every row is sent once; then a vendor's owner, in
// its own browser, sees its contract task in /tasks. The 20 vendors join Northwind's network through
// the mailed invitation link and the sign-up API, as their owners would.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, eventually, latestMail, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';
import { setWelcomeTourSeen } from '../support/onboarding';

const RUN = Date.now().toString(36);
const VENDORS = 20;
const VENDOR_PASSWORD = 'Vendor!2026x';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The API as the page's signed-in user (session cookie and XSRF header, as the browser sends them). */
async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const cookies = await page.context().cookies();
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const response = await page.request.fetch(`/api/v1/${path}`, { method, headers: { accept: 'application/json', 'x-xsrf-token': xsrf }, data });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (response.status() >= 400) throw new Error(`${method} ${path}: ${response.status()} ${text}`);
  return json;
}

async function signedIn(email: string, password?: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser);
  const errors = watchErrors(page);
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await setWelcomeTourSeen(page);
  return { page, errors };
}

/** A vendor company joins Northwind's network: Northwind invites it, its owner signs up through the mailed link's token. */
async function addVendor(owner: Page, n: number): Promise<string> {
  const email = `bulk-${RUN}-${n}@bulk-vendors.test`;
  await api(owner, 'POST', 'company/network/invite', { company_name: `Bulk ${RUN} Vendor ${String(n).padStart(2, '0')}`, contact_name: 'Vera Vendor', email, phone: '', tax_id: '' });
  const mail = await latestMail(email);
  const token = /company-invitation\?token=([^\s&]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation link in: ${mail.text}`);
  // The owner signs up with the link's token, as the sign-up page does. Sign-ups are limited per
  // address and minute (SENSITIVE_RATE_LIMIT): past it, wait for the next minute.
  const signUp = async () => {
    const csrf = await fetch(new URL('/api/sanctum/csrf-cookie', baseUrl));
    const cookies = new Map(
      csrf.headers.getSetCookie().map((c) => {
        const pair = c.split(';')[0];
        return [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const;
      }),
    );
    return fetch(new URL('/api/v1/sign-up/user', baseUrl), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
      },
      body: JSON.stringify({ token: decodeURIComponent(token), email, first_name: 'Vera', last_name: `Vendor ${String.fromCharCode(64 + n)}`, password: VENDOR_PASSWORD, password_confirmation: VENDOR_PASSWORD }),
    });
  };
  let response = await signUp();
  if (response.status === 429) {
    await new Promise((r) => setTimeout(r, 61_000));
    response = await signUp();
  }
  if (response.status >= 400) throw new Error(`sign-up of ${email}: ${response.status} ${await response.text()}`);
  return email;
}

test('a contract to 20 vendors in one bulk send from the browser; each vendor sees its contract task', async () => {
  const owner = await signedIn('owner@northwind.test');
  const vendorEmails: string[] = [];
  for (let n = 1; n <= VENDORS; n++) vendorEmails.push(await addVendor(owner.page, n));
  // The manager's project and contract template (the data fills its merge fields for every vendor).
  const manager = await signedIn('manager@northwind.test');
  const stage = (await api(manager.page, 'GET', 'project/stage')).data[0];
  const projectName = `Bulk tower ${RUN}`;
  await api(manager.page, 'POST', 'projects', { name: projectName, stage_id: stage.id });
  const templateName = `Bulk subcontract ${RUN}`;
  await api(manager.page, 'POST', 'templates', {
    name: templateName,
    type: 'contract',
    description: '',
    body: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Subcontract between ' },
            { type: 'mergeField', attrs: { name: 'company.name' } },
            { type: 'text', text: ' and ' },
            { type: 'mergeField', attrs: { name: 'vendor.name' } },
            { type: 'text', text: ' on ' },
            { type: 'mergeField', attrs: { name: 'project.name' } },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  });

  const page = manager.page;
  await page.goto('/tasks');
  await page.getByRole('link', { name: 'Bulk send' }).click();
  await page.waitForURL('**/tasks/bulk-send');
  await page.getByRole('heading', { name: 'Bulk send' }).waitFor();

  await page.getByRole('combobox', { name: /Template/ }).click();
  await page.getByRole('option', { name: `${templateName} (Contract)` }).click();
  await page.getByRole('group', { name: 'Due date' }).getByRole('spinbutton').first().click();
  const due = new Date(Date.now() + 14 * 86_400_000);
  await page.keyboard.type(`${String(due.getUTCMonth() + 1).padStart(2, '0')}${String(due.getUTCDate()).padStart(2, '0')}${due.getUTCFullYear()}`);
  await page.getByRole('combobox', { name: /Project/ }).click();
  await page.getByRole('option', { name: projectName }).click();
  await page.getByLabel('Search vendors').fill(`Bulk ${RUN}`);
  await page.getByRole('button', { name: `Select all (${VENDORS})` }).click();
  await page.getByText(`${VENDORS} recipients chosen`).waitFor();
  await page.getByText('The data fills every merge field of this template.').waitFor();

  await page.getByRole('button', { name: `Check ${VENDORS} documents` }).click();
  const rows = page.getByRole('table', { name: 'Bulk send rows' });
  await rows.waitFor();
  expect(await rows.getByRole('link', { name: 'Preview' }).count()).toBe(VENDORS);
  // A row's document is its PDF, filled for its vendor.
  const previewUrl = await rows.getByRole('link', { name: 'Preview' }).first().getAttribute('href');
  const preview = await page.request.get(previewUrl!);
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('application/pdf');
  expect((await preview.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: `Send ${VENDORS} documents` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await page.getByText('Every document was sent.').waitFor({ timeout: 120_000 });
  await page.getByText(`Sent ${VENDORS} · Failed 0 · Pending 0`).waitFor();
  await eventually(async () => expect(await rows.getByText('Sent', { exact: true }).count()).toBe(VENDORS), 30_000);

  // One vendor's owner, in its own browser, finds the contract in its tasks.
  const vendor = await signedIn(vendorEmails[6], VENDOR_PASSWORD);
  await vendor.page.goto('/tasks');
  await vendor.page.getByText(templateName).first().waitFor({ timeout: 30_000 });
  const ignorable = (e: string) => /remote|Loading chunk|ChunkLoadError|socket/i.test(e);
  expect(manager.errors.filter((e) => !ignorable(e))).toEqual([]);
  expect(vendor.errors.filter((e) => !ignorable(e))).toEqual([]);
}, 600_000);
