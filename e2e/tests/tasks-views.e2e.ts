// Task views end to end in real Chromium (issue 15): Northwind's manager sends (through the API) a
// document request, an acknowledgement and a COI request to Ridge Electric; the vendor, in its own
// browser, uploads, acknowledges and fills the COI; the manager rejects the upload with a reason, the
// vendor reads it and uploads again, the manager approves both submissions; every step is on the
// timeline; the manager keeps the certificate in Quick Access and downloads it. The project's old
// task address redirects to the task view.
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

/** The API as the page's signed-in user (session cookie and XSRF header, as the browser sends them). */
async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const cookies = await page.context().cookies();
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const response = await page.request.fetch(`/api/v1/${path}`, { method, headers: { accept: 'application/json', 'x-xsrf-token': xsrf }, data });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (response.status() >= 400) throw new Error(`${method} ${path}: ${response.status()} ${text}`);
  return json;
}

async function signedIn(email: string): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser);
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  await setWelcomeTourSeen(page);
  return { page, errors };
}

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) });
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function typeDate(page: Page, label: string, mmddyyyy: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(mmddyyyy);
}

test('a document request, an acknowledgement and a COI: upload, reject with a reason, upload again, approve, acknowledge, timeline', async () => {
  const manager = await signedIn('manager@northwind.test');
  const vendor = await signedIn('owner@ridge.test');
  const managerUser = (await api(manager.page, 'GET', 'auth/user')).data as { id: number };
  const vendorUser = (await api(vendor.page, 'GET', 'auth/user')).data as { id: number; company: { id: number } };

  // The manager's project, an acknowledgement template and the three tasks, all through the API.
  const stage = (await api(manager.page, 'GET', 'project/stage')).data[0];
  const projectId = (await api(manager.page, 'POST', 'projects', { name: `Task views e2e ${RUN}`, stage_id: stage.id })).data.id as number;
  const template = (
    await api(manager.page, 'POST', 'templates', {
      name: `Site rules ${RUN}`,
      type: 'acknowledgement',
      description: '',
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `Hard hats on site at all times ${RUN}.` }] }] },
    })
  ).data as { id: number };
  const common = { project_id: projectId, vendor_company_id: vendorUser.company.id, internal_assignee_id: managerUser.id, external_assignee_id: vendorUser.id, due_date: isoDay(14), priority: 'high' };
  const created = (
    await api(manager.page, 'POST', 'tasks', {
      items: [
        { ...common, type: 'document-request', name: `Safety plan ${RUN}`, description: 'Upload your signed site safety plan.' },
        { ...common, type: 'acknowledgement', name: `Site rules ${RUN}`, template_id: template.id },
        { ...common, type: 'certificate-of-insurance', name: `Insurance ${RUN}`, description: 'Your current general liability certificate.' },
      ],
    })
  ).data as { id: number }[];
  const [requestId, ackId, coiId] = created.map((t) => t.id);

  // The vendor opens the request from the project's old address and uploads the plan by the picker.
  const v = vendor.page;
  await v.goto(`/projects/${projectId}/tasks/${requestId}/request`);
  await v.waitForURL(`**/tasks/${requestId}/request`);
  await v.getByRole('heading', { level: 1, name: `Safety plan ${RUN}` }).waitFor();
  await v.getByText('Upload your signed site safety plan.').waitFor();
  // A refused extension shows its message and is not taken.
  await v.getByTestId('file-input').setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
  await v.getByText(/Only files with the following extensions are allowed/).waitFor();
  await v.getByTestId('file-input').setInputFiles(pdf('safety-plan-v1.pdf'));
  await v.getByRole('list', { name: 'Chosen files' }).getByText(/safety-plan-v1\.pdf/).waitFor();
  await v.getByRole('button', { name: 'Submit', exact: true }).click();
  await v.getByText('Your documents were submitted for review.').waitFor();
  await v.getByRole('list', { name: 'Submitted files' }).getByText('Pending review').waitFor();

  // The manager rejects it with a reason.
  const m = manager.page;
  await m.goto(`/tasks/${requestId}`);
  await m.waitForURL(`**/tasks/${requestId}/request`);
  await m.getByRole('button', { name: 'Reject' }).click();
  const dialog = m.getByRole('dialog', { name: 'Reject the submission' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The plan is not signed.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await m.getByText('The last submission was rejected. Reason: The plan is not signed.').waitFor();

  // The vendor reads why and uploads again; the manager approves.
  await v.reload();
  await v.getByText('Your last submission was rejected. Reason: The plan is not signed.').waitFor();
  await v.getByTestId('file-input').setInputFiles(pdf('safety-plan-v2.pdf'));
  await v.getByRole('button', { name: 'Submit', exact: true }).click();
  await v.getByText('Your documents were submitted for review.').waitFor();
  await m.reload();
  await m.getByRole('button', { name: 'Approve' }).click();
  await m.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await m.getByText('The submission was approved.').waitFor();
  await m.getByLabel('Status: Completed').waitFor();

  // The timeline has every step, oldest first.
  await m.getByRole('tab', { name: 'Timeline' }).click();
  await m.waitForURL(`**/tasks/${requestId}/timeline`);
  const events = m.getByRole('list', { name: 'Task events' }).getByRole('listitem');
  await eventually(async () => {
    const texts = await events.allTextContents();
    const order = ['created the task', 'sent the task to Ridge Electric', 'submitted documents for review', 'rejected the submission: The plan is not signed.', 'submitted documents for review', 'approved the submission'];
    let at = -1;
    for (const sentence of order) {
      const next = texts.findIndex((t, i) => i > at && t.includes(sentence));
      expect(next).toBeGreaterThan(at);
      at = next;
    }
    expect(texts.some((t) => /\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d/.test(t) && t.includes('Rita Ridge'))).toBe(true);
  });

  // The acknowledgement: the vendor reads the document in its frame and acknowledges.
  await v.goto(`/tasks/${ackId}`);
  await v.waitForURL(`**/tasks/${ackId}/acknowledgement`);
  const frame = v.frameLocator(`iframe[title="Site rules ${RUN} document"]`);
  await frame.getByText(`Hard hats on site at all times ${RUN}.`).waitFor();
  await v.getByRole('checkbox', { name: 'I have read the document above' }).check();
  await v.getByRole('button', { name: 'I acknowledge' }).click();
  await v.getByRole('dialog').getByRole('button', { name: 'I acknowledge' }).click();
  await v.getByText('Thank you: your acknowledgement was recorded.').waitFor();
  await v.getByText(/^Acknowledged by Rita Ridge on \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d\.$/).waitFor();

  // The COI: the file and the insurance fields; the manager approves it.
  await v.goto(`/tasks/${coiId}/request`);
  await v.getByRole('heading', { name: 'Submit your certificate of insurance' }).waitFor();
  await v.getByTestId('file-input').setInputFiles(pdf('coi-2026.pdf'));
  await v.getByRole('textbox', { name: 'Insurer' }).fill('Liberty Mutual');
  const coverage = v.getByRole('group', { name: 'Coverage 1' });
  await coverage.getByRole('combobox', { name: /Coverage type/ }).click();
  await v.getByRole('option', { name: 'General Liability' }).click();
  await coverage.getByRole('textbox', { name: /Policy number/ }).fill('GL-2026-1');
  await coverage.getByRole('textbox', { name: /Limit/ }).fill('2000000');
  await v.getByRole('radio', { name: 'Yes' }).check();
  await typeDate(v, 'Effective date', `0101${new Date().getUTCFullYear()}`);
  await typeDate(v, 'Expiry date', `1231${new Date().getUTCFullYear() + 1}`);
  await v.getByRole('button', { name: 'Submit', exact: true }).click();
  await v.getByText('Your documents were submitted for review.').waitFor();
  await m.goto(`/tasks/${coiId}/request`);
  const submitted = m.getByRole('list', { name: 'Submitted files' });
  await submitted.getByText('Insurer: ').waitFor();
  await submitted.getByText('Liberty Mutual').waitFor();
  await submitted.getByText(/General Liability · policy GL-2026-1 · limit \$2,000,000/).waitFor();
  await m.getByRole('button', { name: 'Approve' }).click();
  await m.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await m.getByText('The submission was approved.').waitFor();

  // The certificate into the manager's Quick Access, and its download.
  await submitted.getByRole('button', { name: 'Add coi-2026.pdf to Quick Access' }).click();
  await m.getByText('Document added to Quick Access.').waitFor();
  await submitted.getByRole('button', { name: 'Remove coi-2026.pdf from Quick Access' }).waitFor();
  const [download] = await Promise.all([m.waitForEvent('download'), submitted.getByRole('button', { name: 'Download coi-2026.pdf' }).click()]);
  expect(download.suggestedFilename()).toBe('coi-2026.pdf');
  await m.goto('/quick-access');
  await m.getByText('coi-2026.pdf').first().waitFor();

  expect(manager.errors).toEqual([]);
  expect(vendor.errors).toEqual([]);
  await manager.page.context().close();
  await vendor.page.context().close();
});
