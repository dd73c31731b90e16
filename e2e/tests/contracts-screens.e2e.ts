// The contract screens in real Chromium (issue 16): a contract created on a project whose contract
// workflow has the manager as approver enters approval; the contracts list shows it with its counts;
// the manager opens TaskReviewApprove, approves with a comment and reads that it is approved; the
// owner's contract view shows the approval and prepares the document for signature (the placement
// screen opens).
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { archiveProject, approveOnReview, createContractTask, createContractTemplate, createProject, me, mergeField, prepareFromContractView, text, useContractWorkflow } from '../support/contracts';
import { signedIn as signedInWith } from '../support/session';

const RUN = Date.now().toString(36);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (email: string) => signedInWith(browser, email);
test('a contract in approval: the list and its counts, the approver approves on the review view, the owner prepares it for signature', async () => {
  const owner = await signedIn('owner@northwind.test');
  const manager = await signedIn('manager@northwind.test');
  const vendor = await signedIn('owner@ridge.test');
  const ownerUser = await me(owner.page);
  const managerUser = await me(manager.page);
  const vendorUser = await me(vendor.page);
  await vendor.page.close();

  // A project whose contract workflow has one step: the manager.
  const projectName = `Contract screens ${RUN}`;
  const projectId = await createProject(owner.page, projectName);
  await useContractWorkflow(owner.page, projectId, `Manager approves ${RUN}`, [[managerUser.id]]);

  const template = await createContractTemplate(owner.page, `Subcontract ${RUN}`, [text(`Subcontract ${RUN} on `), mergeField('project.name')]);
  const contractName = `Electrical subcontract ${RUN}`;
  const contractId = await createContractTask(owner.page, { projectId, vendor: vendorUser, name: contractName, templateId: template.id, internalAssigneeId: ownerUser.id });

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
  await approveOnReview(m, contractId, contractName, 'Amounts checked');
  await m.getByText('This contract is not waiting for approval: approved.').waitFor();
  await m.getByRole('region', { name: 'Approval' }).getByText('Comment: Amounts checked').waitFor();

  // The owner's contract view: approved, Prepare for signature opens the placement screen.
  await prepareFromContractView(o, contractId);
  await o.goto(`/tasks/${contractId}/contract`);
  await o.getByRole('region', { name: 'Signing' }).getByLabel('Signing: Preparing').waitFor();
  await o.getByRole('link', { name: 'Continue preparing' }).waitFor();

  await archiveProject(o, projectId);
  expect(owner.errors).toEqual([]);
  expect(manager.errors).toEqual([]);
});
