// Browser and API helpers for the end-to-end tests.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo!2026';
const OPERATOR_EMAIL = 'operator@demo.test';
const state = JSON.parse(readFileSync(join(tmpdir(), 'e2e-state.json'), 'utf8')) as { base: string; serverLog?: string };
export const baseUrl: string = process.env.E2E_BASE_URL ?? state.base;
/** The server's output (support/global-setup.ts): outbox mail is written there too. */
const serverLog: string | undefined = process.env.E2E_SERVER_LOG ?? state.serverLog;

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
type ConsoleMail = { to: string; subject: string; text: string };

/** Mails to an address the server wrote to its console (api mail plugin, formatConsoleMail), oldest first. */
function consoleMails(to: string): ConsoleMail[] {
  if (!serverLog) throw new Error('the server log is unknown: set E2E_SERVER_LOG when E2E_BASE_URL is set');
  const mails: ConsoleMail[] = [];
  for (const m of readFileSync(serverLog, 'utf8').matchAll(/----- mail to (\S+) -----\nSubject: (.*)\n\n([\s\S]*?)\n----- end of mail -----/g)) {
    if (m[1] === to.toLowerCase()) mails.push({ to: m[1], subject: m[2], text: m[3] });
  }
  return mails;
}

/** The first console mail to an address after the `since` ones already there. */
async function nextConsoleMail(to: string, since: number): Promise<ConsoleMail> {
  const started = Date.now();
  for (;;) {
    const mail = consoleMails(to)[since];
    if (mail) return mail;
    if (Date.now() - started > 15000) throw new Error(`no mail for ${to} in the server log`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * An API session of the platform operator (cookies + XSRF token), the only one that may read the
 * outbox; signed in with the code read from the server log, again when it has ended.
 */
let operatorCookies: Map<string, string> | null = null;
async function signInOperatorApi(email = OPERATOR_EMAIL, password = DEMO_PASSWORD): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
      },
      body: JSON.stringify(body),
    });
    keep(res);
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  };
  keep(await fetch(`${baseUrl}/api/sanctum/csrf-cookie`));
  const since = consoleMails(email).length;
  await post('/api/v1/auth/superadmin/login', { email, password });
  await post('/api/v1/auth/superadmin/verify-code', { email, code: codeFrom(await nextConsoleMail(email, since)) });
  return cookies;
}

/** The development outbox to an address, newest first, read as the operator. */
async function readMailbox(to: string): Promise<MailboxMessage[]> {
  for (let attempt = 0; ; attempt++) {
    operatorCookies ??= await signInOperatorApi();
    const res = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
      headers: { accept: 'application/json', cookie: [...operatorCookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    if (res.status === 401 && attempt === 0) {
      operatorCookies = null;
      continue;
    }
    if (!res.ok) throw new Error(`/api/dev/mailbox answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: MailboxMessage[] }).data;
  }
}

/** The newest mail sent to an address, from the development outbox. */
export async function latestMail(to: string, since = 0): Promise<MailboxMessage> {
  const started = Date.now();
  for (;;) {
    const mail = (await readMailbox(to)).find((m) => m.to.includes(to) && m.id > since);
    if (mail) return mail;
    if (Date.now() - started > 15000) throw new Error(`no mail for ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function lastMailId(to: string): Promise<number> {
  return (await readMailbox(to)).filter((m) => m.to.includes(to)).reduce((max, m) => Math.max(max, m.id), 0);
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

/** Operator sign-in in two steps: password, then the code mailed to the operator (read from the server log). */
export async function signInAsOperator(page: Page, email = OPERATOR_EMAIL, password = DEMO_PASSWORD) {
  const since = consoleMails(email).length;
  await page.goto('/superadmin-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const mail = await nextConsoleMail(email, since);
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
