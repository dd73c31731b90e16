// The sub contractor's welcome tour end to end: Bayside Concrete's owner (a sub contractor) gets the
// tour a second after the app opens, steps through it and closes it with Get started; it does not
// come back after a reload, nor in another browser. Northwind's owner (a general contractor) never
// gets it.
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signIn, watchErrors } from '../support/browser';
import { setWelcomeTourSeen } from '../support/onboarding';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a sub contractor sees the tour once; closing it is remembered across reloads and browsers', async () => {
  const page = await newPage(browser);
  const errors = watchErrors(page);
  await signIn(page, 'owner@bayside.test');
  await page.waitForURL('**/projects');
  // A server reused between runs may remember an earlier run's close: start as a first visit.
  await setWelcomeTourSeen(page, false);
  await page.goto('/projects');
  const tour = page.getByRole('dialog', { name: 'Welcome to Contract Hub' });
  await tour.waitFor();
  await tour.getByRole('button', { name: 'Next' }).click();
  await tour.getByRole('heading', { name: 'Your projects and tasks' }).waitFor();
  await page.keyboard.press('ArrowRight');
  await tour.getByRole('heading', { name: 'Sign contracts' }).waitFor();
  await tour.getByRole('button', { name: /^Step 5 of 5/ }).click();
  await tour.getByRole('button', { name: 'Get started' }).click();
  await tour.waitFor({ state: 'detached' });

  await page.reload();
  await page.getByRole('link', { name: /^Notifications/ }).waitFor();
  await page.waitForTimeout(2000);
  expect(await page.getByRole('dialog').count()).toBe(0);

  // Another browser (a fresh context, no local state) does not get it either.
  const other = await newPage(browser);
  await signIn(other, 'owner@bayside.test');
  await other.waitForURL('**/projects');
  await other.getByRole('link', { name: /^Notifications/ }).waitFor();
  await other.waitForTimeout(2000);
  expect(await other.getByRole('dialog').count()).toBe(0);
  await other.context().close();
  expect(errors).toEqual([]);
});

test('a general contractor never gets the tour', async () => {
  const page = await newPage(browser);
  await signIn(page, 'owner@northwind.test');
  await page.waitForURL('**/projects');
  await page.getByRole('link', { name: /^Notifications/ }).waitFor();
  await page.waitForTimeout(2000);
  expect(await page.getByRole('dialog').count()).toBe(0);
  await page.context().close();
});
