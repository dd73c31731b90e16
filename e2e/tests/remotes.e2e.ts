// Runtime-loaded remotes: a remote that is down costs only its own area, and a remote rebuilt and
// redeployed on its own changes what the running shell shows, without rebuilding the shell.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../support/browser';

const root = join(__dirname, '..', '..');
const state = JSON.parse(readFileSync(join(tmpdir(), 'e2e-state.json'), 'utf8')) as { remotesConfig: string };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  writeFileSync(state.remotesConfig, '{}');
  await browser?.close();
});

test('a remote at a dead URL shows its fallback with Retry while the rest of the app works', async () => {
  const page = await newPage(browser);
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = await response.json();
    await route.fulfill({ response, json: { ...remotes, mf_settings: 'http://127.0.0.1:9/mf-manifest.json' } });
  });
  await signIn(page, 'owner@northwind.test');
  await page.waitForURL('**/projects');
  await page.getByRole('heading', { name: 'Projects' }).first().waitFor();
  await page.goto('/settings');
  await page.getByText('This part of the app could not be loaded.').waitFor();
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  // The layout and the other remotes keep working.
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Companies' }).click();
  await page.waitForURL('**/companies');
  await page.getByRole('heading', { name: 'Companies' }).first().waitFor();
  await page.context().close();
});

function serveStatic(dir: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const file = join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    res.setHeader('access-control-allow-origin', '*');
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream');
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

test('rebuilding only one remote changes the running shell, with no shell rebuild', async () => {
  // The settings team's checkout: the remote's sources with one visible change, built on its own.
  const workdir = mkdtempSync(join(tmpdir(), 'remote-rebuild-'));
  const copy = join(workdir, 'mf-settings');
  cpSync(join(root, 'mf-settings'), copy, { recursive: true, filter: (src) => !/[\\/](node_modules|dist)$/.test(src) });
  symlinkSync(join(root, 'mf-settings', 'node_modules'), join(copy, 'node_modules'), 'dir');
  const marker = `Settings, redeployed ${Date.now()}`;
  const landing = join(copy, 'src', 'features', 'settings-menu', 'components', 'settings-landing-page.tsx');
  const source = readFileSync(landing, 'utf8');
  expect(source).toContain('title="Settings"');
  writeFileSync(landing, source.replace('title="Settings"', `title="${marker}"`));
  const shellBefore = readFileSync(join(root, 'shell', 'dist', 'index.html'), 'utf8');
  execFileSync(process.execPath, [join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'], { cwd: copy, stdio: 'pipe' });
  const { server, url } = await serveStatic(join(copy, 'dist'));
  try {
    const page = await newPage(browser);
    await signIn(page, 'owner@northwind.test');
    await page.waitForURL('**/projects');
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Settings' }).first().waitFor();
    expect(await page.getByText(marker).count()).toBe(0);
    // Deploy: point remotes.json at the new build. The shell is not touched.
    writeFileSync(state.remotesConfig, JSON.stringify({ mf_settings: `${url}/mf-manifest.json` }));
    await page.reload();
    await page.getByText(marker).first().waitFor();
    expect(readFileSync(join(root, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellBefore);
    await page.context().close();
  } finally {
    writeFileSync(state.remotesConfig, '{}');
    server.close();
    rmSync(workdir, { recursive: true, force: true });
  }
});
