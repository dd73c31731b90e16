// A signed-in browser page for a test, and the API as that page's user (its session cookie and XSRF
// token): what most end-to-end files need besides the page itself. New files use these instead of
// defining their own.
import type { Browser, Page } from 'playwright-core';
import { newPage, signIn, watchErrors } from './browser';
import { setWelcomeTourSeen } from './onboarding';

export type ApiAnswer = { status: number; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Calls /api/v1/<path> as the page's user; answers the status and the parsed body (never throws on an HTTP error). */
export async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  const cookies = await page.context().cookies();
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const response = await page.request.fetch(`/api/v1/${path}`, {
    method,
    headers: { accept: 'application/json', 'x-xsrf-token': xsrf, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    data: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status(), json };
}

/** Like callApi, but an answer of 400 or more fails the test with the server's words. */
export async function api(page: Page, method: string, path: string, body?: unknown) {
  const answer = await callApi(page, method, path, body);
  if (answer.status >= 400) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json;
}

/** A new page signed in as `email` (past the welcome tour), with its console errors collected. */
export async function signedIn(browser: Browser, email: string, password?: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser);
  const errors = watchErrors(page);
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await setWelcomeTourSeen(page);
  return { page, errors };
}

/** GET /api/v1/<path> as the page's user, for a download: answers the body's bytes; any status but 200 fails the test. */
export async function download(page: Page, path: string): Promise<Buffer> {
  const response = await page.request.get(`/api/v1/${path}`);
  if (response.status() !== 200) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return Buffer.from(await response.body());
}
