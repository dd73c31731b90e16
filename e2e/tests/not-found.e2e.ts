// One 404 page: at an unknown top-level path, at unknown paths inside the app's areas and for a
// record that does not exist (a company in the network, a company in the operator's panel) the page
// shows '404', 'Oops! You're lost.', the text and 'Go to the Home page'; the header's breadcrumb does
// not name what was not found, and nothing offers Retry.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn, signInAsOperator, watchErrors } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectNotFoundPage(page: Page) {
  await page.getByRole('heading', { name: "Oops! You're lost." }).waitFor();
  await page.getByText('The page you are looking for was not found.').waitFor();
  await page.getByText('404', { exact: true }).waitFor();
  await page.getByRole('link', { name: 'Go to the Home page' }).waitFor();
  expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  expect(await page.getByText('Not found.', { exact: true }).count()).toBe(0);
  expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0);
}

test('a company user gets the same 404 at unknown paths and for an unknown company, and goes home from it', async () => {
  const page = await newPage(browser);
  const errors = watchErrors(page);
  await signIn(page, 'owner@northwind.test');
  await page.waitForURL('**/projects');

  for (const path of ['/companies/999999', '/companies/999999/unknown-ish', '/projects/unknown-ish', '/settings/unknown-ish']) {
    await page.goto(path);
    await expectNotFoundPage(page);
    // Inside the app: the layout stays around the page.
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await page.getByText('Unknown ish').count()).toBe(0);
    expect(await page.getByText('#999999').count()).toBe(0);
  }

  await page.goto('/unknown-ish');
  await expectNotFoundPage(page);
  await page.getByRole('link', { name: 'Go to the Home page' }).click();
  await page.waitForURL('**/projects');
  // Back on a real page the trail comes back.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
  expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  await page.context().close();
});

test("the operator's unknown company is the 404 page; a real one has one breadcrumb naming the company", async () => {
  const page = await newPage(browser);
  await signInAsOperator(page);
  await page.waitForURL('**/superadmin/company');
  await page.goto('/superadmin/company/999999');
  await expectNotFoundPage(page);

  await page.goto('/superadmin/company');
  await page.getByPlaceholder('Search').fill('Northwind');
  await page.getByRole('link', { name: 'Northwind Builders' }).click();
  await page.waitForURL(/\/superadmin\/company\/\d+$/);
  await page.getByRole('heading', { level: 1, name: 'Company Details' }).waitFor();
  const trail = page.getByRole('navigation', { name: /breadcrumb/i });
  await trail.getByText('Northwind Builders').waitFor();
  expect(await trail.count()).toBe(1);
  await page.context().close();
});
