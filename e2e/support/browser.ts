// Browser and API helpers for the end-to-end tests.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo!2026';
export const baseUrl: string = process.env.E2E_BASE_URL ?? JSON.parse(readFileSync(join(tmpdir(), 'e2e-state.json'), 'utf8')).base;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function newPage(browser: Browser, width = 1280, base = baseUrl): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20000);
  return page;
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

type MailboxMessage = { id: number; to: string; subject: string; text: string; html: string; created_at: string };

/** The newest mail sent to an address, from the development outbox. */
export async function latestMail(to: string, since = 0): Promise<MailboxMessage> {
  const started = Date.now();
  for (;;) {
    const res = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as { data: MailboxMessage[] };
    const mail = body.data.find((m) => m.to.includes(to) && m.id > since);
    if (mail) return mail;
    if (Date.now() - started > 15000) throw new Error(`no mail for ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function lastMailId(to: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { data: MailboxMessage[] };
  return body.data.filter((m) => m.to.includes(to)).reduce((max, m) => Math.max(max, m.id), 0);
}

export function codeFrom(mail: { text: string }): string {
  const m = mail.text.match(/\b(\d{4})\b/);
  if (!m) throw new Error(`no code in: ${mail.text}`);
  return m[1];
}

/** Types a 4-digit code into the one-box-per-digit input (focus moves on by itself). */
export async function enterCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 4').click();
  await page.keyboard.type(code);
}

/** Operator sign-in in two steps: password, then the code mailed to the operator. */
export async function signInAsOperator(page: Page, email = 'operator@demo.test', password = DEMO_PASSWORD) {
  const since = await lastMailId(email);
  await page.goto('/superadmin-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const mail = await latestMail(email, since);
  await enterCode(page, codeFrom(mail));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Collects uncaught page errors and console errors (shared-module mismatches surface there). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource|401|429|404|ERR_CONNECTION_REFUSED/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Retries an assertion until it passes or the time is up (the UI settles after a refetch). */
export async function eventually(assertion: () => Promise<void> | void, timeoutMs = 10000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
