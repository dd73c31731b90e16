// Creating tasks end to end in real Chromium (issue 15): Northwind's manager sends Ridge Electric a
// document request, an acknowledgement and a COI request from a scope through its steps (assign,
// review, merge fields, confirm) and opens them from the success page; the same rules refuse a
// missing due date and a recurrence without an end in the page and in the API (422, items.<i>.<field>);
// then a contract goes to Ridge Electric through /tasks/create By vendors.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn, watchErrors } from '../support/browser';
import { setWelcomeTourSeen } from '../support/onboarding';

const RUN = Date.now().toString(36);
const REQUIRED = 'This field is required.';
const UNTIL_REQUIRED = 'Choose how many times the task repeats or the date it repeats until.';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function xsrfOf(page: Page) {
  const cookies = await page.context().cookies();
  return decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
}

/** The API as the page's signed-in user; answers { status, json } without throwing. */
async function call(page: Page, method: 'GET' | 'POST', path: string, data?: unknown, multipart?: Record<string, string>) {
  const response = await page.request.fetch(`/api/v1/${path}`, { method, headers: { accept: 'application/json', 'x-xsrf-token': await xsrfOf(page) }, data, multipart });
  const text = await response.text();
  return { status: response.status(), json: text ? JSON.parse(text) : null };
}
async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown, multipart?: Record<string, string>) {
  const { status, json } = await call(page, method, path, data, multipart);
  if (status >= 400) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
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
const usDay = (offsetDays: number) => {
  const [y, m, d] = isoDay(offsetDays).split('-');
  return `${m}${d}${y}`;
};

/** Types a date into the MUI picker named `label` inside `scope`. */
async function typeDate(scope: ReturnType<Page['locator']> | Page, page: Page, label: string, mmddyyyy: string) {
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(mmddyyyy);
}

async function choose(scope: ReturnType<Page['locator']>, page: Page, label: string, option: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('from a scope: a document request, an acknowledgement and a COI request through assign, review, merge fields and confirm', async () => {
  const manager = await signedIn('manager@northwind.test');
  const m = manager.page;
  const me = (await api(m, 'GET', 'auth/user')).data as { id: number };
  const ridge = ((await api(m, 'GET', 'scope/vendor-options')).data as { id: number; name: string; users: { id: number }[] }[]).find((v) => v.name === 'Ridge Electric')!;
  const stage = (await api(m, 'GET', 'project/stage')).data[0];
  const projectId = (await api(m, 'POST', 'projects', { name: `Tasks create e2e ${RUN}`, stage_id: stage.id })).data.id as number;
  const scopeId = (await api(m, 'POST', 'scopes', undefined, { project_id: String(projectId), name: `Wiring ${RUN}`, vendor_company_id: String(ridge.id), amount: '48000' })).data.id as number;
  await api(m, 'POST', 'templates', {
    name: `Site rules ${RUN}`,
    type: 'acknowledgement',
    description: '',
    body: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: `Hard hats at all times on ` }, { type: 'mergeField', attrs: { name: 'project.name' } }, { type: 'text', text: '.' }] }],
    },
  });

  // The server refuses what the page refuses, with the same sentences (items.<i>.<field>).
  const base = { project_id: projectId, scope_id: scopeId, vendor_company_id: ridge.id, internal_assignee_id: me.id, external_assignee_id: ridge.users[0].id, type: 'document-request', name: `Refused ${RUN}` };
  const refused = await call(m, 'POST', 'tasks', { items: [{ ...base }, { ...base, due_date: isoDay(10), recurrence_every: 1, recurrence_period: 'week' }] });
  expect(refused.status).toBe(422);
  expect(refused.json.errors['items.0.due_date']).toEqual([REQUIRED]);
  expect(refused.json.errors['items.1.recurrence_until_repeats']).toEqual([UNTIL_REQUIRED]);

  await m.goto(`/projects/${projectId}/scopes/${scopeId}/tasks`);
  await m.waitForURL(`**/scopes/${scopeId}/tasks/assign`);
  const first = m.getByRole('region', { name: 'Document 1' });
  expect(await first.getByRole('combobox', { name: 'External assignee' }).inputValue()).not.toBe('');
  expect(await first.getByRole('textbox', { name: 'Package' }).inputValue()).toBe(`Wiring ${RUN}`);
  await choose(first, m, 'Document type', 'Document Request');
  await first.getByRole('textbox', { name: 'Task name' }).fill(`Safety plan ${RUN}`);
  await first.getByRole('textbox', { name: 'Description' }).fill('Upload your signed site safety plan.');

  // A missing due date and a recurrence without an end stop the step with the spec's messages.
  await m.getByRole('button', { name: 'Next' }).click();
  await first.getByText(REQUIRED).first().waitFor();
  await typeDate(first, m, 'Due date', usDay(14));
  await first.getByRole('switch', { name: 'Recurrence' }).click();
  await m.getByRole('button', { name: 'Next' }).click();
  await first.getByText(UNTIL_REQUIRED).waitFor();
  await first.getByRole('switch', { name: 'Recurrence' }).click();
  await first.getByRole('button', { name: 'High' }).click();

  await m.getByRole('button', { name: 'Add another document' }).click();
  const second = m.getByRole('region', { name: 'Document 2' });
  await choose(second, m, 'Document type', 'Acknowledgement');
  await choose(second, m, 'Template', `Site rules ${RUN}`);
  expect(await second.getByRole('textbox', { name: 'Task name' }).inputValue()).toBe(`Site rules ${RUN}`);
  await m.getByRole('button', { name: 'Add another document' }).click();
  const third = m.getByRole('region', { name: 'Document 3' });
  await choose(third, m, 'Document type', 'Certificate Of Insurance');
  await third.getByRole('textbox', { name: 'Task name' }).fill(`Insurance ${RUN}`);
  await third.getByRole('textbox', { name: 'Description' }).fill('Your current general liability certificate.');
  await m.getByRole('button', { name: 'Next' }).click();

  // Review: the acknowledgement's document filled with the project's name.
  await m.waitForURL('**/tasks/review');
  await m.getByRole('region', { name: `Document preview: Site rules ${RUN}` }).getByText(`Hard hats at all times on Tasks create e2e ${RUN}.`).waitFor();
  await m.getByRole('region', { name: `Document preview: Safety plan ${RUN}` }).getByText('Upload your signed site safety plan.').waitFor();
  await m.getByRole('button', { name: 'Next' }).click();
  await m.waitForURL('**/tasks/merge-fields');
  await m.getByRole('region', { name: 'Document 2' }).getByRole('textbox', { name: 'project.name' }).waitFor();
  await m.getByRole('button', { name: 'Next' }).click();

  await m.waitForURL('**/tasks/confirm');
  expect(await m.getByLabel(`Summary of Safety plan ${RUN}`).textContent()).toContain('High');
  await m.getByRole('button', { name: 'Send' }).click();
  await m.waitForURL('**/tasks/success');
  await m.getByText('3 tasks created successfully.').first().waitFor();
  const created = m.getByRole('list', { name: 'Created tasks' });
  await created.getByRole('link', { name: new RegExp(`Site rules ${RUN}`) }).click();
  await m.waitForURL(/\/tasks\/\d+\/acknowledgement$/);
  await m.getByRole('heading', { level: 1, name: `Site rules ${RUN}` }).waitFor();

  const listed = (await api(m, 'GET', `task/list?project_id=${projectId}&per_page=10`)).data as { task_name: string; priority: string }[];
  expect(listed.map((t) => t.task_name).sort()).toEqual([`Insurance ${RUN}`, `Safety plan ${RUN}`, `Site rules ${RUN}`].sort());
  expect(manager.errors).toEqual([]);
});

test('by vendors: a contract to Ridge Electric on a chosen project', async () => {
  const manager = await signedIn('manager@northwind.test');
  const m = manager.page;
  const stage = (await api(m, 'GET', 'project/stage')).data[0];
  const projectName = `Vendors flow e2e ${RUN}`;
  await api(m, 'POST', 'projects', { name: projectName, stage_id: stage.id });
  await api(m, 'POST', 'templates', {
    name: `Subcontract ${RUN}`,
    type: 'contract',
    description: '',
    body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'This subcontract is made with ' }, { type: 'mergeField', attrs: { name: 'vendor.name' } }, { type: 'text', text: '.' }] }] },
  });

  await m.goto('/tasks/create');
  await m.getByRole('button', { name: /By vendors/ }).click();
  await m.waitForURL('**/tasks/vendors');
  await m.getByRole('checkbox', { name: 'Ridge Electric' }).check();
  await m.getByRole('button', { name: 'Next' }).click();
  await m.waitForURL('**/tasks/vendors/templates');
  await m.getByRole('searchbox', { name: 'Search templates' }).fill(`Subcontract ${RUN}`);
  await m.getByRole('checkbox', { name: `Subcontract ${RUN}` }).check();
  await m.getByRole('button', { name: 'Next' }).click();
  await m.waitForURL('**/tasks/vendors/summary');

  // The project is required per vendor.
  await typeDate(m.getByRole('region', { name: 'For every task' }), m, 'Due date', usDay(21));
  await m.getByRole('button', { name: 'Send 1 task' }).click();
  const ridgeRow = m.getByRole('group', { name: 'Ridge Electric' });
  await ridgeRow.getByText(REQUIRED).waitFor();
  await ridgeRow.getByRole('combobox', { name: 'Project' }).fill(projectName);
  await m.getByRole('option', { name: projectName }).click();
  await m.getByRole('region', { name: `Merge fields: Subcontract ${RUN} for Ridge Electric` }).getByRole('textbox', { name: 'vendor.name' }).waitFor();
  await m.getByRole('button', { name: 'Send 1 task' }).click();
  await m.waitForURL('**/tasks/success');
  await m.getByRole('heading', { name: 'Task created successfully.' }).waitFor();
  await m.getByRole('list', { name: 'Created tasks' }).getByRole('link', { name: new RegExp(`Subcontract ${RUN}`) }).click();
  await m.waitForURL(/\/tasks\/\d+\/contract$/);
  await m.getByRole('heading', { level: 1, name: `Subcontract ${RUN}` }).waitFor();
  expect(manager.errors).toEqual([]);
});
