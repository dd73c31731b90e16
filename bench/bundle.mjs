// bench/bundle: gzip bytes of the JavaScript the browser loads for the sign-in page, for the
// operator company list after sign-in, and per remote entry. Target: sign-in page ≤ 250 KB.
// Beside it, what Chromium actually transferred for every request of the page (bodies as sent,
// with their Content-Encoding, plus response headers), and the encodings the JavaScript came in.
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
  const transfers = [];
  const encodings = new Map();
  let lastResponseAt = Date.now();
  page.on('response', async (res) => {
    lastResponseAt = Date.now();
    const headers = res.headers();
    if ((headers['content-type'] ?? '').includes('javascript')) {
      bodies.push(res.body().then((b) => gzipSync(b).length).catch(() => 0));
      const encoding = headers['content-encoding'] ?? 'identity';
      encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
    }
  });
  // Sizes as transferred: the encoded body and the response headers of each finished request.
  page.on('requestfinished', (request) => {
    transfers.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize).catch(() => 0));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await ready(page).waitFor({ timeout: 60000 });
  while (Date.now() - lastResponseAt < 1000) await page.waitForTimeout(250);
  const sizes = await Promise.all(bodies);
  const wire = await Promise.all(transfers);
  await context.close();
  return {
    files: sizes.length,
    gzip: sizes.reduce((a, b) => a + b, 0),
    requests: wire.length,
    wire: wire.reduce((a, b) => a + b, 0),
    encodings: [...encodings].map(([encoding, count]) => `${count} ${encoding}`).join(', '),
  };
}

/**
 * Largest Contentful Paint of the sign-in page on a cold cache with the CPU slowed 4x, on the
 * machine's own network or on a slow 4G profile (150 ms latency, 1.6 Mbps down, 750 kbps up).
 */
async function signInLcp(browser, base, slowNetwork) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (slowNetwork) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  }
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      window.__lcp = entries[entries.length - 1].startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 120000 });
  await page.waitForTimeout(1000);
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
  return lcp;
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
  console.log('| what | JS files | JS gzip | requests | on the wire (all requests) | JS sent as |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const [what, m] of [['sign-in page (/login)', signInPage], ['operator company list after sign-in', operatorList]]) {
    console.log(`| ${what} | ${m.files} | ${kb(m.gzip)} | ${m.requests} | ${kb(m.wire)} | ${m.encodings} |`);
  }
  for (const remote of REMOTES) {
    const dist = join(process.env.STATIC_ROOT ?? root, remote, 'dist');
    const entry = existsSync(dist) ? readdirSync(dist).find((f) => /^remoteEntry.*\.js$/.test(f)) : undefined;
    console.log(`| ${remote} remote entry | 1 | ${entry ? kb(gzipSync(readFileSync(join(dist, entry))).length) : 'not built'} | | | |`);
  }
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`\nSign-in page LCP, 4x CPU slowdown: ${seconds(await signInLcp(browser, system.base, false))} on this machine's network, ${seconds(await signInLcp(browser, system.base, true))} on slow 4G (150 ms, 1.6 Mbps)`);
  console.log(`\nTarget: sign-in page ≤ 250 KB gzip: ${signInPage.gzip <= 250 * 1024 ? 'MET' : 'NOT MET'}`);
} finally {
  await browser.close();
  await system.stop();
}
