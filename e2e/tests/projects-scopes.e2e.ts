// Scopes end to end in real Chromium: Northwind's owner creates scopes for two vendors in a project
// with a two-step scope workflow (manager, then admin), uploads attachments (one refused by the
// extension rule), sends one scope for approval; the manager approves, the admin rejects with a
// reason, the owner changes it and sends it again; a change while pending resets the manager's
// approval; both approve and the scope is Not Sent. The vendor sees only its own scope, read-only.
import type { Browser, Page } from 'playwright-core';
import { eventually, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';
import { setWelcomeTourSeen } from '../support/onboarding';

const RUN = Date.now().toString(36);
const PROJECT = `Scopes e2e ${RUN}`;
const RIDGE_SCOPE = `Electrical ${RUN}`;
const BAYSIDE_SCOPE = `Foundations ${RUN}`;

let browser: Browser;
let projectId = 0;

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
  const json = text ? JSON.parse(text) : null;
  if (response.status() >= 400) throw new Error(`${method} ${path}: ${response.status()} ${text}`);
  return json;
}

async function signedIn(email: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser);
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  // A sub contractor's first visit opens the welcome tour over the page.
  await setWelcomeTourSeen(page);
  return { page, errors };
}

async function createScope(page: Page, name: string, vendor: string) {
  await page.goto(`/projects/${projectId}/scopes`);
  await page.getByRole('link', { name: 'New scope' }).click();
  await page.waitForURL(`**/projects/${projectId}/scopes/new`);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill(`${name}, as drawn.`);
  const vendorBox = page.getByRole('combobox', { name: 'Vendor company *' });
  await vendorBox.click();
  await vendorBox.fill(vendor.split(' ')[0]);
  await page.getByRole('option', { name: vendor }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('48000');
  await page.getByRole('button', { name: 'Create scope' }).click();
  await page.getByText('Scope created successfully.').waitFor();
  await page.getByRole('heading', { name }).waitFor();
  return Number(/\/scopes\/(\d+)/.exec(page.url())![1]);
}

const approvals = (page: Page) => page.getByRole('region', { name: 'Approvals' });
const approver = (page: Page, who: string) => approvals(page).getByRole('listitem').filter({ hasText: who });

test('scopes for two vendors, attachments, a two-step approval with a rejection, a reset on change and a re-approval', async () => {
  const owner = await signedIn('owner@northwind.test');

  // A project whose scope workflow has two steps: the manager, then the admin.
  const stage = (await api(owner.page, 'GET', 'project/stage')).data[0];
  projectId = (await api(owner.page, 'POST', 'projects', { name: PROJECT, stage_id: stage.id })).data.id;
  const staff = (await api(owner.page, 'GET', 'scope/get-editors')).data as { id: number; email: string }[];
  const idOf = (email: string) => staff.find((u) => u.email === email)!.id;
  const workflow = (
    await api(owner.page, 'POST', 'settings/scope/approval-workflow', { name: `Two steps ${RUN}`, steps: [{ approver_ids: [idOf('manager@northwind.test')] }, { approver_ids: [idOf('admin@northwind.test')] }] })
  ).data;
  await api(owner.page, 'POST', 'project/set-workflow', { project_id: projectId, type: 'scope', workflow_id: workflow.id, users: [] });

  // Two scopes, two vendors.
  const scopeId = await createScope(owner.page, RIDGE_SCOPE, 'Ridge Electric');
  await createScope(owner.page, BAYSIDE_SCOPE, 'Bayside Concrete');
  await owner.page.goto(`/projects/${projectId}/scopes`);
  const table = owner.page.getByRole('table', { name: 'Scopes' });
  for (const [name, vendor] of [
    [RIDGE_SCOPE, 'Ridge Electric'],
    [BAYSIDE_SCOPE, 'Bayside Concrete'],
  ]) {
    const row = table.getByRole('row').filter({ hasText: name });
    await row.getByText(vendor).waitFor();
    await row.getByText('Drafting').waitFor();
    await row.getByText('$48,000.00').waitFor();
  }

  // Bulk upload: a refused extension is named and not sent, the others upload.
  await owner.page.goto(`/projects/${projectId}/scopes/${scopeId}/upload`);
  await owner.page.getByLabel('Choose files').setInputFiles([
    { name: 'drawings.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 drawings') },
    { name: 'schedule.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('sheet') },
    { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  const files = owner.page.getByRole('list', { name: 'Files to upload' });
  await files.getByText(/Only files with the following extensions are allowed/).waitFor();
  await owner.page.getByRole('button', { name: 'Upload 2 files' }).click();
  await eventually(async () => expect(await files.getByText('Uploaded', { exact: true }).count()).toBe(2));
  await owner.page.getByRole('link', { name: 'Back to scope' }).click();
  const attachments = owner.page.getByRole('list', { name: 'Attachment list' });
  await attachments.getByText('drawings.pdf').waitFor();
  await attachments.getByText('schedule.xlsx').waitFor();

  // Sent for approval: the manager's step first.
  await approvals(owner.page).getByRole('button', { name: 'Send for approval' }).click();
  await owner.page.getByText('Scope sent for approval.').waitFor();
  await approver(owner.page, 'Step 1').getByText('Waiting').waitFor();

  const manager = await signedIn('manager@northwind.test');
  const admin = await signedIn('admin@northwind.test');
  const scopePath = `/projects/${projectId}/scopes/${scopeId}`;
  await admin.page.goto(scopePath);
  await approver(admin.page, 'Step 2').waitFor();
  // Not the admin's turn yet.
  expect(await approvals(admin.page).getByRole('button', { name: 'Approve' }).count()).toBe(0);

  await manager.page.goto(scopePath);
  await approver(manager.page, 'Step 1').getByText('Your turn').waitFor();
  await approvals(manager.page).getByRole('button', { name: 'Approve' }).click();
  await manager.page.getByText('Scope approved.').waitFor();

  // The admin rejects: the reason is required.
  await admin.page.reload();
  await approvals(admin.page).getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Reject scope' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dialog.getByText('This field is required.').waitFor();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The amount is above the budget.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await admin.page.getByText('Scope rejected.').waitFor();

  // Back in drafting: the owner lowers the amount and sends it again.
  await owner.page.reload();
  await approvals(owner.page).getByText(/Reason: The amount is above the budget\./).waitFor();
  await owner.page.getByRole('textbox', { name: 'Amount' }).fill('42000');
  await owner.page.getByRole('button', { name: 'Save', exact: true }).click();
  await owner.page.getByText('Scope updated successfully.').waitFor();
  await approvals(owner.page).getByRole('button', { name: 'Send for approval' }).click();
  await owner.page.getByText('Scope sent for approval.').waitFor();

  await manager.page.reload();
  await approvals(manager.page).getByRole('button', { name: 'Approve' }).click();
  await manager.page.getByText('Scope approved.').waitFor();

  // A change while pending resets the other approvers, and the page says so.
  await owner.page.reload();
  await approver(owner.page, 'Step 1').getByText('Approved').waitFor();
  await approvals(owner.page).getByText(/resets every other approver/).waitFor();
  await owner.page.getByRole('textbox', { name: 'Description' }).fill('Electrical, as drawn, with the lighting revision.');
  await owner.page.getByRole('button', { name: 'Save', exact: true }).click();
  await owner.page.getByText('Scope updated successfully.').waitFor();
  await approver(owner.page, 'Step 1').getByText('Waiting').waitFor();

  await manager.page.reload();
  await approvals(manager.page).getByRole('button', { name: 'Approve' }).click();
  await manager.page.getByText('Scope approved.').waitFor();
  await admin.page.reload();
  await approvals(admin.page).getByRole('button', { name: 'Approve' }).click();
  await admin.page.getByText('Scope approved.').waitFor();
  await admin.page.getByText('Not Sent', { exact: true }).first().waitFor();
  await approvals(admin.page).getByText('Approved', { exact: true }).first().waitFor();

  expect(owner.errors).toEqual([]);
  expect(manager.errors).toEqual([]);
  expect(admin.errors).toEqual([]);
});

test("the vendor sees only its own scope of the project, read-only", async () => {
  const vendor = await signedIn('owner@ridge.test');
  await vendor.page.goto(`/projects/${projectId}/scopes`);
  const table = vendor.page.getByRole('table', { name: 'Scopes' });
  await table.getByRole('link', { name: RIDGE_SCOPE }).waitFor();
  expect(await table.getByRole('link', { name: BAYSIDE_SCOPE }).count()).toBe(0);
  expect(await vendor.page.getByRole('link', { name: 'New scope' }).count()).toBe(0);
  await table.getByRole('link', { name: RIDGE_SCOPE }).click();
  await vendor.page.getByRole('heading', { name: RIDGE_SCOPE }).waitFor();
  await vendor.page.getByText(/You are the vendor of this scope/).waitFor();
  expect(await vendor.page.getByRole('textbox', { name: 'Name' }).isDisabled()).toBe(true);
  expect(await vendor.page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
  expect(await vendor.page.getByRole('button', { name: 'Send for approval' }).count()).toBe(0);
  await vendor.page.getByRole('list', { name: 'Attachment list' }).getByText('drawings.pdf').waitFor();
  expect(vendor.errors).toEqual([]);
});
