// Templates end to end (issue 10, Done when): Northwind's admin writes a subcontract template in the
// editor with merge fields (from the `{{` completion) and two signature fields, is refused an
// unknown merge field with the exact message (by the form, and by the API), files it in a
// collection by dragging it, puts a label on it and stars it, renames, archives and restores it,
// restores an earlier version and previews its PDF; the collaborator (no templates.create) sees no
// create button and the API refuses; another company sees none of it. Last, a project's Info tab
// takes one of the library's collections.
import type { Browser, Page } from 'playwright-core';
import { eventually as eventuallyWithin, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';
import { setWelcomeTourSeen } from '../support/onboarding';

// The machine is shared: lists can take a while to settle after a refetch.
const eventually = (assertion: () => Promise<void> | void) => eventuallyWithin(assertion, 30_000);

let browser: Browser;
const stamp = Date.now().toString(36);
const NAME = `Electrical Subcontract ${stamp}`;
const RENAMED = `Electrical Subcontract ${stamp} (2027)`;
const UNKNOWN = '{{unknown.thing}}';
let templateId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A call from the page's own session, as the app makes it (session cookie + XSRF header). */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown; type: string; head: string }> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.fetch(path, {
    method,
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf), accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { data: JSON.stringify(body) } : {}),
  });
  const buffer = await res.body();
  const type = res.headers()['content-type'] ?? '';
  return { status: res.status(), json: type.includes('json') ? JSON.parse(buffer.toString('utf8')) : null, type, head: buffer.subarray(0, 5).toString('latin1') };
}

async function openTemplates(email: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser, 1440);
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await setWelcomeTourSeen(page);
  await page.goto('/templates');
  await page.getByRole('table', { name: 'Templates' }).waitFor();
  return { page, errors };
}

const templateRow = (page: Page, name: string) => page.getByRole('table', { name: 'Templates' }).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

async function rowMenu(page: Page, name: string, item: string) {
  await templateRow(page, name).getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search', { exact: true }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text);
}

test('the admin writes, files, labels, stars, renames, archives, restores, versions and previews a subcontract template', async () => {
  const { page, errors } = await openTemplates('admin@northwind.test');
  // The demo library: collections and labels with counts in the side panel.
  const panel = page.getByRole('navigation', { name: 'Library' });
  await panel.getByRole('button', { name: /^Subcontractor onboarding/ }).waitFor();
  await panel.getByRole('button', { name: /^Legal reviewed/ }).waitFor();

  // ---- write it in the editor ----
  await page.getByRole('link', { name: 'New contract template' }).click();
  await page.waitForURL('**/templates/create/contract');
  await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await page.getByRole('textbox', { name: 'Description' }).fill('Electrical trade partners');
  const editor = page.getByRole('textbox', { name: 'Template body' });
  await editor.click();
  await page.keyboard.type('This agreement is made between ');
  await page.keyboard.type('{{company.na');
  await page.getByRole('listbox', { name: 'Merge fields' }).getByRole('option', { name: /company\.name/ }).first().waitFor();
  await page.keyboard.press('Enter');
  await page.keyboard.type('and ');
  await page.keyboard.type('{{vendor.na');
  await page.getByRole('listbox', { name: 'Merge fields' }).getByRole('option', { name: /vendor\.name/ }).first().waitFor();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // Two signature fields: the vendor's (external, the default) and ours.
  await page.getByRole('button', { name: 'Insert signature field' }).click();
  let signature = page.getByRole('form', { name: 'Insert signature field' });
  await signature.getByRole('button', { name: 'Insert' }).click();
  await signature.waitFor({ state: 'hidden' });
  await editor.press('Control+End');
  await page.keyboard.type(' ');
  await page.getByRole('button', { name: 'Insert signature field' }).click();
  signature = page.getByRole('form', { name: 'Insert signature field' });
  // The popover settles after it opens (its anchor is re-measured): retry the choice until it sticks.
  await eventually(async () => {
    if ((await signature.getByRole('combobox', { name: 'Signer' }).textContent({ timeout: 3000 })) === 'Internal signer') return;
    await signature.getByRole('combobox', { name: 'Signer' }).click({ timeout: 3000 });
    await page.getByRole('option', { name: 'Internal signer' }).click({ timeout: 3000 });
    expect(await signature.getByRole('combobox', { name: 'Signer' }).textContent({ timeout: 3000 })).toBe('Internal signer');
  });
  await signature.getByRole('button', { name: 'Insert' }).click();
  await signature.waitFor({ state: 'hidden' });
  await editor.getByText('External signer — Signature').waitFor();
  await editor.getByText('Internal signer — Signature').waitFor();

  // An unknown merge field typed as text is refused before anything is sent.
  await editor.press('Control+End');
  await page.keyboard.type(` ${UNKNOWN.slice(0, 2)}`);
  await page.keyboard.press('Escape');
  await page.keyboard.type(UNKNOWN.slice(2));
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/templates') posts.push(request.url());
  });
  // The form checks the body as it changes: the exact message under the body, and no create.
  await page.getByText('Invalid merge field: unknown.thing.', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Create template' }).isDisabled()).toBe(true);
  expect(posts).toHaveLength(0);
  await editor.click();
  await editor.press('Control+End');
  for (let i = 0; i < UNKNOWN.length + 1; i += 1) await page.keyboard.press('Backspace');
  await page.getByText('Invalid merge field: unknown.thing.', { exact: true }).waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Create template' }).click();
  await page.getByText('The template has been created.').waitFor();
  await page.waitForURL(/\/templates\/\d+\/edit$/);
  templateId = Number(/\/templates\/(\d+)\/edit/.exec(page.url())?.[1]);
  expect(templateId).toBeGreaterThan(0);

  // The API keeps both merge fields and both signature fields, and refuses the unknown one with the exact message.
  const saved = (await api(page, 'GET', `/api/v1/templates/${templateId}`)).json as { data: { merge_fields: string[]; signature_fields: { role: string }[]; body: unknown; version: number } };
  expect(saved.data.merge_fields).toEqual(expect.arrayContaining(['company.name', 'vendor.name']));
  expect(saved.data.signature_fields.map((f) => f.role).sort()).toEqual(['external', 'internal']);
  const refused = await api(page, 'PUT', `/api/v1/templates/${templateId}`, {
    name: NAME,
    type: 'contract',
    description: '',
    body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `Hello ${UNKNOWN}` }] }] },
  });
  expect(refused.status).toBe(422);
  expect((refused.json as { errors: Record<string, string[]> }).errors.body).toEqual(['Invalid merge field: unknown.thing.']);

  // A second save keeps a new version.
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.fill('Electrical trade partners, 2027 terms');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The template has been saved.').waitFor();

  // ---- restore the earlier version ----
  await page.getByRole('button', { name: 'Version history' }).click();
  const history = page.getByRole('dialog', { name: 'Version history' });
  const first = history.getByRole('listitem', { name: 'Version 1' });
  await first.waitFor();
  await history.getByRole('listitem', { name: 'Version 2' }).getByText('Current').waitFor();
  await first.getByRole('button', { name: 'View version 1' }).click();
  const viewer = page.getByRole('dialog', { name: 'Version 1' });
  await viewer.getByText('Electrical trade partners', { exact: true }).waitFor();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await first.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('dialog', { name: 'Restore version' }).getByRole('button', { name: 'Restore' }).click();
  await page.getByText('Version 1 has been restored.').waitFor();
  await eventually(async () => expect(await description.inputValue()).toBe('Electrical trade partners'));

  // ---- preview its PDF ----
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: /^Preview/ });
  await preview.getByRole('region', { name: 'Preview with sample values' }).getByText(/Northwind Builders/).first().waitFor();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), preview.getByRole('button', { name: 'Preview PDF' }).click()]);
  await eventually(() => expect(tab.url()).toMatch(/^blob:/));
  await tab.close();
  await preview.getByRole('button', { name: 'Close' }).click();
  const pdf = await api(page, 'GET', `/api/v1/templates/${templateId}/preview`);
  expect(pdf.status).toBe(200);
  expect(pdf.type).toContain('application/pdf');
  expect(pdf.head).toBe('%PDF-');

  // ---- file it: drag it onto a collection, a label, a favorite ----
  await page.goto('/templates');
  await search(page, stamp);
  const row = templateRow(page, NAME);
  await row.waitFor();
  const handle = row.getByRole('button', { name: `Drag ${NAME} to a collection` });
  const target = panel.getByRole('button', { name: /^Subcontractor onboarding/ });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 - 20, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await page.getByText('The templates have been added to the collection.').waitFor();
  await eventually(async () => expect(await row.textContent()).toContain('Subcontractor onboarding'));

  await rowMenu(page, NAME, 'Labels…');
  await page.getByRole('menuitemcheckbox', { name: 'Legal reviewed' }).click();
  await page.getByText('The label has been added.').waitFor();
  await row.getByText('Legal reviewed').waitFor();

  await row.getByRole('button', { name: `Add ${NAME} to favorites` }).click();
  await page.getByText('The template has been added to favorites.').waitFor();
  await row.getByRole('button', { name: `Remove ${NAME} from favorites` }).waitFor();

  // Each view of the library finds it.
  for (const view of [/^Favorites/, /^Subcontractor onboarding/, /^Legal reviewed/]) {
    await panel.getByRole('button', { name: view }).click();
    await templateRow(page, NAME).waitFor();
  }

  // ---- rename, archive, restore ----
  await panel.getByRole('button', { name: /^All templates/ }).click();
  await templateRow(page, NAME).waitFor();
  await rowMenu(page, NAME, 'Rename');
  const rename = page.getByRole('dialog', { name: 'Rename template' });
  await rename.getByRole('textbox', { name: 'Name' }).fill(RENAMED);
  await rename.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The name has been changed.').waitFor();
  await templateRow(page, RENAMED).waitFor();

  await rowMenu(page, RENAMED, 'Archive');
  const confirm = page.getByRole('dialog', { name: 'Archive template' });
  await confirm.getByText(`Are you sure you want to archive the template "${RENAMED}"?`).waitFor();
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await page.getByText('The template has been archived.').waitFor();
  await eventually(async () => expect(await templateRow(page, RENAMED).count()).toBe(0));
  await panel.getByRole('button', { name: /^Archived/ }).click();
  await templateRow(page, RENAMED).waitFor();
  await rowMenu(page, RENAMED, 'Restore');
  await page.getByText('The template has been restored.').waitFor();
  await panel.getByRole('button', { name: /^All templates/ }).click();
  await templateRow(page, RENAMED).waitFor();
  expect(errors).toEqual([]);
});

test('the collaborator sees the templates but no create button, and the API refuses a create', async () => {
  const { page } = await openTemplates('collaborator@northwind.test');
  await page.getByRole('table', { name: 'Templates' }).getByText('Standard Subcontract Agreement').waitFor();
  expect(await page.getByRole('link', { name: 'New contract template' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'New task template' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'New collection' }).count()).toBe(0);
  const refused = await api(page, 'POST', '/api/v1/templates', { name: 'Not allowed', type: 'contract', description: '', body: { type: 'doc', content: [{ type: 'paragraph' }] } });
  expect(refused.status).toBe(403);
  await page.goto('/templates/create/contract');
  await page.getByText('You do not have permission to create templates.').waitFor();
});

test('another company sees none of Northwind’s templates, and the API does not give them', async () => {
  const { page } = await openTemplates('owner@ridge.test');
  await search(page, 'Subcontract');
  await page.getByText(/No search results found|No Data yet/).first().waitFor();
  expect(await page.getByRole('table', { name: 'Templates' }).getByText('Standard Subcontract Agreement').count()).toBe(0);
  expect(templateId).toBeGreaterThan(0);
  const other = await api(page, 'GET', `/api/v1/templates/${templateId}`);
  expect([403, 404]).toContain(other.status);
  expect((await api(page, 'GET', `/api/v1/templates/${templateId}/preview`)).status).not.toBe(200);
});

test('a project’s Info > Template collection: the admin chooses one of the library’s collections and sees its templates', async () => {
  const { page } = await openTemplates('admin@northwind.test');
  const found = (await api(page, 'GET', '/api/v1/projects?search=Harbor%20Tower')).json as { data: { id: number; name: string }[] };
  const project = found.data.find((p) => p.name === 'Harbor Tower');
  expect(project).toBeDefined();
  await page.goto(`/projects/${project!.id}/info/template-collection`);
  await page.getByRole('heading', { name: 'Template collection' }).waitFor();
  await page.getByRole('combobox', { name: 'Collection' }).click();
  await page.getByRole('option', { name: /^Federal projects/ }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('The project\'s template collection has been saved.').waitFor();
  const templates = page.getByRole('table', { name: 'Templates of the collection' });
  await templates.getByText('SF 1413 Statement and Acknowledgment').waitFor();
  await page.getByText('Collection: Federal projects').waitFor();
});
