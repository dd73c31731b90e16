// Scope chat end to end in real Chromium, two browser contexts: Northwind's manager writes to the
// vendor (Ridge Electric's owner) with an @mention, the vendor sees it live and the bell counts the
// mention; the vendor answers with Enter and the manager sees it live; the manager's edit and
// delete show on the vendor's side as marked.
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
// Each test's people leave: an open chat would otherwise keep reading (and marking read) the next test's messages.
const opened: Page[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.context().close()));
});

/** The API as the page's signed-in user (its session cookie and XSRF token). */
async function api(page: Page, path: string) {
  const response = await page.request.fetch(`/api/v1/${path}`, { headers: { accept: 'application/json' } });
  const text = await response.text();
  return { status: response.status(), json: text ? JSON.parse(text) : null };
}

async function signedIn(email: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser);
  opened.push(page);
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  // The vendor's first visit opens the welcome tour over the page.
  await setWelcomeTourSeen(page);
  return { page, errors };
}

/** A scope of Northwind's in which Ridge Electric is the vendor and both people are in the chat. */
async function sharedScope(vendor: Page, manager: Page): Promise<{ projectId: number; scopeId: number; name: string }> {
  const projects = (await api(vendor, 'projects?ownership=external&per_page=50')).json.data as { id: number }[];
  for (const project of projects) {
    const scopes = (await api(vendor, `scopes?project_id=${project.id}&per_page=50`)).json.data as { id: number; name: string }[];
    for (const scope of scopes) {
      const [theirs, ours] = await Promise.all([api(vendor, `message/show?scope_id=${scope.id}`), api(manager, `message/show?scope_id=${scope.id}`)]);
      if (theirs.status === 200 && ours.status === 200) return { projectId: project.id, scopeId: scope.id, name: scope.name };
    }
  }
  throw new Error('No demo scope has both the manager and the vendor in its chat.');
}

test('the manager and the vendor chat live: mention and bell, answer, edit and delete marked', async () => {
  const manager = await signedIn('manager@northwind.test');
  const vendor = await signedIn('owner@ridge.test');
  const scope = await sharedScope(vendor.page, manager.page);
  const unreadBefore = (await api(vendor.page, 'auth/user-notifications')).json.data.unread as number;

  for (const side of [manager, vendor]) await side.page.goto(`/projects/${scope.projectId}/scopes/${scope.scopeId}`);
  const ours = manager.page.getByRole('region', { name: 'Scope chat' });
  const theirs = vendor.page.getByRole('region', { name: 'Scope chat' });
  await ours.getByRole('log', { name: 'Messages' }).waitFor();
  await theirs.getByRole('log', { name: 'Messages' }).waitFor();

  // The manager mentions the vendor: '@' offers the members, Enter picks, Enter sends.
  const box = ours.getByRole('textbox', { name: 'Message' });
  await box.click();
  await box.pressSequentially('@Rit');
  await manager.page.getByRole('listbox', { name: 'Mention a member' }).getByRole('option', { name: /Rita Ridge/ }).waitFor();
  await box.press('Enter');
  await box.pressSequentially(`can your crew start on the 3rd? ${RUN}`);
  await box.press('Shift+Enter');
  await box.pressSequentially('Gate B.');
  await box.press('Enter');
  const sent = `@Rita Ridge can your crew start on the 3rd? ${RUN}`;
  await ours.getByRole('log', { name: 'Messages' }).getByText(sent, { exact: false }).waitFor();
  await eventually(async () => expect(await box.inputValue()).toBe(''));

  // The vendor sees it live, the mention marked, and the bell counts the mention.
  const live = theirs.getByRole('article', { name: 'Message from Maya Chen' }).filter({ hasText: RUN });
  await live.waitFor();
  await live.locator('mark', { hasText: '@Rita Ridge' }).waitFor();
  await vendor.page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).waitFor();
  const unreadAfter = (await api(vendor.page, 'auth/user-notifications')).json.data.unread as number;
  expect(unreadAfter).toBeGreaterThan(unreadBefore);
  const notifications = (await api(vendor.page, 'users/notifications?per_page=20')).json.data as { title: string }[];
  expect(notifications.map((n) => n.title)).toContain(`Maya Chen mentioned you in the chat of ${scope.name}`);

  // The vendor answers with Enter; the manager sees it live.
  const answer = `Yes, booked for the 3rd. ${RUN}`;
  const theirBox = theirs.getByRole('textbox', { name: 'Message' });
  await theirBox.fill(answer);
  await theirBox.press('Enter');
  await ours.getByRole('article', { name: 'Message from Rita Ridge' }).filter({ hasText: answer }).waitFor();

  // The manager edits the message: the vendor sees it marked edited.
  const mine = ours.getByRole('article', { name: 'Message from Maya Chen' }).filter({ hasText: RUN });
  await mine.hover();
  await mine.getByRole('button', { name: 'Edit message' }).click();
  const editBox = ours.getByRole('textbox', { name: 'Edit message' });
  await editBox.fill(`Crew start moved to the 4th ${RUN}`);
  await editBox.press('Enter');
  const edited = theirs.getByRole('article', { name: 'Message from Maya Chen' }).filter({ hasText: `Crew start moved to the 4th ${RUN}` });
  await edited.getByText('Edited', { exact: true }).waitFor();

  // The manager deletes it after confirming: the vendor sees it marked deleted.
  const changed = ours.getByRole('article', { name: 'Message from Maya Chen' }).filter({ hasText: `Crew start moved to the 4th ${RUN}` });
  await changed.hover();
  await changed.getByRole('button', { name: 'Delete message' }).click();
  await manager.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await theirs.getByText(`Crew start moved to the 4th ${RUN}`).waitFor({ state: 'detached' });
  await theirs.getByRole('article', { name: 'Message from Maya Chen' }).last().getByText('Deleted', { exact: true }).waitFor();
  await ours.getByText('This message was deleted.').last().waitFor();

  expect(manager.errors).toEqual([]);
  expect(vendor.errors).toEqual([]);
});

test("the scopes list's unread count follows the chat live and drops to 0 once the chat is read", async () => {
  const manager = await signedIn('manager@northwind.test');
  const vendor = await signedIn('owner@ridge.test');
  const scope = await sharedScope(vendor.page, manager.page);
  const unreadOf = async () => {
    const data = (await api(manager.page, `message/get-chat-data?project_id=${scope.projectId}`)).json.data as { unread_counts: { scope_id: number; count: number }[] };
    return data.unread_counts.find((row) => row.scope_id === scope.scopeId)?.count ?? 0;
  };
  const before = await unreadOf();

  // The manager watches the scopes list (the scope searched, so it is on the first page).
  await manager.page.goto(`/projects/${scope.projectId}/scopes?search=${encodeURIComponent(scope.name)}`);
  const row = manager.page.getByRole('row').filter({ has: manager.page.getByRole('link', { name: scope.name, exact: true }) });
  await row.waitFor();
  const countBefore = before ? row.getByLabel(`${before} unread messages`) : row.getByLabel('No unread messages');
  await countBefore.waitFor();

  // The vendor writes twice; the list counts both without a reload.
  await vendor.page.goto(`/projects/${scope.projectId}/scopes/${scope.scopeId}`);
  const theirs = vendor.page.getByRole('region', { name: 'Scope chat' });
  await theirs.getByRole('log', { name: 'Messages' }).waitFor();
  const theirBox = theirs.getByRole('textbox', { name: 'Message' });
  for (const text of [`Delivery at 7? ${RUN}`, `Or at 8. ${RUN}`]) {
    await theirBox.fill(text);
    await theirBox.press('Enter');
    await theirs.getByRole('article', { name: 'Message from Rita Ridge' }).filter({ hasText: text }).waitFor();
    // Sent (the box empties once the server answered), so the next Enter is not refused as a double send.
    await eventually(async () => expect(await theirBox.inputValue()).toBe(''));
  }
  await row.getByLabel(`${before + 2} unread messages`).waitFor();
  expect(await unreadOf()).toBe(before + 2);

  // The manager reads the chat and comes back: the count is 0.
  await row.getByRole('link', { name: scope.name, exact: true }).click();
  const ours = manager.page.getByRole('region', { name: 'Scope chat' });
  await ours.getByRole('article', { name: 'Message from Rita Ridge' }).filter({ hasText: `Or at 8. ${RUN}` }).waitFor();
  await eventually(async () => expect(await unreadOf()).toBe(0));
  await manager.page.goBack();
  await row.getByLabel('No unread messages').waitFor();

  expect(manager.errors).toEqual([]);
  expect(vendor.errors).toEqual([]);
});
