// The contract screens in real Chromium (issue 16): a contract created on a project whose contract
// workflow has the manager as approver enters approval; the contracts list shows it with its counts;
// the manager opens TaskReviewApprove, approves with a comment and reads that it is approved; the
// owner's contract view shows the approval and prepares the document for signature (the placement
// screen opens).
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { api, signedIn as signedInWith } from '../support/session';

const RUN = Date.now().toString(36);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (email: string) => signedInWith(browser, email);
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const node = (type: string, attrs: Record<string, unknown>) => ({ type, attrs });
const text = (value: string) => ({ type: 'text', text: value });

test('a contract in approval: the list and its counts, the approver approves on the review view, the owner prepares it for signature', async () => {
  const owner = await signedIn('owner@northwind.test');
  const manager = await signedIn('manager@northwind.test');
  const vendor = await signedIn('owner@ridge.test');
  const ownerUser = (await api(owner.page, 'GET', 'auth/user')).data as { id: number };
  const vendorUser = (await api(vendor.page, 'GET', 'auth/user')).data as { id: number; company: { id: number } };
  await vendor.page.close();

  // A project whose contract workflow has one step: the manager.
  const staff = (await api(owner.page, 'GET', 'scope/get-editors')).data as { id: number; email: string }[];
  const managerId = staff.find((u) => u.email === 'manager@northwind.test')!.id;
  const stage = (await api(owner.page, 'GET', 'project/stage')).data[0];
  const projectName = `Contract screens ${RUN}`;
  const projectId = (await api(owner.page, 'POST', 'projects', { name: projectName, stage_id: stage.id })).data.id as number;
  const workflow = (await api(owner.page, 'POST', 'settings/contract/approval-workflow', { name: `Manager approves ${RUN}`, steps: [{ approver_ids: [managerId] }] })).data;
  await api(owner.page, 'POST', 'project/set-workflow', { project_id: projectId, type: 'contract', workflow_id: workflow.id, users: [] });

  const template = (
    await api(owner.page, 'POST', 'templates', {
      name: `Subcontract ${RUN}`,
      type: 'contract',
      description: '',
      body: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [text(`Subcontract ${RUN} on `), node('mergeField', { name: 'project.name' })] },
          { type: 'paragraph', content: [node('signatureField', { role: 'external', kind: 'signature', label: null }), node('signatureField', { role: 'internal', kind: 'signature', label: null })] },
        ],
      },
    })
  ).data as { id: number };
  const contractName = `Electrical subcontract ${RUN}`;
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

  // The contracts list: the row, and the project's chip filters to it.
  const o = owner.page;
  await o.goto('/tasks');
  await o.getByRole('link', { name: 'Contracts' }).click();
  await o.waitForURL('**/tasks/contracts');
  await o.getByRole('heading', { level: 1, name: 'Contracts' }).waitFor();
  await o.getByRole('group', { name: 'Contracts by status' }).getByRole('button', { name: /^Pending Approval \(\d+\)$/ }).waitFor();
  await o.getByRole('searchbox', { name: 'Search' }).fill(RUN);
  await o.getByRole('link', { name: contractName }).waitFor();
  await o.getByRole('tab', { name: 'By project' }).click();
  await o.getByRole('group', { name: 'Contracts by project' }).getByRole('button', { name: `${projectName} (1)` }).click();
  await o.waitForURL(new RegExp(`filter%5Bproject_id%5D=${projectId}|filter\\[project_id\\]=${projectId}`));
  await o.getByRole('link', { name: contractName }).waitFor();

  // The approver's review view: the rendered contract, Approve with a comment.
  const m = manager.page;
  await m.goto(`/tasks/${contract.id}/contract/review`);
  await m.getByTitle(`${contractName} contract`).waitFor();
  await m.getByRole('button', { name: 'Approve' }).click();
  const dialog = m.getByRole('dialog', { name: 'Approve the contract' });
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('Amounts checked');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await m.getByText('You approved the contract.').waitFor();
  await m.getByText('This contract is not waiting for approval: approved.').waitFor();
  await m.getByRole('region', { name: 'Approval' }).getByText('Comment: Amounts checked').waitFor();

  // The owner's contract view: approved, Prepare for signature opens the placement screen.
  await o.goto(`/tasks/${contract.id}/contract`);
  await o.getByLabel('Approval: Approved').waitFor();
  await o.getByRole('button', { name: 'Prepare for signature' }).click();
  await o.getByRole('dialog', { name: 'Prepare for signature' }).getByRole('button', { name: 'Prepare' }).click();
  await o.waitForURL(`**/tasks/${contract.id}/contract/prepare`);
  await o.goto(`/tasks/${contract.id}/contract`);
  await o.getByRole('region', { name: 'Signing' }).getByLabel('Signing: Preparing').waitFor();
  await o.getByRole('link', { name: 'Continue preparing' }).waitFor();

  expect(owner.errors).toEqual([]);
  expect(manager.errors).toEqual([]);
});
