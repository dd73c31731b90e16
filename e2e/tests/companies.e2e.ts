// Companies end to end: the owner opens the network, opens a company of it and adds a private note,
// then invites a new company by e-mail, which is mailed and listed on the Invited tab as pending;
// imports a file of companies; and a company on the platform joins only once it accepts a request.
import type { Browser, Page } from 'playwright-core';
import { lastMailId, latestMail, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';
import { setWelcomeTourSeen } from '../support/onboarding';

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

test('the owner imports a 1,000-row CSV: the preview singles out the invalid row, confirming sends the rest', async () => {
  const errors = watchErrors(page);
  const lines = ['Name,Tax ID,Contact name,Contact e-mail,Phone'];
  // Contact names take letters only (the shared name rule), so every row has the same one.
  for (let i = 0; i < 1000; i++) lines.push(`Import Co ${RUN} ${i},,Pat Import,pat-${i}-${RUN}@import-co.test,`);
  lines[998] = `Broken Row ${RUN},,Pat Broken,not-an-address,`;
  await page.goto('/companies/import');
  await page.getByTestId('file-input').setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  const summary = page.getByLabel('Import summary');
  await summary.getByRole('button', { name: 'New invitation: 999' }).waitFor({ timeout: 30000 });

  // Among 1,000 rows, the Invalid chip shows the one to fix, with its reason.
  await summary.getByRole('button', { name: 'Invalid: 1' }).click();
  const preview = page.getByRole('table', { name: 'Import preview' });
  const broken = preview.getByRole('row').filter({ hasText: `Broken Row ${RUN}` });
  await broken.getByText('Contact e-mail: This field must be a valid email address.').waitFor();
  expect(await preview.getByRole('row').count()).toBe(2);
  // At 1280 px the reasons are not clipped: the preview fits its card.
  const overflow = await preview.evaluate((table) => table.scrollWidth - (table.parentElement as HTMLElement).clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Send 999 invitations' }).click();
  await page.getByText('999 invitations have been sent.').waitFor({ timeout: 60000 });
  await page.waitForURL('**/companies/invited');
  await page.locator('main').getByPlaceholder('Search').fill(`Import Co ${RUN} 0`);
  const row = page.getByRole('table', { name: 'Invited companies' }).getByRole('row').filter({ hasText: `Import Co ${RUN} 0` });
  await row.getByText('Pending response').waitFor();
  expect(errors).toEqual([]);
});

test('a company on the platform joins only when it accepts: Ridge asks Bayside, whose owner accepts in the browser, then removes it', async () => {
  // Two sub contractors of the demo, not in each other's network; each in its own browser context.
  const ridge = await newPage(browser);
  const bayside = await newPage(browser);
  const ridgeErrors = watchErrors(ridge);
  const baysideErrors = watchErrors(bayside);
  try {
    await signIn(ridge, 'owner@ridge.test');
    await ridge.waitForURL('**/projects');
    await setWelcomeTourSeen(ridge);
    await ridge.goto('/companies/invite');
    await ridge.getByLabel('Company name or e-mail').fill('Bayside Concrete');
    const found = ridge.getByRole('list', { name: 'Companies found' });
    await found.getByRole('button', { name: 'Add Bayside Concrete' }).click();
    await ridge.getByText('A request has been sent to Bayside Concrete. It joins your network when one of its administrators accepts.').waitFor();
    await found.getByText('Request sent').waitFor();
    // Not in the network yet: its card is not readable.
    await ridge.goto('/companies');
    await ridge.getByRole('table', { name: 'Companies' }).getByRole('link', { name: 'Northwind Builders' }).waitFor();
    expect(await ridge.getByRole('table', { name: 'Companies' }).getByRole('link', { name: 'Bayside Concrete' }).count()).toBe(0);

    await signIn(bayside, 'owner@bayside.test');
    await bayside.waitForURL('**/projects');
    await setWelcomeTourSeen(bayside);
    await bayside.goto('/companies');
    await bayside.getByRole('tab', { name: 'Requests' }).click();
    await bayside.waitForURL('**/companies/requests');
    const requests = bayside.getByRole('list', { name: 'Network requests' });
    await requests.getByText('Ridge Electric').waitFor();
    await requests.getByRole('button', { name: 'Accept the request of Ridge Electric' }).click();
    await bayside.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await bayside.getByText('Ridge Electric is now in your network.').waitFor();
    await bayside.getByText('No company asks to join your network.').waitFor();

    // Both networks have the other.
    await bayside.getByRole('tab', { name: 'Existing' }).click();
    const baysideTable = bayside.getByRole('table', { name: 'Companies' });
    await baysideTable.getByRole('link', { name: 'Ridge Electric' }).waitFor();
    await ridge.reload();
    await ridge.getByRole('table', { name: 'Companies' }).getByRole('link', { name: 'Bayside Concrete' }).waitFor();

    // Bayside removes Ridge: the link ends for Ridge too (and the demo data is as before).
    await baysideTable.getByRole('button', { name: 'Remove Ridge Electric' }).click();
    await bayside.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await bayside.getByText('Ridge Electric has been removed from your network.').waitFor();
    await ridge.reload();
    await ridge.getByRole('table', { name: 'Companies' }).getByRole('link', { name: 'Northwind Builders' }).waitFor();
    expect(await ridge.getByRole('table', { name: 'Companies' }).getByRole('link', { name: 'Bayside Concrete' }).count()).toBe(0);
    expect([...ridgeErrors, ...baysideErrors]).toEqual([]);
  } finally {
    await ridge.context().close();
    await bayside.context().close();
  }
});
