// The operator area end to end: two-step sign-in, company list, create account (invite mailed,
// operator inside the new company), back to the admin panel, block and unblock.
import type { Browser, Page } from 'playwright-core';

// Unique per run, so the tests also pass against a long-running development server.
const NEW_COMPANY = `Harbor Steel Works ${Date.now().toString(36)}`;
import { eventually, lastMailId, latestMail, launchBrowser, newPage, signIn, signInAsOperator, watchErrors } from '../support/browser';

let browser: Browser;
let page: Page;
let inviteLink: URL;
let ownerEmail: string;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

test('the operator signs in with a mailed code and sees the company list', async () => {
  const errors = watchErrors(page);
  await signInAsOperator(page);
  await page.waitForURL('**/superadmin/company');
  const table = page.getByRole('table', { name: 'Companies' });
  // Paged: ten rows of the seeded companies, newest first.
  await table.getByRole('link').nth(9).waitFor();
  expect(await table.getByRole('link').count()).toBe(10);
  await page.getByText(/1-10 of \d+/).waitFor();
  expect(errors).toEqual([]);
});

test('searching narrows the list and an empty result says so', async () => {
  await page.getByPlaceholder('Search').fill('Bayside');
  const table = page.getByRole('table', { name: 'Companies' });
  await table.getByRole('link', { name: 'Bayside Concrete' }).waitFor();
  await expect(table.getByRole('link', { name: 'Northwind Builders' }).count()).resolves.toBe(0);
  await page.getByPlaceholder('Search').fill('zzzz-no-such-company');
  await page.getByText('No search results found').waitFor();
  await page.getByPlaceholder('Search').fill('Northwind');
  await table.getByRole('link', { name: 'Northwind Builders' }).waitFor();
  await page.getByPlaceholder('Search').fill('');
  await table.getByRole('link').nth(9).waitFor();
});

test('the list lives in the URL: a searched page 2 comes back after opening a company and pressing Back, and after a reload', async () => {
  const table = page.getByRole('table', { name: 'Companies' });
  const settled = () => page.locator('table[aria-label="Companies"][aria-busy="false"]').waitFor();
  await page.getByPlaceholder('Search').fill('e');
  await page.waitForURL(/\/superadmin\/company\?search=e$/);
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await page.waitForURL(/\/superadmin\/company\?search=e&page=2$/);
  await page.getByText(/11-20 of \d+/).waitFor();
  // The pager moves at once while page 1's rows stay until page 2 arrives (kept previous data): read the row once loaded.
  await settled();
  const firstOnPage2 = (await table.getByRole('link').first().textContent()) ?? '';
  await table.getByRole('link', { name: firstOnPage2 }).click();
  await page.waitForURL(/\/superadmin\/company\/\d+$/);
  await page.goBack();
  await page.waitForURL(/\/superadmin\/company\?search=e&page=2$/);
  await page.getByText(/11-20 of \d+/).waitFor();
  await settled();
  await table.getByRole('link', { name: firstOnPage2 }).waitFor();
  expect(await page.getByPlaceholder('Search').inputValue()).toBe('e');
  await page.reload();
  await page.getByText(/11-20 of \d+/).waitFor();
  await settled();
  await table.getByRole('link', { name: firstOnPage2 }).waitFor();
  expect(await page.getByPlaceholder('Search').inputValue()).toBe('e');
  // Back again is the search's page 1: typing replaced the entry, so there is no stop per keystroke.
  await page.goBack();
  await page.waitForURL(/\/superadmin\/company\?search=e$/);
  await page.getByText(/1-10 of \d+/).waitFor();
  await page.getByPlaceholder('Search').fill('');
  await page.waitForURL(/\/superadmin\/company$/);
  await table.getByRole('link').nth(9).waitFor();
});

test('creating an account mails the invite and puts the operator inside the new company', async () => {
  const owner = `owner+${Date.now()}@newco.test`;
  const since = await lastMailId(owner);
  await page.getByRole('button', { name: /create account/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send invite and go to account' }).click();
  // Client-side rules with the spec's messages; nothing is sent.
  await dialog.locator('.Mui-error').first().waitFor();
  await dialog.getByLabel('Owner first name').fill('Nina');
  await dialog.getByLabel('Owner last name').fill('Park');
  await dialog.getByLabel('Owner email').fill(owner);
  await dialog.getByLabel('Company name').fill(NEW_COMPANY);
  await dialog.getByLabel('Tax ID / EIN').fill('12-3456789');
  await dialog.getByLabel('Company website').fill('harborsteel.example.com');
  await dialog.getByRole('button', { name: 'Send invite and go to account' }).click();
  await page.getByText('The invite has been sent successfully').waitFor();
  await page.waitForURL('**/projects');
  await page.getByText('Logged in as').waitFor();
  await page.getByText(NEW_COMPANY).first().waitFor();
  const mail = await latestMail(owner, since);
  const link = mail.text.match(/https?:\/\/\S+\/user\/sign-up\?token=\S+/);
  expect(link).not.toBeNull();
  inviteLink = new URL(link![0]);
  ownerEmail = owner;
});

test('the new owner sets a password from the mailed link and is signed in to the company', async () => {
  const ownerPage = await newPage(browser);
  await ownerPage.goto(`${inviteLink.pathname}${inviteLink.search}`);
  expect(await ownerPage.getByLabel('Email').inputValue()).toBe(ownerEmail);
  await ownerPage.getByLabel(/^Password/).fill('Harbor!2026');
  await ownerPage.getByLabel('Confirm password').fill('Harbor!2026');
  await ownerPage.getByRole('button', { name: 'Create account' }).click();
  await ownerPage.waitForURL('**/projects');
  await ownerPage.getByRole('heading', { name: 'Projects' }).first().waitFor();
  // The link works once.
  const again = await newPage(browser);
  await again.goto(`${inviteLink.pathname}${inviteLink.search}`);
  await again.waitForURL('**/expired');
  await again.getByText('Sorry, this link has expired.').waitFor();
  await ownerPage.context().close();
  await again.context().close();
});

test('back to the admin panel asks first, then clears the company context', async () => {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Back to admin panel' }).click();
  await page.getByText(`Are you sure you want to log out of "${NEW_COMPANY}" account?`).waitFor();
  await page.getByRole('button', { name: 'Yes, log out' }).click();
  await page.waitForURL('**/superadmin/company');
  await page.getByRole('table', { name: 'Companies' }).getByRole('link', { name: NEW_COMPANY }).waitFor();
});

test('a blocked company cannot sign in and is told why; unblocking lets it back in', async () => {
  await page.getByPlaceholder('Search').fill('Summit');
  await page.getByRole('button', { name: 'Block Summit Plumbing' }).click();
  await page.getByText('Are you sure you want to block company Summit Plumbing?', { exact: false }).waitFor();
  await page.getByRole('dialog').getByRole('button', { name: /block|confirm|yes/i }).last().click();
  await page.getByRole('button', { name: 'Unblock Summit Plumbing' }).waitFor();

  const owner = await newPage(browser);
  await signIn(owner, 'owner@summit.test');
  await owner.getByText('Your company account has been blocked. Please contact the support.').waitFor();

  await page.getByRole('button', { name: 'Unblock Summit Plumbing' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /unblock|confirm|yes/i }).last().click();
  await page.getByRole('button', { name: 'Block Summit Plumbing' }).waitFor();
  await signIn(owner, 'owner@summit.test');
  await owner.waitForURL('**/projects');
  await owner.context().close();
});

test('company details show the five sections and a feature can be switched', async () => {
  await page.getByPlaceholder('Search').fill('Northwind');
  await page.getByRole('link', { name: 'Northwind Builders' }).click();
  await page.waitForURL(/\/superadmin\/company\/\d+$/);
  await page.getByRole('heading', { level: 1, name: 'Company Details' }).waitFor();
  for (const section of ['Certifications', 'Licence', 'Subsidiary Companies', 'Office and Subsidiary Locations']) {
    await page.getByRole('button', { name: section }).first().waitFor();
  }
  const firstSwitch = page.getByRole('switch').first();
  const before = await firstSwitch.isChecked();
  await firstSwitch.click();
  await page.getByText('Company feature has been updated successfully!').waitFor();
  await eventually(async () => expect(await firstSwitch.isChecked()).toBe(!before));
  await firstSwitch.click();
  await eventually(async () => expect(await firstSwitch.isChecked()).toBe(before));
});
