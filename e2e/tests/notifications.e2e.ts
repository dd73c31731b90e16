// Notifications end to end: while Ridge Electric's owner has the app open, Northwind Builders asks to
// add Ridge to its network again (a real action that notifies Ridge's owners; Ridge accepts it). The bell shows the unread dot
// without a reload; the Notifications page lists the new notification and, like an inbox, leaves it
// unread (the dot stays, also after a reload); opening it goes to its target and marks it read (the
// dot clears); and it is deleted after confirmation.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, eventually, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';

/** A user talking to the API like the browser does (session cookie + XSRF header). */
class ApiUser {
  cookies = new Map<string, string>();
  private keep(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
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
    return { status: res.status, json: (await res.json()) as T };
  }
}

/** Resolves once the page's socket.io connection is accepted (it is then in the user's room). */
function socketConnected(target: Page): Promise<void> {
  return new Promise((resolve) => {
    target.on('websocket', (ws) => ws.on('framereceived', (frame) => {
      if (String(frame.payload).startsWith('40')) resolve();
    }));
  });
}

const northwind = new ApiUser();
const ridgeOwner = new ApiUser();
let browser: Browser;
let page: Page;
let ridgeId: number;

beforeAll(async () => {
  expect((await northwind.call('POST', 'auth/login', { email: 'owner@northwind.test', password: 'Demo!2026' })).status).toBe(200);
  const network = await northwind.call<{ data: { id: number; name: string }[] }>('GET', 'company/network?search=Ridge%20Electric');
  ridgeId = network.json.data.find((c) => c.name === 'Ridge Electric')!.id;
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

test('a network request reaches the bell live, is listed, opens its target (accepted there) and is deleted', async () => {
  const errors = watchErrors(page);
  expect((await ridgeOwner.call('POST', 'auth/login', { email: 'owner@ridge.test', password: 'Demo!2026' })).status).toBe(200);
  // Ridge is a sub contractor: its welcome tour (welcome-tour.e2e.ts) would cover the page.
  expect((await ridgeOwner.call('POST', 'auth/onboarding', { welcome_video_seen: true })).status).toBe(200);
  await signIn(page, 'owner@ridge.test');
  await page.waitForURL('**/projects');
  // Start from a read state so the dot can only come from the new notification.
  expect((await ridgeOwner.call('POST', 'users/notifications/read', { all: true })).status).toBe(200);
  const connected = socketConnected(page);
  // The bell's first count arrives after it has subscribed to the socket's events (same render), so
  // from then on a new notification can only reach it live.
  const firstCount = page.waitForResponse((response) => response.url().includes('/api/v1/auth/user-notifications'));
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
  await connected;
  await firstCount;

  // Northwind takes Ridge out of its network and asks to add it again: Ridge's owners are notified.
  expect((await northwind.call('POST', 'company/network/remove-company-by-id', { company_id: ridgeId })).status).toBe(200);
  expect((await northwind.call('POST', 'company/network/add-company-by-id', { company_id: ridgeId })).status).toBe(200);

  // The bell shows the unread dot without a reload.
  const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await bell.waitFor();
  await bell.click();
  await page.waitForURL('**/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  const newest = list.getByTestId('notification').first();
  await newest.getByRole('link', { name: 'Network request' }).waitFor();
  await newest.getByText('New', { exact: true }).waitFor();
  await newest.getByText(/of Northwind Builders asks to add your company to its network\./).waitFor();
  // Opening the page reads nothing: the dot, the chip and "Mark all as read" stay, also after a reload.
  await page.reload();
  await newest.getByText('New', { exact: true }).waitFor();
  expect(await bell.isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Mark all as read' }).isEnabled()).toBe(true);
  expect((await ridgeOwner.call<{ unread: number }>('GET', 'users/notifications')).json.unread).toBeGreaterThan(0);

  // The notification opens its target (Ridge's requests, where its owner accepts) and is read.
  await newest.getByRole('link', { name: 'Network request' }).click();
  await page.waitForURL('**/companies/requests');
  await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Accept the request of Northwind Builders' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await page.getByText('Northwind Builders is now in your network.').waitFor();

  // Back on the page, delete it after confirmation.
  await page.goto('/notifications');
  const rows = page.getByRole('list', { name: 'Notifications' }).getByTestId('notification');
  await rows.first().waitFor();
  // The page shows one page of them (other files' tests notify Ridge's owner too): count on the server.
  const total = async () => (await ridgeOwner.call<{ total: number }>('GET', 'users/notifications?per_page=1')).json.total;
  const before = await total();
  const firstTitle = await rows.first().getByRole('link').first().textContent();
  expect(firstTitle).toBe('Network request');
  expect(await rows.first().getByText('New', { exact: true }).count()).toBe(0);
  await rows.first().getByRole('button', { name: 'Delete notification Network request' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to delete this notification?').waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('The notification has been deleted.').waitFor();
  await eventually(async () => expect(await total()).toBe(before - 1));
  expect(errors).toEqual([]);
});
