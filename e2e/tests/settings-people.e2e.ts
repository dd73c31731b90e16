// Settings people end to end: the owner invites an employee, the employee accepts from the
// mailed link and is signed in; the owner takes a permission from the employee's role and the
// employee is refused on the next request (no sign-out); My Profile save updates the header.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, lastMailId, latestMail, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';

// Unique per run, so the test also passes against a long-running development server.
const RUN = Date.now().toString(36);
const HIRE = `hire-${RUN}@northwind.test`;

let browser: Browser;
let owner: Page;
let employee: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newPage(browser);
  employee = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

test('the owner sees the employees and invites a new one as a Collaborator', async () => {
  const errors = watchErrors(owner);
  await signIn(owner, 'owner@northwind.test');
  await owner.waitForURL('**/projects');
  await owner.goto('/settings/account/company-users');
  const table = owner.getByRole('table', { name: 'Employees' });
  await table.getByRole('link', { name: 'Maya Chen', exact: true }).waitFor();
  await table.getByText('Estimator, Project Manager').first().waitFor();

  const since = await lastMailId(HIRE);
  await owner.getByRole('button', { name: 'Invite employees' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Invite employees' });
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await dialog.getByText('This field is required.').first().waitFor();
  await dialog.getByLabel('Email 1').fill(HIRE);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await owner.getByRole('option', { name: 'Collaborator' }).click();
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await owner.getByText('The invitation has been sent.').waitFor();

  await owner.getByRole('tab', { name: 'Invited employees' }).click();
  await owner.waitForURL('**/company-users/invited-employees');
  const row = owner.getByRole('row').filter({ hasText: HIRE });
  await row.getByText('Pending').waitFor();
  const mail = await latestMail(HIRE, since);
  expect(mail.subject).toBe('Contract Hub: Olivia Northwind invited you to join Northwind Builders');
  expect(errors).toEqual([]);
});

test('the employees table fits a 1400 px window beside the settings menu, every column within reach', async () => {
  const wide = await newPage(browser, 1400);
  await signIn(wide, 'owner@northwind.test');
  await wide.waitForURL('**/projects');
  await wide.goto('/settings/account/company-users');
  const table = wide.getByRole('table', { name: 'Employees' });
  await table.getByRole('link', { name: 'Maya Chen', exact: true }).waitFor();
  const overflow = await table.evaluate((el) => {
    const box = el.parentElement as HTMLElement;
    return { scroll: box.scrollWidth, client: box.clientWidth, page: document.documentElement.scrollWidth, window: window.innerWidth };
  });
  expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
  expect(overflow.page).toBeLessThanOrEqual(overflow.window);
  expect(await table.getByRole('columnheader', { name: 'Last activity' }).isVisible()).toBe(true);
  await table.getByRole('button', { name: 'Archive Maya Chen' }).waitFor();
  // The open filter panel stays inside the window too.
  await wide.getByRole('button', { name: 'Filters' }).click();
  const panel = wide.getByRole('region', { name: 'Filters' });
  await panel.getByRole('button', { name: 'Search' }).waitFor();
  const edge = await panel.evaluate((el) => ({ right: el.getBoundingClientRect().right, page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(edge.right).toBeLessThanOrEqual(edge.window);
  expect(edge.page).toBeLessThanOrEqual(edge.window);
  await wide.getByRole('button', { name: 'Filters' }).click();
  // The other settings lists beside the menu fit too.
  for (const [path, name] of [
    ['/settings/account/company-users/invited-employees', 'Invited employees'],
    ['/settings/project/contract-approval', 'Contract Approvals'],
  ]) {
    await wide.goto(path);
    const list = wide.getByRole('table', { name });
    await list.getByRole('row').nth(1).waitFor();
    const box = await list.evaluate((el) => ({ scroll: (el.parentElement as HTMLElement).scrollWidth, client: (el.parentElement as HTMLElement).clientWidth }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
  }
  await wide.context().close();
});

test('the employee accepts from the mailed link and is signed in to the company', async () => {
  const mail = await latestMail(HIRE);
  const link = new URL(/https?:\/\/\S+\/user\/sign-up\?token=\S+/.exec(mail.text)![0]);
  await employee.goto(`${link.pathname}${link.search}`);
  expect(await employee.getByLabel('Email').inputValue()).toBe(HIRE);
  await employee.getByLabel('First name').fill('Hana');
  await employee.getByLabel('Last name').fill('Ito');
  await employee.getByLabel(/^Password/).fill('Hana!2026x');
  await employee.getByLabel('Confirm password').fill('Hana!2026x');
  await employee.getByRole('button', { name: 'Create account' }).click();
  await employee.waitForURL('**/projects');
  await employee.getByRole('button', { name: 'Account menu for Hana Ito' }).waitFor();

  // The invitation now reads Accepted; the new employee is listed with the role.
  await owner.reload();
  await owner.getByRole('row').filter({ hasText: HIRE }).getByText('Accepted').waitFor();
  await employee.goto('/settings/account/company-users');
  await employee.getByRole('table', { name: 'Employees' }).getByText('Hana Ito').waitFor();
});

test('a permission taken from the role refuses the employee on the next request, without signing out', async () => {
  await owner.goto('/settings/account/permission-group');
  await owner.getByRole('combobox', { name: 'Role' }).click();
  await owner.getByRole('option', { name: 'Collaborator' }).click();
  const view = owner.getByRole('checkbox', { name: 'Employees: View' });
  const communication = owner.getByRole('checkbox', { name: 'Employees: Communication' });
  await view.waitFor();
  // Communication needs view: while it is on, view is locked on.
  expect(await view.isChecked()).toBe(true);
  expect(await view.isDisabled()).toBe(true);
  await communication.uncheck();
  expect(await view.isDisabled()).toBe(false);
  await communication.check();
  // The row's check-all-off control takes every right of the row.
  await owner.getByRole('button', { name: 'Turn off every permission of Employees' }).click();
  expect(await view.isChecked()).toBe(false);
  expect(await communication.isChecked()).toBe(false);
  await owner.getByRole('button', { name: 'Save' }).click();
  await owner.getByText('The permission group has been saved.').waitFor();

  // The employee's open page asks again: refused, still signed in.
  const refused = await employee.request.get(`${baseUrl}/api/v1/employees`);
  expect(refused.status()).toBe(403);
  const me = await employee.request.get(`${baseUrl}/api/v1/auth/user`);
  expect(me.status()).toBe(200);
  // In the app, without a reload: the next move inside Settings brings the new rights to the menu
  // and the page gates.
  const menu = employee.getByRole('navigation', { name: 'Settings menu' });
  await menu.getByRole('link', { name: 'Company Details' }).click();
  await employee.waitForURL('**/settings/account/company-details');
  await employee.getByRole('heading', { name: 'Company Details', level: 1 }).waitFor();
  await menu.getByRole('link', { name: 'Employees' }).waitFor({ state: 'detached' });
  await employee.goBack();
  await employee.waitForURL('**/permissions-error');

  // Restored for the next runs against the same data.
  await owner.getByRole('checkbox', { name: 'Employees: Communication' }).check();
  const saved = owner.waitForResponse((r) => r.url().endsWith('/api/v1/settings/company/permission') && r.request().method() === 'POST');
  await owner.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  expect((await employee.request.get(`${baseUrl}/api/v1/employees`)).status()).toBe(200);

  // The collaborator's settings menu holds exactly what its gates allow (DOMAIN.md 2 defaults).
  await employee.goto('/settings');
  await employee.getByRole('region', { name: 'Account' }).waitFor();
  expect(await employee.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Company Details', 'Employees']);
  expect(await employee.getByRole('region', { name: 'Templates' }).count()).toBe(0);
  expect((await employee.request.get(`${baseUrl}/api/v1/settings/email-template/list`)).status()).toBe(403);
  await employee.goto('/settings/templates/email-templates');
  await employee.waitForURL('**/permissions-error');
});

test('My Profile: saving the name updates the header', async () => {
  await employee.getByRole('button', { name: 'Account menu for Hana Ito' }).click();
  await employee.getByRole('menuitem', { name: 'My Profile' }).click();
  await employee.waitForURL('**/profile/*');
  const first = employee.getByLabel('First name');
  await first.waitFor();
  await first.fill('');
  // Fields validate on blur.
  await first.blur();
  await employee.getByText('This field is required.').waitFor();
  await first.fill('Hanako');
  await employee.getByLabel('Phone').fill('+1 206 555 0199');
  await employee.getByRole('button', { name: 'Save' }).click();
  await employee.getByText('Your profile has been saved.').waitFor();
  await employee.getByRole('button', { name: 'Account menu for Hanako Ito' }).waitFor();
  // Still saved after a reload.
  await employee.reload();
  expect(await employee.getByLabel('Phone').inputValue()).toBe('+1 206 555 0199');
});
