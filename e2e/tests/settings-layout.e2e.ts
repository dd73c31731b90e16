// Settings tables at common desktop widths (1366 and 1920 px): the Permission Groups grid and the
// Company Details certification, licence and office tables show every column inside their box
// (no horizontal scroll, nothing cut at the right edge) with headers on at most two lines.
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn, watchErrors } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Fit = { scroll: number; client: number; page: number; window: number; headers: { name: string; lines: number; right: number; visible: boolean }[]; boxRight: number };

/** Measures a table in its scroll box: overflow, each header's right edge and its number of text lines. */
async function measure(table: Locator): Promise<Fit> {
  return table.evaluate((el) => {
    const box = el.parentElement as HTMLElement;
    const boxRect = box.getBoundingClientRect();
    const linesOf = (cell: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return tops.size;
    };
    const headers = Array.from(el.querySelectorAll('thead th')).map((th) => {
      const rect = th.getBoundingClientRect();
      return { name: (th.textContent ?? '').trim(), lines: linesOf(th), right: Math.round(rect.right), visible: rect.width > 0 && rect.height > 0 };
    });
    return { scroll: box.scrollWidth, client: box.clientWidth, page: document.documentElement.scrollWidth, window: window.innerWidth, headers, boxRight: Math.round(boxRect.right) };
  });
}

function expectFits(fit: Fit, expectedHeaders: string[]) {
  expect(fit.headers.map((h) => h.name).filter(Boolean)).toEqual(expectedHeaders);
  expect(fit.scroll).toBeLessThanOrEqual(fit.client);
  expect(fit.page).toBeLessThanOrEqual(fit.window);
  // Every header is shown, ends inside the table's box and takes at most two lines.
  expect(fit.headers.filter((h) => !h.visible || h.right > fit.boxRight).map((h) => h.name)).toEqual([]);
  expect(fit.headers.filter((h) => h.lines > 2).map((h) => `${h.name}: ${h.lines} lines`)).toEqual([]);
}

async function ownerAt(width: number): Promise<Page> {
  const page = await newPage(browser, width);
  await signIn(page, 'owner@northwind.test');
  await page.waitForURL('**/projects');
  return page;
}

describe.each([1366, 1920])('at %i px', (width) => {
  test('the Permission Groups grid shows every right and the check-all-off column', async () => {
    const page = await ownerAt(width);
    const errors = watchErrors(page);
    await page.goto('/settings/account/permission-group');
    const grid = page.getByRole('table', { name: 'Permissions' });
    await grid.getByRole('checkbox', { name: 'Projects: View' }).waitFor();
    expectFits(await measure(grid), ['Feature', 'View', 'Communication', 'Add', 'Edit', 'Delete', 'Assign', 'Approve', 'Sign', 'None']);
    // The feature names are whole, not clipped.
    const clipped = await grid.evaluate((el) => Array.from(el.querySelectorAll('tbody th')).filter((th) => th.scrollWidth > th.clientWidth).length);
    expect(clipped).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the certification, licence and office tables show every column with short headers', async () => {
    const page = await ownerAt(width);
    await page.goto('/settings/account/company-details');
    const expected: [string, string[]][] = [
      ['Certifications', ['Certifications', 'Type', 'Cert. #', 'Expirations', 'Agency', 'Note', 'File', 'Actions']],
      ['Licence', ['Office', 'State', 'License Number', 'License Class/Type', 'Expiration Date', 'Notes', 'Actions']],
      ['Office and Subsidiary Locations', ['Office or Subsidiary Name', 'Street Address', 'City', 'State', 'Zip', 'Country', 'Phone', 'Fax', 'Headquarters', 'Actions']],
    ];
    for (const [name, headers] of expected) {
      const table = page.getByRole('table', { name });
      await table.getByRole('columnheader').first().waitFor();
      expectFits(await measure(table), headers);
    }
    await page.context().close();
  });
});
