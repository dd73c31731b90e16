// Settings > Account end to end: the Northwind owner edits the company details (masked tax ID,
// an office, a subsidiary with its attachment downloaded and then deleted), sets a sender e-mail
// and verifies it from the mailed link, opens the Company Info card; a sub-plan owner sees the
// subsidiary upgrade prompt, requests the upgrade, and the operator sees the request.
import type { Browser, Page } from 'playwright-core';
import { eventually, lastMailId, latestMail, launchBrowser, newPage, signIn, signInAsOperator, watchErrors } from '../support/browser';
import { setWelcomeTourSeen } from '../support/onboarding';

// Unique per run, so the test also passes against a long-running development server.
const RUN = Date.now().toString(36);

let browser: Browser;
let owner: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newPage(browser);
  await signIn(owner, 'owner@northwind.test');
  await owner.waitForURL('**/projects');
});
afterAll(async () => {
  await browser?.close();
});

test('the owner edits the company details, offices and subsidiaries', async () => {
  const errors = watchErrors(owner);
  await owner.goto('/settings/account/company-details');
  const general = owner.getByRole('form', { name: 'General information' });
  const dba = general.getByLabel('DBA');
  const tid = general.getByLabel('Tax ID / EIN');
  await dba.waitFor();
  const original = { dba: await dba.inputValue(), tid: await tid.inputValue() };
  await dba.fill(`Northwind ${RUN}`);
  await tid.fill('');
  await tid.pressSequentially('4455667788');
  expect(await tid.inputValue()).toBe('44-5566778');
  // The tax ID is unique across companies; keep the seeded one so other files' data stays valid.
  await tid.fill(original.tid);
  await general.getByRole('button', { name: 'Save' }).click();
  await owner.getByText('Company details have been saved.').waitFor();

  const officeName = `Yard ${RUN}`;
  await owner.getByRole('button', { name: 'Add Office' }).click();
  const officeDialog = owner.getByRole('dialog', { name: 'Add Office' });
  await officeDialog.getByRole('button', { name: 'Save' }).click();
  await officeDialog.getByText('This field is required.').waitFor();
  await officeDialog.getByLabel(/Office or Subsidiary Name/).fill(officeName);
  await officeDialog.getByLabel('City').fill('Oakland');
  await officeDialog.getByRole('button', { name: 'Save' }).click();
  await owner.getByText('The office has been saved.').waitFor();
  await owner.getByRole('table', { name: 'Office and Subsidiary Locations' }).getByText(officeName).waitFor();

  const subName = `Northwind West ${RUN}`;
  await owner.getByRole('button', { name: 'Add Subsidiary' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Add Subsidiary Company' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('This field is required.').first().waitFor();
  await dialog.getByLabel(/Company name/).fill(subName);
  await dialog.getByLabel(/DBA/).fill('NW West');
  await dialog.getByLabel(/Website/).fill('https://west.example.com');
  await dialog.getByLabel(/Tax ID/).pressSequentially('123456789');
  for (const label of ['Primary contact', 'Default assignee', 'Default signer']) {
    await dialog.getByRole('combobox', { name: label }).click();
    await owner.getByRole('option').first().click();
  }
  await dialog.getByTestId('file-input').setInputFiles({ name: 'w9.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 e2e') });
  await dialog.getByText('w9.pdf').waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await owner.getByText('The subsidiary company has been added.').waitFor();
  const table = owner.getByRole('table', { name: 'Subsidiary Companies' });
  const row = table.getByRole('row').filter({ hasText: subName });
  await row.getByText('12-3456789').waitFor();

  const [download] = await Promise.all([owner.waitForEvent('download'), row.getByRole('button', { name: `Download the file of ${subName}` }).click()]);
  expect(download.suggestedFilename()).toBe('w9.pdf');

  await row.getByRole('button', { name: `Delete subsidiary ${subName}` }).click();
  const confirm = owner.getByRole('dialog').filter({ hasText: `Are you sure you want to delete subsidiary company "${subName}"?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await owner.getByText('The subsidiary company has been deleted.').waitFor();
  await row.waitFor({ state: 'detached' });

  // Tidy up the office so reruns keep the list short.
  await owner.getByRole('button', { name: `Remove office ${officeName}` }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await owner.getByText('The office has been removed.').waitFor();

  // Put the general info back for the other end-to-end files.
  await dba.fill(original.dba);
  await general.getByRole('button', { name: 'Save' }).click();
  // Saved: the form is clean again, so Save is disabled.
  await eventually(async () => expect(await general.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true));
  expect(await tid.inputValue()).toBe(original.tid);
  expect(errors).toEqual([]);
});

test('a sender e-mail is used once the mailed link is opened', async () => {
  const errors = watchErrors(owner);
  const address = `billing-${RUN}@northwind.test`;
  await owner.goto('/settings/account/account-details');
  const plan = owner.getByRole('region', { name: 'Plan' });
  await plan.getByText('General plan').waitFor();
  const sender = owner.getByRole('region', { name: 'Sender e-mail' });
  const since = await lastMailId(address);
  await sender.getByLabel('New sender e-mail').fill(address);
  await sender.getByRole('button', { name: 'Send verification link' }).click();
  await owner.getByText(`A verification link has been sent to ${address}.`).waitFor();
  await sender.getByText(`${address} is waiting for verification`, { exact: false }).waitFor();
  const mail = await latestMail(address, since);
  const link = new URL(/(https?:\/\/\S+)/.exec(mail.text)![1]);
  await owner.goto(`${link.pathname}${link.search}`);
  await owner.getByText('The sender e-mail has been verified.').waitFor();
  await sender.getByText(`Verified sender e-mail: ${address}`).waitFor();
  await sender.getByRole('button', { name: 'Use the platform address' }).click();
  await owner.getByText('The platform sender is used again.').waitFor();
  expect(errors).toEqual([]);
});

test('Company Info shows the own company card from the account menu', async () => {
  await owner.goto('/settings');
  await owner.getByRole('button', { name: /^Account menu/ }).click();
  await owner.getByRole('menuitem', { name: 'Company Info' }).click();
  await owner.waitForURL('**/company-info/*');
  await owner.getByRole('heading', { name: 'Northwind Builders' }).waitFor();
  await owner.getByText('General Contractor').waitFor();
  await owner.getByRole('link', { name: 'Edit company details' }).waitFor();
});

test('a sub-plan owner sees the upgrade prompt, asks for the upgrade, and the operator sees it', async () => {
  const sub = await newPage(browser);
  const errors = watchErrors(sub);
  await signIn(sub, 'owner@ridge.test');
  await sub.waitForURL('**/projects');
  await setWelcomeTourSeen(sub); // Ridge is a sub contractor: its welcome tour would cover the page.
  await sub.goto('/settings/account/company-details');
  await sub.getByText('Subsidiary companies are available on the General plan').waitFor();
  expect(await sub.getByRole('button', { name: 'Add Subsidiary' }).count()).toBe(0);
  await sub.getByRole('link', { name: 'Upgrade now' }).click();
  await sub.waitForURL('**/settings/account/account-details');
  const plan = sub.getByRole('region', { name: 'Plan' });
  await plan.getByText('Sub plan').waitFor();
  const pending = plan.getByText(/Upgrade requested on/);
  // A rerun against the same server finds the request of the first run still pending.
  if (!(await pending.count())) {
    await plan.getByRole('button', { name: 'Upgrade now' }).click();
    const dialog = sub.getByRole('dialog', { name: 'Request the General plan' });
    await dialog.getByLabel('Message (optional)').fill(`We run our own projects now (${RUN}).`);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await sub.getByText('Your upgrade request has been sent. We will contact you shortly.').waitFor();
  }
  await pending.waitFor();
  const companyId = await sub.evaluate(async () => ((await (await fetch('/api/v1/auth/user')).json()) as { data: { company: { id: number } } }).data.company.id);
  expect(errors).toEqual([]);
  await sub.context().close();

  const operator = await newPage(browser);
  await signInAsOperator(operator);
  await operator.waitForURL('**/superadmin/company');
  await operator.goto(`/superadmin/company/${companyId}`);
  await operator.getByText('Upgrade to the General plan requested').waitFor();
  await operator.context().close();
});
