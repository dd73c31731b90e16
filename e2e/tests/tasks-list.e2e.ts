// Task lists end to end in real Chromium (issue 15): Northwind's manager (its tasks created through
// the API) filters /tasks by status and overdue through the URL and the filter panel, sorts, hides a
// column (remembered after a reload), bulk edits two tasks' priority and revokes one after
// confirming; the vendor, in its own browser, sees the tasks sent to it; a demo contract waiting for
// the vendor's signature reads 'Pending Vendor Signature' to the manager and 'Pending Your
// Signature' to its signer (001 section 4). The project's Tasks tab and the board list them too.
import type { Browser, Page } from 'playwright-core';
import { eventually, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';
import { setWelcomeTourSeen } from '../support/onboarding';

const RUN = Date.now().toString(36);

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
  const json = text ? JSON.parse(text) : null;
  if (response.status() >= 400) throw new Error(`${method} ${path}: ${response.status()} ${text}`);
  return json;
}

async function signedIn(email: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser);
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  await setWelcomeTourSeen(page);
  return { page, errors };
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

type Row = { id: number; task_id: string; task_name: string; status: string; external_signer: { email: string } | null };

test('filters by status and overdue (URL and panel), sort, columns, bulk edit, revoke; the vendor sees its tasks with its own label', async () => {
  const manager = await signedIn('manager@northwind.test');
  const vendor = await signedIn('owner@ridge.test');
  const managerUser = (await api(manager.page, 'GET', 'auth/user')).data as { id: number };
  const vendorUser = (await api(vendor.page, 'GET', 'auth/user')).data as { id: number; company: { id: number } };

  const stage = (await api(manager.page, 'GET', 'project/stage')).data[0];
  const projectId = (await api(manager.page, 'POST', 'projects', { name: `Task lists e2e ${RUN}`, stage_id: stage.id })).data.id as number;
  const common = { project_id: projectId, vendor_company_id: vendorUser.company.id, internal_assignee_id: managerUser.id, external_assignee_id: vendorUser.id, priority: 'normal' };
  const created = (
    await api(manager.page, 'POST', 'tasks', {
      items: [
        { ...common, type: 'document-request', name: `Alpha plan ${RUN}`, due_date: isoDay(10) },
        { ...common, type: 'document-request', name: `Bravo permit ${RUN}`, due_date: isoDay(20) },
        { ...common, type: 'certificate-of-insurance', name: `Charlie insurance ${RUN}`, due_date: isoDay(30) },
      ],
    })
  ).data as { id: number; task_id: string }[];
  const [alpha, bravo, charlie] = created;

  const m = manager.page;
  const table = m.getByRole('table', { name: 'Tasks' });
  const rowOf = (name: string) => table.getByRole('row').filter({ has: m.getByRole('link', { name, exact: true }) });
  const names = async () => (await table.getByRole('row').locator('td a').allTextContents()).filter((t) => t.endsWith(RUN));

  // ?search= and ?status= from a link: the box and the status filter are filled, only matching rows listed.
  await m.goto(`/tasks?search=${RUN}&status=pending_submission`);
  await m.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
  await expect(m.getByRole('searchbox', { name: 'Search' }).inputValue()).resolves.toBe(RUN);
  await m.getByRole('list', { name: 'Applied filters' }).getByText('Status: Pending Submission', { exact: true }).waitFor();
  await eventually(async () => expect(await names()).toHaveLength(3));
  await rowOf(`Alpha plan ${RUN}`).getByText('Pending Submission').waitFor();
  await m.goto(`/tasks?search=${RUN}&status=completed`);
  await table.getByText('No search results found').waitFor();

  // ?is_overdue=true: only overdue tasks (the demo data has some), each marked; ours are not due yet.
  await m.goto('/tasks?is_overdue=true');
  await m.getByRole('list', { name: 'Applied filters' }).getByText('Overdue: Overdue only', { exact: true }).waitFor();
  await eventually(async () => {
    const rows = await table.getByRole('row').count();
    expect(rows).toBeGreaterThan(1);
    expect(await table.getByText('Overdue', { exact: true }).count()).toBe(rows - 1);
  });
  expect(await names()).toHaveLength(0);

  // The filter panel: task name and status, written to the URL.
  await m.goto('/tasks');
  await m.getByRole('button', { name: 'Filters' }).click();
  const panel = m.getByRole('region', { name: 'Filters' });
  await panel.getByLabel('Task name').fill(RUN);
  await panel.getByRole('combobox', { name: 'Status' }).click();
  await m.getByRole('option', { name: 'Pending Submission' }).click();
  await m.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Search' }).click();
  await m.waitForURL((url) => url.searchParams.get('filter[task_name]') === RUN && url.searchParams.getAll('filter[status][]').includes('pending_submission'));
  await eventually(async () => expect(await names()).toHaveLength(3));

  // Sort by task name, both ways.
  await table.getByRole('button', { name: 'Task name' }).click();
  await m.waitForURL((url) => url.searchParams.get('sort_field') === 'task_name' && url.searchParams.get('sort_direction') === 'asc');
  await eventually(async () => expect(await names()).toEqual([`Alpha plan ${RUN}`, `Bravo permit ${RUN}`, `Charlie insurance ${RUN}`]));
  await table.getByRole('button', { name: 'Task name' }).click();
  await m.waitForURL((url) => url.searchParams.get('sort_direction') === 'desc');
  await eventually(async () => expect(await names()).toEqual([`Charlie insurance ${RUN}`, `Bravo permit ${RUN}`, `Alpha plan ${RUN}`]));

  // Hide the Package column: remembered after a reload.
  await m.getByRole('button', { name: 'Show/hide columns' }).click();
  await m.getByRole('menuitem', { name: 'Package' }).click();
  await m.keyboard.press('Escape');
  await table.getByRole('columnheader', { name: 'Package' }).waitFor({ state: 'detached' });
  await m.reload();
  await rowOf(`Alpha plan ${RUN}`).waitFor();
  expect(await table.getByRole('columnheader', { name: 'Package' }).count()).toBe(0);
  expect(await table.getByRole('columnheader', { name: 'Required action' }).count()).toBe(1);

  // Bulk edit: two tasks' priority.
  await m.getByRole('checkbox', { name: `Select row ${alpha.id}` }).check();
  await m.getByRole('checkbox', { name: `Select row ${bravo.id}` }).check();
  await m.getByRole('group', { name: 'Selected tasks' }).getByText('2 tasks selected').waitFor();
  await m.getByRole('button', { name: 'Edit selected' }).click();
  const edit = m.getByRole('dialog', { name: 'Edit 2 tasks' });
  await edit.getByRole('combobox', { name: 'Priority' }).click();
  await m.getByRole('option', { name: 'High' }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await m.getByText('2 tasks updated successfully.').waitFor();
  await edit.waitFor({ state: 'hidden' });
  await rowOf(`Alpha plan ${RUN}`).getByText('High').waitFor();
  await rowOf(`Bravo permit ${RUN}`).getByText('High').waitFor();
  await rowOf(`Charlie insurance ${RUN}`).getByText('Normal').waitFor();

  // Revoke one: Cancel keeps it, Revoke revokes it with the server's message.
  await m.getByRole('button', { name: `Revoke Charlie insurance ${RUN}` }).click();
  let confirm = m.getByRole('dialog', { name: 'Revoke task' });
  await confirm.getByText(new RegExp(`${charlie.task_id} "Charlie insurance ${RUN}"`)).waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await m.getByRole('button', { name: `Revoke Charlie insurance ${RUN}` }).click();
  confirm = m.getByRole('dialog', { name: 'Revoke task' });
  await confirm.getByRole('textbox', { name: 'Reason (optional)' }).fill('Sent twice.');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await m.getByText('Task revoked successfully.').waitFor();
  // The status filter (pending submission) no longer matches it.
  await eventually(async () => expect(await names()).toEqual([`Bravo permit ${RUN}`, `Alpha plan ${RUN}`]));
  await m.goto(`/tasks?search=${encodeURIComponent(`Charlie insurance ${RUN}`)}`);
  await rowOf(`Charlie insurance ${RUN}`).getByText('Revoked').waitFor();
  expect(await m.getByRole('button', { name: `Revoke Charlie insurance ${RUN}` }).count()).toBe(0);

  // The project's Tasks tab lists them without the project column.
  await m.goto(`/projects/${projectId}/tasks`);
  const projectTable = m.getByRole('table', { name: 'Project tasks' });
  await projectTable.getByRole('link', { name: `Alpha plan ${RUN}` }).waitFor();
  expect(await projectTable.getByRole('columnheader', { name: 'Project' }).count()).toBe(0);
  await projectTable.getByRole('link', { name: `Alpha plan ${RUN}` }).click();
  await m.waitForURL(`**/tasks/${alpha.id}/request`);

  // The vendor sees the tasks sent to it (not the sender's selection or revoke).
  const v = vendor.page;
  await v.goto(`/tasks?search=${RUN}`);
  const vendorTable = v.getByRole('table', { name: 'Tasks' });
  await vendorTable.getByRole('link', { name: `Alpha plan ${RUN}` }).waitFor();
  await vendorTable.getByRole('row').filter({ hasText: `Bravo permit ${RUN}` }).getByText('High').waitFor();
  expect(await v.getByRole('button', { name: /^Revoke / }).count()).toBe(0);

  // The display rule per viewer: a demo contract waiting for the vendor's signature.
  const waiting = (await api(m, 'GET', `task/list?status[]=pending_external_signature&type[]=contract&per_page=100`)).data as Row[];
  const contract = waiting.find((t) => t.external_signer);
  expect(contract).toBeDefined();
  await m.goto(`/tasks?search=${encodeURIComponent(contract!.task_id)}`);
  await table.getByRole('row').filter({ hasText: contract!.task_id }).getByText('Pending Vendor Signature').waitFor();
  const signer = await signedIn(contract!.external_signer!.email);
  await signer.page.goto(`/tasks?search=${encodeURIComponent(contract!.task_id)}`);
  await signer.page.getByRole('table', { name: 'Tasks' }).getByRole('row').filter({ hasText: contract!.task_id }).getByText('Pending Your Signature').waitFor();

  // The board: the manager's open tasks due within a year include the two it is assigned to.
  await m.goto(`/tasks?view=board&search=${RUN}&filter[due_in]=year`);
  await m.getByRole('list', { name: 'Applied filters' }).getByText('Due in: 1 year', { exact: true }).waitFor();
  const column = m.getByRole('listitem', { name: /^Pending Submission: \d+$/ });
  await column.getByRole('link', { name: `Alpha plan ${RUN} (${alpha.task_id})` }).waitFor();

  for (const errors of [manager.errors, vendor.errors, signer.errors]) expect(errors).toEqual([]);
});
