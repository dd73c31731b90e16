// Companies end to end: the owner opens the network, opens a company of it and adds a private note,
// then invites a new company by e-mail, which is mailed and listed on the Invited tab as pending.
import type { Browser, Page } from 'playwright-core';
import { lastMailId, latestMail, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';

// Unique per run, so the test also passes against a long-running development server.
const RUN = Date.now().toString(36);
const NOTE = `Site visit booked for week ${RUN}.`;
const INVITEE = `estimating-${RUN}@acme-roofing.test`;
const INVITED_NAME = `Acme Roofing ${RUN}`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

test('the owner opens the network, opens a company and adds a note', async () => {
  const errors = watchErrors(page);
  await signIn(page, 'owner@northwind.test');
  await page.waitForURL('**/projects');
  await page.goto('/companies');
  const table = page.getByRole('table', { name: 'Companies' });
  await table.getByRole('link', { name: 'Ridge Electric' }).click();
  await page.waitForURL(/\/companies\/\d+\/info$/);
  await page.getByRole('heading', { level: 1, name: 'Ridge Electric' }).waitFor();
  await page.getByRole('region', { name: 'Primary contact' }).waitFor();

  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.waitForURL(/\/companies\/\d+\/notes$/);
  const form = page.getByRole('form', { name: 'New note' });
  await form.getByLabel('New note').fill(NOTE);
  await form.getByRole('button', { name: 'Add note' }).click();
  await page.getByText('The note has been saved.').waitFor();
  await page.getByRole('list', { name: 'Notes' }).getByText(NOTE).waitFor();

  // The note is stored: it is still there after a reload.
  await page.reload();
  await page.getByRole('list', { name: 'Notes' }).getByText(NOTE).waitFor();
  expect(errors).toEqual([]);
});

test('the owner invites a company by e-mail; it is mailed and listed as pending', async () => {
  const errors = watchErrors(page);
  await page.goto('/companies');
  await page.getByRole('link', { name: 'Invite company' }).click();
  await page.waitForURL('**/companies/invite');
  const since = await lastMailId(INVITEE);
  const form = page.getByRole('form', { name: 'Invite by e-mail' });
  await form.getByLabel(/Company name/).fill(INVITED_NAME);
  await form.getByLabel(/Contact name/).fill('Ann Acme');
  await form.getByLabel(/Contact e-mail/).fill(INVITEE);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`The invitation has been sent to ${INVITEE}.`).waitFor();
  await page.waitForURL('**/companies/invited');

  const row = page.getByRole('table', { name: 'Invited companies' }).getByRole('row').filter({ hasText: INVITED_NAME });
  await row.getByText('Pending response').waitFor();
  await row.getByText('in 14 days').waitFor();
  const mail = await latestMail(INVITEE, since);
  expect(mail.text).toContain('/company-invitation');
  expect(errors).toEqual([]);
});
