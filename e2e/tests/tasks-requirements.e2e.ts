// A scope's requirement checklist end to end in real Chromium: Northwind's manager adds a requirement
// template in Settings > Project > Requirement Templates (checked on the form first), opens an
// approved scope it applies to, sees the requirement missing on the scope's Requirements checklist,
// creates the missing tasks in one click after confirming, and sees them on the checklist with their
// status and links; the vendor reads the same checklist without the button. The template is then
// deleted after confirming.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn, watchErrors } from '../support/browser';
import { setWelcomeTourSeen } from '../support/onboarding';

const RUN = Date.now().toString(36);
const PROJECT = `Requirements e2e ${RUN}`;
const SCOPE = `Glazing ${RUN}`;
const REQUIREMENT = `Glazing warranty ${RUN}`;
// Only scopes of exactly this amount get the requirement (no demo scope has it).
const AMOUNT = '48123';

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
  if (response.status() >= 400) throw new Error(`${method} ${path}: ${response.status()} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function signedIn(email: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser);
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  await setWelcomeTourSeen(page);
  return { page, errors };
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, field: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

test('the manager adds a requirement template, creates an approved scope’s missing tasks in one click and sees them on its checklist', async () => {
  const manager = await signedIn('manager@northwind.test');
  const page = manager.page;

  // Settings > Project > Requirement Templates, from the settings menu.
  await page.goto('/settings');
  await page.getByRole('region', { name: 'Project' }).getByRole('link', { name: /Requirement Templates/ }).click();
  await page.waitForURL('**/settings/project/requirement-templates');
  await page.getByRole('button', { name: 'Add requirement template' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('This field is required.').first().waitFor();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(REQUIREMENT);
  await choose(page, dialog, /Document type/, 'Document Request');
  await dialog.getByRole('textbox', { name: 'Scope amount from' }).fill(AMOUNT);
  await dialog.getByRole('textbox', { name: 'Scope amount up to' }).fill('100');
  // Leaving the field checks it with the shared rule.
  await page.keyboard.press('Tab');
  await dialog.getByText(`Field must be at least ${AMOUNT}.`).waitFor();
  await dialog.getByRole('textbox', { name: 'Scope amount up to' }).fill(AMOUNT);
  await dialog.getByRole('textbox', { name: /Due in/ }).fill('5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The requirement template has been created.').waitFor();
  await dialog.waitFor({ state: 'detached' });
  const row = page.getByRole('row').filter({ hasText: REQUIREMENT });
  await row.getByText('Document Request').waitFor();
  await row.getByText(`Scopes from $48,123 up to $48,123`).waitFor();

  // An approved scope of that amount: a project without a scope workflow, a scope sent for approval goes straight to Not Sent.
  const stage = (await api(page, 'GET', 'project/stage')).data[0];
  const projectId = (await api(page, 'POST', 'projects', { name: PROJECT, stage_id: stage.id })).data.id as number;
  await page.goto(`/projects/${projectId}/scopes/new`);
  await page.getByRole('textbox', { name: 'Name' }).fill(SCOPE);
  const vendorBox = page.getByRole('combobox', { name: 'Vendor company *' });
  await vendorBox.click();
  await vendorBox.fill('Ridge');
  await page.getByRole('option', { name: 'Ridge Electric' }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill(AMOUNT);
  await page.getByRole('button', { name: 'Create scope' }).click();
  await page.getByText('Scope created successfully.').waitFor();
  await page.getByRole('heading', { name: SCOPE }).waitFor();
  const scopeId = Number(/\/scopes\/(\d+)/.exec(page.url())![1]);

  // Drafting: the requirement is missing, nothing can be created yet.
  const panel = page.getByRole('region', { name: 'Requirements' });
  const line = panel.getByRole('listitem').filter({ hasText: REQUIREMENT });
  await line.getByText('Missing').waitFor();
  await panel.getByText('The scope must be approved before its tasks are created.').waitFor();
  expect(await panel.getByRole('button', { name: 'Create missing tasks' }).count()).toBe(0);

  await page.getByRole('region', { name: 'Approvals' }).getByRole('button', { name: 'Send for approval' }).click();
  await page.getByText('Not Sent').first().waitFor();

  // Approved: one click (after confirming) creates every missing task.
  await panel.getByRole('button', { name: 'Create missing tasks' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText(/^Create (the missing task|the \d+ missing tasks) and send (it|them) to the vendor\?$/).waitFor();
  await confirm.getByRole('button', { name: 'Create tasks' }).click();
  await page.getByText(/^(1 task has|\d+ tasks have) been created\.$/).waitFor();
  await line.getByText('Pending Submission').waitFor();
  const link = line.getByRole('link', { name: /^T-\d{6}$/ });
  await link.waitFor();
  expect(await panel.getByRole('button', { name: 'Create missing tasks' }).count()).toBe(0);
  await panel.getByText(/^0 of \d+ satisfied$/).waitFor();
  const due = new Date(Date.now() + 5 * 86_400_000);
  const dueText = `${String(due.getUTCMonth() + 1).padStart(2, '0')}/${String(due.getUTCDate()).padStart(2, '0')}/${due.getUTCFullYear()}`;
  await line.getByText(`Due ${dueText}`).waitFor();

  // The task exists as a real task of the scope, made from the requirement.
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/tasks\/\d+\/request$/);
  const checklist = (await api(page, 'GET', `scope/requirements?scope_id=${scopeId}`)).data;
  const item = checklist.items.find((i: { name: string }) => i.name === REQUIREMENT);
  expect(item).toMatchObject({ state: 'pending', task: { status: 'pending_submission', name: REQUIREMENT } });
  await link.click();
  await page.waitForURL(`**${href}`);
  await page.getByText(REQUIREMENT).first().waitFor();

  // The vendor reads the same checklist: what it still owes, no button.
  const vendor = await signedIn('owner@ridge.test');
  await vendor.page.goto(`/projects/${projectId}/scopes/${scopeId}`);
  const vendorPanel = vendor.page.getByRole('region', { name: 'Requirements' });
  await vendorPanel.getByText('What Northwind Builders still needs from you before work starts.').waitFor();
  await vendorPanel.getByRole('listitem').filter({ hasText: REQUIREMENT }).getByText('Pending Submission').waitFor();
  expect(await vendorPanel.getByRole('button', { name: 'Create missing tasks' }).count()).toBe(0);

  // The owner deletes the template after confirming (the manager may not delete settings).
  const owner = await signedIn('owner@northwind.test');
  await owner.page.goto('/settings/project/requirement-templates');
  await owner.page.getByRole('button', { name: `Delete ${REQUIREMENT}` }).click();
  await owner.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await owner.page.getByText('The requirement template has been deleted.').waitFor();
  await owner.page.getByRole('row').filter({ hasText: REQUIREMENT }).waitFor({ state: 'detached' });

  expect(manager.errors).toEqual([]);
  expect(vendor.errors).toEqual([]);
  expect(owner.errors).toEqual([]);
});
