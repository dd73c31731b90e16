// Projects list end to end: Northwind's manager searches, filters by stage (the URL keeps it),
// archives a project after the confirmation, finds it under Archived and restores it; the header's
// global search See All opens the list searched; the view-only user sees no New project and no
// archive; a sub contractor sees only its external projects, read-only, and New project offers the
// plan upgrade instead of the wizard.
import type { Browser, Page } from 'playwright-core';
import { eventually as eventuallyWithin, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';

// The machine is shared: lists can take a while to settle after a refetch.
const eventually = (assertion: () => Promise<void> | void) => eventuallyWithin(assertion, 30_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const projectNames = async (page: Page) => page.getByRole('table', { name: 'Projects' }).locator('tbody tr td:first-child a').allTextContents();

async function openProjects(email: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser);
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.waitForURL('**/projects');
  await page.getByRole('table', { name: 'Projects' }).waitFor();
  return { page, errors };
}

test('the manager searches, filters by stage, archives a project with confirmation and restores it from Archived', async () => {
  const { page, errors } = await openProjects('manager@northwind.test');
  const table = page.getByRole('table', { name: 'Projects' });
  await table.getByRole('link', { name: 'Harbor Tower', exact: true }).waitFor();
  // The draft is marked and resumes in the wizard; the archived project is not in the default view.
  const draft = table.getByRole('row').filter({ hasText: 'Airport Hangar' });
  await draft.getByText('Draft').waitFor();
  expect(await draft.getByRole('link', { name: 'Airport Hangar', exact: true }).getAttribute('href')).toMatch(/^\/projects\/new\?project_id=\d+$/);
  expect(await table.getByRole('link', { name: 'Civic Library' }).count()).toBe(0);
  await page.getByRole('link', { name: 'New project' }).waitFor();

  await page.getByLabel('Search', { exact: true }).fill('Harb');
  await page.waitForURL((url) => url.searchParams.get('search') === 'Harb');
  await eventually(async () => expect(await projectNames(page)).toEqual(['Harbor Tower']));
  await page.getByLabel('Search', { exact: true }).fill('');
  await eventually(async () => expect((await projectNames(page)).length).toBeGreaterThan(1));

  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('region', { name: 'Filters' });
  await panel.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Bidding' }).click();
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.searchParams.getAll('filter[stage][]').includes('Bidding'));
  // Both demo Bidding projects, and only Bidding rows (other e2e files may have added projects to the stage).
  const expectOnlyBidding = async () => {
    expect(await projectNames(page)).toEqual(expect.arrayContaining(['Harbor Tower', 'Pier 9 Offices']));
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows.every((row) => row.includes('Bidding'))).toBe(true);
  };
  await eventually(expectOnlyBidding);
  // A reload keeps the filter (the list lives in the URL).
  await page.reload();
  await eventually(expectOnlyBidding);

  const pier = table.getByRole('row').filter({ hasText: 'Pier 9 Offices' });
  await pier.getByRole('button', { name: 'Archive Pier 9 Offices' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Archive the project "Pier 9 Offices"?', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await projectNames(page)).toContain('Pier 9 Offices');
  await pier.getByRole('button', { name: 'Archive Pier 9 Offices' }).click();
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await page.getByText('The project has been archived.').waitFor();
  await eventually(async () => {
    const names = await projectNames(page);
    expect(names).toContain('Harbor Tower');
    expect(names).not.toContain('Pier 9 Offices');
  });

  await page.getByRole('tab', { name: 'Archived' }).click();
  await page.waitForURL((url) => url.searchParams.get('view') === 'archived');
  await table.getByRole('link', { name: 'Pier 9 Offices' }).waitFor();
  await page.getByRole('button', { name: 'Restore Pier 9 Offices' }).click();
  await page.getByText('The project has been restored.').waitFor();
  await eventually(async () => expect(await projectNames(page)).not.toContain('Pier 9 Offices'));
  await page.getByRole('tab', { name: 'Active' }).click();
  await eventually(async () => expect(await projectNames(page)).toContain('Pier 9 Offices'));
  expect(errors).toEqual([]);
});

test("the global search's See All for projects opens the list searched", async () => {
  const { page, errors } = await openProjects('manager@northwind.test');
  await page.getByRole('textbox', { name: 'Global search' }).pressSequentially('Cedar');
  const dialog = page.getByRole('dialog', { name: 'Search results for “Cedar”' });
  await dialog.getByRole('button', { name: 'See All Projects' }).click();
  await page.waitForURL((url) => url.pathname === '/projects' && url.searchParams.get('search') === 'Cedar');
  await eventually(async () => expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe('Cedar'));
  await eventually(async () => expect(await projectNames(page)).toEqual(['Cedar School']));
  expect(errors).toEqual([]);
});

test('the view-only user sees the projects without New project or archive', async () => {
  const { page, errors } = await openProjects('viewer@northwind.test');
  await page.getByRole('link', { name: 'Harbor Tower', exact: true }).waitFor();
  expect(await page.getByRole('link', { name: 'New project' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'New project' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /^Archive / }).count()).toBe(0);
  expect(errors).toEqual([]);
});

test('a sub contractor sees only its external projects, read-only; New project offers the upgrade', async () => {
  const { page, errors } = await openProjects('owner@ridge.test');
  const table = page.getByRole('table', { name: 'Projects' });
  await eventually(async () => expect((await projectNames(page)).length).toBeGreaterThan(0));
  const companies = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
  for (const row of companies) {
    expect(row).toContain('Northwind Builders');
    expect(row).toContain('External');
  }
  expect(await page.getByRole('button', { name: /^Archive / }).count()).toBe(0);
  expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(0);
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByText('Update your plan').waitFor();
  expect(new URL(page.url()).pathname).toBe('/projects');
  expect(errors).toEqual([]);
});
