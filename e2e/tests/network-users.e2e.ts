// Network users end to end: Northwind's owner opens Users, filters the network users by company,
// exports them, picks Ridge Electric's owner and sends a communication with a merge field; the
// mail arrives filled in for the recipient and the message is listed as sent.
import type { Browser, Page } from 'playwright-core';
import { lastMailId, latestMail, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';

const RUN = Date.now().toString(36);
const SUBJECT = `Site access week ${RUN}`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

test('the owner sees the users of the company and its network, filters and exports them', async () => {
  const errors = watchErrors(page);
  await signIn(page, 'owner@northwind.test');
  await page.waitForURL('**/projects');
  await page.getByRole('link', { name: 'Network Users' }).first().click();
  await page.waitForURL('**/users');
  const table = page.getByRole('table', { name: 'Network users' });
  await table.getByRole('link', { name: 'Rita Ridge' }).waitFor();
  await table.getByText('Maya Chen').waitFor();

  await page.getByRole('button', { name: /filter/i }).click();
  await page.getByLabel('Company name').fill('Ridge');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await table.getByRole('link', { name: 'Rita Ridge' }).waitFor();
  await table.getByText('Maya Chen').waitFor({ state: 'detached' });

  // The export runs as a job: 'Preparing download' until the file is ready, then it is saved.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/^network-users-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await page.getByText('Your download is ready.').waitFor();
  expect(errors.filter((e) => !/remote|Loading chunk|ChunkLoadError/i.test(e))).toEqual([]);
});

test('the owner sends a communication to a picked user; it is mailed with the merge field filled and listed as sent', async () => {
  const table = page.getByRole('table', { name: 'Network users' });
  const rita = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'Rita Ridge' }) });
  await rita.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send communication (1)' }).click();
  await page.waitForURL('**/users/send-communication');
  await page.getByRole('group', { name: 'Selected recipients' }).getByText('Rita Ridge').waitFor();

  const since = await lastMailId('owner@ridge.test');
  await page.getByRole('combobox', { name: /Subject/ }).fill(SUBJECT);
  await page.getByRole('combobox', { name: /Message/ }).fill('Hello {{recipient.first_name}}, badges are ready at the gate. {{sender.company}}');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByText('The message has been sent to 1 recipient.').waitFor();
  await page.getByRole('list', { name: 'Sent messages' }).getByText(SUBJECT).waitFor();

  const mail = await latestMail('owner@ridge.test', since);
  expect(mail.subject).toBe(SUBJECT);
  expect(mail.text).toContain('Hello Rita, badges are ready at the gate. Northwind Builders');
});
