// Sign-in, guards, layout and sign-out as a company user, in headless Chromium against the built system.
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signIn, watchErrors } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a guest opening a protected page is sent to sign in, then lands on the projects list', async () => {
  const page = await newPage(browser);
  const errors = watchErrors(page);
  await page.goto('/companies');
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill('owner@northwind.test');
  await page.getByLabel('Password').fill('Demo!2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/projects');
  await page.getByRole('heading', { name: 'Projects' }).first().waitFor();
  // Layout: sidebar items by permission, footer with the year.
  const nav = page.getByRole('navigation', { name: /main/i });
  for (const item of ['Projects', 'Companies', 'Templates', 'Quick Access']) await nav.getByRole('link', { name: item }).waitFor();
  await page.getByText(`${new Date().getFullYear()}`, { exact: false }).filter({ hasText: 'All rights reserved' }).first().waitFor();
  // Release Notes opens a modal from the quick links.
  await page.getByRole('button', { name: 'Release Notes' }).click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await page.context().close();
});

test('wrong credentials show the server message and keep the e-mail', async () => {
  const page = await newPage(browser);
  await signIn(page, 'viewer@northwind.test', 'wrong-password');
  await page.getByText('These credentials do not match our records.').waitFor();
  expect(await page.getByLabel('Email').inputValue()).toBe('viewer@northwind.test');
  await page.context().close();
});

test('signing out returns to the sign-in page and the session is gone', async () => {
  const page = await newPage(browser);
  await signIn(page, 'manager@northwind.test');
  await page.waitForURL('**/projects');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await page.goto('/projects');
  await page.waitForURL('**/login');
  await page.context().close();
});

test('unknown paths show the 404 page', async () => {
  const page = await newPage(browser);
  await page.goto('/no/such/page');
  await page.getByText("Oops! You're lost.").waitFor();
  await page.getByText('The page you are looking for was not found.').waitFor();
  await page.context().close();
});
