// Issue 16's "Done when", in real Chromium with three browsers: Northwind's manager sends a contract
// into a two-step approval; the first approver approves, the manager edits the contract and the
// approval resets; both approve; the manager prepares the document, moves the vendor's signature
// field and sends; the vendor's owner signs by drawing; Northwind's owner (the internal signer) signs
// by typing; the executed PDF carries a valid PDF signature and a record whose chain holds; the public
// verify page says Genuine for it and Modified for a copy with one byte changed. (kill -9 during
// sealing is covered by api/test/contracts-record.test.ts: a job left running by a dead process is
// sealed once by the next.)
import type { Browser, Page } from 'playwright-core';
import { eventually, launchBrowser, newPage } from '../support/browser';
import { archiveProject, approveOnReview, createContractTask, createContractTemplate, createProject, drawSignature, me, mergeField, prepareFromContractView, text, useContractWorkflow, verifyOnPage } from '../support/contracts';
import { api, download, signedIn } from '../support/session';

const RUN = Date.now().toString(36);
// shared-contract CONTRACT_MESSAGES, as the user reads them
const SAYS = {
  approvalsReset: 'The contract changed: its approvals were reset.',
  setupSaved: 'The signers and fields were saved.',
  sent: 'The contract was sent for signature.',
};
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a contract goes through two-step approval with a reset, is placed, signed by drawing and typing, sealed, and verifies', async () => {
  const owner = await signedIn(browser, 'owner@northwind.test');
  const admin = await signedIn(browser, 'admin@northwind.test');
  const manager = await signedIn(browser, 'manager@northwind.test');
  const vendor = await signedIn(browser, 'owner@ridge.test');
  const [ownerUser, adminUser, managerUser, vendorUser] = [await me(owner.page), await me(admin.page), await me(manager.page), await me(vendor.page)];

  // Settings as the owner keeps them: a merge field for the amount, a contract template with it and a
  // signature field per side, and (below) a contract workflow of two steps (the admin, then the owner).
  const amountField = `amount_${RUN}`;
  await api(owner.page, 'POST', 'settings/shortcode/edit', { name: amountField, type: 'number', description: 'Subcontract amount', default_value: '' });
  const template = await createContractTemplate(owner.page, `Done-when subcontract ${RUN}`, [text(`Subcontract ${RUN} for `), mergeField('project.name'), text(', amount '), mergeField(amountField)]);

  // The manager's project uses the workflow; the contract is created into approval.
  const projectId = await createProject(manager.page, `Done-when tower ${RUN}`);
  await useContractWorkflow(owner.page, projectId, `Two-step contract review ${RUN}`, [[adminUser.id], [ownerUser.id]]);
  const contractName = `Done-when electrical ${RUN}`;
  const contractId = await createContractTask(manager.page, {
    projectId,
    vendor: vendorUser,
    name: contractName,
    templateId: template.id,
    mergeValues: { [amountField]: '125000' },
    internalAssigneeId: managerUser.id,
    internalSignerId: ownerUser.id,
    externalSignerId: vendorUser.id,
  });
  const details = async (page: Page = manager.page) => (await api(page, 'GET', `contracts/${contractId}`)).data;
  expect((await details()).approval.state).toBe('pending');

  // 1. The first approver approves.
  await approveOnReview(admin.page, contractId, contractName, 'Scope and amount checked');
  expect((await details()).approval.approvals.map((a: { approved: boolean }) => a.approved)).toEqual([true, false]);

  // 2. The manager edits the amount: the admin's approval resets.
  const m = manager.page;
  await m.goto(`/tasks/${contractId}/contract`);
  await m.getByRole('button', { name: 'Edit values' }).click();
  const edit = m.getByRole('dialog', { name: 'Edit values' });
  await edit.getByText(/every approval given so far is reset/).waitFor();
  const amount = edit.getByLabel(new RegExp(`^${amountField} \\(Number\\)`));
  await amount.fill('130000');
  await edit.getByRole('button', { name: 'Save' }).click();
  await m.getByText(SAYS.approvalsReset).waitFor();
  const reset = await details();
  expect(reset.merge_values[amountField]).toMatch(/^130,?000$/); // kept as the number field shows it
  expect(reset.approval.approvals.map((a: { approved: boolean; rejected: boolean }) => [a.approved, a.rejected])).toEqual([
    [false, false],
    [false, false],
  ]);

  // 3. Both approve, in step order.
  await approveOnReview(admin.page, contractId, contractName, 'New amount checked');
  await approveOnReview(owner.page, contractId, contractName, 'Approved for signature');
  expect((await details()).approval.state).toBe('approved');

  // 4. The manager prepares the document, moves the vendor's field and sends it.
  await prepareFromContractView(m, contractId);
  await m.getByRole('heading', { name: 'Place the signature fields' }).waitFor();
  await m.getByRole('listitem', { name: /^Page 1 of/ }).locator('canvas[style*="visibility: visible"]').waitFor();
  const vendorBox = m.getByRole('button', { name: new RegExp(`^${vendorUser.full_name} · Signature, at`) });
  await vendorBox.focus();
  await m.keyboard.press('Shift+ArrowDown');
  await m.getByRole('button', { name: 'Save' }).click();
  await m.getByText(SAYS.setupSaved).waitFor();
  await m.getByRole('button', { name: 'Send for signature' }).click();
  await m.getByRole('dialog', { name: 'Send for signature' }).getByRole('button', { name: 'Send' }).click();
  await m.waitForURL(`**/tasks/${contractId}/contract`);
  await m.getByText(SAYS.sent).waitFor();
  const sent = await details();
  expect(sent.round.status).toBe('signing');
  expect(sent.task.status).toBe('pending_external_signature');

  // 5. The vendor's owner signs by drawing with the mouse.
  const v = vendor.page;
  await v.goto(`/tasks/${contractId}/sign`);
  await v.getByTitle(`${contractName} contract`).waitFor();
  await drawSignature(v);
  await v.getByRole('checkbox', { name: /I agree to do business electronically/ }).check();
  await v.getByRole('button', { name: 'Sign' }).click();
  await v.getByText(/^You signed this contract on/).waitFor();

  // 6. Northwind's owner, the internal signer, signs by typing.
  const o = owner.page;
  await o.goto(`/tasks/${contractId}/sign`);
  const typed = o.getByLabel('Type your signature');
  await typed.waitFor();
  await typed.fill('Olivia Northwind');
  await o.getByRole('checkbox', { name: /I agree to do business electronically/ }).check();
  await o.getByRole('button', { name: 'Sign' }).click();
  await o.getByText(/^You signed this contract on/).waitFor();

  // 7. The job seals it: the executed PDF has a PDF signature the server checks, and the record's chain holds.
  await eventually(async () => {
    expect((await details()).round.status).toBe('executed');
  }, 60_000);
  const executed = await download(m, `contracts/${contractId}/executed`);
  expect(executed.subarray(0, 5).toString()).toBe('%PDF-');
  expect(executed.includes('/ByteRange')).toBe(true);
  const final = await details();
  expect(final.task.status).toBe('fully_executed');
  expect(final.round.signers.every((s: { status: string }) => s.status === 'signed')).toBe(true);
  const audit = (await api(m, 'GET', `contracts/${contractId}/audit`)).data as { chain_valid: boolean; events: { action: string }[] };
  expect(audit.chain_valid).toBe(true);
  const actions = audit.events.map((e) => e.action);
  for (const action of ['created', 'approved', 'edited', 'approvals_reset', 'prepared', 'sent', 'viewed', 'consented', 'signed', 'executed', 'sealed']) expect(actions).toContain(action);
  expect(actions.filter((a) => a === 'signed')).toHaveLength(2);

  // The record on the contract's timeline: the chain holds, every step is listed, the last one sealing.
  await m.goto(`/tasks/${contractId}/timeline`);
  const record = m.getByRole('region', { name: 'Contract record' });
  await record.getByRole('status').getByText("The record is intact: every event's fingerprint checks out.").waitFor();
  const trail = record.getByRole('table', { name: 'Audit trail' });
  await trail.getByRole('cell', { name: 'Approvals reset' }).waitFor();
  await trail.getByRole('cell', { name: 'Sealed' }).waitFor();
  expect(await trail.getByRole('row').count()).toBe(audit.events.length + 1);

  // 8. The public verify page: Genuine for the file, Modified for a copy with one byte changed.
  const guest = await newPage(browser);
  const genuine = await verifyOnPage(guest, executed);
  await genuine.getByRole('alert', { name: 'Genuine' }).waitFor();
  await genuine.getByRole('table', { name: 'Signers' }).getByText(vendorUser.full_name).waitFor();
  const tampered = Buffer.from(executed);
  const at = tampered.indexOf('Subcontract') > 0 ? tampered.indexOf('Subcontract') : Math.floor(tampered.length / 3);
  tampered[at] = tampered[at] === 0x41 ? 0x42 : 0x41;
  const modified = await verifyOnPage(guest, tampered);
  await modified.getByRole('alert', { name: 'Modified' }).waitFor();
  await guest.context().close();
  await archiveProject(owner.page, projectId);

  for (const session of [owner, admin, manager, vendor]) {
    expect(session.errors).toEqual([]);
    await session.page.context().close();
  }
});
