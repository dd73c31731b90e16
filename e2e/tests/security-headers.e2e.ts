// The production app under its Content-Security-Policy in a real browser: the shell, every remote
// area a company user and an operator open (Module Federation script tags, emotion's style tags,
// logo and photo previews) and the socket.io connection, with no CSP violation on the way.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn, signInAsOperator, watchErrors } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every CSP violation the page reports (the event carries the directive and the blocked URL). */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Resolves when socket.io's connect packet ("40") arrives over a WebSocket to /socket.io/. */
const socketConnected = (page: Page) =>
  new Promise<string>((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40')) resolve(ws.url());
      });
    });
  });

test('a company user goes through the shell and the remote areas with no CSP violation, socket.io connected', async () => {
  const page = await newPage(browser);
  const violations = await watchCspViolations(page);
  const errors = watchErrors(page);
  const connected = socketConnected(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await signIn(page, 'owner@northwind.test');
  await page.waitForURL('**/projects');
  await page.getByRole('heading', { name: 'Projects' }).first().waitFor();
  expect(await connected).toContain('/socket.io/');
  await page.goto('/companies');
  await page.getByRole('heading', { name: 'Companies' }).first().waitFor();
  await page.goto('/settings/account/company-details');
  await page.getByRole('form', { name: 'General information' }).getByLabel('DBA').waitFor();
  await page.goto('/settings/account/company-users');
  await page.getByRole('table', { name: 'Employees' }).getByRole('link', { name: 'Maya Chen', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('an operator opens the operator area with no CSP violation', async () => {
  const page = await newPage(browser);
  const violations = await watchCspViolations(page);
  await signInAsOperator(page);
  await page.waitForURL('**/superadmin/**');
  await page.getByRole('row').nth(1).waitFor();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  await page.context().close();
});
