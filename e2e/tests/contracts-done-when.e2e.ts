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
import { api, signedIn } from '../support/session';

const RUN = Date.now().toString(36);
// shared-contract CONTRACT_MESSAGES, as the user reads them
const SAYS = {
  approved: 'You approved the contract.',
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

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const node = (type: string, attrs: Record<string, unknown>) => ({ type, attrs });
const text = (value: string) => ({ type: 'text', text: value });

/** The approver approves on TaskReviewApprove (the review view of the contract). */
async function approveOnReview(page: Page, taskId: number, contractName: string, comment: string) {
  await page.goto(`/tasks/${taskId}/contract/review`);
  await page.getByTitle(`${contractName} contract`).waitFor();
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the contract' });
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await page.getByText(SAYS.approved).waitFor();
}

/** Sets a PDF on the public verify page and answers the result's title. */
async function verifyOnPage(page: Page, pdf: Buffer) {
  await page.goto('/verify');
  await page.getByTestId('file-input').setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Verify' }).click();
  return page.getByRole('region', { name: 'Verification result' });
}

test('a contract goes through two-step approval with a reset, is placed, signed by drawing and typing, sealed, and verifies', async () => {
  const owner = await signedIn(browser, 'owner@northwind.test');
  const admin = await signedIn(browser, 'admin@northwind.test');
  const manager = await signedIn(browser, 'manager@northwind.test');
  const vendor = await signedIn(browser, 'owner@ridge.test');
  const me = async (page: Page) => (await api(page, 'GET', 'auth/user')).data as { id: number; full_name: string; company: { id: number } };
  const [ownerUser, adminUser, managerUser, vendorUser] = [await me(owner.page), await me(admin.page), await me(manager.page), await me(vendor.page)];

  // Settings as the owner keeps them: a contract workflow of two steps (the admin, then the owner),
  // a merge field for the amount, a contract template with it and a signature field per side.
  const workflow = (await api(owner.page, 'POST', 'settings/contract/approval-workflow', { name: `Two-step contract review ${RUN}`, steps: [{ approver_ids: [adminUser.id] }, { approver_ids: [ownerUser.id] }] })).data;
  const amountField = `amount_${RUN}`;
  await api(owner.page, 'POST', 'settings/shortcode/edit', { name: amountField, type: 'number', description: 'Subcontract amount', default_value: '' });
  const template = (
    await api(owner.page, 'POST', 'templates', {
      name: `Done-when subcontract ${RUN}`,
      type: 'contract',
      description: '',
      body: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [text(`Subcontract ${RUN} for `), node('mergeField', { name: 'project.name' }), text(', amount '), node('mergeField', { name: amountField })] },
          { type: 'paragraph', content: [node('signatureField', { role: 'external', kind: 'signature', label: null }), node('signatureField', { role: 'internal', kind: 'signature', label: null })] },
        ],
      },
    })
  ).data as { id: number };

  // The manager's project uses the workflow; the contract is created into approval.
  const stage = (await api(manager.page, 'GET', 'project/stage')).data[0];
  const projectId = (await api(manager.page, 'POST', 'projects', { name: `Done-when tower ${RUN}`, stage_id: stage.id })).data.id as number;
  await api(owner.page, 'POST', 'project/set-workflow', { project_id: projectId, type: 'contract', workflow_id: workflow.id, users: [] });
  const contractName = `Done-when electrical ${RUN}`;
  const [contract] = (
    await api(manager.page, 'POST', 'tasks', {
      items: [
        {
          project_id: projectId,
          vendor_company_id: vendorUser.company.id,
          type: 'contract',
          name: contractName,
          template_id: template.id,
          merge_values: { [amountField]: '125000' },
          internal_assignee_id: managerUser.id,
          internal_signer_id: ownerUser.id,
          external_assignee_id: vendorUser.id,
          external_signer_id: vendorUser.id,
          due_date: isoDay(20),
        },
      ],
    })
  ).data as { id: number }[];
  const details = async (page: Page = manager.page) => (await api(page, 'GET', `contracts/${contract.id}`)).data;
  expect((await details()).approval.state).toBe('pending');

  // 1. The first approver approves.
  await approveOnReview(admin.page, contract.id, contractName, 'Scope and amount checked');
  expect((await details()).approval.approvals.map((a: { approved: boolean }) => a.approved)).toEqual([true, false]);

  // 2. The manager edits the amount: the admin's approval resets.
  const m = manager.page;
  await m.goto(`/tasks/${contract.id}/contract`);
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
  await approveOnReview(admin.page, contract.id, contractName, 'New amount checked');
  await approveOnReview(owner.page, contract.id, contractName, 'Approved for signature');
  expect((await details()).approval.state).toBe('approved');

  // 4. The manager prepares the document, moves the vendor's field and sends it.
  await m.goto(`/tasks/${contract.id}/contract`);
  await m.getByLabel('Approval: Approved').waitFor();
  await m.getByRole('button', { name: 'Prepare for signature' }).click();
  await m.getByRole('dialog', { name: 'Prepare for signature' }).getByRole('button', { name: 'Prepare' }).click();
  await m.waitForURL(`**/tasks/${contract.id}/contract/prepare`);
  await m.getByRole('heading', { name: 'Place the signature fields' }).waitFor();
  await m.getByRole('listitem', { name: /^Page 1 of/ }).locator('canvas[style*="visibility: visible"]').waitFor();
  const vendorBox = m.getByRole('button', { name: new RegExp(`^${vendorUser.full_name} · Signature, at`) });
  await vendorBox.focus();
  await m.keyboard.press('Shift+ArrowDown');
  await m.getByRole('button', { name: 'Save' }).click();
  await m.getByText(SAYS.setupSaved).waitFor();
  await m.getByRole('button', { name: 'Send for signature' }).click();
  await m.getByRole('dialog', { name: 'Send for signature' }).getByRole('button', { name: 'Send' }).click();
  await m.waitForURL(`**/tasks/${contract.id}/contract`);
  await m.getByText(SAYS.sent).waitFor();
  const sent = await details();
  expect(sent.round.status).toBe('signing');
  expect(sent.task.status).toBe('pending_external_signature');

  // 5. The vendor's owner signs by drawing with the mouse.
  const v = vendor.page;
  await v.goto(`/tasks/${contract.id}/sign`);
  await v.getByTitle(`${contractName} contract`).waitFor();
  await v.getByRole('group', { name: 'Signature: type or draw' }).getByRole('button', { name: 'Draw' }).click();
  const pad = v.getByRole('img', { name: /Signature drawing area/ });
  const box = (await pad.boundingBox())!;
  await v.mouse.move(box.x + 20, box.y + box.height / 2);
  await v.mouse.down();
  for (let i = 1; i <= 12; i += 1) await v.mouse.move(box.x + 20 + i * 15, box.y + box.height / 2 + (i % 2 ? -18 : 18), { steps: 3 });
  await v.mouse.up();
  await v.getByRole('checkbox', { name: /I agree to do business electronically/ }).check();
  await v.getByRole('button', { name: 'Sign' }).click();
  await v.getByText(/^You signed this contract on/).waitFor();

  // 6. Northwind's owner, the internal signer, signs by typing.
  const o = owner.page;
  await o.goto(`/tasks/${contract.id}/sign`);
  const typed = o.getByLabel('Type your signature');
  await typed.waitFor();
  await typed.fill('Olivia Northwind');
  await o.getByRole('checkbox', { name: /I agree to do business electronically/ }).check();
  await o.getByRole('button', { name: 'Sign' }).click();
  await o.getByText(/^You signed this contract on/).waitFor();

  // 7. The job seals it: the executed PDF has a PDF signature the server checks, and the record's chain holds.
  let executed = Buffer.alloc(0);
  await eventually(async () => {
    expect((await details()).round.status).toBe('executed');
  }, 60_000);
  const download = await m.request.get(`/api/v1/contracts/${contract.id}/executed`);
  expect(download.status()).toBe(200);
  executed = Buffer.from(await download.body());
  expect(executed.subarray(0, 5).toString()).toBe('%PDF-');
  expect(executed.includes('/ByteRange')).toBe(true);
  const final = await details();
  expect(final.task.status).toBe('fully_executed');
  expect(final.round.signers.every((s: { status: string }) => s.status === 'signed')).toBe(true);
  const audit = (await api(m, 'GET', `contracts/${contract.id}/audit`)).data as { chain_valid: boolean; events: { action: string }[] };
  expect(audit.chain_valid).toBe(true);
  const actions = audit.events.map((e) => e.action);
  for (const action of ['created', 'approved', 'edited', 'approvals_reset', 'prepared', 'sent', 'viewed', 'consented', 'signed', 'executed', 'sealed']) expect(actions).toContain(action);
  expect(actions.filter((a) => a === 'signed')).toHaveLength(2);

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

  for (const session of [owner, admin, manager, vendor]) {
    expect(session.errors).toEqual([]);
    await session.page.context().close();
  }
});
