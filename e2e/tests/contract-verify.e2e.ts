// The public contract verify page (issue 16) as a guest: reached from the sign-in page; a pasted
// fingerprint is checked in the browser, then by the API (Unknown for one no contract has); a file
// called .pdf that is not a PDF is refused by the API with its message; a PDF that carries no seal is
// Unknown, with the fingerprint the browser computed. The genuine and modified answers of a sealed
// contract are covered with the signing flow.
import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, watchErrors } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a guest verifies a fingerprint and a file, and reads the answers', async () => {
  const page = await newPage(browser);
  const errors = watchErrors(page);
  await page.goto('/login');
  // From the keyboard: the sign-in form checks its focused e-mail field when it loses focus.
  await page.getByRole('link', { name: 'Verify a contract' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Verify a contract' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/verify');

  const hash = page.getByLabel('SHA-256 fingerprint');
  await hash.fill('not a hash');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Enter a SHA-256 fingerprint: 64 hexadecimal characters.').waitFor();

  await hash.fill('0'.repeat(64));
  await hash.press('Enter');
  const result = page.getByRole('region', { name: 'Verification result' });
  await result.getByRole('alert', { name: 'Unknown' }).waitFor();
  await result.getByText('Unknown: no executed contract has this fingerprint.').waitFor();

  await page.getByRole('button', { name: 'Verify another' }).click();
  await page.getByTestId('file-input').setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello, not a PDF') });
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('alert').filter({ hasText: 'Choose a PDF file.' }).waitFor();

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const sha = createHash('sha256').update(pdf).digest('hex');
  await page.getByRole('button', { name: 'Remove contract.pdf' }).click();
  await page.getByTestId('file-input').setInputFiles({ name: 'plain.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByText(`Fingerprint (SHA-256) of the file: ${sha}`).waitFor();
  await page.getByRole('button', { name: 'Verify' }).click();
  await result.getByRole('alert', { name: 'Unknown' }).waitFor();
  await result.getByText(sha).waitFor();
  expect(await result.getByRole('table').count()).toBe(0);
  expect(errors.filter((e) => !/422/.test(e))).toEqual([]);
  await page.context().close();
});
