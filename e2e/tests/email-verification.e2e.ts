// A new company owner is held at e-mail verification by the API itself, not only by the browser:
// until the mailed code is entered every other call is refused. The code is read from the
// development outbox, which only a signed-in operator may open (support/browser.ts).
import type { Browser } from 'playwright-core';
import { baseUrl, enterCode, latestMail, codeFrom, launchBrowser, newPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the outbox is closed to guests', async () => {
  expect((await fetch(`${baseUrl}/api/dev/mailbox`)).status).toBe(401);
});

test('a new owner is refused by the API until the mailed code is entered, then works normally', async () => {
  const email = `owner-${Date.now()}@verify.test`;
  const page = await newPage(browser);
  await page.goto('/company/sign-up');
  for (const [label, value] of [
    ['First name', 'Vera'],
    ['Last name', 'Field'],
    ['Company name', `Verify Works ${Date.now()}`],
    ['Email', email],
    ['Password', 'Secret#12'],
    ['Confirm password', 'Secret#12'],
  ]) {
    await page.getByLabel(new RegExp(`^${label}`)).fill(value);
  }
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/email-verification');

  // The browser's session, straight at the API: refused with the reason the client acts on.
  const refused = await page.request.get('/api/v1/employees');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).reason).toBe('unverified');
  expect((await page.request.get('/api/v1/auth/user')).status()).toBe(200);

  await enterCode(page, codeFrom(await latestMail(email)));
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/email-verification'));
  expect((await page.request.get('/api/v1/employees')).status()).toBe(200);
  await page.context().close();
});
