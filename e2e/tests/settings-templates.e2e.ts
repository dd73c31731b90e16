// Settings templates end to end: the owner adds a merge field, words the password-reset e-mail
// with it through the `{{` completion (preview with sample values), and the next reset mail uses
// that wording; then a contract approval workflow is created, copied and the copy deleted.
import type { Browser, Page } from 'playwright-core';
import { lastMailId, latestMail, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';

// Unique per run, so the test also passes against a long-running development server.
const RUN = Date.now().toString(36);
const FIELD = `support.phone_${RUN}`;
const TEMPLATE = `Reset ${RUN}`;
const WORKFLOW = `E2E approval ${RUN}`;

let browser: Browser;
let owner: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newPage(browser);
  errors = watchErrors(owner);
  await signIn(owner, 'owner@northwind.test');
  await owner.waitForURL('**/projects');
});
afterAll(async () => {
  await browser?.close();
});

test('the owner adds a merge field of the company', async () => {
  await owner.goto('/settings/templates/document-templates');
  const table = owner.getByRole('table', { name: 'Merge fields' });
  await table.getByText('{{company.address}}').waitFor();
  await owner.getByRole('button', { name: 'Add merge field' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Add merge field' });
  await dialog.getByLabel(/^Name/).fill('bad name!');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Field must have only Letters, numbers and _ : . - chars.').waitFor();
  await dialog.getByLabel(/^Name/).fill(FIELD);
  await dialog.getByLabel('Description').fill('Support line');
  await dialog.getByLabel('Default value').fill('555-0100');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await owner.getByText('The merge field has been saved.').waitFor();
  await owner.getByRole('searchbox', { name: 'Search' }).fill(FIELD);
  await table.getByText(`{{${FIELD}}}`).waitFor();
  await table.getByText('{{company.address}}').waitFor({ state: 'detached' });
});

test('the merge field list lives in the URL: a searched page 2 comes back after leaving the page and pressing Back', async () => {
  await owner.goto('/settings/templates/document-templates');
  const table = owner.getByRole('table', { name: 'Merge fields' });
  // The pager moves at once while page 1's rows stay until page 2 arrives (kept previous data): read rows once loaded.
  const settled = () => owner.locator('table[aria-label="Merge fields"][aria-busy="false"]').waitFor();
  const firstField = async () => (await table.locator('tbody tr').first().locator('td').first().textContent()) ?? '';
  await table.getByText('{{company.address}}').waitFor();
  await owner.getByRole('searchbox', { name: 'Search' }).fill('e');
  await owner.waitForURL(/\/settings\/templates\/document-templates\?search=e$/);
  await owner.getByRole('button', { name: 'Go to page 2' }).click();
  await owner.waitForURL(/\/settings\/templates\/document-templates\?search=e&page=2$/);
  await owner.getByText(/11-20 of \d+/).waitFor();
  await settled();
  const firstOnPage2 = await firstField();
  expect(firstOnPage2).toMatch(/^\{\{.+\}\}$/);

  await owner.getByRole('navigation', { name: 'Settings menu' }).getByRole('link', { name: 'Email Templates' }).click();
  await owner.waitForURL('**/settings/templates/email-templates');
  await owner.goBack();
  await owner.waitForURL(/\/settings\/templates\/document-templates\?search=e&page=2$/);
  await owner.getByText(/11-20 of \d+/).waitFor();
  await settled();
  expect(await firstField()).toBe(firstOnPage2);
  expect(await owner.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('e');
});

test('the owner words the password-reset e-mail; the next reset mail uses it', async () => {
  await owner.goto('/settings/templates/email-templates');
  await owner.getByRole('link', { name: 'Create template' }).click();
  await owner.waitForURL('**/email-templates/create');
  await owner.getByLabel(/^Name/).fill(TEMPLATE);
  await owner.getByRole('combobox', { name: 'Used for' }).click();
  await owner.getByRole('option', { name: 'Password reset' }).click();
  const subject = owner.getByRole('combobox', { name: /^Subject/ });
  await subject.click();
  await owner.keyboard.type('Reset your {{comp');
  await owner.getByRole('option', { name: /\{\{company\.name\}\}/ }).click();
  await owner.keyboard.type(' password');
  expect(await subject.inputValue()).toBe('Reset your {{company.name}} password');
  const body = owner.getByRole('combobox', { name: /^Body/ });
  await body.fill('Call {{support.phon}} or use {{mail.link}}');
  await body.blur();
  await owner.getByText('Invalid merge field: support.phon.').waitFor();
  await body.fill(`Call {{${FIELD}}} or use {{mail.link}}`);
  const preview = owner.getByRole('region', { name: 'Preview' });
  await preview.getByText('Reset your Northwind Builders password').waitFor();
  await preview.getByText('Call 555-0100 or use https://', { exact: false }).waitFor();
  await owner.getByRole('button', { name: 'Save' }).click();
  await owner.getByText('The e-mail template has been created.').waitFor();
  await owner.getByRole('heading', { name: TEMPLATE }).waitFor();

  const guest = await newPage(browser);
  const since = await lastMailId('manager@northwind.test');
  await guest.goto('/recovery-password');
  await guest.getByLabel('Email').fill('manager@northwind.test');
  await guest.getByRole('button', { name: 'Send reset link' }).click();
  const mail = await latestMail('manager@northwind.test', since);
  expect(mail.subject).toBe('Reset your Northwind Builders password');
  expect(mail.text).toMatch(/^Call 555-0100 or use https?:\/\/\S+reset-password\?token=\S+$/);
  await guest.context().close();
});

test('deleting the template brings the default wording back; the field can then go too', async () => {
  await owner.goto('/settings/templates/email-templates');
  await owner.getByRole('button', { name: `Delete ${TEMPLATE}` }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await owner.getByText('The e-mail template has been deleted.').waitFor();
  await owner.getByRole('link', { name: TEMPLATE }).waitFor({ state: 'detached' });

  await owner.goto('/settings/templates/document-templates');
  await owner.getByRole('searchbox', { name: 'Search' }).fill(FIELD);
  await owner.getByRole('button', { name: `Delete ${FIELD}` }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await owner.getByText('The merge field has been deleted.').waitFor();
});

test('the owner creates a contract approval workflow with two steps, copies it and deletes the copy', async () => {
  await owner.goto('/settings/project/contract-approval');
  const table = owner.getByRole('table', { name: 'Contract Approvals' });
  await table.getByText('Standard subcontract approval').waitFor();
  await owner.getByRole('button', { name: 'Create workflow' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Create approval workflow' });
  await dialog.getByLabel(/^Name/).fill(WORKFLOW);
  await dialog.getByRole('combobox', { name: 'Step 1 approvers' }).click();
  await owner.getByRole('option', { name: /Maya Chen/ }).click();
  await dialog.getByRole('button', { name: 'Add step' }).click();
  await dialog.getByRole('combobox', { name: 'Step 2 approvers' }).click();
  await owner.getByRole('option', { name: /Olivia Northwind/ }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await owner.getByText('The approval workflow has been created.').waitFor();
  const row = table.getByRole('row').filter({ hasText: WORKFLOW }).first();
  await row.getByText('Maya Chen').waitFor();

  await owner.getByRole('button', { name: `Copy ${WORKFLOW}` }).click();
  await owner.getByText(`The approval workflow has been copied as "${WORKFLOW} (copy)".`).waitFor();
  await owner.getByRole('button', { name: `Delete ${WORKFLOW} (copy)` }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await owner.getByText('The approval workflow has been deleted.').waitFor();

  // A workflow that projects use is refused, with the reason.
  await owner.getByRole('button', { name: 'Delete Standard subcontract approval' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await owner.getByText(/^This workflow is used by \d+ projects? and can not be deleted\./).waitFor();
  expect(errors).toEqual([]);
});

test('Document Naming is in the Project menu; leaving an edited e-mail template or pattern asks first', async () => {
  await owner.goto('/settings');
  const project = owner.getByRole('region', { name: 'Project' });
  await project.getByRole('link', { name: /Document Naming/ }).click();
  await owner.waitForURL('**/settings/project/document-naming');
  const pattern = owner.getByRole('combobox', { name: /Document name pattern/ });
  await pattern.waitFor();
  await pattern.fill('{{project.name}} draft');
  const menu = owner.getByRole('navigation', { name: 'Settings menu' });
  await menu.getByRole('link', { name: 'Email Templates' }).click();
  const ask = owner.getByRole('dialog').filter({ hasText: 'You have unsaved changes. Are you sure, you want to cancel them?' });
  await ask.waitFor();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  expect(owner.url()).toMatch(/\/settings\/project\/document-naming$/);
  expect(await pattern.inputValue()).toBe('{{project.name}} draft');
  await menu.getByRole('link', { name: 'Email Templates' }).click();
  await ask.getByRole('button', { name: 'Confirm' }).click();
  await owner.waitForURL('**/settings/templates/email-templates');

  await owner.getByRole('link', { name: 'Create template' }).click();
  await owner.waitForURL('**/email-templates/create');
  await owner.getByRole('textbox', { name: /^Name/ }).fill(`Draft ${RUN}`);
  await menu.getByRole('link', { name: 'Merge Fields' }).click();
  await ask.waitFor();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  expect(owner.url()).toMatch(/\/email-templates\/create$/);
  await menu.getByRole('link', { name: 'Merge Fields' }).click();
  await ask.getByRole('button', { name: 'Confirm' }).click();
  await owner.waitForURL('**/settings/templates/document-templates');
  expect(errors).toEqual([]);
});
