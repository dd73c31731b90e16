// The creation wizard end to end: a manager creates a project through the five steps (details with a
// new owner type, a team member, a custom field value, a scope workflow, a document upload), leaves
// at step 3 with an unsaved value (the spec's question), resumes the draft from the list at step 3,
// and lands on the project page when finishing.
import type { Browser, Page } from 'playwright-core';
import { eventually, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';

// Unique per run, so the test also passes against a long-running development server.
const RUN = Date.now().toString(36);
const NAME = `Wizard Tower ${RUN}`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const pick = async (label: string, option: string | RegExp) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
};

test('a manager creates a project through the wizard, leaving at step 3 and resuming the draft from the list', async () => {
  const errors = watchErrors(page);
  await signIn(page, 'manager@northwind.test');
  await page.waitForURL('**/projects');
  await page.goto('/projects/new');

  // Step 1: details; the project becomes a draft.
  const details = page.getByRole('form', { name: 'Project details' });
  await details.getByRole('button', { name: 'Next' }).click();
  await details.getByText('This field is required.').first().waitFor();
  await details.getByRole('textbox', { name: /Project name/ }).fill(NAME);
  await details.getByRole('textbox', { name: 'Internal number' }).fill(`WZ-${RUN}`);
  await details.getByRole('button', { name: 'Add new owner type' }).click();
  const addOwner = page.getByRole('dialog', { name: 'Add an owner type' });
  await addOwner.getByRole('textbox', { name: /Name/ }).fill(`Owner ${RUN}`);
  await addOwner.getByRole('button', { name: 'Add' }).click();
  await page.getByText('The owner type has been added.').waitFor();
  await eventually(async () => expect(await details.getByRole('combobox', { name: 'Owner type' }).inputValue()).toBe(`Owner ${RUN}`));
  await pick('Stage *', 'Bidding');
  await details.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/projects\/new\?project_id=\d+&step=2$/);
  const projectId = new URL(page.url()).searchParams.get('project_id');

  // Step 2: a team member.
  const team = page.getByRole('region', { name: 'Team' });
  await pick('Employee', /Carlos Diaz/);
  await team.getByRole('button', { name: 'Add to team' }).click();
  await team.getByRole('list', { name: 'Team members' }).getByText('Carlos Diaz').waitFor();
  await team.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/step=3$/);

  // Step 3: a value typed and not saved; Cancel asks the spec's question and leaves for the list.
  const fields = page.getByRole('region', { name: 'Custom fields' });
  await fields.getByRole('textbox', { name: /Permit number/ }).fill(`BP-${RUN}`);
  await fields.getByRole('button', { name: 'Cancel' }).click();
  const question = page.getByRole('dialog');
  await question.getByText('You have unsaved changes. Are you sure, you want to cancel them?').waitFor();
  await question.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/\/projects$/);

  // The list marks the draft; its link resumes the wizard at step 3.
  const row = page.getByRole('row').filter({ hasText: NAME });
  await row.getByText('Draft').waitFor();
  await row.getByRole('link', { name: NAME, exact: true }).click();
  await page.waitForURL(new RegExp(`/projects/new\\?project_id=${projectId}`));
  await page.locator('[aria-current="step"]', { hasText: 'Custom fields' }).waitFor();
  await fields.getByRole('textbox', { name: /Permit number/ }).fill(`BP-${RUN}`);
  await fields.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/step=4$/);

  // Step 4: the scope approval workflow from Settings.
  const scopeWorkflow = page.getByRole('region', { name: 'Scope approval workflow' });
  await scopeWorkflow.getByRole('combobox', { name: 'Workflow' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('region', { name: 'Workflows' }).getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/step=5$/);

  // Step 5: a document uploaded, listed; Finish lands on the project.
  const documents = page.getByRole('region', { name: 'Additional documents' });
  await documents.getByTestId('file-input').setInputFiles({ name: 'site-plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 e2e') });
  await documents.getByRole('button', { name: 'Upload' }).click();
  await page.getByText('1 document has been uploaded.').waitFor();
  await documents.getByRole('list', { name: 'Uploaded documents' }).getByText('site-plan.pdf').waitFor();
  await documents.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL(new RegExp(`/projects/${projectId}(/|$)`));
  expect(errors).toEqual([]);
});
