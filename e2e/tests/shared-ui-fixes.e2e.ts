// The design system at a 1280 x 800 laptop screen: the filter panel stays on screen, wide tables scroll
// inside their container with the Actions column pinned at the right, a destructive confirmation starts on
// Cancel (Enter and Escape decline), and the breadcrumbs name the company or employee instead of "#id".
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, signIn, watchErrors } from '../support/browser';

const WIDTH = 1280;
const HEIGHT = 800;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: WIDTH, height: HEIGHT } });
  page = await context.newPage();
  page.setDefaultTimeout(20000);
  await signIn(page, 'owner@northwind.test');
  await page.waitForURL('**/projects');
});
afterAll(async () => {
  await browser?.close();
});

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not rendered');
  return rect;
}

/** Fully inside the viewport, horizontally. */
async function expectOnScreen(locator: Locator) {
  const rect = await box(locator);
  expect(rect.x).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width).toBeLessThanOrEqual(WIDTH);
}

/** The element the browser hits at the centre of `locator` is inside it (nothing covers it). */
async function expectClickable(locator: Locator) {
  const rect = await box(locator);
  const isHit = await locator.evaluate((el, [x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return !!hit && (el === hit || el.contains(hit));
  }, [rect.x + rect.width / 2, rect.y + rect.height / 2] as const);
  expect(isHit).toBe(true);
}

const LISTS: { url: string; action: RegExp }[] = [
  { url: '/companies', action: /^Remove / },
  { url: '/companies/invited', action: /^(Resend|Cancel)/ },
  { url: '/users', action: /^Archive / },
  { url: '/settings/account/company-users', action: /^Edit / },
];

test.each(LISTS)('$url: the filter panel and its Search button stay on screen', async ({ url }) => {
  const errors = watchErrors(page);
  await page.goto(url);
  await page.getByRole('table').first().waitFor();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('region', { name: 'Filters' });
  await panel.waitFor();
  await expectOnScreen(panel);
  const search = panel.getByRole('button', { name: 'Search' });
  await expectOnScreen(search);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});

test.each(LISTS)('$url: the Actions column is pinned in view and its buttons work, the rest scrolls inside the table', async ({ url, action }) => {
  await page.goto(url);
  const table = page.getByRole('table').first();
  await table.waitFor();
  const header = table.getByRole('columnheader', { name: 'Actions' });
  await expectOnScreen(header);
  const scroller = page.getByTestId('data-table-scroll').first();
  // The page itself never scrolls sideways; a wide table scrolls inside its container.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
  const firstAction = table.getByRole('row').nth(1).getByRole(/^Edit /.test(action.source) ? 'link' : 'button', { name: action }).first();
  if (await firstAction.count()) {
    await expectOnScreen(firstAction);
    await expectClickable(firstAction);
  }
  const before = await box(header);
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  const after = await box(header);
  expect(Math.round(after.x)).toBe(Math.round(before.x));
});

test('a destructive confirmation starts on Cancel: Enter and Escape keep the company', async () => {
  const errors = watchErrors(page);
  await page.goto('/companies');
  const table = page.getByRole('table', { name: 'Companies' });
  await table.getByRole('link', { name: 'Ridge Electric' }).waitFor();

  await table.getByRole('button', { name: 'Remove Ridge Electric' }).click();
  let dialog = page.getByRole('dialog', { name: 'Remove company' });
  await dialog.waitFor();
  await expect(dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });

  await table.getByRole('button', { name: 'Remove Ridge Electric' }).click();
  dialog = page.getByRole('dialog', { name: 'Remove company' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await page.reload();
  await page.getByRole('table', { name: 'Companies' }).getByRole('link', { name: 'Ridge Electric' }).waitFor();
  expect(errors).toEqual([]);
});

test("the breadcrumbs name the company, its user and the employee being edited", async () => {
  const errors = watchErrors(page);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });

  await page.goto('/companies');
  await page.getByRole('table', { name: 'Companies' }).getByRole('link', { name: 'Ridge Electric' }).click();
  await page.waitForURL(/\/companies\/\d+\/info$/);
  await crumbs.getByRole('link', { name: 'Ridge Electric' }).waitFor();
  expect(await crumbs.textContent()).not.toMatch(/#\d/);

  await page.getByRole('tab', { name: 'Users' }).click();
  await page.waitForURL(/\/companies\/\d+\/users$/);
  await page.getByRole('table').first().getByRole('link').first().click();
  await page.waitForURL(/\/companies\/\d+\/users\/\d+$/);
  const userName = (await page.getByRole('region', { name: 'User info' }).getByRole('heading').first().textContent())!.trim();
  await crumbs.getByText(userName, { exact: true }).waitFor();
  await crumbs.getByRole('link', { name: 'Ridge Electric' }).waitFor();
  expect(await crumbs.textContent()).not.toMatch(/#\d/);

  await page.goto('/settings/account/company-users');
  await page.getByRole('link', { name: 'Edit Maya Chen' }).click();
  await page.waitForURL(/company-users\/\d+\/edit$/);
  await crumbs.getByRole('link', { name: 'Maya Chen' }).waitFor();
  expect(await crumbs.textContent()).not.toMatch(/#\d/);

  // Leaving the page takes the name back.
  await page.goto('/companies');
  await page.getByRole('table', { name: 'Companies' }).waitFor();
  expect(await crumbs.textContent()).not.toMatch(/Maya Chen|Ridge Electric/);
  expect(errors).toEqual([]);
});
