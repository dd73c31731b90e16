// Global search end to end: Northwind's owner types 'ridge' in the header box; the results modal
// shows Ridge Electric under Companies and Ridge's people under Users; Escape closes it; See All
// under Companies opens the network list filtered by the text.
import type { Browser, Page } from 'playwright-core';
import { eventually, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

test('typing in the header box shows the groups, and See All opens the filtered list', async () => {
  const errors = watchErrors(page);
  await signIn(page, 'owner@northwind.test');
  await page.waitForURL('**/projects');
  const box = page.getByRole('textbox', { name: 'Global search' });

  // Two characters ask nothing.
  await box.pressSequentially('ri');
  await page.waitForTimeout(900);
  expect(await page.getByRole('dialog').count()).toBe(0);

  await box.pressSequentially('dge');
  const dialog = page.getByRole('dialog', { name: 'Search results for “ridge”' });
  await dialog.waitFor();
  const companies = dialog.getByRole('region', { name: /^Companies \(\d+\)$/ });
  await companies.getByRole('link', { name: 'Ridge Electric' }).waitFor();
  expect(await companies.getByRole('link', { name: 'Bayside Concrete' }).count()).toBe(0);
  const users = dialog.getByRole('region', { name: /^Users \(\d+\)$/ });
  await users.getByRole('cell', { name: 'owner@ridge.test' }).waitFor();
  await eventually(async () => {
    const companiesOfUsers = await users.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(companiesOfUsers.length).toBeGreaterThan(0);
    expect(new Set(companiesOfUsers)).toEqual(new Set(['Ridge Electric']));
  });

  // Escape closes the modal; Enter in the box opens the same results again.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await box.press('Enter');
  await dialog.waitFor();

  await companies.getByRole('button', { name: 'See All Companies' }).click();
  await page.waitForURL((url) => url.pathname === '/companies' && url.searchParams.get('search') === 'ridge');
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('link', { name: 'Ridge Electric' }).first().waitFor();
  await eventually(async () => expect(await page.getByRole('link', { name: 'Bayside Concrete' }).count()).toBe(0));
  await eventually(async () => expect(await page.getByRole('link', { name: 'Summit Plumbing' }).count()).toBe(0));
  expect(errors).toEqual([]);
});

test('at 375 px the header has a Search icon that opens the search with its field focused', async () => {
  const phone = await newPage(browser, 375);
  const errors = watchErrors(phone);
  await signIn(phone, 'owner@northwind.test');
  await phone.waitForURL('**/projects');
  const icon = phone.getByRole('button', { name: 'Search', exact: true });
  await icon.waitFor();
  expect(await phone.getByRole('textbox', { name: 'Global search' }).count()).toBe(0);
  await icon.click();
  const dialog = phone.getByRole('dialog', { name: 'Search' });
  await dialog.waitFor();
  const field = dialog.getByRole('textbox', { name: 'Global search' });
  await eventually(async () => expect(await field.evaluate((el) => el === document.activeElement)).toBe(true));
  await phone.keyboard.type('ridge');
  const results = phone.getByRole('dialog', { name: 'Search results for “ridge”' });
  await results.getByRole('region', { name: /^Companies \(\d+\)$/ }).getByRole('link', { name: 'Ridge Electric' }).waitFor();
  // The modal fills the phone's width.
  const box = await results.boundingBox();
  expect(box?.width).toBe(375);
  await results.getByRole('button', { name: 'Close search results' }).click();
  await results.waitFor({ state: 'hidden' });
  await phone.context().close();
  expect(errors).toEqual([]);
});
