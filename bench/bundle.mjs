// bench/bundle: gzip bytes of the JavaScript the browser loads for the sign-in page, for the
// operator company list after sign-in, and per remote entry. Target: sign-in page ≤ 250 KB.
// STATIC_ROOT (as for the server) measures builds kept outside the repository's dist folders.
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startSystem, ApiSession, root } from './lib.mjs';

const REMOTES = ['mf-projects', 'mf-tasks', 'mf-companies', 'mf-settings', 'mf-superadmin', 'mf-arya'];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// Counts every JavaScript response until the page shows `ready` (a locator) and the network is idle:
// lazily loaded route chunks and remotes arrive after the first idle moment.
async function jsLoadedBy(browser, base, path, ready, before) {
  const context = await browser.newContext({ baseURL: base });
  if (before) await before(context);
  const page = await context.newPage();
  const bodies = [];
  let lastResponseAt = Date.now();
  page.on('response', async (res) => {
    lastResponseAt = Date.now();
    const type = res.headers()['content-type'] ?? '';
    if (type.includes('javascript')) bodies.push(res.body().then((b) => gzipSync(b).length).catch(() => 0));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await ready(page).waitFor({ timeout: 60000 });
  while (Date.now() - lastResponseAt < 1000) await page.waitForTimeout(250);
  const sizes = await Promise.all(bodies);
  await context.close();
  return { files: sizes.length, gzip: sizes.reduce((a, b) => a + b, 0) };
}

const system = await startSystem();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const signInPage = await jsLoadedBy(browser, system.base, '/login', (page) => page.getByRole('button', { name: 'Sign in' }));
  const operator = new ApiSession(system.base);
  await operator.signInOperator();
  const firstCompanyRow = (page) => page.getByRole('row').nth(1);
  const operatorList = await jsLoadedBy(browser, system.base, '/superadmin/company', firstCompanyRow, async (context) => {
    await context.addCookies([...operator.cookies].map(([name, value]) => ({ name, value, url: system.base })));
  });
  console.log('\nbench/bundle');
  console.log('| what | JS files | gzip |');
  console.log('|---|---:|---:|');
  console.log(`| sign-in page (/login) | ${signInPage.files} | ${kb(signInPage.gzip)} |`);
  console.log(`| operator company list after sign-in | ${operatorList.files} | ${kb(operatorList.gzip)} |`);
  for (const remote of REMOTES) {
    const dist = join(process.env.STATIC_ROOT ?? root, remote, 'dist');
    const entry = existsSync(dist) ? readdirSync(dist).find((f) => /^remoteEntry.*\.js$/.test(f)) : undefined;
    console.log(`| ${remote} remote entry | 1 | ${entry ? kb(gzipSync(readFileSync(join(dist, entry))).length) : 'not built'} |`);
  }
  console.log(`\nTarget: sign-in page ≤ 250 KB gzip: ${signInPage.gzip <= 250 * 1024 ? 'MET' : 'NOT MET'}`);
} finally {
  await browser.close();
  await system.stop();
}
