// Network invitations end to end, through the mailed links: Northwind Builders invites two
// companies by e-mail; the first contact accepts, signs up as the owner of a new sub contractor
// company and finds Northwind's people among its network users; the second declines; a used link
// goes to the expired page. The inviter's Invited list reads Accepted and Declined. When another
// company invites Grace's (existing) company, the link asks her to sign in, brings her back and
// she accepts as its owner; a user of another company is told an administrator must accept.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, lastMailId, latestMail, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';

// Unique per run, so the test also passes against a long-running development server.
const RUN = Date.now().toString(36);
const ACCEPTER = `grace-${RUN}@coastal-glazing.test`;
const DECLINER = `tom-${RUN}@timberline.test`;
const NEW_COMPANY = `Coastal Glazing ${RUN}`;

/** The inviting owner, talking to the API like the browser does (session cookie + XSRF header). */
class OwnerApi {
  cookies = new Map<string, string>();
  private keep(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    if (!this.cookies.has('XSRF-TOKEN')) this.keep(await fetch(`${baseUrl}/api/sanctum/csrf-cookie`));
    const res = await fetch(`${baseUrl}/api/v1/${path}`, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        accept: 'application/json',
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    this.keep(res);
    const json = (await res.json()) as T;
    if (res.status >= 400) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
    return json;
  }
}

type InvitedRow = { email: string; status: string; company_name: string };
const owner = new OwnerApi();
let browser: Browser;
let page: Page;

const invitationStatus = async (email: string) => {
  const list = await owner.call<{ data: InvitedRow[] }>('GET', `company/network/invitations?search=${encodeURIComponent(email)}`);
  return list.data.find((r) => r.email === email)?.status;
};

const mailedLink = (text: string) => {
  const match = /https?:\/\/\S+\/company-invitation\?token=\S+/.exec(text);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  const link = new URL(match[0]);
  return `${link.pathname}${link.search}`;
};

beforeAll(async () => {
  await owner.call('POST', 'auth/login', { email: 'owner@northwind.test', password: 'Demo!2026' });
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

test('Northwind invites two companies; each contact gets a mail with a 14-day link', async () => {
  for (const [email, company, contact] of [
    [ACCEPTER, NEW_COMPANY, 'Grace Lee'],
    [DECLINER, `Timberline Framing ${RUN}`, 'Tom Berg'],
  ]) {
    const since = await lastMailId(email);
    const invited = await owner.call<{ data: InvitedRow }>('POST', 'company/network/invite', { company_name: company, contact_name: contact, email, phone: '', tax_id: '' });
    expect(invited.data.status).toBe('pending');
    const mail = await latestMail(email, since);
    expect(mail.text).toContain('Northwind Builders');
    expect(mail.text).toMatch(/expires in 14 days/);
  }
});

test('the first contact accepts through the link, signs up and joins the network as a new sub contractor', async () => {
  const errors = watchErrors(page);
  const mail = await latestMail(ACCEPTER);
  await page.goto(mailedLink(mail.text));
  await page.getByRole('heading', { name: `Northwind Builders invites ${NEW_COMPANY} to its network` }).waitFor();
  await page.getByRole('link', { name: 'Accept and create account' }).click();
  await page.waitForURL('**/user/sign-up?token=**');
  // The sign-up page words a company invitation as joining the inviter's network, not a team.
  await page.getByRole('heading', { name: 'Join the network' }).waitFor();
  await page.getByText(/^Northwind Builders has invited your company to its network on Contract Hub\./).waitFor();
  expect(await page.getByText('You have been invited to join').count()).toBe(0);
  expect(await page.getByLabel('Email').inputValue()).toBe(ACCEPTER);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel(/^Password/).fill('Grace!2026x');
  await page.getByLabel('Confirm password').fill('Grace!2026x');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/projects');
  // A new sub contractor's first visit opens the welcome tour (welcome-tour.e2e.ts): skip it.
  await page.getByRole('dialog', { name: 'Welcome to Contract Hub' }).getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Account menu for Grace Lee' }).waitFor();

  // Both companies are in each other's network: Northwind's people are Grace's network users.
  await page.goto('/users');
  const table = page.getByRole('table', { name: 'Network users' });
  await table.getByRole('link', { name: 'Olivia Northwind' }).waitFor();
  await table.getByRole('link', { name: 'Northwind Builders' }).first().waitFor();
  expect(await table.getByText(NEW_COMPANY).count()).toBeGreaterThan(0);

  expect(await invitationStatus(ACCEPTER)).toBe('accepted');
  const network = await owner.call<{ data: { name: string; type: string }[] }>('GET', `company/network?search=${encodeURIComponent(NEW_COMPANY)}`);
  expect(network.data).toEqual([expect.objectContaining({ name: NEW_COMPANY, type: 'sub_contractor' })]);
  expect(errors.filter((e) => !/remote|Loading chunk|ChunkLoadError/i.test(e))).toEqual([]);
});

test('an existing account accepts on the invitation page once its owner signs in; the inviter sees it in the bell', async () => {
  // Ridge Electric invites the company Grace has just created: her e-mail now has an account.
  const ridge = new OwnerApi();
  await ridge.call('POST', 'auth/login', { email: 'owner@ridge.test', password: 'Demo!2026' });
  // Ridge is a sub contractor: its welcome tour would cover the page.
  await ridge.call('POST', 'auth/onboarding', { welcome_video_seen: true });
  const ridgePage = await newPage(browser);
  await signIn(ridgePage, 'owner@ridge.test');
  await ridgePage.waitForURL('**/projects');
  const unread = async () => (await ridge.call<{ data: { unread: number } }>('GET', 'auth/user-notifications')).data.unread;
  const before = await unread();

  const since = await lastMailId(ACCEPTER);
  await ridge.call('POST', 'company/network/invite', { company_name: NEW_COMPANY, contact_name: 'Grace Lee', email: ACCEPTER, phone: '', tax_id: '' });
  const link = mailedLink((await latestMail(ACCEPTER, since)).text);
  // A user of another company (Ridge's own owner) cannot accept for Grace's company.
  await ridgePage.goto(link);
  await ridgePage.getByText(`An administrator of ${NEW_COMPANY} must accept this invitation.`).waitFor();
  expect(await ridgePage.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0);
  await ridgePage.goto('/projects');
  // The bell's name carries the count only while there are unread notifications.
  await ridgePage.getByRole('link', { name: before > 0 ? `Notifications, ${before} unread` : 'Notifications', exact: true }).waitFor();

  // The link alone (signed out) does not accept: it asks to sign in and comes back after sign-in.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByText(`${ACCEPTER} already has an account`).waitFor();
  expect(await page.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0);
  await page.getByRole('link', { name: 'Sign in to accept' }).click();
  await page.waitForURL('**/login');
  // Grace owns the invitee company: she may add companies to its network.
  await page.getByLabel('Email').fill(ACCEPTER);
  await page.getByLabel('Password').fill('Grace!2026x');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/company-invitation?token=**');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await page.getByRole('heading', { name: 'Invitation accepted' }).waitFor();
  await page.getByText('You have joined the network of Ridge Electric.').waitFor();

  expect(await unread()).toBe(before + 1);
  // The header bell counts it (pushed live, or at the latest on the next page load).
  const bell = ridgePage.getByRole('link', { name: `Notifications, ${before + 1} unread` });
  try {
    await bell.waitFor({ timeout: 5000 });
  } catch {
    await ridgePage.reload();
    await bell.waitFor();
  }
  const network = await ridge.call<{ data: { name: string }[] }>('GET', `company/network?search=${encodeURIComponent(NEW_COMPANY)}`);
  expect(network.data.map((c) => c.name)).toEqual([NEW_COMPANY]);
  await ridgePage.context().close();
});

test('the second contact declines; the used link then shows the expired page', async () => {
  const mail = await latestMail(DECLINER);
  const link = mailedLink(mail.text);
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('heading', { name: 'Invitation declined' }).waitFor();
  await page.getByText('You have declined the invitation of Northwind Builders.').waitFor();
  expect(await invitationStatus(DECLINER)).toBe('declined');

  await page.goto(link);
  await page.waitForURL('**/expired');
  await page.getByText('Sorry, this link has expired.').waitFor();
});
