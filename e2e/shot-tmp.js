const { chromium } = require('playwright-core');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, baseURL: 'http://127.0.0.1:8103' });
  await page.goto('/login');
  await page.getByLabel('Email').fill('owner@northwind.test');
  await page.getByLabel('Password').fill('Demo!2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/projects');
  for (const [path, name] of [['/settings/templates/document-templates', 'mf'], ['/settings/templates/email-templates/1/edit', 'et'], ['/settings/project/contract-approval', 'ca'], ['/settings/project/commitment-types', 'ct'], ['/settings/project/document-naming', 'dn']]) {
    await page.goto(path);
    await page.waitForTimeout(2500);
    if (name === 'et') { await page.getByRole('combobox', { name: /^Body/ }).click(); await page.keyboard.press('Control+End'); await page.keyboard.type(' {{pro'); await page.waitForTimeout(500); }
    await page.screenshot({ path: `/tmp/settings-templates/${name}.png` });
  }
  await browser.close();
})();
