// TaskSign in real Chromium (issue 16): a contract of a project without an approval workflow is
// prepared and sent through the API; the internal signer opening /tasks/{id}/sign first reads that the
// vendor signs first; the vendor's owner reviews the document, is refused without consent, draws the
// signature with the mouse on the pad and signs; the general contractor's owner signs by typing; the
// sealed PDF is then Genuine on the public verify page.
import type { Browser, Page } from 'playwright-core';
import { eventually, launchBrowser, newPage, signIn, watchErrors } from '../support/browser';
import { setWelcomeTourSeen } from '../support/onboarding';

const RUN = Date.now().toString(36);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const cookies = await page.context().cookies();
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const response = await page.request.fetch(`/api/v1/${path}`, { method, headers: { accept: 'application/json', 'x-xsrf-token': xsrf }, data });
  if (response.status() >= 400) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  const type = response.headers()['content-type'] ?? '';
  return type.includes('json') ? JSON.parse(await response.text()) : response.body();
}

async function signedIn(email: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser);
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  await setWelcomeTourSeen(page);
  return { page, errors };
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const field = (role: string) => ({ type: 'signatureField', attrs: { role, kind: 'signature', label: null } });

test('the vendor draws, the general contractor types, and the sealed contract verifies as genuine', async () => {
  const owner = await signedIn('owner@northwind.test');
  const vendor = await signedIn('owner@ridge.test');
  const ownerUser = (await api(owner.page, 'GET', 'auth/user')).data as { id: number };
  const vendorUser = (await api(vendor.page, 'GET', 'auth/user')).data as { id: number; full_name: string; company: { id: number } };

  const stage = (await api(owner.page, 'GET', 'project/stage')).data[0];
  const projectId = (await api(owner.page, 'POST', 'projects', { name: `Signing ${RUN}`, stage_id: stage.id })).data.id as number;
  const template = (
    await api(owner.page, 'POST', 'templates', {
      name: `Signing subcontract ${RUN}`,
      type: 'contract',
      description: '',
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `Subcontract ${RUN}` }] }, { type: 'paragraph', content: [field('external'), field('internal')] }] },
    })
  ).data as { id: number };
  const contractName = `Signing subcontract ${RUN}`;
  const [contract] = (
    await api(owner.page, 'POST', 'tasks', {
      items: [
        {
          project_id: projectId,
          vendor_company_id: vendorUser.company.id,
          type: 'contract',
          name: contractName,
          template_id: template.id,
          merge_values: {},
          internal_assignee_id: ownerUser.id,
          external_assignee_id: vendorUser.id,
          due_date: isoDay(20),
        },
      ],
    })
  ).data as { id: number }[];

  // Prepared and sent as the placement screen would: the template's fields, the vendor first.
  const prepared = (await api(owner.page, 'POST', `contracts/${contract.id}/prepare`)).data;
  const signers = [
    { user_id: vendorUser.id, side: 'external', step: 1 },
    { user_id: ownerUser.id, side: 'internal', step: 1 },
  ];
  const nodes = [vendorUser.id, ownerUser.id].map((user_id, i) => ({ user_id, kind: 'signature', page: 1, x: 72 + i * 220, y: 600, width: 180, height: 40 }));
  expect(prepared.round.status).toBe('preparing');
  await api(owner.page, 'PUT', `contracts/${contract.id}/signing-setup`, { signers, nodes, copy_recipients: [] });
  await api(owner.page, 'POST', `contracts/${contract.id}/send`);

  // The internal signer: not their turn yet.
  const o = owner.page;
  await o.goto(`/tasks/${contract.id}/sign`);
  await o.getByText('It is not your turn to sign this contract.').waitFor();
  await o.getByText(new RegExp(`Waiting for ${vendorUser.full_name}`)).waitFor();
  expect(await o.getByRole('button', { name: 'Sign' }).count()).toBe(0);

  // The vendor: the document, consent required, a drawn signature.
  const v = vendor.page;
  await v.goto(`/tasks/${contract.id}/sign`);
  await v.getByTitle(`${contractName} contract`).waitFor();
  await v.getByRole('button', { name: 'Download PDF' }).waitFor();
  await v.getByText('Signing fills your fields: Signature (page 1).').waitFor();
  await v.getByRole('group', { name: 'Signature: type or draw' }).getByRole('button', { name: 'Draw' }).click();
  const pad = v.getByRole('img', { name: /Signature drawing area/ });
  const box = (await pad.boundingBox())!;
  await v.mouse.move(box.x + 20, box.y + box.height / 2);
  await v.mouse.down();
  for (let i = 1; i <= 12; i += 1) await v.mouse.move(box.x + 20 + i * 15, box.y + box.height / 2 + (i % 2 ? -20 : 20), { steps: 3 });
  await v.mouse.up();
  await v.getByRole('button', { name: 'Sign' }).click();
  await v.getByText('Agree to sign electronically to continue.').waitFor();
  await v.getByRole('checkbox', { name: /I agree to do business electronically/ }).check();
  await v.getByRole('button', { name: 'Sign' }).click();
  await v.getByText(/^You signed this contract on/).waitFor();
  await v.getByRole('link', { name: 'Open the contract' }).waitFor();

  // The general contractor's owner: now their turn, signs by typing (prefilled with their name).
  await o.reload();
  const typed = o.getByLabel('Type your signature');
  await typed.waitFor();
  expect(await typed.inputValue()).not.toBe('');
  await o.getByRole('checkbox', { name: /I agree to do business electronically/ }).check();
  await o.getByRole('button', { name: 'Sign' }).click();
  await o.getByText(/^You signed this contract on/).waitFor();

  // Sealed by the job; the executed PDF is genuine on the public verify page.
  let executed: Buffer | null = null;
  await eventually(async () => {
    const details = (await api(o, 'GET', `contracts/${contract.id}`)).data;
    expect(details.round.status).toBe('executed');
    executed = (await api(o, 'GET', `contracts/${contract.id}/executed`)) as Buffer;
  }, 30_000);
  const guest = await newPage(browser);
  await guest.goto('/verify');
  await guest.getByTestId('file-input').setInputFiles({ name: 'executed.pdf', mimeType: 'application/pdf', buffer: executed! });
  await guest.getByRole('button', { name: 'Verify' }).click();
  const result = guest.getByRole('region', { name: 'Verification result' });
  await result.getByRole('alert', { name: 'Genuine' }).waitFor();
  await result.getByRole('table', { name: 'Signers' }).getByText(vendorUser.full_name).waitFor();
  await guest.context().close();

  expect(vendor.errors).toEqual([]);
  expect(owner.errors).toEqual([]);
  await v.context().close();
  await o.context().close();
});
