// Issue 9's "Done when", end to end in real Chromium: Northwind's manager creates a project through
// the wizard and adds a team, creates scopes for two vendors, sends one through a two-step approval
// (the second approver rejects it with a reason, it is sent again and both approve), chats with the
// vendor who answers live from another browser, and archives and restores the project. The vendor
// sees only its own scope and chat; the view-only user and a sub plan company are refused on the
// page and by the API.
import type { Browser, Page } from 'playwright-core';
import { eventually, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';
import { setWelcomeTourSeen } from '../support/onboarding';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PROJECT = `Done When Depot ${Date.now().toString(36)}`;
const WORKFLOW = `Two-step scope review ${Date.now().toString(36)}`;

/** The API as the page's signed-in user (its session cookie and XSRF token). */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const cookies = await page.context().cookies();
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const response = await page.request.fetch(`/api/v1/${path}`, {
    method,
    headers: { accept: 'application/json', 'x-xsrf-token': xsrf, ...(body ? { 'content-type': 'application/json' } : {}) },
    data: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status(), json: text ? JSON.parse(text) : null };
}

async function signedIn(email: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser);
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  await setWelcomeTourSeen(page);
  return { page, errors };
}

/** Picks an option of a select field (an MUI autocomplete) by its label. */
async function pick(page: Page, field: string | RegExp, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: field });
  await box.click();
  if (typeof option === 'string') await box.fill(option);
  await page.getByRole('option', { name: option }).first().click();
}

const scopeLink = (page: Page, name: string) => page.getByRole('table', { name: 'Scopes' }).getByRole('link', { name, exact: true });

test('the manager creates a project and scopes, sends one through two-step approval, chats with the vendor, archives and restores; others are refused', async () => {
  // Setup as Settings would have it: a scope workflow of two steps (the admin, then the owner).
  const owner = await signedIn('owner@northwind.test');
  const admin = await signedIn('admin@northwind.test');
  const ownerId = (await api(owner.page, 'GET', 'auth/user')).json.data.id as number;
  const adminId = (await api(admin.page, 'GET', 'auth/user')).json.data.id as number;
  const workflow = await api(owner.page, 'POST', 'settings/scope/approval-workflow', { name: WORKFLOW, steps: [{ approver_ids: [adminId] }, { approver_ids: [ownerId] }] });
  expect(workflow.status).toBe(200);

  // 1. The wizard: details, team, custom fields, workflows, documents; finishing lands on the project.
  const manager = await signedIn('manager@northwind.test');
  const page = manager.page;
  await page.goto('/projects');
  await page.getByRole('link', { name: 'New project' }).click();
  await page.waitForURL('**/projects/new');
  await page.getByLabel('Project name').fill(PROJECT);
  await page.getByLabel('Internal number').fill(`DW-${Date.now() % 100000}`);
  await pick(page, /^Stage/, 'Bidding');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL((url) => url.searchParams.get('step') === '2');
  const projectId = Number(new URL(page.url()).searchParams.get('project_id'));
  expect(projectId).toBeGreaterThan(0);

  const team = page.getByRole('region', { name: 'Team' });
  for (const person of [/Carlos Diaz/, /Maya Chen/]) {
    // The project's manager may be on the team already (an empty team shows no list).
    const list = team.getByRole('list', { name: 'Team members' });
    if ((await list.count()) > 0 && person.test((await list.textContent()) ?? '')) continue;
    await pick(page, 'Employee', person);
    await team.getByRole('button', { name: 'Add to team' }).click();
    await team.getByRole('list', { name: 'Team members' }).getByText(person).waitFor();
  }
  await team.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL((url) => url.searchParams.get('step') === '3');
  await page.getByRole('region', { name: 'Custom fields' }).getByRole('button', { name: 'Next' }).click();
  await page.waitForURL((url) => url.searchParams.get('step') === '4');
  const workflows = page.getByRole('region', { name: 'Workflows' });
  await workflows.getByRole('region', { name: 'Scope approval workflow' }).getByRole('combobox', { name: 'Workflow' }).click();
  await page.getByRole('option', { name: WORKFLOW }).click();
  await workflows.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL((url) => url.searchParams.get('step') === '5');
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL(`**/projects/${projectId}/tasks`);
  const project = (await api(page, 'GET', `projects/${projectId}`)).json.data;
  expect(project).toMatchObject({ name: PROJECT, is_draft: false, stage: 'Bidding' });
  const teamIds = ((await api(page, 'GET', `team/show-users?project_id=${projectId}`)).json.data as { full_name: string }[]).map((u) => u.full_name);
  expect(teamIds).toEqual(expect.arrayContaining(['Carlos Diaz', 'Maya Chen']));
  expect(project.scope_workflow_id).toBe(workflow.json.data.id);

  // 2. Scopes for two vendors.
  const scopeIds: Record<string, number> = {};
  for (const [name, vendor] of [
    ['Done When Electrical', 'Ridge Electric'],
    ['Done When Concrete', 'Bayside Concrete'],
  ] as const) {
    await page.goto(`/projects/${projectId}/scopes`);
    await page.getByRole('link', { name: 'New scope' }).click();
    await page.waitForURL(`**/projects/${projectId}/scopes/new`);
    const form = page.getByRole('form', { name: 'Scope' });
    await form.getByRole('textbox', { name: /^Name/ }).fill(name);
    await pick(page, /Vendor company/, vendor);
    await form.getByRole('textbox', { name: /^Amount/ }).fill('48000');
    await page.getByRole('button', { name: 'Create scope' }).click();
    await page.waitForURL(new RegExp(`/projects/${projectId}/scopes/\\d+$`));
    scopeIds[name] = Number(new URL(page.url()).pathname.split('/').pop());
  }
  await page.goto(`/projects/${projectId}/scopes`);
  await scopeLink(page, 'Done When Electrical').waitFor();
  await scopeLink(page, 'Done When Concrete').waitFor();
  const electrical = scopeIds['Done When Electrical'];
  const scopeUrl = `/projects/${projectId}/scopes/${electrical}`;

  // 3. Two-step approval: sent, step 1 approves, step 2 rejects with a reason (drafting again), sent again, both approve.
  const approvals = (p: Page) => p.getByRole('region', { name: 'Approvals' });
  await page.goto(scopeUrl);
  await approvals(page).getByRole('button', { name: 'Send for approval' }).click();
  await eventually(async () => expect((await api(page, 'GET', `scopes/${electrical}`)).json.data.status).toBe('pending'));
  /** Whether the page's user may act on the scope's round now (their turn, not acted yet). */
  const myTurn = async (p: Page) => {
    const me = (await api(p, 'GET', 'auth/user')).json.data.id as number;
    const round = (await api(p, 'GET', `scope/approvals?scope_id=${electrical}`)).json.data as { user_id: number; can_act: boolean }[];
    return round.some((a) => a.user_id === me && a.can_act);
  };
  const approveAs = async (p: Page) => {
    await p.goto(scopeUrl);
    const approve = approvals(p).getByRole('button', { name: 'Approve' });
    await approve.waitFor();
    expect(await myTurn(p)).toBe(true);
    // One click is enough: the server records the approval and answers before anyone is notified (the
    // notifications are queued with the change and delivered by the job runner after the answer).
    const answered = p.waitForResponse((r) => r.url().includes('/api/v1/scope/approvals/approve') && r.request().method() === 'POST');
    await approve.click();
    expect((await answered).status()).toBe(200);
    await approve.waitFor({ state: 'detached' });
    expect(await myTurn(p)).toBe(false);
  };
  await approveAs(admin.page);
  await owner.page.goto(scopeUrl);
  await approvals(owner.page).getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = owner.page.getByRole('dialog');
  await rejectDialog.getByLabel('Reason').fill('Split the lighting package into its own scope.');
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await rejectDialog.waitFor({ state: 'hidden' });
  await eventually(async () => expect((await api(page, 'GET', `scopes/${electrical}`)).json.data.status).toBe('drafting'));
  await page.reload();
  await approvals(page).getByRole('button', { name: 'Send for approval' }).click();
  await eventually(async () => expect((await api(page, 'GET', `scopes/${electrical}`)).json.data.status).toBe('pending'));
  await approveAs(admin.page);
  await approveAs(owner.page);
  await eventually(async () => expect((await api(page, 'GET', `scopes/${electrical}`)).json.data.status).toBe('not_sent'));
  const rounds = await api(page, 'GET', `scope/approval-rounds?scope_id=${electrical}`);
  expect(rounds.status).toBe(200);

  // 4. Chat: the manager writes, the vendor (another browser) sees it live and answers; the manager sees the answer live.
  const vendor = await signedIn('owner@ridge.test');
  await vendor.page.goto(scopeUrl);
  const vendorChat = vendor.page.getByRole('region', { name: 'Scope chat' });
  await vendorChat.getByText('No messages yet').waitFor();
  await page.goto(scopeUrl);
  const chat = page.getByRole('region', { name: 'Scope chat' });
  await chat.getByText('No messages yet').waitFor();
  await chat.getByRole('textbox', { name: 'Message' }).fill('Can your crew start on the 3rd?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await vendorChat.getByText('Can your crew start on the 3rd?').waitFor();
  await vendorChat.getByRole('textbox', { name: 'Message' }).fill('Yes, the crew is booked for the 3rd.');
  await vendorChat.getByRole('button', { name: 'Send' }).click();
  await chat.getByText('Yes, the crew is booked for the 3rd.').waitFor();

  // 5. The vendor sees only its own scope of the project and its chat.
  await vendor.page.goto(`/projects/${projectId}/scopes`);
  await scopeLink(vendor.page, 'Done When Electrical').waitFor();
  expect(await scopeLink(vendor.page, 'Done When Concrete').count()).toBe(0);
  expect(await vendor.page.getByRole('link', { name: 'New scope' }).count()).toBe(0);
  const concrete = scopeIds['Done When Concrete'];
  expect((await api(vendor.page, 'GET', `scopes/${concrete}`)).status).toBe(404);
  expect((await api(vendor.page, 'GET', `message/show?scope_id=${concrete}`)).status).toBe(404);
  expect((await api(vendor.page, 'GET', `message/show?scope_id=${electrical}`)).status).toBe(200);
  // A sub plan company: the upgrade toast on the page, 403 reason plan from the API.
  await vendor.page.goto('/projects');
  await vendor.page.getByRole('button', { name: 'New project' }).click();
  await vendor.page.getByText('Update your plan').waitFor();
  const planRefused = await api(vendor.page, 'POST', 'projects', { name: 'Not allowed', stage_id: 1 });
  expect(planRefused.status).toBe(403);
  expect(planRefused.json.reason).toBe('plan');
  expect((await api(vendor.page, 'POST', 'scopes', { project_id: projectId, name: 'Nope', vendor_company_id: 1 })).status).toBe(403);

  // 6. The view-only user: no New project, New scope, Archive or approval buttons; the API answers 403 permission.
  const viewer = await signedIn('viewer@northwind.test');
  await viewer.page.goto('/projects');
  await viewer.page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: PROJECT, exact: true }).waitFor();
  expect(await viewer.page.getByRole('link', { name: 'New project' }).count()).toBe(0);
  await viewer.page.goto(`/projects/${projectId}/scopes`);
  await scopeLink(viewer.page, 'Done When Electrical').waitFor();
  expect(await viewer.page.getByRole('link', { name: 'New scope' }).count()).toBe(0);
  expect(await viewer.page.getByRole('button', { name: 'Archive' }).count()).toBe(0);
  await viewer.page.goto(scopeUrl);
  await viewer.page.getByRole('region', { name: 'Approvals' }).waitFor();
  for (const action of ['Send for approval', 'Approve', 'Reject', 'Save']) expect(await viewer.page.getByRole('button', { name: action, exact: true }).count()).toBe(0);
  for (const [method, path, body] of [
    ['POST', 'projects', { name: 'Not allowed', stage_id: project.stage_id ?? 1 }],
    ['DELETE', `projects/${projectId}`, undefined],
    ['POST', 'scopes', { project_id: projectId, name: 'Nope', vendor_company_id: 1 }],
  ] as const) {
    const refused = await api(viewer.page, method, path, body);
    expect([path, refused.status, refused.json.reason]).toEqual([path, 403, 'permission']);
  }

  // 7. Archive with confirmation, then restore.
  await page.goto(`/projects/${projectId}/scopes`);
  await page.getByRole('button', { name: 'Archive' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText(`Archive the project "${PROJECT}"?`, { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await eventually(async () => expect((await api(page, 'GET', `projects/${projectId}`)).json.data.status).toBe('archived'));
  await page.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await eventually(async () => expect((await api(page, 'GET', `projects/${projectId}`)).json.data.status).toBe('active'));
  await page.goto('/projects');
  await page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: PROJECT, exact: true }).waitFor();

  for (const e of [manager.errors, owner.errors, admin.errors, vendor.errors, viewer.errors]) expect(e).toEqual([]);
});
