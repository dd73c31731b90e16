// The project page end to end: Northwind's owner opens a demo project and its tabs, edits the
// details with the shared form, adds a team member; the Activity tab shows both changes and
// downloads them as a file (a background job). The view-only user sees no edit actions; another
// company's project is the 404 page.
import type { Browser, Page } from 'playwright-core';
import { eventually, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';

const RUN = Date.now().toString(36);
const STREET = `100 Harbor Way, unit ${RUN}`;

let browser: Browser;
let projectPath = '';
let draftId = '';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(email: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser);
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.waitForURL('**/projects');
  await page.getByRole('table', { name: 'Projects' }).waitFor();
  return { page, errors };
}

test('the owner opens a demo project: header, tabs, Tasks by default, every tab reachable', async () => {
  const { page, errors } = await open('owner@northwind.test');
  const table = page.getByRole('table', { name: 'Projects' });
  const draftHref = await table.getByRole('link', { name: 'Airport Hangar', exact: true }).getAttribute('href');
  draftId = new URL(draftHref ?? '', 'http://x').searchParams.get('project_id') ?? '';
  await table.getByRole('link', { name: 'Harbor Tower', exact: true }).click();
  await page.waitForURL(/\/projects\/\d+\/tasks$/);
  projectPath = new URL(page.url()).pathname.replace(/\/tasks$/, '');
  await page.getByRole('heading', { level: 1, name: 'Harbor Tower' }).waitFor();
  await page.getByText(/^Stage: /).waitFor();
  // The Tasks tab: the project's tasks, or its empty state when the demo sent none from its scopes.
  await page.getByRole('table', { name: 'Project tasks' }).or(page.getByText('No tasks in this project yet')).first().waitFor();
  const tabs = page.getByRole('tablist', { name: 'Project sections' });
  expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Tasks', 'Scopes', 'Documents', 'Activity', 'Info']);
  await page.getByRole('button', { name: 'Archive' }).waitFor();

  await tabs.getByRole('tab', { name: 'Documents' }).click();
  await page.waitForURL(`**${projectPath}/documents`);
  await page.getByRole('table', { name: 'Project documents' }).getByText(/drawings\.pdf/).first().waitFor();
  await tabs.getByRole('tab', { name: 'Info' }).click();
  await page.waitForURL(`**${projectPath}/info/details`);
  await page.getByRole('heading', { name: 'Details' }).waitFor();
  // The dashboard path is the Tasks tab.
  await page.goto(`${projectPath}/dashboard`);
  await page.waitForURL(`**${projectPath}/tasks`);
  expect(errors).toEqual([]);
});

test('the owner edits the details and adds a team member; Activity shows both and downloads', async () => {
  const { page, errors } = await open('owner@northwind.test');
  await page.goto(`${projectPath}/info/details`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(`**${projectPath}/info/details/edit`);
  const street = page.getByRole('textbox', { name: 'Street' });
  await street.fill(STREET);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The project has been saved.').waitFor();
  await page.waitForURL(`**${projectPath}/info/details`);
  await page.getByText(STREET, { exact: false }).waitFor();

  await page.getByRole('tablist', { name: 'Project info' }).getByRole('tab', { name: 'Team' }).click();
  await page.waitForURL(`**${projectPath}/info/teams`);
  const team = page.getByRole('table', { name: 'Project team' });
  await team.locator('tbody tr').first().waitFor();
  await page.getByRole('button', { name: 'Add members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add team members' });
  await dialog.getByRole('combobox', { name: /Employees/ }).click();
  const option = page.getByRole('option').filter({ hasText: '@' }).first();
  const label = (await option.textContent()) ?? '';
  const name = label.replace(/\s*\(.*$/, '').trim();
  await option.click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await team.getByText(name, { exact: true }).waitFor();

  await page.getByRole('tablist', { name: 'Project sections' }).getByRole('tab', { name: 'Activity' }).click();
  await page.waitForURL(`**${projectPath}/activity`);
  const activity = page.getByRole('table', { name: 'Project activity' });
  await activity.getByRole('row').filter({ hasText: 'Team members added' }).filter({ hasText: name }).first().waitFor();
  await activity.getByRole('row').filter({ hasText: 'Project updated' }).filter({ hasText: 'street' }).first().waitFor();

  // Filter by action: the URL keeps it and only those rows stay.
  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('region', { name: 'Filters' });
  await panel.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Project updated' }).click();
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.search.includes('project.updated'));
  await eventually(async () => expect(await activity.getByRole('row').filter({ hasText: 'Team members added' }).count()).toBe(0));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  await page.getByText('Preparing download').waitFor();
  expect((await download).suggestedFilename()).toMatch(/^project-activity.*\.xlsx$/);
  expect(errors).toEqual([]);
});

test('the view-only user sees the project without edit actions', async () => {
  const { page, errors } = await open('viewer@northwind.test');
  await page.goto(`${projectPath}/info/details`);
  await page.getByRole('heading', { level: 1, name: 'Harbor Tower' }).waitFor();
  await page.getByText(STREET, { exact: false }).waitFor();
  expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Archive' }).count()).toBe(0);
  await page.goto(`${projectPath}/info/teams`);
  await page.getByRole('table', { name: 'Project team' }).locator('tbody tr').first().waitFor();
  expect(await page.getByRole('button', { name: 'Add members' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
  await page.goto(`${projectPath}/info/scope-workflow`);
  await page.getByRole('heading', { name: 'Scope workflow' }).waitFor();
  expect(await page.getByRole('button', { name: 'Change' }).count()).toBe(0);
  expect(errors).toEqual([]);
});

test("another company's project and an unknown id are the 404 page", async () => {
  const page = await newPage(browser);
  await signIn(page, 'owner@ridge.test');
  await page.waitForURL('**/projects');
  // A draft is never shown to a vendor; Ridge is not its owner either.
  await page.goto(`/projects/${draftId}/tasks`);
  await page.getByRole('heading', { name: "Oops! You're lost." }).waitFor();
  await page.goto('/projects/99999999/info/details');
  await page.getByRole('heading', { name: "Oops! You're lost." }).waitFor();
});
