// TaskSign in real Chromium (issue 16): a contract of a project without an approval workflow is
// prepared and sent through the API; the internal signer opening /tasks/{id}/sign first reads that the
// vendor signs first; the vendor's owner reviews the document, is refused without consent, draws the
// signature with the mouse on the pad and signs; the general contractor's owner signs by typing; the
// sealed PDF is then Genuine on the public verify page.
import type { Browser } from 'playwright-core';
import { eventually, launchBrowser, newPage } from '../support/browser';
import { archiveProject, createContractTask, createContractTemplate, createProject, drawSignature, me, prepareAndSend, text, verifyOnPage } from '../support/contracts';
import { api, download, signedIn } from '../support/session';

const RUN = Date.now().toString(36);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the vendor draws, the general contractor types, and the sealed contract verifies as genuine', async () => {
  const owner = await signedIn(browser, 'owner@northwind.test');
  const vendor = await signedIn(browser, 'owner@ridge.test');
  const ownerUser = await me(owner.page);
  const vendorUser = await me(vendor.page);

  const projectId = await createProject(owner.page, `Signing ${RUN}`);
  const template = await createContractTemplate(owner.page, `Signing subcontract ${RUN}`, [text(`Subcontract ${RUN}`)]);
  const contractName = `Signing subcontract ${RUN}`;
  const contractId = await createContractTask(owner.page, { projectId, vendor: vendorUser, name: contractName, templateId: template.id, internalAssigneeId: ownerUser.id });

  // Prepared and sent as the placement screen would: the template's fields, the vendor first.
  const signers = [
    { user_id: vendorUser.id, side: 'external' as const, step: 1 },
    { user_id: ownerUser.id, side: 'internal' as const, step: 1 },
  ];
  const nodes = [vendorUser.id, ownerUser.id].map((user_id, i) => ({ user_id, kind: 'signature', page: 1, x: 72 + i * 220, y: 600, width: 180, height: 40 }));
  const prepared = await prepareAndSend(owner.page, contractId, signers, nodes);
  expect(prepared.round.status).toBe('preparing');
  expect((await api(owner.page, 'GET', `contracts/${contractId}`)).data.round.status).toBe('signing');

  // The internal signer: not their turn yet.
  const o = owner.page;
  await o.goto(`/tasks/${contractId}/sign`);
  await o.getByText('It is not your turn to sign this contract.').waitFor();
  await o.getByText(new RegExp(`Waiting for ${vendorUser.full_name}`)).waitFor();
  expect(await o.getByRole('button', { name: 'Sign' }).count()).toBe(0);

  // The vendor: the document, consent required, a drawn signature.
  const v = vendor.page;
  await v.goto(`/tasks/${contractId}/sign`);
  await v.getByTitle(`${contractName} contract`).waitFor();
  await v.getByRole('button', { name: 'Download PDF' }).waitFor();
  await v.getByText('Signing fills your fields: Signature (page 1).').waitFor();
  await drawSignature(v);
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
    const details = (await api(o, 'GET', `contracts/${contractId}`)).data;
    expect(details.round.status).toBe('executed');
    executed = await download(o, `contracts/${contractId}/executed`);
  }, 30_000);
  const guest = await newPage(browser);
  const result = await verifyOnPage(guest, executed!);
  await result.getByRole('alert', { name: 'Genuine' }).waitFor();
  await result.getByRole('table', { name: 'Signers' }).getByText(vendorUser.full_name).waitFor();
  await guest.context().close();

  await archiveProject(o, projectId);
  expect(vendor.errors).toEqual([]);
  expect(owner.errors).toEqual([]);
  await v.context().close();
  await o.context().close();
});
